import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACCOUNT } from '../../db/seed/audit.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { DOUBLE_CLICK_MS } from './events.ts';
import { ingestUsageEvents } from './ingest.ts';
import { processBatch } from './processing.ts';

/**
 * Property tests of the counting rules on a real database: random events (a few users, items and actions, clicks
 * seconds apart, across an hour and a day boundary) are sent, split at random, processed, and the figures compared
 * with a plain model of CoP 7.2 and 7.3 written here; sent again, split differently, they change nothing.
 */

let test: TestDatabase;
const NOW = new Date('2026-11-28T12:00:00Z');
let items: Array<{ id: number; doi: string }> = [];

beforeAll(async () => {
  test = await createTestDatabase();
  const { rows } = await test.db.query<{ id: number; doi: string }>(
    `SELECT i.id, i.doi FROM counter_items i JOIN titles t ON t.id = i.title_id WHERE t.kind = 'journal' ORDER BY i.id LIMIT 3`,
  );
  items = rows.map((row) => ({ id: Number(row.id), doi: row.doi }));
});
afterAll(async () => {
  await test?.close();
});

interface Click {
  user: number;
  item: number;
  action: 'investigation' | 'request';
  /** Seconds after the run's start (the start is 30 minutes before a midnight). */
  at: number;
}

/** The model: figures per item by CoP 7.2 (the last of clicks ≤ 30 s apart kept) and 7.3 (sessions: user + date + hour). */
function model(clicks: readonly Click[], start: number) {
  const figures = new Map<number, { tii: number; tir: number; uii: Set<string>; uir: Set<string> }>();
  const byTarget = new Map<string, Click[]>();
  for (const click of clicks) {
    const key = `${click.user}/${click.item}/${click.action}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), click]);
  }
  for (const list of byTarget.values()) {
    const sorted = [...list].sort((a, b) => a.at - b.at);
    sorted.forEach((click, index) => {
      const next = sorted[index + 1];
      const kept = !next || (next.at - click.at) * 1000 > DOUBLE_CLICK_MS;
      const time = new Date(start + click.at * 1000).toISOString();
      const session = `${click.user}/${time.slice(0, 13)}`;
      const entry = figures.get(click.item) ?? { tii: 0, tir: 0, uii: new Set<string>(), uir: new Set<string>() };
      if (kept) entry.tii += 1;
      if (kept && click.action === 'request') entry.tir += 1;
      entry.uii.add(session);
      if (click.action === 'request') entry.uir.add(session);
      figures.set(click.item, entry);
    });
  }
  return [...figures.entries()]
    .map(([item, entry]) => ({ item, tii: entry.tii, tir: entry.tir, uii: entry.uii.size, uir: entry.uir.size }))
    .sort((a, b) => a.item - b.item);
}

/** Clicks a few seconds to a minute apart, from 25 minutes before midnight: many repeat a target within 30 s. */
const clicksArbitrary = fc
  .array(
    fc.record({
      user: fc.integer({ min: 0, max: 1 }),
      item: fc.integer({ min: 0, max: 1 }),
      action: fc.constantFrom('investigation' as const, 'request' as const),
      gap: fc.integer({ min: 0, max: 70 }),
    }),
    { minLength: 1, maxLength: 60 },
  )
  .map((list) => {
    let at = 300;
    return list.map(({ gap, ...click }): Click => ({ ...click, at: (at += gap) }));
  });

async function send(lines: readonly string[]): Promise<string> {
  const answer = await ingestUsageEvents(test.db, Readable.from(lines.map((line) => `${line}\n`)), { keyId: null, now: NOW });
  await processBatch(test.db, answer.batch);
  return answer.batch;
}

async function figures(day: string, nextDay: string) {
  const { rows } = await test.db.query<{ item: number; tii: number; tir: number; uii: number; uir: number }>(
    `SELECT item_id AS item,
            coalesce(sum(count) FILTER (WHERE metric_type = 'Total_Item_Investigations'), 0)::int AS tii,
            coalesce(sum(count) FILTER (WHERE metric_type = 'Total_Item_Requests'), 0)::int AS tir,
            coalesce(sum(count) FILTER (WHERE metric_type = 'Unique_Item_Investigations'), 0)::int AS uii,
            coalesce(sum(count) FILTER (WHERE metric_type = 'Unique_Item_Requests'), 0)::int AS uir
       FROM usage_daily WHERE account_id = $1 AND day BETWEEN $2::date AND $3::date AND item_id IS NOT NULL
      GROUP BY item_id ORDER BY item_id`,
    [AUDIT_ACCOUNT.id, day, nextDay],
  );
  return rows.map((row) => ({ ...row, item: items.findIndex((item) => item.id === Number(row.item)) })).sort((a, b) => a.item - b.item);
}

describe('counting rules', () => {
  it('double-click chains, hour slices and day boundaries follow the model; any split, sent twice, gives the same figures', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(clicksArbitrary, fc.integer({ min: 1, max: 5 }), async (clicks, parts) => {
        // Each run on a day of its own (from 2025-01), 30 minutes before its midnight.
        run += 1;
        const day = new Date(Date.UTC(2025, 0, 1 + run * 2)).toISOString().slice(0, 10);
        const nextDay = new Date(Date.UTC(2025, 0, 2 + run * 2)).toISOString().slice(0, 10);
        const start = Date.parse(`${day}T23:30:00Z`);
        const lines = clicks.map((click, index) =>
          JSON.stringify({
            id: `p${run}-${index}`,
            time: new Date(start + click.at * 1000).toISOString(),
            platform: 'jstor',
            action: click.action,
            item: items[click.item]!.doi,
            user_id: `user-${click.user}`,
            customer_id: AUDIT_ACCOUNT.code,
          }),
        );
        const size = Math.ceil(lines.length / parts);
        // Sent in parts, in reverse order of the parts: arrival order does not matter.
        const chunks: string[][] = [];
        for (let index = 0; index < lines.length; index += size) chunks.push(lines.slice(index, index + size));
        for (const chunk of chunks.reverse()) await send(chunk);
        const expected = model(clicks, start);
        const first = await figures(day, nextDay);
        expect(first).toEqual(expected);
        await send([...lines].reverse());
        expect(await figures(day, nextDay)).toEqual(first);
      }),
      { numRuns: 15 },
    );
  }, 600_000);
});
