import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

const ERROR = 'We encountered a problem processing your holdings information. Please try again in a few minutes or';
const KBART_HEADER = [
  'publication_title',
  'print_identifier',
  'online_identifier',
  'date_first_issue_online',
  'num_first_vol_online',
  'num_first_issue_online',
  'date_last_issue_online',
  'num_last_vol_online',
  'num_last_issue_online',
  'title_url',
  'first_author',
  'title_id',
  'embargo_info',
  'coverage_depth',
  'notes',
  'publisher_name',
  'publication_type',
  'date_monograph_published_print',
  'date_monograph_published_online',
  'monograph_volume',
  'monograph_edition',
  'first_editor',
  'parent_publication_title_id',
  'preceding_publication_title_id',
  'access_type',
].join('\t');

async function open(page: Page, search = '') {
  await signIn(page, 'librarian');
  await page.goto(`/admin/holdings${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Holdings' })).toBeVisible();
}

test.describe('holdings', () => {
  test('six tabs follow the tab query parameter, keep it over a reload, and pass axe on each tab', async ({ page }) => {
    test.slow();
    await open(page);
    await expect(page.getByRole('tab')).toHaveText([
      'Journals',
      'Books',
      'Primary Sources',
      'Images',
      'Shared Collections',
      'Free and Open',
    ]);
    await expect(page.getByRole('tab', { name: 'Journals', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Archive Collections' })).toBeVisible();
    // Demo University holds seven archive collections: four in the first column, three in the second.
    await expect(page.getByRole('list', { name: 'Archive Collections, column 1 of 2' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'Archive Collections, column 2 of 2' }).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page, 'holdings journals');

    for (const [name, value, text] of [
      ['Books', 'books', 'Your savings'],
      ['Primary Sources', 'primary-sources', 'Struggles for Freedom: Southern Africa'],
      ['Images', 'images', 'Artstor Digital Library'],
      ['Shared Collections', 'shared-collections', 'Historic Maps of the Upper Valley'],
      ['Free and Open', 'free-and-open', 'Open Access Journals'],
    ] as const) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/holdings\\?tab=${value}$`));
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page, `holdings ${value}`);
    }
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Free and Open', selected: true })).toBeVisible();
  });

  test('books show the savings as a percentage; an unknown tab falls back to journals', async ({ page }) => {
    await open(page, '?tab=books');
    await expect(page.getByRole('tab', { name: 'Books', selected: true })).toBeVisible();
    await expect(page.getByText(/^\d{1,3}%$/).first()).toBeVisible();
    await page.goto('/admin/holdings?tab=nope');
    await expect(page.getByRole('tab', { name: 'Journals', selected: true })).toBeVisible();
  });

  test('the Download menu gives a real KBART file named as KBART recommends', async ({ page }) => {
    await open(page);
    const trigger = page.getByRole('button', { name: 'Download Journals' });
    await trigger.click();
    await expectNoAxeViolations(page, 'holdings download menu');
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'All journals title list (KBART)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^JSTOR_Global_AllJournals_\d{4}-\d{2}-\d{2}\.txt$/);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(KBART_HEADER);
    const count = Number(
      (
        await page
          .getByRole('group', { name: 'Journals summary' })
          .or(page.getByLabel('Journals summary'))
          .locator('dd')
          .first()
          .textContent()
      )?.replace(/,/g, ''),
    );
    expect(lines.length - 1).toBe(count);
  });

  test('keyboard only: arrow keys move between tabs with the URL following, Enter opens the Download menu', async ({ page }) => {
    await open(page);
    await page.getByRole('tab', { name: 'Journals' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Books', selected: true })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=books$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Free and Open', selected: true })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=free-and-open$/);
    const trigger = page.getByRole('button', { name: 'Download Free and Open' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Free and open title list (KBART)' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('a consortium selection is sent home', async ({ page }) => {
    await signIn(page, 'consortium');
    await page.goto('/admin/holdings');
    await expect(page).toHaveURL(/\/admin\/$/);
  });

  test('a failed holdings query shows the spec error with the tab support contact', async ({ page }) => {
    await signIn(page, 'librarian');
    await page.route('**/ui/data-fetch/gateway', (route) =>
      route.request().postData()?.includes('HoldingsSummary') ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.goto('/admin/holdings?tab=images');
    await expect(page.getByRole('alert')).toContainText(`${ERROR} contact Artstor Support.`);
    await expectNoAxeViolations(page, 'holdings error');
  });
});
