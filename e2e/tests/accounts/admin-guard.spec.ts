import { expect, test } from '../../support/test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

test('a non-admin opening /admin is sent to /dashboard and sees no Admin item', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an ADMIN_EMAILS account sees Admin in the navigation and can open /admin', async ({ page }) => {
  // The account was created and confirmed before any test (support/admin.setup.ts).
  await signInThroughUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const adminLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin' });
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin$/);
  // The admin area opens on its dashboard, with its own navigation.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
