import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import AlmaLinkingScreen from './alma-linking-screen';

const institution = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);
const consortium = storySession([{ code: 'democons', name: 'Demo Consortium', type: 'consortium' }]);
const TOKEN = 'q3V9xK2mPz7LwT4nRb8YcH1dJf6GsA0eUo5iNvQkXyZ';
const answer = (almaId: string | null) =>
  graphql.query('AlmaToken', () => HttpResponse.json({ data: { holdingsSummary: { siteCode: 'demouniv', almaId } } }));
const logHandler = graphql.mutation('RecordEvent', () => HttpResponse.json({ data: { logEvent: true } }));

const meta = {
  title: 'Screens/Alma Linking',
  component: AlmaLinkingScreen,
  parameters: { layout: 'padded' },
  render: () => (
    <StoryApp session={institution}>
      <AlmaLinkingScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof AlmaLinkingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Hidden: Story = {
  parameters: { msw: { handlers: [answer(TOKEN), logHandler] } },
  play: async () => {
    const box = await page.findByRole('textbox', { name: 'Institution Token Id' });
    await expect(box).toHaveValue('•'.repeat(TOKEN.length));
    await expect(box).toHaveAttribute('readonly');
  },
};

export const Shown: Story = {
  parameters: Hidden.parameters,
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Show' }));
    await expect(page.getByRole('textbox', { name: 'Institution Token Id' })).toHaveValue(TOKEN);
    await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const EmptyToken: Story = {
  parameters: { msw: { handlers: [answer(null)] } },
  play: async () => {
    const box = await page.findByRole('textbox', { name: 'Institution Token Id' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('There has been a problem generating your key. Please contact JSTOR Support.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('AlmaToken', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 1, name: 'Alma Auto-Holdings' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [graphql.query('AlmaToken', () => HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 })), logHandler],
    },
  },
  play: async () => {
    await expect(await page.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('We are unable to complete your request');
  },
};

/** A consortium has no token (no holdings of its own): the page says so and asks for nothing. */
let consortiumTokenRequests = 0;
export const Consortium: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('AlmaToken', () => {
          consortiumTokenRequests += 1;
          return HttpResponse.json({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] });
        }),
      ],
    },
  },
  render: () => (
    <StoryApp session={consortium}>
      <AlmaLinkingScreen />
    </StoryApp>
  ),
  play: async () => {
    await expect(await page.findByRole('status')).toHaveTextContent('No Institution Token Id for a consortium');
    await expect(page.queryByRole('textbox', { name: 'Institution Token Id' })).toBeNull();
    await expect(consortiumTokenRequests).toBe(0);
  },
};
