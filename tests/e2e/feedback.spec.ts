import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

test('Send Feedback opens a modal that takes focus, returns it, and confirms with a toast', async ({ page }) => {
  await signIn(page, 'basic');
  await page.goto('/admin/');
  const trigger = page.getByRole('button', { name: 'Send Feedback' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your feedback (optional)')).toBeFocused();
  await expectNoAxeViolations(page, 'feedback dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByLabel('Your feedback (optional)').fill('The new console is easy to use.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Thank you for your feedback.', { exact: true }).first()).toBeVisible();
});

test('a failed feedback call keeps the text and says so', async ({ page }) => {
  await signIn(page, 'basic');
  await page.goto('/admin/');
  await page.route('**/ui/data-fetch/gateway', (route) =>
    route.request().postData()?.includes('SendFeedback') ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByLabel('Your feedback (optional)').fill('Keep this text.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('We are unable to complete your request, please try again or contact support');
  await expect(dialog.getByLabel('Your feedback (optional)')).toHaveValue('Keep this text.');
});
