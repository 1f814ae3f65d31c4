import { expect, test, type Page } from '@playwright/test';
import { signIn, type Role } from './support';

/**
 * Issue 8 (docs/performance.md, "TBT: no ICU on a route's load"): a page's first use of ICU costs 10-55 ms of one
 * main-thread task, so the routes format their en-US counts, dollars and UTC dates with @console/rules/format.
 * Every ICU entry point of the page is wrapped before its scripts run, and each route's load (in a new browser
 * context: a cold renderer, as a user's first page) must call none.
 */
function recordIcuCalls() {
  const calls: string[] = [];
  Object.defineProperty(window, '__icuCalls', { value: calls });
  const note = (name: string) => calls.push(`${name}\n${(new Error().stack ?? '').split('\n').slice(3, 6).join('\n')}`);
  for (const key of Object.getOwnPropertyNames(Intl) as (keyof typeof Intl)[]) {
    const original = Intl[key] as unknown;
    if (typeof original !== 'function') continue;
    (Intl as unknown as Record<string, unknown>)[key] = new Proxy(original, {
      construct: (target, args) => (note(`new Intl.${key}`), Reflect.construct(target, args)),
      apply: (target, self, args) => (note(`Intl.${key}()`), Reflect.apply(target, self, args)),
    });
  }
  const methods: [object, string, string][] = [
    [Number.prototype, 'Number', 'toLocaleString'],
    [BigInt.prototype, 'BigInt', 'toLocaleString'],
    [Array.prototype, 'Array', 'toLocaleString'],
    [Date.prototype, 'Date', 'toLocaleString'],
    [Date.prototype, 'Date', 'toLocaleDateString'],
    [Date.prototype, 'Date', 'toLocaleTimeString'],
    [String.prototype, 'String', 'localeCompare'],
    [String.prototype, 'String', 'normalize'],
    [String.prototype, 'String', 'toLocaleUpperCase'],
    [String.prototype, 'String', 'toLocaleLowerCase'],
  ];
  for (const [prototype, owner, name] of methods) {
    const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name]!;
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        note(`${owner}.prototype.${name}`);
        return Reflect.apply(original, this, args);
      },
    });
  }
}

const icuCalls = (page: Page) => page.evaluate(() => (window as unknown as { __icuCalls: string[] }).__icuCalls);

const LOADS: { role: Role; path: string; ready: (page: Page) => ReturnType<Page['locator']> }[] = [
  { role: 'librarian', path: '/admin/access-methods', ready: (page) => page.getByRole('heading', { name: 'Recent changes' }) },
  { role: 'librarian', path: '/admin/account-information', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    role: 'librarian',
    path: '/admin/user-management',
    ready: (page) => page.getByRole('heading', { level: 2, name: /Active and invited users$/ }),
  },
  { role: 'librarian', path: '/admin/holdings', ready: (page) => page.getByRole('tab', { name: 'Journals' }) },
  // The home's chart (lazy, formats its value axis) is part of the load.
  { role: 'librarian', path: '/admin/home', ready: (page) => page.locator('svg[role="img"]').first() },
  { role: 'publisher', path: '/admin/home', ready: (page) => page.locator('svg[role="img"]').first() },
  {
    role: 'publisher',
    path: '/admin/user-management',
    ready: (page) => page.getByRole('heading', { level: 2, name: /Active and invited users$/ }),
  },
];

test('no route load uses ICU: the counts, dollars and dates of the first page are formatted without it', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const { role, path, ready } of LOADS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, role);
    await page.addInitScript(recordIcuCalls);
    await page.goto(path);
    await expect(ready(page), `${role} ${path}`).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await icuCalls(page), `ICU calls of ${role}'s ${path} load`).toEqual([]);
    // The wrapping is live: a use of ICU is recorded.
    await page.evaluate(() => (1024).toLocaleString('en-US'));
    expect(await icuCalls(page), `${role} ${path}`).toEqual([expect.stringMatching(/^Number\.prototype\.toLocaleString\n/)]);
    await context.close();
  }
});
