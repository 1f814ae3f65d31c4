import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, type Role } from './support';

// A phone: under the spec's 48rem breakpoint (and its 700px one), as an iPhone 12 to 15 is wide.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The page never scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label}: document scrollWidth (${scrollWidth}) within clientWidth (${clientWidth})`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** Fully on screen sideways and at least 24 × 24 CSS px (WCAG 2.2 2.5.8). */
async function expectReachableTarget(target: Locator, name: string) {
  await expect(target, name).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(PHONE.width);
  expect(box.width, `${name} is at least 24px wide`).toBeGreaterThanOrEqual(24);
  expect(box.height, `${name} is at least 24px high`).toBeGreaterThanOrEqual(24);
}

const focusIsInside = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

interface RoleCase {
  role: Role;
  /** What says the home dashboard has arrived. */
  ready: (page: Page) => Locator;
  /** An in-app link of the role's navigation and the heading of the page it opens. */
  link: string;
  heading: string;
}

const CASES: RoleCase[] = [
  {
    role: 'librarian',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Usage insights' }),
    link: 'Access Methods',
    heading: 'Access Methods',
  },
  {
    role: 'publisher',
    ready: (page) => page.getByText('Usage data updates weekly on Monday at 8 AM UTC.'),
    link: 'User Management',
    heading: 'User Management',
  },
  {
    role: 'staff',
    ready: (page) => page.getByRole('region', { name: 'Masquerade as an account' }),
    link: 'EBA Status Dashboard',
    heading: 'EBA Status Dashboard',
  },
];

async function openHome(page: Page, role: Role) {
  await signIn(page, role);
  await page.goto('/admin/');
  if (role === 'publisher') {
    // The one-time welcome is modal: the page behind it is hidden until it is dismissed.
    await page.getByRole('dialog', { name: 'Welcome to JSTOR Admin' }).getByRole('button', { name: 'OK' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

test.describe('the shell at 390 px', () => {
  for (const { role, ready, link, heading } of CASES) {
    test(`${role}: content first, Menu disclosure, no overflow, axe clean`, async ({ page }) => {
      await openHome(page, role);
      await expect(ready(page)).toBeVisible();

      await expectNoHorizontalOverflow(page, `${role} home`);

      // The main content starts on the first screen, right under the header: no navigation above it.
      const main = page.getByRole('main');
      // includeHidden: a collapsed navigation is display: none, out of the accessibility tree.
      const nav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
      const mainBox = (await main.boundingBox())!;
      const headerBox = (await page.getByRole('banner').boundingBox())!;
      expect(mainBox.y, 'main starts within the first screen').toBeLessThan(PHONE.height);
      expect(mainBox.y, 'main starts where the header ends').toBeCloseTo(headerBox.y + headerBox.height, 0);
      await expect(nav).toBeHidden();

      // Header controls stay on screen and big enough to touch.
      const menu = page.getByRole('button', { name: 'Menu' });
      await expectReachableTarget(menu, 'Menu');
      await expectReachableTarget(page.getByRole('button', { name: 'Log out' }), 'Log out');
      await expectReachableTarget(page.getByRole('link', { name: 'JSTOR Admin' }), 'the brand');
      if (role === 'librarian') await expectReachableTarget(page.getByRole('combobox', { name: 'ACCOUNTS' }), 'ACCOUNTS');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toHaveAttribute('aria-controls', (await nav.getAttribute('id'))!);
      await expectNoAxeViolations(page, `${role} home at 390 px, menu closed`);

      // Menu opens the navigation and moves focus into it.
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await expect.poll(() => focusIsInside(nav), 'focus is inside the navigation').toBe(true);
      await expect(nav.getByRole('link').first()).toBeFocused();
      await expectNoHorizontalOverflow(page, `${role} home, menu open`);
      for (const entry of await nav.locator('a, button').all()) {
        await expectReachableTarget(entry, `navigation entry "${(await entry.textContent())?.trim()}"`);
      }
      await expectNoAxeViolations(page, `${role} home at 390 px, menu open`);

      // Escape closes it and gives focus back to Menu.
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();

      // Menu works from the keyboard too; choosing a link navigates and closes the menu.
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`JSTOR Admin: ${heading}`);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await expect(main).toBeFocused();
      await expectNoHorizontalOverflow(page, `${role} ${heading}`);

      // The entry for the page shown is marked as current when the menu opens again.
      await menu.click();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    });
  }

  test('librarian: the skip link reaches the main content', async ({ page }) => {
    await openHome(page, 'librarian');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expectReachableTarget(skip, 'the skip link');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('librarian: ACCOUNTS changes the account and Send Feedback opens from the menu', async ({ page }) => {
    await openHome(page, 'librarian');
    const accounts = page.getByRole('combobox', { name: 'ACCOUNTS' });
    await accounts.selectOption('democoll');
    await expect(accounts).toHaveValue('democoll');
    await expectNoHorizontalOverflow(page, 'Demo Visual Arts College');

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const feedback = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Send Feedback' });
    await feedback.click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await expect(dialog).toBeVisible();
    await expectNoHorizontalOverflow(page, 'feedback dialog');
    await expectNoAxeViolations(page, 'feedback dialog at 390 px');
    // Escape closes the dialog only; focus returns to its trigger in the still open menu.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(feedback).toBeFocused();
  });

  test('staff: masquerade from Home and end it from the header', async ({ page }) => {
    await openHome(page, 'staff');
    const panel = page.getByRole('region', { name: 'Masquerade as an account' });
    await panel.getByLabel('Site code').fill('basicinst');
    await panel.getByLabel('Exact match').check();
    await panel.getByRole('button', { name: 'Search' }).click();
    await panel.getByRole('list', { name: 'Accounts found' }).getByRole('button', { name: 'Masquerade as Basic Institute' }).click();

    const end = page.getByRole('button', { name: /End masquerade/ });
    await expectReachableTarget(end, 'End masquerade');
    await expectNoHorizontalOverflow(page, 'masquerading');
    await expectNoAxeViolations(page, 'masquerading at 390 px');
    await end.click();
    await expect(end).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Masquerade as an account' })).toBeVisible();
  });
});

test('the login page at 390 px: no overflow, axe clean', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to JSTOR Admin' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'login');
  const mainBox = (await page.getByRole('main').boundingBox())!;
  expect(mainBox.y, 'main starts within the first screen').toBeLessThan(PHONE.height);
  await expectReachableTarget(page.getByRole('button', { name: 'Log in' }), 'Log in');
  await expectNoAxeViolations(page, 'login at 390 px');
});

test.describe('at 48rem and wider', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('the navigation is always shown and there is no Menu button', async ({ page }) => {
    await openHome(page, 'librarian');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expectNoHorizontalOverflow(page, 'home at 768 px');
  });
});
