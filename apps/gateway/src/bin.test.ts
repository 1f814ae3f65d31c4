import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from './testing/http.ts';
import { spawnGateway, stopGateway, type SpawnedGateway } from './testing/spawn-gateway.ts';
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
