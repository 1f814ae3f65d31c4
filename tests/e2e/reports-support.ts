import { expect, type Page } from '@playwright/test';

/** Opens a report page for the selected account and waits for its history. */
export async function openReports(page: Page, path: string, heading: string, siteCode?: string): Promise<void> {
  await page.goto(`/admin${path}`);
  if (siteCode) {
    const accounts = page.getByRole('combobox', { name: 'ACCOUNTS' });
    if (await accounts.isVisible()) await accounts.selectOption(siteCode);
  }
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Report History' })).toBeVisible();
}

/** The wizard dialog. */
export const wizard = (page: Page) => page.getByRole('dialog', { name: 'Create Report' });

/** Opens the wizard and picks a report; returns the dialog. */
export async function startReport(page: Page, code: string, name: string) {
  await page.getByRole('button', { name: 'Create Report' }).click();
  const dialog = wizard(page);
  await expect(dialog).toBeVisible();
  const report = dialog.getByRole('combobox', { name: 'Report', exact: true });
  await expect(report.locator(`option[value="${code}"]`)).toHaveCount(1);
  await report.selectOption(code);
  await dialog.getByLabel('Report name').fill(name);
  return dialog;
}

/** The history row of a report name. */
export const historyRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Report History' }).getByRole('row').filter({ hasText: name });
