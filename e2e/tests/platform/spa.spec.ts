import { expect, test } from '@playwright/test';

test('the app loads, client-side routes work by link, by address and after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/JobPortal/);
  await expect(page.getByRole('heading', { name: 'JobPortal' })).toBeVisible();

  await page.getByRole('link', { name: 'System status' }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByTestId('db-status')).toHaveText('ok');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
  await expect(page.getByTestId('db-status')).toHaveText('ok');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | JobPortal');
});

test('the API answers health checks and describes itself', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
  const openapi = await request.get('/api/openapi.json');
  expect((await openapi.json()).paths).toHaveProperty('/api/health');
});
