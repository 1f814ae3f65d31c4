import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startGateway, type TestGateway } from '../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { safeRelativePath } from './static.ts';

const root = mkdtempSync(join(tmpdir(), 'gateway-static-'));
const dist = join(root, 'dist');
const INDEX =
  '<!doctype html><html><head><script type="module" src="/admin/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

let test: TestDatabase;
let gateway: TestGateway;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("console");');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["original source"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
