import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '../../support/test.ts';
import { e2eOrigin } from '../../support/paths.ts';

const schema = fileURLToPath(new URL('../../../apps/server/src/testing/schemas/sitemap.xsd', import.meta.url));

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
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toMatch(new RegExp(`<loc>${e2eOrigin}/jobs/[a-z0-9-]+</loc><lastmod>`));
  // Valid against the sitemaps.org schema.
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'jp-e2e-sitemap-')), 'sitemap.xml');
  await writeFile(file, xml);
  const { stderr } = await promisify(execFile)('xmllint', ['--noout', '--schema', schema, file]);
  expect(stderr).toContain('validates');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${e2eOrigin}/sitemap.xml`);
});
