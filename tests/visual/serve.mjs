#!/usr/bin/env node
// A static file server for the built Storybook, for the visual tests (node:http only, no dependency).
//   STORYBOOK_DIR=.tmp/storybook-static PORT=6107 node tests/visual/serve.mjs
// It starts before the build exists (Playwright starts its webServer before globalSetup builds), so it
// answers /__ready itself and reads files only when asked for them.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.env.STORYBOOK_DIR ?? '.tmp/storybook-static');
const port = Number(process.env.PORT ?? 6107);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/favicon.ico') {
    // Storybook's iframe has none; answering keeps a 404 out of the console.
    response.writeHead(204).end();
    return;
  }
  if (url.pathname === '/__ready') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  let path;
  try {
    path = normalize(decodeURIComponent(url.pathname));
  } catch {
    response.writeHead(400).end();
    return;
  }
  let file = join(root, path);
  // Never serve outside the build folder.
  if (file !== root && !file.startsWith(`${root}/`)) {
    response.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    const { size } = statSync(file);
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      // Hashed assets may be cached by the browser within a run; pages and the index may not.
      'cache-control': /\/assets\//.test(path) ? 'public, max-age=3600' : 'no-cache',
      // The MSW service worker registers at the root scope.
      'service-worker-allowed': '/',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
});

server.listen(port, host, () => console.log(`Serving ${root} on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
