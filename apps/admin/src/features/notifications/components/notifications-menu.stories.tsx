import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminNotification } from '../api/notifications';
import { NotificationsMenuView } from './notifications-menu';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000 - 60_000).toISOString();
const ORIGIN = 'https://console.example.org';

const NOTIFICATIONS: AdminNotification[] = [
  {
    notificationId: 'n1',
    title: 'COUNTER 5.1 reports are here',
    body: 'Request COUNTER Release 5.1 reports for your institution from the Reports menu.',
    moreDetailsUrl: '/admin/counter5.1',
    moreDetailsText: 'Open COUNTER 5.1 reports',
    audience: 'Institution,Consortium',
    createdDatetime: ago(0),
    readDatetime: null,
  },
  {
    notificationId: 'n2',
    title: 'Designation statements are shown as typed',
    body: 'Text such as <b>Access provided by</b> is no longer turned into formatting.',
    moreDetailsUrl: 'https://support.example.org/designation-statement',
    moreDetailsText: 'Read the support article',
    audience: 'institution, publisher',
    createdDatetime: ago(3),
    readDatetime: null,
  },
  {
    notificationId: 'n3',
    title: 'Scheduled maintenance',
    body: 'The admin console will be unavailable on Sunday from 02:00 to 04:00 UTC.',
    moreDetailsUrl: null,
    moreDetailsText: null,
    audience: 'INSTITUTION',
    createdDatetime: ago(12),
    readDatetime: ago(1),
  },
];

const meta = {
  title: 'Features/Notifications/NotificationsMenu',
  component: NotificationsMenuView,
  args: { notifications: NOTIFICATIONS, now: NOW, origin: ORIGIN, onOpen: fn(), onSelect: fn(), onMarkAll: fn() },
  render: (args) => (
    <div className="flex min-h-[36rem] items-start justify-end p-4">
      <NotificationsMenuView {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationsMenuView>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Unread: Story = {
  play: async () => {
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};

export const AllRead: Story = {
  args: { notifications: NOTIFICATIONS.map((item) => ({ ...item, readDatetime: ago(0) })) },
  play: async () => {
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ args }) => {
    await userEvent.click(page.getByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await page.findByRole('menu', { name: /^Notifications/ });
    await expect(args.onOpen).toHaveBeenCalled();
    // Markup in a body is text.
    await expect(within(menu).getByText(/Text such as <b>Access provided by<\/b>/)).toBeVisible();
    await expect(within(menu).getByText('Today')).toBeVisible();
    await expect(within(menu).getByText('3d ago')).toBeVisible();
    await expect(within(menu).getByText('1w ago')).toBeVisible();
  },
};

export const SelectItem: Story = {
  play: async ({ args }) => {
    await userEvent.click(page.getByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await page.findByRole('menu', { name: /^Notifications/ });
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Scheduled maintenance/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(NOTIFICATIONS[2]);
  },
};

export const MarkAll: Story = {
  play: async ({ args }) => {
    await userEvent.click(page.getByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Mark all as read' }));
    await expect(args.onMarkAll).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Notifications' }));
    await expect(await page.findByText('No new notifications')).toBeVisible();
  },
};
