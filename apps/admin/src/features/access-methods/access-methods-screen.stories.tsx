import type { SessionQuery } from '@console/graphql/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import type { AccessMethodChangeEntry, AccessMethodsAccount } from './api/access-methods';
import AccessMethodsScreen from './access-methods-screen';

const session = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);
/** enable_microsoft_sso and enable_lms_access_method off: the Google SSO variant, no LMS tab. */
const basicSession: SessionQuery = {
  ...session,
  flags: {
    enabled: session.flags.enabled.filter((flag) => flag !== 'enable_microsoft_sso' && flag !== 'enable_lms_access_method'),
    disabled: [...session.flags.disabled, 'enable_microsoft_sso', 'enable_lms_access_method'],
  },
};

type Credential = AccessMethodsAccount['credentials'][number];
const credential = (id: string, type: string, fields: Partial<Credential>): Credential => ({
  id,
  type,
  ipAddress: null,
  allow: null,
  overlapsOtherInstitution: null,
  domain: null,
  referrer: null,
  username: null,
  entity: null,
  clientId: null,
  clientSecret: null,
  provider: null,
  pending: null,
  ...fields,
});

const filled: AccessMethodsAccount = {
  id: 'ext-demouniv',
  code: 'demouniv',
  name: 'Demo University',
  type: 'institution',
  preferences: {
    InstitutionFinderInfo: JSON.stringify({
      loginUrl: 'https://ezproxy.demo.edu/login?url={targetUrl}',
      domainCredentialProvider: 'google',
    }),
  },
  credentials: [
    credential('ip1', 'IPRANGE', { ipAddress: '192.0.2.0/25', allow: true, overlapsOtherInstitution: false }),
    credential('ip2', 'IPRANGE', { ipAddress: '192.0.2.128/26', allow: true, overlapsOtherInstitution: false }),
    credential('ip3', 'IPRANGE', { ipAddress: '203.0.113.64/27', allow: true, overlapsOtherInstitution: true }),
    credential('ip4', 'IPRANGE', { ipAddress: '10.20.0.0/16', allow: true, overlapsOtherInstitution: false }),
    credential('ip5', 'IPRANGE', { ipAddress: '2001:db8:10::/48', allow: true, overlapsOtherInstitution: false }),
    credential('d1', 'DOMAIN', { domain: 'demo.edu' }),
    credential('r1', 'REFERRER', { referrer: 'https://library.demo.edu/databases' }),
    credential('u1', 'USERPASS', { username: 'demouniv-remote' }),
    credential('s1', 'SHIBBOLETH', { entity: 'https://idp.demo.edu/idp/shibboleth' }),
    credential('l1', 'LTI', {
      clientId: '10000000000042',
      clientSecret: '1234:abcdef0123456789',
      domain: 'demo.instructure.com',
      provider: 'canvas',
    }),
  ],
};
const empty: AccessMethodsAccount = {
  ...filled,
  preferences: { InstitutionFinderInfo: '{"loginUrl":"","domainCredentialProvider":""}' },
  credentials: [],
};

const changes: AccessMethodChangeEntry[] = [
  {
    id: '2',
    eventType: 'proxy_update',
    userName: 'Story Librarian',
    oldValue: null,
    newValue: 'https://ezproxy.demo.edu/login?url={targetUrl}',
    createdAt: '2026-11-20T14:05:00.000Z',
  },
  {
    id: '1',
    eventType: 'sso_provider_update',
    userName: 'Story Librarian',
    oldValue: null,
    newValue: 'google',
    createdAt: '2026-11-19T09:30:00.000Z',
  },
];

const accountHandler = (account: AccessMethodsAccount) =>
  graphql.query('AccessMethodsAccount', () => HttpResponse.json({ data: { iacAccount: account } }));
const changesHandler = (list: AccessMethodChangeEntry[] = changes) =>
  graphql.query('AccessMethodChanges', () => HttpResponse.json({ data: { accessMethodChanges: list } }));
const failing = (operation: 'UpdateInstitutionalAccount' | 'VerifyEntityId' | 'IacDeleteCredential', code: string) =>
  (operation === 'VerifyEntityId' ? graphql.query : graphql.mutation)(operation, () =>
    HttpResponse.json({ errors: [{ message: 'refused', extensions: { code } }] }),
  );
const never = graphql.mutation('UpdateInstitutionalAccount', async () => {
  await delay('infinite');
  return HttpResponse.json({ data: null });
});

function Screen({ tab, session: storySessionData = session }: { tab: string; session?: SessionQuery }) {
  const [location] = useState(() => memoryLocation({ path: `/access-methods?tab=${tab}` }));
  return (
    <StoryApp session={storySessionData}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AccessMethodsScreen />
      </Router>
    </StoryApp>
  );
}

const meta = {
  title: 'Screens/Access Methods',
  component: Screen,
  parameters: { layout: 'padded', msw: { handlers: [accountHandler(filled), changesHandler()] } },
  args: { tab: 'ip-addresses' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loadFailed = graphql.query('AccessMethodsAccount', () =>
  HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'UNAVAILABLE' } }] }),
);
const GENERIC = 'We are unable to complete your request, please try again or contact support';

const page = within(document.body);
const panel = () => page.getByRole('tabpanel');

export const IpAddresses: Story = {
  play: async () => {
    const list = await page.findByRole('list', { name: 'IP address ranges' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '10.20.0.0 - 10.20.255.255Private, loopback or link-local addresses',
      '192.0.2.0 - 192.0.2.191',
      '203.0.113.64 - 203.0.113.95Also registered to another institution',
      '2001:db8:10:: - 2001:db8:10:ffff:ffff:ffff:ffff:ffff',
    ]);
    await expect(page.getByRole('table', { name: 'Recent changes' })).toBeVisible();
  },
};

export const IpAddressesEmpty: Story = {
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([])] } },
  play: async () => {
    await expect(await page.findByText('Your institution does not have any saved IP addresses in JSTOR.')).toBeVisible();
    await expect(page.getByText('No changes to your access methods yet.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('AccessMethodsAccount', () =>
          HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'UNAVAILABLE' } }] }),
        ),
        changesHandler(),
      ],
    },
  },
  play: async () => {
    await expect(await page.findByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Proxies: Story = {
  args: { tab: 'proxies' },
  play: async () => {
    await expect(await within(panel()).findByText('https://ezproxy.demo.edu/login?url=', { exact: true })).toBeVisible();
  },
};

export const ProxiesInvalid: Story = {
  args: { tab: 'proxies' },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(page.getByRole('textbox', { name: 'Proxy server URL' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Proxy server URL' }), 'http://ezproxy.demo.edu');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  },
};

export const ProxiesSaving: Story = {
  args: { tab: 'proxies' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), never] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Edit' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByRole('button', { name: /Sav/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ProxiesFailed: Story = {
  args: { tab: 'proxies' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('UpdateInstitutionalAccount', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Edit' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Proxy server URL' })).toHaveValue('https://ezproxy.demo.edu/login?url=');
  },
};

export const ProxiesDeleteConfirm: Story = {
  args: { tab: 'proxies' },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    await expect(await page.findByRole('alertdialog', { name: 'Delete proxy server URL' })).toBeVisible();
  },
};

export const SingleSignOn: Story = {
  args: { tab: 'single-sign-on' },
  play: async () => {
    await expect(await page.findByRole('heading', { name: 'Microsoft and Google SSO' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Google' })).toBeChecked();
    await expect(page.getByText('demo.edu', { exact: true })).toBeVisible();
  },
};

export const SingleSignOnGoogleOnly: Story = {
  args: { tab: 'single-sign-on', session: basicSession },
  play: async () => {
    await expect(await page.findByRole('heading', { name: 'Google SSO' })).toBeVisible();
    await expect(page.queryByRole('radiogroup')).toBeNull();
    await expect(page.queryByRole('tab', { name: 'LMS Integration' })).toBeNull();
  },
};

export const SingleSignOnEditingInvalid: Story = {
  args: { tab: 'single-sign-on' },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Add domain' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Domain' }), 'my_university.edu');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Domains should contain either numbers or letters, no special characters are allowed')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Add domain' })).toBeNull();
  },
};

export const SingleSignOnDomainTaken: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('UpdateInstitutionalAccount', 'DOMAIN_TAKEN')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Add domain' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Domain' }), 'other.edu');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(
      await page.findByText('This domain is already in use. Please enter a domain that belongs only to your institution.'),
    ).toBeVisible();
  },
};

/** Issue 30: a domain another institution could rightly claim waits for support; the row says so. */
const withPending: AccessMethodsAccount = {
  ...filled,
  credentials: [...filled.credentials, credential('d2', 'DOMAIN', { domain: 'mit-library.org', pending: true })],
};
const PENDING_LABEL = 'Waiting for support to confirm';

export const SingleSignOnPendingDomain: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(withPending), changesHandler()] } },
  play: async () => {
    const list = await page.findByRole('list', { name: 'Domains' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent?.includes(PENDING_LABEL))).toEqual([false, true]);
    // Only support staff confirm.
    await expect(page.queryByRole('button', { name: 'Confirm mit-library.org' })).toBeNull();
  },
};

const staffSession: SessionQuery = {
  ...session,
  session: { ...session.session!, masquerade: { accountCode: 'demouniv', accountName: 'Demo University' } },
};

export const SingleSignOnStaffConfirmsPendingDomain: Story = {
  args: { tab: 'single-sign-on', session: staffSession },
  parameters: {
    msw: {
      handlers: [
        accountHandler(withPending),
        changesHandler(),
        graphql.mutation('ConfirmSsoDomain', ({ variables }) =>
          HttpResponse.json({
            data: {
              confirmSsoDomain: {
                ...withPending,
                credentials: withPending.credentials.map((c) => (c.id === variables.credentialId ? { ...c, pending: false } : c)),
              },
            },
          }),
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Confirm mit-library.org' }));
    await expect(await page.findByText('The domain has been confirmed.')).toBeVisible();
    await expect(page.queryByText(PENDING_LABEL)).toBeNull();
    await expect(page.queryByRole('button', { name: 'Confirm mit-library.org' })).toBeNull();
  },
};

export const SingleSignOnSavedPending: Story = {
  args: { tab: 'single-sign-on' },
  parameters: {
    msw: {
      handlers: [
        accountHandler(filled),
        changesHandler(),
        graphql.mutation('UpdateInstitutionalAccount', () => HttpResponse.json({ data: { updateInstitutionalAccount: withPending } })),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Add domain' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Domain' }), 'MIT-library.org');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(
      await page.findByText(
        'Your domain has been saved. Support will confirm that it belongs to your institution before it is used for single sign-on.',
      ),
    ).toBeVisible();
  },
};

export const SingleSignOnFreeMailRefused: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('UpdateInstitutionalAccount', 'DOMAIN_FREE_MAIL')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Add domain' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Domain' }), 'gmail.com');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(
      await page.findByText('This is the domain of a free email provider. Please enter a domain that belongs only to your institution.'),
    ).toBeVisible();
  },
};

export const SingleSignOnProviderConfirm: Story = {
  args: { tab: 'single-sign-on' },
  play: async () => {
    await userEvent.click(await page.findByRole('radio', { name: 'Not participating' }));
    await expect(await page.findByRole('alertdialog', { name: 'Stop using single sign-on' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const Saml: Story = {
  args: { tab: 'saml' },
  play: async () => {
    await expect(await page.findByText('https://idp.demo.edu/idp/shibboleth', { exact: true })).toBeVisible();
  },
};

export const SamlInvalidEntity: Story = {
  args: { tab: 'saml' },
  parameters: {
    msw: {
      handlers: [
        accountHandler(empty),
        changesHandler([]),
        graphql.query('VerifyEntityId', () => HttpResponse.json({ data: { verifyEntityId: { hasValidEntity: false } } })),
      ],
    },
  },
  play: async () => {
    await userEvent.type(await page.findByRole('textbox', { name: 'Entity ID' }), 'https://idp.unknown.example.edu/idp');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(
      await page.findByText(
        'We could not find this Entity ID in the identity federations JSTOR works with. Check the Entity ID with your identity provider and try again.',
      ),
    ).toBeVisible();
  },
};

export const SamlRequestFailed: Story = {
  args: { tab: 'saml' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([]), failing('VerifyEntityId', 'HTTP_502')] } },
  play: async () => {
    await userEvent.type(await page.findByRole('textbox', { name: 'Entity ID' }), 'https://idp.demo.edu/idp/shibboleth');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Entity ID' })).toHaveValue('https://idp.demo.edu/idp/shibboleth');
  },
};

export const LmsIntegration: Story = {
  args: { tab: 'lms-integration' },
  play: async () => {
    await expect(await page.findByRole('textbox', { name: 'Client ID' })).toHaveValue('10000000000042');
  },
};

export const LmsIntegrationRequired: Story = {
  args: { tab: 'lms-integration' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([])] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Save' }));
    await expect(page.getByText('Client ID is required')).toBeVisible();
    await expect(page.getByText('ClientSecret is required')).toBeVisible();
    await expect(page.getByText('Institution Domain is required')).toBeVisible();
  },
};

export const LmsIntegrationSaving: Story = {
  args: { tab: 'lms-integration' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), never] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Save' }));
    await expect(page.getByRole('button', { name: /Sav/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ReferringUrl: Story = {
  args: { tab: 'referring-url' },
  play: async () => {
    await expect(await page.findByText('https://library.demo.edu/databases')).toBeVisible();
  },
};

export const ReferringUrlEmpty: Story = {
  args: { tab: 'referring-url' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([])] } },
  play: async () => {
    await expect(await page.findByText('Your institution does not have any saved referring URLs in JSTOR.')).toBeVisible();
  },
};

export const RemoteUsernameAndPassword: Story = {
  args: { tab: 'remote-username-and-password' },
  play: async () => {
    await expect(await page.findByRole('cell', { name: 'demouniv-remote' })).toBeVisible();
  },
};

export const RemoteUsernameAndPasswordEmpty: Story = {
  args: { tab: 'remote-username-and-password' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([])] } },
  play: async () => {
    await expect(await page.findByText('Your institution does not have any saved usernames and passwords in JSTOR.')).toBeVisible();
  },
};

export const ProxiesEmpty: Story = {
  args: { tab: 'proxies' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([])] } },
  play: async () => {
    await expect(await page.findByRole('textbox', { name: 'Proxy server URL' })).toHaveValue('');
    await expect(page.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const SingleSignOnEmpty: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([])] } },
  play: async () => {
    await expect(await page.findByRole('radio', { name: 'Not participating' })).toBeChecked();
    await expect(page.queryByRole('button', { name: 'Add domain' })).toBeNull();
  },
};

export const SingleSignOnSaving: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), never] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Add domain' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Domain' }), 'library.demo.edu');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByRole('button', { name: /Sav/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SamlSaving: Story = {
  args: { tab: 'saml' },
  parameters: {
    msw: {
      handlers: [
        accountHandler(empty),
        changesHandler([]),
        graphql.query('VerifyEntityId', () => HttpResponse.json({ data: { verifyEntityId: { hasValidEntity: true } } })),
        never,
      ],
    },
  },
  play: async () => {
    await userEvent.type(await page.findByRole('textbox', { name: 'Entity ID' }), 'https://idp.demo.edu/idp/shibboleth');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByRole('button', { name: /Sav/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LmsIntegrationFailed: Story = {
  args: { tab: 'lms-integration' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('UpdateInstitutionalAccount', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Save' }));
    await expect(await page.findByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Client ID' })).toHaveValue('10000000000042');
  },
};

export const NotAnAdministrator: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('AccessMethodsAccount', () => HttpResponse.json({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] })),
        graphql.query('AccessMethodChanges', () => HttpResponse.json({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] })),
      ],
    },
  },
  play: async () => {
    await expect(await page.findByText('Only administrators of this institution can see and change its access methods.')).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Recent changes' })).toBeNull();
  },
};

export const ProxiesEditing: Story = {
  args: { tab: 'proxies' },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Edit' }));
    await expect(page.getByRole('textbox', { name: 'Proxy server URL' })).toHaveValue('https://ezproxy.demo.edu/login?url=');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const ProxiesDeleteFailed: Story = {
  args: { tab: 'proxies' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('UpdateInstitutionalAccount', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete proxy server URL' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(GENERIC)).toBeVisible();
  },
};

export const SingleSignOnEditing: Story = {
  args: { tab: 'single-sign-on' },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Edit demo.edu' }));
    await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveValue('demo.edu');
    await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveFocus();
    await expect(page.queryByRole('button', { name: 'Add domain' })).toBeNull();
  },
};

export const SingleSignOnFailed: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('UpdateInstitutionalAccount', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Add domain' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Domain' }), 'library.demo.edu');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText(GENERIC)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveValue('library.demo.edu');
  },
};

export const SingleSignOnProviderChangeFailed: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('UpdateInstitutionalAccount', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('radio', { name: 'Microsoft' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Change SSO provider' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByText(GENERIC)).toBeVisible();
  },
};

/** Without domains a provider choice applies at once; its failure shows under the radio group. */
export const SingleSignOnProviderFailedWithoutDomains: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([]), failing('UpdateInstitutionalAccount', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('radio', { name: 'Microsoft' }));
    await expect(await page.findByText(GENERIC)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Not participating' })).toBeChecked();
  },
};

export const SingleSignOnDeleteFailed: Story = {
  args: { tab: 'single-sign-on' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('IacDeleteCredential', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Delete demo.edu' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete domain' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(GENERIC)).toBeVisible();
  },
};

export const SamlEmpty: Story = {
  args: { tab: 'saml' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([])] } },
  play: async () => {
    await expect(await page.findByRole('textbox', { name: 'Entity ID' })).toHaveValue('');
    await expect(page.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const SamlEditing: Story = {
  args: { tab: 'saml' },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Edit' }));
    await expect(page.getByRole('textbox', { name: 'Entity ID' })).toHaveValue('https://idp.demo.edu/idp/shibboleth');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const SamlDeleteFailed: Story = {
  args: { tab: 'saml' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('IacDeleteCredential', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Entity ID' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(GENERIC)).toBeVisible();
  },
};

export const LmsIntegrationEmpty: Story = {
  args: { tab: 'lms-integration' },
  parameters: { msw: { handlers: [accountHandler(empty), changesHandler([])] } },
  play: async () => {
    await expect(await page.findByRole('textbox', { name: 'Client ID' })).toHaveValue('');
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const LmsIntegrationEditing: Story = {
  args: { tab: 'lms-integration' },
  play: async () => {
    const field = await page.findByRole('textbox', { name: 'Institution Domain' });
    await userEvent.clear(field);
    await userEvent.type(field, 'canvas.demo.edu');
    await expect(field).toHaveValue('canvas.demo.edu');
  },
};

export const LmsIntegrationDeleteFailed: Story = {
  args: { tab: 'lms-integration' },
  parameters: { msw: { handlers: [accountHandler(filled), changesHandler(), failing('IacDeleteCredential', 'HTTP_500')] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Canvas integration' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(GENERIC)).toBeVisible();
  },
};

export const ReferringUrlLoadFailed: Story = {
  args: { tab: 'referring-url' },
  parameters: { msw: { handlers: [loadFailed, changesHandler()] } },
  play: async () => {
    await expect(await within(panel()).findByText(GENERIC)).toBeVisible();
    await expect(within(panel()).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RemoteUsernameAndPasswordLoadFailed: Story = {
  args: { tab: 'remote-username-and-password' },
  parameters: { msw: { handlers: [loadFailed, changesHandler()] } },
  play: async () => {
    await expect(await within(panel()).findByText(GENERIC)).toBeVisible();
    await expect(within(panel()).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
