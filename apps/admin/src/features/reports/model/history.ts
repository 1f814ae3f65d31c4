import { isArtstorReport, REPORT_HISTORY_LIMIT } from '@console/rules/reports';
import type { ReportPageKind } from './page-modes';

/** Status polling (spec 001 §9): every 10 seconds, at most 30 polls. */
export const STATUS_POLL_INTERVAL_MS = 10_000;
export const STATUS_POLL_LIMIT = 30;

export interface HistoryItemLike {
  report_id: string;
  created: string;
  status: string;
  attributes: { reportCode: string; requiredAttributes: ReadonlyArray<{ name: string; value: string }> };
}

/** De-duplicated by report_id (the first kept) and sorted newest first by created (spec 001 §3). */
export function dedupeAndSort<T extends HistoryItemLike>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    if (seen.has(item.report_id)) return false;
    seen.add(item.report_id);
    return true;
  });
  // Each date parsed once, not at every comparison (a 2,000-request history sorts at every mount of the table).
  return unique
    .map((item) => ({ item, time: Date.parse(item.created) }))
    .sort((a, b) => b.time - a.time)
    .map(({ item }) => item);
}

/** COUNTER 5 shows no Artstor codes; the Artstor page shows only them (spec 001 §2, §8). */
export function historyForPage<T extends HistoryItemLike>(kind: ReportPageKind, items: readonly T[]): T[] {
  const sorted = dedupeAndSort(items);
  if (kind === 'counter5') return sorted.filter((item) => !isArtstorReport(item.attributes.reportCode));
  if (kind === 'artstor') return sorted.filter((item) => isArtstorReport(item.attributes.reportCode));
  return sorted;
}

/** An attribute's value by name, found case-insensitively (begin_date, Begin_Date, BEGIN_DATE). */
export function attributeValue(attributes: ReadonlyArray<{ name: string; value: string }>, name: string): string | null {
  const wanted = name.toLowerCase();
  return attributes.find((attribute) => attribute.name.toLowerCase() === wanted)?.value ?? null;
}

export function reportingPeriod(item: HistoryItemLike): { begin: string | null; end: string | null } {
  return {
    begin: attributeValue(item.attributes.requiredAttributes, 'begin_date'),
    end: attributeValue(item.attributes.requiredAttributes, 'end_date'),
  };
}

/** A row is downloadable once its status check says complete; everything else reads 'Pending...' (spec 001 §4). */
export function isComplete(status: string): boolean {
  return status.toLowerCase() === 'complete';
}

/** Whether the status check should run again: not complete and fewer than 30 polls so far. */
export function shouldPoll(status: string, polls: number): boolean {
  return !isComplete(status) && polls < STATUS_POLL_LIMIT;
}

/** The download toast (spec 001 §4). */
export function downloadToast(type: string, code: string): string {
  return `${type} Usage Report Download: ${code}`;
}

/** Where a Download button goes: {host}/admin/reports/download/{reportId}/. */
export function downloadPath(reportId: string): string {
  return `/admin/reports/download/${encodeURIComponent(reportId)}/`;
}

/** The Scheduled Reports tab is selected when the newest submission has a frequency (spec 001 §2). */
export function initialTab(lastSubmission: { frequency: string | null } | null): 'history' | 'schedules' {
  return lastSubmission?.frequency ? 'schedules' : 'history';
}

export const SCHEDULE_DELETED_TOAST = 'JSTOR Usage Report Schedule Deleted';
export const HISTORY_EMPTY = 'Your report history is empty.';

/**
 * Histories longer than this are virtualised: only the rows near the visible part of a scrolling box are in the
 * page (a 2,000-request history would otherwise be some 30,000 elements). Shorter ones are a plain table.
 */
export const LONG_HISTORY = 100;
export const isLongHistory = (rows: number): boolean => rows > LONG_HISTORY;

/**
 * How many requests a history's first answer lists (the newest): one more than LONG_HISTORY, so the first answer
 * tells whether the history is long (its layout: the scrolling box) before the rest is asked for.
 */
export const HISTORY_FIRST_ANSWER = LONG_HISTORY + 1;

/**
 * What a report page's history query holds: the newest requests (all of them when `more` is false), whether
 * older ones are still to be asked for (history-section.tsx asks once the page has painted), and whether the
 * history reaches the gateway's REPORT_HISTORY_LIMIT (the note above the table), known from the first answer.
 */
export interface HistoryFirstAnswer<T extends HistoryItemLike = HistoryItemLike> {
  items: T[];
  more: boolean;
  atLimit: boolean;
}

/** A paged history's first answer: `items` as the gateway listed them (at most HISTORY_FIRST_ANSWER). */
export function firstAnswer<T extends HistoryItemLike>(items: T[], atLimit: boolean): HistoryFirstAnswer<T> {
  return { items, more: items.length >= HISTORY_FIRST_ANSWER, atLimit };
}

/** A history that came whole (the publisher's three report types, not paged): at the limit as the list says. */
export function wholeHistory<T extends HistoryItemLike>(items: T[]): HistoryFirstAnswer<T> {
  return { items, more: false, atLimit: items.length >= REPORT_HISTORY_LIMIT };
}

/** The first answer with a request the user has just made, shown at once until the refetch confirms it (spec 001 §4). */
export function withSubmitted<T extends HistoryItemLike>(answer: HistoryFirstAnswer<T>, item: T): HistoryFirstAnswer<T> {
  return { ...answer, items: [item, ...answer.items] };
}

/**
 * Where the rest of a long history starts: after the first answer's rows, keyed by its last request, so a first
 * answer that changed (a refetch after a new request moved every row down) asks for the rest again. Null when the
 * first answer holds the whole history.
 */
export function olderRequestOf(answer: HistoryFirstAnswer): { offset: number; after: string } | null {
  const last = answer.items[answer.items.length - 1];
  if (!answer.more || !last) return null;
  return { offset: answer.items.length, after: last.report_id };
}

/**
 * The page's rows: the first answer and the rest (when in), de-duplicated (a request the two answers both list,
 * after a new one moved the rows down between them, shows once) and sorted over the whole, and filtered for the
 * page (historyForPage).
 */
export function pageHistory<T extends HistoryItemLike>(
  kind: ReportPageKind,
  answer: HistoryFirstAnswer<T>,
  older: readonly T[] | undefined,
): T[] {
  return historyForPage(kind, older ? [...answer.items, ...older] : answer.items);
}
export const SCHEDULES_EMPTY = 'There are no scheduled reports.';
