import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, gql, signIn } from './support';

/** An address no other test (or run) uses. */
const unique = (label: string) => `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@e2e.demo.edu`;

async function openUserManagement(page: Page, siteCode = 'demouniv'): Promise<void> {
  await page.goto('/admin/user-management');
  const accounts = page.getByRole('combobox', { name: 'ACCOUNTS' });
  if (await accounts.isVisible()) await accounts.selectOption(siteCode);
  await expect(page.getByRole('heading', { level: 2, name: /Active and invited users$/ })).toBeVisible();
}

/** The list shown once nothing is loading (the previous answer stays, aria-busy, while the next one loads). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('table', { name: 'Paired users' }).or(page.getByText("User's email address not found."))).toBeVisible();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await settled(page);
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

/** Changes page and waits for it: the page shown stays (aria-busy) until the next one is in. */
async function goToPage(page: Page, pageNumber: number): Promise<void> {
  const button = page.getByRole('button', { name: `Page ${pageNumber}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'page');
  await settled(page);
}

async function addByGateway(page: Page, emails: string[], roles: string[] = []): Promise<void> {
  const result = await gql(
    page.request,
    'mutation ($emails: [String!]!, $roles: [String!]) { addPairedUsers(siteCode: "demouniv", emailAddresses: $emails, roles: $roles) { added } }',
    { emails, roles },
  );
  expect(result.errors).toBeUndefined();
}

async function act(page: Page, email: string, action: string, toast: string): Promise<void> {
  const actions = page.getByRole('button', { name: `Actions for ${email}` });
  await actions.click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, `${action} confirmation`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(toast, { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Turns the as_qa flag on for this page: the session the gateway embeds in the page gets it among its enabled flags. */
async function withAsQa(page: Page): Promise<void> {
  await page.route('**/admin/user-management', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const pattern = /(<script type="application\/json" id="app-boot-data">)([\s\S]*?)(<\/script>)/;
    const match = pattern.exec(html);
    expect(match, 'boot data in the page').not.toBeNull();
    const boot = JSON.parse(match![2]!) as { session: { flags: { enabled: string[]; disabled: string[] } } };
    const { flags } = boot.session;
    flags.enabled = [...flags.enabled, 'as_qa'];
    flags.disabled = flags.disabled.filter((flag) => flag !== 'as_qa');
    const json = JSON.stringify(boot).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    await route.fulfill({ response, body: html.replace(pattern, `$1${json}$3`) });
  });
}

test.describe('user management', () => {
  test('as_qa: pages of 5; the next page is fetched ahead once; the page shown stays, busy and announced, while it loads', async ({
    page,
  }) => {
    await signIn(page, 'librarian');
    await withAsQa(page);
    const asked: Array<{ limit: number; offset: number }> = [];
    let releasePage2: () => void = () => undefined;
    const page2Held = new Promise<void>((resolve) => (releasePage2 = resolve));
    await page.route('**/ui/data-fetch/gateway', async (route) => {
      const body = route.request().postDataJSON() as { query?: string; variables?: { limit?: number; offset?: number } } | null;
      if (!body?.query?.includes('pairedUsers(')) return route.fallback();
      asked.push({ limit: body.variables?.limit ?? -1, offset: body.variables?.offset ?? -1 });
      if (body.variables?.offset === 5) await page2Held;
      return route.fallback();
    });
    await openUserManagement(page);
    const table = page.getByRole('table', { name: 'Paired users' });
    await expect(table.locator('tbody tr')).toHaveCount(5);
    const firstPage = await table.locator('tbody tr td:first-child').allInnerTexts();
    // The first page, then page 2 fetched ahead once the first shows (here held back by the route).
    await expect.poll(() => asked.length).toBe(2);
    expect(asked).toEqual([
      { limit: 5, offset: 0 },
      { limit: 5, offset: 5 },
    ]);

    // Page 2 is chosen while its answer is still on its way: the first page stays, busy and announced.
    const page2 = page.getByRole('button', { name: 'Page 2', exact: true });
    await page2.click();
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Loading users' })).toBeVisible();
    expect(await table.locator('tbody tr td:first-child').allInnerTexts()).toEqual(firstPage);
    await expect(page2).toBeFocused();
    await expectNoAxeViolations(page, 'user management loading the next page');
    releasePage2();

    await expect(page2).toHaveAttribute('aria-current', 'page');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Loading users' })).toHaveCount(0);
    await expect(table.locator('tbody tr')).toHaveCount(5);
    const secondPage = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(secondPage.filter((email) => firstPage.includes(email))).toEqual([]);
    // The click asked for nothing more (the request fetched ahead answered it); page 3 is fetched ahead in turn.
    await expect.poll(() => asked.length).toBe(3);
    expect(asked[2]).toEqual({ limit: 5, offset: 10 });

    // Page 3 shows at once, from what was fetched ahead: no busy state, no request for it.
    await page.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const thirdPage = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(thirdPage.filter((email) => firstPage.includes(email) || secondPage.includes(email))).toEqual([]);
    expect(asked.filter(({ offset }) => offset === 10)).toHaveLength(1);

    const heading = await page.getByRole('heading', { level: 2, name: /Active and invited users$/ }).innerText();
    expect(heading).toMatch(/^\d+ Active and invited users$/);
    // 64 demo users and more added by other tests: at 5 a page, at least 13 pages (3 at 25).
    const lastPage = page
      .getByRole('navigation', { name: 'Pages of paired users' })
      .getByRole('button', { name: /^Page \d+$/ })
      .last();
    await expect(lastPage).toHaveAccessibleName(/^Page \d{2,}$/);
  });

  test('the list: count, columns, statuses, expiring warning, admins, pages of 25, axe', async ({ page }) => {
    await signIn(page, 'librarian');
    await openUserManagement(page);
    await expect(page).toHaveTitle('JSTOR Admin: User Management');
    const heading = await page.getByRole('heading', { level: 2, name: /Active and invited users$/ }).innerText();
    expect(Number(heading.split(' ')[0]!.replace(/,/g, ''))).toBeGreaterThan(30);
    const table = page.getByRole('table', { name: 'Paired users' });
    for (const column of ['Email', 'Status', 'Expiration', 'Admin role', 'Last log in']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(table.locator('tbody tr')).toHaveCount(25);
    await expect(page.getByText(/Give your users access to JSTOR through Demo University/)).toBeVisible();
    await expectNoAxeViolations(page, 'user management');

    // Every status is on some page; admins do not expire and the expiring-soon warning shows under 14 days.
    const seen = new Set<string>();
    let warnings = 0;
    let doesNotExpire = 0;
    for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
      if (pageNumber > 1) await goToPage(page, pageNumber);
      await expect(table.locator('tbody tr').first()).toBeVisible();
      for (const status of await table.locator('tbody tr td:nth-child(2)').allInnerTexts()) seen.add(status.trim());
      warnings += await table.getByText(/^Expires in \d+ days?$/).count();
      doesNotExpire += await table.getByText('Does not expire', { exact: true }).count();
    }
    expect([...seen].sort()).toEqual(['Active', 'Expired', 'Invited']);
    expect(warnings).toBeGreaterThan(0);
    expect(doesNotExpire).toBeGreaterThan(0);

    await page.getByRole('switch', { name: 'Show Admin Users Only' }).click();
    await settled(page);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    for (const role of await table.locator('tbody tr td:nth-child(4)').allInnerTexts()) expect(role).not.toBe('None');
    // With user_management_add_admin_permission (the librarian has it) admin rows have no actions menu.
    await expect(rowOf(page, 'librarian@demo.edu').getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  });

  test('add users: the spec messages, pills kept, toast, persisted after a reload', async ({ page }) => {
    await signIn(page, 'librarian');
    await openUserManagement(page);
    await page.getByRole('button', { name: 'Add users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add users' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add users', exact: true }).click();
    await expect(dialog.getByText('Please enter at least one email address.')).toBeVisible();
    const first = unique('first');
    const second = unique('second');
    const input = dialog.getByRole('textbox', { name: 'Email addresses' });
    await input.fill(`${first}, not-an-address, `);
    await dialog.getByRole('button', { name: 'Add users', exact: true }).click();
    await expect(
      dialog.getByText('One or more email addresses you entered were not recognized. Enter a valid email address, ex: name@university.edu'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'add users dialog with an invalid address');
    await dialog.getByRole('button', { name: 'Remove not-an-address' }).click();
    await input.fill(second);
    await input.press('Enter');
    await dialog.getByRole('button', { name: 'Add users', exact: true }).click();
    await expect(page.getByText('The users you entered were successfully added', { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await openUserManagement(page);
    await search(page, first);
    await expect(rowOf(page, first)).toContainText('Invited');
    await search(page, second);
    await expect(rowOf(page, second)).toContainText('Invited');
  });

  test('search: 4 characters, not found, clearing returns to the whole list', async ({ page }) => {
    await signIn(page, 'librarian');
    await openUserManagement(page);
    await search(page, 'abc');
    await expect(page.getByText('Please enter at least 4 characters to search.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('abc');
    await search(page, 'nobody-at-all');
    await expect(page.getByText("User's email address not found.")).toBeVisible();
    await search(page, 'LIBRARIAN@');
    await expect(page.getByRole('table', { name: 'Paired users' }).locator('tbody tr')).toHaveCount(1);
    await expect(rowOf(page, 'librarian@demo.edu')).toContainText('Does not expire');
    await page.getByRole('searchbox', { name: 'Search by email' }).fill('');
    await expect(page.getByRole('table', { name: 'Paired users' }).locator('tbody tr')).toHaveCount(25);
  });

  test('expire, then extend, through their modals with toasts and focus back on Actions, persisted after a reload', async ({ page }) => {
    await signIn(page, 'librarian');
    const email = unique('actions');
    await addByGateway(page, [email]);
    await openUserManagement(page);
    await search(page, email);
    await act(page, email, 'Expire access', `Access for ${email} was expired`);
    await expect(page.getByRole('button', { name: `Actions for ${email}` })).toBeFocused();
    await page.reload();
    await openUserManagement(page);
    await search(page, email);
    await expect(rowOf(page, email)).toContainText('Expired');
    await page.getByRole('button', { name: `Actions for ${email}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Extend access' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Expire access' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Resend invitation' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await act(page, email, 'Extend access', `Access for ${email} was extended to 365 days`);
    await page.reload();
    await openUserManagement(page);
    await search(page, email);
    await expect(rowOf(page, email)).toContainText('Invited');
  });

  test('grant admin permissions, persisted after a reload; resend an invitation', async ({ page }) => {
    await signIn(page, 'librarian');
    const email = unique('promoted');
    const invited = unique('invited');
    await addByGateway(page, [email, invited]);
    await openUserManagement(page);
    await search(page, email);
    await act(page, email, 'Grant admin permissions', `Admin access for ${email} was granted`);
    await page.reload();
    await openUserManagement(page);
    await search(page, email);
    await expect(rowOf(page, email)).toContainText('Administrator');
    await expect(rowOf(page, email)).toContainText('Does not expire');
    await expect(page.getByRole('button', { name: `Actions for ${email}` })).toHaveCount(0);

    await search(page, invited);
    await act(page, invited, 'Resend invitation', 'Your invitation has been resent');
  });

  test('a failed change shows the spec failure toast', async ({ page }) => {
    await signIn(page, 'librarian');
    const email = unique('failing');
    await addByGateway(page, [email]);
    await openUserManagement(page);
    await search(page, email);
    await page.route('**/ui/data-fetch/gateway', (route) =>
      route.request().postData()?.includes('extendPairedUserExpirationDate')
        ? route.fulfill({ status: 500, body: 'down' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: `Actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Extend access' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByText(`We are unable to extend access for ${email}, please try again or contact support`, { exact: true }).first(),
    ).toBeVisible();
  });

  test('receive user list and the email previews PDF', async ({ page }) => {
    await signIn(page, 'librarian');
    await openUserManagement(page);
    await page.getByRole('button', { name: 'Receive user list' }).click();
    await expect(
      page.getByText('A link to your user data will be sent to your associated email within the hour', { exact: true }).first(),
    ).toBeVisible();
    const href = await page.getByRole('link', { name: 'Download the email previews (PDF)' }).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  test('keyboard: Enter on Actions opens the menu on its first item, Escape returns to the button', async ({ page }) => {
    await signIn(page, 'librarian');
    await openUserManagement(page);
    const actions = page.getByRole('button', { name: /^Actions for / }).first();
    await actions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeFocused();
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toHaveAttribute('aria-expanded', 'false');
  });

  test('empty states and the publisher intro', async ({ page }) => {
    await signIn(page, 'consortium');
    await openUserManagement(page, 'democons');
    await expect(page.getByText('You have no users paired with your institution.')).toBeVisible();
    await expect(page.getByText('Users you add will display here')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '0 Active and invited users' })).toBeVisible();
    await expectNoAxeViolations(page, 'user management without users');

    await page.context().clearCookies();
    await signIn(page, 'publisher');
    await openUserManagement(page, 'demopress');
    await expect(page.getByText(/Grant authors access to their work on JSTOR/)).toBeVisible();
  });
});
