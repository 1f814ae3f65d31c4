import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { delay, graphql, HttpResponse } from 'msw';
import { REPORT_HISTORY_LIMIT } from '@console/rules/reports';
import { GENERIC_FAILURE } from '../../lib/form/server-error';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import { buildUserState, type UserState } from '../../state/user-state';
import { schedulesOptions } from './api/reports';
import { historyParams, type ReportPageKind } from './model/page-modes';
import ReportsScreen, { OLDER_LOADING } from './reports-screen';

const institutionSession = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);
const publisherSession = storySession([{ code: 'demopress', name: 'Demo Press', type: 'publisher' }], 'story-publisher');
const consortiumSession = storySession([{ code: 'democons', name: 'Demo Consortium', type: 'consortium' }], 'story-consortium');

function userOf(session: ReturnType<typeof storySession>): UserState {
  const state = buildUserState(session);
  if (state.kind !== 'admin') throw new Error('story session is not an admin');
  return state.user;
}

const required = (begin: string, end: string) => [
  { name: 'Institution_ID', value: 'demouniv' },
  { name: 'begin_date', value: begin },
  { name: 'END_DATE', value: end },
];

const historyItem = (id: string, name: string, code: string, reportName: string, status: string, created: string, platform = 'jstor') => ({
  __typename: 'ReportHistoryItem',
  id: `id-${id}`,
  report_id: id,
  report_name: name,
  output_format: 'xlsx',
  created,
  status,
  scheduled_report: false,
  platform,
  attributes: {
    reportCode: code,
    reportName,
    institutionName: 'Demo University',
    requiredAttributes: required('2026-10-01', '2026-10-31'),
  },
});

const HISTORY = [
  historyItem('R00000000000A', 'Journal requests last month', 'TR_J1', 'Journal Requests (Controlled)', 'complete', '2026-11-20T10:00:00Z'),
  historyItem('R00000000000B', 'Book requests last month', 'TR_B1', 'Book Requests (Controlled)', 'pending', '2026-11-23T09:00:00Z'),
  // The same report twice (the history is de-duplicated by report_id).
  historyItem('R00000000000A', 'Journal requests last month', 'TR_J1', 'Journal Requests (Controlled)', 'complete', '2026-11-20T10:00:00Z'),
];

const SCHEDULES = [
  {
    __typename: 'ReportSchedule',
    id: 'schedule-1',
    schedule_name: 'Monthly journal usage by access type',
    email_address: 'story@demo.edu',
    frequency: 'monthly',
    report_type: 'Counter5.1',
    output_format: 'xlsx',
    state: 'active',
    created: '2026-11-13T10:00:00Z',
    effective_date: '2026-12-01',
    platform: 'jstor',
    attributes: { report: { code: 'TR_J3', name: 'Journal Usage by Access Type' }, institutionName: 'Demo University' },
  },
];

const template = (
  code: string,
  name: string,
  optional: Array<{ name: string; type: string; possibleValues: string[] }> = [],
  disabledReason: string | null = null,
) => ({
  report: {
    code,
    name,
    description: `${name} of your usage.`,
    frequency: ['monthly'],
    type: code.includes('_') ? 'standard' : 'master',
    release: '5.1',
    platform: 'jstor',
  },
  namespace: 'Counter5.1',
  fileFormats: ['xlsx', 'tsv', 'json'],
  requiredAttributes: [{ name: 'Institution_ID' }, { name: 'Begin_Date' }, { name: 'End_Date' }, { name: 'Platform' }],
  optionalAttributes: optional.map((entry) => ({ ...entry, defaultValue: '', description: `${entry.name} to include.` })),
  disabledReason,
  schedulable: true,
});

const TEMPLATES = [
  template('TR', 'Title Report', [
    { name: 'Metric_Type', type: 'list', possibleValues: ['Total_Item_Requests', 'Unique_Item_Requests'] },
    { name: 'YOP', type: 'text-list', possibleValues: [] },
    { name: 'Exclude_Monthly_Details', type: 'boolean', possibleValues: ['True', 'False'] },
  ]),
  template('TR_J1', 'Journal Requests (Controlled)'),
  template('TR_J2', 'Journal Access Denied'),
];

const availability = {
  firstFullDayDateIso8601: '2024-06-03',
  lastFullDayDateIso8601: '2026-11-22',
  firstFullMonthDateIso8601: '2024-07-01',
  lastFullMonthDateIso8601: '2026-10-31',
};

/**
 * The gateway's paging of a history (apps/gateway reports resolvers): of the newest REPORT_HISTORY_LIMIT requests
 * (the fixtures are newest first), `offset` skipped, then at most `first`.
 */
function pageOf(items: readonly unknown[], { first, offset }: { first?: number; offset?: number }) {
  const start = offset ?? 0;
  return items.slice(0, REPORT_HISTORY_LIMIT).slice(start, start + (first ?? REPORT_HISTORY_LIMIT));
}

/** A history's first answer: its first page and whether the REPORT_HISTORY_LIMIT-th request exists (api/reports-requests.ts). */
function firstAnswer(items: readonly unknown[], variables: { first?: number; lastOffset?: number }) {
  return { page: pageOf(items, variables), atLimit: pageOf(items, { first: 1, offset: variables.lastOffset }) };
}

const handlers = {
  history: (items: unknown[] = HISTORY) =>
    graphql.query('ReportHistory', ({ variables }) => {
      const { page: reportHistory, atLimit } = firstAnswer(items, variables);
      return HttpResponse.json({ data: { reportHistory, atLimit } });
    }),
  multiHistory: (items: unknown[] = HISTORY) =>
    graphql.query('MultiPlatformReportHistory', ({ variables }) => {
      const { page: multiPlatformReportHistory, atLimit } = firstAnswer(items, variables);
      return HttpResponse.json({ data: { multiPlatformReportHistory, atLimit } });
    }),
  /** The rest of a long history (asked for after the page has painted). */
  olderHistory: (items: unknown[] = HISTORY) =>
    graphql.query('ReportHistoryOlder', ({ variables }) => HttpResponse.json({ data: { reportHistory: pageOf(items, variables) } })),
  schedules: (items: unknown[] = SCHEDULES) =>
    graphql.query('ReportSchedules', () => HttpResponse.json({ data: { reportScheduleHistory: items } })),
  status: graphql.query('ReportStatus', () => HttpResponse.json({ data: { report: { report_id: 'R00000000000B', status: 'pending' } } })),
  templates: (templates: unknown[] = TEMPLATES) =>
    graphql.query('ReportTemplates', () =>
      HttpResponse.json({ data: { reportsAvailable: { namespace: 'Counter5.1', templates }, reportsUsageAvailability: availability } }),
    ),
  licensed: graphql.query('ReportLicensedPlatforms', () => HttpResponse.json({ data: { licensedPlatforms: ['jstor'] } })),
  noDuplicate: graphql.query('CheckReportDuplicate', () =>
    HttpResponse.json({ data: { checkReportDuplicate: { id: '', report_id: '', created: null, reportCode: null, reportName: null } } }),
  ),
  duplicate: graphql.query('CheckReportDuplicate', () =>
    HttpResponse.json({
      data: {
        checkReportDuplicate: {
          id: 'id-R00000000000A',
          report_id: 'R00000000000A',
          created: '2026-11-20T10:00:00Z',
          reportCode: 'TR_J1',
          reportName: 'Journal Requests (Controlled)',
        },
      },
    }),
  ),
};

const pageHandlers = [handlers.history(), handlers.schedules(), handlers.status, handlers.templates(), handlers.licensed];

/** The history query failing (the schedules empty, the error's log event accepted). */
const historyFailsHandlers = [
  graphql.query('ReportHistory', () => HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] })),
  handlers.schedules([]),
  graphql.mutation('RecordEvent', () => HttpResponse.json({ data: { logEvent: true } })),
];

const meta = {
  title: 'Screens/Reports',
  component: ReportsScreen,
  parameters: { layout: 'padded' },
  args: { user: userOf(institutionSession), route: { path: '/counter5.1' } },
  render: (args) => (
    <StoryApp session={institutionSession}>
      <ReportsScreen {...args} />
    </StoryApp>
  ),
} satisfies Meta<typeof ReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The Create Report form is its own chunk: its first opening waits for its code (in Storybook, its first transform). */
const FORM_LOAD = { timeout: 10_000 };

async function openWizard() {
  await userEvent.click(await page.findByRole('button', { name: 'Create Report' }));
  const dialog = await page.findByRole('dialog', { name: 'Create Report' }, FORM_LOAD);
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'TR_J1 - Journal Requests (Controlled)' })).toBeInTheDocument());
  return dialog;
}

export const Counter51History: Story = {
  parameters: { msw: { handlers: pageHandlers } },
  play: async () => {
    const table = await page.findByRole('table', { name: 'Report History' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('Pending...')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Download Journal requests last month' })).toBeVisible();
    await expect(within(table).getAllByText('10/01/2026 - 10/31/2026')).toHaveLength(2);
    // Far from the gateway's limit of 500 a type: no note about older requests.
    await expect(page.queryByText('The 500 most recent requests of each report type are shown.')).toBeNull();
  },
};

/** 2,000 finished requests (DEMO_DATA=large): only the rows near the visible part of the scrolling box are in the page. */
const LONG_HISTORY_ITEMS = Array.from({ length: 2000 }, (_, index) =>
  historyItem(
    `R${(0x100000 + index).toString(16).toUpperCase().padStart(12, '0')}`,
    `Journal requests #${String(index + 1).padStart(4, '0')}`,
    'TR_J1',
    'Journal Requests (Controlled)',
    'complete',
    new Date(Date.UTC(2026, 10, 20) - index * 8 * 3600_000).toISOString(),
  ),
);

const LIMIT_NOTE = 'The 500 most recent requests of each report type are shown.';
const HISTORY_EMPTY_TEXT = 'Your report history is empty.';

/**
 * The whole of a long history: the first answer (101 requests), then, once the page has painted, the rest (399),
 * the gateway's newest 500 of the 2,000 in one virtualised table.
 */
export const Counter51LongHistory: Story = {
  parameters: {
    msw: { handlers: [handlers.history(LONG_HISTORY_ITEMS), handlers.olderHistory(LONG_HISTORY_ITEMS), ...pageHandlers.slice(1)] },
  },
  play: async () => {
    const table = await page.findByRole('table', { name: 'Report History' });
    await expect(await within(table).findByText('Journal requests #0001')).toBeVisible();
    // The client asks for at most the gateway's 500 (the first answer and the rest), so the table holds 500 rows.
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '501'));
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(60);
    await expect(within(table).queryByText('Journal requests #2000')).toBeNull();
    // At the gateway's limit (500 per report type) the page says older requests are not listed.
    await expect(page.getByText(LIMIT_NOTE)).toBeVisible();
    await expect(page.queryByText(OLDER_LOADING)).toBeNull();
    // The last of the 500, reached by scrolling the box: the rest is in the table, in order.
    const box = table.parentElement;
    if (!box) throw new Error('the table has no scrolling box');
    box.scrollTop = box.scrollHeight;
    await expect(await within(table).findByText('Journal requests #0500')).toBeVisible();
    await expect(within(table).queryByText('Journal requests #0501')).toBeNull();
    box.scrollTop = 0;
    await expect(await within(table).findByText('Journal requests #0001')).toBeVisible();
  },
};

/** A long history's first answer is shown while the rest is still coming: the page says older requests are loading. */
export const Counter51LongHistoryFirstAnswer: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.history(LONG_HISTORY_ITEMS),
        graphql.query('ReportHistoryOlder', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: { reportHistory: [] } });
        }),
        ...pageHandlers.slice(1),
      ],
    },
  },
  play: async () => {
    const table = await page.findByRole('table', { name: 'Report History' });
    await expect(await within(table).findByText('Journal requests #0001')).toBeVisible();
    await expect(await page.findByText(OLDER_LOADING)).toBeVisible();
    // Known from the first answer: the history reaches the limit, so the note is there from the start.
    await expect(page.getByText(LIMIT_NOTE)).toBeVisible();
    // The first answer's 101 requests, virtualised once the page has painted.
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '102'));
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  },
};

const olderFails = graphql.query('ReportHistoryOlder', () =>
  HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }),
);
const recordEvent = graphql.mutation('RecordEvent', () => HttpResponse.json({ data: { logEvent: true } }));

/** The rest of a long history fails: the first answer's rows stay and work; the spec's generic failure text and "Try again". */
export const Counter51LongHistoryRestFails: Story = {
  parameters: { msw: { handlers: [handlers.history(LONG_HISTORY_ITEMS), olderFails, recordEvent, ...pageHandlers.slice(1)] } },
  play: async () => {
    const table = await page.findByRole('table', { name: 'Report History' });
    await expect(await page.findByText(GENERIC_FAILURE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.queryByText(OLDER_LOADING)).toBeNull();
    await expect(page.queryByText(HISTORY_EMPTY_TEXT)).toBeNull();
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '102'));
    await expect(within(table).getByRole('button', { name: 'Download Journal requests #0001' })).toBeEnabled();
  },
};

let olderAnswers = 0;

/** "Try again" after a failed rest asks for it again, and the whole history shows. */
export const Counter51LongHistoryRestRetried: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: [
        handlers.history(LONG_HISTORY_ITEMS),
        graphql.query('ReportHistoryOlder', ({ variables }) => {
          olderAnswers += 1;
          if (olderAnswers === 1) return HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] });
          return HttpResponse.json({ data: { reportHistory: pageOf(LONG_HISTORY_ITEMS, variables) } });
        }),
        recordEvent,
        ...pageHandlers.slice(1),
      ],
    },
  },
  beforeEach: () => {
    olderAnswers = 0;
  },
  play: async () => {
    const table = await page.findByRole('table', { name: 'Report History' });
    await userEvent.click(await page.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '501'));
    await expect(page.queryByText(GENERIC_FAILURE)).toBeNull();
    await expect(page.queryByText(OLDER_LOADING)).toBeNull();
    await expect(olderAnswers).toBe(2);
  },
};

export const Counter5HistoryOnly: Story = {
  args: { route: { path: '/counter' } },
  parameters: {
    msw: {
      handlers: [
        handlers.multiHistory([
          ...HISTORY.slice(0, 2),
          historyItem('R00000000000C', 'Artstor images', 'ART_I1', 'Artstor Image Usage', 'complete', '2025-01-10T10:00:00Z', 'artstor'),
        ]),
        handlers.status,
      ],
    },
  },
  play: async () => {
    await expect(await page.findByText(/your customer ID is/)).toBeVisible();
    await expect(page.queryByRole('tab')).toBeNull();
    const table = await page.findByRole('table', { name: 'Report History' });
    await expect(within(table).getByRole('columnheader', { name: 'Platform' })).toBeVisible();
    await expect(within(table).queryByText('Artstor images')).toBeNull();
  },
};

export const BooksEmpty: Story = {
  args: { route: { path: '/book-reports' } },
  parameters: { msw: { handlers: [handlers.history([]), handlers.schedules([])] } },
  play: async () => {
    await expect(await page.findByText('Your report history is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your savings' })).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Scheduled Reports' }));
    await expect(await page.findByText('There are no scheduled reports.')).toBeVisible();
  },
};

export const HistoryLoadFails: Story = {
  parameters: {
    msw: {
      handlers: historyFailsHandlers,
    },
  },
  play: async () => {
    await expect(await page.findByText('Your report history is empty.')).toBeVisible();
  },
};

export const ScheduledReports: Story = {
  parameters: { msw: { handlers: pageHandlers } },
  play: async () => {
    // The page asks for both tabs' data at once; the history shown means the schedules have come too, so the tab
    // opens on data (a tab that suspends inside the click's act() scope never showed in the story runner).
    await page.findByRole('table', { name: 'Report History' });
    await userEvent.click(await page.findByRole('tab', { name: 'Scheduled Reports' }));
    const table = await page.findByRole('table', { name: 'Scheduled Reports' });
    await expect(within(table).getByText('Monthly journal usage by access type')).toBeVisible();
  },
};

export const DeleteScheduleModal: Story = {
  parameters: { msw: { handlers: pageHandlers } },
  play: async () => {
    // The page asks for both tabs' data at once; the history shown means the schedules have come too, so the tab
    // opens on data (a tab that suspends inside the click's act() scope never showed in the story runner).
    await page.findByRole('table', { name: 'Report History' });
    await userEvent.click(await page.findByRole('tab', { name: 'Scheduled Reports' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete Monthly journal usage by access type' }));
    await expect(await page.findByText('Delete report schedule')).toBeVisible();
  },
};

export const WizardRequiredStep: Story = {
  parameters: { msw: { handlers: pageHandlers } },
  play: async () => {
    const dialog = await openWizard();
    await expect(within(dialog).getByRole('radio', { name: 'XLSX' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveValue('story@demo.edu');
  },
};

export const WizardErrors: Story = {
  parameters: { msw: { handlers: pageHandlers } },
  play: async () => {
    const dialog = await openWizard();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await within(dialog).findByText('There are 2 errors found in your report request.')).toBeVisible();
    await expect(within(dialog).getByText('Please correct these errors to continue submitting your request.')).toBeVisible();
  },
};

export const WizardOneError: Story = {
  parameters: { msw: { handlers: pageHandlers } },
  play: async () => {
    const dialog = await openWizard();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Report' }), 'TR_J2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await within(dialog).findByText('There is an error found in your report request.')).toBeVisible();
    await expect(within(dialog).getByText('Please correct this error to continue submitting your request.')).toBeVisible();
  },
};

export const WizardOptionalStep: Story = {
  parameters: { msw: { handlers: pageHandlers } },
  play: async () => {
    const dialog = await openWizard();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Report' }), 'TR');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Report name' }), 'Titles');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await within(dialog).findByText('Optional fields')).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Metric Type' })).toBeVisible();
  },
};

export const WizardConfirmStep: Story = {
  parameters: { msw: { handlers: [...pageHandlers, handlers.noDuplicate] } },
  play: async () => {
    const dialog = await openWizard();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Report' }), 'TR_J2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Report name' }), 'Denials');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await within(dialog).findByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

export const WizardDuplicate: Story = {
  parameters: { msw: { handlers: [...pageHandlers, handlers.duplicate] } },
  play: async () => {
    const dialog = await openWizard();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Report' }), 'TR_J1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Report name' }), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(
      await within(dialog).findByText(
        'A TR_J1 - Journal Requests (Controlled) report with the same settings was requested on 11/20/2026. This report is a duplicate.',
      ),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const WizardDuplicateCheckFails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        graphql.query('CheckReportDuplicate', () => HttpResponse.json({ errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] })),
      ],
    },
  },
  play: async () => {
    const dialog = await openWizard();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Report' }), 'TR_J2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Report name' }), 'Denials');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await within(dialog).findByText('Server side error found.')).toBeVisible();
  },
};

export const WizardSubmitFails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        handlers.noDuplicate,
        graphql.mutation('AddReport', () => HttpResponse.json({ errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] })),
      ],
    },
  },
  play: async () => {
    const dialog = await openWizard();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Report' }), 'TR_J2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Report name' }), 'Denials');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    await expect(
      await within(dialog).findByText('There was an issue processing your submission. Please try again or contact support.'),
    ).toBeVisible();
  },
};

export const WizardTemplatesFail: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.history(),
        handlers.schedules(),
        handlers.status,
        handlers.licensed,
        graphql.query('ReportTemplates', () => HttpResponse.json({ errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] })),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Create Report' }));
    await expect(await page.findByText('Error fetching report templates.')).toBeVisible();
  },
};

export const ConsortiumRetiredReports: Story = {
  args: { user: userOf(consortiumSession), route: { path: '/counter' } },
  render: (args) => (
    <StoryApp session={consortiumSession}>
      <ReportsScreen {...args} />
    </StoryApp>
  ),
  parameters: {
    msw: {
      handlers: [
        handlers.multiHistory([]),
        handlers.templates([template('CR_TR_J1', 'Consortium Journal Requests', [], 'now available only in COUNTER 5.1')]),
        handlers.licensed,
        graphql.query('ReportChildInstitutions', () =>
          HttpResponse.json({
            data: {
              childInstitutions: [
                { id: '1', name: 'Zeta College', code: 'zeta' },
                { id: '2', name: 'Alpha College', code: 'alpha' },
              ],
            },
          }),
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Create Report' }));
    const dialog = await page.findByRole('dialog', { name: 'Create Report' }, FORM_LOAD);
    await expect(await within(dialog).findByRole('option', { name: /now available only in COUNTER 5\.1/ })).toBeDisabled();
  },
};

export const PublisherPage: Story = {
  args: { user: userOf(publisherSession), route: { path: '/publisher-reports' } },
  render: (args) => (
    <StoryApp session={publisherSession}>
      <ReportsScreen {...args} />
    </StoryApp>
  ),
  parameters: {
    msw: {
      handlers: [
        graphql.query('PublisherReportHistory', () =>
          HttpResponse.json({ data: { journals: HISTORY.slice(0, 1), books: [], research: [] } }),
        ),
        graphql.query('PublisherReportSchedules', () => HttpResponse.json({ data: { journals: [], books: [], research: [] } })),
        graphql.query('ReportPublisherSummary', () =>
          HttpResponse.json({
            data: {
              publisherSummary: {
                code: 'demopress',
                label: 'Demo Press',
                titleCount: 12,
                counts: { journals: 8, books: 4, researchReports: 0 },
              },
            },
          }),
        ),
      ],
    },
  },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 1, name: 'Publisher Usage Reports' })).toBeVisible();
    await expect(await page.findByText('Journal requests last month')).toBeVisible();
  },
};

export const WizardScheduled: Story = {
  args: { route: { path: '/book-reports' } },
  parameters: {
    msw: {
      handlers: [
        handlers.templates([
          {
            ...template('BK_T1', 'Book Title Usage'),
            report: { ...template('BK_T1', 'Book Title Usage').report, frequency: ['weekly', 'monthly', 'quarterly'] },
          },
        ]),
        ...pageHandlers,
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Create Report' }));
    const dialog = await page.findByRole('dialog', { name: 'Create Report' }, FORM_LOAD);
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'BK_T1 - Book Title Usage' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Report' }), 'BK_T1');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scheduled' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await expect(within(dialog).getByRole('radio', { name: 'Previous week (Mon-Sun)' })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: 'Previous 12 months' })).toBeVisible();
  },
};

export const ArtstorEmpty: Story = {
  args: { route: { path: '/artstor-collection' } },
  parameters: {
    msw: {
      handlers: [
        handlers.history([HISTORY[0]!]),
        graphql.query('MultiPlatformReportSchedules', () => HttpResponse.json({ data: { multiPlatformScheduleHistory: [] } })),
      ],
    },
  },
  play: async () => {
    // The Artstor page lists only ART reports: a TR_J1 row is not one.
    await expect(await page.findByText('Your report history is empty.')).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Scheduled Reports' }));
    const table = await page.findByRole('table', { name: 'Scheduled Reports' });
    await expect(within(table).getByRole('columnheader', { name: 'Platform' })).toBeVisible();
  },
};

export const CollectionsUsageWizard: Story = {
  args: { route: { path: '/ccud-reports' } },
  parameters: {
    msw: {
      handlers: [
        handlers.history([]),
        handlers.schedules([]),
        handlers.licensed,
        graphql.query('ReportCollections', () =>
          HttpResponse.json({
            data: {
              ccuDashboardData: { collections: [{ id: 'c1', title: 'Demo University Archives' }] },
              ccuReportAvailability: {
                generation: { availableStartDate: '2024-06-03', availableEndDate: '2026-11-22' },
                usageInstitutions: [{ code: 'demouniv', name: 'Demo University' }],
              },
            },
          }),
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Create Report' }));
    const dialog = await page.findByRole('dialog', { name: 'Create Report' }, FORM_LOAD);
    await expect(within(dialog).getByRole('textbox', { name: 'Report name' })).toHaveValue('Collections Usage Report');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Demo University Archives' })).toBeInTheDocument());
    await expect(within(dialog).getByRole('combobox', { name: 'Collection' })).toHaveValue('ALL');
  },
};

// --- Engagement Report (/engagement-report): the PlatformEngagement namespace, day pickers, Engagement toasts ---

const ENGAGEMENT_HISTORY = [
  historyItem('R0000000000E1', 'Engagement last month', 'PE_E1', 'Platform Engagement', 'complete', '2026-11-20T10:00:00Z'),
  historyItem('R0000000000E2', 'Engagement this week', 'PE_E1', 'Platform Engagement', 'pending', '2026-11-23T09:00:00Z'),
];
const ENGAGEMENT_SCHEDULES = [
  {
    ...SCHEDULES[0]!,
    id: 'schedule-engagement',
    schedule_name: 'Weekly platform engagement',
    frequency: 'weekly',
    report_type: 'PlatformEngagement',
    effective_date: '2026-11-30',
    attributes: { report: { code: 'PE_E1', name: 'Platform Engagement' }, institutionName: 'Demo University' },
  },
];
const ENGAGEMENT_TEMPLATES = [
  {
    ...template('PE_E1', 'Platform Engagement'),
    report: { ...template('PE_E1', 'Platform Engagement').report, frequency: ['weekly', 'monthly'], release: '', type: 'standard' },
    namespace: 'PlatformEngagement',
    fileFormats: ['xlsx', 'csv'],
  },
];
const engagementHandlers = [
  handlers.history(ENGAGEMENT_HISTORY),
  handlers.schedules(ENGAGEMENT_SCHEDULES),
  handlers.status,
  handlers.templates(ENGAGEMENT_TEMPLATES),
  handlers.licensed,
];

export const EngagementHistory: Story = {
  args: { route: { path: '/engagement-report' } },
  parameters: { msw: { handlers: engagementHandlers } },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 1, name: 'Engagement Report' })).toBeVisible();
    const table = await page.findByRole('table', { name: 'Report History' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('Pending...')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Download Engagement last month' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Report' })).toBeVisible();
  },
};

export const EngagementHistoryFails: Story = {
  args: { route: { path: '/engagement-report' } },
  parameters: {
    msw: {
      handlers: historyFailsHandlers,
    },
  },
  play: async () => {
    await expect(await page.findByText('Your report history is empty.')).toBeVisible();
  },
};

export const EngagementWizard: Story = {
  args: { route: { path: '/engagement-report' } },
  parameters: { msw: { handlers: [...engagementHandlers, handlers.noDuplicate] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Create Report' }));
    const dialog = await page.findByRole('dialog', { name: 'Create Report' }, FORM_LOAD);
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'PE_E1 - Platform Engagement' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Report$/ }), 'PE_E1');
    await expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeVisible();
    await expect(within(dialog).queryByRole('radio', { name: 'TSV' })).toBeNull();
  },
};

/**
 * A hidden mark shown once the page's schedules query has settled (its data, or its error, in the cache). It only
 * watches the query the page asks for (never fetches itself), so a story can open the Scheduled Reports tab on
 * data: a tab that suspends inside the click's act() scope never shows in the story runner.
 */
function SchedulesSettled({ kind, userId }: { kind: ReportPageKind; userId: string }) {
  const query = useQuery({ ...schedulesOptions(historyParams(kind, userId, true)), enabled: false });
  return query.isSuccess || query.isError ? <span hidden data-testid="schedules-settled" /> : null;
}

const withSchedulesSettled: Story['render'] = (args) => (
  <StoryApp session={institutionSession}>
    <ReportsScreen {...args} />
    <SchedulesSettled kind="engagement" userId={args.user.userId} />
  </StoryApp>
);

/** Opens the Scheduled Reports tab once the history shows and the schedules are in the cache. */
async function openSchedulesTab() {
  await page.findByRole('table', { name: 'Report History' });
  await waitFor(() => expect(page.getByTestId('schedules-settled')).toBeInTheDocument());
  await userEvent.click(page.getByRole('tab', { name: 'Scheduled Reports' }));
  return page.findByRole('table', { name: 'Scheduled Reports' });
}

export const EngagementScheduled: Story = {
  args: { route: { path: '/engagement-report' } },
  render: withSchedulesSettled,
  parameters: { msw: { handlers: engagementHandlers } },
  play: async () => {
    const table = await openSchedulesTab();
    await expect(page.getByRole('tab', { name: 'Scheduled Reports' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).getByText('Weekly platform engagement')).toBeVisible();
    await expect(within(table).getByText('PE_E1 - Platform Engagement')).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'Weekly' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'story@demo.edu' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Delete Weekly platform engagement' })).toBeVisible();
    // Engagement schedules are single-platform: no Platform column.
    await expect(within(table).queryByRole('columnheader', { name: 'Platform' })).toBeNull();
  },
};

export const EngagementScheduledEmpty: Story = {
  args: { route: { path: '/engagement-report' } },
  render: withSchedulesSettled,
  parameters: {
    msw: {
      handlers: [
        handlers.history(ENGAGEMENT_HISTORY),
        handlers.schedules([]),
        handlers.status,
        handlers.templates(ENGAGEMENT_TEMPLATES),
        handlers.licensed,
      ],
    },
  },
  play: async () => {
    const table = await openSchedulesTab();
    await expect(within(table).getByText('There are no scheduled reports.')).toBeVisible();
    await expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();
  },
};
