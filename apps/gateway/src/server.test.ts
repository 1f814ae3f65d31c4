import { APP_IDENTIFIER, GATEWAY_PATH } from '@console/graphql/app-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from './auth/sessions.ts';
import { faultyDb } from './testing/faulty-db.ts';
import { errorCode, rawRequest, startGateway, type TestGateway } from './testing/http.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-db.ts';

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

async function eventCount(): Promise<number> {
  const { rows } = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM log_events');
  return rows[0]?.count ?? 0;
}

const LOG_EVENT = JSON.stringify({ query: 'mutation { logEvent(input: { type: "probe" }) }' });

describe('application id', () => {
  it.each([
    ['without the header', null],
    ['with a wrong id', 'someone-else'],
    ['with the id in another case', APP_IDENTIFIER.toUpperCase()],
    ['with a bearer prefix', `Bearer ${APP_IDENTIFIER}`],
  ])('answers 401 %s and executes nothing', async (_label, appId) => {
    const client = gateway.client();
    await client.data('mutation { createSession { uuid } }');
    const before = await eventCount();
    const response = await client.gql('mutation { logEvent(input: { type: "probe" }) }', undefined, { appId });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ errors: [{ message: 'Unknown application.', extensions: { code: 'UNAUTHORIZED_APPLICATION' } }] });
    expect(response.setCookies).toEqual([]);
    expect(await eventCount()).toBe(before);
  });
});

describe('transport', () => {
  const url = () => `${gateway.url}${GATEWAY_PATH}`;

  it('refuses GET operations', async () => {
    const query = encodeURIComponent('{ session { uuid } }');
    const response = await fetch(`${url()}?query=${query}`, { headers: { authorization: APP_IDENTIFIER, accept: 'application/json' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const mutation = await fetch(`${url()}?query=${encodeURIComponent('mutation { createSession { uuid } }')}`, {
      headers: { authorization: APP_IDENTIFIER },
    });
    expect(mutation.status).toBe(405);
    expect(mutation.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', `query=${encodeURIComponent('mutation { logEvent(input: { type: "probe" }) }')}`],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${LOG_EVENT}\r\n--x--\r\n`,
    ],
    ['text/plain', 'text/plain', LOG_EVENT],
    ['application/graphql', 'application/graphql', 'mutation { logEvent(input: { type: "probe" }) }'],
  ])('refuses %s bodies', async (_label, contentType, body) => {
    const before = await eventCount();
    const response = await fetch(url(), { method: 'POST', headers: { authorization: APP_IDENTIFIER, 'content-type': contentType }, body });
    expect(response.status).toBe(415);
    expect(await eventCount()).toBe(before);
  });

  it('refuses bodies over 100 kB', async () => {
    const body = JSON.stringify({ query: `{ session { uuid } } # ${'x'.repeat(110 * 1024)}` });
    const response = await fetch(url(), {
      method: 'POST',
      headers: { authorization: APP_IDENTIFIER, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    // Also when the length is not announced up front.
    const chunked = await rawRequest(
      gateway.port,
      'POST',
      GATEWAY_PATH,
      { authorization: APP_IDENTIFIER, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body,
    );
    expect(chunked.status).toBe(413);
  });

  it('refuses batches and malformed JSON', async () => {
    const batch = await fetch(url(), {
      method: 'POST',
      headers: { authorization: APP_IDENTIFIER, 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ session { uuid } }' }, { query: '{ session { uuid } }' }]),
    });
    expect(batch.status).toBeGreaterThanOrEqual(400);
    const broken = await fetch(url(), {
      method: 'POST',
      headers: { authorization: APP_IDENTIFIER, 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(broken.status).toBe(400);
  });

  it('sends no CORS headers, so other origins cannot call it from a browser', async () => {
    const preflight = await fetch(url(), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const post = await gateway.client().gql('{ session { uuid } }', undefined, { headers: { origin: 'https://evil.example' } });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sets security headers and no-store on API responses', async () => {
    const response = await gateway.client().gql('{ session { uuid } }');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses operations that select too many fields', async () => {
    // 3,000 fields through fragments spread within fragments, in a few dozen tokens and without aliases.
    const document = `{ ...D }
      fragment A on Query { ${'__typename '.repeat(10)}}
      fragment B on Query { ${'...A '.repeat(10)}}
      fragment C on Query { ${'...B '.repeat(10)}}
      fragment D on Query { ...C ...C ...C }`;
    const response = await gateway.client().gql(document);
    expect(response.body.errors?.map((error) => error.message)).toContain('The operation selects too many fields.');
    expect(response.body.data ?? null).toBeNull();
  });

  it('masks unexpected errors and logs them', async () => {
    const client = gateway.client();
    await client.login('librarian@demo.edu');
    faults.failWhen((sql) => (sql.includes('FROM user_flags') ? new Error('relation "user_flags" is secret') : null));
    try {
      const response = await client.gql('{ flags(flagsFlagList: ["as_qa"]) { enabled } }');
      expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
      expect(JSON.stringify(response.body)).not.toContain('secret');
      expect(gateway.logs.some((line) => line.includes('relation "user_flags" is secret'))).toBe(true);
    } finally {
      faults.failWhen(null);
    }
  });
});

describe('development mode', () => {
  it('serves GraphiQL and allows introspection', async () => {
    const dev = await startGateway(test.db, { nodeEnv: 'development' });
    try {
      const page = await fetch(`${dev.url}${GATEWAY_PATH}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('GraphiQL');
      const introspection = await dev.client().gql('{ __schema { queryType { name } } }');
      expect(introspection.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await dev.close();
    }
  });
});

describe.each([
  ['development', {}],
  ['production', {}],
  ['test', {}],
  ['production, even with DEBUG_ERRORS=1', { debugErrors: true }],
] as const)('unexpected errors in %s mode', (label, extra) => {
  it('answer "Unexpected error." without message, stack or file paths, which go to the log', async () => {
    const nodeEnv = label.split(',')[0];
    const server = await startGateway(faults.db, { nodeEnv, ...extra });
    try {
      const client = server.client();
      await client.data('mutation { createSession { uuid } }');
      // A NUL byte used to reach the database and fail there; now a failing statement stands in for it.
      faults.failWhen(() => new Error('relation "sessions" is secret'));
      const failing = await client.gql('{ session { uuid } }');
      const text = JSON.stringify(failing.body);
      expect(failing.body.errors?.[0]).toMatchObject({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      expect(text).not.toMatch(/secret|stack|originalError|\.ts:\d|\/work\/|node_modules|at [A-Za-z.<>]+ \(/);
      expect(server.logs.some((line) => line.includes('relation "sessions" is secret'))).toBe(true);
    } finally {
      faults.failWhen(null);
      await server.close();
    }
  });
});

describe('DEBUG_ERRORS=1 outside production', () => {
  it('puts the message of an unexpected error in the response, for local debugging only', async () => {
    const server = await startGateway(faults.db, { nodeEnv: 'development', debugErrors: true });
    faults.failWhen(() => new Error('relation "sessions" is visible'));
    try {
      const client = server.client();
      client.cookies.set(SESSION_COOKIE, 'a'.repeat(43));
      const failing = await client.gql('{ session { uuid } }');
      expect(JSON.stringify(failing.body)).toContain('relation \\"sessions\\" is visible');
    } finally {
      faults.failWhen(null);
      await server.close();
    }
  });
});

describe('production mode', () => {
  let production: TestGateway;
  beforeAll(async () => {
    production = await startGateway(test.db, { nodeEnv: 'production' });
  });
  afterAll(() => production.close());

  it('refuses introspection', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Session") { fields { name } } }']) {
      const response = await production.client().gql(query);
      expect(response.body.data ?? null).toBeNull();
      expect(response.body.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect((await production.client().gql('{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });

  it('does not serve GraphiQL', async () => {
    const page = await fetch(`${production.url}${GATEWAY_PATH}`, { headers: { accept: 'text/html' } });
    expect(page.status).not.toBe(200);
    expect(await page.text()).not.toContain('GraphiQL');
  });

  it('marks cookies Secure and sends HSTS', async () => {
    const response = await production.client().gql('mutation { createSession { uuid } }');
    expect(response.setCookies[0]).toMatch(/; Secure/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('names the session cookie with the __Host- prefix (Secure, HttpOnly, SameSite=Lax, Path=/, no Domain) and reads only that name', async () => {
    const client = production.client();
    const created = await client.gql<{ createSession: { uuid: string } }>('mutation { createSession { uuid } }');
    const cookie = created.setCookies.find((value) => value.startsWith(`${HOST_SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/^__Host-admin_sid=[A-Za-z0-9_-]{43}; /);
    const attributes = cookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']));
    expect(attributes.some((attribute) => /^domain=/i.test(attribute))).toBe(false);
    expect(created.setCookies.some((value) => value.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    const uuid = created.body.data?.createSession.uuid;
    expect((await client.data<{ session: { uuid: string } | null }>('{ session { uuid } }')).session?.uuid).toBe(uuid);
    // The same token under the unprefixed name is not a session in production.
    const unprefixed = production.client();
    unprefixed.cookies.set(SESSION_COOKIE, client.cookies.get(HOST_SESSION_COOKIE) ?? '');
    expect((await unprefixed.data<{ session: unknown }>('{ session { uuid } }')).session).toBeNull();

    const logout = await client.gql('mutation { userLogOut }');
    expect(logout.setCookies.find((value) => value.startsWith(`${HOST_SESSION_COOKIE}=;`))).toMatch(/Max-Age=0/);
  });

  it('signs in with the production password cost', async () => {
    // Hashes seeded at test cost keep verifying; the dummy hash for unknown users uses the production cost.
    expect(await production.client().login('librarian@demo.edu')).toMatchObject({ success: true });
  });
});

describe('other paths', () => {
  it('answers 404 for unknown paths and 405 for writes outside the gateway', async () => {
    expect((await fetch(`${gateway.url}/nope`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/admin/`, { method: 'POST' })).status).toBe(405);
    expect(await (await fetch(`${gateway.url}/healthz`)).text()).toBe('ok');
  });
});
