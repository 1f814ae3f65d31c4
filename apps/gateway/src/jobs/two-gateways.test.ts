import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACCOUNT, DEMO_INGEST_KEY } from '../db/seed/audit.ts';
import { TestClient } from '../testing/http.ts';
import { spawnGateway, stopGateway, type SpawnedGateway } from '../testing/spawn-gateway.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../testing/test-db.ts';
import { JobQueue } from './queue.ts';
import { PROBE_DEFINITIONS, type ProbePayloads } from './testing/probe-jobs.ts';

const script = fileURLToPath(new URL('./testing/gateway-process.ts', import.meta.url));
interface Gateway extends SpawnedGateway {
  url: string;
}

async function startGateway(env: Record<string, string>): Promise<Gateway> {
  // 120 s: on a fresh clone tsx has no transform cache, and two processes compile the gateway at once on a
  // 2-core machine while other test files run (a CI run missed 40 s).
  const started = await spawnGateway({ script, env, ready: /READY (http:\/\/\S+)/, timeoutMs: 120_000 });
  return { ...started, url: started.captured };
}
const stop = stopGateway;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const PROBE_JOBS = 24;

describe.skipIf(!usingPostgres)('two gateway processes on one PostgreSQL', () => {
  let test: TestDatabase;
  let schema = '';
  const bossSchema = `pgboss_${randomBytes(5).toString('hex')}`;
  const gateways: Gateway[] = [];
  let sender: JobQueue<ProbePayloads> | undefined;
  let newestBefore = '';

  beforeAll(async () => {
    test = await createTestDatabase();
    schema = test.schema ?? '';
    await test.db.exec('CREATE TABLE probe_runs (job_id uuid NOT NULL, n integer NOT NULL, pid integer NOT NULL)');
    // Usage as a data folder left for three days would have it: the top-up sent on start has days to add.
    const { rows: newest } = await test.db.query<{ day: string }>(
      `DELETE FROM usage_events WHERE day > (SELECT max(day) - 3 FROM usage_events) RETURNING day::text AS day`,
    );
    newestBefore =
      newest
        .map((row) => row.day)
        .sort()
        .at(-1) ?? '';
    const env = { TEST_DATABASE_URL: test.url ?? '', GATEWAY_SCHEMA: schema, GATEWAY_BOSS_SCHEMA: bossSchema };
    // Started together: both create pg-boss's schema (one waits for the other) and both send the top-up.
    gateways.push(...(await Promise.all([startGateway(env), startGateway(env)])));
  }, 180_000);

  afterAll(async () => {
    await sender?.stop();
    const codes = await Promise.all(gateways.map(stop));
    // pg-boss's schema goes with the test's own database.
    await test?.close();
    if (process.env.SHOW_GATEWAY_OUTPUT) console.log(gateways.map((gateway) => gateway.output()).join('\n---\n'));
    expect(codes).toEqual(gateways.map(() => 0));
  });

  it('share sessions: signed in on one, the cookie works on the other', async () => {
    const [a, b] = gateways as [Gateway, Gateway];
    const onA = new TestClient(a.url);
    expect(await onA.login('librarian@demo.edu')).toMatchObject({ success: true });
    const onB = new TestClient(b.url);
    onB.cookies.set('admin_sid', onA.cookies.get('admin_sid') ?? '');
    const { session } = await onB.data<{ session: { userAccount: { username: string } | null } | null }>(
      '{ session { userAccount { username } } }',
    );
    expect(session?.userAccount?.username).toBe('librarian@demo.edu');
  });

  it('top up the demo usage once although both sent the job on start', async () => {
    await waitFor(async () =>
      gateways
        .map((gateway) => gateway.output())
        .join('')
        .includes('demo usage topped up'),
    );
    // The second job (if both were stored) finds nothing left to add.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = gateways.map((gateway) => gateway.output()).join('\n');
    expect(all.match(/demo usage topped up from/g)).toHaveLength(1);
    // Neither start (both creating pg-boss's schema at once) nor any job reported an error.
    expect(all).not.toMatch(/job queue:|failed/);
    const { rows } = await test.db.query<{ newest: string; duplicates: number }>(
      `SELECT max(day)::text AS newest,
              (SELECT count(*)::int FROM (SELECT 1 FROM usage_events GROUP BY account_id, day, title_id, platform, metric HAVING count(*) > 1) AS d) AS duplicates
         FROM usage_events`,
    );
    expect(rows[0]).toEqual({ newest: newestBefore, duplicates: 0 });
  });

  it('run each job once: jobs sent once are shared between the two and none runs twice', async () => {
    sender = await JobQueue.start<ProbePayloads>({
      db: test.db,
      definitions: PROBE_DEFINITIONS,
      schema: bossSchema,
      workers: false,
      schedules: false,
      maintenance: false,
      log: () => {},
    });
    const ids: string[] = [];
    for (let n = 0; n < PROBE_JOBS; n += 1) ids.push((await sender.send('probe', { n })) ?? '');
    const probes = sender;
    await waitFor(async () => {
      const states = await Promise.all(ids.map((id) => probes.job('probe', id)));
      return states.every((job) => job?.state === 'completed');
    });
    await new Promise((resolve) => setTimeout(resolve, 1200)); // a late second run would show now
    const { rows } = await test.db.query<{ job_id: string; pid: number }>('SELECT job_id, pid FROM probe_runs ORDER BY n');
    expect(rows.map((row) => row.job_id)).toEqual(ids);
    const pids = new Set(rows.map((row) => row.pid));
    expect(pids).toEqual(new Set(gateways.map((gateway) => gateway.child.pid)));
  });

  it('count a batch once when the same events are sent to both at once', async () => {
    const [a, b] = gateways as [Gateway, Gateway];
    const { rows: items } = await test.db.query<{ doi: string }>(
      `SELECT i.doi FROM counter_items i JOIN titles t ON t.id = i.title_id WHERE t.kind = 'journal' ORDER BY i.id LIMIT 200`,
    );
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
    const body = items
      .map((item, index) =>
        JSON.stringify({
          id: `both-${index}`,
          time: new Date(Date.parse(`${month}-03T09:00:00Z`) + index * 40_000).toISOString(),
          platform: 'jstor',
          action: 'request',
          item: item.doi,
          customer_id: AUDIT_ACCOUNT.code,
        }),
      )
      .join('\n');
    const send = async (gateway: Gateway) => {
      const response = await fetch(`${gateway.url}/ingest/v1/usage-events`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${DEMO_INGEST_KEY.key}`, 'Content-Type': 'application/x-ndjson' },
        body,
      });
      expect(response.status).toBe(202);
      return (await response.json()) as { batch: string; accepted: number; duplicates: number };
    };
    const answers = await Promise.all([send(a), send(b)]);
    expect(answers.map((answer) => answer.accepted + answer.duplicates)).toEqual([200, 200]);
    expect(answers[0].accepted + answers[1].accepted).toBe(200);
    // Each gateway's job queue processes (whichever claims the job); both batches end done.
    await waitFor(async () => {
      const { rows } = await test.db.query<{ done: number }>(
        `SELECT count(*)::int AS done FROM ingest_batches WHERE id = ANY($1::uuid[]) AND state = 'done'`,
        [answers.map((answer) => answer.batch)],
      );
      return rows[0]?.done === 2;
    }, 60_000);
    const { rows } = await test.db.query<{ metric_type: string; count: number }>(
      `SELECT metric_type, sum(count)::int AS count FROM counter_usage WHERE account_id = $1 AND month = $2::date
        AND metric_type IN ('Total_Item_Requests', 'Unique_Item_Requests') GROUP BY 1 ORDER BY 1`,
      [AUDIT_ACCOUNT.id, `${month}-01`],
    );
    expect(rows).toEqual([
      { metric_type: 'Total_Item_Requests', count: 200 },
      { metric_type: 'Unique_Item_Requests', count: 200 },
    ]);
  }, 120_000);
});
