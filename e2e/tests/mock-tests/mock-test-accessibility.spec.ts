import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';
import { seriousAxeFindings } from '../../support/axe.ts';
import { expectTapTargets } from '../../support/tap-target.ts';

/**
 * The mock-test player and the result page at a phone and a desktop width (issue #25, items 12 and 13):
 * no serious or critical axe-core finding (the player's "Save & Next" was white on a green of 3.21:1;
 * the result's sideways-scrolling tables could not be reached by keyboard), and on a phone the
 * language select, the section tabs and the result's "View in" and "Show" selects are 44 px tall.
 */

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** Presses Tab from the top of the page until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${what}: Tab never reaches it`);
}

test('the player and the result: no serious axe finding at 360 and 1280 px, the result tables scroll from the keyboard, 44 px controls on a phone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);

  // Four sections in English and Hindi: the player has section tabs and a language select.
  await page.goto('/tests/ssc-cgl-tier-1-mock-1');
  await page.getByLabel('I have read and understood the instructions.').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(page).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('timer')).toBeVisible();
  // An answered question: the palette shows the green "answered" state too.
  await page.getByRole('radiogroup').getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByTestId('question-text')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');
  // And a choice on the question shown (highlighted, not saved yet).
  await page.getByRole('radiogroup').getByRole('radio').nth(1).check();

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('button', { name: 'Save & Next' })).toBeVisible();
    expect.soft(await seriousAxeFindings(page), `the player at ${viewport.width} px`).toEqual([]);
  }

  await page.setViewportSize(WIDTHS[0]);
  await expectTapTargets(page.getByTestId('language-switch'), 'the player’s language select');
  await expectTapTargets(page.getByRole('tablist').getByRole('tab'), 'the player’s section tabs');

  // The confirmation's per-section table scrolls sideways on a phone too.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('submit-sections')).toBeVisible();
  expect.soft(await seriousAxeFindings(page), 'the submit confirmation at 360 px').toEqual([]);
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}\/result$/);
  await expect(page.getByTestId('result-score')).toBeVisible();

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('topic-table')).toBeVisible();
    expect.soft(await seriousAxeFindings(page), `the result at ${viewport.width} px`).toEqual([]);
  }

  // On a phone each table scrolls sideways in its own box: Tab reaches the box, the arrow keys scroll it.
  await page.setViewportSize(WIDTHS[0]);
  for (const name of ['Sections', 'Topics']) {
    const box = page.getByRole('region', { name, exact: true });
    await expect(box, `the ${name} table's scroll box`).toBeVisible();
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth), `${name} scrolls sideways`).toBe(
      true,
    );
    await tabTo(page, box, `the ${name} table`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft), `${name} scrolled`).toBeGreaterThan(0);
  }

  await expectTapTargets(page.getByLabel('View in', { exact: true }), 'the result’s “View in” select');
  await expectTapTargets(page.getByLabel('Show', { exact: true }), 'the result’s “Show” select');
});
