import { expect, test } from '../../support/test.ts';
import { befriend, member } from '../chat/chat-helpers.ts';

/** Wording that tells a sighted or screen-reader user a friend is away. */
const AWAY = /last seen|offline/i;

test('an online friend on /friends is never shown as away while presence is unknown: nothing until the socket says, then the dot', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const asha = await member(browser, baseURL, `Asha ${stamp}`, 216);
  const bilal = await member(browser, baseURL, `Bilal ${stamp}`, 216);
  await befriend(asha, bilal, origin);

  // Asha has been away before (her card carries a "Last seen" time) and is online now.
  const away = await asha.page.request.post('/api/presence/offline', { headers: { origin } });
  expect(away.status()).toBe(200);
  const ashaSocket = asha.page.waitForEvent('websocket', { timeout: 20_000 });
  await asha.page.goto(`/profile/${asha.id}`);
  // Socket.IO's connect acknowledgement: the server counts her online from here.
  await (
    await ashaSocket
  ).waitForEvent('framereceived', {
    predicate: (frame) => typeof frame.payload === 'string' && frame.payload.startsWith('40'),
    timeout: 20_000,
  });

  // Bilal's page records every moment a friend's card says "away", from the first paint on.
  const context = bilal.page.context();
  await context.addInitScript((pattern: string) => {
    const away = new RegExp(pattern, 'i');
    const seen: string[] = [];
    Object.assign(window, { awaySeen: seen });
    new MutationObserver(() => {
      for (const card of document.querySelectorAll('[data-testid="user-card"]')) {
        const text = card.textContent ?? '';
        if (away.test(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, AWAY.source);

  // Bilal's socket cannot connect (WebSocket and the long-polling fallback) until released.
  let held = true;
  let tries = 0;
  await context.routeWebSocket(/\/socket\.io\//, (ws) => {
    tries += 1;
    if (held) void ws.close();
    else ws.connectToServer();
  });
  await context.route(/\/socket\.io\//, (route) => (held ? route.abort() : route.fallback()));

  await bilal.page.goto('/friends');
  const card = bilal.page.getByRole('article').filter({ hasText: asha.name });
  await expect(card).toBeVisible();
  await expect.poll(() => tries, { timeout: 20_000 }).toBeGreaterThan(1);
  // Presence is unknown: neither the dot nor any wording that says she is away.
  await expect(card.getByTestId('online-dot')).toHaveCount(0);
  await expect(card).not.toContainText(AWAY);

  held = false;
  // The socket tries again within its longest back-off (10 s); the dot comes with the first sync.
  await expect(card.getByRole('img', { name: 'Online' })).toBeVisible({ timeout: 20_000 });
  await expect(card).not.toContainText(AWAY);
  expect(await bilal.page.evaluate(() => (window as unknown as { awaySeen: string[] }).awaySeen)).toEqual([]);
});
