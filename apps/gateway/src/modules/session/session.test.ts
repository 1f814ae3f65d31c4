import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { hashSessionToken, SESSION_COOKIE } from '../../auth/sessions.ts';
import { DatabaseUnavailableError } from '../../db/errors.ts';
import { faultyDb } from '../../testing/faulty-db.ts';
import { startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';

const SESSION = `{ session { uuid userAccount { id username name lastLoggedIn contact { email firstName lastName } }
  authenticatedAccounts { id type name roles }
  authenticatedProfiles { accountType accountName accountCode role institutionId externalId userId }
  masquerade { accountCode accountName } } }`;

interface SessionData {
  session: null | {
    uuid: string;
    userAccount: null | { id: string; username: string; name: string; lastLoggedIn: string | null; contact: { email: string } };
    authenticatedAccounts: Array<{ type: string; roles: string[] }>;
    authenticatedProfiles: Array<{ accountCode: string; accountType: string; role: string; externalId: string }>;
    masquerade: null | { accountCode: string };
  };
}

let test: TestDatabase;
let faults: ReturnType<typeof faultyDb>;
let gateway: TestGateway;
/** Added to the real time for the gateway's session clock. */
let offset = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  faults = faultyDb(test.db);
  gateway = await startGateway(faults.db, { now: () => new Date(Date.now() + offset) });
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

function cookieOf(setCookies: string[]): string | undefined {
  return setCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

function tokenOf(setCookies: string[]): string {
  const cookie = cookieOf(setCookies) ?? '';
  return cookie.slice(SESSION_COOKIE.length + 1, cookie.indexOf(';'));
}

async function sessionOf(client: TestClient): Promise<SessionData['session']> {
  return (await client.data<SessionData>(SESSION)).session;
}

describe('createSession and session', () => {
  it('has no session without a cookie', async () => {
    expect(await sessionOf(gateway.client())).toBeNull();
  });

  it('creates an anonymous session with an HttpOnly, SameSite cookie living a day (issue 30)', async () => {
    const client = gateway.client();
    const created = await client.gql<{ createSession: { uuid: string } }>('mutation { createSession { uuid } }');
    const cookie = cookieOf(created.setCookies);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${24 * 60 * 60}`);
    expect(cookie).not.toContain('Secure');

    const uuid = created.body.data?.createSession.uuid;
    expect(await sessionOf(client)).toMatchObject({
      uuid,
      userAccount: null,
      authenticatedAccounts: [],
      authenticatedProfiles: [],
      masquerade: null,
    });

    // Only the token's hash is stored.
    const token = tokenOf(created.setCookies);
    const { rows } = await test.db.query<{ id: string }>('SELECT id FROM sessions WHERE uuid = $1', [uuid]);
    expect(rows).toEqual([{ id: hashSessionToken(token) }]);

    const again = await client.gql<{ createSession: { uuid: string } }>('mutation { createSession { uuid } }');
    expect(again.body.data?.createSession.uuid).toBe(uuid);
    expect(again.setCookies).toEqual([]);
  });

  it('treats garbage, unknown and expired cookies as no session', async () => {
    for (const value of ['garbage', 'x'.repeat(43), `${'a'.repeat(42)}!`, '']) {
      const client = gateway.client();
      client.cookies.set(SESSION_COOKIE, value);
      expect(await sessionOf(client)).toBeNull();
    }

    const client = gateway.client();
    const { createSession } = await client.data<{ createSession: { uuid: string } }>('mutation { createSession { uuid } }');
    await test.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE uuid = $1`, [createSession.uuid]);
    expect(await sessionOf(client)).toBeNull();
    const fresh = await client.data<{ createSession: { uuid: string } }>('mutation { createSession { uuid } }');
    expect(fresh.createSession.uuid).not.toBe(createSession.uuid);
  });

  it('answers sessionHttpHeaders only for the current session', async () => {
    const client = gateway.client();
    const { createSession } = await client.data<{ createSession: { uuid: string } }>('mutation { createSession { uuid } }');
    const query = 'query ($uuid: ID!) { sessionHttpHeaders(uuid: $uuid) { uuid authenticated createdAt expiresAt } }';
    const mine = await client.data<{ sessionHttpHeaders: { uuid: string; authenticated: boolean; expiresAt: string } }>(query, {
      uuid: createSession.uuid,
    });
    expect(mine.sessionHttpHeaders).toMatchObject({ uuid: createSession.uuid, authenticated: false });
    // An anonymous session ends within a day (issue 30).
    expect(Date.parse(mine.sessionHttpHeaders.expiresAt)).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
    expect(Date.parse(mine.sessionHttpHeaders.expiresAt)).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
    const other = await gateway.client().data<{ sessionHttpHeaders: unknown }>(query, { uuid: createSession.uuid });
    expect(other.sessionHttpHeaders).toBeNull();
  });
});

describe('userLogin', () => {
  it('signs in, rotates the token and keeps the public uuid', async () => {
    const client = gateway.client();
    const created = await client.gql<{ createSession: { uuid: string } }>('mutation { createSession { uuid } }');
    const anonymousToken = tokenOf(created.setCookies);

    const login = await client.gql<{ userLogin: { success: boolean; errorCode: string | null; accessPersist: boolean } }>(
      'mutation { userLogin(input: { username: "Librarian@Demo.edu", password: "demo" }) { success errorCode accessPersist } }',
    );
    expect(login.body.data?.userLogin).toEqual({ success: true, errorCode: null, accessPersist: false });
    const cookie = cookieOf(login.setCookies) ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // Without "keep me signed in" the cookie ends with the browser session.
    expect(cookie).not.toContain('Max-Age');
    const signedInToken = tokenOf(login.setCookies);
    expect(signedInToken).not.toBe(anonymousToken);

    const session = await sessionOf(client);
    expect(session?.uuid).toBe(created.body.data?.createSession.uuid);
    expect(session?.userAccount).toMatchObject({
      username: 'librarian@demo.edu',
      name: 'Demo Librarian',
      contact: { email: 'librarian@demo.edu' },
    });
    expect(Date.now() - Date.parse(session?.userAccount?.lastLoggedIn ?? '')).toBeLessThan(60_000);
    expect(session?.authenticatedAccounts).toEqual([expect.objectContaining({ type: 'individual', roles: [] })]);
    expect(
      session?.authenticatedProfiles.map((profile) => [profile.accountCode, profile.accountType, profile.role, profile.externalId]),
    ).toEqual([
      ['demouniv', 'institution', 'ADMINISTRATOR', '100001'],
      ['democoll', 'institution', 'ADMINISTRATOR', '100002'],
    ]);

    // The pre-login token (which an attacker might have planted) names nothing any more.
    const fixated = gateway.client();
    fixated.cookies.set(SESSION_COOKIE, anonymousToken);
    expect(await sessionOf(fixated)).toBeNull();
  });

  it('creates the session itself when called without one, and honours accessPersist', async () => {
    const client = gateway.client();
    const login = await client.gql<{ userLogin: { success: boolean; accessPersist: boolean } }>(
      'mutation { userLogin(input: { username: "agent@demo.edu", password: "demo", accessPersist: true }) { success accessPersist } }',
    );
    expect(login.body.data?.userLogin).toEqual({ success: true, accessPersist: true });
    expect(login.setCookies.filter((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toHaveLength(1);
    expect(cookieOf(login.setCookies)).toContain(`Max-Age=${12 * 60 * 60}`);
    const session = await sessionOf(client);
    expect(session?.authenticatedProfiles.map((profile) => profile.role)).toEqual(['ADMINISTRATOR', 'AGENT_ADMINISTRATOR']);
  });

  it('answers A333 for a wrong password and for an unknown user, and stays signed out', async () => {
    const client = gateway.client();
    expect(await client.login('librarian@demo.edu', 'wrong')).toEqual({ success: false, errorCode: 'A333', accessPersist: false });
    expect((await sessionOf(client))?.userAccount).toBeNull();
    expect(await client.login('nobody@demo.edu', 'demo')).toEqual({ success: false, errorCode: 'A333', accessPersist: false });
    expect(await client.login('x'.repeat(255), 'demo')).toMatchObject({ errorCode: 'A333' });
    // Past the gateway's default string bound the request is refused before the resolver.
    const tooLong = await client.gql('mutation ($u: String!) { userLogin(input: { username: $u, password: "demo" }) { success } }', {
      u: 'x'.repeat(257),
    });
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await sessionOf(client))?.userAccount).toBeNull();
  });

  it('answers nonAdmin for a reader, who stays signed out', async () => {
    const client = gateway.client();
    expect(await client.login('reader@demo.edu')).toEqual({ success: false, errorCode: 'nonAdmin', accessPersist: false });
    expect((await sessionOf(client))?.userAccount).toBeNull();
    const { flags } = await client.data<{ flags: { enabled: string[] } }>('{ flags(flagsFlagList: ["eba_selection"]) { enabled } }');
    expect(flags.enabled).toEqual([]);
  });

  it('signs in staff and publishers, who are admins too', async () => {
    const staff = gateway.client();
    expect(await staff.login('staff@demo.org')).toMatchObject({ success: true });
    const staffSession = await sessionOf(staff);
    expect(staffSession?.authenticatedAccounts).toEqual([expect.objectContaining({ type: 'individual', roles: ['ITHAKA_STAFF'] })]);
    expect(staffSession?.authenticatedProfiles).toEqual([]);

    const publisher = gateway.client();
    expect(await publisher.login('publisher@demo.org')).toMatchObject({ success: true });
    expect((await sessionOf(publisher))?.authenticatedProfiles).toEqual([
      expect.objectContaining({ accountCode: 'demopress', accountType: 'publisher', role: 'ADMINISTRATOR' }),
    ]);
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    // Production-like cost for this test only, so hashing dominates the measurement.
    const params = { N: 2 ** 14, r: 8, p: 1 };
    const timed = await startGateway(test.db, { scrypt: params });
    try {
      await test.db.query('UPDATE users SET password_hash = $1 WHERE username = $2', [
        await hashPassword('demo', params),
        'basic@demo.edu',
      ]);
      const client = timed.client();
      await client.data('mutation { createSession { uuid } }');
      const attempt = async (username: string) => {
        const started = performance.now();
        const response = await client.gql<{ userLogin: { errorCode: string } }>(
          'mutation ($u: String!) { userLogin(input: { username: $u, password: "wrong-password" }) { errorCode } }',
          { u: username },
        );
        expect(response.body.data?.userLogin.errorCode).toBe('A333');
        return performance.now() - started;
      };
      await attempt('basic@demo.edu');
      await attempt('ghost@demo.edu');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 6; round += 1) {
        known.push(await attempt('basic@demo.edu'));
        unknown.push(await attempt('ghost@demo.edu'));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const ratio = median(unknown) / median(known);
      expect(ratio).toBeGreaterThan(0.6);
      expect(ratio).toBeLessThan(1.6);
    } finally {
      await timed.close();
    }
  });
});

describe('login failures per phase (injected database faults)', () => {
  const login = async (username = 'basic@demo.edu') => {
    const client = gateway.client();
    await client.data('mutation { createSession { uuid } }');
    const { userLogin } = await client.data<{ userLogin: { success: boolean; errorCode: string | null } }>(
      'mutation ($u: String!) { userLogin(input: { username: $u, password: "demo" }) { success errorCode } }',
      { u: username },
    );
    return { userLogin, client };
  };

  it.each([
    ['the account lookup', /FROM users WHERE username/, new Error('lookup failed'), 'S001'],
    // The principal's statement (its roles); the session lookup, which also reads them for a live sign-in, goes on.
    ['loading roles', /FROM account_roles[\s\S]*AS principal$/, new Error('roles failed'), 'S022'],
    [
      'the lookup, database unreachable',
      /FROM users WHERE username/,
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'S333',
    ],
    ['loading roles, database unreachable', /FROM account_roles[\s\S]*AS principal$/, new DatabaseUnavailableError(), 'S333'],
    ['writing the sign-in', /UPDATE sessions\s+SET id/, new Error('write failed'), 'S333'],
  ])('a failure in %s gives its code', async (_phase, pattern, error, code) => {
    faults.failWhen((sql) => (pattern.test(sql) ? error : null));
    try {
      const { userLogin, client } = await login();
      expect(userLogin).toEqual({ success: false, errorCode: code });
      faults.failWhen(null);
      expect((await sessionOf(client))?.userAccount ?? null).toBeNull();
    } finally {
      faults.failWhen(null);
    }
    expect(gateway.logs.some((line) => line.includes(`(${code})`))).toBe(true);
  });

  it('a password check that fails gives S044', async () => {
    await test.db.query(`UPDATE users SET password_hash = 'not-a-hash' WHERE username = 'consortium@demo.edu'`);
    const { userLogin } = await login('consortium@demo.edu');
    expect(userLogin).toEqual({ success: false, errorCode: 'S044' });
  });
});

describe('userLogOut', () => {
  it('ends the session on the server and expires the cookie', async () => {
    const client = gateway.client();
    await client.login('librarian@demo.edu');
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    const uuid = (await sessionOf(client))?.uuid;

    const logout = await client.gql<{ userLogOut: boolean }>('mutation { userLogOut }');
    expect(logout.body.data?.userLogOut).toBe(true);
    expect(cookieOf(logout.setCookies)).toMatch(/Max-Age=0/);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const { rows } = await test.db.query('SELECT 1 FROM sessions WHERE uuid = $1', [uuid]);
    expect(rows).toEqual([]);

    const replay = gateway.client();
    replay.cookies.set(SESSION_COOKIE, token);
    expect(await sessionOf(replay)).toBeNull();
    const flags = await replay.data<{ flags: { enabled: string[] } }>('{ flags(flagsFlagList: ["eba_selection"]) { enabled } }');
    expect(flags.flags.enabled).toEqual([]);
  });
});

describe("sign-in lifetime: idle 30 minutes, absolute 12 hours (issue 16 item 6; the clock is the gateway's, moved by `offset`)", () => {
  const minute = 60 * 1000;
  const hour = 60 * minute;

  it('ends 30 minutes after the last request, sliding with each request; the session is then anonymous', async () => {
    const client = gateway.client();
    await client.login('librarian@demo.edu');
    try {
      for (let step = 0; step < 4; step += 1) {
        offset += 29 * minute;
        expect((await sessionOf(client))?.userAccount?.username, `after ${(step + 1) * 29} minutes of use`).toBe('librarian@demo.edu');
      }
      offset += 31 * minute;
      const lapsed = await sessionOf(client);
      expect(lapsed).not.toBeNull();
      expect(lapsed?.userAccount).toBeNull();
      expect(lapsed?.authenticatedProfiles).toEqual([]);
      const call = await client.gql('{ flags(flagsFlagList: ["eba_selection"]) { enabled } }');
      expect(call.body.data).toEqual({ flags: { enabled: [] } });
      const refused = await client.gql(
        '{ pairedUsers(platform: ["jstor"], pairedUsersSiteCode: "demouniv", offset: 0, limit: 1) { pairedUsersTotal { total } } }',
      );
      expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    } finally {
      offset = 0;
    }
  });

  it('ends 12 hours after the sign-in however busy, with or without accessPersist: the old cookie is then useless', async () => {
    for (const accessPersist of [false, true]) {
      const client = gateway.client();
      await client.login('librarian@demo.edu', 'demo', accessPersist);
      const token = client.cookies.get(SESSION_COOKIE);
      try {
        while (offset + 25 * minute < 12 * hour) {
          offset += 25 * minute;
          expect((await sessionOf(client))?.userAccount?.username, `busy, ${offset / minute} minutes in`).toBe('librarian@demo.edu');
        }
        offset = 12 * hour + minute;
        expect(await sessionOf(client), `accessPersist ${accessPersist}`).toBeNull();
        expect(client.cookies.get(SESSION_COOKIE)).toBe(token);
      } finally {
        offset = 0;
      }
    }
  });

  it('accessPersist keeps the cookie across browser restarts for the absolute timeout only; without it the cookie ends with the browser', async () => {
    const persistent = gateway.client();
    await persistent.data('mutation { createSession { uuid } }');
    const kept = await persistent.gql(
      'mutation { userLogin(input: { username: "librarian@demo.edu", password: "demo", accessPersist: true }) { success } }',
    );
    expect(cookieOf(kept.setCookies)).toContain(`Max-Age=${12 * 60 * 60}`);
    const plain = gateway.client();
    await plain.data('mutation { createSession { uuid } }');
    const ended = await plain.gql('mutation { userLogin(input: { username: "librarian@demo.edu", password: "demo" }) { success } }');
    expect(cookieOf(ended.setCookies)).toBeDefined();
    expect(cookieOf(ended.setCookies)).not.toMatch(/Max-Age/);
  });

  it('sessionHttpHeaders of a signed-in session names the idle deadline', async () => {
    const client = gateway.client();
    await client.login('librarian@demo.edu');
    const uuid = (await sessionOf(client))?.uuid;
    const { sessionHttpHeaders } = await client.data<{ sessionHttpHeaders: { authenticated: boolean; expiresAt: string } }>(
      'query ($uuid: ID!) { sessionHttpHeaders(uuid: $uuid) { authenticated expiresAt } }',
      { uuid },
    );
    expect(sessionHttpHeaders.authenticated).toBe(true);
    const left = Date.parse(sessionHttpHeaders.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(29 * minute);
    expect(left).toBeLessThanOrEqual(30 * minute + 1000);
  });
});
