import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

/**
 * The JavaScript budget counted the way a phone pays for it (issue #25, item 10): every JavaScript
 * response the page fetches until the network is idle and the app's after-first-paint work has run,
 * with no tap, no service worker (a first visit has none) and a phone's screen. Not only what the HTML
 * names: what the app imports once it runs (the auth client, the toaster, the chat dock…) counts too.
 * Sizes are gzip level 9 of each file's bytes, as `npm run budget` counts the files the HTML names.
 */
const KIB = 1024;
const SIGNED_OUT_BUDGET = 150 * KIB;
const SIGNED_IN_BUDGET = 200 * KIB;
const JOB = '/jobs/demo-railway-ntpc-graduate-2026';
const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
};

type Download = { url: string; gzip: number };

async function downloadsBeforeFirstTap(browser: Browser, path: string, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...PHONE, ...options });
  const page = await context.newPage();
  const pending: Promise<Download | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => undefined),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // What the app starts at the browser's first idle moment (at most 1.5 s after paint), then quiet again.
  await page.waitForTimeout(2_500);
  await page.waitForLoadState('networkidle');
  const downloads = (await Promise.all(pending)).filter((download): download is Download => !!download);
  await context.close();
  const total = downloads.reduce((sum, download) => sum + download.gzip, 0);
  const table = downloads
    .sort((a, b) => b.gzip - a.gzip)
    .map((download) => `${(download.gzip / KIB).toFixed(1).padStart(7)} KiB  ${download.url}`)
    .join('\n');
  console.log(`${path}: ${(total / KIB).toFixed(1)} KiB gzip in ${downloads.length} files\n${table}`);
  return { total, downloads };
}

test('a phone downloads at most 150 KiB of JavaScript on / and 200 KiB on a signed-in page before its first tap', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const signedOut = await downloadsBeforeFirstTap(browser, '/', {});
  expect(signedOut.downloads.length).toBeGreaterThan(0);
  expect.soft(signedOut.total).toBeLessThanOrEqual(SIGNED_OUT_BUDGET);

  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  // A member as on every visit after their first: their chat key was made (and published) on the first
  // page after sign-in, so pages load the chat only when there is a chat to show.
  const me = (await (await page.request.get('/api/me/profile')).json()) as { id: string };
  await expect
    .poll(async () => (await page.request.get(`/api/chat/keys/${me.id}`)).status(), { timeout: 30_000 })
    .toBe(200);
  const storageState = await page.context().storageState();
  for (const path of [JOB, '/jobs', '/dashboard']) {
    const signedIn = await downloadsBeforeFirstTap(browser, path, { storageState });
    expect(signedIn.downloads.length, path).toBeGreaterThan(0);
    expect.soft(signedIn.total, path).toBeLessThanOrEqual(SIGNED_IN_BUDGET);
  }
});
