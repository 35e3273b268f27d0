import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';
import { e2eOrigin } from '../../support/paths.ts';

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the slide-in menu is 18rem wide, lists the extra items, and closes three ways', async ({ page }) => {
    const account = await createConfirmedAccount(page);
    await signInThroughUi(page, account.email, account.password);
    const menu = page.getByRole('dialog');
    const open = () => page.getByRole('button', { name: 'Open menu' }).click();

    await open();
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => getComputedStyle(el).width)).toBe('288px'); // 18rem
    for (const label of [
      'Home',
      'Jobs',
      'Online Tests',
      'Typing Test',
      'Result',
      'Admit Card',
      'Answer Key',
      'Exam Date',
      'Success Story',
      'My Profile',
      'Friends',
      'Chat',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('separator')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();

    // 1. the overlay
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
    // 2. the close button
    await open();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    // 3. choosing a link
    await open();
    await menu.getByRole('link', { name: 'Friends', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/friends$/);
    await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();

    await open();
    await menu.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  });
});

test('the bottom ad bar is fixed, 60 px high, and never covers the page content', async ({ page }) => {
  await page.goto('/');
  const ad = page.getByTestId('bottom-ad');
  await expect(ad).toHaveText('BOTTOM AD');
  const viewport = page.viewportSize()!;
  const box = (await ad.boundingBox())!;
  expect(box.height).toBe(60);
  expect(box.y + box.height).toBe(viewport.height);
  expect(await ad.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  // Scrolled to the end, the last content sits above the bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastLink = page.getByRole('button', { name: 'Forgot Password?' });
  const linkBox = (await lastLink.boundingBox())!;
  expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(box.y);
});

test('pages carry title, description, keywords, Open Graph, canonical and JSON-LD', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('JobPortal');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Government jobs/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /government jobs/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'JobPortal');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'JobPortal');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eOrigin}/`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'WebSite', name: 'JobPortal' });

  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/jobs?cat=railway');
  await expect(page).toHaveTitle('Railway Jobs | JobPortal');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eOrigin}/jobs`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${e2eOrigin}/jobs`);
});

test('the back action goes back one step, and on /jobs?cat= asks to exit the app', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/result');
  await page.goto('/admit-card');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/result$/);

  await page.goto('/jobs?cat=railway');
  const seen: Array<{ type: string; message: string }> = [];
  page.once('dialog', async (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    await dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => seen).toEqual([{ type: 'confirm', message: 'Do you want to exit the app?' }]);
  await expect(page).toHaveURL(/\/jobs\?cat=railway$/);

  // Inside the Android wrapper, its bridge shows the native prompt instead; the wrapper calls jobPortalBack().
  await page.evaluate(() => {
    (window as unknown as { prompts: number }).prompts = 0;
    window.JobPortalAndroid = {
      showExitPrompt: () => {
        (window as unknown as { prompts: number }).prompts += 1;
      },
    };
  });
  await page.evaluate(() => window.jobPortalBack?.());
  expect(await page.evaluate(() => (window as unknown as { prompts: number }).prompts)).toBe(1);
});
