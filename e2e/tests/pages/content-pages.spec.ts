import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

test('content pages render their Markdown; unknown slugs get the not-found page', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/page/about');
  await expect(page.getByRole('heading', { name: 'About JobPortal', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('About JobPortal | JobPortal');
  await expect(page.locator('article li').first()).toBeVisible();
  await page.goto('/page/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  await page.goto('/page/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
