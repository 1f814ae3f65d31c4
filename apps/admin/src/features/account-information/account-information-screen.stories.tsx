import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import AccountInformationScreen from './account-information-screen';
import type { AccountInformation } from './api/account-information';

const institution = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);
const withoutSwitchFlag = (() => {
  const session = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);
  return {
    ...session,
    flags: {
      enabled: session.flags.enabled.filter((flag) => flag !== 'enable_rt_admin_switch'),
      disabled: ['as_qa', 'enable_rt_admin_switch'],
    },
  };
})();

const info = (overrides: Partial<AccountInformation> = {}): AccountInformation => ({
  siteCode: 'demouniv',
  institutionName: 'Demo University',
  providerDesignationStatement: 'Demo University Libraries',
  openUrlBaseUrl: 'https://resolver.demo.edu/openurl',
  sushi: { customerId: 'demouniv', requestorId: 'story@demo.edu', serverPath: '/sushi/r51' },
  researchTool: { licenseId: '6f1c7c8e-0000-4000-8000-000000000001', active: true, status: 'OK' },
  ...overrides,
});

const answer = (value: AccountInformation) =>
  graphql.query('AccountInformation', () => HttpResponse.json({ data: { accountInformation: value } }));
const updateOk = graphql.mutation('UpdateLicense', async ({ variables }) => {
  const status = (JSON.parse(String(variables.licenseBody)) as { status: string }).status;
  return HttpResponse.json({ data: { updateLicense: { licenseId: variables.licenseId, status } } });
});
const feedbackOk = graphql.mutation('SubmitResearchToolFeedback', () => HttpResponse.json({ data: { submitResearchToolFeedback: true } }));
const logHandler = graphql.mutation('RecordEvent', () => HttpResponse.json({ data: { logEvent: true } }));

const meta = {
  title: 'Screens/Account Information',
  component: AccountInformationScreen,
  parameters: { layout: 'padded' },
  render: () => (
    <StoryApp session={institution}>
      <AccountInformationScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof AccountInformationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const WithData: Story = {
  parameters: { msw: { handlers: [answer(info())] } },
  play: async () => {
    await expect(await page.findByText('Access provided by Demo University Libraries')).toBeVisible();
    await expect(page.getByText('https://resolver.demo.edu/openurl')).toBeVisible();
    await expect(page.getByText('story@demo.edu')).toBeVisible();
    await expect(page.getByRole('switch', { name: /AI research tool/ })).toBeChecked();
  },
};

export const NotProvided: Story = {
  parameters: { msw: { handlers: [answer(info({ providerDesignationStatement: null, openUrlBaseUrl: null, researchTool: null }))] } },
  play: async () => {
    await expect(await page.findAllByText('Not Provided')).toHaveLength(2);
    await expect(page.queryByRole('heading', { name: 'Features' })).toBeNull();
  },
};

export const WithoutSwitchFlag: Story = {
  parameters: { msw: { handlers: [answer(info())] } },
  render: () => (
    <StoryApp session={withoutSwitchFlag}>
      <AccountInformationScreen />
    </StoryApp>
  ),
  play: async () => {
    await expect(await page.findByRole('heading', { name: 'SUSHI Harvesting' })).toBeVisible();
    await expect(page.queryByRole('switch')).toBeNull();
  },
};

export const BrandingInfoModal: Story = {
  parameters: { msw: { handlers: [answer(info())] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'About branding' }));
    const dialog = await page.findByRole('dialog', { name: 'Branding' });
    await expect(dialog).toBeVisible();
  },
};

export const EnableConfirmation: Story = {
  parameters: { msw: { handlers: [answer(info({ researchTool: { licenseId: 'l1', active: false, status: 'CANCELLED' } })), updateOk] } },
  play: async () => {
    await userEvent.click(await page.findByRole('switch', { name: /AI research tool/ }));
    await expect(await page.findByRole('dialog', { name: "Enable JSTOR's AI research tool for Demo University" })).toBeVisible();
  },
};

export const Enabled: Story = {
  parameters: EnableConfirmation.parameters,
  play: async () => {
    await userEvent.click(await page.findByRole('switch', { name: /AI research tool/ }));
    await userEvent.click(await page.findByRole('button', { name: 'Enable tool' }));
    await expect(
      await page.findByText('AI research tool is enabled', { selector: '[data-slot="toast-title"], *' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('switch', { name: /AI research tool/ })).toBeChecked());
  },
};

export const FeedbackModal: Story = {
  parameters: { msw: { handlers: [answer(info()), updateOk, feedbackOk] } },
  play: async () => {
    await userEvent.click(await page.findByRole('switch', { name: /AI research tool/ }));
    await userEvent.click(await page.findByRole('button', { name: 'Disable tool' }));
    const dialog = await page.findByRole('dialog', { name: 'Help us improve the AI research tool' });
    await expect(within(dialog).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'We prefer our own tools.');
  },
};

export const UpdateFails: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(info({ researchTool: { licenseId: 'l1', active: false, status: 'CANCELLED' } })),
        graphql.mutation('UpdateLicense', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('switch', { name: /AI research tool/ }));
    await userEvent.click(await page.findByRole('button', { name: 'Enable tool' }));
    const dialog = await page.findByRole('dialog');
    await expect(
      await within(dialog).findByText('We are unable to complete your request, please try again or contact support'),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: /AI research tool/, hidden: true })).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('AccountInformation', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async () => {
    await expect(await page.findByText('Loading account information')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('AccountInformation', () => HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 })),
        logHandler,
      ],
    },
  },
  play: async () => {
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('We are unable to complete your request, please try again or contact support');
  },
};
