import fc from 'fast-check';
import {
  EBA_ERROR_CODES,
  EBA_PROGRESS,
  ebaShouldPoll,
  ebaUploadReducer,
  formatEbaAmount,
  parseEbaErrorCode,
  type EbaUploadEvent,
  type EbaUploadState,
} from '@console/rules/eba';
import { describe, expect, it } from 'vitest';
import type { AdminListEntry, UserState, UserStateResult } from '../../../state/user-state';
import { dashboardDate, dashboardSearchOf } from './dashboard';
import { EBA_SYSTEM_ERROR, ebaBalanceMessage, ebaErrorPanel, ebaUploadFailedMessage } from './eba-messages';
import {
  ebaInstitutionsOf,
  ebaPageView,
  ebaProgressOf,
  ebaSiteCodeOf,
  ebaStatusEvent,
  polledUploadState,
  pollsAfter,
  resumedUploadState,
  showsComingSoonNotice,
} from './eba-page';

const entry = (siteCode: string, accountType: AdminListEntry['accountType'] = 'Institution', externalId = `ext-${siteCode}`) => ({
  name: siteCode.toUpperCase(),
  siteCode,
  externalId,
  accountType,
});

const admin = (overrides: Partial<UserState> = {}): UserStateResult =>
  ({
    kind: 'admin',
    user: {
      selectedInstitution: 'demouniv',
      adminList: [entry('demouniv'), entry('democoll')],
      agentAccountIds: [],
      ...overrides,
    } as UserState,
  }) as UserStateResult;

const failed = (code: string, remainingBalance: number | null = null, balanceThreshold: number | null = null) =>
  ({ kind: 'failed', code, remainingBalance, balanceThreshold }) as const;

describe('EBA error panels (spec 000 §8)', () => {
  it('formats the balance message with dollars, two decimals and the minus sign before a negative amount', () => {
    expect(ebaBalanceMessage(-2534.5, 1450)).toBe(
      'Your remaining balance is -$2,534.50. To process your order, we require a remaining balance between $0 and $1,450.00. ' +
        'Please select or remove titles accordingly and upload an updated file.',
    );
    expect(ebaErrorPanel(failed('balance_error', 1490, 1450), '2024-2025')).toEqual({
      code: 'balance_error',
      message: expect.stringMatching(/^Your remaining balance is \$1,490\.00\. .* between \$0 and \$1,450\.00\. /),
      withSupport: true,
    });
  });

  it('puts the minus sign before the dollar sign for every negative amount, never for zero or more', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const text = formatEbaAmount(amount);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        const cents = Math.round(Math.abs(amount) * 100);
        expect(text.startsWith('-')).toBe(amount < 0 && cents !== 0);
        expect(Number(text.replace(/[$,]/g, ''))).toBeCloseTo(Math.sign(amount) * (cents / 100), 2);
      }),
    );
  });

  it('gives each known code its text and every other code the system error', () => {
    expect(ebaErrorPanel(failed('no_book_selections_error'), '2024-2025').message).toContain("'y' in the Selection column (column A)");
    expect(ebaErrorPanel(failed('column_error'), '2024-2025').message).toContain('required information was deleted');
    expect(ebaErrorPanel(failed('file_or_site_code_error'), '2024-2025').message).toContain('download the selection file again');
    expect(ebaErrorPanel(failed('invalid_eba_selection_year'), '2024-2025').message).toBe(
      'This file is from a previous year. Please download the selection file for the 2024-2025 cycle, mark your selections and upload it.',
    );
    expect(ebaErrorPanel(failed('system_error'), '2024-2025').message).toBe(EBA_SYSTEM_ERROR);
    // A balance failure without its figures cannot say them: the system error.
    expect(ebaErrorPanel(failed('balance_error'), '2024-2025').code).toBe('system_error');
    fc.assert(
      fc.property(
        fc.string().filter((code) => !(EBA_ERROR_CODES as readonly string[]).includes(code)),
        (code) => {
          expect(ebaErrorPanel(failed(code), '2024-2025')).toEqual({ code: 'system_error', message: EBA_SYSTEM_ERROR, withSupport: false });
        },
      ),
    );
    expect(ebaUploadFailedMessage('Forbidden')).toBe('Failed to upload file: Forbidden');
  });

  it('parses the code after the first hyphen of any reason, trimmed and lowercased', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', '-', ' ', '_') }), fc.string(), (prefix, rest) => {
        const reason = `${prefix.replaceAll('-', '')}-${rest}`;
        expect(parseEbaErrorCode(reason)).toBe(rest.trim().toLowerCase());
      }),
    );
  });
});

describe('the upload state machine (spec 000 §4)', () => {
  const status = fc.record({
    status: fc.constantFrom('running', 'failed', 'success', 'complete'),
    message: fc.option(fc.constantFrom('Extracting the selection file', 'Processing the selections', 'x'), { nil: null }),
    reason: fc.option(fc.constantFrom(...EBA_ERROR_CODES.map((code) => `EBA-${code}`), 'EBA-unknown'), { nil: null }),
    details: fc.constant({ remainingBalance: -10, balanceThreshold: 50 }),
  });
  const event: fc.Arbitrary<EbaUploadEvent> = fc.oneof(
    fc.constant({ type: 'file-chosen' } as const),
    fc.constant({ type: 'stored' } as const),
    fc.constant({ type: 'removed' } as const),
    fc.constant({ type: 'institution-changed' } as const),
    fc.string().map((statusText) => ({ type: 'store-failed', statusText }) as const),
    status.map((value) => ({ type: 'status', value }) as const),
  );

  it('only ever shows the progress values 10, 25, 50, 75 and 100, and polls only while an upload is under way', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: EbaUploadState = { kind: 'idle' };
        for (const next of events) {
          const before = state;
          state = ebaUploadReducer(state, next);
          const progress = ebaProgressOf(state);
          if (progress) expect([10, 25, 50, 75]).toContain(progress.value);
          if (state.kind === 'success') expect(state.progress).toBe(EBA_PROGRESS.done);
          // A final state stops polling and ignores late statuses.
          if (!ebaShouldPoll(before) && next.type === 'status') expect(state).toBe(before);
          if (next.type === 'removed' || next.type === 'institution-changed') expect(state).toEqual({ kind: 'idle' });
        }
      }),
    );
  });

  it('resumes a submitted institution on the success panel and an upload under way at its progress', () => {
    expect(resumedUploadState(true, null)).toEqual({ kind: 'success', progress: 100 });
    expect(resumedUploadState(false, { status: 'running', message: 'Waiting to extract the selection file' })).toEqual({
      kind: 'processing',
      progress: 50,
      text: 'Verifying the balance...',
    });
    expect(resumedUploadState(false, { status: 'running', message: 'Processing the selections' })).toMatchObject({ progress: 75 });
    expect(resumedUploadState(false, { status: 'failed', reason: 'EBA-balance_error' })).toEqual({ kind: 'idle' });
    expect(resumedUploadState(false, { status: 'aborted' })).toEqual({ kind: 'idle' });
    expect(resumedUploadState(false, null)).toEqual({ kind: 'idle' });
  });

  it('reads a polled aborted status as a removal and ignores a file stored but not yet queued', () => {
    expect(ebaStatusEvent({ status: 'aborted' })).toEqual({ type: 'removed' });
    expect(ebaStatusEvent({ status: 'uploaded' })).toBeNull();
    expect(ebaStatusEvent({ status: 'success' })).toEqual({ type: 'status', value: { status: 'success' } });
  });

  it('reads the latest polled answer over the state before polling, and stops polling at a final state', () => {
    const stored: EbaUploadState = { kind: 'uploading', progress: 25, text: 'Uploading your file...' };
    expect(polledUploadState(stored, null)).toBe(stored);
    expect(polledUploadState(stored, { status: 'uploaded' })).toBe(stored);
    expect(polledUploadState(stored, { status: 'running', message: 'Reading the file to extract its selections' })).toMatchObject({
      progress: 50,
    });
    expect(polledUploadState(stored, { status: 'running', message: 'Processing the selections' })).toMatchObject({ progress: 75 });
    expect(polledUploadState(stored, { status: 'aborted' })).toEqual({ kind: 'idle' });
    expect(polledUploadState(stored, { status: 'failed', reason: 'EBA-column_error' })).toMatchObject({
      kind: 'failed',
      code: 'column_error',
    });
    expect(polledUploadState(stored, { status: 'success' })).toEqual({ kind: 'success', progress: 100 });
    // A state that does not poll (10, before the file is stored) takes no answer.
    const chosen: EbaUploadState = { kind: 'uploading', progress: 10, text: null };
    expect(polledUploadState(chosen, { status: 'success' })).toBe(chosen);

    expect([null, { status: 'uploaded' }, { status: 'running', message: 'x' }].map((answer) => pollsAfter(answer))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['failed', 'success', 'aborted', 'complete'].map((status) => pollsAfter({ status }))).toEqual([false, false, false, false]);
  });
});

describe('the page', () => {
  it("offers the user's own institutions, not an agent's children or publisher accounts", () => {
    const state = admin({
      adminList: [
        entry('demouniv'),
        entry('press', 'Publisher'),
        entry('agency', 'Institution', 'agent-1'),
        // A child institution of the agency: its own external id, listed through the agency (user-state.ts).
        { ...entry('child'), viaAgency: true },
        entry('democons', 'Consortium'),
      ],
      agentAccountIds: ['agent-1'],
    });
    expect(ebaInstitutionsOf(state).map((item) => item.siteCode)).toEqual(['demouniv', 'democons']);
    expect(ebaInstitutionsOf({ kind: 'anonymous' })).toEqual([]);
  });

  it('opens on the chosen institution, else the selected account, else the first', () => {
    expect(ebaSiteCodeOf(admin(), null)).toBe('demouniv');
    expect(ebaSiteCodeOf(admin(), 'democoll')).toBe('democoll');
    expect(ebaSiteCodeOf(admin(), 'elsewhere')).toBe('demouniv');
    expect(ebaSiteCodeOf(admin({ selectedInstitution: 'child' }), null)).toBe('demouniv');
    expect(ebaSiteCodeOf(admin({ adminList: [] }), null)).toBe('');
  });

  it('shows the coming-soon notice to users with several institutions, and picks the view of the programme', () => {
    expect(showsComingSoonNotice([entry('a'), entry('b')])).toBe(true);
    expect(showsComingSoonNotice([entry('a')])).toBe(false);
    expect(ebaPageView(null)).toBe('not-participant');
    expect(ebaPageView({ disablePublicEbaAccess: true })).toBe('closed');
    expect(ebaPageView({ disablePublicEbaAccess: false })).toBe('participant');
  });

  it('searches the dashboard by trimmed comma-separated site codes', () => {
    expect(dashboardSearchOf(' demouniv , ,DEMOUNIV, basicinst ')).toBe('demouniv,basicinst');
    expect(dashboardSearchOf('   ')).toBe('');
    expect(dashboardDate('2024-09-02')).toBe('2024-09-02');
    expect(dashboardDate(null)).toBe('Not yet');
  });
});
