import type { Queryable } from '../../db/connection.ts';
import {
  candidateEntities,
  countUsageRows,
  firstDataMonth,
  listEntities,
  readAttribution,
  readsUsageFirst,
  readUsage,
  type EntityUsage,
} from './query.ts';
import {
  EXCEPTION_MESSAGES,
  hasExtensionFilters,
  lastCompleteMonth,
  passesExtensionFilters,
  lastDayOfMonth,
  periodExceptions,
  resolveRequest,
  type CounterException,
  type CounterRequest,
  type ResolvedRequest,
} from './request.ts';
import { release5JsonWriter, release5Usage, toRelease5 } from './release5.ts';
import { reportWriter, type CounterFormat, type ReportSink } from './writers.ts';

export interface GenerationSummary {
  reportId: string;
  format: CounterFormat;
  /** Report_Items written (IR: items, not parents). */
  entities: number;
  exceptions: number[];
}

export interface GenerationLimits {
  /**
   * Most monthly counts a report may be made of (usage rows read × months of the period, `countUsageRows`): a
   * larger request is refused with ReportTooLargeError before anything is written.
   */
  maxCells?: number;
  /** Entities per statement (default ENTITY_PAGE): smaller pages make shorter statements, at some cost in throughput. */
  pageSize?: number;
}

/** The request would read more than `GenerationLimits.maxCells` monthly counts. */
export class ReportTooLargeError extends Error {
  override readonly name = 'ReportTooLargeError';
  constructor(
    readonly maxCells: number,
    readonly months: number,
  ) {
    super(`the report would be made of more than ${maxCells} monthly counts (${months} months)`);
  }
}

/**
 * Produces one COUNTER 5.1 report in the given format into `sink`: resolves the request, finds the entities
 * with usage (SQL), decides the exceptions (3030 no usage, 3031 months not ready, 3040 partial data, 3050 and
 * 3060 for parameters the report does not take), writes the header, then streams the entities a page at a
 * time. The console's report job and a COUNTER API server call this with the same request.
 */
export async function generateCounterReport(
  db: Queryable,
  request: CounterRequest,
  format: CounterFormat,
  sink: ReportSink,
  now: Date = request.created,
  limits: GenerationLimits = {},
): Promise<GenerationSummary> {
  const release5 = request.release === '5';
  const firstData = await firstDataMonth(db, request.platform);
  const fromFirstData = startAtFirstData(request, firstData);
  const requested = release5 ? toRelease5(resolveRequest(fromFirstData)) : resolveRequest(fromFirstData);
  const lastReady = lastCompleteMonth(now);
  const exceptions: CounterException[] = [
    ...requested.exceptions,
    ...periodExceptions(requested.months, firstData, lastReady),
    ...(fromFirstData === request ? [] : [{ Code: 3040, Message: EXCEPTION_MESSAGES[3040]!, Data: `Usage data begins in ${firstData}` }]),
  ];
  const allNotReady = requested.months.every((month) => month > lastReady);
  const period = allNotReady ? requested : readyPeriod(requested, lastReady);
  // The common extensions: the usage's attribution, read once when a filter or an attribute asks for it; usage that
  // does not pass the filters is not read (no usage: 3030).
  const needsAttribution = hasExtensionFilters(period.extensionFilters) || period.extensionAttributes.length > 0;
  const resolved = needsAttribution ? { ...period, attribution: await readAttribution(db, period) } : period;
  const excluded = resolved.attribution ? !passesExtensionFilters(resolved.extensionFilters, resolved.attribution) : false;
  if (limits.maxCells !== undefined && !allNotReady && !excluded) await checkSize(db, resolved, limits.maxCells);
  // PR and DR: their few entities' usage is read before the header (one pass); TR and IR: the entities with usage
  // first, then their usage a page at a time while writing.
  let prefetched: EntityUsage[] | null = null;
  let keys: string[] = [];
  if (!allNotReady && !excluded && readsUsageFirst(resolved)) {
    prefetched = [];
    for await (const usage of readUsage(db, resolved, await candidateEntities(db, resolved), limits.pageSize)) prefetched.push(usage);
    keys = prefetched.map((usage) => usage.entity.key);
  } else if (!allNotReady && !excluded) keys = await listEntities(db, resolved);
  if (keys.length === 0 && !allNotReady) exceptions.push({ Code: 3030, Message: EXCEPTION_MESSAGES[3030]! });
  exceptions.sort((a, b) => a.Code - b.Code);

  const writer = release5 && format === 'json' ? release5JsonWriter(resolved, sink) : reportWriter(format, resolved, sink);
  await writer.begin(exceptions);
  let entities = 0;
  for await (const usage of prefetched ?? readUsage(db, resolved, keys, limits.pageSize)) {
    await writer.entity(release5 ? release5Usage(usage) : usage);
    entities += 1;
  }
  await writer.end();
  return { reportId: request.reportId, format, entities, exceptions: exceptions.map((exception) => exception.Code) };
}

/** Refuses a report of more than `maxCells` monthly counts, counting only as far as that takes. */
async function checkSize(db: Queryable, resolved: ResolvedRequest, maxCells: number): Promise<void> {
  const months = resolved.months.length;
  if (months === 0) return;
  const allowedRows = Math.floor(maxCells / months);
  if ((await countUsageRows(db, resolved, allowedRows + 1)) > allowedRows) throw new ReportTooLargeError(maxCells, months);
}

/**
 * The request cut at the last month whose usage is ready. COUNTER_API.json, Exception 3031: "If the requested
 * end_date is the current or a future month, the server may continue processing the request and include Exception
 * 3031, the End_Date Report_Filter then should be set to the previous month (the last month that could have been
 * processed)." So End_Date (JSON Report_Filters, tabular Reporting_Period) and the month columns end there; the
 * exception's Data still names the months asked for and not ready.
 */
function readyPeriod(resolved: ResolvedRequest, lastReady: string): ResolvedRequest {
  const months = resolved.months.filter((month) => month <= lastReady);
  if (months.length === resolved.months.length) return resolved;
  return { ...resolved, months, request: { ...resolved.request, endDate: lastDayOfMonth(lastReady) } };
}

/**
 * The request from the first month that has usage on the platform, when it asks for months before it and that
 * month is within the period (begin_date=1900-01): the answer holds the usage there is, from that month, with
 * Exception 3040 (COUNTER_API.json: "The server should return the available data and provide an explanation in the
 * additional Data element"), and Begin_Date says where the data starts. A period wholly before any usage is left
 * as asked (3030 No Usage Available).
 */
export function startAtFirstData(request: CounterRequest, firstData: string | null): CounterRequest {
  if (!firstData || request.beginDate.slice(0, 7) >= firstData || request.endDate.slice(0, 7) < firstData) return request;
  return { ...request, beginDate: `${firstData}-01` };
}

/** Collects a report in memory (tests, small answers such as a COUNTER API response). */
export function memorySink(): ReportSink & { buffer(): Buffer } {
  const chunks: Buffer[] = [];
  return {
    write: async (chunk) => {
      chunks.push(chunk);
    },
    buffer: () => Buffer.concat(chunks),
  };
}
