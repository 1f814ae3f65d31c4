import type { Queryable } from '../../db/connection.ts';
import { firstDataMonth, listEntities, readUsage } from './query.ts';
import {
  EXCEPTION_MESSAGES,
  lastCompleteMonth,
  periodExceptions,
  resolveRequest,
  type CounterException,
  type CounterRequest,
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
): Promise<GenerationSummary> {
  const release5 = request.release === '5';
  const resolved = release5 ? toRelease5(resolveRequest(request)) : resolveRequest(request);
  const lastReady = lastCompleteMonth(now);
  const exceptions: CounterException[] = [
    ...resolved.exceptions,
    ...periodExceptions(resolved.months, await firstDataMonth(db, request.platform), lastReady),
  ];
  const allNotReady = resolved.months.every((month) => month > lastReady);
  const keys = allNotReady ? [] : await listEntities(db, resolved);
  if (keys.length === 0 && !allNotReady) exceptions.push({ Code: 3030, Message: EXCEPTION_MESSAGES[3030]! });
  exceptions.sort((a, b) => a.Code - b.Code);

  const writer = release5 && format === 'json' ? release5JsonWriter(resolved, sink) : reportWriter(format, resolved, sink);
  await writer.begin(exceptions);
  let entities = 0;
  for await (const usage of readUsage(db, resolved, keys)) {
    await writer.entity(release5 ? release5Usage(usage) : usage);
    entities += 1;
  }
  await writer.end();
  return { reportId: request.reportId, format, entities, exceptions: exceptions.map((exception) => exception.Code) };
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
