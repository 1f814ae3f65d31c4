import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http.ts';
import { spawnGateway, stopGateway, type SpawnedGateway } from '../testing/spawn-gateway.ts';
import { createTestDataDir, usingPostgres } from '../testing/test-db.ts';
import { openPGlite } from './connection.ts';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'gateway-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
function folder(): string {
  const dir = join(root, `dir-${(folders += 1)}`);
  mkdirSync(dir);
  return dir;
}

/** A process that lives until killed (it waits on its standard input). */
async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'process.stdin.resume(); console.log("up")'], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return child;
}

/** The PID of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function writeLock(dir: string, content: object): void {
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(content));
}

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, in the same process too, and allows one after release', () => {
    const dir = folder();
    const first = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another process (PID ${process.pid}`);
    first.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const second = lockDataDir(dir);
    first.release(); // a stale handle does not remove the new holder's lock
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    second.release();
    // Nothing else is left in the folder (no temporary or take-over files).
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses while another live process holds the lock, and names it', async () => {
    const dir = folder();
    const other = await liveProcess();
    try {
      writeLock(dir, { pid: other.pid, started: null, host: 'elsewhere', since: '2026-01-01T00:00:00.000Z', nonce: 'n' });
      expect(() => lockDataDir(dir)).toThrow(
        new DataDirInUseError(dir, { pid: other.pid!, host: 'elsewhere', since: '2026-01-01T00:00:00.000Z' }).message,
      );
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: other.pid });
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over stale locks: a dead process, a reused PID, its own PID from an earlier life, an unreadable file', async () => {
    const cases: Array<[string, object | string]> = [
      ['dead', { pid: await deadPid(), started: '1', host: 'h', since: 's', nonce: 'a' }],
      // The parent process is alive, but it started at another time than the lock says: its PID was reused.
      ['reused', { pid: process.ppid, started: '1', host: 'h', since: 's', nonce: 'b' }],
      ['own pid', { pid: process.pid, started: null, host: 'h', since: 's', nonce: 'c' }],
      ['garbage', 'not json'],
    ];
    for (const [label, content] of cases) {
      const dir = folder();
      if (typeof content === 'string') writeFileSync(join(dir, LOCK_FILE), content);
      else writeLock(dir, content);
      const logs: string[] = [];
      const lock = lockDataDir(dir, (line) => logs.push(line));
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')), label).toMatchObject({ pid: process.pid });
      expect(logs, label).toEqual([expect.stringMatching(/taken over/)]);
      lock.release();
    }
  });

  it('openPGlite holds the lock until close; a refused open leaves the folder as it was', async () => {
    const dir = folder();
    await createTestDataDir(dir, { seed: false });
    const db = await openPGlite(dir);
    try {
      await db.exec('CREATE TABLE kept (n integer); INSERT INTO kept VALUES (1)');
      const before = readdirSync(dir).sort();
      await expect(openPGlite(dir)).rejects.toThrow(DataDirInUseError);
      expect(readdirSync(dir).sort()).toEqual(before);
      expect((await db.query('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openPGlite(dir);
    expect((await again.query('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    await again.close();
  });
});

interface Gateway extends SpawnedGateway {
  url: string;
}

function startGateway(dataDir: string): Promise<Gateway> {
  return spawnGateway({
    env: { PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', DATABASE_URL: '', DATA_DIR: dataDir },
    ready: /listening on (http:\/\/\S+)\/admin\//,
    timeoutMs: 90_000,
  }).then((started) => ({ ...started, url: started.captured.replace('localhost', '127.0.0.1') }));
}

async function sessionUser(url: string, cookie: string): Promise<string | null> {
  const client = new TestClient(url);
  client.cookies.set('admin_sid', cookie);
  const { session } = await client.data<{ session: { userAccount: { username: string } | null } | null }>(
    '{ session { userAccount { username } } }',
  );
  return session?.userAccount?.username ?? null;
}

describe.skipIf(usingPostgres)('two gateway processes on one PGlite data folder', () => {
  it('the second is refused with a clear message and the first keeps serving; after kill -9 the lock is stale and taken over', async () => {
    const dataDir = join(root, 'gateway-data');
    await createTestDataDir(dataDir);

    const first = await startGateway(dataDir);
    let second: Gateway | undefined;
    try {
      await expect(startGateway(dataDir)).rejects.toThrow(
        new RegExp(`exited with 1:[\\s\\S]*The data folder \\S*gateway-data is in use by another process \\(PID ${first.child.pid} `),
      );
      // The first gateway was not disturbed: it signs in (a session row written) and reads it back.
      const client = new TestClient(first.url);
      expect(await client.login('librarian@demo.edu')).toMatchObject({ success: true });
      const cookie = client.cookies.get('admin_sid') ?? '';
      expect(await sessionUser(first.url, cookie)).toBe('librarian@demo.edu');

      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: first.child.pid });

      second = await startGateway(dataDir);
      expect(second.output()).toMatch(new RegExp(`stale lock of process ${first.child.pid} .* taken over`));
      // The session written before the kill is there.
      expect(await sessionUser(second.url, cookie)).toBe('librarian@demo.edu');
      expect(await stopGateway(second)).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
      if (second) await stopGateway(second);
    }
  }, 240_000);
});
