// What the benchmarks that spawn a gateway process (bench/load.mjs, bench/sushi-load.mjs) share: its environment and
// waiting for a line of its output.

/** Resolves once the gateway's output matches `pattern` (now or later); rejects if it exits first. */
export function waitForOutput(started, pattern) {
  return new Promise((resolve, reject) => {
    if (pattern.test(started.output())) return resolve();
    const onData = () => {
      if (!pattern.test(started.output())) return;
      started.child.stdout.off('data', onData);
      resolve();
    };
    started.child.stdout.on('data', onData);
    started.child.once('exit', () => reject(new Error(`the gateway exited:\n${started.output()}`)));
  });
}

/**
 * The gateway's environment: `nodeEnv`, a free port on 127.0.0.1, the database (`url` for PostgreSQL or `dataDir`
 * for PGlite), and the settings a benchmark must not inherit from the shell emptied (their defaults apply).
 */
export function gatewayEnv(nodeEnv, database) {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: nodeEnv,
    DATABASE_URL: database.url ?? '',
    DATA_DIR: database.dataDir ?? '',
    DEBUG_ERRORS: '',
    NODE_OPTIONS: '',
    SUSHI_CONCURRENCY: '',
    SUSHI_MAX_REPORT_CELLS: '',
  };
}

/**
 * The database a measured gateway starts on, settled: a throw-away PostgreSQL server (`postgres`) or a copy of the
 * seeded test template in `dataDir`, then a development gateway run once on it (it migrates, on PostgreSQL seeds,
 * installs the job queue's schema and tops the demo usage up to yesterday) and stopped. Returns the database for
 * gatewayEnv and the PostgreSQL server to stop at the end (null on PGlite).
 */
export async function settledDatabase({ postgres, dataDir, timeoutMs }) {
  const { spawnGateway, stopGateway } = await import('../../apps/gateway/src/testing/spawn-gateway.ts');
  const database = {};
  let server = null;
  if (postgres) {
    const { startPostgres } = await import('../../scripts/postgres.mjs');
    server = await startPostgres();
    if (!server.url) throw new Error(`no PostgreSQL: ${server.reason}`);
    database.url = server.url;
  } else {
    const { createTestDataDir } = await import('../../apps/gateway/src/testing/test-db.ts');
    await createTestDataDir(dataDir);
    database.dataDir = dataDir;
  }
  const warmUp = await spawnGateway({
    env: gatewayEnv('development', database),
    ready: /listening on (http:\/\/\S+)\/admin\//,
    timeoutMs,
  });
  await waitForOutput(warmUp, /demo usage (already runs to|topped up from)/);
  await stopGateway(warmUp);
  return { database, server };
}
