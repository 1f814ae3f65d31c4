import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import AccountInformationScreen from './account-information-screen';
import type { AccountInformation } from './api/account-information';
import type { SushiCredential } from './api/sushi-credentials';

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

const harvester: SushiCredential = {
  id: '0b6f3f1e-0000-4000-8000-000000000001',
  requestorId: 'demo-harvester',
  createdAt: '2026-10-25T09:30:00.000Z',
  createdBy: 'librarian@demo.edu',
  lastUsedAt: '2026-11-23T02:00:00.000Z',
};
const unused: SushiCredential = {
  id: '0b6f3f1e-0000-4000-8000-000000000002',
  requestorId: 'story@demo.edu',
  createdAt: '2026-11-20T15:45:00.000Z',
  createdBy: 'story@demo.edu',
  lastUsedAt: null,
};
const credentialsAnswer = (list: SushiCredential[]) =>
  graphql.query('SushiCredentials', () => HttpResponse.json({ data: { sushiCredentials: list } }));
const credentials = credentialsAnswer([harvester, unused]);
const NEW_KEY = 'Zk3n9w4Q2b7xL0pVtR8sYcE1uH5mJ6aD-_fGqWzXoIk';

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
  parameters: { msw: { handlers: [answer(info()), credentialsAnswer([harvester])] } },
  play: async () => {
    await expect(await page.findByText('Access provided by Demo University Libraries')).toBeVisible();
    await expect(page.getByText('https://resolver.demo.edu/openurl')).toBeVisible();
    await expect(page.getByText('story@demo.edu')).toBeVisible();
    await expect(page.getByRole('switch', { name: /AI research tool/ })).toBeChecked();
  },
};

export const NotProvided: Story = {
  parameters: {
    msw: { handlers: [answer(info({ providerDesignationStatement: null, openUrlBaseUrl: null, researchTool: null })), credentials] },
  },
  play: async () => {
    await expect(await page.findAllByText('Not Provided')).toHaveLength(2);
    await expect(page.queryByRole('heading', { name: 'Features' })).toBeNull();
  },
};

export const WithoutSwitchFlag: Story = {
  parameters: { msw: { handlers: [answer(info()), credentials] } },
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
  parameters: { msw: { handlers: [answer(info()), credentials] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'About branding' }));
    const dialog = await page.findByRole('dialog', { name: 'Branding' });
    await expect(dialog).toBeVisible();
  },
};

export const EnableConfirmation: Story = {
  parameters: {
    msw: { handlers: [answer(info({ researchTool: { licenseId: 'l1', active: false, status: 'CANCELLED' } })), updateOk, credentials] },
  },
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
  parameters: { msw: { handlers: [answer(info()), updateOk, feedbackOk, credentials] } },
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
        credentials,
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
        credentials,
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
        credentials,
        logHandler,
      ],
    },
  },
  play: async () => {
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('We are unable to complete your request, please try again or contact support');
  },
};

const sushiRegion = () => page.findByRole('heading', { name: 'Credentials' });

export const SushiCredentialsList: Story = {
  parameters: { msw: { handlers: [answer(info()), credentials] } },
  play: async () => {
    await sushiRegion();
    const table = page.getByRole('table', { name: 'Credentials' });
    await expect(within(table).getByText('demo-harvester')).toBeVisible();
    await expect(within(table).getByText('Never')).toBeVisible();
    await expect(within(table).getByText('Oct 25, 2026, 9:30 AM UTC')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Revoke credentials of demo-harvester created Oct 25, 2026, 9:30 AM UTC' }),
    ).toBeVisible();
  },
};

export const SushiCredentialsEmpty: Story = {
  parameters: { msw: { handlers: [answer(info()), credentialsAnswer([])] } },
  play: async () => {
    await expect(await page.findByText('No credentials yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create credentials' })).toBeVisible();
  },
};

export const SushiCredentialsLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(info()),
        graphql.query('SushiCredentials', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async () => {
    await expect(await page.findByText('Loading SUSHI credentials')).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: 'SUSHI Harvesting' })).toBeVisible();
  },
};

export const SushiCredentialsLoadError: Story = {
  parameters: {
    msw: {
      handlers: [answer(info()), graphql.query('SushiCredentials', () => HttpResponse.json({ errors: [{ message: 'down' }] })), logHandler],
    },
  },
  play: async () => {
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('We are unable to complete your request, please try again or contact support');
    await expect(page.getByText('Access provided by Demo University Libraries')).toBeVisible();
  },
};

export const CreateCredentialsDialog: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(info()),
        credentials,
        graphql.mutation('CreateSushiCredential', () =>
          HttpResponse.json({
            data: { createSushiCredential: { apiKey: NEW_KEY, credential: { ...unused, id: '0b6f3f1e-0000-4000-8000-000000000003' } } },
          }),
        ),
      ],
    },
  },
  play: async () => {
    const create = await page.findByRole('button', { name: 'Create credentials' });
    create.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'New SUSHI credentials' });
    await expect(within(dialog).getByText(NEW_KEY)).toBeVisible();
    await expect(within(dialog).getByText(/it is shown only this once/)).toBeVisible();
    await expect(within(dialog).getByText(`${window.location.origin}/sushi/r51`)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Copy API key' })).toBeVisible();
  },
};

export const CreateCredentialsClosed: Story = {
  parameters: CreateCredentialsDialog.parameters,
  play: async () => {
    const create = await page.findByRole('button', { name: 'Create credentials' });
    await userEvent.click(create);
    const dialog = await page.findByRole('dialog', { name: 'New SUSHI credentials' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(create).toHaveFocus());
    await expect(page.queryByText(NEW_KEY)).toBeNull();
  },
};

export const CreateCredentialsFails: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(info()),
        credentials,
        graphql.mutation('CreateSushiCredential', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Create credentials' }));
    await expect(await page.findByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

const revokeButton = () => page.findByRole('button', { name: /Revoke credentials of demo-harvester/ });

export const RevokeConfirmation: Story = {
  parameters: { msw: { handlers: [answer(info()), credentials] } },
  play: async () => {
    await userEvent.click(await revokeButton());
    const dialog = await page.findByRole('alertdialog', { name: 'Revoke these credentials?' });
    await expect(within(dialog).getByText(/refuse the credentials of demo-harvester/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const RevokeCancelled: Story = {
  parameters: RevokeConfirmation.parameters,
  play: async () => {
    const trigger = await revokeButton();
    await userEvent.click(trigger);
    await page.findByRole('alertdialog', { name: 'Revoke these credentials?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Revoked: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(info()),
        (() => {
          let revoked = false;
          return [
            graphql.query('SushiCredentials', () =>
              HttpResponse.json({ data: { sushiCredentials: revoked ? [unused] : [harvester, unused] } }),
            ),
            graphql.mutation('RevokeSushiCredential', ({ variables }) => {
              revoked = true;
              return HttpResponse.json({ data: { revokeSushiCredential: variables.credentialId } });
            }),
          ];
        })(),
      ].flat(),
    },
  },
  play: async () => {
    await userEvent.click(await revokeButton());
    const dialog = await page.findByRole('alertdialog', { name: 'Revoke these credentials?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await page.findByText('Credentials revoked', { selector: '[data-slot="toast-title"], *' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.queryByText('demo-harvester')).toBeNull());
    await waitFor(() => expect(page.getByRole('button', { name: 'Create credentials' })).toHaveFocus());
  },
};

export const RevokeFails: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(info()),
        credentials,
        graphql.mutation('RevokeSushiCredential', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] })),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await revokeButton());
    const dialog = await page.findByRole('alertdialog', { name: 'Revoke these credentials?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(dialog).findByText('We are unable to complete your request, please try again or contact support'),
    ).toBeVisible();
  },
};

/** Issue 30: staff masquerading read and revoke an institution's SUSHI credentials but never create one. */
export const StaffMasqueradingCannotCreate: Story = {
  parameters: { msw: { handlers: [answer(info()), credentials, logHandler] } },
  render: () => (
    <StoryApp
      session={{
        ...institution,
        session: { ...institution.session!, masquerade: { accountCode: 'demouniv', accountName: 'Demo University' } },
      }}
    >
      <AccountInformationScreen />
    </StoryApp>
  ),
  play: async () => {
    await expect(await page.findByRole('table', { name: 'Credentials' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Create credentials' })).toBeNull();
    await expect(
      page.getByText("Staff cannot create SUSHI credentials while masquerading: the institution's own administrators create them."),
    ).toBeVisible();
  },
};
