import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations, gql, signIn } from './support';

/**
 * Fault injection on the gateway (tests/e2e/faults.spec.ts): page.route answers chosen operations with a GraphQL
 * error, an HTTP 500 or 502, no answer at all, or a refused connection; the page's clock (page.clock) passes the
 * console's retries and its 30 s request timeout without waiting for them.
 */

/** apps/admin/src/lib/graphql-client.ts REQUEST_TIMEOUT_MS. */
const REQUEST_TIMEOUT_MS = 30_000;

export type Fault = 'graphql' | 'http500' | 'http502' | 'timeout' | 'down';

/** The operation a console request names: documents are sent without operationName, so it is read from the text. */
function operationOf(body: string | null): string {
  try {
    const query = (JSON.parse(body ?? '{}') as { query?: string }).query ?? '';
    return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
  } catch {
    return '';
  }
}

/** Answers a request with the fault; the timeout fault keeps it in `held`, never answered while the test runs. */
async function answerWithFault(route: Route, fault: Fault, held: Route[]): Promise<void> {
  switch (fault) {
    case 'graphql':
      return route.fulfill({
        json: { data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      });
    case 'http500':
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    case 'http502':
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' });
    case 'down':
      return route.abort('connectionrefused');
    case 'timeout':
      held.push(route);
      return;
  }
}

/** Every fault of the gateway, in the order the tests go through them. */
export const FAULTS: readonly Fault[] = ['graphql', 'http500', 'http502', 'down', 'timeout'];

type GatewayFaults = Awaited<ReturnType<typeof gatewayFaults>>;

/**
 * A screen that polls (a report's status, an EBA upload's): each fault in turn on the polled operations, the clock
 * moved one poll interval (10 s) on, the poll asked and failed, and `unchanged` still holds after it.
 */
export async function pollThroughFaults(
  page: Page,
  gateway: GatewayFaults,
  operations: readonly string[],
  unchanged: () => Promise<void>,
): Promise<void> {
  for (const fault of FAULTS) {
    const before = gateway.hits();
    gateway.fail(fault, ...operations);
    await page.clock.fastForward(10_000);
    if (fault === 'timeout') await gateway.passTimeout(before);
    else await expect.poll(gateway.hits, { message: `the poll asked (${fault})` }).toBeGreaterThan(before);
    await unchanged();
  }
}

/** Moves the page's clock on 5 s per look until `locator` shows (a poll that recovered). */
export async function fastForwardUntilVisible(page: Page, locator: Locator, message: string, timeout = 20_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        await page.clock.fastForward(5_000);
        return false;
      },
      { intervals: [250], timeout, message },
    )
    .toBe(true);
}

/** One route on the gateway for the whole test: `fail` picks the fault and the operations, `heal` lets all through. */
export async function gatewayFaults(page: Page) {
  let fault: Fault | null = null;
  let failing = new Set<string>();
  const hits = new Map<string, number>();
  const held: Route[] = [];
  await page.clock.install();
  await page.route('**/ui/data-fetch/gateway', async (route) => {
    const operation = operationOf(route.request().postData());
    if (fault === null || !failing.has(operation)) return route.fallback();
    hits.set(operation, (hits.get(operation) ?? 0) + 1);
    return answerWithFault(route, fault, held);
  });
  const total = () => [...hits.values()].reduce((sum, n) => sum + n, 0);
  return {
    fail(next: Fault, ...operations: string[]) {
      fault = next;
      failing = new Set(operations);
    },
    heal() {
      fault = null;
    },
    /** Calls of the failing operations answered with a fault so far. */
    hits: total,
    /** Waits until a call is held (the timeout fault), then moves the page's clock past the console's timeout. */
    async passTimeout(before: number) {
      await expect.poll(total, { message: 'a call of the failing operations was sent' }).toBeGreaterThan(before);
      await page.clock.fastForward(REQUEST_TIMEOUT_MS);
    },
  };
}

/** Visible within the default expect time, the page's clock moving 1 s per look (retries wait 1 s and 2 s). */
export async function appears(page: Page, locator: Locator, { attached = false } = {}) {
  await expect
    .poll(
      async () => {
        if (attached ? (await locator.count()) > 0 : await locator.first().isVisible()) return true;
        await page.clock.fastForward(1_000);
        return false;
      },
      { intervals: [100], message: `${locator} appears` },
    )
    .toBe(true);
}

/** Marks the document: a page load in between would lose it. */
export const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
export const expectSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload), 'no page load happened').toBe(1);

/** Submits through each fault in turn: the failure text each time, nothing typed lost, nothing stored. */
export async function submitThroughFaults(
  page: Page,
  gateway: Awaited<ReturnType<typeof gatewayFaults>>,
  operation: string,
  submit: () => Promise<void>,
  failure: Locator,
  kept: () => Promise<void>,
  label: string,
  faults: readonly Fault[] = FAULTS,
) {
  for (const fault of faults) {
    const before = gateway.hits();
    gateway.fail(fault, operation);
    await submit();
    if (fault === 'timeout') await gateway.passTimeout(before);
    else await expect.poll(gateway.hits, { message: `${operation} was sent (${fault})` }).toBeGreaterThan(before);
    await appears(page, failure);
    await kept();
    if (fault === 'graphql') await expectNoAxeViolations(page, `${label}: failed`);
  }
  gateway.heal();
}

export type FileFault = Exclude<Fault, 'graphql'>;
export const FILE_FAULTS: readonly FileFault[] = ['http500', 'http502', 'down', 'timeout'];

/** Faults on plain HTTP answers of the gateway (file downloads): `fail` picks one, `heal` lets them through. */
export async function fileFaults(page: Page, url: string) {
  let fault: FileFault | null = null;
  let hits = 0;
  const held: Route[] = [];
  await page.route(url, async (route) => {
    if (fault === null) return route.fallback();
    hits += 1;
    return answerWithFault(route, fault, held);
  });
  return {
    fail(next: FileFault) {
      fault = next;
    },
    heal() {
      fault = null;
    },
    hits: () => hits,
    /** Waits for the request, then (the timeout fault) moves the page's clock past the console's time limit. */
    async answered(before: number) {
      await expect.poll(() => hits, { message: `the file was asked for (${fault})` }).toBeGreaterThan(before);
      // Downloads wait as long as gateway calls for their answer to begin.
      if (fault === 'timeout') await page.clock.fastForward(REQUEST_TIMEOUT_MS);
    },
  };
}

/**
 * Staff acting as one of the agency's 400 member institutions, which no other test writes to: each test draws from
 * its own hundred (`slice` 0 to 3, counted from the end of the name-sorted list; faults-more.spec takes 0 to 2,
 * faults-gaps.spec 3), so a repeated run on the same gateway (--repeat-each) most likely finds a member as the
 * seed left it.
 */
export async function asAgencyMember(page: Page, slice: number): Promise<string> {
  await signIn(page, 'staff');
  const children = await gql<{ childInstitutions: { code: string }[] }>(
    page.request,
    '{ childInstitutions(accountId: "100006") { code } }',
  );
  const list = children.data?.childInstitutions ?? [];
  expect(list.length, 'the agency has its members').toBeGreaterThanOrEqual((slice + 1) * 100);
  const code = list[list.length - 1 - (slice * 100 + Math.floor(Math.random() * 100))]!.code;
  const started = await gql(page.request, 'mutation ($code: String!) { startMasquerade(siteCode: $code) { uuid } }', { code });
  expect(started.errors).toBeUndefined();
  return code;
}
