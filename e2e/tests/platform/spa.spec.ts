import { expect, test } from '../../support/test.ts';

test('the app loads and client-side routes work by link, by address and after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('JobPortal');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.goto('/update-password');
  await expect(page.getByRole('heading', { name: 'Update Password' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Update Password' })).toBeVisible();
  await expect(page).toHaveTitle('Update Password | JobPortal');

  await page.getByRole('link', { name: 'JobPortal' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('the API answers health checks and describes itself', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
  const openapi = await request.get('/api/openapi.json');
  expect((await openapi.json()).paths).toHaveProperty('/api/health');
});

test('the sitemap is XML without the app layout, and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await sitemap.text()).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: http://localhost:3100/sitemap.xml');
});
