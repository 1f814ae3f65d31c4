import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, navLabels, signIn } from './support';

test('internal staff masquerade as an institution and end it', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/admin/');
  const panel = page.getByRole('region', { name: 'Masquerade as an account' });
  await panel.getByLabel('Site code').fill('de');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(panel.getByText('Please enter at least 3 characters to search.')).toBeVisible();

  await panel.getByLabel('Site code').fill('nosuchcode');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Unable to find institution nosuchcode');

  await panel.getByLabel('Site code').fill('demo');
  await panel.getByRole('button', { name: 'Search' }).click();
  const results = panel.getByRole('list', { name: 'Accounts found' });
  await expect(results.getByRole('listitem')).toHaveCount(5);
  await expectNoAxeViolations(page, 'masquerade search');

  await panel.getByLabel('Site code').fill('basicinst');
  await panel.getByLabel('Exact match').check();
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('button', { name: 'Masquerade as Basic Institute' }).click();

  const end = page.getByRole('button', { name: /End masquerade/ });
  await expect(end).toBeVisible();
  await expect.poll(() => navLabels(page)).toContain('Access Methods');
  await expectNoAxeViolations(page, 'masquerading');
  await end.click();
  await expect(end).toHaveCount(0);
  await expect.poll(() => navLabels(page)).toContain('Publisher Reports');
});
