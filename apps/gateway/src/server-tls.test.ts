import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { APP_IDENTIFIER, GATEWAY_PATH } from '@console/graphql/app-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSelfSignedCertificate } from '../../../scripts/self-signed-cert.mjs';
import { HOST_SESSION_COOKIE } from './auth/sessions.ts';
import { BOOT_DATA_MARKER, ROUTE_PRELOADS_FILE } from './http/index-html.ts';
import { EBA_UPLOAD_PATH } from './modules/eba/signing.ts';
import { HOMEPAGE_DOWNLOAD_PREFIX } from './modules/home/dashboard.ts';
import { startGateway, type TestGateway } from './testing/http.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-db.ts';

// The gateway with TLS_CERT_FILE/TLS_KEY_FILE: HTTPS with HTTP/2 (what browsers negotiate) and HTTP/1.1, through
// the same routes as plain HTTP. The certificate is the committed test-only pair (scripts/self-signed-cert.mjs).
const root = mkdtempSync(join(tmpdir(), 'gateway-tls-'));
const dist = join(root, 'dist');
const certificate = makeSelfSignedCertificate(join(root, 'tls'));
// Over 1 kB, so that the page is compressed for a client that accepts it.
const INDEX = `<!doctype html><html><head><title>Admin</title>
<style>${'.boot-x{color:#333}'.repeat(60)}</style>
<script>document.documentElement.dataset.boot = "1";</script>
<script type="module" crossorigin src="/admin/assets/index-abc123.js"></script>
</head><body><div id="root"></div>
${BOOT_DATA_MARKER}
</body></html>`;
const APP_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = "console module ${i}";`).join('\n');
const PRELOADS = { signedIn: ['assets/app-def456.js'], routes: { '/home': ['assets/home-1.js'] } };

let test: TestDatabase;
let gateway: TestGateway;
let origin: string;
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("console");');
  writeFileSync(join(dist, 'assets', 'app-def456.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  test = await createTestDatabase();
  gateway = await startGateway(test.db, { staticDir: dist, tlsCertFile: certificate.certFile, tlsKeyFile: certificate.keyFile });
  origin = gateway.url;
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await gateway?.close();
  await test?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An HTTP/2 session that trusts only the test's certificate (checked for 127.0.0.1, as a browser would). */
function openSession(url = origin): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = connect(url, { ca: certificate.cert });
    session.once('error', reject);
    session.once('connect', () => resolve(session));
  });
}

function h2(session: ClientHttp2Session, headers: OutgoingHttpHeaders, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let head: IncomingHttpHeaders = {};
    stream.on('response', (received) => (head = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

function gql(session: ClientHttp2Session, query: string, variables: Record<string, unknown> = {}, headers: OutgoingHttpHeaders = {}) {
  return h2(
    session,
    {
      ':method': 'POST',
      ':path': GATEWAY_PATH,
      authorization: APP_IDENTIFIER,
      'content-type': 'application/json',
      accept: 'application/json',
      origin,
      ...headers,
    },
    JSON.stringify({ query, variables }),
  );
}

const bootData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="app-boot-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    session: { session: { userAccount: { username: string } | null } | null };
    appConfig: { appConfig: { providerName: string } };
  } | null;

/** Signs in as the demo librarian over HTTP/2; returns the session cookie as the client would send it back. */
async function signIn(session: ClientHttp2Session): Promise<string> {
  const created = await gql(session, 'mutation { createSession { uuid } }');
  const anonymous = String(created.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
  const login = await gql(
    session,
    'mutation Login($input: UserLoginInput!) { userLogin(input: $input) { success errorCode } }',
    { input: { username: 'librarian@demo.edu', password: 'demo', accessPersist: false } },
    { cookie: anonymous },
  );
  expect(login.status).toBe(200);
  expect(JSON.parse(login.body.toString())).toEqual({ data: { userLogin: { success: true, errorCode: null } } });
  const cookies = login.headers['set-cookie'] ?? [];
  const sessionCookie = cookies.find((cookie) => cookie.startsWith(`${HOST_SESSION_COOKIE}=`));
  expect(sessionCookie, cookies.join(' | ')).toBeDefined();
  return sessionCookie!.split(';')[0]!;
}

describe('HTTPS with HTTP/2', () => {
  it('negotiates h2 and serves index.html with the boot data, no-cache, an ETag and the security headers', async () => {
    const session = await openSession();
    try {
      expect(session.alpnProtocol).toBe('h2');
      const page = await h2(session, { ':path': '/admin/home' });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' 'sha256-");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      // HTTP/2 has no connection-specific headers.
      expect(page.headers.connection).toBeUndefined();
      const html = page.body.toString();
      expect(html).not.toContain(BOOT_DATA_MARKER);
      expect(bootData(html)).toEqual({
        session: expect.objectContaining({ session: null }),
        appConfig: { appConfig: { providerName: 'JSTOR' } },
      });

      const etag = String(page.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await h2(session, { ':path': '/admin/home', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      // The page for a browser that takes brotli: its own ETag, compressed.
      const compressed = await h2(session, { ':path': '/admin/home', 'accept-encoding': 'gzip, deflate, br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
      expect(brotliDecompressSync(compressed.body).toString()).toBe(html);
    } finally {
      session.close();
    }
  });

  it("serves a hashed asset's brotli copy with immutable caching", async () => {
    const session = await openSession();
    try {
      const asset = await h2(session, { ':path': '/admin/assets/app-def456.js', 'accept-encoding': 'br' });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(asset.headers.vary).toBe('Accept-Encoding');
      expect(Number(asset.headers['content-length'])).toBe(asset.body.length);
      expect(brotliDecompressSync(asset.body).toString()).toBe(APP_JS);
      const plain = await h2(session, { ':path': '/admin/assets/app-def456.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(APP_JS);
      const head = await h2(session, { ':method': 'HEAD', ':path': '/admin/assets/app-def456.js', 'accept-encoding': 'br' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    } finally {
      session.close();
    }
  });

  it('answers GraphQL, signs in with a Secure __Host- cookie, and reads the cookie back (also split in crumbs)', async () => {
    const session = await openSession();
    try {
      const anonymous = await gql(session, '{ appConfig { providerName } }');
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(anonymous.body.toString())).toEqual({ data: { appConfig: { providerName: 'JSTOR' } } });

      const cookie = await signIn(session);
      const query = '{ session { userAccount { username } } }';
      const signedIn = await gql(session, query, {}, { cookie });
      expect(JSON.parse(signedIn.body.toString())).toEqual({ data: { session: { userAccount: { username: 'librarian@demo.edu' } } } });
      // HTTP/2 clients may send each cookie as a header field of its own (RFC 9113 §8.2.3).
      const crumbs = await gql(session, query, {}, { cookie: ['theme=dark', cookie] });
      expect(JSON.parse(crumbs.body.toString())).toEqual(JSON.parse(signedIn.body.toString()));

      // The signed-in page: its session in the boot data, never stored, and the app's code preloaded.
      const page = await h2(session, { ':path': '/admin/home', cookie });
      expect(page.headers['cache-control']).toBe('no-store');
      const html = page.body.toString();
      expect(bootData(html)?.session.session?.userAccount?.username).toBe('librarian@demo.edu');
      expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/admin/assets/app-def456.js">');
    } finally {
      session.close();
    }
  });

  it('refuses a cross-site POST to the upload endpoint and lets a same-origin request through to its own checks', async () => {
    const session = await openSession();
    try {
      const upload = {
        ':method': 'POST',
        ':path': EBA_UPLOAD_PATH,
        'content-type': 'multipart/form-data; boundary=x',
      };
      const body = '--x\r\nContent-Disposition: form-data; name="siteCode"\r\n\r\nS1\r\n--x--\r\n';
      const crossSite = await h2(session, { ...upload, origin: 'https://evil.example' }, body);
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.toString()).toBe('Cross-site requests are not allowed.');
      const fetchMetadata = await h2(session, { ...upload, 'sec-fetch-site': 'cross-site' }, body);
      expect(fetchMetadata.status).toBe(403);
      // Same origin (the host is read from :authority, there is no Host header): the signature check answers.
      const sameSite = await h2(session, { ...upload, origin }, body);
      expect(sameSite.status).toBe(403);
      expect(sameSite.body.toString()).toBe('The upload link is not valid.');
      const path = `${HOMEPAGE_DOWNLOAD_PREFIX}demouniv/past-4-weeks.xlsx`;
      const sameOrigin = { origin, 'sec-fetch-site': 'same-origin' };
      expect((await h2(session, { ':path': path, ...sameOrigin })).status).toBe(401);
      const cookie = await signIn(session);
      const download = await h2(session, { ':path': path, ...sameOrigin, cookie });
      expect(download.status).toBe(200);
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="demouniv-home-past-4-weeks-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      expect(download.headers['cache-control']).toBe('no-store');
      expect(Number(download.headers['content-length'])).toBe(download.body.length);
      expect(download.body.subarray(0, 2).toString()).toBe('PK');
      const crossDownload = await h2(session, { ':path': path, origin: 'https://evil.example', cookie });
      expect(crossDownload.status).toBe(403);
      expect(crossDownload.body.toString()).toBe('Cross-site requests are not allowed.');
    } finally {
      session.close();
    }
  });

  it('takes a signed EBA upload (multipart POST) and serves the selection file it came from', async () => {
    const session = await openSession();
    try {
      const cookie = await signIn(session);
      const data = async <T>(query: string, variables: Record<string, unknown>) =>
        JSON.parse((await gql(session, query, variables, { cookie })).body.toString()) as { data: T };
      const link = await data<{ getEBADownloadLink: string }>('query ($s: String!) { getEBADownloadLink(siteCode: $s) }', {
        s: 'demouniv',
      });
      const selection = await h2(session, { ':path': link.data.getEBADownloadLink, cookie, origin });
      expect(selection.status).toBe(200);
      expect(selection.body.subarray(0, 2).toString()).toBe('PK');

      const signed = await data<{ ebaSignedUrl: string }>('mutation ($s: String!) { ebaSignedUrl(siteCode: $s) }', { s: 'demouniv' });
      const target = new URL(signed.data.ebaSignedUrl, origin);
      const form = new FormData();
      for (const [name, value] of target.searchParams) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(selection.body)]), 'selection.xlsx');
      const send = async () => {
        const multipart = new Request(origin, { method: 'POST', body: form });
        const headers = {
          ':method': 'POST',
          ':path': target.pathname,
          'content-type': multipart.headers.get('content-type') ?? '',
          origin,
        };
        return h2(session, headers, Buffer.from(await multipart.arrayBuffer()));
      };
      expect((await send()).status).toBe(204);
      // The link is used up: the same form again is refused.
      const again = await send();
      expect(again.status).toBe(403);
      expect(again.body.toString()).toBe('The upload link is not valid.');
    } finally {
      session.close();
    }
  });

  it('answers 413 to a GraphQL body over the limit and keeps the session, without a Connection header', async () => {
    const session = await openSession();
    try {
      const big = JSON.stringify({ query: `{ appConfig { providerName } } #${'x'.repeat(120 * 1024)}` });
      const refused = await h2(
        session,
        { ':method': 'POST', ':path': GATEWAY_PATH, authorization: APP_IDENTIFIER, 'content-type': 'application/json' },
        big,
      );
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body.toString()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
      expect(refused.headers.connection).toBeUndefined();
      expect((await gql(session, '{ appConfig { providerName } }')).status).toBe(200);
      // node:http2 warns when a handler sets Connection; none did.
      expect(warnings.map(String).filter((text) => /connection header/i.test(text))).toEqual([]);
    } finally {
      session.close();
    }
  });

  it('still serves HTTP/1.1 over TLS, to clients that do not offer h2', async () => {
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; version: string }>(
        (resolve, reject) => {
          const req = httpsRequest(`${origin}${path}`, { method, headers, ca: certificate.cert }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString(),
                version: res.httpVersion,
              }),
            );
          });
          req.on('error', reject);
          req.end(body);
        },
      );
    const page = await get('/admin/home');
    expect(page.version).toBe('1.1');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(bootData(page.body)?.appConfig).toEqual({ appConfig: { providerName: 'JSTOR' } });
    const answer = await get(
      GATEWAY_PATH,
      { authorization: APP_IDENTIFIER, 'content-type': 'application/json', origin },
      'POST',
      JSON.stringify({ query: '{ appConfig { providerName } }' }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { appConfig: { providerName: 'JSTOR' } } });
    const crossSite = await get(
      EBA_UPLOAD_PATH,
      { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      'POST',
      '--x--',
    );
    expect(crossSite.status).toBe(403);
    // HTTP/1.1 still closes the connection after refusing a body it does not read.
    const big = await get(
      GATEWAY_PATH,
      { authorization: APP_IDENTIFIER, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ query: `#${'x'.repeat(120 * 1024)}` }),
    );
    expect(big.status).toBe(413);
    expect(big.headers.connection).toBe('close');
  });
});

describe('HTTPS timeouts and shutdown', () => {
  it('answers 408 to an HTTP/2 request whose body does not arrive in time, and closes open sessions on shutdown', async () => {
    const short = await startGateway(test.db, {
      staticDir: dist,
      tlsCertFile: certificate.certFile,
      tlsKeyFile: certificate.keyFile,
      requestTimeoutMs: 400,
    });
    const session = await openSession(short.url);
    const sessionClosed = new Promise<void>((resolve) => session.once('close', resolve));
    const started = Date.now();
    const stream = session.request({
      ':method': 'POST',
      ':path': GATEWAY_PATH,
      authorization: APP_IDENTIFIER,
      'content-type': 'application/json',
    });
    stream.write('{"query":'); // and nothing more
    const status = await new Promise<number>((resolve) => stream.once('response', (headers) => resolve(Number(headers[':status']))));
    expect(status).toBe(408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    stream.close(constants.NGHTTP2_CANCEL);
    // A GET finishes whatever the timeout: its request has no body to wait for.
    expect((await h2(session, { ':path': '/admin/home' })).status).toBe(200);

    // The session is still open (a browser keeps it); closing the gateway ends it and does not wait for it.
    expect(session.closed).toBe(false);
    const closing = Date.now();
    await short.close();
    await sessionClosed;
    expect(Date.now() - closing).toBeLessThan(5_000);
  });
});
