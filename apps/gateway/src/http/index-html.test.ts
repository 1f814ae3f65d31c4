import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AppConfigDocument, ChildInstitutionsDocument, SessionDocument } from '@console/graphql/client';
import { LONG_ACCOUNT_LIST } from '@console/rules/accounts';
import { FLAG_NAMES } from '@console/graphql/flags';
import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionToken } from '../auth/sessions.ts';
import { faultyDb } from '../testing/faulty-db.ts';
import { rawBytes, startGateway, type TestGateway } from '../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { consoleDocuments } from './console-documents.ts';
import { BOOT_DATA_MARKER, inlineScriptHashes, jsonForScriptElement, parseRoutePreloads, ROUTE_PRELOADS_FILE } from './index-html.ts';

const root = mkdtempSync(join(tmpdir(), 'gateway-index-'));
const dist = join(root, 'dist');
const INLINE_SCRIPT = 'document.documentElement.dataset.boot = "1";';
const INDEX = `<!doctype html><html><head><title>Admin</title>
<style>.boot-frame{display:flex;min-height:100vh}${'.boot-x{color:#333}'.repeat(60)}</style>
<script>${INLINE_SCRIPT}</script>
<script type="module" crossorigin src="/admin/assets/index-abc123.js"></script>
</head><body><div id="root"><div class="boot-frame">Loading the admin console…</div></div>
${BOOT_DATA_MARKER}
</body></html>`;
const BLOCK_START = '<script type="application/json" id="app-boot-data">';
/** As the console build writes it (apps/admin/build/route-preloads.ts); index-abc123.js is in the page already. */
const PRELOADS = {
  signedIn: ['assets/signed-in-app-1.js', 'assets/shell-1.js', 'assets/shared-1.js'],
  routes: {
    '/home': ['assets/home-1.js', 'assets/shared-1.js', 'assets/index-abc123.js'],
    '/': ['assets/home-1.js'],
    '/user-management': ['assets/users-1.js'],
    '/publisher-reports': ['assets/reports-1.js'],
  },
  loads: Object.fromEntries(
    ['/home', '/'].map((path) => [
      path,
      {
        'src/features/home/components/institution-dashboard.tsx': ['assets/institution-1.js', 'assets/chart-1.js'],
        'src/features/home/components/cross-platform-trends.tsx': ['assets/trends-1.js', 'assets/chart-1.js'],
        'src/features/home/components/publisher-dashboard.tsx': ['assets/publisher-1.js', 'assets/chart-1.js'],
        'src/features/home/components/welcome-modal.tsx': ['assets/welcome-1.js'],
      },
    ]),
  ),
};
/** What a publisher's Home preloads beyond the route's own code: its dashboard, never the first visit's welcome. */
const PUBLISHER_HOME = ['assets/home-1.js', 'assets/publisher-1.js', 'assets/chart-1.js'];
const INSTITUTION_HOME = ['assets/home-1.js', 'assets/institution-1.js', 'assets/chart-1.js', 'assets/trends-1.js'];
const link = (file: string) => `<link fetchpriority="low" rel="modulepreload" crossorigin href="/admin/${file}">`;
const EVIL = "</script><script>alert(1)</script><!-- & \u2028\u2029 $& $' >";
const EVIL_USERNAME = 'x</script><script>alert(1)</script>@demo.edu';

let test: TestDatabase;
let faults: ReturnType<typeof faultyDb>;
let gateway: TestGateway;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("console");');
  writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  test = await createTestDatabase();
  await test.db.query('UPDATE users SET username = $1, display_name = $2, first_name = $2 WHERE username = $3', [
    EVIL_USERNAME,
    EVIL,
    'librarian@demo.edu',
  ]);
  faults = faultyDb(test.db);
  gateway = await startGateway(faults.db, { staticDir: dist });
});
afterAll(async () => {
  await gateway.close();
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const answer = await rawBytes(gateway.port, 'GET', path, headers);
  const encoding = answer.headers['content-encoding'];
  const html =
    encoding === 'br'
      ? brotliDecompressSync(answer.body).toString()
      : encoding === 'gzip'
        ? gunzipSync(answer.body).toString()
        : answer.body.toString();
  return { ...answer, html };
}

/** The data block's text, from its start tag to the first `</script` after it (where a browser ends it). */
function blockText(html: string): string | null {
  const start = html.indexOf(BLOCK_START);
  if (start === -1) return null;
  const from = start + BLOCK_START.length;
  return html.slice(from, html.toLowerCase().indexOf('</script', from));
}

describe('the boot data in the console page', () => {
  it('runs the very documents the console sends', () => {
    const sent = consoleDocuments()
      .filter((document) => document.file === join('state', 'session-api.ts'))
      .map((document) => print(parse(document.text)));
    expect(sent).toContain(print(parse(SessionDocument.toString())));
    expect(sent).toContain(print(parse(AppConfigDocument.toString())));
  });

  it('embeds a null session and the app config for a visitor without a cookie; that page revalidates with an ETag', async () => {
    const answer = await page('/admin/');
    expect(answer.status).toBe(200);
    expect(answer.html).not.toContain(BOOT_DATA_MARKER);
    const data = JSON.parse(blockText(answer.html) ?? 'null') as { session: { session: unknown; flags: unknown }; appConfig: unknown };
    expect(data.session.session).toBeNull();
    expect(data.appConfig).toEqual({ appConfig: { providerName: 'JSTOR' } });
    const client = gateway.client();
    expect(data.session).toEqual(await client.data(SessionDocument.toString(), { flagNames: [...FLAG_NAMES] }));

    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawBytes(gateway.port, 'GET', '/admin/home', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('embeds the signed-in session, escaped, in a page that is never stored', async () => {
    const client = gateway.client();
    expect(await client.login(EVIL_USERNAME)).toMatchObject({ success: true });
    const expected = {
      session: await client.data(SessionDocument.toString(), { flagNames: [...FLAG_NAMES] }),
      appConfig: await client.data(AppConfigDocument.toString()),
    };
    expect(JSON.stringify(expected)).toContain('</script><script>alert(1)</script>');

    const answer = await page('/admin/home', { cookie: client.cookieHeader() });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(answer.headers['set-cookie']).toBeUndefined();

    const text = blockText(answer.html);
    expect(text).not.toBeNull();
    // The block ends where the gateway closed it: the name's `</script>` did not end it early.
    expect(answer.html.indexOf('</script>', answer.html.indexOf(BLOCK_START))).toBe(
      answer.html.indexOf(BLOCK_START) + BLOCK_START.length + text!.length,
    );
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text!)).toEqual(expected);
    const user = (JSON.parse(text!) as { session: { session: { userAccount: { username: string; name: string } } } }).session.session
      .userAccount;
    expect(user.username).toBe(EVIL_USERNAME);
    expect(user.name).toContain(EVIL);
    // Outside the block the page is the built one, with the signed-in app's and Home's code asked for at once
    // (a librarian's: the institution dashboard's).
    const links = ['assets/signed-in-app-1.js', 'assets/shell-1.js', 'assets/shared-1.js', ...INSTITUTION_HOME].map(link).join('');
    expect(answer.html.replace(`${BLOCK_START}${text}</script>`, BOOT_DATA_MARKER)).toBe(INDEX.replace('</head>', `${links}</head>`));
  });

  it("carries an agent's child institutions whole up to LONG_ACCOUNT_LIST, above it the first by name and the count", async () => {
    const client = gateway.client();
    expect(await client.login('agent@demo.edu')).toMatchObject({ success: true });
    const read = async () =>
      JSON.parse(blockText((await page('/admin/home', { cookie: client.cookieHeader() })).html) ?? 'null') as {
        childInstitutions?: { id: string; name: string; code: string; type: string }[];
        childInstitutionCount?: number;
      };
    const { rows } = await test.db.query<{ id: string; external_id: string }>(
      "SELECT id, external_id FROM accounts WHERE code = 'demoagency'",
    );
    const agency = rows[0]!;
    const whole = await client.data<{ childInstitutions: unknown[] }>(ChildInstitutionsDocument.toString(), {
      accountId: agency.external_id,
    });
    expect(whole.childInstitutions).toHaveLength(400);
    const demo = await read();
    expect(demo.childInstitutions).toEqual(whole.childInstitutions);
    expect(demo).not.toHaveProperty('childInstitutionCount');

    // 101 more, one of them first by name (case ignored): 501 is over the limit.
    const added = Array.from({ length: 101 }, (_, index) => ({
      id: randomUUID(),
      code: `zz-added-${index}`,
      name: index === 50 ? 'aaron first college' : `Zz Added College ${index}`,
      externalId: `zz-added-${index}`,
    }));
    for (const row of added) {
      await test.db.query(
        "INSERT INTO accounts (id, code, name, type, parent_id, external_id) VALUES ($1, $2, $3, 'institution', $4, $5)",
        [row.id, row.code, row.name, agency.id, row.externalId],
      );
    }
    try {
      expect(LONG_ACCOUNT_LIST).toBe(500);
      const long = await read();
      expect(long).toMatchObject({
        childInstitutions: [{ id: 'zz-added-50', name: 'aaron first college', code: 'zz-added-50', type: 'institution' }],
        childInstitutionCount: 501,
      });
    } finally {
      await test.db.query('DELETE FROM accounts WHERE id = ANY($1::uuid[])', [added.map((row) => row.id)]);
    }
  });

  it('treats a request with an unknown session cookie as personal (no-store), with a null session', async () => {
    const answer = await page('/admin/', { cookie: 'admin_sid=unknown-token' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
    expect((JSON.parse(blockText(answer.html)!) as { session: { session: unknown } }).session.session).toBeNull();
  });

  it('compresses the page per request when accepted, with its own ETag per encoding', async () => {
    const plain = await page('/admin/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const answer = await page('/admin/', { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(Buffer.byteLength(plain.html));
      expect(answer.html).toBe(plain.html);
      expect(answer.headers.etag).not.toBe(plain.headers.etag);
      const again = await rawBytes(gateway.port, 'GET', '/admin/', {
        'accept-encoding': encoding,
        'if-none-match': String(answer.headers.etag),
      });
      expect(again.status).toBe(304);
    }
    const head = await rawBytes(gateway.port, 'HEAD', '/admin/', { 'accept-encoding': 'br' });
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('leaves the data out (the console fetches it) when an operation fails, and does not store that page', async () => {
    faults.failWhen((sql) => (/\bsessions\b/i.test(sql) ? new Error('database down') : null));
    try {
      // A well-formed token, so the session is looked up (a malformed one is refused without a query).
      const answer = await page('/admin/', { cookie: `admin_sid=${newSessionToken()}` });
      expect(answer.status).toBe(200);
      expect(answer.html).not.toContain(BLOCK_START);
      expect(answer.html).not.toContain(BOOT_DATA_MARKER);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(gateway.logs.some((line) => line.startsWith('boot data left out of the page'))).toBe(true);
    } finally {
      faults.failWhen(null);
    }
  });

  it("puts the hashes of the page's inline scripts in script-src, never 'unsafe-inline', and keeps inline styles working", async () => {
    const answer = await page('/admin/');
    const csp = String(answer.headers['content-security-policy']);
    const hash = `sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}`;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toBe(`'self' '${hash}'`);
    // A hash in style-src would make browsers ignore its 'unsafe-inline' (style attributes, Radix's <style>).
    expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' 'unsafe-inline'");
    // Other answers keep the policy without page hashes.
    const asset = await rawBytes(gateway.port, 'GET', '/admin/assets/index-abc123.js');
    expect(String(asset.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe('route preloads in the console page', () => {
  const preloaded = (html: string) =>
    [...html.matchAll(/<link fetchpriority="low" rel="modulepreload" crossorigin href="\/admin\/([^"]+)">/g)].map((m) => m[1]);

  it("asks a signed-in page for its app's and its route's code once each, and a visitor's page for none", async () => {
    const client = gateway.client();
    expect(await client.login('publisher@demo.org')).toMatchObject({ success: true });
    const cookie = client.cookieHeader();
    expect(preloaded((await page('/admin/user-management', { cookie })).html)).toEqual([
      'assets/signed-in-app-1.js',
      'assets/shell-1.js',
      'assets/shared-1.js',
      'assets/users-1.js',
    ]);
    expect(preloaded((await page('/admin/', { cookie })).html)).toEqual([...PRELOADS.signedIn, ...PUBLISHER_HOME]);
    expect(preloaded((await page('/admin/home/', { cookie })).html)).toEqual([...PRELOADS.signedIn, ...PUBLISHER_HOME]);
    // A page the guard sends to Publisher Reports whatever account is chosen (a publisher's holdings): that route's code.
    expect(preloaded((await page('/admin/holdings?tab=books', { cookie })).html)).toEqual([...PRELOADS.signedIn, 'assets/reports-1.js']);
    // A route without early code (or an unknown path): the signed-in app only.
    expect(preloaded((await page('/admin/no-such-page', { cookie })).html)).toEqual(PRELOADS.signedIn);
    expect(preloaded((await page('/admin/home')).html)).toEqual([]);
    expect(preloaded((await page('/admin/home', { cookie: 'admin_sid=unknown-token' })).html)).toEqual([]);
  });

  it("asks for the code of the screen the console's guard leads to when the session alone decides it", async () => {
    const librarian = gateway.client();
    // The demo librarian, renamed by beforeAll.
    expect(await librarian.login(EVIL_USERNAME)).toMatchObject({ success: true });
    // A librarian administers no publisher: Publisher Reports leads Home (preload-landing.ts).
    expect(preloaded((await page('/admin/publisher-reports', { cookie: librarian.cookieHeader() })).html)).toEqual([
      ...PRELOADS.signedIn,
      ...INSTITUTION_HOME,
    ]);
    expect(preloaded((await page('/admin/home', { cookie: librarian.cookieHeader() })).html)).toEqual([
      ...PRELOADS.signedIn,
      ...INSTITUTION_HOME,
    ]);
    const publisher = gateway.client();
    expect(await publisher.login('publisher@demo.org')).toMatchObject({ success: true });
    expect(preloaded((await page('/admin/publisher-reports', { cookie: publisher.cookieHeader() })).html)).toEqual([
      ...PRELOADS.signedIn,
      'assets/reports-1.js',
    ]);
  });

  it('reads only a well-formed file that names hashed assets', () => {
    expect(parseRoutePreloads(JSON.stringify(PRELOADS))).toEqual(PRELOADS);
    // A build from before `loads`.
    const { loads: _loads, ...older } = PRELOADS;
    expect(parseRoutePreloads(JSON.stringify(older))).toEqual(older);
    for (const bad of [
      '{',
      'null',
      JSON.stringify({ signedIn: ['assets/../../secret.js'], routes: {} }),
      JSON.stringify({ signedIn: ['https://evil.example/x.js'], routes: {} }),
      JSON.stringify({ signedIn: ['assets/a.js"><script>alert(1)</script>.js'], routes: {} }),
      JSON.stringify({ signedIn: [], routes: { '/home': 'assets/a.js' } }),
      JSON.stringify({ signedIn: [] }),
      JSON.stringify({ signedIn: [], routes: {}, loads: { '/home': ['assets/a.js'] } }),
      JSON.stringify({ signedIn: [], routes: {}, loads: { '/home': { 'src/a.tsx': ['../a.js'] } } }),
      JSON.stringify({ signedIn: [], routes: {}, loads: null }),
    ])
      expect(parseRoutePreloads(bad), bad).toBeNull();
  });
});

describe('jsonForScriptElement', () => {
  it('escapes what could end the element or the script, and parses back to the same value', () => {
    const value = { name: EVIL, nested: ['<!--', '-->', '<script', 'a&b', '\u2028', '\u2029', 'é'] };
    const text = jsonForScriptElement(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes scripts that run, not external scripts or data blocks', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/json">{"c":1}</script>`;
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});
