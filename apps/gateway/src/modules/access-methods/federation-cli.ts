/**
 * Loads the identity providers of a SAML federation's metadata file into federation_entities, which
 * verifyEntityId checks. Usage (from the repository root; with PGlite, stop the gateway first):
 *
 *   npx tsx apps/gateway/src/modules/access-methods/federation-cli.ts <metadata.xml> "<federation name>"
 *
 * DATABASE_URL or DATA_DIR choose the database, as for the gateway. Example, InCommon's published metadata:
 *   curl -o incommon.xml https://mdq.incommon.org/entities
 *   DATA_DIR=.data npx tsx apps/gateway/src/modules/access-methods/federation-cli.ts incommon.xml InCommon
 */
import { readFile } from 'node:fs/promises';
import { openDb } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { loadFederationEntities, parseFederationMetadata } from './federation.ts';

async function main(args: readonly string[]): Promise<void> {
  const [file, federation] = args;
  if (!file || !federation) {
    console.error('Usage: federation-cli.ts <metadata.xml> "<federation name>"');
    process.exitCode = 2;
    return;
  }
  const entities = parseFederationMetadata(await readFile(file, 'utf8'));
  const db = await openDb({ databaseUrl: process.env['DATABASE_URL'] || undefined, dataDir: process.env['DATA_DIR'] || undefined });
  try {
    await migrate(db);
    const stored = await loadFederationEntities(db, federation, entities);
    console.log(`${stored} identity providers of ${federation} loaded from ${file}`);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
