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
