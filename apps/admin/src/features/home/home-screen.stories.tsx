import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import { institutionSummary, publisherSummary, trends } from './fixtures/home-fixtures';
import HomeScreen from './home-screen';

const institution = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);
const publisher = storySession([{ code: 'demopress', name: 'Demo Press', type: 'publisher' }], 'story-publisher');

const summaryHandler = (summary: ReturnType<typeof institutionSummary>) =>
  graphql.query('HomepageSummary', () => HttpResponse.json({ data: { homepageSummaryV2: summary } }));
const trendsHandler = graphql.query('CrossPlatformUsageTrends', () => HttpResponse.json({ data: { crossPlatformUsageTrends: trends() } }));

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.clear();
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const InstitutionWithData: Story = {
  parameters: { msw: { handlers: [summaryHandler(institutionSummary()), trendsHandler] } },
  render: () => (
    <StoryApp session={institution}>
      <HomeScreen />
    </StoryApp>
  ),
  play: async () => {
    await expect(await page.findByRole('heading', { level: 2, name: 'Usage insights' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Access denied titles' })).toBeVisible();
    const books = page.getAllByRole('list', { name: 'books' })[0]!;
    await expect(within(books).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(page.getAllByRole('button', { name: 'See more' })[0]!);
    await expect(within(books).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(page.getByRole('button', { name: 'Collapse' }));
    await expect(within(books).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(page.getByRole('radio', { name: 'Past 6 Months' }));
    // Charts render only when scrolled near.
    page.getByRole('heading', { level: 3, name: 'Weekly usage, Past 6 Months' }).scrollIntoView();
    await expect(await page.findByRole('img', { name: 'Weekly usage, Past 6 Months' }, { timeout: 10_000 })).toBeVisible();
    await expect((await page.findAllByRole('list', { name: 'Legend' }, { timeout: 10_000 }))[0]).toBeVisible();
    (await page.findByRole('heading', { level: 2, name: 'Cross-platform usage trends' })).scrollIntoView();
    await expect(await page.findByRole('img', { name: 'Cross-platform usage trends' }, { timeout: 10_000 })).toBeVisible();
    window.scrollTo(0, 0);
  },
};

export const InstitutionEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        summaryHandler(institutionSummary(0)),
        graphql.query('CrossPlatformUsageTrends', () =>
          HttpResponse.json({ data: { crossPlatformUsageTrends: { siteCode: 'demouniv', usageTrends: [] } } }),
        ),
      ],
    },
  },
  render: InstitutionWithData.render,
  play: async () => {
    await expect(await page.findByText('You currently have no insights available. Use the widgets below to learn more.')).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Access denied titles' })).toBeNull();
    await expect(page.getAllByText('You do not have any books.')).toHaveLength(2);
    await expect(page.getAllByText('You do not have any journals.')).toHaveLength(2);
    await waitFor(() => expect(page.getAllByText('When you have usage data, this chart will populate')).toHaveLength(2));
  },
};

export const InstitutionError: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('HomepageSummary', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }, { status: 503 })),
        trendsHandler,
      ],
    },
  },
  render: InstitutionWithData.render,
  play: async () => {
    // A cold preview loads the dashboard chunk first: allow more than the default second.
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent(
      'We are unable to retrieve your homepage data right now. Other features of the admin console are still available.',
    );
    await expect(await page.findByRole('heading', { level: 2, name: 'Cross-platform usage trends' })).toBeVisible();
    await expect(await page.findByRole('img', { name: 'Cross-platform usage trends' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close error message' }));
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull());
  },
};

/** The gateway is down until the story says it is back. */
const gateway = { up: false };

/** "Try again" refetches the failed query (the boundary writes its query atom), and the dashboard appears. */
export const InstitutionErrorTryAgain: Story = {
  beforeEach: () => {
    gateway.up = false;
  },
  parameters: {
    msw: {
      handlers: [
        graphql.query('HomepageSummary', () =>
          gateway.up
            ? HttpResponse.json({ data: { homepageSummaryV2: institutionSummary() } })
            : HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }, { status: 503 }),
        ),
        trendsHandler,
      ],
    },
  },
  render: InstitutionWithData.render,
  play: async () => {
    // A cold preview loads the dashboard chunk first: allow more than the default second.
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('We are unable to retrieve your homepage data right now.');
    gateway.up = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('heading', { level: 2, name: 'Usage insights' }, { timeout: 5_000 })).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
    // Charts render only when scrolled near (as in InstitutionWithData).
    page.getByRole('heading', { level: 3, name: 'Weekly usage, Past 4 Weeks' }).scrollIntoView();
    await expect(await page.findByRole('img', { name: 'Weekly usage, Past 4 Weeks' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const InstitutionLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('HomepageSummary', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        graphql.query('CrossPlatformUsageTrends', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  render: InstitutionWithData.render,
  play: async () => {
    await expect((await page.findAllByText('Loading usage insights'))[0]).toBeInTheDocument();
    await expect(page.getAllByText('Loading usage insights')).toHaveLength(3);
    await expect(page.queryByRole('heading', { name: 'Usage insights' })).toBeNull();
  },
};

export const Publisher: Story = {
  parameters: {
    msw: { handlers: [graphql.query('HomepageSummary', () => HttpResponse.json({ data: { homepageSummaryV2: publisherSummary() } }))] },
  },
  render: () => (
    <StoryApp session={publisher}>
      <HomeScreen />
    </StoryApp>
  ),
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Welcome to JSTOR Admin' });
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await page.findByText('Last Updated: 11/16/2026.', { exact: false }, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByText('Usage data updates weekly on Monday at 8 AM UTC.')).toBeVisible();
    await expect(await page.findByRole('img', { name: 'Top institutions, Past 4 Weeks' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Past 12 Months' }));
    await expect(page.getByRole('tab', { name: 'Past 12 Months' })).toHaveAttribute('aria-selected', 'true');
    await expect(await page.findByRole('img', { name: 'Top institutions, Past 12 Months' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const PublisherWelcome: Story = {
  parameters: Publisher.parameters,
  render: Publisher.render,
  play: async () => {
    await expect(await page.findByRole('dialog', { name: 'Welcome to JSTOR Admin' })).toBeVisible();
    // The chart behind the modal (hidden from assistive technology while it is open) renders too.
    await expect(
      await page.findByRole('img', { name: 'Top institutions, Past 4 Weeks', hidden: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
