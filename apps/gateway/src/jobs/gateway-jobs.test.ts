import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config.ts';
import { lastFullDay } from '../modules/home/calendar.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../testing/test-db.ts';
import { DEMO_TOP_UP_CRON, startGatewayJobs } from './gateway-jobs.ts';
import type { JobQueue } from './queue.ts';

const bossSchema = `pgboss_${randomBytes(5).toString('hex')}`;
const now = new Date();
let test: TestDatabase;
const logs: string[] = [];
const queues: JobQueue[] = [];

async function start(demoData: boolean): Promise<JobQueue> {
  const config = resolveConfig({ nodeEnv: 'test', demoData, log: (line) => logs.push(line) });
  const queue = await startGatewayJobs({
    db: test.db,
    config,
    now: () => now,
    schema: bossSchema,
    workers: false,
    schedules: false,
    maintenance: false,
  });
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  test = await createTestDatabase();
  // As a data folder left alone for a few days: the newest three days of usage are missing.
  await test.db.exec('DELETE FROM usage_events WHERE day > (SELECT max(day) - 3 FROM usage_events)');
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  if (usingPostgres) await test.db.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`);
  await test.close();
});

/**
 * A job sent at start is due once the database clock has passed its start: pg-boss fetches `start_after < now()`,
 * and PGlite's now() moves in whole milliseconds, so a fetch in the same millisecond as the send finds nothing
 * (fast enough since the worker's prepared statements; a fresh-clone run failed here once).
 */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

/** The demo top-up's schedule (other domains schedule jobs of their own, such as the report sweep). */
async function topUpSchedules(queue: JobQueue) {
  return (await queue.schedules()).filter((schedule) => schedule.name === 'demo-usage-top-up');
}

async function newestDay(): Promise<string> {
  const { rows } = await test.db.query<{ day: string }>('SELECT max(day)::text AS day FROM usage_events');
  return rows[0]?.day ?? '';
}

describe('gateway jobs', () => {
  it('on start with demo data: sends the top-up (which brings usage to yesterday) and schedules it daily', async () => {
    const queue = await start(true);
    expect(await topUpSchedules(queue)).toEqual([
      { name: 'demo-usage-top-up', cron: DEMO_TOP_UP_CRON, timezone: 'UTC', data: { reason: 'schedule' } },
    ]);
    await nextMillisecond();
    expect(await queue.runDue('demo-usage-top-up')).toBe(1);
    expect(await newestDay()).toBe(lastFullDay(now));
    expect(logs.at(-1)).toMatch(
      new RegExp(
        `^job demo-usage-top-up [0-9a-f-]{36}: demo usage topped up from \\d{4}-\\d{2}-\\d{2} to ${lastFullDay(now)} \\(\\d+ days, \\d+ events\\)$`,
      ),
    );
  });

  it('on the next start the top-up finds nothing to add', async () => {
    const queue = await start(true);
    await nextMillisecond();
    expect(await queue.runDue('demo-usage-top-up')).toBe(1);
    expect(logs.at(-1)).toMatch(`demo usage already runs to ${lastFullDay(now)}`);
  });

  it('with demo data off: sends nothing and removes the schedule', async () => {
    await test.db.exec('DELETE FROM usage_events WHERE day > (SELECT max(day) - 2 FROM usage_events)');
    const before = await newestDay();
    const queue = await start(false);
    expect(await topUpSchedules(queue)).toEqual([]);
    await nextMillisecond();
    expect(await queue.runDue('demo-usage-top-up')).toBe(0);
    expect(await newestDay()).toBe(before);
  });
});
