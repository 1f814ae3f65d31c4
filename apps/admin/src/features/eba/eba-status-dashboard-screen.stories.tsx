import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import type { EbaDashboardRow } from './api/eba';
import EbaStatusDashboardScreen from './eba-status-dashboard-screen';

const staff = storySession([], 'story-staff');

const ROWS: EbaDashboardRow[] = [
  {
    accountName: 'Demo University',
    siteCode: 'demouniv',
    selectionFileSent: '2024-09-02',
    selectionFileUploaded: '2024-10-14',
    orderSubmitted: '2024-10-14',
    orderAccepted: '2024-10-16',
    statementSent: '2024-10-17',
    complete: 'Y',
  },
  {
    accountName: 'Northfield College of Art and Design',
    siteCode: 'northfield',
    selectionFileSent: '2024-09-03',
    selectionFileUploaded: null,
    orderSubmitted: null,
    orderAccepted: null,
    statementSent: null,
    complete: 'N',
  },
];

const searches: Array<string | null> = [];
const dashboard = (rowsOf: (search: string | null) => EbaDashboardRow[]) =>
  graphql.query('EbaDashboard', ({ variables }) => {
    const search = (variables.siteCodes as string | null) ?? null;
    searches.push(search);
    return HttpResponse.json({
      data: {
        getParticipantDashboardData: rowsOf(search),
        downloadParticipantStatusReport: `/ui/data-fetch/downloads/eba-status/report.xlsx${search ? `?siteCodes=${encodeURIComponent(search)}` : ''}`,
      },
    });
  });

const meta = {
  title: 'Screens/EBA Status Dashboard',
  component: EbaStatusDashboardScreen,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    searches.length = 0;
  },
  render: () => (
    <StoryApp session={staff}>
      <EbaStatusDashboardScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof EbaStatusDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const MostRecentParticipants: Story = {
  parameters: { msw: { handlers: [dashboard(() => ROWS)] } },
  play: async () => {
    const table = await page.findByRole('table', { name: 'EBA participants' });
    for (const column of [
      'Account name',
      'Site code',
      'Selection file sent',
      'Selection file uploaded',
      'Order submitted',
      'Order accepted',
      'Statement sent',
      'Complete',
    ]) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByText('Not yet')).toHaveLength(4);
    await expect(page.getByRole('link', { name: 'Download report' })).toHaveAttribute(
      'href',
      '/ui/data-fetch/downloads/eba-status/report.xlsx',
    );
    await expect(searches).toEqual([null]);
  },
};

/** 25 participants, as a gateway that ignored the limit might send them: the table shows the first 20 (spec 000 §9). */
const MANY_ROWS: EbaDashboardRow[] = Array.from({ length: 25 }, (_, index) => ({
  accountName: `Participating College ${index + 1}`,
  siteCode: `college${String(index + 1).padStart(2, '0')}`,
  selectionFileSent: '2024-09-02',
  selectionFileUploaded: index % 2 === 0 ? '2024-10-14' : null,
  orderSubmitted: index % 2 === 0 ? '2024-10-14' : null,
  orderAccepted: null,
  statementSent: null,
  complete: 'N',
}));

export const TwentyRowsAtMost: Story = {
  parameters: { msw: { handlers: [dashboard(() => MANY_ROWS)] } },
  play: async () => {
    const table = await page.findByRole('table', { name: 'EBA participants' });
    // The header row and 20 participants: the first 20 in the gateway's order.
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await expect(within(rows[1]!).getByRole('cell', { name: 'college01' })).toBeVisible();
    await expect(within(rows[20]!).getByRole('cell', { name: 'college20' })).toBeVisible();
    await expect(within(table).queryByRole('cell', { name: 'college21' })).toBeNull();
  },
};

export const SearchBySiteCodes: Story = {
  parameters: {
    msw: { handlers: [dashboard((search) => (search ? ROWS.filter((row) => search.split(',').includes(row.siteCode)) : ROWS))] },
  },
  play: async () => {
    await page.findByRole('table', { name: 'EBA participants' });
    await userEvent.type(page.getByRole('searchbox', { name: 'Site codes' }), ' northfield , ,NORTHFIELD, nowhere {enter}');
    await expect(await page.findByRole('link', { name: 'Download report' })).toHaveAttribute(
      'href',
      '/ui/data-fetch/downloads/eba-status/report.xlsx?siteCodes=northfield%2Cnowhere',
    );
    await expect(searches).toEqual([null, 'northfield,nowhere']);
    await expect(page.getByRole('cell', { name: 'Northfield College of Art and Design' })).toBeVisible();
    await expect(page.queryByRole('cell', { name: 'Demo University' })).toBeNull();
  },
};

export const NoMatch: Story = {
  parameters: { msw: { handlers: [dashboard((search) => (search ? [] : ROWS))] } },
  play: async () => {
    await page.findByRole('table', { name: 'EBA participants' });
    await userEvent.type(page.getByRole('searchbox', { name: 'Site codes' }), 'nowhere{enter}');
    await expect(await page.findByText('No participants have these site codes.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('EbaDashboard', () => HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.' }] })),
        graphql.mutation('RecordEvent', () => HttpResponse.json({ data: { logEvent: true } })),
      ],
    },
  },
  play: async () => {
    await expect(await page.findByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
  },
};

/** A phone, 390 × 844 CSS px (as app/shell/shell.stories.tsx; the `phone` tag sizes the visual baseline). */
const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
};

/** The dashboard on a phone: the table scrolls inside its own region, the page never sideways. */
export const PhoneMostRecentParticipants: Story = {
  name: 'Phone: most recent participants',
  tags: ['phone'],
  ...phone,
  parameters: { ...MostRecentParticipants.parameters, ...phone.parameters },
  play: async (context) => {
    await MostRecentParticipants.play?.(context);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};
