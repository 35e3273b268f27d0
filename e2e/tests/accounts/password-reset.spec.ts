import { expect, test, toastWith } from '../../support/test.ts';
import { createConfirmedAccount, RESET_SUBJECT, signInThroughUi } from '../../support/accounts.ts';
import { linkIn, mailCount, waitForMail } from '../../support/mail.ts';
import { e2eOrigin } from '../../support/paths.ts';

test('forgot password → reset mail → /update-password → short password error → new password → sign in', async ({
  page,
}) => {
  const account = await createConfirmedAccount(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill(account.email);
  const before = mailCount(account.email, RESET_SUBJECT);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toastWith(page, 'Check your email')).toContainText('Password reset link sent!');

  const mail = await waitForMail(account.email, RESET_SUBJECT, before);
  const link = linkIn(mail, `${e2eOrigin}/update-password?token=`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Update Password' })).toBeVisible();
  // One field: the new password, hidden as typed.
  await expect(page.locator('input')).toHaveCount(1);
  await expect(page.getByLabel('New Password')).toHaveAttribute('type', 'password');

  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/reset-password')) calls += 1;
  });
  await page.getByLabel('New Password').fill('12345');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  expect(calls).toBe(0);

  await page.getByLabel('New Password').fill('my-new-pass-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toastWith(page, 'Password Updated!')).toContainText(
    'Your password has been successfully updated. You can now log in.',
  );
  await expect(page).toHaveURL(/\/$/);
  expect(calls).toBe(1);

  await signInThroughUi(page, account.email, 'my-new-pass-2');
});

test('a used or made-up reset link shows the server message under "Update Failed"', async ({ page }) => {
  await page.goto('/update-password?token=made-up-token');
  await page.getByLabel('New Password').fill('valid-pass-9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Update Failed' })).toContainText('Invalid token');
});

test('the reset answer does not reveal whether an address has an account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill('no-such-account@jobportal.test');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toastWith(page, 'Check your email')).toContainText('Password reset link sent!');
});
