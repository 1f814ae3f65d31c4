import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

export const APP_ID = 'one-admin-console';
export const GATEWAY = '/ui/data-fetch/gateway';
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export const USERS = {
  librarian: 'librarian@demo.edu',
  basic: 'basic@demo.edu',
  consortium: 'consortium@demo.edu',
  publisher: 'publisher@demo.org',
  staff: 'staff@demo.org',
  agent: 'agent@demo.edu',
  reader: 'reader@demo.edu',
} as const;
export type Role = keyof typeof USERS;

/** Posts one GraphQL operation with the application identifier, sharing the page's cookies. */
export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await request.post(GATEWAY, { headers: { authorization: APP_ID }, data: { query, variables } });
  return response.json();
}

/** Signs the page's browser context in through the gateway (fast path for tests not about login). */
export async function signIn(page: Page, role: Role): Promise<void> {
  await gql(page.request, 'mutation { createSession { uuid } }');
  const result = await gql<{ userLogin: { success: boolean; errorCode: string | null } }>(
    page.request,
    'mutation ($input: UserLoginInput!) { userLogin(input: $input) { success errorCode } }',
    { input: { username: USERS[role], password: 'demo' } },
  );
  expect(result.data?.userLogin, `sign-in of ${role}`).toEqual({ success: true, errorCode: null });
}

/** Signs in through the login form, the way a person does. */
export async function logInWithForm(page: Page, username: string, password = 'demo'): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Zero axe violations for WCAG 2.2 A and AA on what the page shows now, and for heading order (a best practice
 * outside the WCAG tags that Lighthouse's accessibility score counts: a level skipped under a page's h1).
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'heading-order': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The visible main navigation's entries, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const entries = nav.locator('a, button, li > span, li:not(:has(*))');
  // textContent, not innerText: the group label is upper-cased by CSS only.
  return (await entries.allTextContents()).map((text) => text.replace(/\s*\(opens in a new tab\)$/, '').trim());
}

/**
 * The URL path of the built chunk of one source file of the console (e.g. 'src/app/screens/home-route.tsx'),
 * read from the Vite manifest of the build under test, so a test can make a real screen's code fail.
 */
export function chunkPathOf(source: string): string {
  return `/admin/${manifestEntry(readManifest(), source).file}`;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(new URL('../../apps/admin/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Manifest;
}

function manifestEntry(manifest: Manifest, key: string) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not a chunk of the build (apps/admin/dist/.vite/manifest.json).`);
  return entry;
}

/** The file names (e.g. 'dropdown-menu-CR-CBm1a.js') of a source file's chunk and of every chunk it imports. */
export function chunkFilesOf(source: string): string[] {
  const manifest = readManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifestEntry(manifest, key);
    const file = entry.file.replace(/^assets\//, '');
    if (files.has(file)) return;
    files.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files];
}

/** Holds every request for a chunk of the build (its file matching `file`) until the returned function is called. */
export async function holdChunk(page: Page, file: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/admin/assets/') && file.test(url.pathname.slice('/admin/assets/'.length)),
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  return release;
}

/**
 * Refuses every request for a chunk of the build (its file matching `file`), as a dropped connection, until `allow`
 * is called; `refused` counts the requests refused.
 */
export async function refuseChunk(page: Page, file: RegExp): Promise<{ allow: () => void; refused: () => number }> {
  let blocked = true;
  let refused = 0;
  await page.route(
    (url) => url.pathname.startsWith('/admin/assets/') && file.test(url.pathname.slice('/admin/assets/'.length)),
    async (route) => {
      if (!blocked) return route.fallback();
      refused += 1;
      return route.abort('connectionrefused');
    },
  );
  return { allow: () => (blocked = false), refused: () => refused };
}

/** An event the console logged (spec 000 §7 names them), as the gateway accepted it. */
export interface LoggedEvent {
  type: string;
  siteCode: string | null;
  detail: Record<string, unknown> | null;
}

/** The events the page logs from now on that the gateway accepted (logEvent answered true), in the order answered. */
export function loggedEvents(page: Page): LoggedEvent[] {
  const events: LoggedEvent[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith(GATEWAY)) return;
    const body = request.postDataJSON() as {
      query?: string;
      variables?: { input?: { type: string; siteCode?: string | null; detail?: string | null } };
    } | null;
    if (!body?.query?.includes('logEvent(') || !body.variables?.input) return;
    // A body still being read when the test ends can no longer be: that event is not counted (no assertion waits
    // for it), and its read must not fail the test after the fact.
    const answer = (await request
      .response()
      .then((response) => response?.json())
      .catch(() => null)) as { data?: { logEvent?: boolean } } | null;
    if (answer?.data?.logEvent !== true) return;
    const { type, siteCode = null, detail = null } = body.variables.input;
    events.push({ type, siteCode, detail: detail === null ? null : (JSON.parse(detail) as Record<string, unknown>) });
  });
  return events;
}
