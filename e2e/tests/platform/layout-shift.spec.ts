import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

/**
 * The member's own parts (their verdict, "I applied", their fee, their saved jobs) are drawn once the
 * app runs the page that all members share (decision 019). They must fill room the server's HTML kept
 * for them, or sit where their size moves nothing on screen: the page's cumulative layout shift (CLS,
 * as Lighthouse and Core Web Vitals count it: every shift not caused by an input) stays ≤ 0.01 at a
 * phone's size, measured by the browser's own Layout Instability API until the member's parts are there.
 */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        sources: (entry.sources || []).map((source) => {
          const node = source.node;
          if (!node || !node.tagName) return '?';
          const testId = node.getAttribute('data-testid');
          return node.tagName.toLowerCase() + (testId ? '[' + testId + ']' : '') + ' ' + (node.textContent || '').trim().slice(0, 40);
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

type Shift = { value: number; sources: string[] };

async function shiftsOf(
  browser: Browser,
  state: BrowserContextOptions['storageState'],
  path: string,
  memberPartsShown: (page: Page) => Promise<void>,
): Promise<Shift[]> {
  const context = await browser.newContext({
    storageState: state,
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(RECORD_SHIFTS);
  // A phone: the member's parts arrive well after the first paint, as they do on one.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
  await memberPartsShown(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await context.close();
  return shifts;
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

test('the member’s own parts move nothing on screen: CLS ≤ 0.01 on the job page and the dashboard at a phone’s size', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const account = await createConfirmedAccount(page, { name: 'Shift Probe' });
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/jobs');
  const slug = (await page.getByTestId('job-card').first().getByRole('link').first().getAttribute('href'))!;
  // A saved job: the dashboard's own block then holds a card, the larger of its two forms.
  await page.goto(slug);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  const signedIn = await page.context().storageState();

  const jobPage = await shiftsOf(browser, signedIn, slug, async (probe) => {
    await expect(probe.getByTestId('eligibility').first()).toBeVisible();
    await expect(probe.getByTestId('applied-button')).toBeEnabled();
    await expect(probe.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  });
  expect(total(jobPage), `${slug}: ${JSON.stringify(jobPage)}`).toBeLessThanOrEqual(0.01);

  const dashboard = await shiftsOf(browser, signedIn, '/dashboard', async (probe) => {
    await expect(probe.getByTestId('dashboard-saved').getByTestId('job-card')).toHaveCount(1);
  });
  expect(total(dashboard), `/dashboard: ${JSON.stringify(dashboard)}`).toBeLessThanOrEqual(0.01);
});
