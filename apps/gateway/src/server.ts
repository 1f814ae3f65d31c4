import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { APP_IDENTIFIER, GATEWAY_PATH } from '@console/graphql/app-id';
import { AppConfigDocument, ChildInstitutionsDocument, SessionDocument } from '@console/graphql/client';
import { FLAG_NAMES } from '@console/graphql/flags';
import { createYoga, type YogaLogger } from 'graphql-yoga';
import { PasswordVerifier } from './auth/passwords.ts';
import { parseCookies, sessionCookieName, SessionStore } from './auth/sessions.ts';
import { resolveConfig, type GatewayConfig, type GatewayConfigInput } from './config.ts';
import { createRequestContext, type GatewayServices, type RequestContext } from './context.ts';
import type { Db } from './db/connection.ts';
import { REQUEST_DEADLINE_MS } from './db/limits.ts';
import { clientAddress } from './http/client-address.ts';
import { appendVary, negotiateBody } from './http/content-encoding.ts';
import { CONTENT_SECURITY_POLICY } from './http/csp.ts';
import { isCrossSite } from './http/cross-site.ts';
import { sendText } from './http/responses.ts';
import { gatewayGraphqlPlugins } from './http/graphql-guards.ts';
import { IndexTemplateCache, type BootDataProvider } from './http/index-html.ts';
import { AGENT_ROLE } from './auth/principal.ts';
import { ADMIN_BASE, serveConsole } from './http/static.ts';
import { HOMEPAGE_DOWNLOAD_PREFIX } from './modules/home/dashboard.ts';
import { handleReportDownload, REPORT_DOWNLOAD_PREFIX } from './modules/counter/download.ts';
import { handleEbaHttp, isEbaHttpPath } from './modules/eba/http.ts';
import { handleHoldingsDownload } from './modules/holdings/download.ts';
import { handleSushiHttp, isSushiPath } from './modules/sushi/http.ts';
import { HOLDINGS_DOWNLOAD_PREFIX } from './modules/holdings/summary.ts';
import { handleHomepageDownload } from './modules/home/download.ts';
import { handleUserManagementDownload, isUserManagementDownload } from './modules/users/downloads.ts';
import { USER_DATA_DOWNLOAD_PREFIX } from './modules/users/data-download.ts';
import { buildSchema } from './schema.ts';
import { handleReportScheduleTestHook, REPORT_SCHEDULE_TEST_HOOK_PATH } from './modules/reports/test-hooks.ts';
import { EBA_PARTICIPANT_TEST_HOOK_PATH, handleEbaParticipantTestHook } from './modules/eba/test-hooks.ts';

export interface CreateGatewayOptions {
  db: Db;
  /** Resolved configuration, or input to resolve (defaults: development, JSTOR, apps/admin/dist). */
  config?: GatewayConfig | GatewayConfigInput;
  /** Clock for sessions and the dashboards' "today" (tests fix it or move it forward). */
  now?: () => Date;
  /** How long a GraphQL request's database work may take (default REQUEST_DEADLINE_MS; tests shorten it). */
  requestDeadlineMs?: number;
}

/** What yoga receives from the HTTP layer for each request. */
interface ServerContext {
  cookieHeader: string | null;
  clientAddress?: string;
  setCookie(value: string): void;
}

export { CONTENT_SECURITY_POLICY } from './http/csp.ts';

function isGatewayConfig(config: GatewayConfig | GatewayConfigInput): config is GatewayConfig {
  return typeof (config as GatewayConfig).production === 'boolean' && typeof (config as GatewayConfig).log === 'function';
}

function setSecurityHeaders(res: ServerResponse, config: GatewayConfig, withCsp: boolean): void {
  if (withCsp) res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  if (config.production) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
}

function sendJsonError(
  res: ServerResponse,
  status: number,
  message: string,
  code: string,
  extraHeaders: Record<string, string> = {},
): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    ...extraHeaders,
  });
  res.end(body);
}

class BodyTooLargeError extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Collects Set-Cookie values by cookie name; a later value for the same name replaces the earlier one. */
function cookieCollector(): { setCookie(value: string): void; values(): string[] } {
  const cookies = new Map<string, string>();
  return {
    setCookie(value) {
      cookies.set(value.slice(0, value.indexOf('=')), value);
    },
    values: () => [...cookies.values()],
  };
}

/**
 * The gateway: `POST /ui/data-fetch/gateway` (GraphQL over JSON, application id required), the console
 * under `/admin/`, `GET /` redirecting there, and the home dashboard's XLSX downloads under
 * `/ui/data-fetch/downloads/homepage/` (session cookie required).
 */
export function createGateway(options: CreateGatewayOptions): Server {
  const config = options.config && isGatewayConfig(options.config) ? options.config : resolveConfig(options.config);
  const now = options.now ?? (() => new Date());
  const requestDeadlineMs = options.requestDeadlineMs ?? REQUEST_DEADLINE_MS;
  const services: GatewayServices = {
    db: options.db,
    config,
    sessions: new SessionStore(options.db, now),
    passwords: new PasswordVerifier(config.scrypt),
    now,
  };

  const logger: YogaLogger = {
    debug: () => {},
    info: () => {},
    warn: (...args: unknown[]) => config.log(`graphql warning: ${args.map(String).join(' ')}`),
    error: (...args: unknown[]) => config.log(`graphql error: ${args.map(String).join(' ')}`),
  };

  const yoga = createYoga<ServerContext, RequestContext>({
    schema: buildSchema(),
    graphqlEndpoint: GATEWAY_PATH,
    context: ({ cookieHeader, setCookie, clientAddress }) =>
      createRequestContext(services, { cookieHeader, setCookie, clientAddress, deadline: Date.now() + requestDeadlineMs }),
    maskedErrors: { isDev: config.debugErrors },
    graphiql: config.graphiql ? { title: 'Admin console gateway', additionalHeaders: { authorization: APP_IDENTIFIER } } : false,
    landingPage: false,
    // The HTTP layer below already refuses cross-origin use, GET operations, multipart and other bodies.
    cors: false,
    multipart: false,
    batching: false,
    // handleGraphql reads the body within config.bodyLimitBytes before yoga sees it (413 PAYLOAD_TOO_LARGE) and
    // the pages' documents are the console's own: yoga's second count piped every body through a TransformStream.
    maxRequestBodySize: false,
    logging: logger,
    plugins: gatewayGraphqlPlugins({ introspection: config.introspection, log: config.log }),
  });

  /**
   * A request for yoga, made with yoga's own Fetch API (@whatwg-node's Request keeps the bytes it is given, where
   * Node's builds a ReadableStream and an AbortSignal for each: about 20 µs a request).
   */
  const yogaRequest = (init: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: Uint8Array<ArrayBuffer> | string;
  }): Request => new yoga.fetchAPI.Request(`http://gateway${GATEWAY_PATH}`, init);

  async function handleGraphql(req: IncomingMessage, res: ServerResponse, search: string): Promise<void> {
    const method = req.method ?? 'GET';
    const wantsGraphiql = config.graphiql && method === 'GET' && search === '' && (req.headers.accept ?? '').includes('text/html');
    if (wantsGraphiql) {
      // Development only: the GraphiQL page itself executes nothing; its requests carry the application id.
      const response = await yoga.fetch(yogaRequest({ method: 'GET', headers: { accept: 'text/html' } }), {
        cookieHeader: null,
        setCookie: () => {},
      });
      res.writeHead(response.status, {
        'Content-Type': response.headers.get('content-type') ?? 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(Buffer.from(await response.arrayBuffer()));
      return;
    }
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);

    if (req.headers.authorization !== APP_IDENTIFIER) {
      sendJsonError(res, 401, 'Unknown application.', 'UNAUTHORIZED_APPLICATION');
      return;
    }
    if (method !== 'POST') {
      sendJsonError(res, 405, 'Send GraphQL operations as a JSON POST.', 'METHOD_NOT_ALLOWED', { Allow: 'POST' });
      return;
    }
    if (mediaType(req.headers['content-type']) !== 'application/json') {
      sendJsonError(res, 415, 'Send GraphQL operations as application/json.', 'UNSUPPORTED_MEDIA_TYPE');
      return;
    }
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > config.bodyLimitBytes) {
      sendJsonError(res, 413, 'The request is too large.', 'PAYLOAD_TOO_LARGE', { Connection: 'close' });
      req.resume();
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, config.bodyLimitBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        sendJsonError(res, 413, 'The request is too large.', 'PAYLOAD_TOO_LARGE', { Connection: 'close' });
        req.resume();
        return;
      }
      throw error;
    }

    const cookies = cookieCollector();
    const headers = { 'content-type': 'application/json', accept: req.headers.accept ?? 'application/json' };
    const response = await yoga.fetch(yogaRequest({ method: 'POST', headers, body: new Uint8Array(body) }), {
      cookieHeader: req.headers.cookie ?? null,
      setCookie: cookies.setCookie,
      clientAddress: clientAddress(req, config.trustProxyHops),
    });

    const outgoing: Record<string, string | string[]> = { 'Cache-Control': 'no-store' };
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') outgoing[name] = value;
    });
    const setCookies = cookies.values();
    if (setCookies.length > 0) outgoing['Set-Cookie'] = setCookies;
    // Large answers (the home dashboard's is tens of kB) are compressed at a fast level; small ones are not.
    const { body: payload, encoding } = await negotiateBody(Buffer.from(await response.arrayBuffer()), req.headers['accept-encoding']);
    outgoing.Vary = appendVary(outgoing.vary ?? outgoing.Vary, 'Accept-Encoding');
    delete outgoing.vary;
    if (encoding) outgoing['Content-Encoding'] = encoding;
    outgoing['Content-Length'] = String(payload.length);
    res.writeHead(response.status, outgoing);
    res.end(payload);
  }

  /** Runs one console operation through yoga (same plugins, limits and masking) for a page request. */
  async function runForPage(
    req: IncomingMessage,
    query: string,
    variables: Record<string, unknown>,
    setCookie: (value: string) => void,
  ): Promise<unknown> {
    const response = await yoga.fetch(
      yogaRequest({
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      }),
      { cookieHeader: req.headers.cookie ?? null, setCookie, clientAddress: clientAddress(req, config.trustProxyHops) },
    );
    const result = (await response.json()) as { data?: unknown; errors?: unknown[] };
    if (response.status !== 200 || (result.errors?.length ?? 0) > 0 || !result.data) {
      throw new Error(`status ${response.status}: ${JSON.stringify(result.errors ?? null).slice(0, 300)}`);
    }
    return result.data;
  }

  /**
   * An agent administrator's child institutions (the console's ChildInstitutions answers, one list per agent
   * account, joined as the console joins them): with them in the page the console knows the account it shows
   * (the first by name may be a child) before its first query, so no route asks twice. Null when the session
   * administers no agent account, or when a list could not be read (the console then asks for them itself).
   */
  async function agentChildrenForPage(
    req: IncomingMessage,
    session: unknown,
    setCookie: (value: string) => void,
  ): Promise<unknown[] | null> {
    const profiles = (session as { session?: { authenticatedProfiles?: { role: string; externalId: string }[] } | null }).session
      ?.authenticatedProfiles;
    const ids = [...new Set((profiles ?? []).filter((profile) => profile.role === AGENT_ROLE).map((profile) => profile.externalId))];
    if (ids.length === 0) return null;
    try {
      const lists = await Promise.all(
        ids.map((accountId) => runForPage(req, ChildInstitutionsDocument.toString(), { accountId }, setCookie)),
      );
      return lists.flatMap((list) => (list as { childInstitutions: unknown[] }).childInstitutions);
    } catch (error) {
      config.log(`child institutions left out of the page: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** The console's Session and AppConfig answers for the page's cookie (the documents the console sends). */
  const bootData: BootDataProvider = async (req) => {
    const cookies = cookieCollector();
    try {
      const [session, appConfig] = await Promise.all([
        runForPage(req, SessionDocument.toString(), { flagNames: [...FLAG_NAMES] }, cookies.setCookie),
        runForPage(req, AppConfigDocument.toString(), {}, cookies.setCookie),
      ]);
      const anonymous = !parseCookies(req.headers.cookie).has(sessionCookieName(config.secureCookies));
      const childInstitutions = await agentChildrenForPage(req, session, cookies.setCookie);
      return { data: { session, appConfig, ...(childInstitutions ? { childInstitutions } : {}) }, anonymous, setCookies: cookies.values() };
    } catch (error) {
      config.log(`boot data left out of the page: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const indexCache = new IndexTemplateCache();

  const LEGACY_BASE = '/one-admin';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const queryIndex = rawUrl.indexOf('?');
    const pathname = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
    const search = queryIndex === -1 ? '' : rawUrl.slice(queryIndex);
    const method = req.method ?? 'GET';
    setSecurityHeaders(res, config, false);

    if (pathname === GATEWAY_PATH) {
      await handleGraphql(req, res, search);
      return;
    }
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    // Uploads and session-checked downloads refuse other sites' pages (the emailed user-data link, whose token
    // is the credential, may be opened from a webmail).
    if (
      (isEbaHttpPath(pathname) ||
        pathname.startsWith(HOMEPAGE_DOWNLOAD_PREFIX) ||
        pathname.startsWith(HOLDINGS_DOWNLOAD_PREFIX) ||
        pathname.startsWith(REPORT_DOWNLOAD_PREFIX) ||
        (isUserManagementDownload(pathname) && !pathname.startsWith(USER_DATA_DOWNLOAD_PREFIX))) &&
      isCrossSite(req, config.trustProxyHops)
    ) {
      sendText(res, 403, 'Cross-site requests are not allowed.', method === 'HEAD');
      return;
    }
    // EBA's storage endpoint takes POST (signed uploads); its downloads are GET.
    if (isEbaHttpPath(pathname)) {
      await handleEbaHttp(req, res, pathname, search, services);
      return;
    }
    // Test only (E2E_TEST_HOOKS=1, never in production): a schedule's run on demand.
    if (config.testHooks && pathname === REPORT_SCHEDULE_TEST_HOOK_PATH) {
      await handleReportScheduleTestHook(req, res, search, services);
      return;
    }
    // Test only (E2E_TEST_HOOKS=1, never in production): an EBA participant of a test's own, and its uploads.
    if (config.testHooks && pathname === EBA_PARTICIPANT_TEST_HOOK_PATH) {
      await handleEbaParticipantTestHook(req, res, search, services);
      return;
    }
    // The COUNTER_SUSHI 5.1 API: credentials in the query string, answers and errors as COUNTER JSON.
    if (isSushiPath(pathname)) {
      await handleSushiHttp(req, res, pathname, search, services);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed.', false, { Allow: 'GET, HEAD' });
      return;
    }
    if (pathname === '/' || pathname === '/admin') {
      res.writeHead(302, { Location: ADMIN_BASE, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    // The product's old root mount (spec 000 §2: "the prefix one-admin"); bookmarks keep working.
    if (pathname === LEGACY_BASE || pathname.startsWith(`${LEGACY_BASE}/`)) {
      const rest = pathname.slice(LEGACY_BASE.length) || '/';
      res.writeHead(301, { Location: `/admin${rest}${search}`, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    if (pathname === '/healthz') {
      sendText(res, 200, 'ok', method === 'HEAD');
      return;
    }
    if (pathname.startsWith(HOMEPAGE_DOWNLOAD_PREFIX)) {
      await handleHomepageDownload(req, res, pathname, services);
      return;
    }
    if (pathname.startsWith(HOLDINGS_DOWNLOAD_PREFIX)) {
      await handleHoldingsDownload(req, res, pathname, services);
      return;
    }
    if (isUserManagementDownload(pathname)) {
      await handleUserManagementDownload(req, res, pathname, services);
      return;
    }
    if (pathname.startsWith(REPORT_DOWNLOAD_PREFIX)) {
      await handleReportDownload(req, res, pathname, services);
      return;
    }
    if (pathname.startsWith(ADMIN_BASE)) {
      await serveConsole(req, res, pathname, config.staticDir, { sourceMaps: config.serveSourceMaps, bootData, indexCache });
      return;
    }
    sendText(res, 404, 'Not found.', method === 'HEAD');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      config.log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) {
        sendJsonError(res, 500, 'Internal error.', 'INTERNAL_SERVER_ERROR');
      } else {
        res.destroy();
      }
    });
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  return server;
}
