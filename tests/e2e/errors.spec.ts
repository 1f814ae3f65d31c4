import { expect, test } from '@playwright/test';
import { chunkPathOf, expectNoAxeViolations, signIn } from './support';

test.describe('the error fallback', () => {
  test('a screen that fails to load shows Unable to load page, and the shell stays usable', async ({ page }) => {
    await signIn(page, 'librarian');
    // Home's code cannot be fetched, as when a deploy removed an old chunk; the shell's can.
    const homeChunk = `**${chunkPathOf('src/app/screens/home-route.tsx')}`;
    await page.route(homeChunk, (route) => route.abort('failed'));
    await page.goto('/admin/home');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to load page' })).toBeVisible();
    await expect(page.getByText('Please refresh the page to try again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'JSTOR Support' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2000–${new Date().getFullYear()}`);
    await expectNoAxeViolations(page, 'error fallback');
    await page.unroute(homeChunk);
    await page.getByRole('link', { name: 'Go to homepage' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('when the console cannot start at all, the whole-page fallback shows', async ({ page }) => {
    await page.route('**/ui/data-fetch/gateway', (route) => route.fulfill({ status: 200, json: { data: { session: 'not-a-session' } } }));
    // The gateway embeds the session in the page: a malformed block makes the boot ask the gateway instead.
    await page.route('**/admin/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="app-boot-data">)[\s\S]*?<\/script>/,
        '$1{"session":</script>',
      );
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to load page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to homepage' })).toBeVisible();
    await expect(page.getByText(`© 2000–${new Date().getFullYear()}`)).toBeVisible();
  });
});
