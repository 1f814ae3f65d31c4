import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestDataDir, usingPostgres } from '../testing/test-db.ts';
import { BackupError, backupPGlite, backupPostgres, findPostgresTool, restorePGlite, restorePostgres } from './backup.ts';
import { openPGlite, type Queryable } from './connection.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'gateway-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const CLI = fileURLToPath(new URL('../backup-cli.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** `backup-cli.ts` as `npm run backup` / `npm run restore` run it. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', tsxLoader, CLI, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const ACCOUNT = 'demouniv';

async function state(db: Queryable): Promise<{ name: string; events: string; migrations: string }> {
  const { rows } = await db.query<{ name: string; events: string; migrations: string }>(
    `SELECT (SELECT name FROM accounts WHERE code = $1) AS name, (SELECT count(*)::text FROM usage_events) AS events,
            (SELECT count(*)::text FROM schema_migrations) AS migrations`,
    [ACCOUNT],
  );
  return rows[0]!;
}

async function withFolder<T>(dir: string, fn: (db: Queryable) => Promise<T>): Promise<T> {
  const db = await openPGlite(dir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe.skipIf(usingPostgres)('backup and restore of a PGlite data folder', () => {
  it('round trip: write, back up, change and lose data, restore, read the data back', async () => {
    const dataDir = join(root, 'data');
    const file = join(root, 'out', 'backup.tar.gz');
    await createTestDataDir(dataDir);
    const before = await withFolder(dataDir, async (db) => {
      await db.query(`UPDATE accounts SET name = 'Backed-up University' WHERE code = $1`, [ACCOUNT]);
      return state(db);
    });
    expect(before.name).toBe('Backed-up University');
    expect(Number(before.events)).toBeGreaterThan(0);

    // Refused while another process holds the folder (this one, as a running gateway would).
    const held = lockDataDir(dataDir);
    const refused = await cli(['backup', file], { DATA_DIR: dataDir });
    held.release();
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(`The data folder ${dataDir} is in use by another process (PID ${process.pid}`);
    expect(existsSync(file)).toBe(false);

    const backedUp = await cli(['backup', file], { DATA_DIR: dataDir });
    expect(backedUp.output).toMatch(
      new RegExp(`Backed up the PGlite data folder \\S+ to ${file} \\(\\d+\\.\\d MB, ${before.migrations} migrations; read back\\)`),
    );
    expect(backedUp.code).toBe(0);

    // Changed and partly lost after the backup.
    await withFolder(dataDir, async (db) => {
      await db.query(`UPDATE accounts SET name = 'Changed later' WHERE code = $1`, [ACCOUNT]);
      await db.exec('DELETE FROM usage_events');
    });

    const restored = await cli(['restore', file], { DATA_DIR: dataDir });
    expect(restored.output).toMatch(`Restored the PGlite data folder ${dataDir} from ${file} (${before.migrations} migrations).`);
    expect(restored.code).toBe(0);
    const aside = /The data folder it replaced is kept in (\S+)\./.exec(restored.output)?.[1] ?? '';
    expect(await withFolder(dataDir, state)).toEqual(before);
    // The replaced folder is kept, with what it held, and neither folder is left locked.
    expect(await withFolder(aside, state)).toMatchObject({ name: 'Changed later', events: '0' });

    // The whole folder lost: restore puts it back.
    rmSync(dataDir, { recursive: true });
    expect(await restorePGlite(file, dataDir)).toMatchObject({ previous: null, migrations: Number(before.migrations) });
    expect(await withFolder(dataDir, state)).toEqual(before);
    expect(readdirSync(root).filter((name) => name.includes('.restoring-'))).toEqual([]);
  }, 180_000);

  it('refuses a file that is not a backup, and a restore while the folder is in use, changing nothing', async () => {
    const dataDir = join(root, 'refusals');
    await createTestDataDir(dataDir, { seed: false });
    const bogus = join(root, 'bogus.tar.gz');
    writeFileSync(bogus, 'this is not a backup');
    const entries = readdirSync(dataDir).sort();
    await expect(restorePGlite(bogus, dataDir)).rejects.toThrow(
      new BackupError('not a backup file of the gateway (not a PGlite data-folder tarball)'),
    );
    await expect(restorePGlite(join(root, 'missing.tar.gz'), dataDir)).rejects.toThrow(/no backup file at/);

    const held = lockDataDir(dataDir);
    try {
      // A real tarball, refused only because the folder is in use.
      const tarball = join(root, 'real.tar.gz');
      const other = join(root, 'other');
      await createTestDataDir(other, { seed: false });
      await backupPGlite(other, tarball);
      await expect(restorePGlite(tarball, dataDir)).rejects.toThrow(DataDirInUseError);
    } finally {
      held.release();
    }
    expect(readdirSync(dataDir).sort()).toEqual(entries);
    expect(readdirSync(root).filter((name) => name.startsWith('refusals.'))).toEqual([]);
  }, 120_000);
});

describe.skipIf(!usingPostgres || !findPostgresTool('pg_dump') || !findPostgresTool('pg_restore'))(
  'backup and restore on PostgreSQL',
  () => {
    it('round trip with pg_dump and pg_restore', async () => {
      const test = await createTestDatabase();
      try {
        await test.db.query(`UPDATE accounts SET name = 'Backed-up University' WHERE code = $1`, [ACCOUNT]);
        const before = await state(test.db);
        const file = join(root, 'pg', 'backup.pgdump');
        expect(await backupPostgres(test.url!, file)).toMatchObject({ file, migrations: Number(before.migrations) });
        await test.db.query(`UPDATE accounts SET name = 'Changed later' WHERE code = $1`, [ACCOUNT]);
        await test.db.exec('DELETE FROM usage_events');
        expect(await restorePostgres(file, test.url!)).toMatchObject({ migrations: Number(before.migrations) });
        expect(await state(test.db)).toEqual(before);
      } finally {
        await test.close();
      }
    }, 120_000);
  },
);
