import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendVary, chooseEncoding, compressBody, ENCODING_SUFFIX, MIN_COMPRESSED_BYTES } from './content-encoding.ts';
import { contentSecurityPolicy } from './csp.ts';
import { preloadedLoads, preloadLanding } from './preload-landing.ts';

/** Where the console's index.html wants the boot data (the console reads the element by its id). */
export const BOOT_DATA_MARKER = '<!--app-boot-data-->';
export const BOOT_DATA_ELEMENT_ID = 'app-boot-data';

/** What the console's boot asks for first, answered by the gateway's own schema for the page's request. */
export interface BootData {
  /** `data` of the console's Session query (session null for a visitor without one). */
  session: unknown;
  /** `data` of the console's AppConfig query. */
  appConfig: unknown;
  /**
   * An agent administrator's child institutions (the console's ChildInstitutions answers, joined): all of them, or
   * above LONG_ACCOUNT_LIST those that come first by name (boot-children.ts); absent for anyone else.
   */
  childInstitutions?: unknown[];
  /** How many child institutions there are in all, when `childInstitutions` holds only the first by name. */
  childInstitutionCount?: number;
}

export interface BootDataResult {
  data: BootData;
  /** The request carried no session cookie: the page holds nothing personal and may be revalidated from cache. */
  anonymous: boolean;
  /** Set-Cookie values the operations produced (none today: reading a session never changes it). */
  setCookies: readonly string[];
}

/** Runs the boot's operations for a page request; null when either failed (the console then fetches them). */
export type BootDataProvider = (req: IncomingMessage) => Promise<BootDataResult | null>;

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that can sit inside a <script> element: no `<` (so no `</script>` or `<!--`), `>` or `&`, and no
 * U+2028/U+2029; each is a \u escape, so JSON.parse gives back the same value.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPES[char]!);
}

/** The data block replacing the marker: not a script (never run), so the CSP needs no hash for it. */
export function bootDataElement(data: BootData): string {
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScriptElement(data)}</script>`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPES_RUN = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attributes) ? '' : null;
}

function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** CSP hashes of the inline scripts a page runs (elements without `src`; data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim();
    if (!SCRIPT_TYPES_RUN.test(type)) continue;
    hashes.push(sha256Source(body));
  }
  return hashes;
}

/**
 * The console build's `route-preloads.json` (apps/admin/build/route-preloads.ts): the chunks a signed-in page
 * needs beyond index.html's own, for every page and per route (paths relative to the console's base).
 */
export interface RoutePreloads {
  signedIn: readonly string[];
  routes: Readonly<Record<string, readonly string[]>>;
  /** Per route, the code its early requests load themselves, per module (`src/…`); absent in older builds. */
  loads?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const ASSET_FILE = /^assets\/[\w.-]+\.js$/;

/** The file's content if it has the expected shape and names only hashed assets; null otherwise. */
export function parseRoutePreloads(text: string): RoutePreloads | null {
  try {
    const value = JSON.parse(text) as Partial<RoutePreloads>;
    const files = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((file) => typeof file === 'string' && ASSET_FILE.test(file));
    if (!files(value.signedIn) || typeof value.routes !== 'object' || value.routes === null) return null;
    if (!Object.values(value.routes).every(files)) return null;
    if (value.loads === undefined) return { signedIn: value.signedIn, routes: value.routes };
    if (typeof value.loads !== 'object' || value.loads === null) return null;
    for (const perModule of Object.values(value.loads)) {
      if (typeof perModule !== 'object' || perModule === null || !Object.values(perModule).every(files)) return null;
    }
    return { signedIn: value.signedIn, routes: value.routes, loads: value.loads };
  } catch {
    return null;
  }
}

export interface IndexTemplate {
  readonly html: string;
  readonly hasMarker: boolean;
  /** The policy for this page: its inline scripts' hashes in script-src. */
  readonly csp: string;
  /** The build's route preloads, when it wrote them. */
  readonly preloads: RoutePreloads | null;
}

export function indexTemplate(html: string, preloads: RoutePreloads | null = null): IndexTemplate {
  return { html, hasMarker: html.includes(BOOT_DATA_MARKER), csp: contentSecurityPolicy(inlineScriptHashes(html)), preloads };
}

/** index.html (and the route preloads beside it) as read last; read again when its size or time changes (a new build). */
export class IndexTemplateCache {
  private cached: { key: string; template: IndexTemplate } | null = null;

  async load(file: { path: string; size: number; mtimeMs: number }): Promise<IndexTemplate> {
    const key = `${file.path}:${file.size}:${file.mtimeMs}`;
    if (this.cached?.key === key) return this.cached.template;
    const [html, preloads] = await Promise.all([
      readFile(file.path, 'utf8'),
      readFile(join(dirname(file.path), ROUTE_PRELOADS_FILE), 'utf8').then(parseRoutePreloads, () => null),
    ]);
    const template = indexTemplate(html, preloads);
    this.cached = { key, template };
    return template;
  }
}

/** Whether the Session answer names a signed-in user (`{ session: { userAccount: {…} } }`). */
function isSignedIn(session: unknown): boolean {
  const inner = (session as { session?: { userAccount?: unknown } | null } | null)?.session;
  return inner?.userAccount !== null && inner?.userAccount !== undefined;
}

/**
 * The `<link rel="modulepreload">` elements of a signed-in page at `routePath` (in-app path, e.g. `/home`):
 * the signed-in app's chunks and the route's, and of the code the route's early requests load themselves the
 * modules `wanted` names (preloadedLoads), less those the page already names. Low priority, like the
 * page's own (the stylesheet and the frame's paint go first), and `crossorigin` like them, so the browser
 * reuses the preloaded module when the app imports it.
 */
export function routePreloadLinks(
  html: string,
  preloads: RoutePreloads,
  routePath: string,
  base: string,
  wanted: (module: string) => boolean = () => true,
): string {
  const loads = Object.entries(preloads.loads?.[routePath] ?? {}).filter(([module]) => wanted(module));
  const files = [...preloads.signedIn, ...(preloads.routes[routePath] ?? []), ...loads.flatMap(([, list]) => list)];
  const seen = new Set<string>();
  const links: string[] = [];
  for (const file of files) {
    const href = `${base}${file}`;
    if (seen.has(href) || html.includes(`"${href}"`)) continue;
    seen.add(href);
    links.push(`<link fetchpriority="low" rel="modulepreload" crossorigin href="${href}">`);
  }
  return links.join('');
}

function strongEtag(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 27);
}

/** Whether If-None-Match names this entity tag (weak comparison, as RFC 9110 §13.1.2 asks for GET/HEAD). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends the console's page. With the marker and a boot data provider, the marker becomes the data block for
 * the request's session: `no-store`, `Vary: Cookie`, except for a visitor without a session cookie, whose
 * page holds nothing personal (`no-cache` and an ETag, like the page without boot data). If the boot data
 * could not be read, the marker is left out and the page is `no-store` (the console fetches it instead).
 * The page is compressed per request when the client accepts it and it is at least 1 kB.
 */
export async function sendIndexPage(
  req: IncomingMessage,
  res: ServerResponse,
  template: IndexTemplate,
  bootData: BootDataProvider | undefined,
  route: { path: string; base: string } = { path: '/', base: '/' },
): Promise<void> {
  const head = req.method === 'HEAD';
  let html = template.html;
  let cacheable = true;
  let vary = appendVary(res.getHeader('Vary'), 'Accept-Encoding');
  const setCookies: string[] = [];
  if (template.hasMarker && bootData) {
    vary = appendVary(vary, 'Cookie');
    const boot = await bootData(req);
    // A function replacement: `$&` or `$'` in a user's name must not be read as a replacement pattern.
    const element = boot ? bootDataElement(boot.data) : '';
    html = html.replace(BOOT_DATA_MARKER, () => element);
    // A signed-in page asks for its app's and route's code at once, not in a chain after index.js has run.
    if (boot && template.preloads && isSignedIn(boot.data.session)) {
      const landing = preloadLanding(route.path, boot.data.session);
      const links = routePreloadLinks(html, template.preloads, landing, route.base, preloadedLoads(landing, boot.data.session));
      html = html.replace('</head>', () => `${links}</head>`);
    }
    cacheable = boot?.anonymous ?? false;
    setCookies.push(...(boot?.setCookies ?? []));
  }
  const body = Buffer.from(html, 'utf8');
  const encoding = body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;

  const headers: Record<string, string | number | string[]> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': template.csp,
    'Cache-Control': cacheable ? 'no-cache' : 'no-store',
    Vary: vary,
  };
  if (setCookies.length > 0) headers['Set-Cookie'] = setCookies;
  if (cacheable) {
    const etag = `"${strongEtag(html)}${encoding ? ENCODING_SUFFIX[encoding].replace('.', '-') : ''}"`;
    headers.ETag = etag;
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  const sent = encoding ? await compressBody(body, encoding) : body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = sent.length;
  res.writeHead(200, headers);
  res.end(head ? undefined : sent);
}
