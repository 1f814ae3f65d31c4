import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawBytes, rawRequest, startGateway, type TestGateway } from '../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { safeRelativePath } from './static.ts';

const root = mkdtempSync(join(tmpdir(), 'gateway-static-'));
const dist = join(root, 'dist');
const INDEX =
  '<!doctype html><html><head><script type="module" src="/admin/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const APP_JS = Array.from({ length: 120 }, (_, i) => `export const value${i} = "console module ${i}";`).join('\n');
const PRECOMPRESSED: Record<string, string> = {
  'assets/app-def456.js': APP_JS,
  'assets/app-def456.css': Array.from({ length: 80 }, (_, i) => `.c${i}{color:#${(i * 4099).toString(16).padStart(6, '0')}}`).join(''),
  'manifest.webmanifest': JSON.stringify({ name: 'Admin', icons: Array.from({ length: 30 }, (_, i) => ({ src: `/i${i}.png` })) }),
};

let test: TestDatabase;
let gateway: TestGateway;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("console");');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["original source"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build's precompress step leaves them: .br and .gz beside text files of 1 kB or more.
  for (const [name, text] of Object.entries(PRECOMPRESSED)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'assets', 'gzip-only-aaa111.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'gzip-only-aaa111.js.gz'), gzipSync(APP_JS));
  // A copy older than its file is left over from an earlier build: never served.
  writeFileSync(join(dist, 'assets', 'stale-bbb222.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'stale-bbb222.js.br'), brotliCompressSync('console.log("old build");'));
  utimesSync(join(dist, 'assets', 'stale-bbb222.js.br'), new Date(2020, 0, 1), new Date(2020, 0, 1));
  writeFileSync(join(dist, 'assets', 'logo-ccc333.png'), Buffer.alloc(2048, 7));
  writeFileSync(join(root, 'secret.txt'), 'top secret');
  symlinkSync(join(root, 'secret.txt'), join(dist, 'leak.txt'));
  test = await createTestDatabase({ seed: false });
  gateway = await startGateway(test.db, { staticDir: dist });
});
afterAll(async () => {
  await gateway.close();
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

describe('console static files', () => {
  it('redirects / and /admin to /admin/', async () => {
    for (const path of ['/', '/admin']) {
      const response = await fetch(`${gateway.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/admin/');
    }
  });

  it('serves index.html uncached, with the security headers', async () => {
    const response = await fetch(`${gateway.url}/admin/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('falls back to index.html for client routes', async () => {
    for (const path of [
      '/admin/home',
      '/admin/access-methods',
      '/admin/reports/counter5.1?tab=x',
      '/admin/index.html',
      '/admin/no/such/page.png',
    ]) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets with a long immutable cache and the right types', async () => {
    const script = await fetch(`${gateway.url}/admin/assets/index-abc123.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toContain('console');
    expect((await fetch(`${gateway.url}/admin/assets/index-abc123.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    const icon = await fetch(`${gateway.url}/admin/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    const response = await fetch(`${gateway.url}/admin/assets/missing-000.js`);
    expect(response.status).toBe(404);
  });

  it('supports HEAD and conditional requests', async () => {
    const head = await fetch(`${gateway.url}/admin/assets/index-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag') ?? '';
    const again = await fetch(`${gateway.url}/admin/assets/index-abc123.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses path traversal', async () => {
    for (const path of [
      '/admin/../secret.txt',
      '/admin/%2e%2e/secret.txt',
      '/admin/..%2fsecret.txt',
      '/admin/assets/..%5c..%5csecret.txt',
      '/admin/%00index.html',
      '/admin/%E0%A4%A',
    ]) {
      const response = await rawRequest(gateway.port, 'GET', path);
      expect(response.status, path).toBe(400);
      expect(response.body).not.toContain('top secret');
    }
    // A symlink out of the folder is not followed: the path is just another client route.
    const link = await rawRequest(gateway.port, 'GET', '/admin/leak.txt');
    expect(link.body).not.toContain('top secret');
  });

  it('answers 503 with a clear text when the console is not built', async () => {
    const unbuilt = await startGateway(test.db, { staticDir: join(root, 'missing') });
    try {
      const response = await fetch(`${unbuilt.url}/admin/home`);
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/not been built/);
      // The API keeps working.
      expect((await unbuilt.client().gql('{ session { uuid } }')).status).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('precompressed copies', () => {
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawBytes(gateway.port, method, path, headers);

  it('sends the copy the client accepts, brotli first, with its own length, and the bytes decompress to the file', async () => {
    const br = await get('/admin/assets/app-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(APP_JS) / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);

    const gz = await get('/admin/assets/app-def456.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);

    for (const [name, text] of Object.entries(PRECOMPRESSED)) {
      const answer = await get(`/admin/${name}`, { 'accept-encoding': 'br' });
      expect(answer.headers['content-encoding'], name).toBe('br');
      expect(brotliDecompressSync(answer.body).toString(), name).toBe(text);
    }
  });

  it('sends the file itself without an accepted encoding, and says Vary: Accept-Encoding on every answer of a text type', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate, br;q=0, gzip;q=0' }];
    for (const headers of requests) {
      const plain = await get('/admin/assets/app-def456.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(APP_JS);
      expect(plain.headers.vary).toBe('Accept-Encoding');
    }
    expect((await get('/admin/assets/index-abc123.js', { 'accept-encoding': 'br' })).headers.vary).toBe('Accept-Encoding');
    // An image is never compressed: nothing varies.
    const image = await get('/admin/assets/logo-ccc333.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers.vary).toBeUndefined();
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the caching of the file: immutable for hashed assets, revalidated for the rest', async () => {
    const asset = await get('/admin/assets/app-def456.css', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/css; charset=utf-8');
    const manifest = await get('/admin/manifest.webmanifest', { 'accept-encoding': 'gzip' });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('gives each encoding its own ETag and answers 304 only for the one sent', async () => {
    const tags = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get('/admin/assets/app-def456.js', { 'accept-encoding': encoding });
      const etag = String(first.headers.etag);
      tags.add(etag);
      const again = await get('/admin/assets/app-def456.js', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status, encoding).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Accept-Encoding');
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(tags.size).toBe(3);
    // A cached brotli copy does not validate a gzip answer: the client gets the gzip bytes.
    const brTag = String((await get('/admin/assets/app-def456.js', { 'accept-encoding': 'br' })).headers.etag);
    const other = await get('/admin/assets/app-def456.js', { 'accept-encoding': 'gzip', 'if-none-match': brTag });
    expect(other.status).toBe(200);
    expect(gunzipSync(other.body).toString()).toBe(APP_JS);
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const full = await get('/admin/assets/app-def456.js', { 'accept-encoding': 'br' });
    const head = await get('/admin/assets/app-def456.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('uses only the copies that exist and are not older than the file', async () => {
    const gzipOnly = await get('/admin/assets/gzip-only-aaa111.js', { 'accept-encoding': 'br, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).toString()).toBe(APP_JS);
    const brOnlyClient = await get('/admin/assets/gzip-only-aaa111.js', { 'accept-encoding': 'br' });
    expect(brOnlyClient.headers['content-encoding']).toBeUndefined();
    expect(brOnlyClient.body.toString()).toBe(APP_JS);
    const stale = await get('/admin/assets/stale-bbb222.js', { 'accept-encoding': 'br' });
    expect(stale.headers['content-encoding']).toBeUndefined();
    expect(stale.body.toString()).toBe(APP_JS);
  });

  it('answers 404 for a copy asked for by name, never its bytes or the index page', async () => {
    for (const path of [
      '/admin/assets/app-def456.js.br',
      '/admin/assets/app-def456.js.gz',
      '/admin/assets/APP-DEF456.JS.BR',
      '/admin/manifest.webmanifest.gz',
      '/admin/assets/app-def456.js%2ebr',
      '/admin/missing.gz',
    ]) {
      const answer = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body.toString(), path).toBe('Not found.');
    }
    expect((await get('/admin/assets/app-def456.js.br', {}, 'HEAD')).status).toBe(404);
  });
});

describe('source maps', () => {
  it('are served outside production', async () => {
    const response = await fetch(`${gateway.url}/admin/assets/index-abc123.js.map`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('original source');
  });

  it('answer 404 in production, built or not, in any letter case, never the index page', async () => {
    const production = await startGateway(test.db, { staticDir: dist, nodeEnv: 'production' });
    try {
      for (const path of [
        '/admin/assets/index-abc123.js.map',
        '/admin/assets/INDEX-ABC123.JS.MAP',
        '/admin/assets/missing.js.map',
        '/admin/other.map',
        '/admin/assets/index-abc123.js%2emap',
      ]) {
        const response = await fetch(`${production.url}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toMatch(/original source|<html/);
      }
      expect((await fetch(`${production.url}/admin/assets/index-abc123.js.map`, { method: 'HEAD' })).status).toBe(404);
      expect((await fetch(`${production.url}/admin/assets/index-abc123.js`)).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('safeRelativePath', () => {
  it('decodes and normalises harmless paths and refuses escapes', () => {
    expect(safeRelativePath('/admin/')).toBe('');
    expect(safeRelativePath('/admin/assets/a%20b.js')).toBe('assets/a b.js');
    expect(safeRelativePath('/admin/./assets//x.js')).toBe('assets/x.js');
    expect(safeRelativePath('/admin/a/../b')).toBeNull();
    expect(safeRelativePath('/admin/a%2F..%2Fb')).toBeNull();
    expect(safeRelativePath('/other/')).toBeNull();
  });
});
