import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionStore } from '../../auth/sessions.ts';
import { faultyDb } from '../../testing/faulty-db.ts';
import { startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { accountKey, LoginThrottle } from './throttle.ts';

let test: TestDatabase;
let faults: ReturnType<typeof faultyDb>;
let gateway: TestGateway;

beforeAll(async () => {
  test = await createTestDatabase();
  faults = faultyDb(test.db);
  gateway = await startGateway(faults.db);
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

const LOGIN = 'mutation ($input: UserLoginInput!) { userLogin(input: $input) { success errorCode } }';

async function login(
  client: TestClient,
  username: string,
  password: string,
  headers?: Record<string, string>,
): Promise<{ success: boolean; errorCode: string | null }> {
  const response = await client.gql<{ userLogin: { success: boolean; errorCode: string | null } }>(
    LOGIN,
    { input: { username, password } },
    headers ? { headers } : {},
  );
  if (!response.body.data) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.data.userLogin;
}

/** Each test uses accounts of its own, so counts do not leak between tests; the address is 127.0.0.1 for all. */
async function clearThrottle(): Promise<void> {
  await test.db.query('DELETE FROM login_throttle');
}

function retryAfter(errorCode: string | null): number {
  const match = /^A429:(\d+)$/.exec(errorCode ?? '');
  if (!match) throw new Error(`not a throttled answer: ${errorCode}`);
  return Number(match[1]);
}

describe('sign-in throttling per account', () => {
  it('refuses the 11th wrong password within 15 minutes, saying when to try again, and then even the right one', async () => {
    await clearThrottle();
    const client = gateway.client();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(await login(client, 'librarian@demo.edu', `wrong-${attempt}`), `attempt ${attempt}`).toEqual({
        success: false,
        errorCode: 'A333',
      });
    }
    const eleventh = await login(client, 'librarian@demo.edu', 'wrong-11');
    expect(eleventh.success).toBe(false);
    const seconds = retryAfter(eleventh.errorCode);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // The right password would tell the attacker it is right: refused the same way.
    expect(retryAfter((await login(gateway.client(), 'Librarian@Demo.edu ', 'demo')).errorCode)).toBeLessThanOrEqual(seconds);
    expect(gateway.logs.some((line) => /login refused: too many failed attempts/.test(line))).toBe(true);
  });

  it('answers an unknown username exactly like a known one', async () => {
    await clearThrottle();
    const known: Array<string | null> = [];
    const unknown: Array<string | null> = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      known.push((await login(gateway.client(), 'basic@demo.edu', 'wrong')).errorCode);
      unknown.push((await login(gateway.client(), 'nobody-here@demo.edu', 'wrong')).errorCode);
    }
    const shape = (codes: Array<string | null>) => codes.map((code) => code?.replace(/:\d+$/, ':n'));
    expect(shape(known)).toEqual([...Array<string>(10).fill('A333'), 'A429:n', 'A429:n']);
    expect(shape(unknown)).toEqual(shape(known));
  });

  it('starts the account afresh after a successful sign-in', async () => {
    await clearThrottle();
    for (let attempt = 1; attempt <= 9; attempt += 1) await login(gateway.client(), 'agent@demo.edu', 'wrong');
    expect(await login(gateway.client(), 'agent@demo.edu', 'demo')).toEqual({ success: true, errorCode: null });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(gateway.client(), 'agent@demo.edu', 'wrong')).errorCode, `attempt ${attempt} after the success`).toBe('A333');
    }
    expect((await login(gateway.client(), 'agent@demo.edu', 'wrong')).errorCode).toMatch(/^A429:/);
  });

  it('stores only a hash of the username', async () => {
    await clearThrottle();
    await login(gateway.client(), 'consortium@demo.edu', 'wrong');
    const { rows } = await test.db.query<{ key: string; points: number }>('SELECT key, points FROM login_throttle ORDER BY key');
    expect(rows).toEqual([
      { key: `account:${accountKey('consortium@demo.edu')}`, points: 1 },
      { key: 'address:127.0.0.1', points: 1 },
    ]);
  });

  it('lets the account try again once the window has passed', async () => {
    await clearThrottle();
    // A window of 4 s: long enough that 11 attempts fit in it on a loaded machine (1 s did not).
    const short = await startGateway(test.db, { loginThrottle: { windowSeconds: 4 } });
    try {
      for (let attempt = 1; attempt <= 10; attempt += 1) await login(short.client(), 'staff@demo.org', 'wrong');
      const seconds = retryAfter((await login(short.client(), 'staff@demo.org', 'wrong')).errorCode);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(4);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
      expect(await login(short.client(), 'staff@demo.org', 'demo')).toEqual({ success: true, errorCode: null });
    } finally {
      await short.close();
    }
  });

  it('holds across a restart and across two gateways on one database, counting parallel attempts exactly', async () => {
    await clearThrottle();
    const first = await startGateway(test.db);
    const second = await startGateway(test.db);
    try {
      // 24 attempts at once, split over two gateways: exactly 10 are tried, the rest refused.
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, index) => login((index % 2 === 0 ? first : second).client(), 'publisher@demo.org', 'wrong')),
      );
      const codes = answers.map((answer) => answer.errorCode?.replace(/:\d+$/, ''));
      expect(codes.filter((code) => code === 'A333')).toHaveLength(10);
      expect(codes.filter((code) => code === 'A429')).toHaveLength(14);
      await first.close();
      const restarted = await startGateway(test.db);
      try {
        expect((await login(restarted.client(), 'publisher@demo.org', 'demo')).errorCode).toMatch(/^A429:/);
      } finally {
        await restarted.close();
      }
    } finally {
      await second.close();
      await first.close().catch(() => {});
    }
  });

  it('answers S333, without trying the password, when the counters cannot be reached', async () => {
    await clearThrottle();
    faults.failWhen((sql) => (sql.includes('login_throttle') ? new Error('relation "login_throttle" is unreachable') : null));
    try {
      expect(await login(gateway.client(), 'librarian@demo.edu', 'demo')).toEqual({ success: false, errorCode: 'S333' });
    } finally {
      faults.failWhen(null);
    }
    expect(gateway.logs.some((line) => line.includes('login failed in phase throttle (S333)'))).toBe(true);
  });

  it('does not count failures of ours', async () => {
    await clearThrottle();
    faults.failWhen((sql) => (/FROM users WHERE username/.test(sql) ? new Error('lookup failed') : null));
    try {
      for (let attempt = 1; attempt <= 12; attempt += 1)
        expect((await login(gateway.client(), 'librarian@demo.edu', 'wrong')).errorCode).toBe('S001');
    } finally {
      faults.failWhen(null);
    }
    expect(await login(gateway.client(), 'librarian@demo.edu', 'demo')).toEqual({ success: true, errorCode: null });
  });
});

describe('sign-in throttling per client address', () => {
  it('refuses an address that failed too often, whatever the account, and ignores X-Forwarded-For by default', async () => {
    await clearThrottle();
    const strict = await startGateway(test.db, { loginThrottle: { addressFailures: 5 } });
    try {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(
          (await login(strict.client(), `user${attempt}@nowhere.example`, 'wrong', { 'x-forwarded-for': `203.0.113.${attempt}` }))
            .errorCode,
        ).toBe('A333');
      }
      const refused = await login(strict.client(), 'librarian@demo.edu', 'demo', { 'x-forwarded-for': '198.51.100.7' });
      expect(refused.errorCode).toMatch(/^A429:/);
      // The refused attempt was not counted against the account it named.
      const { rows } = await test.db.query<{ points: number }>('SELECT points FROM login_throttle WHERE key = $1', [
        `account:${accountKey('librarian@demo.edu')}`,
      ]);
      expect(rows[0]?.points ?? 0).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('takes the client from X-Forwarded-For only with TRUST_PROXY, and then only the entry the proxy added', async () => {
    await clearThrottle();
    const proxied = await startGateway(test.db, { loginThrottle: { addressFailures: 3 }, trustProxyHops: 1 });
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        // The client spoofs the first entry each time; the proxy's entry (the last) stays the same.
        await login(proxied.client(), `spoof${attempt}@nowhere.example`, 'wrong', { 'x-forwarded-for': `10.0.0.${attempt}, 203.0.113.9` });
      }
      expect(
        (await login(proxied.client(), 'x@nowhere.example', 'wrong', { 'x-forwarded-for': '10.9.9.9, 203.0.113.9' })).errorCode,
      ).toMatch(/^A429:/);
      expect((await login(proxied.client(), 'librarian@demo.edu', 'demo', { 'x-forwarded-for': '203.0.113.10' })).success).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('LoginThrottle over the Db interface', () => {
  it('works through the pg-client adapter on this driver, and the session sweep removes old counters', async () => {
    await clearThrottle();
    const throttle = new LoginThrottle(test.db, { accountFailures: 2, addressFailures: 100, windowSeconds: 60 });
    const first = await throttle.begin('someone', '192.0.2.1');
    expect(first.allowed).toBe(true);
    expect((await throttle.begin('someone', '192.0.2.1')).allowed).toBe(true);
    const third = await throttle.begin('someone', '192.0.2.1');
    expect(third).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (first.allowed) await throttle.succeeded(first.attempt);
    expect((await throttle.begin('someone', '192.0.2.1')).allowed).toBe(true);

    await test.db.query('UPDATE login_throttle SET expire = $1', [Date.now() - 2 * 60 * 60 * 1000]);
    await new SessionStore(test.db).deleteExpired();
    expect((await test.db.query('SELECT 1 FROM login_throttle')).rows).toEqual([]);
  });
});
