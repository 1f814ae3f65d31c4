import { describe, expect, it } from 'vitest';
import {
  balanceAccepted,
  EBA_DASHBOARD_COLUMNS,
  ebaShouldPoll,
  ebaStorageSiteCode,
  ebaUploadReducer,
  formatEbaAmount,
  isSelectionMark,
  parseDashboardSiteCodes,
  parseEbaErrorCode,
  restoreKeySpaces,
  type EbaDashboardRowValue,
  type EbaUploadState,
} from './eba.ts';

describe('parseEbaErrorCode', () => {
  it('takes the text after the first hyphen, trimmed and lowercased', () => {
    expect(parseEbaErrorCode('EBA-balance_error')).toBe('balance_error');
    expect(parseEbaErrorCode('EBA- No_Book_Selections_Error ')).toBe('no_book_selections_error');
    expect(parseEbaErrorCode('EBA-file_or-site')).toBe('file_or-site');
    expect(parseEbaErrorCode('nohyphen')).toBe('');
    expect(parseEbaErrorCode(null)).toBe('');
  });
});

describe('formatEbaAmount', () => {
  it('uses a dollar sign, two decimals and a minus sign before it when negative', () => {
    expect(formatEbaAmount(1400)).toBe('$1,400.00');
    expect(formatEbaAmount(-2534.5)).toBe('-$2,534.50');
    expect(formatEbaAmount(0)).toBe('$0.00');
    expect(formatEbaAmount(-0.001)).toBe('$0.00');
    expect(formatEbaAmount(12.345)).toBe('$12.35');
  });
});

describe('rules', () => {
  it('accepts a remaining balance between 0 and the threshold', () => {
    expect(balanceAccepted(0, 100)).toBe(true);
    expect(balanceAccepted(100, 100)).toBe(true);
    expect(balanceAccepted(-0.01, 100)).toBe(false);
    expect(balanceAccepted(100.01, 100)).toBe(false);
  });
  it('reads selection marks, storage codes, keys and dashboard searches', () => {
    expect(isSelectionMark(' Y ')).toBe(true);
    expect(isSelectionMark('yes')).toBe(false);
    expect(isSelectionMark(1)).toBe(false);
    expect(ebaStorageSiteCode('abc/def/g')).toBe('abc_slash_def_slash_g');
    expect(restoreKeySpaces('eba/x/EBA+selection.xlsx')).toBe('eba/x/EBA selection.xlsx');
    expect(parseDashboardSiteCodes(' a , b,,A, c ')).toEqual(['a', 'b', 'c']);
    expect(parseDashboardSiteCodes('  ')).toEqual([]);
  });
});

describe('ebaUploadReducer', () => {
  const idle: EbaUploadState = { kind: 'idle' };
  const stored = ebaUploadReducer(ebaUploadReducer(idle, { type: 'file-chosen' }), { type: 'stored' });

  it('walks 10, 25, 50, 75 and 100', () => {
    expect(ebaUploadReducer(idle, { type: 'file-chosen' })).toEqual({ kind: 'uploading', progress: 10, text: null });
    expect(stored).toEqual({ kind: 'uploading', progress: 25, text: 'Uploading your file...' });
    const extracting = ebaUploadReducer(stored, { type: 'status', value: { status: 'running', message: 'extracting the file' } });
    expect(extracting).toEqual({ kind: 'processing', progress: 50, text: 'Verifying the balance...' });
    const processing = ebaUploadReducer(extracting, { type: 'status', value: { status: 'running', message: 'reading selections' } });
    expect(processing).toEqual({ kind: 'processing', progress: 75, text: 'Processing your selections...' });
    const done = ebaUploadReducer(processing, { type: 'status', value: { status: 'complete' } });
    expect(done).toEqual({ kind: 'success', progress: 100 });
    expect(ebaShouldPoll(stored)).toBe(true);
    expect(ebaShouldPoll(processing)).toBe(true);
    expect(ebaShouldPoll(done)).toBe(false);
  });

  it('records the balance on a balance failure only, and stops polling', () => {
    const value = { status: 'failed', reason: 'EBA-balance_error', details: { remainingBalance: -10, balanceThreshold: 50 } };
    const failed = ebaUploadReducer(stored, { type: 'status', value });
    expect(failed).toEqual({ kind: 'failed', code: 'balance_error', remainingBalance: -10, balanceThreshold: 50 });
    expect(ebaShouldPoll(failed)).toBe(false);
    const other = ebaUploadReducer(stored, { type: 'status', value: { ...value, reason: 'EBA-column_error' } });
    expect(other).toEqual({ kind: 'failed', code: 'column_error', remainingBalance: null, balanceThreshold: null });
  });

  it('resets on remove and institution change; a failed store keeps its status text; late statuses are ignored', () => {
    expect(ebaUploadReducer(stored, { type: 'removed' })).toEqual(idle);
    expect(ebaUploadReducer(stored, { type: 'institution-changed' })).toEqual(idle);
    expect(ebaUploadReducer(stored, { type: 'store-failed', statusText: 'Forbidden' })).toEqual({
      kind: 'upload-failed',
      statusText: 'Forbidden',
    });
    expect(ebaUploadReducer(idle, { type: 'status', value: { status: 'running' } })).toEqual(idle);
  });
});

describe('EBA_DASHBOARD_COLUMNS', () => {
  it("lists every field of a dashboard row once, in the spec's order", () => {
    const row: Record<keyof EbaDashboardRowValue, null> = {
      accountName: null,
      siteCode: null,
      selectionFileSent: null,
      selectionFileUploaded: null,
      orderSubmitted: null,
      orderAccepted: null,
      statementSent: null,
      complete: null,
    };
    expect(EBA_DASHBOARD_COLUMNS.map((column) => column.field)).toEqual(Object.keys(row));
    expect(EBA_DASHBOARD_COLUMNS.map((column) => column.label)).toEqual([
      'Account name',
      'Site code',
      'Selection file sent',
      'Selection file uploaded',
      'Order submitted',
      'Order accepted',
      'Statement sent',
      'Complete',
    ]);
  });
});
