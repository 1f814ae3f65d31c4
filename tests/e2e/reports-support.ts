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

/**
 * Waits for a history row to finish (the page's own status check, every 10 s, turns 'Pending...' into a
 * Download button: up to 25 s), downloads it and returns its file name and path.
 */
export async function downloadWhenReady(page: Page, name: string): Promise<{ fileName: string; path: string }> {
  const button = historyRow(page, name).getByRole('button', { name: `Download ${name}` });
  await expect(button).toBeVisible({ timeout: 25_000 });
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  return { fileName: download.suggestedFilename(), path: (await download.path()) ?? '' };
}

/** The rows of a downloaded TSV file, split into cells (BOM dropped). */
export const tsvCells = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t'));
