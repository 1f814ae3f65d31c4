import type { SessionQuery } from '@console/graphql/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import { buildUserState, type UserState } from '../../state/user-state';
import ReportsScreen from './reports-screen';

/** Internal staff, not masquerading: no admin profiles, the staff role on the individual account. */
const staffSession: SessionQuery = {
  session: {
    uuid: 'story-session',
    userAccount: {
      id: 'story-staff',
      username: 'staff@demo.org',
      name: 'Story Staff',
      lastLoggedIn: null,
      contact: { email: 'staff@demo.org', firstName: 'Story', lastName: 'Staff' },
    },
    authenticatedAccounts: [{ id: 'ind', type: 'individual', name: 'Story Staff', roles: ['ITHAKA_STAFF'] }],
    authenticatedProfiles: [],
    masquerade: null,
  },
  flags: storySession([]).flags,
};

function staffUser(): UserState {
  const state = buildUserState(staffSession);
  if (state.kind !== 'admin') throw new Error('story session is not an admin');
  return state.user;
}

const found = (code: string, name: string, type: string) => ({ id: `ext-${code}`, code, name, type });
const SEARCH_RESULTS = [
  found('demoagency', 'Demo Library Agency', 'institution'),
  found('democoll', 'Demo Visual Arts College', 'institution'),
  found('democons', 'Demo Consortium', 'consortium'),
  found('demopress', 'Demo Press', 'publisher'),
  found('demouniv', 'Demo University', 'institution'),
];

const template = (code: string, name: string, namespace = 'Counter5.1') => ({
  report: {
    code,
    name,
    description: `${name} of your usage.`,
    frequency: ['monthly'],
    type: 'standard',
    release: '5.1',
    platform: 'jstor',
  },
  namespace,
  fileFormats: ['xlsx', 'tsv'],
  requiredAttributes: [{ name: 'Institution_ID' }, { name: 'Begin_Date' }, { name: 'End_Date' }, { name: 'Platform' }],
  optionalAttributes: [],
  disabledReason: null,
  schedulable: true,
});

const availability = {
  firstFullDayDateIso8601: '2024-06-03',
  lastFullDayDateIso8601: '2026-11-22',
  firstFullMonthDateIso8601: '2024-07-01',
  lastFullMonthDateIso8601: '2026-10-31',
};

const handlers = [
  graphql.query('ReportHistory', () => HttpResponse.json({ data: { reportHistory: [], atLimit: [] } })),
  graphql.query('MultiPlatformReportHistory', () => HttpResponse.json({ data: { multiPlatformReportHistory: [], atLimit: [] } })),
  graphql.query('ReportSchedules', () => HttpResponse.json({ data: { reportScheduleHistory: [] } })),
  graphql.query('MultiPlatformReportSchedules', () => HttpResponse.json({ data: { multiPlatformScheduleHistory: [] } })),
  graphql.query('PublisherReportHistory', () => HttpResponse.json({ data: { journals: [], books: [], research: [] } })),
  graphql.query('PublisherReportSchedules', () => HttpResponse.json({ data: { journals: [], books: [], research: [] } })),
  graphql.query('ReportLicensedPlatforms', () => HttpResponse.json({ data: { licensedPlatforms: ['jstor'] } })),
  graphql.query('ReportPublications', () => HttpResponse.json({ data: { getReportsPublications: [] } })),
  graphql.query('ReportTemplates', ({ variables }) => {
    const publisher = String(variables['namespace']).startsWith('Publisher');
    const templates = publisher
      ? [template('PJ_I1', 'Journal Usage by Institution', 'PublisherJournalReports')]
      : [template('PR_P1', 'Platform Usage'), template('DR_D1', 'Database Search and Item Usage')];
    return HttpResponse.json({
      data: { reportsAvailable: { namespace: variables['namespace'], templates }, reportsUsageAvailability: availability },
    });
  }),
  graphql.query('ReportInstitutionSearch', ({ variables }) => {
    const code = String(variables['code']).toLowerCase();
    const results = code.endsWith('*')
      ? SEARCH_RESULTS.filter((entry) => entry.code.startsWith(code.slice(0, -1)))
      : SEARCH_RESULTS.filter((entry) => entry.code === code);
    return HttpResponse.json({ data: { iacSearchByCode: { results } } });
  }),
];

const meta = {
  title: 'Screens/Reports/Staff wizard',
  component: ReportsScreen,
  parameters: { layout: 'padded', msw: { handlers } },
  args: { user: staffUser(), route: { path: '/counter5.1' } },
  render: (args) => (
    <StoryApp session={staffSession}>
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
  return page.findByRole('dialog', { name: 'Create Report' }, FORM_LOAD);
}

export const SiteCodeSuggestions: Story = {
  play: async () => {
    const dialog = within(await openWizard());
    await userEvent.type(dialog.getByRole('combobox', { name: 'Site code' }), 'demo');
    const list = await dialog.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4));
    await expect(list).not.toHaveTextContent('Demo Press');
  },
};

export const SiteCodeTooShort: Story = {
  play: async () => {
    const dialog = within(await openWizard());
    await userEvent.type(dialog.getByRole('combobox', { name: 'Site code' }), 'de');
    await expect(await dialog.findByText('Type at least 3 characters to search')).toBeVisible();
  },
};

export const SiteCodeExactNoMatch: Story = {
  play: async () => {
    const dialog = within(await openWizard());
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Exact match' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Site code' }), 'demopr');
    await expect((await dialog.findAllByText('No accounts found'))[0]).toBeVisible();
  },
};

export const SiteCodeRequired: Story = {
  play: async () => {
    const dialog = within(await openWizard());
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await dialog.findAllByText('You must select an account to run the report.')).toHaveLength(2);
    await expect(dialog.getByRole('combobox', { name: 'Site code' })).toHaveFocus();
  },
};

export const AccountChosen: Story = {
  play: async () => {
    const dialog = within(await openWizard());
    await userEvent.type(dialog.getByRole('combobox', { name: 'Site code' }), 'demouniv');
    await userEvent.click(await dialog.findByRole('option', { name: /Demo University/ }));
    await expect(dialog.getByRole('combobox', { name: 'Site code' })).toHaveValue('Demo University');
    await waitFor(() => expect(dialog.getByRole('option', { name: 'PR_P1 - Platform Usage' })).toBeInTheDocument());
  },
};

export const PublisherReportsListPublishers: Story = {
  args: { user: staffUser(), route: { path: '/publisher-reports' } },
  play: async () => {
    const dialog = within(await openWizard());
    await userEvent.type(dialog.getByRole('combobox', { name: 'Site code' }), 'demo');
    const list = await dialog.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await expect(list).toHaveTextContent('Demo Press');
  },
};
