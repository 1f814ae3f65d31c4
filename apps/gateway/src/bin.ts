#!/usr/bin/env node
/**
 * Starts the gateway. Environment: PORT (8080), HOST (0.0.0.0), DATA_DIR (.data/ under the cwd),
 * DATABASE_URL (PostgreSQL instead of PGlite), NODE_ENV, DEMO_DATA (off to skip the demo seed, large for seed/large.ts),
 * PROVIDER_NAME (JSTOR), STATIC_DIR (the built console; default apps/admin/dist of this repository), SMTP_URL and
 * MAIL_FROM (outbox delivery), PUBLIC_URL (origin of links in emails), DEMO_LARGE_SITE_USERS (seed/users.ts),
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM; both or neither: HTTPS with HTTP/2 and HTTP/1.1 instead of plain HTTP).
 */
import type { AddressInfo } from 'node:net';
import { PasswordVerifier } from './auth/passwords.ts';
import { SessionStore } from './auth/sessions.ts';
import { ConfigError, configFromEnv, resolveConfig, type GatewayConfig } from './config.ts';
import { openDb, type Db } from './db/connection.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { backfillCounterUsage } from './db/seed/counter.ts';
import { seedDemoData, shouldSeed } from './db/seed/index.ts';
import { isLargeDemo } from './db/seed/large.ts';
import { startGatewayJobs } from './jobs/gateway-jobs.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createGateway, type GatewayServer } from './server.ts';

const SESSION_SWEEP_MS = 60 * 60 * 1000;

const env = process.env;
/** A setting it cannot start with (TLS files, TRUST_PROXY) stops the gateway with one line naming it. */
function readConfig(): GatewayConfig {
  try {
    return resolveConfig(configFromEnv(env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}
const config = readConfig();

/** What is open so far; a signal at any stage closes exactly that. */
const running: { db?: Db; server?: GatewayServer; sweep?: NodeJS.Timeout; jobs?: JobQueue; stopping: boolean } = { stopping: false };

async function shutdown(reason: string, exitCode: number): Promise<never> {
  if (!running.stopping) {
    running.stopping = true;
    if (reason) config.log(`${reason}: shutting down`);
    clearInterval(running.sweep);
    if (running.server) {
      running.server.close();
      running.server.closeAllConnections();
    }
    // Lets a job under way finish and stops the queue's timers while the database is still open.
    await running.jobs?.stop().catch((error: unknown) => config.log(`job queue stop failed: ${String(error)}`));
    // PGlite keeps the event loop alive (and may lose recent writes) until closed.
    await running.db?.close().catch(() => {});
  }
  process.exit(exitCode);
}

// Registered before anything is opened: PGlite installs handlers of its own that would swallow the signal.
process.once('SIGINT', () => void shutdown('SIGINT', 0));
process.once('SIGTERM', () => void shutdown('SIGTERM', 0));

async function main(): Promise<void> {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const host = env.HOST || '0.0.0.0';

  // A PGlite data folder is locked first: a second gateway on it stops here (DataDirInUseError), untouched.
  const db = await openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined, log: config.log });
  running.db = db;
  if (running.stopping) return;

  const { applied } = await migrate(db);
  if (applied.length > 0) config.log(`migrations applied: ${applied.join(', ')}`);
  // A demo database older than migration 0010 gets its COUNTER usage derived once, before the top-up adds months.
  if (shouldSeed(config)) {
    const backfill = await backfillCounterUsage(db);
    if (backfill.accounts > 0)
      config.log(`COUNTER usage derived for ${backfill.accounts} accounts (${backfill.months} months, ${backfill.rows} rows)`);
  }
  const passwords = new PasswordVerifier(config.scrypt);
  const seeded = await seedDemoData(db, config, { hashPassword: (password) => passwords.hash(password), large: isLargeDemo(env) });
  if (seeded) config.log('demo data seeded (every demo password is "demo")');

  const sessions = new SessionStore(db);
  await sessions.deleteExpired();
  running.sweep = setInterval(() => {
    sessions.deleteExpired().catch((error: unknown) => config.log(`session sweep failed: ${String(error)}`));
  }, SESSION_SWEEP_MS);
  running.sweep.unref();
  if (running.stopping) return;

  const server = createGateway({ db, config });
  running.server = server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const database = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR || '.data'}`;
  const scheme = config.tls ? 'https' : 'http';
  config.log(
    `Admin console gateway listening on ${scheme}://${shownHost}:${address.port}/admin/ (${database}${config.production ? ', production' : ''}${config.tls ? ', HTTP/2 and HTTP/1.1 over TLS' : ''})`,
  );

  // The job queue (pg-boss, in the database) once the gateway answers: installing its schema in a new PGlite
  // folder takes seconds. With demo data on it sends the demo usage top-up now and schedules it daily.
  if (running.stopping) return;
  await startGatewayJobs({
    db,
    config,
    smtpUrl: env.SMTP_URL || undefined,
    onStarted: (queue) => {
      running.jobs = queue;
    },
  });
  // bench/load.mjs measures from here: the start-up work is done.
  config.log('job queue started');
}

main().catch(async (error: unknown) => {
  // Failures caused by a shutdown already under way (the database closing) are expected.
  if (running.stopping) return;
  // A refusal the operator acts on is one clear line, not a stack.
  if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await shutdown('', 1);
});
