// Issue 16, items 1, 3, 4, 6 and 7 at the HTTP level, against the production gateway: its own redirects,
// CSRF, GraphQL limits, session cookies and the headers of /admin.
import { describe, expect, it } from 'vitest';
import { anonymous, APP_IDENTIFIER, baseUrl, GATEWAY_PATH, LOGIN_MUTATION, SESSION_COOKIE, signIn } from './support';

const SESSION_QUERY = 'query { session { uuid userAccount { username } } }';

async function whoAmI(cookie: string): Promise<string | null> {
  const response = await fetch(`${baseUrl()}${GATEWAY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER, cookie: `${SESSION_COOKIE}=${cookie}` },
    body: JSON.stringify({ query: SESSION_QUERY }),
  });
  const body = (await response.json()) as { data?: { session: { userAccount: { username: string } | null } | null } };
  return body.data?.session?.userAccount?.username ?? null;
}

describe('item 1: the gateway’s own redirects stay on the origin', () => {
  it.each([
    '/',
    '/admin',
    '/one-admin//evil.example',
    '/one-admin/\\evil.example',
    '/one-admin/..//evil.example',
    '/one-admin?redirectUri=https://evil.example',
    '//evil.example/',
    '/one-admin/%2F%2Fevil.example',
  ])('%s', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (location === null) return;
    const resolved = new URL(location, baseUrl());
    expect(resolved.origin).toBe(new URL(baseUrl()).origin);
    expect(resolved.pathname.startsWith('/admin')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
  });
});

describe('item 3: CSRF', () => {
  const mutation = JSON.stringify({ query: 'mutation { userLogOut }' });

  it('a cross-site form-encoded POST carrying the session cookie is refused and changes nothing', async () => {
    const victim = await signIn('librarian');
    const cookie = victim.cookies.get(SESSION_COOKIE)!;
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent('mutation { userLogOut }')}`],
      ['text/plain', mutation],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${mutation}\r\n--x--\r\n`],
    ] as const) {
      // A form cannot set the authorization header, but the attack is tried with and without it.
      for (const authorization of [null, APP_IDENTIFIER]) {
        const response = await fetch(`${baseUrl()}${GATEWAY_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': type,
            cookie: `${SESSION_COOKIE}=${cookie}`,
            origin: 'https://evil.example',
            ...(authorization ? { authorization } : {}),
          },
          body,
        });
        expect(response.status, `${type} ${authorization ?? 'no authorization'}`).toBeGreaterThanOrEqual(400);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      }
    }
    expect(await whoAmI(cookie)).toBe('librarian@demo.edu');
  });

  it('a mutation over GET is refused', async () => {
    const victim = await signIn('librarian');
    const cookie = victim.cookies.get(SESSION_COOKIE)!;
    const response = await fetch(`${baseUrl()}${GATEWAY_PATH}?query=${encodeURIComponent('mutation { userLogOut }')}`, {
      headers: { authorization: APP_IDENTIFIER, cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    expect(response.status).toBe(405);
    expect(await whoAmI(cookie)).toBe('librarian@demo.edu');
  });

  it('a preflight from another origin is not granted (no CORS headers)', async () => {
    const response = await fetch(`${baseUrl()}${GATEWAY_PATH}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('requests without the application identifier are refused', async () => {
    const response = await fetch(`${baseUrl()}${GATEWAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ appConfig { providerName } }' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('item 4: GraphQL limits in production mode', () => {
  const send = async (body: unknown) => {
    const client = await anonymous();
    const response = await client.fetch(GATEWAY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; extensions?: unknown }> },
    };
  };

  it('introspection is off', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { fields { name } } }']) {
      const { json } = await send({ query });
      expect(json.errors?.length, query).toBeGreaterThan(0);
      expect('data' in json).toBe(false);
    }
  });

  it('no field suggestions', async () => {
    const { json, text } = await send({ query: '{ sesion { uuid } appConfi { providerName } }' });
    expect(json.errors?.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/did you mean/i);
    expect(text).not.toContain('"session"');
    expect(text).not.toContain('appConfig');
  });

  it('depth, alias, cost, directive and token limits refuse oversized operations', async () => {
    let deep = 'uuid';
    for (let level = 0; level < 14; level += 1) deep = `... on Session { ${deep} }`;
    const tooMany = {
      depth: `{ homepageSummaryV2(siteCode: "demouniv", accountType: "institution") { institution { categories { pastFourWeeks { itemizedBookUsage { uniqueTitle } } } } } session { ${deep} } }`,
      aliases: `{ ${Array.from({ length: 40 }, (_, index) => `a${index}: appConfig { providerName }`).join(' ')} }`,
      directives: `{ appConfig { providerName ${'@include(if: true) '.repeat(40)} } }`,
      tokens: `{ appConfig { ${'providerName '.repeat(1200)} } }`,
      fields: `{ ${Array.from({ length: 12 }, (_, index) => `f${index}: session { ...S }`).join(' ')} } fragment S on Session { ${Array.from({ length: 15 }, (_, index) => `u${index}: uuid`).join(' ')} authenticatedProfiles { accountCode accountName role institutionId externalId userId accountType } }`,
    };
    for (const [name, query] of Object.entries(tooMany)) {
      const { json } = await send({ query });
      expect(json.errors?.length, name).toBeGreaterThan(0);
      // Refused by validation (no `data` at all), not by a resolver.
      expect('data' in json, name).toBe(false);
    }
  });

  it('batching is off', async () => {
    const { json, status } = await send([{ query: '{ appConfig { providerName } }' }, { query: '{ appConfig { providerName } }' }]);
    expect(Array.isArray(json)).toBe(false);
    expect(status).toBeGreaterThanOrEqual(400);
  });

  it('errors are masked: no stack, SQL or file path', async () => {
    const probes = [
      { query: '{ iacAccount(accountId: "1\' OR 1=1 --", idType: "externalId") { id } }' },
      {
        query:
          'query ($n: Int!) { pairedUsers(platform: ["jstor"], pairedUsersSiteCode: "demouniv", offset: $n, limit: 10) { pairedUsersTotal { total } } }',
        variables: { n: 2 ** 31 },
      },
      { query: '{ homepageSummaryV2(siteCode: "\\u0000", accountType: "institution") { siteCode } }' },
      { query: '{' },
      { query: 'query { session { uuid } }', variables: '{"a":' },
    ];
    for (const probe of probes) {
      const { text } = await send(probe);
      expect(text, JSON.stringify(probe)).not.toMatch(
        /\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d|\.js:\d|SELECT |INSERT |UPDATE |syntax error at or near|pglite|postgres/i,
      );
      expect(text).not.toContain('"stack"');
    }
  });
});

describe('item 6: sessions', () => {
  it('the session cookie is __Host-, Secure, HttpOnly, SameSite and Path=/ without Domain', async () => {
    const client = await anonymous();
    const cookie = client.setCookieLog.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
    // The development name is not read in production.
    const plain = await fetch(`${baseUrl()}${GATEWAY_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: APP_IDENTIFIER,
        cookie: `admin_sid=${client.cookies.get(SESSION_COOKIE)}`,
      },
      body: JSON.stringify({ query: SESSION_QUERY }),
    });
    expect(((await plain.json()) as { data: { session: unknown } }).data.session).toBeNull();
  });

  it('sign-in issues a new session id; the anonymous id stops working', async () => {
    const client = await anonymous();
    const before = client.cookies.get(SESSION_COOKIE)!;
    const login = await client.gql<{ userLogin: { success: boolean } }>(LOGIN_MUTATION, {
      input: { username: 'librarian@demo.edu', password: 'demo' },
    });
    expect(login.body.data?.userLogin.success).toBe(true);
    const after = client.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    expect(await whoAmI(after)).toBe('librarian@demo.edu');
    expect(await whoAmI(before)).toBeNull();
  });

  it('logout makes the old cookie useless', async () => {
    const client = await signIn('basic');
    const cookie = client.cookies.get(SESSION_COOKIE)!;
    expect(await whoAmI(cookie)).toBe('basic@demo.edu');
    await client.data('mutation { userLogOut }');
    expect(await whoAmI(cookie)).toBeNull();
    // Replaying the old cookie cannot reach anything that needs a sign-in.
    const replay = await fetch(`${baseUrl()}${GATEWAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: APP_IDENTIFIER, cookie: `${SESSION_COOKIE}=${cookie}` },
      body: JSON.stringify({
        query: '{ pairedUsers(platform: ["jstor"], pairedUsersSiteCode: "basicinst", offset: 0, limit: 1) { pairedUsersTotal { total } } }',
      }),
    });
    const body = (await replay.json()) as { data: unknown; errors?: unknown[] };
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});

describe('item 7: headers of /admin', () => {
  it.each(['/admin/', '/admin/login', '/admin/holdings', GATEWAY_PATH])('%s', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`, path === GATEWAY_PATH ? { method: 'POST' } : {});
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!, values]),
    );
    const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => !source.startsWith("'sha256-") && source !== "'self'")).toEqual([]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    if (path !== GATEWAY_PATH) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    }
  });
});
