import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beginForPeriod,
  chooseEnd,
  chooseStart,
  dateBounds,
  defaultOneTimeDates,
  effectiveDate,
  fromPickerValue,
  periodOptions,
  publisherDates,
  scheduleEndDate,
  snapEnd,
  snapStart,
} from './dates';
import { attributeValue, dedupeAndSort, downloadToast, historyForPage, initialTab, shouldPoll } from './history';
import { REPORT_PAGE_MODES, publisherNamespaces, showsCreateButton } from './page-modes';
import {
  addYear,
  buildReportSubmission,
  buildScheduleSubmission,
  defaultPlatform,
  initialWizardValues,
  removeYear,
  stepsFor,
  successMessage,
  SUBMISSION_SERVER_ERRORS,
  validateWizard,
  withPlatform,
} from './wizard';

// A pinned today: Monday 23 November 2026.
const TODAY = '2026-11-23';

describe('one-time defaults', () => {
  it('begins on the first of the last full month and ends with it (month pickers) or on the last full day', () => {
    expect(defaultOneTimeDates('month', null, TODAY)).toEqual({ begin: '2026-10-01', end: '2026-10-31' });
    expect(defaultOneTimeDates('day', null, TODAY)).toEqual({ begin: '2026-10-01', end: '2026-11-22' });
    const window = { lastFullMonthDateIso8601: '2026-09-30', lastFullDayDateIso8601: '2026-10-15' };
    expect(defaultOneTimeDates('month', window, TODAY)).toEqual({ begin: '2026-09-01', end: '2026-09-30' });
    expect(defaultOneTimeDates('day', window, TODAY)).toEqual({ begin: '2026-09-01', end: '2026-10-15' });
  });
  it('publisher reports end yesterday and begin this month, or last month on the 1st', () => {
    expect(publisherDates(TODAY)).toEqual({ begin: '2026-11-01', end: '2026-11-22' });
    expect(publisherDates('2026-12-01')).toEqual({ begin: '2026-11-01', end: '2026-11-30' });
  });
});

describe('schedule effective dates', () => {
  it('weekly starts the Monday after the coming Sunday; monthly the 1st of next month; quarterly the next quarter', () => {
    expect(effectiveDate('weekly', TODAY)).toBe('2026-11-30');
    expect(effectiveDate('weekly', '2026-11-29')).toBe('2026-11-30');
    expect(effectiveDate('monthly', TODAY)).toBe('2026-12-01');
    expect(effectiveDate(undefined, TODAY)).toBe('2026-12-01');
    expect(effectiveDate('quarterly', TODAY)).toBe('2027-01-01');
    expect(effectiveDate('quarterly', '2026-02-10')).toBe('2026-04-01');
    expect(effectiveDate('annually', TODAY)).toBe('2027-01-01');
  });
  it('ends the day before the next period', () => {
    expect(scheduleEndDate('weekly', '2026-11-30')).toBe('2026-12-06');
    expect(scheduleEndDate('monthly', '2026-12-01')).toBe('2026-12-31');
    expect(scheduleEndDate('quarterly', '2027-01-01')).toBe('2027-03-31');
  });
});

describe('periods', () => {
  it('offers the previous week or month and 12 months', () => {
    expect(periodOptions('weekly', false).map((option) => option.label)).toEqual(['Previous week (Mon-Sun)', 'Previous 12 months']);
    expect(periodOptions(null, false).map((option) => option.label)).toEqual(['Previous week (Mon-Sun)', 'Previous 12 months']);
    expect(periodOptions('monthly', false).map((option) => option.label)).toEqual(['Previous month', 'Previous 12 months']);
    expect(periodOptions('weekly', true).map((option) => option.label)).toEqual(['Previous month', 'Previous 12 months']);
    expect(periodOptions('monthly', false)[1]).toEqual({
      value: 'PREVIOUS 12 MONTHS',
      label: 'Previous 12 months',
      description: 'Previous 12 months usage',
    });
  });
  it('12 months begins at the first date with data', () => {
    expect(beginForPeriod('PREVIOUS 12 MONTHS', { firstFullDayDateIso8601: '2024-06-03' }, '2026-10-01')).toBe('2024-06-03');
    expect(beginForPeriod('PREVIOUS 12 MONTHS', null, null)).toBe('2020-01-01');
    expect(beginForPeriod('PREVIOUS MONTH', null, '2026-10-01')).toBe('2026-10-01');
  });
});

describe('snapping, corrections and bounds', () => {
  it('snaps month pickers to whole months', () => {
    expect(snapStart('2026-10-17', 'month')).toBe('2026-10-01');
    expect(snapEnd('2026-02-03', 'month')).toBe('2026-02-28');
    expect(snapStart('2026-10-17', 'day')).toBe('2026-10-17');
    expect(fromPickerValue('2024-02', 'month', 'end')).toBe('2024-02-29');
  });
  it('moves the end after a later start, and the start before an earlier end', () => {
    expect(chooseStart('2026-09-10', '2026-08-31', 'month', '2026-10-31')).toEqual({ begin: '2026-09-01', end: '2026-09-30' });
    expect(chooseStart('2026-09-10', '2026-08-31', 'day', '2026-11-22')).toEqual({ begin: '2026-09-10', end: '2026-09-11' });
    expect(chooseStart('2026-11-22', '2026-11-01', 'day', '2026-11-22')).toEqual({ begin: '2026-11-22', end: '2026-11-22' });
    expect(chooseEnd('2026-03-15', '2026-05-01', 'month')).toEqual({ begin: '2026-03-01', end: '2026-03-31' });
    expect(chooseEnd('2026-03-15', '2026-05-01', 'day')).toEqual({ begin: '2026-03-14', end: '2026-03-15' });
  });
  it('bounds run from the first full day (or 2020-01-01) to the last full month or day', () => {
    expect(dateBounds(null, 'month', TODAY)).toEqual({ earliest: '2020-01-01', latest: '2026-10-31' });
    expect(dateBounds({ firstFullDayDateIso8601: '2024-06-03', lastFullDayDateIso8601: '2026-11-22' }, 'day', TODAY)).toEqual({
      earliest: '2024-06-03',
      latest: '2026-11-22',
    });
  });

  const isoDay = fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const granularity = fc.constantFrom('month' as const, 'day' as const);

  it('never leaves the start after the end (property)', () => {
    fc.assert(
      fc.property(isoDay, isoDay, granularity, (start, end, unit) => {
        const latest = '2031-12-31';
        const a = chooseStart(start, end, unit, latest);
        expect(a.end === null || a.begin <= a.end).toBe(true);
        const b = chooseEnd(end, start, unit);
        expect(b.begin === null || b.begin <= b.end).toBe(true);
        if (unit === 'month') {
          expect(a.begin.endsWith('-01')).toBe(true);
          expect(snapEnd(b.end, 'month')).toBe(b.end);
        }
      }),
    );
  });
});

describe('history', () => {
  const item = (report_id: string, created: string, reportCode = 'TR_J1', name = 'Begin_Date') => ({
    report_id,
    created,
    status: 'complete',
    attributes: { reportCode, requiredAttributes: [{ name, value: '2026-01-01' }] },
  });
  it('de-duplicates by report_id and sorts newest first', () => {
    const items = [item('A', '2026-01-01T00:00:00Z'), item('B', '2026-03-01T00:00:00Z'), item('A', '2026-05-01T00:00:00Z')];
    expect(dedupeAndSort(items).map((entry) => entry.report_id)).toEqual(['B', 'A']);
  });
  it('excludes artstor codes from COUNTER 5 and keeps only them on the Artstor page', () => {
    const items = [item('A', '2026-01-01T00:00:00Z', 'ART_C1'), item('B', '2026-02-01T00:00:00Z', 'TR_J1')];
    expect(historyForPage('counter5', items).map((entry) => entry.report_id)).toEqual(['B']);
    expect(historyForPage('artstor', items).map((entry) => entry.report_id)).toEqual(['A']);
    expect(historyForPage('counter51', items)).toHaveLength(2);
  });
  it('finds begin and end dates case-insensitively', () => {
    expect(attributeValue([{ name: 'BEGIN_DATE', value: 'x' }], 'begin_date')).toBe('x');
    expect(attributeValue([{ name: 'begin_date', value: 'y' }], 'Begin_Date')).toBe('y');
    expect(attributeValue([], 'End_Date')).toBeNull();
  });
  it('polls until complete or 30 polls', () => {
    expect(shouldPoll('pending', 0)).toBe(true);
    expect(shouldPoll('pending', 29)).toBe(true);
    expect(shouldPoll('pending', 30)).toBe(false);
    expect(shouldPoll('complete', 1)).toBe(false);
  });
  it('words the download toast and picks the tab after a submission', () => {
    expect(downloadToast('COUNTER 5.1', 'TR_J1')).toBe('COUNTER 5.1 Usage Report Download: TR_J1');
    expect(initialTab({ frequency: 'monthly' })).toBe('schedules');
    expect(initialTab({ frequency: null })).toBe('history');
  });
});

describe('page modes', () => {
  it('shows the create button only with its flag (publishers always)', () => {
    expect(showsCreateButton(REPORT_PAGE_MODES.books, ['enable_books_create'], false)).toBe(true);
    expect(showsCreateButton(REPORT_PAGE_MODES.books, ['enable_c5_create'], false)).toBe(false);
    expect(showsCreateButton(REPORT_PAGE_MODES.ccud, ['enable_ccud_create'], false)).toBe(true);
    expect(showsCreateButton(REPORT_PAGE_MODES.publisher, [], true)).toBe(true);
  });
  it('lists publisher sections with titles only', () => {
    expect(publisherNamespaces({ journals: 3, books: 0, researchReports: 0 })).toEqual(['PublisherJournalReports']);
  });
});

describe('wizard', () => {
  const context = {
    namespace: 'Counter5.1',
    userId: 'u1',
    institutionName: 'Demo University',
    accountType: 'institution' as const,
    consortium: null,
    asQa: false,
    templateName: 'Journal Requests (Controlled)',
    requiredNames: ['Institution_ID', 'Begin_Date', 'End_Date', 'Platform'],
    today: TODAY,
    effectiveDate: '2026-12-01',
  };
  const base = { ...initialWizardValues({ email: 'librarian@demo.edu', account: 'demouniv', platform: 'jstor', collectionsUsage: false }) };

  it('starts with xlsx, the user email and blank name and dates', () => {
    expect(base).toMatchObject({
      fileFormat: 'xlsx',
      emailAddress: 'librarian@demo.edu',
      reportName: '',
      beginDate: null,
      endDate: null,
      years: ['All'],
    });
    expect(initialWizardValues({ email: 'a@b.co', account: null, platform: 'jstor', collectionsUsage: true })).toMatchObject({
      reportName: 'Collections Usage Report',
      templateCode: 'SC_IR',
      collections: ['ALL'],
    });
  });
  it('shows the optional step for master reports only', () => {
    expect(stepsFor('TR', false)).toEqual(['required', 'optional', 'confirm']);
    expect(stepsFor('TR_J1', false)).toEqual(['required', 'confirm']);
    expect(stepsFor(null, false)).toEqual(['required', 'confirm']);
  });
  it('defaults the platform from the licensed platforms and clears choices on change', () => {
    expect(defaultPlatform(['artstor'])).toBe('artstor');
    expect(defaultPlatform(['jstor', 'artstor'])).toBe('jstor');
    expect(defaultPlatform([])).toBe('jstor');
    expect(withPlatform({ ...base, templateCode: 'TR', reportName: 'x', beginDate: '2026-01-01' }, 'artstor')).toMatchObject({
      platform: 'artstor',
      templateCode: null,
      reportName: '',
      beginDate: null,
    });
  });
  it('keys required errors by form value', () => {
    expect(validateWizard({ ...base, templateCode: null }, { namespace: 'Counter5.1', usageInstitutionCount: null })).toEqual({
      templateCode: 'You must select a report from the available reports list.',
      reportName: 'You must name your report.',
    });
  });
  it('adds and removes published years', () => {
    expect(addYear(['All'], '  ')).toEqual(['All']);
    expect(addYear(['All'], '2020')).toEqual(['2020']);
    expect(removeYear(['2020'], '2020')).toEqual(['All']);
  });
  it('builds the submission payloads of spec 001 §3', () => {
    const values = { ...base, templateCode: 'TR_J1', reportName: ' October ', beginDate: '2026-10-01', endDate: '2026-10-31' };
    expect(buildReportSubmission(values, context)).toEqual({
      attributes: {
        as_qa: false,
        report: 'Journal Requests (Controlled)',
        namespace: 'Counter5.1',
        reportCode: 'TR_J1',
        institutionName: 'Demo University',
        requiredAttributes: [
          { name: 'Institution_ID', value: 'demouniv' },
          { name: 'Begin_Date', value: '2026-10-01' },
          { name: 'End_Date', value: '2026-10-31' },
          { name: 'Platform', value: 'jstor' },
        ],
        optionalAttributes: [],
      },
      report_name: 'October',
      report_type: 'Counter5.1',
      user_id: 'u1',
      email_address: 'librarian@demo.edu',
      output_format: 'xlsx',
    });
    const schedule = buildScheduleSubmission({ ...values, scheduled: true, frequency: 'monthly' }, context);
    expect(schedule).toMatchObject({ schedule_name: 'October', effective_date: '2026-12-01', frequency: 'monthly' });
    expect(schedule).not.toHaveProperty('report_name');
    expect(schedule.attributes.requiredAttributes[1]).toEqual({ name: 'Begin_Date', value: '2026-12-01' });
    expect(schedule.attributes.requiredAttributes[2]).toEqual({ name: 'End_Date', value: '2026-12-31' });
  });
  it('words the success alerts', () => {
    expect(successMessage({ reportName: 'October', scheduled: true }, '2026-12-01')).toBe(
      'October was successfully scheduled for 12/01/2026.',
    );
    expect(successMessage({ reportName: 'October', scheduled: false }, '2026-12-01')).toBe(
      "October was successfully submitted. We'll email the report when it's ready or you can download it here.",
    );
  });
});

describe('the report limits of issue 30', () => {
  it('show the recipient refusal under the email field and the quotas above the actions', () => {
    expect(SUBMISSION_SERVER_ERRORS['REPORT_EMAIL_NOT_ALLOWED']).toEqual({
      message: 'Reports can be emailed only to you or to a user of this institution.',
      field: 'emailAddress',
    });
    expect(SUBMISSION_SERVER_ERRORS['REPORT_QUOTA_EXCEEDED']).toEqual({
      message: 'You can request at most 50 reports a day. Please try again tomorrow.',
    });
    expect(SUBMISSION_SERVER_ERRORS['REPORT_SCHEDULE_QUOTA_EXCEEDED']?.field).toBeUndefined();
  });
});
