import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import { emptyHoldingsSummary, holdingsSummary } from './fixtures/holdings-fixtures';
import HoldingsScreen from './holdings-screen';
import { HOLDINGS_ERROR } from './model/holdings';

const institution = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);
const answer = (summary: ReturnType<typeof holdingsSummary>) =>
  graphql.query('HoldingsSummary', () => HttpResponse.json({ data: { holdingsSummary: summary } }));
const logHandler = graphql.mutation('RecordEvent', () => HttpResponse.json({ data: { logEvent: true } }));

const at = (search: string) => {
  const location = memoryLocation({ path: `/holdings${search}` });
  return () => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <StoryApp session={institution}>
        <HoldingsScreen />
      </StoryApp>
    </Router>
  );
};

const meta = {
  title: 'Screens/Holdings',
  component: HoldingsScreen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HoldingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Journals: Story = {
  parameters: { msw: { handlers: [answer(holdingsSummary())] } },
  render: at(''),
  play: async () => {
    await expect(await page.findByRole('tab', { name: 'Journals', selected: true })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 3, name: 'Archive Collections' })).toBeVisible();
    // Seven archive collections: four in the first column, three in the second.
    await expect(within(page.getByRole('list', { name: 'Archive Collections, column 1 of 2' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(page.getByRole('list', { name: 'Archive Collections, column 2 of 2' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(page.getByRole('button', { name: 'Download Journals' }));
    await expect(await page.findByRole('menuitem', { name: 'All journals title list (KBART)' })).toHaveAttribute(
      'href',
      '/ui/data-fetch/downloads/holdings/demouniv/kbart-journals.txt',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Books: Story = {
  parameters: { msw: { handlers: [answer(holdingsSummary())] } },
  render: at('?tab=books'),
  play: async () => {
    await expect(await page.findByRole('tab', { name: 'Books', selected: true })).toBeVisible();
    await expect(await page.findByText('42%')).toBeVisible();
    await expect(page.getByText('$37,674')).toBeVisible();
  },
};

export const PrimarySources: Story = {
  parameters: { msw: { handlers: [answer(holdingsSummary())] } },
  render: at('?tab=primary-sources'),
  play: async () => {
    await expect(await page.findByText('Struggles for Freedom: Southern Africa')).toBeVisible();
    await expect(page.getByText('71,228')).toBeVisible();
  },
};

export const Images: Story = {
  parameters: { msw: { handlers: [answer(holdingsSummary())] } },
  render: at('?tab=images'),
  play: async () => {
    await expect(await page.findByText('Artstor Digital Library')).toBeVisible();
  },
};

export const SharedCollections: Story = {
  parameters: { msw: { handlers: [answer(holdingsSummary())] } },
  render: at('?tab=shared-collections'),
  play: async () => {
    await expect(await page.findByText('Historic Maps of the Upper Valley')).toBeVisible();
  },
};

export const FreeAndOpen: Story = {
  parameters: { msw: { handlers: [answer(holdingsSummary())] } },
  render: at('?tab=free-and-open'),
  play: async () => {
    await expect(await page.findByRole('heading', { level: 3, name: 'Open Access Journals' })).toBeVisible();
  },
};

export const UnknownTabFallsBackToJournals: Story = {
  parameters: { msw: { handlers: [answer(holdingsSummary())] } },
  render: at('?tab=nope'),
  // Switching tabs through the URL is covered end to end (tests/e2e/holdings.spec.ts); here, the fallback.
  play: async () => {
    await expect(await page.findByRole('tab', { name: 'Journals', selected: true })).toBeVisible();
    await expect(await page.findByText(/^Journals your institution holds through archive collections/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answer(emptyHoldingsSummary())] } },
  render: at(''),
  play: async () => {
    await expect(await page.findByText('Your institution does not hold any journals yet.')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Download Journals' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('HoldingsSummary', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  render: at(''),
  play: async () => {
    await expect(await page.findByRole('tab', { name: 'Journals', selected: true })).toBeVisible();
    await expect(page.getByText('Loading journals holdings')).toBeInTheDocument();
  },
};

export const ErrorOnImages: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('HoldingsSummary', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }, { status: 503 })),
        logHandler,
      ],
    },
  },
  render: at('?tab=images'),
  play: async () => {
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent(`${HOLDINGS_ERROR} contact Artstor Support.`);
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible());
  },
};

export const ErrorOnJournals: Story = {
  parameters: ErrorOnImages.parameters,
  render: at(''),
  play: async () => {
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent(`${HOLDINGS_ERROR} contact JSTOR Support.`);
  },
};

/** A file of the Download menu answers 500: the holdings error under the summary, the tab as it was; Try again asks again. */
export const DownloadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(holdingsSummary()),
        logHandler,
        http.get('/ui/data-fetch/downloads/holdings/:siteCode/:file', () => new HttpResponse('Internal Server Error', { status: 500 })),
      ],
    },
  },
  render: at(''),
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Download Journals' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'All journals title list (KBART)' }));
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent(`${HOLDINGS_ERROR} contact JSTOR Support.`);
    await expect(page.getByRole('heading', { level: 3, name: 'Archive Collections' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Journals' })).toHaveFocus();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
