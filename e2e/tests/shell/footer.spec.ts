import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

const LINKS = [
  ['About', /\/page\/about$/, 'About JobPortal'],
  ['Contact', /\/page\/contact$/, 'Contact'],
  ['Privacy', /\/page\/privacy$/, 'Privacy'],
  ['Terms', /\/page\/terms$/, 'Terms of use'],
  ['Miscellaneous', /\/misc$/, 'Miscellaneous'],
  ['Syllabus', /\/syllabus$/, 'Syllabus'],
] as const;

async function followEveryFooterLink(page: Page) {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  const footer = page.getByTestId('site-footer');
  const ad = page.getByTestId('bottom-ad');
  for (const [label, url, heading] of LINKS) {
    await page.goto('/dashboard');
    await footer.scrollIntoViewIfNeeded();
    const link = footer.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    // Scrolled to the end, the footer sits wholly above the fixed ad bar, never under it. The
    // dashboard's lists may still be loading (the page grows), so scroll again until it is still.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const linkBox = await link.boundingBox();
          const adBox = await ad.boundingBox();
          return linkBox && adBox ? adBox.y - (linkBox.y + linkBox.height) : -1;
        },
        { message: label },
      )
      .toBeGreaterThanOrEqual(0);
    expect((await link.boundingBox())!.height, label).toBeGreaterThanOrEqual(44);
    await link.click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
  // The lists the footer adds have demo notices.
  await page.goto('/syllabus');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the footer links About, Contact, Privacy, Terms, Miscellaneous and Syllabus at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await followEveryFooterLink(page);
});

test.describe('on a small phone (360×740)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the same footer links work at 360 px', async ({ page }) => {
    await followEveryFooterLink(page);
  });
});
