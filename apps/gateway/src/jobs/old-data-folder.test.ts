import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPGlite } from '../db/connection.ts';
import { lastFullDay } from '../modules/home/calendar.ts';
import { spawnGateway, stopGateway, type SpawnedGateway } from '../testing/spawn-gateway.ts';
import { usingPostgres } from '../testing/test-db.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gateway-old-folder-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `src/bin.ts` on the data folder, until its output matches `until`. */
function start(until: RegExp): Promise<SpawnedGateway> {
  return spawnGateway({
    env: { PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', DATABASE_URL: '', DEMO_DATA: '', DATA_DIR: dataDir },
    ready: until,
    // The first start seeds the whole demo in a child process (about 30 s alone; two test files run at once).
    timeoutMs: 150_000,
  });
}
const stop = stopGateway;

describe.skipIf(usingPostgres)('an old demo data folder', () => {
  it(
    'is brought up to date on start: Demo College renamed, usage topped up to yesterday; the queue stops cleanly on SIGTERM',
    { timeout: 360_000 },
    async () => {
      const yesterday = lastFullDay(new Date());
      const first = await start(/demo usage already runs to \d{4}-\d{2}-\d{2}/);
      expect(first.output()).toMatch(/demo data seeded/);
      expect(await stop(first)).toBe(0);

      // Make the folder look like one seeded days ago, before the rename.
      let db = await openPGlite(dataDir);
      await db.exec(`DELETE FROM usage_events WHERE day > (SELECT max(day) - 4 FROM usage_events)`);
      await db.exec(`UPDATE accounts SET name = 'Demo College' WHERE code = 'democoll'`);
      await db.exec(`DELETE FROM schema_migrations WHERE name LIKE '0004_%'`);
      await db.close();

      const second = await start(/demo usage topped up from .*\n/);
      expect(second.output()).toMatch(/migrations applied: 0004_demo_visual_arts_college\.sql/);
      expect(second.output()).not.toMatch(/demo data seeded/);
      expect(second.output()).toMatch(new RegExp(`demo usage topped up from \\S+ to ${yesterday} \\(4 days, \\d+ events\\)`));
      expect(await stop(second)).toBe(0);

      db = await openPGlite(dataDir);
      try {
        const { rows } = await db.query<{ newest: string; name: string; state: string }>(
          `SELECT (SELECT max(day)::text FROM usage_events) AS newest, (SELECT name FROM accounts WHERE code = 'democoll') AS name,
                (SELECT string_agg(DISTINCT state::text, ',') FROM pgboss.job WHERE name = 'demo-usage-top-up') AS state`,
        );
        expect(rows[0]).toEqual({ newest: yesterday, name: 'Demo Visual Arts College', state: 'completed' });
      } finally {
        await db.close();
      }
    },
  );
});
