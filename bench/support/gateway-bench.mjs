// What the gateway benchmarks (gateway-home, gateway-users, gateway-scale) share: a real gateway on a free port
// over a database they opened, a GraphQL client that keeps the session cookie as the console does, the sign-in,
// and the timing of one query (warm-ups, timed calls, median and p95, one BENCH line).
import { performance } from 'node:perf_hooks';
import { APP_IDENTIFIER, GATEWAY_PATH } from '../../packages/graphql/src/app-id.ts';
import { TEST_SCRYPT_PARAMS } from '../../apps/gateway/src/auth/passwords.ts';
import { createGateway } from '../../apps/gateway/src/server.ts';
import { benchLine } from './bench-line.mjs';

export const ms = (value) => `${value.toFixed(1)} ms`;
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** The median of an ascending list. */
export const median = (sorted) =>
  sorted.length % 2 === 0 ? (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2 : sorted[(sorted.length - 1) / 2];

/**
 * A gateway (test config, test password cost, no log) listening on 127.0.0.1 on a free port, and a client for
 * it: `call(query, variables)` posts one GraphQL request with the app identifier and the session cookie, throws
 * on an HTTP error or GraphQL errors, and returns `data`. `signIn(username)` creates the session and logs in
 * with the demo password. `close()` stops the server (the database stays open: the caller closes it).
 */
export async function startBenchGateway(db) {
  const server = createGateway({ db, config: { nodeEnv: 'test', scrypt: TEST_SCRYPT_PARAMS, log: () => {} } });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}${GATEWAY_PATH}`;
  let cookie = '';
  const call = async (query, variables) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query: String(query), variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) cookie = setCookie.split(';')[0];
    const body = await response.json();
    if (response.status !== 200 || body.errors)
      throw new Error(`GraphQL call failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
    return body.data;
  };
  const signIn = async (username, password = 'demo') => {
    await call('mutation { createSession { uuid } }');
    const login = await call('mutation ($input: UserLoginInput!) { userLogin(input: $input) { success errorCode } }', {
      input: { username, password },
    });
    if (!login.userLogin.success) throw new Error(`login failed: ${login.userLogin.errorCode}`);
  };
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, call, signIn, close };
}

/**
 * Times one query: `warmUps` calls (the first one timed and printed on its own), then `runs` timed calls.
 * Prints one summary line and the BENCH line `${name} median` against the budget; returns the figures.
 * `fact(data)` is a number or word printed beside the name (a total, a row count) so a wrong answer shows.
 */
export async function timeQuery(call, { name, query, variables, fact = () => '', warmUps = 5, runs = 50, budget = 50 }) {
  const firstStart = performance.now();
  let seen = fact(await call(query, variables));
  const first = performance.now() - firstStart;
  for (let run = 1; run < warmUps; run += 1) seen = fact(await call(query, variables));
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await call(query, variables);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mid = median(times);
  const p95 = percentile(times, 95);
  console.log(
    `${name}${seen === '' ? '' : ` (${seen})`}: first call ${ms(first)}  min ${ms(times[0])}  median ${ms(mid)}  p95 ${ms(p95)}  max ${ms(times[runs - 1])}`,
  );
  console.log(benchLine({ figure: `${name} median`, value: mid, unit: 'ms', budget }));
  const holds = mid <= budget;
  if (!holds) console.error(`  budget broken: median ${ms(mid)} > ${budget} ms`);
  return { name, first, median: mid, p95, holds };
}
