import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

const number = async (page: Page, card: string, stat: string) => {
  const region = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { level: 3, name: card }) });
  const text = await region.locator('dt', { hasText: stat }).locator('xpath=following-sibling::dd[1]').first().innerText();
  return Number(text.replace(/,/g, ''));
};

test.describe('institution dashboard', () => {
  test('Demo University: cards, totals, lists, time frames, chart table and download', async ({ page }) => {
    await signIn(page, 'librarian');
    await page.goto('/admin/');
    await page.getByRole('combobox', { name: 'ACCOUNTS' }).selectOption('demouniv');
    await expect(page.getByRole('heading', { level: 2, name: 'Usage insights' })).toBeVisible();
    for (const card of ['Licensed or purchased titles', 'Open access titles', 'Access denied titles']) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    const views = await number(page, 'Licensed or purchased titles', 'Views');
    const downloads = await number(page, 'Licensed or purchased titles', 'Downloads');
    expect(views).toBeGreaterThan(0);
    expect(await number(page, 'Licensed or purchased titles', 'Total Item Requests')).toBe(views + downloads);

    const booksList = page.getByRole('list', { name: 'books' }).first();
    await expect(booksList.getByRole('listitem')).toHaveCount(4);
    const seeMore = page.getByRole('button', { name: 'See more' }).first();
    await seeMore.click();
    await expect(booksList.getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'Collapse' }).first().click();
    await expect(booksList.getByRole('listitem')).toHaveCount(4);

    await expect(page.getByRole('radio', { name: 'Past 4 Weeks' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'Weekly usage, Past 4 Weeks' })).toBeVisible();
    await page.getByRole('button', { name: 'Show data table' }).first().click();
    await expect(page.getByRole('table', { name: 'Weekly usage, Past 4 Weeks' }).locator('tbody tr')).toHaveCount(4);
    await expect(page.getByRole('table', { name: 'Weekly usage, Past 4 Weeks' }).locator('tbody th').first()).toHaveText(
      /^[A-Z][a-z]{2} \d{2}$/,
    );
    await expectNoAxeViolations(page, 'institution dashboard with data table');

    await page.getByRole('radio', { name: 'Past 6 Months' }).check();
    await expect(page.getByRole('table', { name: 'Weekly usage, Past 6 Months' }).locator('tbody tr')).toHaveCount(26);
    await page.getByRole('radio', { name: 'Past Year (12 Months)' }).check();
    await expect(page.getByRole('table', { name: 'Weekly usage, Past Year (12 Months)' }).locator('tbody tr')).toHaveCount(52);

    // The choice is kept in user state across pages.
    await page.getByRole('link', { name: 'Access Methods' }).click();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('radio', { name: 'Past Year (12 Months)' })).toBeChecked();

    const link = page.getByRole('link', { name: /Download report/ });
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('spreadsheetml');
    expect((await response.body()).subarray(0, 2).toString()).toBe('PK');
  });

  test('Demo Visual Arts College (artstor only, retired): no insights, empty lists and chart, artstor trend series', async ({ page }) => {
    await signIn(page, 'librarian');
    await page.goto('/admin/');
    await page.getByRole('combobox', { name: 'ACCOUNTS' }).selectOption('democoll');
    await expect(page.getByRole('combobox', { name: 'ACCOUNTS' })).toHaveValue('democoll');
    await expect(page.getByText('You currently have no insights available. Use the widgets below to learn more.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Access denied titles' })).toHaveCount(0);
    await expect(page.getByText('You do not have any books.').first()).toBeVisible();
    await expect(page.getByText('You do not have any journals.').first()).toBeVisible();
    await expect(page.getByText('No data', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('When you have usage data, this chart will populate').first()).toBeVisible();
    const trends = page.getByRole('region', { name: 'Cross-platform usage trends' });
    await expect(trends.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText(['JSTOR', 'Artstor', 'Both platforms']);
    await expectNoAxeViolations(page, 'empty institution dashboard');
  });

  test('Basic Institute: every empty text', async ({ page }) => {
    await signIn(page, 'basic');
    await page.goto('/admin/');
    await expect(page.getByText('You currently have no insights available. Use the widgets below to learn more.')).toBeVisible();
    await expect(page.getByText('You do not have any books.')).toHaveCount(2);
    await expect(page.getByText('When you have usage data, this chart will populate')).toHaveCount(2);
  });

  test('a consortium with enable_consortium_homepage sees the institution dashboard', async ({ page }) => {
    await signIn(page, 'consortium');
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 2, name: 'Usage insights' })).toBeVisible();
    expect(await number(page, 'Licensed or purchased titles', 'Unique titles')).toBeGreaterThan(0);
  });

  test('a failing summary shows the closable error alert and the console stays usable', async ({ page }) => {
    await signIn(page, 'librarian');
    await page.route('**/ui/data-fetch/gateway', (route) =>
      route.request().postData()?.includes('HomepageSummary') ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.goto('/admin/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'We are unable to retrieve your homepage data right now. Other features of the admin console are still available.',
    );
    await expectNoAxeViolations(page, 'homepage error');
    await alert.getByRole('button', { name: 'Close error message' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('link', { name: 'Account Information' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Information' })).toBeVisible();
  });

  test('a summary that failed for one account is asked for the next one chosen in ACCOUNTS, and shows', async ({ page }) => {
    await signIn(page, 'librarian');
    // Only Demo University's summary fails (every try); Demo College's answers.
    await page.route('**/ui/data-fetch/gateway', (route) => {
      const body = route.request().postData() ?? '';
      return body.includes('HomepageSummary') && body.includes('"demouniv"')
        ? route.fulfill({ status: 500, body: 'down' })
        : route.fallback();
    });
    await page.goto('/admin/');
    await expect(page.getByRole('combobox', { name: 'ACCOUNTS' })).toHaveValue('demouniv');
    await expect(page.getByRole('alert')).toContainText('We are unable to retrieve your homepage data right now.');
    await page.getByRole('combobox', { name: 'ACCOUNTS' }).selectOption('democoll');
    await expect(page.getByRole('heading', { level: 2, name: 'Usage insights' })).toBeVisible();
    await expect(page.getByText('You currently have no insights available. Use the widgets below to learn more.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('publisher dashboard', () => {
  test('welcome once, Last Updated, periods, top institutions, countries and items', async ({ page }) => {
    await signIn(page, 'publisher');
    await page.goto('/admin/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to JSTOR Admin' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'OK' })).toBeFocused();
    await expectNoAxeViolations(page, 'publisher welcome modal');
    await welcome.getByRole('button', { name: 'OK' }).click();
    await expect(welcome).toHaveCount(0);

    await expect(page.getByText(/Last Updated: \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(page.getByText('Usage data updates weekly on Monday at 8 AM UTC.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Past 4 Weeks' })).toHaveAttribute('aria-selected', 'true');
    const items = page.getByRole('table', { name: 'Top items' });
    await expect(items.locator('tbody tr').first()).toBeVisible();
    const accessTypes = await items.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(accessTypes.every((type) => type === 'Paid' || type === 'Open Access')).toBe(true);
    await expect(page.getByRole('img', { name: 'Top institutions, Past 4 Weeks' })).toBeVisible();
    await page.getByRole('tab', { name: 'Past 12 Months' }).click();
    await expect(page.getByRole('img', { name: 'Top institutions, Past 12 Months' })).toBeVisible();
    await expectNoAxeViolations(page, 'publisher dashboard');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Usage of your content' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the welcome's code loads on a first visit only; the dialog keeps focus in and gives it back", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signIn(page, 'publisher');
    scripts.length = 0;
    await page.goto('/admin/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to JSTOR Admin' });
    const ok = welcome.getByRole('button', { name: 'OK' });
    await expect(welcome).toBeVisible();
    expect(scripts.filter((path) => /\/welcome-modal-[\w-]+\.js$/.test(path))).toHaveLength(1);
    // Not named by the page the gateway sends (it cannot know whether the welcome was seen: local storage); the
    // boot asks for it, with the dashboard's code.
    const html = await (await page.request.get('/admin/')).text();
    expect(html).toContain('rel="modulepreload"');
    expect(html).not.toContain('welcome-modal-');
    // Focus starts on OK and stays in the dialog (its only control) both ways.
    await expect(ok).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ok).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(ok).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(welcome).toHaveCount(0);
    // Focus goes back to the page (where it was when the dialog opened), not to a removed node.
    expect(
      await page.evaluate(() => document.activeElement?.isConnected === true && !document.activeElement.closest('[role="dialog"]')),
    ).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement?.isConnected)).toBe(true);

    // A returning visit: no dialog, and its code is not asked for.
    scripts.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Usage of your content' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(scripts.filter((path) => /\/(welcome-modal|dialog)-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});
