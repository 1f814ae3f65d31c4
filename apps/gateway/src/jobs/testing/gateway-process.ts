/**
 * One gateway process for two-gateways.test.ts: the real gateway (createGateway) and job queue on a
 * PostgreSQL schema, plus a probe queue whose handler records which process ran each job. Environment:
 * TEST_DATABASE_URL, GATEWAY_SCHEMA (tables), GATEWAY_BOSS_SCHEMA (pg-boss). Prints `READY <url>` when
 * listening; stops the queues and closes the database on SIGTERM, then exits 0.
 */
import type { AddressInfo } from 'node:net';
import { TEST_SCRYPT_PARAMS } from '../../auth/passwords.ts';
import { resolveConfig } from '../../config.ts';
import { openPostgres } from '../../db/connection.ts';
import { createGateway } from '../../server.ts';
import { startGatewayJobs } from '../gateway-jobs.ts';
import { JobQueue } from '../queue.ts';
import { PROBE_DEFINITIONS, type ProbePayloads } from './probe-jobs.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const schema = process.env.GATEWAY_SCHEMA ?? '';
const bossSchema = process.env.GATEWAY_BOSS_SCHEMA ?? '';
if (!url || !schema || !bossSchema) throw new Error('TEST_DATABASE_URL, GATEWAY_SCHEMA and GATEWAY_BOSS_SCHEMA are required');

const db = openPostgres(url, { schema, maxConnections: 5 });
const config = resolveConfig({ nodeEnv: 'test', scrypt: TEST_SCRYPT_PARAMS, log: (line) => console.log(line) });
const jobs = await startGatewayJobs({ db, config, schema: bossSchema, pollingIntervalSeconds: 0.5 });
const probes = await JobQueue.start<ProbePayloads>({
  db,
  definitions: PROBE_DEFINITIONS,
  schema: bossSchema,
  pollingIntervalSeconds: 0.5,
  schedules: false,
  maintenance: false,
  log: config.log,
});
probes.work('probe', async ({ n }, job) => {
  await db.query('INSERT INTO probe_runs (job_id, n, pid) VALUES ($1, $2, $3)', [job.id, n, process.pid]);
  await new Promise((resolve) => setTimeout(resolve, 100));
});

const server = createGateway({ db, config });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
console.log(`READY http://127.0.0.1:${(server.address() as AddressInfo).port}`);

process.once('SIGTERM', () => {
  void (async () => {
    server.closeAllConnections();
    server.close();
    await probes.stop();
    await jobs.stop();
    await db.close();
    process.exit(0);
  })();
});
