import { expect, test, type Page } from '@playwright/test';
import { APP_ID, signIn, type Role } from '../../tests/e2e/support';
// @ts-expect-error -- a plain ES module of the benchmarks, without type declarations
import { findChains } from '../support/request-chains.mjs';
// @ts-expect-error -- a plain ES module of the benchmarks, without type declarations
import { recordGatewayCalls } from '../support/record-gateway-calls.mjs';

// Issue 17, round trips: after a route's chunk arrives its data comes in one parallel round of requests, never a
// chain. Per role, every route of its side navigation (and its home) is loaded afresh (page.goto, the session
// embedded in the page as a user's reload has it); every GraphQL query the page asks for until the network is
// idle is recorded in the page (bench/support/record-gateway-calls.mjs): when its code called fetch and when the
// answer was handed back to it. A chain is a query asked for only after another query of the same load had been
// answered (its answer was waited for, or the code that asks was); mutations (the page-view log) are not data.
// Prints one BENCH line per role (chains found, budget 0).

const ROLES: Role[] = ['librarian', 'consortium', 'basic', 'publisher', 'staff', 'agent'];
const GATEWAY = '/ui/data-fetch/gateway';

interface PageCall {
  body: string;
  ahead: boolean;
  calledAt: number;
  calledSeq: number;
  answeredAt: number | null;
  answeredSeq: number | null;
}

/** The query's name, or null for a mutation (not data). */
function operationName(body: string): string | null {
  let parsed: { query?: string; operationName?: string } | null = null;
  try {
    parsed = JSON.parse(body) as { query?: string; operationName?: string };
  } catch {
    return body.slice(0, 40);
  }
  const query = parsed?.query?.trim() ?? '';
  if (query.startsWith('mutation')) return null;
  return parsed?.operationName ?? /^query\s+(\w+)/.exec(query)?.[1] ?? query.slice(0, 40);
}

async function navigationLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const hrefs = await nav
    .locator('a[href^="/admin/"]')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

async function loadAndRecord(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { calls, scriptEnds } = await page.evaluate(() => ({
    calls: (window as unknown as { __gatewayCalls: PageCall[] }).__gatewayCalls,
    // Script files (chunks and their module preloads) on the same clock as the calls.
    scriptEnds: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
  }));
  const recorded = [];
  const ahead: string[] = [];
  for (const call of calls) {
    const name = operationName(call.body);
    if (name === null) continue;
    // Marked as made ahead of need (the next page of a list, once a page shows; lib/graphql-client.ts): nothing on
    // the page waits for it, so it is no part of the page's round. Listed apart.
    if (call.ahead) ahead.push(name);
    else recorded.push({ ...call, name });
  }
  return { recorded, scriptEnds, ahead };
}

for (const role of ROLES) {
  test(`${role}: every route's data in one parallel round`, async ({ page }) => {
    await page.addInitScript(recordGatewayCalls as (path: string) => void, GATEWAY);
    await signIn(page, role);
    await page.goto('/admin/');
    await page.waitForLoadState('networkidle');
    // A one-time welcome dialog (the publisher's) is dismissed first, as a user does once.
    const ok = page.getByRole('dialog').getByRole('button', { name: 'OK' });
    if (await ok.isVisible()) await ok.click();
    const routes = [new URL(page.url()).pathname, ...(await navigationLinks(page))];
    const unique = [...new Set(routes)];
    const lines: string[] = [];
    let chains = 0;
    for (const path of unique) {
      const { recorded, scriptEnds, ahead } = await loadAndRecord(page, path);
      const found = findChains(recorded, scriptEnds) as Array<{ after: string; request: string; gapMs: number; kind: string }>;
      chains += found.length;
      lines.push(
        `  ${path}: ${recorded.length} queries (${recorded.map((r) => r.name).join(', ')})` +
          (ahead.length ? `; fetched ahead afterwards: ${ahead.join(', ')}` : '') +
          (found.length
            ? `; CHAINS: ${found.map((c) => `${c.request} asked ${c.gapMs.toFixed(0)} ms after ${c.after}'s answer (${c.kind === 'code' ? 'a script arrived between' : 'only data between'})`).join('; ')}`
            : ''),
      );
    }
    console.log(`${role} (${unique.length} routes):\n${lines.join('\n')}`);
    console.log(
      `BENCH ${JSON.stringify({ figure: `request chains on ${role}'s ${unique.length} routes`, value: chains, unit: '', budget: 0, holds: chains === 0 })}`,
    );
    expect.soft(chains, lines.filter((line) => line.includes('CHAINS')).join('\n')).toBe(0);
  });
}

// The recorder's own check: a query the page asks for once an answer is in is a chain, and the load's own round
// is not. If the recorder stopped seeing the page's calls (fetch no longer wrapped, a new gateway path), every
// figure above would be 0 whatever the console did; this fails instead.
test('the recorder sees a query asked for after an answer as a chain', async ({ page }) => {
  await page.addInitScript(recordGatewayCalls as (path: string) => void, GATEWAY);
  await signIn(page, 'librarian');
  const before = await loadAndRecord(page, '/admin/home');
  expect(before.recorded.length).toBeGreaterThan(0);
  expect(findChains(before.recorded, before.scriptEnds)).toEqual([]);
  await page.evaluate(
    async ({ path, app }) => {
      const answer = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: app },
        body: JSON.stringify({ query: 'query RecorderCheck { __typename }' }),
      });
      await answer.text();
    },
    { path: GATEWAY, app: APP_ID },
  );
  const calls = (await page.evaluate(() => (window as unknown as { __gatewayCalls: PageCall[] }).__gatewayCalls))
    .map((call) => ({ ...call, name: operationName(call.body) }))
    .filter((call) => call.name !== null && !call.ahead);
  const chains = findChains(calls, []) as Array<{ request: string }>;
  expect(chains.map((chain) => chain.request)).toEqual(['RecorderCheck']);
});
