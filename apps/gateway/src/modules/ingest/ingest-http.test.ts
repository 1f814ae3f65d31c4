import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACCOUNT, DEMO_INGEST_KEY } from '../../db/seed/audit.ts';
import { startGateway, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { processBatch } from './processing.ts';
import { createIngestKey, revokeIngestKey } from './repository.ts';

/** The ingest contract's refusals: keys, bodies, bad lines (issue 29, "Bad input"). */

let test: TestDatabase;
let gateway: TestGateway;
const NOW = new Date('2026-11-28T12:00:00Z');

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db, { now: () => NOW });
});
afterAll(async () => {
  await gateway?.close();
  await test?.close();
});

async function post(body: string | Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}/ingest/v1/usage-events`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DEMO_INGEST_KEY.key}`, 'Content-Type': 'application/x-ndjson', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

async function rawEventCount(): Promise<number> {
  const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM usage_raw_events');
  return rows[0]?.n ?? 0;
}

async function anArticle(): Promise<string> {
  const { rows } = await test.db.query<{ doi: string }>(
    `SELECT i.doi FROM counter_items i JOIN titles t ON t.id = i.title_id WHERE t.kind = 'journal' ORDER BY i.id LIMIT 1`,
  );
  return rows[0]!.doi;
}

const good = (id: string, item: string) =>
  JSON.stringify({ id, time: '2026-10-05T10:00:00Z', platform: 'jstor', action: 'investigation', item, customer_id: AUDIT_ACCOUNT.code });

describe('keys', () => {
  it('no key, an unknown key and a revoked key are refused with 401 and a JSON error; nothing is stored', async () => {
    const item = await anArticle();
    const before = await rawEventCount();
    for (const authorization of [undefined, 'Bearer not-a-key', 'Basic ZGVtbzpkZW1v']) {
      const response = await fetch(`${gateway.url}/ingest/v1/usage-events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-ndjson', ...(authorization ? { Authorization: authorization } : {}) },
        body: good('k-1', item),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'unauthorized' });
    }
    const { key } = await createIngestKey(test.db, 'to revoke', 'test');
    expect((await post(good('k-2', item), { Authorization: `Bearer ${key}` })).status).toBe(202);
    expect(await revokeIngestKey(test.db, 'to revoke', 'test')).toBe(true);
    expect((await post(good('k-3', item), { Authorization: `Bearer ${key}` })).status).toBe(401);
    expect(await rawEventCount()).toBe(before + 1);
    const { rows } = await test.db.query<{ change: string; actor: string }>(
      `SELECT change, actor FROM ingest_key_changes WHERE label = 'to revoke' ORDER BY id`,
    );
    expect(rows).toEqual([
      { change: 'created', actor: 'test' },
      { change: 'revoked', actor: 'test' },
    ]);
  });

  it('a key reads its own batches only', async () => {
    const sent = await post(good('own-1', await anArticle()));
    const { key } = await createIngestKey(test.db, 'another platform', 'test');
    const other = await fetch(`${gateway.url}/ingest/v1/batches/${String(sent.body.batch)}`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(other.status).toBe(404);
    const own = await fetch(`${gateway.url}/ingest/v1/batches/${String(sent.body.batch)}`, {
      headers: { Authorization: `Bearer ${DEMO_INGEST_KEY.key}` },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ batch: sent.body.batch, state: 'queued', received: 1, accepted: 1 });
  });
});

describe('bodies', () => {
  it('refuses other media types and encodings (415)', async () => {
    expect((await post('{}', { 'Content-Type': 'application/json' })).status).toBe(415);
    expect((await post('{}', { 'Content-Encoding': 'br' })).status).toBe(415);
  });

  it('a gzip body that inflates past 200 MB is refused with 413 and stores nothing', async () => {
    const before = await rawEventCount();
    const bomb = gzipSync(Buffer.alloc(201 * 1024 * 1024, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await post(bomb, { 'Content-Encoding': 'gzip' });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'payload_too_large' });
    expect(await rawEventCount()).toBe(before);
  }, 60_000);

  it('a body that is not gzip says so', async () => {
    expect((await post('plain text', { 'Content-Encoding': 'gzip' })).status).toBe(400);
  });
});

describe('lines', () => {
  it('each bad line is rejected with its number and reason; the good lines of the same body are kept', async () => {
    const item = await anArticle();
    const base = { time: '2026-10-05T10:00:00Z', platform: 'jstor', action: 'request', item, customer_id: AUDIT_ACCOUNT.code };
    const lines = [
      good('lines-good-1', item),
      '{not json',
      JSON.stringify({ ...base, id: undefined }),
      JSON.stringify({ ...base, id: 'x'.repeat(129) }),
      JSON.stringify({ ...base, id: 'nul\u0000' }),
      '{"id":"surrogate","time":"2026-10-05T10:00:00Z","platform":"jstor","action":"request","item":"\\ud800x","customer_id":"audittest"}',
      JSON.stringify({ ...base, id: 'l-action', action: 'download' }),
      JSON.stringify({ ...base, id: 'l-item', item: '10.9999/nothing' }),
      JSON.stringify({ ...base, id: 'l-platform', platform: 'elsewhere' }),
      JSON.stringify({ ...base, id: 'l-customer', customer_id: 'nobody-here' }),
      JSON.stringify({ ...base, id: 'l-future', time: '2026-11-28T12:06:00Z' }),
      JSON.stringify({ ...base, id: 'l-old', time: '2024-10-31T23:59:59Z' }),
      JSON.stringify({ ...base, id: 'l-offset', time: '2026-10-05T10:00:00' }),
      JSON.stringify({
        id: 'l-db',
        time: '2026-10-05T10:00:00Z',
        platform: 'jstor',
        action: 'search',
        databases: ['jstor:nope'],
        search_type: 'regular',
        customer_id: AUDIT_ACCOUNT.code,
      }),
      JSON.stringify({ ...base, id: 'l-field', colour: 'blue' }),
      good('lines-good-2', item),
    ];
    const answer = await post(lines.join('\n'));
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ received: 16, accepted: 2, duplicates: 0, rejected: 14 });
    const errors = answer.body.errors as Array<{ line: number; reason: string }>;
    expect(errors.map((error) => error.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(errors.map((error) => error.reason)).toEqual([
      'not valid JSON',
      'id missing',
      'id longer than 128 characters',
      'id holds a NUL byte or a lone surrogate',
      'item holds a NUL byte or a lone surrogate',
      'unknown action (one of investigation, request, search, no_license, limit_exceeded)',
      'unknown item "10.9999/nothing"',
      'unknown platform "elsewhere"',
      'unknown customer_id "nobody-here"',
      'time is more than 5 minutes in the future',
      'time is older than 24 months',
      'time is not an RFC 3339 date-time with an offset (2026-09-14T10:05:00Z)',
      'unknown database "jstor:nope" on jstor',
      'unknown field "colour"',
    ]);
    const stored = await test.db.query<{ id: string }>(`SELECT id FROM usage_raw_events WHERE id LIKE 'lines-%' ORDER BY id`);
    expect(stored.rows.map((row) => row.id)).toEqual(['lines-good-1', 'lines-good-2']);
  });

  it('more than 1,000,000 lines is refused with 413 before anything is stored', async () => {
    const before = await rawEventCount();
    const answer = await post('{}\n'.repeat(1_000_001));
    expect(answer.status).toBe(413);
    expect(await rawEventCount()).toBe(before);
  }, 60_000);

  it('a batch whose processing fails applies nothing (one transaction)', async () => {
    const sent = await post(good('fail-1', await anArticle()));
    const id = String(sent.body.batch);
    // A batch naming a day that cannot be derived (an impossible date) fails inside the transaction.
    await test.db.query(`UPDATE ingest_batches SET days = ARRAY['2026-10-05'::date, '2026-10-06'::date] WHERE id = $1`, [id]);
    // Refuses only Audit Test Library's rows of the second day (the demo's own usage of that day stays valid).
    await test.db.query(
      `ALTER TABLE usage_daily ADD CONSTRAINT usage_daily_test_refuses CHECK (account_id <> '${AUDIT_ACCOUNT.id}' OR day <> '2026-10-06')`,
    );
    try {
      await test.db.query(
        `INSERT INTO usage_raw_events (month, id, batch_id, time, platform, action, account_id, item_id, access_method, robot, click_key, session_key)
         SELECT '2026-10-01', 'fail-2', $1, '2026-10-06T10:00:00Z', 'jstor', 'request', $2, item_id, 'Regular', false, 'k', 's'
           FROM usage_raw_events WHERE id = 'fail-1'`,
        [id, AUDIT_ACCOUNT.id],
      );
      await expect(processBatch(test.db, id)).rejects.toThrow();
      const { rows } = await test.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM usage_daily WHERE day = '2026-10-05' AND account_id = $1`,
        [AUDIT_ACCOUNT.id],
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await test.db.query('ALTER TABLE usage_daily DROP CONSTRAINT usage_daily_test_refuses');
    }
  });
});
