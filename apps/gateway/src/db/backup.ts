import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './connection.ts';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

/**
 * Backups of the gateway's database (`npm run backup` / `npm run restore`, backup-cli.ts).
 *
 * PGlite: the data folder is locked (data-dir-lock.ts: refused while a gateway runs on it), opened, and
 * written whole by PGlite's `dumpDataDir` as a gzipped tarball; the tarball is then opened in memory and its
 * `schema_migrations` read before the file gets its name, so a backup that exists can be restored. Restore
 * loads the tarball into a new folder beside the data folder, checks it the same way, then moves the current
 * folder aside (`<DATA_DIR>.before-restore-<time>`, never deleted) and the restored one into its place.
 *
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom` and `pg_restore --clean --if-exists --single-transaction`
 * (a failing restore changes nothing), when those client programs are installed.
 */

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Migrations recorded in the backed-up database (read back from the backup itself). */
  migrations: number;
}

export interface RestoreSummary {
  file: string;
  migrations: number;
  /** PGlite: where the data folder that was replaced now is (null when there was none). */
  previous: string | null;
}

const GZIP_MAGIC = [0x1f, 0x8b];

function timestamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** The default backup file: `backups/console-<time>.<ext>` under `cwd`. */
export function defaultBackupFile(cwd: string, kind: 'pglite' | 'postgres', now = new Date()): string {
  return join(cwd, 'backups', `console-${timestamp(now)}.${kind === 'pglite' ? 'tar.gz' : 'pgdump'}`);
}

/** Writes under a temporary name in the same folder and renames: a backup file is whole or absent. */
function writeWhole(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  try {
    writeFileSync(partial, bytes, { flush: true });
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

function asTarball(bytes: Uint8Array): Blob {
  const gzipped = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
  let tar: Uint8Array<ArrayBuffer> = new Uint8Array(bytes);
  if (gzipped) {
    try {
      tar = new Uint8Array(gunzipSync(bytes));
    } catch {
      throw new BackupError('not a backup file of the gateway: it is gzip data that does not decompress');
    }
  }
  // A tar file says "ustar" at offset 257 of its first header.
  if (Buffer.from(tar.subarray(257, 262)).toString('latin1') !== 'ustar') {
    throw new BackupError('not a backup file of the gateway (not a PGlite data-folder tarball)');
  }
  return new Blob([tar], { type: 'application/x-tar' });
}

async function countMigrations(pglite: PGlite): Promise<number> {
  try {
    const { rows } = await pglite.query<{ count: string }>('SELECT count(*)::text AS count FROM schema_migrations');
    return Number(rows[0]?.count ?? 0);
  } catch (error) {
    throw new BackupError(`the backup does not hold the gateway's database: ${(error as Error).message}`);
  }
}

function hasDatabase(folder: string): boolean {
  return existsSync(join(folder, 'PG_VERSION'));
}

/** Backs up the PGlite data folder `dataDir` to `file` (refused while another process has the folder open). */
export async function backupPGlite(dataDir: string, file: string, log: (message: string) => void = () => {}): Promise<BackupSummary> {
  const folder = resolve(dataDir);
  if (!hasDatabase(folder)) throw new BackupError(`${folder} holds no database (no PG_VERSION): nothing to back up`);
  const lock = lockDataDir(folder, log);
  try {
    const pglite = await PGlite.create(folder, PGLITE_OPTIONS);
    let dump: Blob;
    try {
      dump = await pglite.dumpDataDir('gzip');
    } finally {
      await pglite.close();
    }
    const bytes = new Uint8Array(await dump.arrayBuffer());
    // Read back before the file exists: a backup that is written can be restored.
    const check = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: asTarball(bytes) });
    let migrations: number;
    try {
      migrations = await countMigrations(check);
    } finally {
      await check.close();
    }
    writeWhole(resolve(file), bytes);
    return { file: resolve(file), bytes: bytes.byteLength, migrations };
  } finally {
    lock.release();
  }
}

/**
 * Replaces the PGlite data folder `dataDir` with the backup in `file` (refused while another process has the
 * folder open). The folder it replaces is kept beside it; a backup that cannot be loaded changes nothing.
 */
export async function restorePGlite(file: string, dataDir: string, log: (message: string) => void = () => {}): Promise<RestoreSummary> {
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new BackupError(`no backup file at ${source}`);
  const tarball = asTarball(new Uint8Array(readFileSync(source)));
  const target = resolve(dataDir);
  mkdirSync(dirname(target), { recursive: true });
  const stamp = timestamp(new Date());
  const staging = `${target}.restoring-${stamp}`;
  // Locked first: a gateway on the folder refuses the restore before anything is written.
  const lock = existsSync(target) ? lockDataDir(target, log) : null;
  let aside: string | null = null;
  try {
    mkdirSync(staging);
    const pglite = await PGlite.create(staging, { ...PGLITE_OPTIONS, loadDataDir: tarball });
    let migrations: number;
    try {
      migrations = await countMigrations(pglite);
    } finally {
      await pglite.close();
    }
    // The backup was taken with the folder locked: that lock's copy is not the restored folder's.
    for (const name of [LOCK_FILE, `${LOCK_FILE}.takeover`]) rmSync(join(staging, name), { force: true });

    if (lock) {
      aside = `${target}.before-restore-${stamp}`;
      renameSync(target, aside);
    }
    try {
      renameSync(staging, target);
    } catch (error) {
      if (aside && !existsSync(target)) renameSync(aside, target);
      aside = null;
      throw error;
    }
    lock?.release(aside ?? undefined);
    // A folder that held nothing but the lock is not worth keeping.
    if (aside && !hasDatabase(aside) && readdirSync(aside).length === 0) rmSync(aside, { recursive: true });
    return { file: source, migrations, previous: aside && existsSync(aside) ? aside : null };
  } catch (error) {
    lock?.release(aside ?? undefined);
    rmSync(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`restore failed, the data folder is unchanged: ${(error as Error).message}`, { cause: error });
  }
}

/** `pg_dump` / `pg_restore` on the PATH or in Debian's server folders, or null. */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore'): string | null {
  if (spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0) return name;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  for (const version of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
    const path = join(base, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  return null;
}

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new BackupError(`${command} could not run: ${error.message}`)));
    child.once('exit', (code) => {
      if (code === 0) resolvePromise();
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

function requireTool(name: 'pg_dump' | 'pg_restore'): string {
  const tool = findPostgresTool(name);
  if (!tool) {
    throw new BackupError(
      `${name} is not installed: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), ` +
        `of the server's major version or newer`,
    );
  }
  return tool;
}

/** `pg_dump --format=custom` of the database at `databaseUrl` to `file`, written whole. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupSummary> {
  const tool = requireTool('pg_dump');
  const target = resolve(file);
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await runTool(tool, ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${databaseUrl}`]);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file: target, bytes: statSync(target).size, migrations: await migrationsInDump(target) };
}

/** Migrations recorded in a pg_dump file: the rows of schema_migrations in its table of contents' data. */
async function migrationsInDump(file: string): Promise<number> {
  const tool = requireTool('pg_restore');
  const sql = await new Promise<string>((resolvePromise, reject) => {
    const child = spawn(tool, ['--data-only', '--table=schema_migrations', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new BackupError(`${tool} could not run: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0 ? resolvePromise(out) : reject(new BackupError(`not a readable pg_dump file (${stderr.trim()})`)),
    );
  });
  const copy = /COPY \S*schema_migrations \([^)]*\) FROM stdin;\n([\s\S]*?)\n\\\.\n/.exec(sql);
  if (!copy) throw new BackupError("the backup does not hold the gateway's database (no schema_migrations)");
  return copy[1] ? copy[1].split('\n').length : 0;
}

/** `pg_restore --clean --if-exists --single-transaction` of `file` into the database at `databaseUrl`. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<RestoreSummary> {
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new BackupError(`no backup file at ${source}`);
  const migrations = await migrationsInDump(source);
  await runTool(requireTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    source,
  ]);
  return { file: source, migrations, previous: null };
}
