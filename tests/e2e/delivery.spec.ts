import { expect, test, type Page } from '@playwright/test';
import { GATEWAY, signIn, type Role } from './support';

/** The operation name of a gateway POST (the console sends `query Name(...)` / `mutation Name` without operationName). */
function operationOf(body: string | null): string {
  if (!body) return 'no body';
  try {
    const { query } = JSON.parse(body) as { query?: string };
    return /\b(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1] ?? 'anonymous';
  } catch {
    return 'unparsable';
  }
}

/** Counts the gateway POSTs of one page load, by operation name. */
function countGatewayRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== GATEWAY) return;
    const name = operationOf(request.postData());
    counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return counts;
}

/** Whether the gateway puts the boot data (session and app config) into the page it serves. */
async function gatewayEmbedsBootData(page: Page): Promise<boolean> {
  const html = await (await page.request.get('/admin/')).text();
  return html.includes('id="app-boot-data"');
}

const HOMES: Record<'librarian' | 'consortium' | 'publisher' | 'staff', { ready: (page: Page) => Promise<void>; queries: string[] }> = {
  librarian: {
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Usage insights' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Cross-platform usage trends' })).toBeVisible();
    },
    queries: ['HomepageSummary', 'CrossPlatformUsageTrends'],
  },
  consortium: {
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Usage insights' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Cross-platform usage trends' })).toBeVisible();
    },
    queries: ['HomepageSummary', 'CrossPlatformUsageTrends'],
  },
  publisher: {
    ready: async (page) => {
      const welcome = page.getByRole('dialog', { name: 'Welcome to JSTOR Admin' });
      await expect(welcome).toBeVisible();
      // The open modal hides the rest of the page from the accessibility tree.
      await welcome.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Usage of your content' })).toBeVisible();
    },
    queries: ['HomepageSummary'],
  },
  staff: {
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Masquerade as an account' })).toBeVisible();
    },
    queries: [],
  },
};

test.describe('each query of the home is sent once per load', () => {
  for (const [role, home] of Object.entries(HOMES) as [Role & keyof typeof HOMES, (typeof HOMES)[keyof typeof HOMES]][]) {
    test(`as ${role}`, async ({ page }) => {
      await signIn(page, role);
      const embedded = await gatewayEmbedsBootData(page);
      const counts = countGatewayRequests(page);
      await page.goto('/admin/');
      await home.ready(page);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // Charts render when scrolled near: scroll through the page so everything the home does has been done.
      await page.mouse.wheel(0, 10_000);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      console.log(`${role}: ${JSON.stringify(Object.fromEntries(counts))}`);

      const seen = Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
      test.info().annotations.push({ type: 'gateway requests', description: JSON.stringify(seen) });
      for (const [name, count] of counts) expect(count, `${name} requests of ${role}'s home: ${JSON.stringify(seen)}`).toBe(1);
      for (const name of home.queries) expect(counts.get(name), `${name} of ${role}'s home`).toBe(1);
      // Once the gateway embeds the boot data in the page, the boot sends neither query. Until it does
      // (the gateway's half of the delivery issue), the boot reads both, once each.
      const bootRequests = embedded ? 0 : 1;
      expect(counts.get('Session') ?? 0, `Session requests (boot data embedded: ${embedded})`).toBe(bootRequests);
      expect(counts.get('AppConfig') ?? 0, `AppConfig requests (boot data embedded: ${embedded})`).toBe(bootRequests);
    });
  }
});
