/**
 * EBA selection rules shared by the console and the gateway (spec 000 §4, §5, §8, §9): the selection file's
 * layout, the upload state machine's progress values, the error codes and their parsing, the balance rule
 * and its formatting, the storage key of a site code and the dashboard's site-code search.
 */

import { formatTwoDecimals } from './format';

/** Polling of ebaUploadStatus (spec 000 §9). */
export const EBA_POLL_INTERVAL_MS = 10_000;
/** Largest selection file the storage endpoint takes. */
export const EBA_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The dashboard shows at most this many rows. */
export const EBA_DASHBOARD_MAX_ROWS = 20;
/** Longest dashboard search (comma-separated site codes) the gateway takes: room for a few hundred codes. */
export const EBA_DASHBOARD_SEARCH_MAX_LENGTH = 4000;

export const EBA_PROGRESS = { chosen: 10, uploaded: 25, extracting: 50, processing: 75, done: 100 } as const;
export const EBA_PROGRESS_TEXT = {
  uploaded: 'Uploading your file...',
  extracting: 'Verifying the balance...',
  processing: 'Processing your selections...',
} as const;

/** A row of the EBA status dashboard (spec 000 §3 "EBA dashboard row"): dates as YYYY-MM-DD, complete 'N' or 'Y'. */
export interface EbaDashboardRowValue {
  accountName: string;
  siteCode: string;
  selectionFileSent: string | null;
  selectionFileUploaded: string | null;
  orderSubmitted: string | null;
  orderAccepted: string | null;
  statementSent: string | null;
  complete: string;
}

/**
 * The dashboard's columns in order (spec 000 §2): the field of the row each shows and its label. One list for
 * the console's table and the gateway's report (XLSX).
 */
export const EBA_DASHBOARD_COLUMNS = [
  { field: 'accountName', label: 'Account name' },
  { field: 'siteCode', label: 'Site code' },
  { field: 'selectionFileSent', label: 'Selection file sent' },
  { field: 'selectionFileUploaded', label: 'Selection file uploaded' },
  { field: 'orderSubmitted', label: 'Order submitted' },
  { field: 'orderAccepted', label: 'Order accepted' },
  { field: 'statementSent', label: 'Statement sent' },
  { field: 'complete', label: 'Complete' },
] as const satisfies ReadonlyArray<{ field: keyof EbaDashboardRowValue; label: string }>;

/** Column headers of the selection file's title table, in order; column A is the Selection column. */
export const EBA_SELECTION_COLUMNS = ['Selection', 'ISBN', 'Title', 'Usage', 'Price (USD)'] as const;
/** Labels of the two header rows above the title table (first column), then the table's header row. */
export const EBA_SHEET_LABELS = { siteCode: 'Site code', cycle: 'Cycle' } as const;
/** Row numbers (1-based) of the selection file. */
export const EBA_SHEET_ROWS = { siteCode: 1, cycle: 2, header: 4, firstTitle: 5 } as const;

export const EBA_ERROR_CODES = [
  'balance_error',
  'no_book_selections_error',
  'column_error',
  'file_or_site_code_error',
  'invalid_eba_selection_year',
  'system_error',
] as const;
export type EbaErrorCode = (typeof EBA_ERROR_CODES)[number];

/** The reason the gateway stores for a failed upload: 'EBA-<code>'. */
export function ebaFailureReason(code: EbaErrorCode): string {
  return `EBA-${code}`;
}

/** The error code of a failure reason: the text after the first hyphen, trimmed and lowercased (spec 000 §4). */
export function parseEbaErrorCode(reason: string | null | undefined): string {
  if (!reason) return '';
  const index = reason.indexOf('-');
  return (index === -1 ? '' : reason.slice(index + 1)).trim().toLowerCase();
}

/** A cell of the Selection column marks the title when it holds 'y' (any case, spaces around ignored). */
export function isSelectionMark(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'y';
}

/** The balance rule: the remaining balance must lie between $0 and the threshold, both included. */
export function balanceAccepted(remaining: number, threshold: number): boolean {
  return remaining >= 0 && remaining <= threshold;
}

/** Dollars with two decimals and thousands separators; a minus sign before the dollar sign when negative. */
export function formatEbaAmount(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100) / 100;
  const text = formatTwoDecimals(cents);
  return `${amount < 0 && cents !== 0 ? '-' : ''}$${text}`;
}

/** A site code as EBA storage names it: a slash becomes '_slash_' (spec 000 §5). */
export function ebaStorageSiteCode(siteCode: string): string {
  return siteCode.replaceAll('/', '_slash_');
}

/** A storage key as sent back in form data: '+' (a space in a query string) is a space again. */
export function restoreKeySpaces(key: string): string {
  return key.replaceAll('+', ' ');
}

/** The dashboard search: comma-separated site codes, trimmed, empty ones and repeats left out. */
export function parseDashboardSiteCodes(text: string): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const part of text.split(',')) {
    const code = part.trim();
    if (code.length === 0 || seen.has(code.toLowerCase())) continue;
    seen.add(code.toLowerCase());
    codes.push(code);
  }
  return codes;
}

/** The upload status the gateway reports (spec 000 §3). */
export interface EbaUploadStatusValue {
  status: string;
  message?: string | null;
  reason?: string | null;
  details?: { errorMessage?: string | null; remainingBalance?: number | null; balanceThreshold?: number | null } | null;
}

/** Where the console's upload stands for one institution. */
export type EbaUploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number; text: string | null }
  | { kind: 'processing'; progress: number; text: string }
  | { kind: 'failed'; code: string; remainingBalance: number | null; balanceThreshold: number | null }
  | { kind: 'upload-failed'; statusText: string }
  | { kind: 'success'; progress: 100 };

export type EbaUploadEvent =
  | { type: 'file-chosen' }
  | { type: 'stored' }
  | { type: 'store-failed'; statusText: string }
  | { type: 'status'; value: EbaUploadStatusValue }
  | { type: 'removed' }
  | { type: 'institution-changed' };

/** The upload state machine (spec 000 §4). */
export function ebaUploadReducer(state: EbaUploadState, event: EbaUploadEvent): EbaUploadState {
  switch (event.type) {
    case 'file-chosen':
      return { kind: 'uploading', progress: EBA_PROGRESS.chosen, text: null };
    case 'stored':
      return { kind: 'uploading', progress: EBA_PROGRESS.uploaded, text: EBA_PROGRESS_TEXT.uploaded };
    case 'store-failed':
      return { kind: 'upload-failed', statusText: event.statusText };
    case 'removed':
    case 'institution-changed':
      return { kind: 'idle' };
    case 'status': {
      // Only a stored file has a status to poll: a status before that (or after a final state) is a late answer.
      if (!ebaShouldPoll(state)) return state;
      const { value } = event;
      if (value.status === 'running') {
        return (value.message ?? '').includes('extract')
          ? { kind: 'processing', progress: EBA_PROGRESS.extracting, text: EBA_PROGRESS_TEXT.extracting }
          : { kind: 'processing', progress: EBA_PROGRESS.processing, text: EBA_PROGRESS_TEXT.processing };
      }
      if (value.status === 'failed') {
        const code = parseEbaErrorCode(value.reason);
        const balance = code === 'balance_error';
        return {
          kind: 'failed',
          code,
          remainingBalance: balance ? (value.details?.remainingBalance ?? null) : null,
          balanceThreshold: balance ? (value.details?.balanceThreshold ?? null) : null,
        };
      }
      return { kind: 'success', progress: EBA_PROGRESS.done };
    }
  }
}

/** Polling goes on only while the upload is under way. */
export function ebaShouldPoll(state: EbaUploadState): boolean {
  return state.kind === 'processing' || (state.kind === 'uploading' && state.progress === EBA_PROGRESS.uploaded);
}
