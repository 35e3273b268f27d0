import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker controls the page (it claims the page on its first install). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Whether the service worker's runtime cache `cacheName` holds an answer for `path`. */
async function cached(page: Page, cacheName: string, path: string): Promise<boolean> {
  return page.evaluate(
    async ({ cacheName, path }) =>
      (await caches.has(cacheName)) && !!(await (await caches.open(cacheName)).match(path)),
    { cacheName, path },
  );
}

test('the web manifest is valid: name, start URL, standalone, colours and PNG icons of the stated sizes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'JobPortal',
    short_name: 'JobPortal',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#1d4ed8',
    background_color: '#f8fafc',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(icon.type).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${String(width)}x${String(height)}`, icon.src).toBe(icon.sizes);
  }

  // The service worker itself is never cached long, or an update could not reach anyone.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the service worker controls the page after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('offline, the saved jobs and a saved job page still read, marked as saved copies; sign-out forgets them', async ({
  page,
}) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await waitForServiceWorker(page);

  // Save a job from the list, without opening its page: the saved-jobs page fetches it ahead.
  await page.goto('/jobs');
  const card = page.getByTestId('job-card').nth(1);
  const link = card.getByRole('link').first();
  const title = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  const slug = href.replace('/jobs/', '');
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved-jobs');
  await expect(page.getByTestId('saved-jobs').getByText(title)).toBeVisible();
  // Online: the answers come from the server, so no "offline" note.
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  await expect.poll(() => cached(page, 'jp-content', `/api/jobs/${slug}`)).toBe(true);
  await expect.poll(() => cached(page, 'jp-personal', '/api/saved-jobs')).toBe(true);

  await page.context().setOffline(true);
  await page.goto('/saved-jobs');
  await expect(page.getByRole('heading', { name: 'Saved Jobs', level: 1 })).toBeVisible();
  await expect(page.getByTestId('saved-jobs').getByText(title)).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveText(/^offline: saved on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toContainText('offline: saved on');

  // Back online: from the server again, and the note goes.
  await page.context().setOffline(false);
  await page.goto('/saved-jobs');
  await expect(page.getByTestId('saved-jobs').getByText(title)).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveCount(0);

  // Sign-out drops the saved copies: the next person on this phone reads nothing of them offline.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await cached(page, 'jp-personal', '/api/saved-jobs')).toBe(false);
  expect(await cached(page, 'jp-content', `/api/jobs/${slug}`)).toBe(false);
  await page.context().setOffline(true);
  await page.goto('/saved-jobs');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
