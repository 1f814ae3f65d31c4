import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep, isAbsolute } from 'node:path';
import { appendVary, chooseEncoding, ENCODING_SUFFIX, type Encoding } from './content-encoding.ts';
import { etagMatches, IndexTemplateCache, sendIndexPage, type BootDataProvider } from './index-html.ts';
import { sendText } from './responses.ts';

/** Base path of the console. */
export const ADMIN_BASE = '/admin/';
const ASSETS_PREFIX = 'assets/';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file path below the console's base path, decoded and checked: null for anything that could leave the
 * static folder (`..` segments, encoded separators, backslashes, NUL bytes, malformed escapes).
 */
export function safeRelativePath(pathname: string): string | null {
  if (!pathname.startsWith(ADMIN_BASE)) return null;
  const segments = pathname.slice(ADMIN_BASE.length).split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (value === '..' || value.includes('/') || value.includes('\\') || value.includes('\0')) return null;
    if (value === '' || value === '.') continue;
    decoded.push(value);
  }
  return decoded.join('/');
}

function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function findFile(root: string, relativePath: string): Promise<FoundFile | null> {
  const candidate = join(root, relativePath);
  if (!isInside(root, candidate)) return null;
  try {
    // Symlinks must not lead outside the folder either.
    const real = await realpath(candidate);
    if (!isInside(root, real)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Types the build precompresses (apps/admin/build/precompress.ts): their answers vary by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;

/** Whether a path names a precompressed copy (`.br`, `.gz`): never served as a file of its own. */
export function isCompressedCopyPath(relativePath: string): boolean {
  return /\.(br|gz)$/i.test(relativePath);
}

/** The precompressed copies of a file that exist and are not older than it. */
async function compressedCopies(root: string, relativePath: string, file: FoundFile): Promise<Map<Encoding, FoundFile>> {
  const copies = new Map<Encoding, FoundFile>();
  for (const encoding of ['br', 'gzip'] as const) {
    const copy = await findFile(root, relativePath + ENCODING_SUFFIX[encoding]);
    if (copy && copy.mtimeMs >= file.mtimeMs) copies.set(encoding, copy);
  }
  return copies;
}

/**
 * Sends a file, or the precompressed copy the client accepts (its own length and ETag; the same type and
 * caching as the file). Compressible types answer `Vary: Accept-Encoding` whichever copy is sent.
 */
async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  relativePath: string,
  file: FoundFile,
  cacheControl: string,
): Promise<void> {
  const compressible = COMPRESSIBLE.test(relativePath);
  const copies = compressible ? await compressedCopies(root, relativePath, file) : new Map<Encoding, FoundFile>();
  const encoding = copies.size > 0 ? chooseEncoding(req.headers['accept-encoding'], [...copies.keys()]) : null;
  const sent = encoding ? copies.get(encoding)! : file;
  const tag = `${sent.size.toString(16)}-${Math.floor(sent.mtimeMs).toString(16)}${encoding ? ENCODING_SUFFIX[encoding].replace('.', '-') : ''}`;
  const etag = `W/"${tag}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(file.path),
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
  };
  if (compressible) headers.Vary = appendVary(res.getHeader('Vary'), 'Accept-Encoding');
  if (etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(200, { ...headers, 'Content-Length': sent.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(sent.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

export interface ServeConsoleOptions {
  /** Serve `*.map` files; false (production) answers 404 for them, built or not: they hold the original sources. */
  sourceMaps: boolean;
  /** Reads the boot data embedded in the page (index.html's `<!--app-boot-data-->` marker); none: left as is. */
  bootData?: BootDataProvider;
  /** index.html as last read (one per gateway). */
  indexCache?: IndexTemplateCache;
}

/** Whether a path names a source map (`.map`, in any letter case). */
export function isSourceMapPath(relativePath: string): boolean {
  return relativePath.toLowerCase().endsWith('.map');
}

/**
 * Serves the built console under /admin/: files as they are or as the build's precompressed copy the client
 * accepts (hashed assets cached for good, the rest revalidated), and index.html, with the request's boot
 * data, for every other path so the client router handles deep links (index-html.ts).
 */
export async function serveConsole(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  staticDir: string,
  options: ServeConsoleOptions,
): Promise<void> {
  const head = req.method === 'HEAD';
  const relativePath = safeRelativePath(pathname);
  if (relativePath === null) {
    sendText(res, 400, 'Bad request path.', head);
    return;
  }
  // The build's .br/.gz copies are served in place of their file (by Accept-Encoding), never as files of their own.
  if (isCompressedCopyPath(relativePath) || (!options.sourceMaps && isSourceMapPath(relativePath))) {
    sendText(res, 404, 'Not found.', head);
    return;
  }

  let root: string;
  try {
    root = await realpath(staticDir);
  } catch {
    sendText(
      res,
      503,
      'The admin console has not been built yet: run the build (npm run build) or set STATIC_DIR to the built console.',
      head,
    );
    return;
  }
  const index = await findFile(root, 'index.html');
  if (!index) {
    sendText(res, 503, `The admin console has not been built yet: ${staticDir} has no index.html.`, head);
    return;
  }

  if (relativePath !== '' && relativePath !== 'index.html') {
    const file = await findFile(root, relativePath);
    if (file) {
      const immutable = relativePath.startsWith(ASSETS_PREFIX);
      await sendFile(req, res, root, relativePath, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return;
    }
    // A missing hashed asset is an old or wrong link, not a route: answering with HTML would be wrong.
    if (relativePath.startsWith(ASSETS_PREFIX)) {
      sendText(res, 404, 'Not found.', head);
      return;
    }
  }
  const template = await (options.indexCache ?? new IndexTemplateCache()).load(index);
  await sendIndexPage(req, res, template, options.bootData, { path: `/${relativePath.replace(/\/+$/, '')}`, base: ADMIN_BASE });
}
