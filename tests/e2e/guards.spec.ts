import { expect, test } from '@playwright/test';
import { signIn, type Role } from './support';

const cases: { role: Role; from: string; to: string; why: string }[] = [
  { role: 'publisher', from: '/admin/access-methods', to: '/admin/publisher-reports', why: 'publishers are confined' },
  { role: 'publisher', from: '/admin/counter5.1', to: '/admin/publisher-reports', why: 'publishers are confined' },
  { role: 'publisher', from: '/admin/holdings', to: '/admin/publisher-reports', why: 'publishers are confined' },
  { role: 'librarian', from: '/admin/publisher-reports', to: '/admin/', why: 'only publishers and staff' },
  { role: 'librarian', from: '/admin/eba-status-dashboard', to: '/admin/', why: 'only internal staff' },
  { role: 'consortium', from: '/admin/holdings', to: '/admin/', why: 'a consortium has no holdings' },
  { role: 'basic', from: '/admin/eba', to: '/admin/', why: 'not an EBA participant' },
  { role: 'basic', from: '/admin/alma-linking', to: '/admin/', why: 'the route exists only with its flag' },
];

test.describe('route guards', () => {
  for (const { role, from, to, why } of cases) {
    test(`${role} on ${from} goes to ${to} (${why})`, async ({ page }) => {
      await signIn(page, role);
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  for (const path of ['/admin/', '/admin/home', '/admin/user-management', '/admin/publisher-reports']) {
    test(`a publisher may stay on ${path}`, async ({ page }) => {
      await signIn(page, 'publisher');
      await page.goto(path);
      await expect(page).toHaveURL(path);
    });
  }

  test('the redirect replaces the history entry', async ({ page }) => {
    await signIn(page, 'librarian');
    await page.goto('/admin/account-information');
    await page.goto('/admin/eba-status-dashboard');
    await expect(page).toHaveURL('/admin/');
    await page.goBack();
    await expect(page).toHaveURL('/admin/account-information');
  });

  test('internal staff may open the EBA status dashboard and publisher reports', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/admin/eba-status-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'EBA Status Dashboard' })).toBeVisible();
    await page.goto('/admin/publisher-reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Publisher Usage Reports' })).toBeVisible();
  });
});
