import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/** The last complete month (YYYY-MM): the SUSHI server's newest ready month. */
function lastCompleteMonth(now = new Date()): string {
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return previous.toISOString().slice(0, 7);
}

test('SUSHI: create credentials in the console, harvest a TR_J1 with them, revoke them and the harvest fails', async ({ page }) => {
  await signIn(page, 'librarian');
  await page.goto('/admin/account-information');
  const section = page.getByRole('region', { name: 'SUSHI Harvesting' });
  const serverUrl = (await section.getByText(/^http:\/\/[^/]+\/sushi\/r51$/).textContent()) ?? '';
  expect(serverUrl).toMatch(/\/sushi\/r51$/);

  const create = section.getByRole('button', { name: 'Create credentials' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New SUSHI credentials' });
  await expect(dialog.getByText(/it is shown only this once/)).toBeVisible();
  await expectNoAxeViolations(page, 'new SUSHI credentials dialog');
  const apiKey = (await dialog.getByTestId('sushi-api-key').textContent())?.trim() ?? '';
  expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Focus starts on the copy button (its tooltip open); Done by keyboard closes the dialog and focus returns.
  await dialog.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  const month = lastCompleteMonth();
  const harvest = () =>
    page.request.get(`${serverUrl}/reports/tr_j1`, {
      params: { customer_id: 'demouniv', requestor_id: 'librarian@demo.edu', api_key: apiKey, begin_date: month, end_date: month },
    });
  const report = await harvest();
  expect(report.status()).toBe(200);
  const body = (await report.json()) as { Report_Header: { Report_ID: string; Institution_Name: string }; Report_Items: unknown[] };
  expect(body.Report_Header).toMatchObject({ Report_ID: 'TR_J1', Institution_Name: 'Demo University' });
  expect(body.Report_Items.length).toBeGreaterThan(0);

  // Persisted, and used: after a reload the newest row of this requestor shows when it was last used.
  await page.reload();
  const revoke = section.getByRole('button', { name: /^Revoke credentials of librarian@demo\.edu/ }).last();
  await expect(revoke).toBeVisible();
  await revoke.click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke these credentials?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Credentials revoked', { exact: true }).first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create credentials' })).toBeFocused();

  const refused = await harvest();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ Code: 2020, Message: 'APIKey Invalid' });
});
