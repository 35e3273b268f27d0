import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

/** A friend already looking sees the change this fast, without reloading (well inside the 10 s grace). */
const SEEN_WITHIN_MS = 3_000;

let address = 0;
type Member = { page: Page; id: string; name: string };

async function member(browser: Browser, baseURL: string | undefined, name: string): Promise<Member> {
  address += 1;
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `10.211.${Math.floor(address / 250)}.${(address % 250) + 1}` },
  });
  const page = await context.newPage();
  const account = await createConfirmedAccount(page, { name });
  await signInThroughUi(page, account.email, account.password);
  const me = (await (await page.request.get('/api/me/profile')).json()) as { id: string };
  return { page, id: me.id, name };
}

async function setShowOnline(who: Member, show: boolean) {
  const toggle = who.page.getByRole('switch', { name: 'Show when I am online' });
  await expect(toggle).toHaveAttribute('aria-checked', String(!show));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(show));
  const saved = who.page.waitForResponse(
    (response) => response.url().endsWith('/api/me/profile') && response.request().method() === 'PATCH',
  );
  await who.page.getByRole('button', { name: 'Save profile' }).click();
  expect((await saved).status()).toBe(200);
}

test('hiding "Show when I am online" shows a friend who is looking the user offline at once; showing it again, online', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const asha = await member(browser, baseURL, `Asha ${stamp}`);
  const bilal = await member(browser, baseURL, `Bilal ${stamp}`);
  const sent = await asha.page.request.post('/api/friends/requests', {
    data: { userId: bilal.id },
    headers: { origin },
  });
  expect(sent.status()).toBe(200);
  const accepted = await bilal.page.request.post(`/api/friends/requests/${asha.id}/accept`, { headers: { origin } });
  expect(accepted.status()).toBe(200);

  // Bilal watches his friends list; Asha is on her own profile, connected, with the editor open.
  await asha.page.goto(`/profile/${asha.id}#edit-profile`);
  await bilal.page.goto('/friends');
  const ashaDot = bilal.page.getByRole('article').filter({ hasText: asha.name }).getByTestId('online-dot');
  await expect(ashaDot).toBeVisible();

  // Asha hides it while staying on the page: Bilal sees her offline without reloading.
  await setShowOnline(asha, false);
  await expect(ashaDot).toHaveCount(0, { timeout: SEEN_WITHIN_MS });

  // And shows it again: online again at once.
  await setShowOnline(asha, true);
  await expect(ashaDot).toBeVisible({ timeout: SEEN_WITHIN_MS });
  await bilal.page.screenshot({ path: test.info().outputPath('bilal-sees-asha-online-again.png') });
});
