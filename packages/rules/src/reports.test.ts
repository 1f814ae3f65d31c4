import { describe, expect, it } from 'vitest';
import {
  dateRangeProblem,
  duplicateMessage,
  errorSummary,
  isArtstorReport,
  isMasterReport,
  isValidReportEmail,
  isValidYearEntry,
  REPORT_FIELD_MESSAGES,
  validateRequiredStep,
  type RequiredStepValues,
} from './reports';

const complete: RequiredStepValues = {
  account: 'demouniv',
  templateCode: 'TR_J1',
  reportName: 'October',
  fileFormat: 'xlsx',
  emailAddress: 'librarian@demo.edu',
  namespace: 'Counter5.1',
};

describe('report codes', () => {
  it('master reports have no underscore; artstor codes contain ART', () => {
    expect(['DR', 'IR', 'PR', 'TR'].every(isMasterReport)).toBe(true);
    expect(isMasterReport('TR_J1')).toBe(false);
    expect(isMasterReport('')).toBe(false);
    expect(isArtstorReport('ART_C1')).toBe(true);
    expect(isArtstorReport('TR_J1')).toBe(false);
  });
});

describe('email rule', () => {
  it.each(['a@b.co', 'first.last@demo.edu', 'x+tag@sub.demo.org', 'user@[192.168.0.1]'])('accepts %s', (email) => {
    expect(isValidReportEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.c0', '@demo.edu', 'a b@demo.edu', 'a@[300.1.1.1]', 'a..b@demo.edu', 'a@-demo.edu'])(
    'refuses %s',
    (email) => {
      expect(isValidReportEmail(email)).toBe(false);
    },
  );
});

describe('required step', () => {
  it('passes a complete step', () => {
    expect(validateRequiredStep(complete)).toEqual([]);
  });
  it('lists every missing field in form order with the spec messages', () => {
    expect(
      validateRequiredStep({ ...complete, account: null, templateCode: '', reportName: ' ', fileFormat: null, emailAddress: 'x' }),
    ).toEqual([
      { field: 'account', message: 'You must select an account to run the report.' },
      { field: 'template', message: 'You must select a report from the available reports list.' },
      { field: 'reportName', message: 'You must name your report.' },
      { field: 'fileFormat', message: 'You must select a report format.' },
      { field: 'emailAddress', message: 'You must enter a valid email address.' },
    ]);
  });
  it('drops the template rule for community collections and checks collections and usage institutions', () => {
    const ccu = { ...complete, namespace: 'CommunityCollections', templateCode: null };
    expect(validateRequiredStep({ ...ccu, collections: ['ALL'], usageInstitutionCount: 1 })).toEqual([]);
    expect(validateRequiredStep({ ...ccu, collections: [], usageInstitutionCount: 2 })).toEqual([
      { field: 'collection', message: REPORT_FIELD_MESSAGES.collection },
    ]);
    expect(validateRequiredStep({ ...ccu, collections: ['ALL'], usageInstitutionCount: 0 })).toEqual([
      { field: 'collection', message: 'You must select an institution with collections.' },
    ]);
  });
});

describe('messages', () => {
  it('words the summary for one and for several errors', () => {
    expect(errorSummary(1)).toEqual({
      lead: 'There is an error found in your report request.',
      tail: 'Please correct this error to continue submitting your request.',
    });
    expect(errorSummary(3)).toEqual({
      lead: 'There are 3 errors found in your report request.',
      tail: 'Please correct these errors to continue submitting your request.',
    });
  });
  it('words the duplicate warning for reports and schedules', () => {
    expect(duplicateMessage({ code: 'TR_J1', name: 'Journal Requests (Controlled)', kind: 'report', date: '11/20/2026' })).toBe(
      'A TR_J1 - Journal Requests (Controlled) report with the same settings was requested on 11/20/2026. This report is a duplicate.',
    );
    expect(duplicateMessage({ code: 'PR', name: 'Platform Report', kind: 'schedule', date: '11/20/2026' })).toBe(
      'A PR - Platform Report schedule with the same settings was scheduled on 11/20/2026. This schedule is a duplicate.',
    );
  });
});

describe('date range and years', () => {
  const bounds = { earliest: '2020-01-01', latest: '2026-11-22' };
  it('finds the first problem', () => {
    expect(dateRangeProblem('2026-01-01', '2026-01-31', bounds)).toBeNull();
    expect(dateRangeProblem('', '2026-01-31', bounds)).toBe('missing');
    expect(dateRangeProblem('2026-02-30', '2026-03-31', bounds)).toBe('format');
    expect(dateRangeProblem('2026-02-01', '2026-01-31', bounds)).toBe('order');
    expect(dateRangeProblem('2019-12-01', '2020-01-31', bounds)).toBe('too-early');
    expect(dateRangeProblem('2026-11-01', '2026-11-30', bounds)).toBe('too-late');
    expect(dateRangeProblem('2026-11-01', '2026-11-30', { ...bounds, latest: null })).toBeNull();
  });
  it('accepts years and ascending ranges', () => {
    expect(isValidYearEntry('2020')).toBe(true);
    expect(isValidYearEntry('2001-2010')).toBe(true);
    expect(isValidYearEntry('2010-2001')).toBe(false);
    expect(isValidYearEntry('20')).toBe(false);
  });
});
