import type { Browser } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { serverLog, withAppDatabase } from '../../support/server.ts';
import {
  befriend,
  chatKeysReady,
  member as newMember,
  openChatFromFriends,
  send,
  skipKeyBackupGuide,
  windowFor,
  type Member,
  sendAtOnce,
} from './chat-helpers.ts';

/** Seconds a user stays online after their last connection closes (PRESENCE_GRACE_MS). */
const GRACE_S = 10;

/** Members of this spec, with the guided key backup put off (this spec is about other things). */
async function member(browser: Browser, baseURL: string | undefined, name: string): Promise<Member> {
  const created = await newMember(browser, baseURL, name, 215);
  await skipKeyBackupGuide(created.page);
  return created;
}

/** Spec §9: at most one new-message toast per friend within 5 seconds. */
const TOAST_DEDUPE_MS = 5_000;

test('two friends chat: presence, toast, dock behaviour, clear, catch-up, and no plaintext on the server', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const asha = await member(browser, baseURL, `Asha ${stamp}`);
  const bilal = await member(browser, baseURL, `Bilal ${stamp}`);
  await befriend(asha, bilal, origin);
  // Each browser makes its member's chat key once the member pauses after signing in.
  await chatKeysReady(asha, bilal);

  // Presence: Asha sees Bilal online within 2 s of his page connecting.
  await openChatFromFriends(asha.page, bilal);
  await bilal.page.goto('/dashboard');
  await expect(windowFor(asha.page, bilal).getByTestId('chat-online-dot')).toBeVisible({ timeout: 2_000 });
  await expect(asha.page.getByRole('article').filter({ hasText: bilal.name }).getByTestId('online-dot')).toBeVisible();

  // A burst of three messages: one toast for Bilal, with the first text and an Open Chat button.
  const canary = `canary ${stamp} प्रवेश पत्र`;
  await send(asha.page, bilal, `${canary} one`);
  const toast = bilal.page.locator('[data-slot="toast"]').filter({ hasText: `New message from ${asha.name}` });
  await expect(toast).toContainText(`${canary} one`);
  const toastedAt = Date.now();
  await toast.hover(); // toasts pause on hover (spec §2), so it stays while the burst arrives
  // Two more at once, as a burst comes (no wait for each one's acknowledgement in between).
  await sendAtOnce(asha.page, bilal, `${canary} two`);
  await sendAtOnce(asha.page, bilal, `${canary} three`);
  await expect(windowFor(asha.page, bilal).getByTestId('chat-message-text')).toHaveCount(3);
  await bilal.page.waitForTimeout(500);
  // Toasts replace each other (one at a time): had the later messages toasted, it would say "three".
  // At most one toast per friend in 5 s (spec §9): a burst that took longer than that to arrive (a
  // loaded CI runner) may rightly toast again, so the check holds for a burst inside the window (the
  // window's edges are chat-state.test.ts's, on a clock of its own).
  await expect(toast).toContainText(canary);
  if (Date.now() - toastedAt < TOAST_DEDUPE_MS - 500) {
    await expect(toast).toContainText(`${canary} one`);
    await expect(toast).not.toContainText(`${canary} three`);
  } else {
    test.info().annotations.push({
      type: 'slow burst',
      description: `the burst took ${Date.now() - toastedAt} ms: the one-toast-in-5-s check was not made`,
    });
  }
  await toast.getByRole('button', { name: 'Open Chat' }).click();
  const bilalWindow = windowFor(bilal.page, asha);
  await expect(bilalWindow).toBeVisible();
  await expect(bilalWindow.getByTestId('chat-message-text')).toHaveText([
    `${canary} one`,
    `${canary} two`,
    `${canary} three`,
  ]);
  await expect(bilalWindow.getByTestId('chat-input')).toBeFocused();

  // Minimize: a new message raises the unread badge; restoring reads it.
  await bilalWindow.getByTestId('chat-minimize').click();
  await expect(bilalWindow).toHaveAttribute('data-minimized', 'true');
  await send(asha.page, bilal, 'are you there?');
  await expect(bilalWindow.getByTestId('chat-unread-badge')).toHaveText(/^1\b/);
  await bilalWindow.getByTestId('chat-restore').click();
  await expect(bilalWindow).toHaveAttribute('data-minimized', 'false');
  await expect(bilalWindow.getByTestId('chat-unread-badge')).toHaveCount(0);
  await expect(bilalWindow.getByTestId('chat-message-text').last()).toHaveText('are you there?');

  // Full screen toggles; the window is 20rem × 28rem otherwise.
  const box = await bilalWindow.boundingBox();
  expect(box).toMatchObject({ width: 320, height: 448 });
  await bilalWindow.getByTestId('chat-fullscreen').click();
  await expect(bilalWindow).toHaveAttribute('data-fullscreen', 'true');
  await bilalWindow.getByTestId('chat-fullscreen').click();
  await expect(bilalWindow).toHaveAttribute('data-fullscreen', 'false');

  // Bilal replies; the server holds only ciphertext, and no log line carries the text.
  await send(bilal.page, asha, `${canary} reply`);
  await expect(windowFor(asha.page, bilal).getByTestId('chat-message-text').last()).toHaveText(`${canary} reply`);
  const database = await withAppDatabase(async (client) => {
    const tables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const dumps: string[] = [];
    for (const { table_name } of tables.rows) {
      const rows = await client.query(`SELECT * FROM "${table_name}"`);
      dumps.push(JSON.stringify(rows.rows));
    }
    const stored = await client.query<{ encrypted_content: string }>(
      'SELECT encrypted_content FROM messages WHERE sender_id = $1 OR sender_id = $2',
      [asha.id, bilal.id],
    );
    return { dump: dumps.join('\n'), stored: stored.rows.map((row) => row.encrypted_content) };
  });
  expect(database.stored).toHaveLength(5);
  for (const content of database.stored) expect(content).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
  expect(database.dump).not.toContain(canary);
  expect(database.dump).not.toContain('are you there?');
  const log = serverLog();
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain(canary);
  expect(log).not.toContain('are you there?');

  // Close hides the window and forgets its state.
  await bilalWindow.getByTestId('chat-close').click();
  await expect(bilalWindow).toHaveCount(0);

  // Going offline and back: Bilal's page closes, Asha sees him leave after the grace period, writes;
  // Bilal's next page gets what was sent meanwhile.
  const bilalContext = bilal.page.context();
  await bilal.page.close();
  await expect(windowFor(asha.page, bilal).getByTestId('chat-online-dot')).toHaveCount(0, {
    timeout: (GRACE_S + 5) * 1000,
  });
  await send(asha.page, bilal, 'sent while you were away');
  const bilalAgain = await bilalContext.newPage();
  await bilalAgain.goto('/dashboard');
  const awayToast = bilalAgain.locator('[data-slot="toast"]').filter({ hasText: `New message from ${asha.name}` });
  await expect(awayToast).toContainText('sent while you were away');
  await awayToast.getByRole('button', { name: 'Open Chat' }).click();
  await expect(windowFor(bilalAgain, asha).getByTestId('chat-message-text').last()).toHaveText(
    'sent while you were away',
  );

  // Clear for everyone empties both sides.
  const ashaWindow = windowFor(asha.page, bilal);
  await ashaWindow.getByTestId('chat-clear').click();
  const dialog = asha.page.getByRole('alertdialog').or(asha.page.getByRole('dialog'));
  await expect(dialog).toContainText('Clear chat history?');
  await expect(dialog).toContainText(
    `This will permanently delete messages with ${bilal.name}. This action cannot be undone.`,
  );
  await dialog.getByTestId('chat-clear-for-everyone').click();
  await expect(asha.page.locator('[data-slot="toast"]').filter({ hasText: 'Chat Cleared' })).toContainText(
    'Your conversation history has been updated.',
  );
  await expect(ashaWindow.getByTestId('chat-message')).toHaveCount(0);
  await expect(windowFor(bilalAgain, asha).getByTestId('chat-message')).toHaveCount(0);
});

test('a member who is not a friend cannot send a message (the server refuses)', async ({ browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const asha = await member(browser, baseURL, `Asha ${stamp}`);
  const stranger = await member(browser, baseURL, `Stranger ${stamp}`);
  const refused = await stranger.page.request.post('/api/chat/messages', {
    headers: { origin: baseURL! },
    data: { clientId: `c_${stamp}_0001`, receiverId: asha.id, encryptedContent: 'v1.AAAAAAAAAAAAAAAAAAAAAAAA' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('You can only message friends.');
  // No chat can be opened from the stranger's side either: there is no Message button on Asha's profile.
  await stranger.page.goto(`/profile/${asha.id}`);
  await expect(stranger.page.getByRole('heading', { name: asha.name, level: 1 })).toBeVisible();
  await expect(stranger.page.getByTestId('message-friend-button')).toHaveCount(0);
});
