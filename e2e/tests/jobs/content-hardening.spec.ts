import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

test.describe('on a small phone (360×740)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a demo job renders its exam pattern as Markdown; the table scrolls in its own box', async ({ page }) => {
    const account = await createConfirmedAccount(page);
    await signInThroughUi(page, account.email, account.password);
    await page.goto('/jobs/demo-ssc-cgl-2026');
    const pattern = page.getByTestId('exam-pattern');
    await expect(pattern.locator('strong').first()).toHaveText('Tier-I');
    await expect(pattern.locator('table').first()).toBeVisible();
    await expect(pattern.getByRole('columnheader', { name: 'Section' }).first()).toBeVisible();
    await expect(pattern).not.toContainText('**');
    await expect(pattern).not.toContainText('| --- |');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('exam-pattern-360.png'), fullPage: true });
  });
});

test('lists: a page past the end goes to the last page; unknown items show a not-found state with a way back', async ({
  page,
}) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);

  await page.goto('/jobs?page=999');
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expect(page.getByTestId('empty-state')).toHaveCount(0);
  // Replaced, not pushed: going back leaves the list instead of landing on page 999 again.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/result?page=999');
  await expect(page).toHaveURL(/\/result(\?page=\d+)?$/);
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  await expect(page.getByTestId('empty-state')).toHaveCount(0);

  await page.goto('/tests/no-such-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Test not found' })).toBeVisible();
  await page.getByRole('link', { name: 'All tests' }).click();
  await expect(page).toHaveURL(/\/tests$/);

  await page.goto('/tests/attempts/00000000-0000-4000-8000-000000000000/result');
  await expect(page.getByRole('heading', { level: 1, name: 'Attempt not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All tests' })).toHaveAttribute('href', '/tests');

  await page.goto('/notice/00000000-0000-4000-8000-000000000000/pdf');
  await expect(page.getByTestId('not-found')).toContainText('This notice does not exist or is no longer published.');
  await expect(page.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/jobs');
});

test('exam dates: upcoming first, past exams collapsed; closed answer-key windows marked', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const iso = (text: string) => text.replace(/^.*?(\d{2})\/(\d{2})\/(\d{4}).*$/s, '$3-$2-$1');

  await page.goto('/exam-date');
  const upcoming = page.getByTestId('notice-row').getByTestId('exam-date');
  await expect(upcoming.first()).toBeVisible();
  const dates = (await upcoming.allTextContents()).map(iso);
  expect(dates.length).toBeGreaterThanOrEqual(10);
  expect(
    dates.every((date) => date >= today),
    dates.join(' '),
  ).toBe(true);
  expect([...dates].sort()).toEqual(dates);

  const past = page.getByTestId('past-exams');
  await expect(past).not.toHaveAttribute('open');
  await expect(page.getByTestId('past-exam-row')).toHaveCount(0);
  await past.getByText('Past exams').click();
  await expect(page.getByTestId('past-exam-row').first()).toBeVisible();
  const pastDates = (await page.getByTestId('past-exam-row').getByTestId('exam-date').allTextContents()).map(iso);
  expect(
    pastDates.every((date) => date < today),
    pastDates.join(' '),
  ).toBe(true);
  expect([...pastDates].sort().reverse()).toEqual(pastDates);

  await page.goto('/answer-key');
  const statuses = page.getByTestId('objection-status');
  await expect(statuses.first()).toBeVisible();
  const texts = await statuses.allTextContents();
  expect(
    texts.some((text) => text === 'Closed'),
    texts.join(' | '),
  ).toBe(true);
  expect(texts.every((text) => /^(Closed|Open until \d{2}\/\d{2}\/\d{4}|Opens \d{2}\/\d{2}\/\d{4})$/.test(text))).toBe(
    true,
  );
});
