import type { SessionQuery } from '@console/graphql/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import type { PairedUser } from './api/users';
import { UserManagementPage } from './user-management-screen';

const NOW = new Date('2026-11-23T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

const institution = storySession([{ code: 'demouniv', name: 'Demo University', type: 'institution' }]);
const publisher = storySession([{ code: 'demopress', name: 'Demo Press', type: 'publisher' }], 'story-publisher');

function withoutFlag(session: SessionQuery, flag: string): SessionQuery {
  return {
    ...session,
    flags: { enabled: session.flags.enabled.filter((name) => name !== flag), disabled: [...session.flags.disabled, flag] },
  };
}

function user(
  email: string,
  status: string,
  expiration: string | null,
  roles: string[] = [],
  lastLogIn: string | null = at(-3),
): PairedUser {
  return {
    userId: email,
    email,
    status,
    latestAuthenticatedDateTime: lastLogIn,
    profiles: ['jstor', 'artstor'].map((portalName) => ({
      id: `${email}:${portalName}`,
      portalName,
      active: expiration === null || Date.parse(expiration) > NOW.getTime(),
      expirationDateTime: expiration,
      roles: roles.map((name) => ({ name })),
    })),
  };
}

const USERS: PairedUser[] = [
  user('ada.adams@demo.edu', 'ACTIVE', at(120)),
  user('ben.baker@demo.edu', 'ACTIVE', at(5)),
  user('chloe.chen@demo.edu', 'INVITED', at(300), [], null),
  user('dev.diaz@demo.edu', 'ACTIVE', at(-20)),
  user('elena.evans@demo.edu', 'INVITED', at(-2), [], null),
  user('librarian@demo.edu', 'ACTIVE', null, ['ADMINISTRATOR'], at(-1)),
  user('maya.khan@demo.edu', 'ACTIVE', null, ['ARTSTOR_INS_ADMIN'], at(-40)),
];

const pageHandler = (users: PairedUser[], total = users.length, active = 4) =>
  graphql.query('PairedUsersPage', () =>
    HttpResponse.json({
      data: { pairedUsers: { pairedUsers: users, pairedUsersTotal: { total }, activePairedUsersTotal: { total: active } } },
    }),
  );

const meta = {
  title: 'Screens/User Management',
  component: UserManagementPage,
  parameters: { layout: 'padded' },
  render: () => (
    <StoryApp session={institution}>
      <UserManagementPage now={NOW} />
    </StoryApp>
  ),
} satisfies Meta<typeof UserManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const WithUsers: Story = {
  parameters: { msw: { handlers: [pageHandler(USERS, 64, 41)] } },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 2, name: '41 Active and invited users' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Paired users' });
    await expect(within(table).getAllByRole('row')).toHaveLength(USERS.length + 1);
    await expect(within(table).getAllByText('Does not expire')).toHaveLength(2);
    await expect(within(table).getByText('Expires in 5 days')).toBeVisible();
    await expect(within(table).getAllByText('Invited')).toHaveLength(1);
    await expect(within(table).getAllByText('Expired')).toHaveLength(2);
    // user_management_add_admin_permission is on: admin rows have no actions.
    await expect(page.queryByRole('button', { name: 'Actions for librarian@demo.edu' })).toBeNull();
    await expect(page.getByRole('navigation', { name: 'Pages of paired users' })).toBeVisible();
  },
};

export const ActionsMenu: Story = {
  parameters: { msw: { handlers: [pageHandler(USERS)] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Actions for chloe.chen@demo.edu' }));
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Extend access', 'Expire access', 'Grant admin permissions', 'Resend invitation']);
  },
};

export const ActionsMenuWithoutAdminFlag: Story = {
  parameters: { msw: { handlers: [pageHandler(USERS)] } },
  render: () => (
    <StoryApp session={withoutFlag(institution, 'user_management_add_admin_permission')}>
      <UserManagementPage now={NOW} />
    </StoryApp>
  ),
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Actions for dev.diaz@demo.edu' }));
    const menu = await page.findByRole('menu');
    // Expired: no expire; no grant without the flag.
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Extend access']);
  },
};

/** Issue 30: without the flag, an admin whose access was expired is offered "Restore admin access". */
export const RestoreExpiredAdmin: Story = {
  parameters: {
    msw: {
      handlers: [
        pageHandler([...USERS, user('former.admin@demo.edu', 'ACTIVE', at(-3), ['ADMINISTRATOR'], at(-10))]),
        graphql.mutation('ExtendPairedUserExpirationDate', () =>
          HttpResponse.json({ data: { extendPairedUserExpirationDate: { updated: 1 } } }),
        ),
      ],
    },
  },
  render: () => (
    <StoryApp session={withoutFlag(institution, 'user_management_add_admin_permission')}>
      <UserManagementPage now={NOW} />
    </StoryApp>
  ),
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Actions for former.admin@demo.edu' }));
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Restore admin access']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Restore admin access' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Restore admin access' });
    await expect(
      within(dialog).getByText("former.admin@demo.edu will have access to Demo University's content again. Admin access does not expire."),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect((await page.findAllByText('Admin access for former.admin@demo.edu was restored', { exact: true }))[0]).toBeVisible();
  },
};

export const ExpireConfirmation: Story = {
  parameters: {
    msw: {
      handlers: [
        pageHandler(USERS),
        graphql.mutation('ExpirePairedUsers', () => HttpResponse.json({ data: { expirePairedUsers: { updated: 1 } } })),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Actions for ada.adams@demo.edu' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Expire access' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Expire access' });
    await expect(within(dialog).getByText("ada.adams@demo.edu will lose access to Demo University's content now.")).toBeVisible();
    // A danger confirmation focuses Cancel first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const ExtendDone: Story = {
  parameters: {
    msw: {
      handlers: [
        pageHandler(USERS),
        graphql.mutation('ExtendPairedUserExpirationDate', () =>
          HttpResponse.json({ data: { extendPairedUserExpirationDate: { updated: 1 } } }),
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Actions for ben.baker@demo.edu' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Extend access' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Extend access' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect((await page.findAllByText('Access for ben.baker@demo.edu was extended to 365 days', { exact: true }))[0]).toBeVisible();
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

export const ExtendFails: Story = {
  parameters: {
    msw: {
      handlers: [
        pageHandler(USERS),
        graphql.mutation('ExtendPairedUserExpirationDate', () => HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 })),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Actions for ben.baker@demo.edu' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Extend access' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await expect(
      (
        await page.findAllByText('We are unable to extend access for ben.baker@demo.edu, please try again or contact support', {
          exact: true,
        })
      )[0],
    ).toBeVisible();
  },
};

export const AddUsersInvalid: Story = {
  parameters: { msw: { handlers: [pageHandler(USERS)] } },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Add users' }));
    const dialog = await page.findByRole('dialog', { name: 'Add users' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add users' }));
    await expect(within(dialog).getByText('Please enter at least one email address.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email addresses' }), 'new.user@demo.edu, not-an-address,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add users' }));
    await expect(
      within(dialog).getByText(
        'One or more email addresses you entered were not recognized. Enter a valid email address, ex: name@university.edu',
      ),
    ).toBeVisible();
  },
};

export const AddUsersDone: Story = {
  parameters: {
    msw: {
      handlers: [
        pageHandler(USERS),
        graphql.mutation('AddPairedUsers', () =>
          HttpResponse.json({ data: { addPairedUsers: { added: 1, reinvited: 0, grantedAdmin: 0 } } }),
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Add users' }));
    const dialog = await page.findByRole('dialog', { name: 'Add users' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email addresses' }), 'new.user@demo.edu{enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add users' }));
    await expect((await page.findAllByText('The users you entered were successfully added', { exact: true }))[0]).toBeVisible();
  },
};

export const SearchTooShort: Story = {
  parameters: { msw: { handlers: [pageHandler(USERS)] } },
  play: async () => {
    await userEvent.type(await page.findByRole('searchbox', { name: 'Search by email' }), 'abc{enter}');
    await expect(page.getByText('Please enter at least 4 characters to search.')).toBeVisible();
  },
};

export const SearchNotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        pageHandler(USERS),
        graphql.query('SearchPairedUsers', () =>
          HttpResponse.json({ data: { searchPairedUsers: { users: [], total: 0, totalActiveUsers: 4 } } }),
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.type(await page.findByRole('searchbox', { name: 'Search by email' }), 'nobody{enter}');
    await expect(await page.findByText("User's email address not found.")).toBeVisible();
  },
};

export const NoUsers: Story = {
  parameters: { msw: { handlers: [pageHandler([], 0, 0)] } },
  play: async () => {
    await expect(await page.findByText('You have no users paired with your institution.')).toBeVisible();
    await expect(page.getByText('Users you add will display here')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '0 Active and invited users' })).toBeVisible();
  },
};

export const ReceiveUserList: Story = {
  parameters: {
    msw: {
      handlers: [
        pageHandler(USERS),
        graphql.mutation('PairedUsersDataDownload', () =>
          HttpResponse.json({ data: { pairedUsersDataDownload: { emailAddress: 'story@demo.edu', expiresAt: at(3) } } }),
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Receive user list' }));
    await expect(
      (await page.findAllByText('A link to your user data will be sent to your associated email within the hour', { exact: true }))[0],
    ).toBeVisible();
  },
};

export const Publisher: Story = {
  parameters: { msw: { handlers: [pageHandler(USERS.slice(0, 3), 3, 3)] } },
  render: () => (
    <StoryApp session={publisher}>
      <UserManagementPage now={NOW} />
    </StoryApp>
  ),
  play: async () => {
    await expect(await page.findByText(/Grant authors access to their work on JSTOR/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('PairedUsersPage', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async () => {
    await expect(await page.findByText('Loading users')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [graphql.query('PairedUsersPage', () => HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 }))] },
  },
  play: async () => {
    const alert = await page.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('We are unable to complete your request, please try again or contact support');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
