import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

let address = 0;
/** A second user in a browser context of their own, with their own client address (per-IP limits). */
async function otherContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  address += 1;
  return browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `10.200.${Math.floor(address / 250)}.${(address % 250) + 1}` },
  });
}

async function signedIn(page: Page, name: string) {
  const account = await createConfirmedAccount(page, { name });
  await signInThroughUi(page, account.email, account.password);
  return account;
}

test('A finds B, B accepts, both are friends; A blocks B and B no longer finds A; a story shows as pending', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const ashaName = `Asha ${stamp}`;
  const bilalName = `Bilal ${stamp}`;
  await signedIn(page, ashaName);
  const bilalContext = await otherContext(browser, baseURL);
  const bilalPage = await bilalContext.newPage();
  await signedIn(bilalPage, bilalName);

  // A finds B in the directory and sends a request.
  await page.goto('/users');
  await page.getByLabel('Search members by name').fill(bilalName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/users\?q=/);
  const card = page.getByRole('article').filter({ hasText: bilalName });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Add friend' }).click();
  await expect(card.getByRole('button', { name: 'Cancel request' })).toBeVisible();

  // B sees it under Friends › Requests and accepts.
  await bilalPage.goto('/friends');
  await bilalPage.getByRole('tab', { name: /Requests/ }).click();
  const request = bilalPage.getByRole('article').filter({ hasText: ashaName });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  await bilalPage.getByRole('tab', { name: /^Friends/ }).click();
  await expect(bilalPage.getByRole('article').filter({ hasText: ashaName })).toBeVisible();

  // A sees B as a friend, on the friends page and on B's profile.
  await page.goto('/friends');
  const friendCard = page.getByRole('article').filter({ hasText: bilalName });
  await expect(friendCard).toBeVisible();
  await friendCard.getByRole('link', { name: bilalName }).click();
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  await expect(page.getByRole('heading', { name: bilalName, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfriend' })).toBeVisible();

  // A blocks B (with a confirmation); B no longer finds A, nor opens A's profile.
  const ashaProfileUrl = await bilalPage.evaluate(async (name) => {
    const response = await fetch(`/api/users?q=${encodeURIComponent(name)}`);
    const body = (await response.json()) as { items: Array<{ id: string }> };
    return `/profile/${body.items[0]!.id}`;
  }, ashaName);
  await page.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Block ${bilalName}?`);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();

  await bilalPage.goto('/users');
  await bilalPage.getByLabel('Search members by name').fill(ashaName);
  await bilalPage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(bilalPage.getByText('No members match these filters. Try another name, state or exam.')).toBeVisible();
  await expect(bilalPage.getByRole('article').filter({ hasText: ashaName })).toHaveCount(0);
  await bilalPage.goto(ashaProfileUrl);
  await expect(bilalPage.getByText('This member does not exist.')).toBeVisible();
  await bilalContext.close();

  // A submits a success story; it is pending review on A's profile.
  await page.goto('/submit-story');
  await page.getByLabel('Title').fill('How I cleared SSC CHSL while working full time');
  await page.getByLabel('Exam', { exact: true }).fill('SSC CHSL');
  await page.getByLabel('Year you passed').fill('2025');
  await page.getByLabel('Post or department').fill('Lower Division Clerk, CAG');
  await page
    .getByLabel('Your story')
    .fill(
      'I studied for two hours before work and one hour after. ' +
        'Every Sunday I took a full mock test and wrote down each mistake in a notebook. ' +
        'After eight months the notebook was my best teacher: I knew exactly which topics to revise.',
    );
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Thank you! Your story is pending review.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My stories' }).click();
  const mine = page.getByTestId('my-stories');
  await expect(mine.getByText('How I cleared SSC CHSL while working full time')).toBeVisible();
  await expect(mine.getByText('Pending review')).toBeVisible();
});
