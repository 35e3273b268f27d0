import { expect, test } from '../../support/test.ts';
import {
  befriend,
  chatKeysReady,
  member,
  openChatFromFriends,
  send,
  skipKeyBackupGuide,
  windowFor,
} from './chat-helpers.ts';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width} px a new-message toast never covers the open chat's text box or Send button`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const bilal = await member(browser, baseURL, `Bilal ${stamp}`, 211);
    const asha = await member(browser, baseURL, `Asha ${stamp}`, 211);
    const chand = await member(browser, baseURL, `Chand ${stamp}`, 211);
    await befriend(bilal, asha, baseURL!);
    await befriend(bilal, chand, baseURL!);
    await chatKeysReady(bilal, asha, chand);
    for (const who of [bilal, asha, chand]) await skipKeyBackupGuide(who.page);

    // Bilal is typing to Asha when Chand writes to him.
    await bilal.page.setViewportSize(viewport);
    await openChatFromFriends(bilal.page, asha);
    const bilalWindow = windowFor(bilal.page, asha);
    const input = bilalWindow.getByTestId('chat-input');
    await expect(input).toBeEnabled();
    await input.click();
    await input.pressSequentially('half a sentence');
    await expect(input).toBeFocused();

    await openChatFromFriends(chand.page, bilal);
    await send(chand.page, bilal, `hello from Chand ${stamp}`);

    const toast = bilal.page.locator('[data-slot="toast"]').filter({ hasText: `New message from ${chand.name}` });
    await expect(toast).toContainText(`hello from Chand ${stamp}`);
    await toast.hover(); // pauses the 5 s timer while the boxes are measured
    await bilal.page.waitForTimeout(400); // the enter transition (300 ms) ends
    const toastBox = (await toast.boundingBox())!;
    const inputBox = (await input.boundingBox())!;
    const sendBox = (await bilalWindow.getByTestId('chat-send').boundingBox())!;
    await bilal.page.screenshot({ path: test.info().outputPath(`toast-${viewport.width}.png`) });
    expect(toastBox.width).toBeGreaterThan(0);
    expect(
      intersects(toastBox, inputBox),
      `toast ${JSON.stringify(toastBox)} over text box ${JSON.stringify(inputBox)}`,
    ).toBe(false);
    expect(
      intersects(toastBox, sendBox),
      `toast ${JSON.stringify(toastBox)} over Send ${JSON.stringify(sendBox)}`,
    ).toBe(false);
    // Nothing Bilal typed was lost.
    await expect(input).toHaveValue('half a sentence');
  });
}
