import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

test.describe('alma linking', () => {
  test('the Institution Token Id is masked, shown on request, the same after a reload, and copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'librarian');
    await page.goto('/admin/alma-linking');
    await expect(page.getByRole('heading', { level: 1, name: 'Alma Auto-Holdings' })).toBeVisible();
    await expect(page.locator('main ol > li')).toHaveCount(3);
    const box = page.getByRole('textbox', { name: 'Institution Token Id' });
    await expect(box).toHaveValue(/^•{32,64}$/);
    await expectNoAxeViolations(page, 'alma linking');
    await page.getByRole('button', { name: 'Show' }).click();
    const token = await box.inputValue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    await page.getByRole('button', { name: 'Copy Institution Token Id' }).click();
    await expect(page.getByText('Copied').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await page.reload();
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('textbox', { name: 'Institution Token Id' })).toHaveValue(token);
  });

  test('an empty token disables the box with the spec message', async ({ page }) => {
    await signIn(page, 'librarian');
    await page.route('**/ui/data-fetch/gateway', async (route) => {
      if (!route.request().postData()?.includes('AlmaToken')) return route.continue();
      return route.fulfill({ json: { data: { holdingsSummary: { siteCode: 'demouniv', almaId: null } } } });
    });
    await page.goto('/admin/alma-linking');
    const box = page.getByRole('textbox', { name: 'Institution Token Id' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('There has been a problem generating your key. Please contact JSTOR Support.')).toBeVisible();
    await expectNoAxeViolations(page, 'alma linking without a token');
  });

  test('a consortium has no token: the page says so, asks for none, and has no axe violation', async ({ page }) => {
    await signIn(page, 'consortium');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('query AlmaToken')) asked.push(request.url());
    });
    await page.goto('/admin/alma-linking');
    await expect(page.getByRole('heading', { level: 1, name: 'Alma Auto-Holdings' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No Institution Token Id for a consortium' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Institution Token Id' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(asked, 'AlmaToken requests').toEqual([]);
    await expectNoAxeViolations(page, 'alma linking for a consortium');
  });
});
