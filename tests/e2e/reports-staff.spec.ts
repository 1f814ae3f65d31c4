import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';
import { historyRow, openReports, wizard } from './reports-support';

/** The wizard's site-code autocomplete of internal admins (spec 001 §2): not masquerading, any account by code. */
test.describe('staff request reports by site code', () => {
  test('publisher reports: 3 characters first, a wildcard search listing only publishers, exact match, then a request that persists', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await openReports(page, '/publisher-reports', 'Publisher Usage Reports');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    const site = dialog.getByRole('combobox', { name: 'Site code' });
    await expect(dialog.getByRole('checkbox', { name: 'Exact match' })).not.toBeChecked();
    await site.fill('de');
    // The visible note (the combobox's live status may repeat the same words for screen readers).
    await expect(dialog.locator('[data-slot="combobox-note"]')).toHaveText('Type at least 3 characters to search');
    await site.fill('demo');
    const suggestions = dialog.getByRole('listbox').getByRole('option');
    await expect(suggestions).toHaveCount(1);
    await expect(suggestions.first()).toContainText('Demo Press');
    await expectNoAxeViolations(page, 'staff site-code suggestions');
    // An exact match finds nothing for a prefix. Escape closes the suggestions, not the wizard.
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Exact match' }).check();
    await site.fill('demopr');
    await expect(dialog.getByText('No accounts found').first()).toBeVisible();
    await site.fill('demopress');
    await expect(suggestions).toHaveCount(1);
    await suggestions.first().click();
    await expect(site).toHaveValue('Demo Press');

    const report = dialog.getByRole('combobox', { name: 'Report', exact: true });
    await expect(report.locator('option[value="PJ_I1"]')).toHaveCount(1);
    await report.selectOption('PJ_I1');
    await dialog.getByLabel('Report name').fill('E2E staff publisher journals');
    await expect(dialog.getByLabel('Email address')).toHaveValue('staff@demo.org');
    await expectNoAxeViolations(page, 'staff wizard required step');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Demo Press')).toBeVisible();
    await expectNoAxeViolations(page, 'staff wizard confirm step');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(wizard(page)).toBeHidden();
    await expect(historyRow(page, 'E2E staff publisher journals').getByText('Pending...')).toBeVisible();
    await page.reload();
    await expect(historyRow(page, 'E2E staff publisher journals')).toBeVisible();
  });

  test('COUNTER 5.1: without an account the site code takes focus; publishers are filtered out; an exact code is chosen by keyboard and requested', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await openReports(page, '/counter5.1', 'COUNTER 5.1 Usage Reports');
    await page.getByRole('button', { name: 'Create Report' }).click();
    const dialog = wizard(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Site code' })).toBeFocused();
    await expectNoAxeViolations(page, 'staff wizard errors');
    const site = dialog.getByRole('combobox', { name: 'Site code' });
    await site.fill('demo');
    const suggestions = dialog.getByRole('listbox').getByRole('option');
    await expect(suggestions.first()).toBeVisible();
    // At most 5 (the gateway's 5, less any publisher among them).
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    await expect(dialog.getByRole('listbox')).not.toContainText('publisher');
    await page.keyboard.press('Escape');
    await dialog.getByRole('checkbox', { name: 'Exact match' }).check();
    // A consortium chosen by code: CR_C1 names its members (childInstitutions answers staff in the reports area).
    await site.fill('democons');
    await expect(suggestions).toHaveCount(1);
    await expect(suggestions.first()).toContainText('Demo Consortium');
    await suggestions.first().click();
    await expect(site).toHaveValue('Demo Consortium');
    const report = dialog.getByRole('combobox', { name: 'Report', exact: true });
    await report.selectOption('CR_C1');
    await expect(dialog.getByText('Includes 12 member institutions.')).toBeVisible();
    await site.fill('demouniv');
    await expect(suggestions).toHaveCount(1);
    await expect(suggestions.first()).toContainText('Demo University');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(site).toHaveValue('Demo University');
    await expect(report.locator('option[value="DR_D1"]')).toHaveCount(1);
    await report.selectOption('DR_D1');
    await dialog.getByLabel('Report name').fill('E2E staff database usage');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Demo University')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(historyRow(page, 'E2E staff database usage').getByText('Pending...')).toBeVisible();
    await page.reload();
    await expect(historyRow(page, 'E2E staff database usage')).toBeVisible();
  });
});
