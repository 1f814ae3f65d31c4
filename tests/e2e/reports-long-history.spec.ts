import { expect, test, type Page, type Route } from '@playwright/test';
import { GATEWAY, expectNoAxeViolations, signIn } from './support';

// A long report history in the built console (issue 17): the first answer (the newest 101 requests) shows first; the
// rest (from offset 101 to the gateway's 500) is asked for only once the page's introduction has painted, marked as
// made ahead of need, and then the table holds all 500; a failed rest keeps the first rows usable and says so. The
// demo data has 3 requests in this history, so the two history operations are answered here (every other request
// goes to the real gateway); the gateway's paging itself is tested on the database (history-paging.test.ts) and the
// large seed's real history by bench/interactions.

const LIMIT = 500;
const GENERIC_FAILURE = 'We are unable to complete your request, please try again or contact support';
const OLDER_LOADING = 'Loading older requests…';
const LIMIT_NOTE = 'The 500 most recent requests of each report type are shown.';

/** 2,000 finished requests, newest first, as the gateway lists them (report_id descending on ties). */
const ROWS = Array.from({ length: 2_000 }, (_, index) => {
  const created = new Date(Date.UTC(2026, 10, 20) - index * 8 * 3600_000).toISOString();
  const number = String(index + 1).padStart(4, '0');
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    report_id: `R${(0xfff000 - index).toString(16).toUpperCase().padStart(12, '0')}`,
    report_name: `Long history #${number}`,
    output_format: 'xlsx',
    created,
    status: 'complete',
    scheduled_report: false,
    platform: 'jstor',
    attributes: {
      reportCode: 'TR_J1',
      reportName: 'Journal Requests (Controlled)',
      institutionName: 'Demo University',
      requiredAttributes: [
        { name: 'Begin_Date', value: '2026-10-01' },
        { name: 'End_Date', value: '2026-10-31' },
      ],
    },
  };
});

/** The gateway's paging: of the newest 500, `offset` skipped, then at most `first`. */
const pageOf = (first = LIMIT, offset = 0) => ROWS.slice(0, LIMIT).slice(offset, offset + first);

interface Body {
  query?: string;
  variables?: { first?: number; offset?: number; lastOffset?: number };
}

const operationOf = (body: Body) => /\bquery\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '';

/** Answers the two history operations of /counter5.1; `older` decides how the rest is answered. */
async function answerHistory(page: Page, older: (route: Route, body: Body) => Promise<void>) {
  const seen = { first: 0, older: 0, olderHeaders: [] as Array<string | undefined> };
  await page.route(`**${GATEWAY}`, async (route) => {
    const body = (route.request().postDataJSON() ?? {}) as Body;
    const operation = operationOf(body);
    if (operation === 'ReportHistory') {
      seen.first += 1;
      const { first, lastOffset } = body.variables ?? {};
      return route.fulfill({ json: { data: { reportHistory: pageOf(first), atLimit: pageOf(1, lastOffset).map(({ id }) => ({ id })) } } });
    }
    if (operation === 'ReportHistoryOlder') {
      seen.older += 1;
      seen.olderHeaders.push(route.request().headers()['x-console-fetch']);
      return older(route, body);
    }
    return route.continue();
  });
  return seen;
}

/** When the page sent the rest's request and when its introduction was presented, on the page's own clock. */
async function recordTimes(page: Page) {
  await page.addInitScript(() => {
    const times = { olderSent: [] as number[], introPainted: [] as number[] };
    (window as unknown as { historyTimes: typeof times }).historyTimes = times;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { identifier?: string; renderTime?: number }>) {
        if (entry.identifier === 'reports-intro') times.introPainted.push(entry.renderTime || entry.startTime);
      }
    }).observe({ type: 'element', buffered: true });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('ReportHistoryOlder')) times.olderSent.push(performance.now());
      return original(input, init);
    };
  });
}

const table = (page: Page) => page.getByRole('table', { name: 'Report History' });

test.describe('a long report history', () => {
  test('the first answer first, the rest once the introduction has painted, then all 500 in order', async ({ page }) => {
    await signIn(page, 'librarian');
    await recordTimes(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen = await answerHistory(page, async (route, body) => {
      await held;
      await route.fulfill({ json: { data: { reportHistory: pageOf(body.variables?.first, body.variables?.offset) } } });
    });
    await page.goto('/admin/counter5.1');
    await expect(page.getByRole('heading', { level: 1, name: 'COUNTER 5.1 Usage Reports' })).toBeVisible();
    await expect(table(page).getByText('Long history #0001')).toBeVisible();
    // Known from the first answer: the history reaches the limit.
    await expect(page.getByText(LIMIT_NOTE)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OLDER_LOADING })).toBeVisible();
    await expect.poll(() => seen.older).toBe(1);
    expect(seen.first).toBe(1);
    // Made ahead of need, and sent only after the introduction was on screen.
    expect(seen.olderHeaders).toEqual(['ahead']);
    const times = await page.evaluate(
      () => (window as unknown as { historyTimes: { olderSent: number[]; introPainted: number[] } }).historyTimes,
    );
    expect(times.introPainted.length).toBeGreaterThan(0);
    expect(times.olderSent).toHaveLength(1);
    expect(times.olderSent[0]).toBeGreaterThanOrEqual(Math.min(...times.introPainted));
    // While the rest is out: the first answer's rows work (virtualised: 101 rows known).
    await expect(table(page)).toHaveAttribute('aria-rowcount', '102');
    await expect(table(page).getByRole('button', { name: 'Download Long history #0001' })).toBeEnabled();

    release();
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(LIMIT + 1));
    await expect(page.getByText(OLDER_LOADING)).toHaveCount(0);
    await expect(page.getByText(LIMIT_NOTE)).toBeVisible();
    // The whole 500, newest first: the box's end shows the 500th, never the 501st.
    const box = table(page).locator('xpath=..');
    await box.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(table(page).getByText('Long history #0500')).toBeVisible();
    await expect(table(page).getByText('Long history #0501')).toHaveCount(0);
    const names = await table(page)
      .locator('tbody tr[aria-rowindex]')
      .evaluateAll((rows) =>
        rows.map((row) => [Number(row.getAttribute('aria-rowindex')), row.querySelector('td span')?.textContent ?? '']),
      );
    for (const [index, name] of names) expect(name).toBe(`Long history #${String(Number(index) - 1).padStart(4, '0')}`);
    await expectNoAxeViolations(page, 'COUNTER 5.1: a history of 500');
  });

  test('a failed rest keeps the first rows usable, says so, and "Try again" brings the whole history', async ({ page }) => {
    await signIn(page, 'librarian');
    let failing = true;
    const seen = await answerHistory(page, async (route, body) => {
      if (failing) {
        await route.fulfill({
          json: { data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
        });
        return;
      }
      await route.fulfill({ json: { data: { reportHistory: pageOf(body.variables?.first, body.variables?.offset) } } });
    });
    await page.goto('/admin/counter5.1');
    const alert = page.getByRole('main').getByText(GENERIC_FAILURE);
    // The console retries a failed query twice before it says so (1 s, then 2 s).
    await expect(alert).toBeVisible({ timeout: 15_000 });
    expect(seen.older).toBe(3);
    await expect(page.getByText(OLDER_LOADING)).toHaveCount(0);
    await expect(page.getByText('Your report history is empty.')).toHaveCount(0);
    await expect(table(page)).toHaveAttribute('aria-rowcount', '102');
    await expect(table(page).getByRole('button', { name: 'Download Long history #0001' })).toBeEnabled();
    await expectNoAxeViolations(page, 'COUNTER 5.1: the rest of the history failed');

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(LIMIT + 1));
    await expect(alert).toHaveCount(0);
    expect(seen.older).toBe(4);
  });
});
