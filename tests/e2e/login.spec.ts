import { expect, test } from '@playwright/test';
import { APP_ID, expectNoAxeViolations, gql, GATEWAY, logInWithForm, signIn, USERS } from './support';

test.describe('signing in', () => {
  test('an anonymous visit to /admin/ goes to login and comes back after signing in', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL('/admin/login?redirectUri=%2Fadmin%2F');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to JSTOR Admin' })).toBeVisible();
    await expect(page).toHaveTitle('JSTOR Admin: Log in');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'login page');
    await logInWithForm(page, USERS.librarian);
    await expect(page).toHaveURL('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveTitle('JSTOR Admin: Home');
  });

  test('a deep link survives the login round trip, query string included', async ({ page }) => {
    await page.goto('/admin/holdings?tab=books');
    await expect(page).toHaveURL('/admin/login?redirectUri=%2Fadmin%2Fholdings%3Ftab%3Dbooks');
    await logInWithForm(page, USERS.librarian);
    await expect(page).toHaveURL('/admin/holdings?tab=books');
    await expect(page).toHaveTitle('JSTOR Admin: Holdings Summary');
    // The query string came through: the Books tab is the one shown.
    await expect(page.getByRole('heading', { level: 1, name: 'Holdings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Books', selected: true })).toBeVisible();
  });

  test('the keyboard alone signs in, and the skip link reaches the main content', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Log in to JSTOR Admin' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await page.getByLabel('Username').focus();
    await page.keyboard.type(USERS.basic);
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/');
    await expect(page.getByTestId('user-display-name')).toBeVisible();
  });

  test('an unknown path shows the login page without sidebars', async ({ page }) => {
    await page.goto('/admin/no-such-page');
    await expect(page).toHaveURL('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'Log in to JSTOR Admin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('/ redirects to /admin/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/login\?redirectUri=%2Fadmin%2F$/);
  });
});

test.describe('login failures', () => {
  test('a wrong password and an unknown user get the same A333 message, and typed values stay', async ({ page }) => {
    await page.goto('/admin/login');
    await logInWithForm(page, USERS.librarian, 'wrong-password');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The username or password you entered is incorrect.');
    await expect(alert).toContainText('If you usually log in with Google, use Google login instead, or reset your password.');
    await expect(alert.getByRole('link', { name: 'reset your password' })).toBeVisible();
    const wrongPassword = await alert.innerText();
    await expect(page.getByLabel('Username')).toHaveValue(USERS.librarian);
    await expect(page.getByLabel('Password')).toHaveValue('wrong-password');
    await expectNoAxeViolations(page, 'login error');

    await page.getByLabel('Username').fill('nobody@nowhere.edu');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(wrongPassword);
  });

  test('an account without an admin role is refused with the permission sentence', async ({ page }) => {
    await page.goto('/admin/login');
    await logInWithForm(page, USERS.reader);
    await expect(page.getByRole('alert')).toHaveText('This account does not have permission to access this site. Please change accounts.');
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('empty fields are caught before sending, with focus on the first', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Enter your username.')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveValue('demo');
  });

  const serverCodes: [string, string][] = [
    ['S044', 'We could not check your login just now. Please try again.'],
    ['S001', 'We had a problem looking up your account. Please try again or contact support.'],
    ['S022', 'We had a problem sending your account information. Please try again.'],
    ['S333', 'The service is temporarily unavailable. Please try again in a few minutes.'],
    ['X999', 'There was a problem completing your request...'],
  ];
  for (const [code, message] of serverCodes) {
    test(`failure code ${code} shows its message`, async ({ page }) => {
      await page.route(`**${GATEWAY}`, async (route) => {
        if (!route.request().postData()?.includes('userLogin')) return route.continue();
        await route.fulfill({ json: { data: { userLogin: { success: false, errorCode: code, accessPersist: false } } } });
      });
      await page.goto('/admin/login');
      await logInWithForm(page, USERS.librarian);
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }

  test('a network failure shows the fallback and keeps the form usable', async ({ page }) => {
    await page.route(`**${GATEWAY}`, async (route) => {
      if (route.request().postData()?.includes('userLogin')) return route.abort('connectionrefused');
      return route.continue();
    });
    await page.goto('/admin/login');
    await logInWithForm(page, USERS.librarian);
    await expect(page.getByRole('alert')).toHaveText('There was a problem completing your request...');
    await page.unroute(`**${GATEWAY}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/admin/');
  });
});

test.describe('redirects that leave the console are ignored', () => {
  // Issue 16, item 1: every form of leaving the origin the issue lists.
  for (const target of [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://localhost:8080@evil.example',
    'https://localhost.evil.example',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
  ]) {
    test(`redirectUri=${target}`, async ({ page }) => {
      await page.goto(`/admin/login?redirectUri=${encodeURIComponent(target)}`);
      await logInWithForm(page, USERS.librarian);
      await expect(page).toHaveURL('/admin/');
      expect(page.url()).not.toContain('evil');
    });
  }
});

test.describe('sessions', () => {
  test('logout ends the session on the server, so the old cookie no longer works', async ({ page, playwright, baseURL }) => {
    await signIn(page, 'librarian');
    await page.goto('/admin/');
    const cookies = await page.context().cookies();
    const sid = cookies.find((c) => c.name === 'admin_sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { name: 'Log in to JSTOR Admin' })).toBeVisible();

    const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `admin_sid=${sid!.value}` } });
    const result = await gql<{ session: { userAccount: unknown } | null }>(replay, '{ session { userAccount { id } } }');
    expect(result.data?.session?.userAccount ?? null).toBeNull();
    await replay.dispose();
  });

  test('an unknown session cookie counts as logged out', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'admin_sid', value: 'forged-or-expired-token', url: baseURL! }]);
    await page.goto('/admin/access-methods');
    await expect(page).toHaveURL('/admin/login?redirectUri=%2Fadmin%2Faccess-methods');
  });

  test('a call without the application identifier is refused with 401', async ({ request }) => {
    const missing = await request.post(GATEWAY, { data: { query: '{ appConfig { providerName } }' } });
    expect(missing.status()).toBe(401);
    const wrong = await request.post(GATEWAY, {
      headers: { authorization: `${APP_ID}-x` },
      data: { query: '{ appConfig { providerName } }' },
    });
    expect(wrong.status()).toBe(401);
  });
});
