import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { signIn } from '../../tests/e2e/support';

// Issue 17, large accounts (the gateway of this config runs with DEMO_DATA=large, seed/large.ts): at 4× CPU
// slowdown in Chromium, each interaction's INP ≤ 100 ms and every view's DOM under 1,500 elements.
// - agent@demo.edu (5,000 child institutions) opens the ACCOUNTS control and filters it;
// - librarian@demo.edu on Demo State University (50,000 paired users) pages and searches the user list;
// - librarian@demo.edu's COUNTER 5.1 report history (2,000 requests stored; the gateway lists the newest 500,
//   REPORT_HISTORY_LIMIT) is shown again (the Report History tab).
// INP of one interaction: the longest Event Timing entry (PerformanceObserver 'event', the web-vitals approach:
// input delay + processing + the next paint) among the entries with an interactionId from the input to the
// settled page. Beside it, the renderer's main-thread task time over the same window (CDP TaskDuration, as
// user-management.bench.ts measures). DOM: document.querySelectorAll('*').length of the view.

const INP_BUDGET_MS = 100;
const DOM_BUDGET = 1_500;

function report(figure: string, value: number, unit: string, budget: number, holds = value <= budget): void {
  const entry = { figure, value: Math.round(value * 10) / 10, unit, budget, holds };
  console.log(`BENCH ${JSON.stringify(entry)}`);
  expect.soft(holds, `${figure}: ${entry.value} ${unit} (budget ${budget})`).toBe(true);
}

async function observeEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { benchEvents: Array<{ name: string; duration: number; interactionId: number }> };
    store.benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        store.benchEvents.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

const domSize = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

interface Measured {
  inp: number;
  taskMs: number;
}

async function measure(page: Page, cdp: CDPSession, action: () => Promise<void>): Promise<Measured> {
  const read = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  await page.evaluate(() => {
    (window as unknown as { benchEvents: unknown[] }).benchEvents = [];
  });
  const before = await read();
  await action();
  await settle(page);
  const taskMs = (await read()) - before;
  // Event Timing entries arrive after the paint that follows the event: one more frame.
  await settle(page);
  const inp = await page.evaluate(() =>
    Math.max(
      0,
      ...(window as unknown as { benchEvents: Array<{ duration: number; interactionId: number }> }).benchEvents
        .filter((entry) => entry.interactionId > 0)
        .map((entry) => entry.duration),
    ),
  );
  return { inp, taskMs };
}

async function throttled(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

function reportInteractions(label: string, results: Measured[]): void {
  const worst = Math.max(...results.map((r) => r.inp));
  report(`${label}: INP at 4x CPU (worst of ${results.length})`, worst, 'ms', INP_BUDGET_MS);
  console.log(
    `  ${label}: INP ${results.map((r) => r.inp.toFixed(0)).join(', ')} ms; main-thread task time ${results.map((r) => r.taskMs.toFixed(0)).join(', ')} ms`,
  );
}

async function selectAccount(page: Page, siteCode: string): Promise<void> {
  const accounts = page.getByRole('combobox', { name: 'ACCOUNTS' });
  await expect(accounts).toBeVisible();
  await accounts.selectOption(siteCode);
}

test('agent administrator, 5,000 institutions: opening and filtering ACCOUNTS', async ({ page }) => {
  await observeEvents(page);
  await signIn(page, 'agent');
  await page.goto('/admin/');
  const accounts = page.getByRole('combobox', { name: 'ACCOUNTS' });
  await expect(accounts).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // ACCOUNTS is the combobox from the first paint: the page carries the first institution by name and the count
  // (5,001 accounts), and the whole list comes once the page has settled. The figures are of the whole list: the
  // bench waits for it (no request under way), so opening and filtering are measured over 5,001 options.
  await expect(accounts).toHaveJSProperty('tagName', 'INPUT');
  await page.waitForLoadState('networkidle');
  await settle(page);
  report('agent home with ACCOUNTS closed: DOM elements', await domSize(page), 'elements', DOM_BUDGET);

  const box = await accounts.boundingBox();
  if (!box) throw new Error('no ACCOUNTS box');
  const cdp = await throttled(page);
  const open = await measure(page, cdp, async () => {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  });
  report('agent ACCOUNTS open: DOM elements', await domSize(page), 'elements', DOM_BUDGET);
  // The input shows the chosen account's name: select it, so typing replaces it.
  await page.keyboard.press('ControlOrMeta+a');
  const keys: Measured[] = [];
  for (const key of 'north') keys.push(await measure(page, cdp, () => page.keyboard.press(key)));
  report('agent ACCOUNTS filtered ("north"): DOM elements', await domSize(page), 'elements', DOM_BUDGET);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  reportInteractions('agent ACCOUNTS open', [open]);
  reportInteractions('agent ACCOUNTS filter keystroke', keys);
  await expect(page.getByRole('option').first()).toContainText(/North/i);
});

// The page must not move while it loads (CLS budget 0.01), measured as Lighthouse's mobile run sees it: a phone's
// viewport (412 × 823, device scale 1.75, touch), where ACCOUNTS takes a row of its own. The layout shifts of a
// fresh load (none after an input) until the network is idle; the shifted boxes are printed.
test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  test('agent administrator, 5,000 institutions: the page does not move while it loads', async ({ page }) => {
    await signIn(page, 'agent');
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      };
      const store = window as unknown as { benchShifts: Array<{ value: number; at: number; sources: string[] }> };
      store.benchShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          if (!entry.hadRecentInput)
            store.benchShifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              sources: entry.sources.map((source) => {
                const node =
                  source.node instanceof Element
                    ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].slice(0, 4).join('.')}`
                    : String(source.node?.nodeName);
                return `${node} y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}, h ${Math.round(source.previousRect.height)} -> ${Math.round(source.currentRect.height)}`;
              }),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/admin/');
    await expect(page.getByRole('combobox', { name: 'ACCOUNTS' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settle(page);
    const shifts = await page.evaluate(
      () => (window as unknown as { benchShifts: Array<{ value: number; at: number; sources: string[] }> }).benchShifts,
    );
    for (const shift of shifts) console.log(`  layout shift ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join('; ')}`);
    report(
      "agent home load at a phone's width, layout shift (sum)",
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      '',
      0.01,
    );
  });
});

test('Demo State University, 50,000 paired users: paging and searching the user list', async ({ page }) => {
  await observeEvents(page);
  await signIn(page, 'librarian');
  await page.goto('/admin/user-management');
  await selectAccount(page, 'demolarge');
  const table = page.locator('table[aria-label="Paired users"]');
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await settle(page);
  report('50,000-user list: DOM elements', await domSize(page), 'elements', DOM_BUDGET);

  const cdp = await throttled(page);
  const pages: Measured[] = [];
  for (const target of [2, 3, 2]) {
    const button = page.getByRole('button', { name: `Page ${target}`, exact: true });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error(`no Page ${target} button`);
    const firstRow = await table.locator('tbody tr').first().textContent();
    pages.push(
      await measure(page, cdp, async () => {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(table.locator('tbody tr').first()).not.toHaveText(firstRow ?? '');
      }),
    );
  }
  await page.getByRole('searchbox', { name: 'Search by email' }).focus();
  const keys: Measured[] = [];
  for (const key of 'user0123') keys.push(await measure(page, cdp, () => page.keyboard.press(key)));
  // The search runs on Enter (user-search.tsx): measured until the first result shows.
  const search = await measure(page, cdp, async () => {
    await page.keyboard.press('Enter');
    await expect(table.locator('tbody tr').first()).toContainText('user0123');
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  report('50,000-user list searched: DOM elements', await domSize(page), 'elements', DOM_BUDGET);
  reportInteractions('50,000-user list page change', pages);
  reportInteractions('50,000-user list search keystroke', keys);
  reportInteractions('50,000-user list search (Enter)', [search]);
});

test('report history of 2,000 requests (500 listed): shown and shown again', async ({ page }) => {
  await observeEvents(page);
  await signIn(page, 'librarian');
  await page.goto('/admin/counter5.1');
  await selectAccount(page, 'demolarge');
  const history = page.getByRole('table', { name: 'Report History' });
  await expect(history).toBeVisible();
  await expect(history.getByText(/#0001$/)).toBeVisible();
  // The newest 500 of the 2,000 (the gateway's limit per report type), and the page says so.
  await expect(history).toHaveAttribute('aria-rowcount', '501');
  await expect(page.getByText('The 500 most recent requests of each report type are shown.')).toBeVisible();
  await settle(page);
  report('report history, 2,000 requests stored, 500 listed: DOM elements', await domSize(page), 'elements', DOM_BUDGET);

  const cdp = await throttled(page);
  const tabs: Measured[] = [];
  for (const name of ['Scheduled Reports', 'Report History', 'Scheduled Reports', 'Report History']) {
    const tab = page.getByRole('tab', { name });
    const box = await tab.boundingBox();
    if (!box) throw new Error(`no ${name} tab`);
    tabs.push(
      await measure(page, cdp, async () => {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }),
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(history).toBeVisible();
  reportInteractions('report history (500 listed of 2,000) tab switch', tabs);
});
