import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from './testing/http.ts';
import { GATEWAY_BIN, spawnGateway, stopGateway, type SpawnedGateway } from './testing/spawn-gateway.ts';
import { usingPostgres } from './testing/test-db.ts';

const dataRoot = mkdtempSync(join(tmpdir(), 'gateway-bin-'));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

/** `src/bin.ts` from another working directory, until its one-line banner; `url` is its base address. */
async function start(env: Record<string, string>): Promise<SpawnedGateway & { url: string }> {
  const started = await spawnGateway({
    cwd: dataRoot,
    env: { PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', DATABASE_URL: '', ...env },
    ready: /listening on (http:\/\/\S+)\/admin\//,
    // A full demo seed on a loaded 2-core machine took up to 48 s: this tests that it starts, not how fast.
    timeoutMs: 90_000,
  });
  return { ...started, url: started.captured.replace('localhost', '127.0.0.1') };
}
const stop = stopGateway;

describe.skipIf(usingPostgres)('bin', () => {
  it('migrates, seeds once, serves, and shuts down cleanly on SIGTERM, keeping data in DATA_DIR', async () => {
    const env = { DATA_DIR: 'data' };
    const first = await start(env);
    expect(first.output()).toMatch(/demo data seeded/);
    const client = new TestClient(first.url);
    expect(await client.login('librarian@demo.edu')).toMatchObject({ success: true });
    expect(await stop(first)).toBe(0);

    const second = await start(env);
    try {
      expect(second.output()).not.toMatch(/demo data seeded|migrations applied/);
      const again = new TestClient(second.url);
      again.cookies.set('admin_sid', client.cookies.get('admin_sid') ?? '');
      const { session } = await again.data<{ session: { userAccount: { username: string } | null } | null }>(
        '{ session { userAccount { username } } }',
      );
      expect(session?.userAccount?.username).toBe('librarian@demo.edu');
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 180_000);
});

describe('bin configuration errors', () => {
  it('stops at once with one line naming the setting: a TLS certificate without its key, an unreadable file', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, GATEWAY_BIN], {
        cwd: dataRoot,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: 'config-error',
          DATABASE_URL: '',
          TLS_CERT_FILE: '',
          TLS_KEY_FILE: '',
          ...env,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const alone = run({ TLS_CERT_FILE: '/etc/hostname' });
    expect(alone.status).toBe(1);
    expect(alone.stderr.trim()).toBe(
      'Configuration error: TLS_CERT_FILE is set but TLS_KEY_FILE is not: HTTPS needs both the certificate and its private key (or neither for plain HTTP)',
    );
    const missing = run({ TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: '/nonexistent/key.pem' });
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe('Configuration error: TLS_CERT_FILE /nonexistent/cert.pem cannot be read (ENOENT)');
    // Refused before anything was opened: no data folder was made.
    expect(existsSync(join(dataRoot, 'config-error'))).toBe(false);
  }, 120_000);
});
