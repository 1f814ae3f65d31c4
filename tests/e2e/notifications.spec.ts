import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, holdChunk, loggedEvents, refuseChunk, signIn, type LoggedEvent } from './support';

/** The notifications menu's chunk (app/shell/header.tsx loads it after the page has settled). */
const MENU_CHUNK = /^notifications-menu-[\w-]+\.js$/;

const ofType = (events: LoggedEvent[], type: string) => events.filter((event) => event.type === type);

test.describe('notifications', () => {
  test('unread state, items as text, age labels, mark one and all read, persisted after a reload, axe', async ({ page }) => {
    await signIn(page, 'librarian');
    const events = loggedEvents(page);
    await page.goto('/admin/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await bell.click();
    await expect
      .poll(() => ofType(events, 'admin_display_notifications'))
      .toMatchObject([{ type: 'admin_display_notifications', detail: { count: 3 } }]);
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(4);
    // HTML in a notification is shown as typed, never as markup.
    await expect(
      menu.getByText('text such as <b>Access provided by</b> is no longer turned into formatting', { exact: false }),
    ).toBeVisible();
    await expect(menu.locator('b')).toHaveCount(0);
    await expect(menu.getByText('Today', { exact: true })).toBeVisible();
    await expect(menu.getByText('3d ago', { exact: true })).toBeVisible();
    await expect(menu.getByText('1w ago', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'open notifications');

    // An admin link opens in the same tab and the notification is marked read.
    await menu.getByRole('menuitem', { name: /COUNTER 5.1 reports are here/ }).click();
    await expect(page).toHaveURL(/\/admin\/counter5\.1$/);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect.poll(() => ofType(events, 'admin_single_notification_read').length).toBe(1);
    expect(ofType(events, 'admin_single_notification_read')[0]!.detail).toEqual({ notificationId: expect.any(String) });
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread');

    // Other links open in a new tab (answered here: the test machine has no internet).
    await page.context().route('https://support.example.org/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'support' }));
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: /Designation statements are shown as typed/ }).click();
    expect((await popup).url()).toBe('https://support.example.org/designation-statement');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
  });

  test('mark all as read, and no new notifications', async ({ page }) => {
    await signIn(page, 'agent');
    const events = loggedEvents(page);
    await page.goto('/admin/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    await bell.click();
    await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect
      .poll(() => ofType(events, 'admin_mark_all_notifications_read'))
      .toMatchObject([{ type: 'admin_mark_all_notifications_read', detail: { count: 3 } }]);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');

    await page.route('**/ui/data-fetch/gateway', (route) =>
      route.request().postData()?.includes('getAdminNotifications')
        ? route.fulfill({ json: { data: { getAdminNotifications: [] } } })
        : route.fallback(),
    );
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText('No new notifications')).toBeVisible();
    await expectNoAxeViolations(page, 'notifications empty');
  });

  test('not shown without enable_admin_notifications', async ({ page }) => {
    await signIn(page, 'basic');
    await page.goto('/admin/');
    await expect(page.getByTestId('user-display-name')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  });

  test("the menu's code is not in the page; a bell activated before it arrives opens the menu when it does, and focus follows", async ({
    page,
  }) => {
    await signIn(page, 'librarian');
    const events = loggedEvents(page);
    const html = await (await page.request.get('/admin/')).text();
    expect(html).not.toContain('notifications-menu-');
    // The menu's chunk is held until released: the bell the page shows first is the stand-in.
    const release = await holdChunk(page, MENU_CHUNK);
    await page.goto('/admin/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Loading notifications' })).toHaveCount(1);
    await expect(bell).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page, 'bell waiting for its menu');
    release();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect(menu).toBeVisible();
    await expect.poll(() => ofType(events, 'admin_display_notifications').length).toBe(1);
    await expectNoAxeViolations(page, 'menu opened on arrival');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    // The keyboard opens it again, as any menu button.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
  });

  test('a bell focused when the menu arrives keeps the focus', async ({ page }) => {
    await signIn(page, 'librarian');
    const release = await holdChunk(page, MENU_CHUNK);
    await page.goto('/admin/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    release();
    // Radix's trigger, which replaced the stand-in, says its state.
    await expect(bell).toHaveAttribute('data-state', 'closed');
    await expect(bell).toBeFocused();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test("the menu's code failing to load: an activated bell says so in a toast, and the next activation opens the menu", async ({
    page,
  }) => {
    await signIn(page, 'librarian');
    const chunk = await refuseChunk(page, MENU_CHUNK);
    await page.goto('/admin/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(
      page.getByText('We are unable to complete your request, please try again or contact support', { exact: true }),
    ).toBeVisible();
    expect(chunk.refused()).toBeGreaterThan(0);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(bell).toBeVisible();
    await expectNoAxeViolations(page, 'menu code failed');
    chunk.allow();
    await bell.click();
    await expect(page.getByRole('menu', { name: 'Notifications' })).toBeVisible();
  });
});
