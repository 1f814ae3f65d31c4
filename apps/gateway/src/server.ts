import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { constants as http2Constants, createSecureServer, Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Server as NetServer, Socket } from 'node:net';
import { APP_IDENTIFIER, GATEWAY_PATH } from '@console/graphql/app-id';
import { AppConfigDocument, ChildInstitutionsDocument, SessionDocument } from '@console/graphql/client';
import { FLAG_NAMES } from '@console/graphql/flags';
import { createYoga, type YogaLogger } from 'graphql-yoga';
import { PasswordVerifier } from './auth/passwords.ts';
import { parseCookies, sessionCookieName, SessionStore } from './auth/sessions.ts';
import { resolveConfig, type GatewayConfig, type GatewayConfigInput, type TlsFiles } from './config.ts';
import { createRequestContext, type GatewayServices, type RequestContext } from './context.ts';
import type { Db } from './db/connection.ts';
import { REQUEST_DEADLINE_MS } from './db/limits.ts';
import { clientAddress } from './http/client-address.ts';
import { appendVary, negotiateBody } from './http/content-encoding.ts';
import { CONTENT_SECURITY_POLICY } from './http/csp.ts';
import { isCrossSite } from './http/cross-site.ts';
import { closeConnectionHeader, isConnectionSpecificHeader, isHttp2, translateHttp2Request } from './http/http2.ts';
import { sendText } from './http/responses.ts';
import { gatewayGraphqlPlugins } from './http/graphql-guards.ts';
import { childInstitutionsForPage, type ChildInstitutionForPage, type ChildInstitutionsForPage } from './http/boot-children.ts';
import { IndexTemplateCache, type BootDataProvider } from './http/index-html.ts';
import { AGENT_ROLE } from './auth/principal.ts';
import { ADMIN_BASE, serveConsole } from './http/static.ts';
import { HOMEPAGE_DOWNLOAD_PREFIX } from './modules/home/dashboard.ts';
import { handleReportDownload, REPORT_DOWNLOAD_PREFIX } from './modules/counter/download.ts';
import { handleEbaHttp, isEbaHttpPath } from './modules/eba/http.ts';
import { handleHoldingsDownload } from './modules/holdings/download.ts';
import { handleSushiHttp, isSushiPath } from './modules/sushi/http.ts';
import { handleIngestHttp, isIngestPath } from './modules/ingest/http.ts';
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
  /** How long a client may take to send a whole request (default REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
}

/**
 * What createGateway returns: node:http's server, or with config.tls node:http2's secure server (HTTP/2 and
 * HTTP/1.1). Both listen, close and tell their address as net.Server does; closeAllConnections ends every open
 * connection (and HTTP/2 session) for a shutdown that does not wait for idle browsers.
 */
export type GatewayServer = NetServer & { closeAllConnections(): void };

/** Time for a client to send a whole request, headers and body (node:http's requestTimeout). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Time for a client to send a request's headers (node:http's headersTimeout). */
export const HEADERS_TIMEOUT_MS = 20_000;
/** An idle HTTP/1.1 keep-alive connection is closed after this (node:http's default). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** An HTTP/2 session (a browser keeps one per origin open) is closed after this long without a frame. */
const HTTP2_IDLE_TIMEOUT_MS = 120_000;

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
    // A stream reset or a connection lost before the body ended (HTTP/2's compatibility request may emit no error).
    req.on('close', () => {
      if (done) return;
      done = true;
      reject(new Error('The request was closed before its body ended.'));
    });
  });
}

/**
 * 413 for a GraphQL body over the limit. HTTP/1.1: the connection is closed after the answer and what the client
 * still sends is read and dropped meanwhile. HTTP/2: the stream ends with the answer (Node resets it), the
 * session stays.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse): void {
  sendJsonError(res, 413, 'The request is too large.', 'PAYLOAD_TOO_LARGE', closeConnectionHeader(req));
  if (!isHttp2(req)) req.resume();
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
export function createGateway(options: CreateGatewayOptions): GatewayServer {
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
      refuseBody(req, res);
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, config.bodyLimitBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        refuseBody(req, res);
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
      if (name !== 'set-cookie' && name !== 'content-length' && !isConnectionSpecificHeader(name)) outgoing[name] = value;
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
   * account, joined as the console joins them), as much of them as the page carries (childInstitutionsForPage:
   * all, or above LONG_ACCOUNT_LIST the first by name and the count): with them the console knows the account it
   * shows (the first by name may be a child) before its first query, so no route asks twice. Null when the
   * session administers no agent account, or when a list could not be read (the console then asks for them itself).
   */
  async function agentChildrenForPage(
    req: IncomingMessage,
    session: unknown,
    setCookie: (value: string) => void,
  ): Promise<ChildInstitutionsForPage | null> {
    const profiles = (session as { session?: { authenticatedProfiles?: { role: string; externalId: string }[] } | null }).session
      ?.authenticatedProfiles;
    const ids = [...new Set((profiles ?? []).filter((profile) => profile.role === AGENT_ROLE).map((profile) => profile.externalId))];
    if (ids.length === 0) return null;
    try {
      const lists = await Promise.all(
        ids.map((accountId) => runForPage(req, ChildInstitutionsDocument.toString(), { accountId }, setCookie)),
      );
      return childInstitutionsForPage(
        lists.flatMap((list) => (list as { childInstitutions: ChildInstitutionForPage[] }).childInstitutions),
      );
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
      const children = await agentChildrenForPage(req, session, cookies.setCookie);
      return { data: { session, appConfig, ...children }, anonymous, setCookies: cookies.values() };
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
    // The usage ingest API: a platform's systems send raw usage events with a bearer ingest key (no cookies).
    if (isIngestPath(pathname)) {
      await handleIngestHttp(req, res, pathname, services);
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

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      config.log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) {
        sendJsonError(res, 500, 'Internal error.', 'INTERNAL_SERVER_ERROR');
      } else {
        res.destroy();
      }
    });
  };
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  if (config.tls) return createSecureGateway(config.tls, onRequest, requestTimeoutMs);
  const server = createServer(onRequest);
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  return server;
}

/**
 * HTTPS with HTTP/2 (ALPN h2) and HTTP/1.1 (ALPN http/1.1, or no ALPN) on one port, through the same handler:
 * HTTP/2 requests come as node:http2's compatibility objects, which the routes use like node:http's (see
 * http/http2.ts for where the two differ and how the routes handle it).
 *
 * Timeouts: HTTP/1.1 connections get node:http's (node:http2 reads the same properties for them); an HTTP/2
 * request with a body has requestTimeoutMs to send all of it (then 408, or a cancelled stream once the answer has
 * begun), and a session without a frame for HTTP2_IDLE_TIMEOUT_MS is closed with GOAWAY.
 */
function createSecureGateway(
  tls: TlsFiles,
  onRequest: (req: IncomingMessage, res: ServerResponse) => void,
  requestTimeoutMs: number,
): GatewayServer {
  const server = createSecureServer({ allowHTTP1: true, key: tls.key, cert: tls.cert }, (req, res) => {
    // With allowHTTP1 the handler also gets node:http's objects, for HTTP/1.1 clients (the types name only HTTP/2's).
    if (req instanceof Http2ServerRequest) {
      translateHttp2Request(req);
      limitHttp2RequestTime(req, res, requestTimeoutMs);
    }
    onRequest(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  });
  Object.assign(server, {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  });
  server.setTimeout(HTTP2_IDLE_TIMEOUT_MS);
  // Every TCP connection, TLS or not yet, HTTP/2 or HTTP/1.1: closeAllConnections ends them all.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return Object.assign(server, {
    closeAllConnections(): void {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
  });
}

/** An HTTP/2 request whose body is still arriving after requestTimeoutMs is answered 408, or cancelled. */
function limitHttp2RequestTime(req: Http2ServerRequest, res: Http2ServerResponse, requestTimeoutMs: number): void {
  const { stream } = req;
  if (stream.endAfterHeaders) return;
  const timer = setTimeout(() => {
    if (stream.destroyed || stream.state.state !== http2Constants.NGHTTP2_STREAM_STATE_OPEN) return;
    if (!res.headersSent) {
      res.writeHead(408, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('The request took too long to send.');
    } else {
      stream.close(http2Constants.NGHTTP2_CANCEL);
    }
  }, requestTimeoutMs);
  timer.unref();
  stream.once('close', () => clearTimeout(timer));
}
