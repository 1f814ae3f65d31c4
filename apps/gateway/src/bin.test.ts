import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from './testing/http.ts';
import { usingPostgres } from './testing/test-db.ts';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
// tsx's loader by absolute URL: the gateway runs from a working directory outside the repository.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const dataRoot = mkdtempSync(join(tmpdir(), 'gateway-bin-'));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts `src/bin.ts` through tsx from another working directory and waits for its one-line banner. */
function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', tsxLoader, join(gatewayDir, 'src', 'bin.ts')], {
    cwd: dataRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // A full demo seed on a loaded 2-core machine took up to 48 s: this tests that it starts, not how fast.
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)\/admin\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}:\n${output}`));
    });
  });
}

function stop(started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.removeAllListeners('exit');
    started.child.on('exit', (code) => resolve(code));
    started.child.kill('SIGTERM');
  });
}

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
