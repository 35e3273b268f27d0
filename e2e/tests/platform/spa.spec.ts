import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount } from '../../support/accounts.ts';
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

test('no page trips the strict Content Security Policy (nothing probes for eval)', async ({ page }) => {
  const violations: string[] = [];
  // Every `securitypolicyviolation` in every document of the page, and Chromium's console report of it.
  await page.exposeBinding('reportCspViolation', (_source, violation: string) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${String(event.lineNumber)}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (evaluate|execute|load|apply)/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  const visited: string[] = [];
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    visited.push(page.url());
  };

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await settle();
  const account = await createConfirmedAccount(page);
  // Signing in parses the form and the session with the shared schemas.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await settle();
  await page.goto('/jobs');
  const firstCard = page.getByTestId('job-card').first();
  await expect(firstCard).toBeVisible();
  await settle();
  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle();

  expect(visited).toHaveLength(4);
  expect(violations).toEqual([]);
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
  // The default mode (the spec): every page but `/` asks to sign in, so the sitemap lists `/` only;
  // PUBLIC_CONTENT=true lists the recruitments (shared-links.spec.ts).
  expect(xml).toContain(`<loc>${e2eOrigin}/</loc>`);
  expect(xml).not.toContain(`${e2eOrigin}/jobs/`);
  // Valid against the sitemaps.org schema.
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'jp-e2e-sitemap-')), 'sitemap.xml');
  await writeFile(file, xml);
  const { stderr } = await promisify(execFile)('xmllint', ['--noout', '--schema', schema, file]);
  expect(stderr).toContain('validates');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${e2eOrigin}/sitemap.xml`);
});
