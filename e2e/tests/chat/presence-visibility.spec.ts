import { expect, test } from '../../support/test.ts';
import { member, type Member } from './chat-helpers.ts';

/** A friend already looking sees the change this fast, without reloading (well inside the 10 s grace). */
const SEEN_WITHIN_MS = 3_000;

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
  const asha = await member(browser, baseURL, `Asha ${stamp}`, 214);
  const bilal = await member(browser, baseURL, `Bilal ${stamp}`, 214);
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
