// Issue 16, item 6 (console half): when a call answers that the session ended (the gateway's idle or absolute
// timeout, here a logout from another tab, which the gateway answers the same way: UNAUTHENTICATED), the
// console goes to the login page and, signed in again, comes back to where the user was.
import { expect, test } from '@playwright/test';
import { gql, logInWithForm, signIn, USERS } from './support';

test('a call answered UNAUTHENTICATED leads to the login page, and back after signing in', async ({ page }) => {
  await signIn(page, 'librarian');
  await page.goto('/admin/holdings');
  await expect(page.getByRole('heading', { level: 1, name: 'Holdings' })).toBeVisible();
  // Holdings' own calls are over: the first call refused below is the next screen's.
  await page.waitForLoadState('networkidle');
  // The session ends on the server while the page is open.
  const ended = await gql<{ userLogOut: boolean }>(page.request, 'mutation { userLogOut }');
  expect(ended.data?.userLogOut).toBe(true);
  // The next screen's calls are refused: the console leaves for the login page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?redirectUri=%2Fadmin%2Fuser-management$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await logInWithForm(page, USERS.librarian);
  await expect(page).toHaveURL(/\/admin\/user-management$/);
});
