import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../tests/e2e/support';

// Budget of issue 12: typing in the user search and changing page each cost ≤ 100 ms of main-thread work at 4×
// CPU slowdown, on a quiet machine (other processes sharing the CPU stretch task times).

async function openUserManagement(page: Page, siteCode = 'demouniv'): Promise<void> {
  await page.goto('/admin/user-management');
  const accounts = page.getByRole('combobox', { name: 'ACCOUNTS' });
  if (await accounts.isVisible()) await accounts.selectOption(siteCode);
  await expect(page.getByRole('heading', { level: 2, name: /Active and invited users$/ })).toBeVisible();
}

test('typing in the search box and paging: main-thread work per action at 4x CPU slowdown (budget 100 ms)', async ({ page }) => {
  await signIn(page, 'librarian');
  await openUserManagement(page);
  const table = page.getByRole('table', { name: 'Paired users' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  /** Main-thread task time (ms) of the renderer while `action` runs and the page settles. */
  const taskMs = async (action: () => Promise<void>): Promise<number> => {
    const read = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    const before = await read();
    await action();
    return (await read()) - before;
  };
  const box = page.getByRole('searchbox', { name: 'Search by email' });
  await box.focus();
  const keystrokes: number[] = [];
  for (const key of 'librarian') keystrokes.push(await taskMs(() => box.press(key)));
  const firstRow = await table.locator('tbody tr').first().innerText();
  const paging = await taskMs(async () => {
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(table.locator('tbody tr').first()).not.toHaveText(firstRow);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const worstKey = Math.max(...keystrokes);
  test.info().annotations.push({
    type: 'main-thread work at 4x',
    description: `keystroke max ${worstKey.toFixed(1)} ms (all: ${keystrokes.map((ms) => ms.toFixed(0)).join(', ')}), page change ${paging.toFixed(1)} ms`,
  });
  console.log(`user management at 4x CPU: keystroke max ${worstKey.toFixed(1)} ms, page change ${paging.toFixed(1)} ms`);
  expect(worstKey).toBeLessThan(100);
  expect(paging).toBeLessThan(100);
});
