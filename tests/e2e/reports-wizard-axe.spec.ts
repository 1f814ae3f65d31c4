import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';
import { openReports, wizard } from './reports-support';

/** Axe on every step of the publisher and consortium wizards (the librarian's steps are in reports-counter.spec). */
test.describe('wizard accessibility', () => {
  test('publisher: required (empty, with the error summary, filled) and confirm steps', async ({ page }) => {
    await signIn(page, 'publisher');
    await openReports(page, '/publisher-reports', 'Publisher Usage Reports');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await expect(dialog.getByText('PUBLISHER', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'publisher wizard, empty');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page, 'publisher wizard, error summary');
    await dialog.getByRole('combobox', { name: 'Report', exact: true }).selectOption('PJ_I1');
    await dialog.getByLabel('Report name').fill('E2E axe publisher');
    await expect(dialog.getByRole('combobox', { name: 'Journal' })).toHaveValue('~All~');
    await expectNoAxeViolations(page, 'publisher wizard, filled');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Confirm your report')).toBeVisible();
    // Submit, or the duplicate warning when another test asked for the same settings first.
    await expect(dialog.getByRole('button', { name: 'Submit' }).or(dialog.getByText(/This report is a duplicate\./))).toBeVisible();
    await expectNoAxeViolations(page, 'publisher wizard, confirm');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Report name')).toHaveValue('E2E axe publisher');
  });

  test('consortium: required (accounts with members, error summary, CR_C1 filled, scheduled) and confirm steps', async ({ page }) => {
    await signIn(page, 'consortium');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await expect(dialog.getByRole('combobox', { name: 'SELECT AN ACCOUNT' }).locator('option')).toHaveCount(14);
    await expectNoAxeViolations(page, 'consortium wizard, empty');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page, 'consortium wizard, error summary');
    await dialog.getByRole('combobox', { name: 'Report', exact: true }).selectOption('CR_C1');
    await expect(dialog.getByText('Includes 12 member institutions.')).toBeVisible();
    await dialog.getByLabel('Report name').fill('E2E axe consortium');
    await expectNoAxeViolations(page, 'consortium wizard, filled');
    await dialog.getByRole('radio', { name: 'Scheduled' }).check();
    await expectNoAxeViolations(page, 'consortium wizard, scheduled');
    await dialog.getByRole('radio', { name: 'One-time' }).check();
    await dialog.getByRole('radio', { name: 'TSV' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Confirm your report')).toBeVisible();
    await expectNoAxeViolations(page, 'consortium wizard, confirm');
  });
});
