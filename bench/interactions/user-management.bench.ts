import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { signIn } from '../../tests/e2e/support';

// Budget of issue 12: typing in the user search and changing page each cost ≤ 100 ms of main-thread work at 4×
// CPU slowdown, on a quiet machine (other processes sharing the CPU stretch task times).
//
// What is measured is the renderer's main-thread task time (CDP Performance.getMetrics TaskDuration) from just
// before the input to the settled page (two animation frames and a task after the last change), so it holds the
// app's event handling, React renders and commits, effects, style, layout and paint preparation. Playwright's
// own work in the page is kept out of the window: tracing is off (its DOM snapshots run in the page), keys and
// clicks go through page.keyboard / page.mouse (no locator resolved in the page while measuring), and the page
// change is awaited with one in-page MutationObserver instead of polling locators.
// BENCH_PROFILE=1 also writes a CPU profile of the measured window to .tmp/bench-interactions/.

const TABLE = 'table[aria-label="Paired users"]';

// The librarian administers Demo University (about 60 users) and, with DEMO_DATA=large, Demo State University
// (50,000): ACCOUNTS is always shown then. It is waited for: a check of its visibility alone raced the header, and
// some runs measured one site and some the other.
async function openUserManagement(page: Page, siteCode: string): Promise<void> {
  await page.goto('/admin/user-management');
  const accounts = page.getByRole('combobox', { name: 'ACCOUNTS' });
  await expect(accounts).toBeVisible();
  await accounts.selectOption(siteCode);
  await expect(page.getByRole('heading', { level: 2, name: /Active and invited users$/ })).toBeVisible();
}

const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));

async function taskMs(cdp: CDPSession, action: () => Promise<void>): Promise<number> {
  const read = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  const before = await read();
  await action();
  return (await read()) - before;
}

/** Resolves in the page once the first row of the table shows another user. */
async function armRowChange(page: Page): Promise<void> {
  await page.evaluate((table) => {
    const firstRow = () => document.querySelector(`${table} tbody tr`)?.textContent ?? '';
    const before = firstRow();
    (window as unknown as { rowChange: Promise<void> }).rowChange = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (firstRow() === before) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, TABLE);
}

// Demo University (3 pages) and the 50,000-user site (2,000 pages, so a jump to the last is far from anything
// fetched ahead).
for (const { siteCode, name, jump } of [
  { siteCode: 'demouniv', name: 'Demo University', jump: false },
  { siteCode: 'demolarge', name: '50,000 users', jump: true },
]) {
  test(`${name}: typing in the search box and paging, main-thread work per action at 4x CPU slowdown (budget 100 ms)`, async ({ page }) => {
    await signIn(page, 'librarian');
    await openUserManagement(page, siteCode);
    const table = page.locator(TABLE);
    await expect(table.locator('tbody tr')).toHaveCount(25);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const profiling = Boolean(process.env.BENCH_PROFILE);
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    await page.getByRole('searchbox', { name: 'Search by email' }).focus();
    await settle(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // BENCH_PROFILE=pages profiles the page changes only.
    if (profiling && process.env.BENCH_PROFILE !== 'pages') await cdp.send('Profiler.start');

    const keystrokes: number[] = [];
    for (const key of 'librarian') {
      keystrokes.push(
        await taskMs(cdp, async () => {
          await page.keyboard.press(key);
          await settle(page);
        }),
      );
    }
    const pages: number[] = [];
    // BENCH_TRACE=1: a Chromium performance trace of the page changes (open it in DevTools' Performance panel).
    const tracing = Boolean(process.env.BENCH_TRACE);
    if (process.env.BENCH_PROFILE === 'pages') await cdp.send('Profiler.start');
    if (tracing)
      await page
        .context()
        .browser()!
        .startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    // Pages 2, 3 and 2 again: the next page is fetched ahead once a page shows (users-section.tsx), so moving forward
    // renders from the cache. Then a jump to the last page, which nothing fetched ahead: its answer is waited for,
    // the rows shown stay marked busy meanwhile, and both renders count.
    const last = Number(
      await page
        .getByRole('navigation', { name: 'Pages of paired users' })
        .getByRole('button', { name: /^Page \d+$/ })
        .last()
        .textContent(),
    );
    if (jump && !(last > 4)) throw new Error(`the last page (${last}) is too near to be a jump`);
    const targets = jump ? [2, 3, 2, last] : [2, 3, 2];
    for (const target of targets) {
      const button = page.getByRole('button', { name: `Page ${target}`, exact: true });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error(`no Page ${target} button`);
      await armRowChange(page);
      await settle(page);
      pages.push(
        await taskMs(cdp, async () => {
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          await page.evaluate(() => (window as unknown as { rowChange: Promise<void> }).rowChange);
          await settle(page);
        }),
      );
    }

    if (tracing) writeFileSync(test.info().outputPath('page-changes.trace.json'), await page.context().browser()!.stopTracing());
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(test.info().outputPath('user-management.cpuprofile'), JSON.stringify(profile));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('librarian');

    const worstKey = Math.max(...keystrokes);
    const worstPage = Math.max(...pages);
    const summary =
      `keystroke max ${worstKey.toFixed(1)} ms (all: ${keystrokes.map((ms) => ms.toFixed(1)).join(', ')}), ` +
      `page change max ${worstPage.toFixed(1)} ms (pages ${targets.join(', ')}: ${pages.map((ms) => ms.toFixed(1)).join(', ')})`;
    test.info().annotations.push({ type: 'main-thread work at 4x', description: summary });
    console.log(`user management (${name}) at 4x CPU: ${summary}`);
    for (const [figure, value] of [
      [`user management (${name}): keystroke in the search, main-thread work at 4x CPU (worst)`, worstKey],
      [`user management (${name}): page change, main-thread work at 4x CPU (worst)`, worstPage],
    ] as const)
      console.log(`BENCH ${JSON.stringify({ figure, value: +value.toFixed(1), unit: 'ms', budget: 100, holds: value < 100 })}`);
    expect(worstKey).toBeLessThan(100);
    expect(worstPage).toBeLessThan(100);
  });
}
