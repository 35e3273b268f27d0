import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { signInThroughUi } from '../../support/accounts.ts';
import {
  befriend,
  chatKeysReady,
  member,
  openChatFromFriends,
  send,
  skipKeyBackupGuide,
  userContext,
  windowFor,
} from './chat-helpers.ts';

const PHONE = { width: 360, height: 740 };

/**
 * A notice is one line: its text does not wrap, and the notice is no taller than its button row (a
 * 44 px tap target on phones) with its padding.
 */
async function expectOneLine(page: Page, testId: string) {
  const notice = page.getByTestId(testId);
  await expect(notice).toBeVisible();
  const text = notice.locator('p');
  const { lineHeight, height } = await text.evaluate((element) => ({
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    height: element.getBoundingClientRect().height,
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
  const buttonHeights = await notice
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
  expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(Math.max(...buttonHeights) + 16);
}

test('key backup as a guided step: set a passphrase on the first device, unlock the history with it on a second', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const passphrase = `river lantern ${stamp} maple`;
  const asha = await member(browser, baseURL, `Asha ${stamp}`, 212);
  const bilal = await member(browser, baseURL, `Bilal ${stamp}`, 212);
  await befriend(asha, bilal, baseURL!);
  await chatKeysReady(asha, bilal);
  await skipKeyBackupGuide(bilal.page);

  // First device (a phone): opening chat brings the guide; "Not now" leaves a one-line banner.
  await asha.page.setViewportSize(PHONE);
  await openChatFromFriends(asha.page, bilal);
  const guide = asha.page.getByTestId('chat-backup-guide');
  await expect(guide).toHaveAttribute('data-step', 'backup');
  await asha.page.screenshot({ path: test.info().outputPath('guide-backup.png') });
  await guide.getByRole('button', { name: 'Not now' }).click();
  await expect(guide).toHaveCount(0);
  await expectOneLine(asha.page, 'chat-save-code');
  await asha.page.screenshot({ path: test.info().outputPath('banner-backup.png') });
  await asha.page.getByTestId('chat-save-code').getByRole('button', { name: 'Back up' }).click();
  await expect(guide).toHaveAttribute('data-step', 'backup');

  // Typed twice, checked, then saved.
  await guide.getByLabel('Chat passphrase').fill(passphrase);
  await guide.getByLabel('Type the passphrase again').fill(`${passphrase}x`);
  await guide.getByRole('button', { name: 'Save backup' }).click();
  await expect(guide.getByRole('alert')).toHaveText('The two passphrases do not match.');
  await guide.getByLabel('Type the passphrase again').fill(passphrase);
  const upload = asha.page.waitForResponse(
    (response) => response.url().endsWith('/api/chat/key-backup') && response.request().method() === 'PUT',
  );
  await guide.getByRole('button', { name: 'Save backup' }).click();
  expect((await upload).status()).toBe(200);
  await expect(guide).toHaveCount(0, { timeout: 30_000 });
  await expect(asha.page.getByTestId('chat-save-code')).toHaveCount(0);
  const stored = (await (await asha.page.request.get('/api/chat/key-backup')).json()) as { blob: string };
  expect(JSON.parse(stored.blob)).toMatchObject({ secret: 'passphrase' });
  expect(stored.blob).not.toContain(passphrase);

  // History made on the first device.
  await send(asha.page, bilal, `first device hello ${stamp}`);
  await openChatFromFriends(bilal.page, asha);
  await expect(windowFor(bilal.page, asha).getByTestId('chat-message-text')).toHaveText([
    `first device hello ${stamp}`,
  ]);
  await send(bilal.page, asha, `reply to the first device ${stamp}`);

  // A second device: one dialog asks for the passphrase.
  const second = await (await userContext(browser, baseURL, 212)).newPage();
  await second.setViewportSize(PHONE);
  await signInThroughUi(second, asha.email, asha.password);
  await openChatFromFriends(second, bilal);
  const restore = second.getByTestId('chat-backup-guide');
  await expect(restore).toHaveAttribute('data-step', 'restore');
  await expect(restore.getByRole('heading', { name: 'Unlock your chat history' })).toBeVisible();
  await restore.getByRole('button', { name: 'Not now' }).click();
  await expectOneLine(second, 'chat-key-restore');
  await second.screenshot({ path: test.info().outputPath('banner-restore.png') });
  await second.getByTestId('chat-key-restore').getByRole('button', { name: 'Restore' }).click();

  await restore.getByLabel('Chat passphrase').fill('not the passphrase at all');
  await restore.getByRole('button', { name: 'Unlock' }).click();
  await expect(restore.getByRole('alert')).toHaveText('Wrong passphrase. Check it and try again.', {
    timeout: 30_000,
  });
  await second.screenshot({ path: test.info().outputPath('guide-restore-wrong.png') });
  await restore.getByLabel('Chat passphrase').fill(passphrase);
  await restore.getByRole('button', { name: 'Unlock' }).click();
  await expect(restore).toHaveCount(0, { timeout: 30_000 });

  // The earlier history reads on the second device.
  await expect(windowFor(second, bilal).getByTestId('chat-message-text')).toHaveText([
    `first device hello ${stamp}`,
    `reply to the first device ${stamp}`,
  ]);
  await expect(second.getByTestId('chat-key-restore')).toHaveCount(0);
  await second.screenshot({ path: test.info().outputPath('second-device.png') });
});

/**
 * Issue #25, item 14: the guide opens when the member opens a chat, never by itself on a page load
 * (a chat window restored by a reload); "Not now" holds on this device; when it closes, focus goes to
 * the chat's text box.
 */
test('the key-backup guide never opens by itself on a page load, and “Not now” holds', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const asha = await member(browser, baseURL, `Asha ${stamp}`, 215);
  const bilal = await member(browser, baseURL, `Bilal ${stamp}`, 215);
  await befriend(asha, bilal, baseURL!);
  await chatKeysReady(asha, bilal);
  const page = asha.page;
  const guide = page.getByTestId('chat-backup-guide');
  const input = windowFor(page, bilal).getByTestId('chat-input');
  const banner = page.getByTestId('chat-save-code');
  // Behind a modal dialog the page is hidden from assistive technology: its buttons have no role.
  const messageButton = page.getByRole('button', { name: `Message ${bilal.name}` });

  // Opening a chat brings the guide; the page is reloaded while it is still open, unanswered.
  await openChatFromFriends(page, bilal);
  await expect(guide).toHaveAttribute('data-step', 'backup');
  await page.reload();
  await expect(windowFor(page, bilal)).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(messageButton).toBeVisible();
  await expect(guide).toHaveCount(0);

  // The member opens a chat again: the guide comes; "Not now" puts focus in the chat's text box.
  await windowFor(page, bilal).getByRole('button', { name: 'Close chat' }).click();
  await expect(windowFor(page, bilal)).toHaveCount(0);
  await messageButton.click();
  await expect(guide).toHaveAttribute('data-step', 'backup');
  await guide.getByRole('button', { name: 'Not now' }).click();
  await expect(guide).toHaveCount(0);
  await expect(input).toBeFocused();

  // "Not now" holds: after a reload, and when the chat is opened again.
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(messageButton).toBeVisible();
  await expect(guide).toHaveCount(0);
  await windowFor(page, bilal).getByRole('button', { name: 'Close chat' }).click();
  await messageButton.click();
  await expect(windowFor(page, bilal)).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(guide).toHaveCount(0);

  // The banner still asks; closing the guide again returns to the text box.
  await banner.getByRole('button', { name: 'Back up' }).click();
  await expect(guide).toHaveAttribute('data-step', 'backup');
  await page.keyboard.press('Escape');
  await expect(guide).toHaveCount(0);
  await expect(input).toBeFocused();
});
