import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

/** Helpers of the chat specs (members on their own client addresses, friendship, the dock). */

let address = 0;
/** A browser context with its own client address (per-IP limits apply per member). */
export async function userContext(
  browser: Browser,
  baseURL: string | undefined,
  subnet: number,
): Promise<BrowserContext> {
  address += 1;
  return browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `10.${subnet}.${Math.floor(address / 250)}.${(address % 250) + 1}` },
  });
}

export type Member = { page: Page; id: string; name: string; email: string; password: string };

/** Signs up, confirms and signs in a member in a new context (a device of their own). */
export async function member(
  browser: Browser,
  baseURL: string | undefined,
  name: string,
  subnet: number,
): Promise<Member> {
  const page = await (await userContext(browser, baseURL, subnet)).newPage();
  const account = await createConfirmedAccount(page, { name });
  await signInThroughUi(page, account.email, account.password);
  const me = (await (await page.request.get('/api/me/profile')).json()) as { id: string };
  return { page, id: me.id, name, email: account.email, password: account.password };
}

export async function befriend(a: Member, b: Member, origin: string): Promise<void> {
  const sent = await a.page.request.post('/api/friends/requests', { data: { userId: b.id }, headers: { origin } });
  expect(sent.status()).toBe(200);
  const accepted = await b.page.request.post(`/api/friends/requests/${a.id}/accept`, { headers: { origin } });
  expect(accepted.status()).toBe(200);
}

/**
 * Waits until each member's browser has published their chat key (made after sign-in, once the member
 * pauses for 2 s: `requestChatDockWhenQuiet` in model/dock-request.ts): a chat opened before that says the friend
 * has not set up encrypted chat.
 */
export async function chatKeysReady(...members: Member[]): Promise<void> {
  for (const who of members) {
    await expect
      .poll(async () => (await who.page.request.get(`/api/chat/keys/${who.id}`)).status(), { timeout: 30_000 })
      .toBe(200);
  }
}

export const windowFor = (page: Page, friend: Pick<Member, 'id'>) =>
  page.locator(`[data-testid="chat-window"][data-friend-id="${friend.id}"]`);

/** The guided key-backup dialog shown when chat is first used: "Not now" whenever it is in the way. */
export async function skipKeyBackupGuide(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('chat-backup-guide'), async (dialog) => {
    await dialog.getByRole('button', { name: 'Not now' }).click();
  });
}

export async function openChatFromFriends(page: Page, friend: Pick<Member, 'id' | 'name'>): Promise<void> {
  await page.goto('/friends');
  await page.getByRole('button', { name: `Message ${friend.name}` }).click();
  await expect(windowFor(page, friend)).toBeVisible();
}

/** Types and sends a message without waiting for the server's acknowledgement (a burst). */
export async function sendAtOnce(page: Page, friend: Pick<Member, 'id'>, text: string): Promise<void> {
  const window = windowFor(page, friend);
  const input = window.getByTestId('chat-input');
  // The text box turns enabled in the same render that opens the key-backup guide (both wait for the
  // member's key), so a fill can land while the guide takes the focus: fill again until the text is
  // in the box (the guide's handler closes it before the next try).
  await expect(async () => {
    await input.fill(text);
    await expect(input).toHaveValue(text, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await window.getByTestId('chat-send').click();
  await expect(input).toHaveValue('');
}

/** Sends a message and waits until the server has acknowledged it. */
export async function send(page: Page, friend: Pick<Member, 'id'>, text: string): Promise<void> {
  await sendAtOnce(page, friend, text);
  await expect(windowFor(page, friend).locator('[data-testid="chat-message"][data-own="true"]').last()).toHaveAttribute(
    'data-pending',
    'false',
  );
}
