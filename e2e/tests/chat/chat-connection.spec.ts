import { expect, test } from '../../support/test.ts';
import { befriend, chatKeysReady, member, openChatFromFriends, skipKeyBackupGuide, windowFor } from './chat-helpers.ts';

test('while the connection is lost the chat window says “Reconnecting…”, never “Online”', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const asha = await member(browser, baseURL, `Asha ${stamp}`, 213);
  const bilal = await member(browser, baseURL, `Bilal ${stamp}`, 213);
  await befriend(asha, bilal, baseURL!);
  await chatKeysReady(asha, bilal);
  await skipKeyBackupGuide(asha.page);

  await openChatFromFriends(asha.page, bilal);
  await bilal.page.goto('/dashboard');
  const presence = windowFor(asha.page, bilal).getByTestId('chat-presence');
  await expect(presence).toHaveText('Online');

  await asha.page.context().setOffline(true);
  // The socket notices within its heartbeat (ping interval + timeout).
  await expect(presence).toHaveText('Reconnecting…', { timeout: 45_000 });
  await expect(windowFor(asha.page, bilal).getByTestId('chat-online-dot')).toHaveCount(0);

  // Offline long enough for Socket.IO's backoff to reach its 4 s (± 50 %) between tries; when the
  // network comes back the client connects at once (the browser's `online`), not at its next try.
  await asha.page.waitForTimeout(8_000);
  await asha.page.context().setOffline(false);
  await expect(presence).toHaveText('Online', { timeout: 3_000 });
});
