import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn, type Role } from '../../tests/e2e/support';
// @ts-expect-error -- a plain ES module of the benchmarks, without type declarations
import { findChains } from '../support/request-chains.mjs';

// Issue 17, round trips: after a route's chunk arrives its data comes in one parallel round of requests, never a
// chain. Per role, every route of its side navigation (and its home) is loaded afresh (page.goto, the session
// embedded in the page as a user's reload has it); every GraphQL query the page sends until the network is
// idle is recorded with Chromium's timing (start, response end). A chain is a query that started only after
// another query of the same load had finished (its answer was waited for, or the code that sends it was);
// mutations (the page-view log) are not data. Prints one BENCH line per role (chains found, budget 0).

const ROLES: Role[] = ['librarian', 'consortium', 'basic', 'publisher', 'staff', 'agent'];
const GATEWAY = '/ui/data-fetch/gateway';
/**
 * A page's early requests leave in one synchronous call, a fetch after the other: those starting within this long
 * of the load's first are its first round (bench/support/request-chains.mjs). Measured: 5 requests over 4-9 ms on
 * this machine; a request that waits for an answer starts 30 ms or more after the first (the gateway's answers).
 */
const BURST_MS = 15;

interface Recorded {
  name: string;
  start: number;
  end: number;
}

function operationName(request: Request): string | null {
  const body = request.postDataJSON() as { query?: string; operationName?: string } | null;
  const query = body?.query?.trim() ?? '';
  if (query.startsWith('mutation')) return null;
  return body?.operationName ?? /^query\s+(\w+)/.exec(query)?.[1] ?? query.slice(0, 40);
}

async function navigationLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const hrefs = await nav
    .locator('a[href^="/admin/"]')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

async function loadAndRecord(page: Page, path: string): Promise<{ recorded: Recorded[]; scriptEnds: number[]; ahead: string[] }> {
  const requests: Request[] = [];
  const scripts: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === GATEWAY) requests.push(request);
    else if (request.resourceType() === 'script') scripts.push(request);
  };
  page.on('request', onRequest);
  try {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  const recorded: Recorded[] = [];
  const ahead: string[] = [];
  for (const request of requests) {
    const name = operationName(request);
    if (name === null) continue;
    // Marked as made ahead of need (the next page of a list, once a page shows; lib/graphql-client.ts): nothing on
    // the page waits for it, so it is no part of the page's round. Listed apart.
    if (request.headers()['x-console-fetch'] === 'ahead') {
      ahead.push(name);
      continue;
    }
    await request.response().catch(() => null);
    const timing = request.timing();
    if (timing.responseEnd < 0) continue;
    recorded.push({ name, start: timing.startTime, end: timing.startTime + timing.responseEnd });
  }
  const scriptEnds: number[] = [];
  for (const script of scripts) {
    await script.response().catch(() => null);
    const timing = script.timing();
    if (timing.responseEnd >= 0) scriptEnds.push(timing.startTime + timing.responseEnd);
  }
  return { recorded, scriptEnds, ahead };
}

for (const role of ROLES) {
  test(`${role}: every route's data in one parallel round`, async ({ page }) => {
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
      const found = findChains(recorded, scriptEnds, BURST_MS) as Array<{ after: string; request: string; gapMs: number; kind: string }>;
      chains += found.length;
      lines.push(
        `  ${path}: ${recorded.length} queries (${recorded.map((r) => r.name).join(', ')})` +
          (ahead.length ? `; fetched ahead afterwards: ${ahead.join(', ')}` : '') +
          (found.length
            ? `; CHAINS: ${found.map((c) => `${c.request} started ${c.gapMs.toFixed(0)} ms after ${c.after} ended (${c.kind === 'code' ? 'a script arrived between' : 'only data between'})`).join('; ')}`
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
