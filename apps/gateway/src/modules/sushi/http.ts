import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayServices } from '../../context.ts';
import { scopeToRequest, type Queryable } from '../../db/connection.ts';
import { appendVary, negotiateBody } from '../../http/content-encoding.ts';
import { COUNTER_REPORT_IDS, REPORT_DEFINITIONS, type CounterReportId } from '../counter/definitions.ts';
import { generateCounterReport, memorySink, ReportTooLargeError } from '../counter/generate.ts';
import { createdStamp, REGISTRY_RECORD } from '../counter/header.ts';
import { firstDataMonth } from '../counter/query.ts';
import { lastCompleteMonth, lastDayOfMonth, PLATFORM_NAMES, type CounterRequest } from '../counter/request.ts';
import { pgClientAdapter, THROTTLE_TABLE } from '../session/throttle.ts';
import { covers, credentialByKey, customerByCode, markUsed, membersOf, type CredentialOwner, type CustomerAccount } from './credentials.ts';
import { acquireReportLease, releaseReportLease, type ReportLease } from './leases.ts';
import {
  parsePeriod,
  type Period,
  parsePlatform,
  reportOfPath,
  reportParameters,
  REPORT_DESCRIPTIONS,
  sushiError,
  type SushiError,
  type SushiPlatform,
} from './params.ts';
import { sendText } from '../../http/responses.ts';
import { STATEMENT_TIMEOUT_MS } from '../../db/limits.ts';

/**
 * The COUNTER_SUSHI 5.1 API (COUNTER_API.json 5.1.0.1) under `/sushi`: `/r51/status`, `/r51/members`,
 * `/r51/reports` and `/r51/reports/{report}`. Reports come from `generateCounterReport`, the function the
 * console's report job calls, as COUNTER JSON. Credentials are checked against the database on every request.
 */
export const SUSHI_BASE = '/sushi/r51';
/** The customer_id COUNTER reserves for reports to "The World". */
const GLOBAL_CUSTOMER = '0000000000000000';
/** A year of TR for a large institution takes seconds, never a GraphQL request's 10 s budget of the console. */
const SUSHI_DEADLINE_MS = 60_000;
/**
 * A report lease outlives everything its request can still do on the database: its deadline, and a statement
 * running at the deadline (PostgreSQL cancels it at the statement timeout). Then a gateway that died holding it
 * blocks nobody for long.
 */
const LEASE_TTL_MS = SUSHI_DEADLINE_MS + STATEMENT_TIMEOUT_MS;
/** Retry-After of a credential's report refused while its others run: about what one report takes. */
const BUSY_RETRY_SECONDS = 5;
/**
 * Entities per statement of a SUSHI report, a fifth of the console's: on PGlite a console statement may wait for the
 * one SUSHI statement running, and for the main thread's work on its page, so both stay a few milliseconds; the
 * harvest takes no longer.
 */
const SUSHI_PAGE = 100;

export function isSushiPath(pathname: string): boolean {
  return pathname === '/sushi' || pathname.startsWith('/sushi/');
}

function isSushiError(value: unknown): value is SushiError {
  return typeof value === 'object' && value !== null && 'exception' in value && 'status' in value;
}

async function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  const { body, encoding } = await negotiateBody(Buffer.from(JSON.stringify(value)), req.headers['accept-encoding']);
  sendBody(req, res, status, body, encoding, headers);
}

function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Buffer,
  encoding: string | null,
  headers: Record<string, string> = {},
): void {
  const outgoing: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(body.length),
    Vary: appendVary(undefined, 'Accept-Encoding'),
    ...headers,
  };
  if (encoding) outgoing['Content-Encoding'] = encoding;
  res.writeHead(status, outgoing);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendError(req: IncomingMessage, res: ServerResponse, error: SushiError): Promise<void> {
  return sendJson(req, res, error.status, error.exception, error.headers);
}

/** Query parameters with lower-case names; a repeated name keeps its first value. */
function queryOf(search: string): Map<string, string> {
  const query = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) {
    const key = name.toLowerCase();
    if (!query.has(key)) query.set(key, value);
  }
  return query;
}

/** A NUL or other C0 control character, or a lone surrogate: never part of a valid value, and PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const UNUSABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A parameter whose name or value holds a character no valid value has (%00 …) is a bad value like any other:
 * 3020 for begin_date and end_date, 1030 for the rest. Checked before anything reaches the database.
 */
export function unusableParameter(query: Map<string, string>): SushiError | null {
  for (const [name, value] of query) {
    if (!UNUSABLE.test(name) && !UNUSABLE.test(value)) continue;
    const shown = name.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
    if (name === 'begin_date' || name === 'end_date') return sushiError(3020, `${name} must be a yyyy-mm or yyyy-mm-dd date`);
    return sushiError(1030, `${shown} holds a character that is not allowed`);
  }
  return null;
}

/**
 * One request's view of the services: the clock, the rate limiter, and two lanes of the database with its deadline.
 * `db`, the console's lane, serves the credential checks, the rate limit and the leases: short statements, so a
 * refused harvester hears at once and a lease is never freed late behind the harvests. `bulkDb` (RequestScope.bulk)
 * serves everything else, so the reports wait for the console's statements, never the other way round.
 */
interface SushiRequest {
  db: Queryable;
  bulkDb: Queryable;
  services: GatewayServices;
  query: Map<string, string>;
  now: Date;
}

/** Checks customer_id, requestor_id and api_key, counts the request against the credential, finds the customer. */
async function authorise(
  request: SushiRequest,
  needsCustomer = true,
): Promise<{ owner: CredentialOwner; customer: CustomerAccount } | SushiError> {
  const { query, db } = request;
  const customerId = query.get('customer_id')?.trim() ?? '';
  const requestorId = query.get('requestor_id')?.trim() ?? '';
  const apiKey = query.get('api_key') ?? '';
  if (needsCustomer && customerId === '') return sushiError(1030, 'Missing customer_id');
  if (requestorId === '') return sushiError(1030, 'Missing requestor_id');
  if (apiKey === '') return sushiError(2020, 'Missing api_key');
  const owner = await credentialByKey(db, apiKey);
  if (!owner) return sushiError(2020);
  if (owner.requestorId !== requestorId) return sushiError(2000);
  const limited = await consume(request, owner.credentialId);
  if (limited) return limited;
  await markUsed(db, owner.credentialId, request.now);
  if (customerId === GLOBAL_CUSTOMER) return sushiError(2011);
  const customer = customerId === '' ? null : await customerByCode(db, customerId);
  if (!customer || !covers(owner, customer)) return sushiError(2010, `customer_id ${customerId.slice(0, 64)}`);
  return { owner, customer };
}

/** Per-credential rate limit (rate-limiter-flexible over the sign-in throttle's table, key prefix `sushi`). */
async function consume(request: SushiRequest, credentialId: string): Promise<SushiError | null> {
  const { requests, windowSeconds } = request.services.config.sushiRateLimit;
  const limiter = new RateLimiterPostgres({
    storeClient: pgClientAdapter(request.db),
    storeType: 'client',
    tableName: THROTTLE_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'sushi',
    points: requests,
    duration: windowSeconds,
  });
  try {
    await limiter.consume(credentialId, 1);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return sushiError(1020, `At most ${requests} requests per ${windowSeconds} seconds per credential; retry after ${seconds} seconds`, {
      'Retry-After': String(seconds),
    });
  }
}

function institutionId(platform: SushiPlatform, code: string) {
  return { Proprietary: [`${platform}:${code}`] };
}

async function status(request: SushiRequest, platforms: SushiPlatform[]): Promise<unknown[]> {
  const lastReady = lastCompleteMonth(request.now);
  return Promise.all(
    platforms.map(async (platform) => {
      const name = PLATFORM_NAMES[platform];
      const base = { Description: `COUNTER Release 5.1 usage reports for the ${name} platform.`, Registry_Record: REGISTRY_RECORD };
      try {
        const { rows } = await request.bulkDb.query<{ first: string | null; last: string | null }>(
          `SELECT to_char(min(month), 'YYYY-MM') AS first, to_char(max(month), 'YYYY-MM') AS last FROM counter_usage WHERE platform = $1`,
          [platform],
        );
        const first = rows[0]?.first ?? null;
        const last = rows[0]?.last ? (rows[0].last < lastReady ? rows[0].last : lastReady) : null;
        // The latest usage date: the last day of the last month whose usage is complete.
        const note =
          first && last && first <= last
            ? `Usage is available from ${first} through ${last}; the latest usage date is ${lastDayOfMonth(last)}.`
            : 'No usage has been processed yet.';
        return { ...base, Service_Active: true, Note: note };
      } catch (error) {
        request.services.config.log(`sushi status: ${error instanceof Error ? error.message : String(error)}`);
        return {
          ...base,
          Service_Active: false,
          Note: 'The service cannot deliver reports at the moment.',
          Alerts: [{ Date_Time: createdStamp(request.now), Alert: 'The usage database is not available.' }],
        };
      }
    }),
  );
}

function member(platform: SushiPlatform, account: CustomerAccount) {
  return { Customer_ID: account.code, Institution_Name: account.name, Institution_ID: institutionId(platform, account.code) };
}

async function reportList(request: SushiRequest, platform: SushiPlatform): Promise<unknown[]> {
  const lastReady = lastCompleteMonth(request.now);
  const first = (await firstDataMonth(request.bulkDb, platform)) ?? lastReady;
  return COUNTER_REPORT_IDS.map((id) => ({
    Report_Name: REPORT_DEFINITIONS[id].name,
    Report_ID: id,
    Release: '5.1',
    Report_Description: REPORT_DESCRIPTIONS[id],
    Path: `/r51/reports/${id.toLowerCase()}`,
    First_Month_Available: first < lastReady ? first : lastReady,
    Last_Month_Available: lastReady,
  }));
}

/** The report as COUNTER JSON, through the console's generator; too large a request is refused (3020) before it is made. */
async function report(
  request: SushiRequest,
  reportId: CounterReportId,
  platform: SushiPlatform,
  customer: CustomerAccount,
  period: Period,
): Promise<Buffer | SushiError> {
  const counterRequest: CounterRequest = {
    reportId,
    platform,
    accountId: customer.id,
    institutionName: customer.name,
    customerId: customer.code,
    ...period,
    ...reportParameters(reportId, request.query),
    createdBy: request.services.config.providerName,
    created: request.now,
  };
  const sink = memorySink();
  const maxCells = request.services.config.sushiMaxReportCells;
  try {
    await generateCounterReport(request.bulkDb, counterRequest, 'json', sink, request.now, { maxCells, pageSize: SUSHI_PAGE });
  } catch (error) {
    if (!(error instanceof ReportTooLargeError)) throw error;
    return sushiError(
      3020,
      `The report asked for is too large: more than ${error.maxCells.toLocaleString('en-US')} monthly counts (usage rows × ${error.months} months). ` +
        'Ask for fewer months at a time, or filter the report (metric_type, data_type, access_type, item_id).',
    );
  }
  return sink.buffer();
}

/** A slot of the credential's concurrent reports, or the 429 that says all are taken. */
async function takeLease(request: SushiRequest, owner: CredentialOwner): Promise<ReportLease | SushiError> {
  const slots = request.services.config.sushiConcurrency;
  const lease = await acquireReportLease(request.db, owner.credentialId, slots, LEASE_TTL_MS);
  if (lease) return lease;
  return sushiError(
    1020,
    `At most ${slots} report requests per credential at once; retry after ${BUSY_RETRY_SECONDS} seconds, once one has finished`,
    { 'Retry-After': String(BUSY_RETRY_SECONDS) },
  );
}

/** Frees the slot on a scope of its own: the request's deadline may have passed, and the slot must not wait for its expiry. */
async function returnLease(services: GatewayServices, lease: ReportLease): Promise<void> {
  try {
    await releaseReportLease(scopeToRequest(services.db, { deadline: Date.now() + STATEMENT_TIMEOUT_MS }), lease);
  } catch (error) {
    services.config.log(`sushi lease not released (it expires by itself): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** GET (or HEAD) a path under /sushi. */
export async function handleSushiHttp(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
  services: GatewayServices,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed.', false, { Allow: 'GET, HEAD' });
    return;
  }
  const path = pathname.replace(/\/+$/, '');
  const deadline = Date.now() + SUSHI_DEADLINE_MS;
  const request: SushiRequest = {
    db: scopeToRequest(services.db, { deadline }),
    bulkDb: scopeToRequest(services.db, { deadline, bulk: true }),
    services,
    query: queryOf(search),
    now: services.now(),
  };
  const platform = parsePlatform(request.query.get('platform') ?? null);
  try {
    const unusable = unusableParameter(request.query);
    if (unusable) return await sendError(req, res, unusable);
    if (path === `${SUSHI_BASE}/status`) {
      const platforms: SushiPlatform[] = request.query.get('platform') ? (isSushiError(platform) ? [] : [platform]) : ['jstor', 'artstor'];
      if (platforms.length === 0) return await sendError(req, res, platform as SushiError);
      return await sendJson(req, res, 200, await status(request, platforms));
    }
    const reportSegment = path.startsWith(`${SUSHI_BASE}/reports/`) ? path.slice(`${SUSHI_BASE}/reports/`.length) : null;
    const reportId = reportSegment !== null ? reportOfPath(reportSegment) : null;
    if (reportSegment !== null && (reportId === null || reportSegment.includes('/'))) {
      return await sendError(req, res, sushiError(3000, `${reportSegment.slice(0, 40)} is not a report of this server`));
    }
    if (path !== `${SUSHI_BASE}/members` && path !== `${SUSHI_BASE}/reports` && reportId === null) {
      sendText(res, 404, 'Not found.', req.method === 'HEAD');
      return;
    }
    const access = await authorise(request);
    if (isSushiError(access)) return await sendError(req, res, access);
    if (isSushiError(platform)) return await sendError(req, res, platform);
    if (path === `${SUSHI_BASE}/members`) {
      const members = await membersOf(request.bulkDb, access.owner);
      // A consortium's list starts with the consortium; a member's list is the member alone.
      const shown = access.customer.id === access.owner.accountId ? members : [access.customer];
      return await sendJson(
        req,
        res,
        200,
        shown.map((account) => member(platform, account)),
      );
    }
    if (reportId === null) return await sendJson(req, res, 200, await reportList(request, platform));
    const period = parsePeriod(request.query.get('begin_date') ?? null, request.query.get('end_date') ?? null, request.now);
    if (isSushiError(period)) return await sendError(req, res, period);
    const lease = await takeLease(request, access.owner);
    if (isSushiError(lease)) return await sendError(req, res, lease);
    let body: Buffer | SushiError;
    try {
      body = await report(request, reportId, platform, access.customer, period);
    } finally {
      await returnLease(services, lease);
    }
    if (isSushiError(body)) return await sendError(req, res, body);
    const { body: payload, encoding } = await negotiateBody(body, req.headers['accept-encoding']);
    sendBody(req, res, 200, payload, encoding);
  } catch (error) {
    services.config.log(`sushi request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    await sendError(req, res, sushiError(1000, 'The request could not be completed; try again later'));
  }
}
