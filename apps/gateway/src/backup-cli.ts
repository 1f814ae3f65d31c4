/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>` (from the repository root), for the database the
 * gateway uses: DATABASE_URL (pg_dump / pg_restore) or else the PGlite folder DATA_DIR (default `.data/`).
 * With PGlite, stop the gateway first: the folder is locked while it runs and both commands refuse.
 * A backup goes to `backups/console-<time>.tar.gz` (PGlite) or `.pgdump` (PostgreSQL) unless a file is given.
 * Details: db/backup.ts.
 */
import { BackupError, backupPGlite, backupPostgres, defaultBackupFile, restorePGlite, restorePostgres } from './db/backup.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';

const USAGE = 'Usage: npm run backup [-- <file>]   |   npm run restore -- <file>';

async function main(args: readonly string[]): Promise<void> {
  const [command, file, ...rest] = args;
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const dataDir = process.env['DATA_DIR'] || '.data';
  const where = databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the PGlite data folder ${dataDir}`;
  const log = (line: string) => console.log(line);
  if (rest.length > 0 || (command !== 'backup' && command !== 'restore') || (command === 'restore' && !file)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  if (command === 'backup') {
    const target = file ?? defaultBackupFile(process.cwd(), databaseUrl ? 'postgres' : 'pglite');
    const summary = databaseUrl ? await backupPostgres(databaseUrl, target) : await backupPGlite(dataDir, target, log);
    console.log(
      `Backed up ${where} to ${summary.file} (${(summary.bytes / 1e6).toFixed(1)} MB, ${summary.migrations} migrations; read back).`,
    );
    return;
  }
  const summary = databaseUrl ? await restorePostgres(file!, databaseUrl) : await restorePGlite(file!, dataDir, log);
  console.log(`Restored ${where} from ${summary.file} (${summary.migrations} migrations).`);
  if (summary.previous) console.log(`The data folder it replaced is kept in ${summary.previous}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
