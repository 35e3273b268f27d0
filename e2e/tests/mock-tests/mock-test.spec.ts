import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

/**
 * Online mock tests end to end, in the official CBT style: the catalogue, the instructions, the
 * player (palette states, the buttons, the language switch, a reload mid-test), the result and the
 * review; and a 1-minute test left alone, submitted by the server at its deadline.
 *
 * Set MOCK_TEST_SCREENSHOTS=<dir> to save screenshots of each page at phone and desktop widths.
 */

type Question = {
  key: string;
  text: { en: string; hi: string };
  options: { en: string; hi: string }[];
  answerIndex: number;
};
type Content = { title: string; sections: { questions: Question[] }[] };

const load = (slug: string): Content =>
  JSON.parse(
    readFileSync(new URL(`../../../apps/server/src/db/seed/demo/tests/${slug}.json`, import.meta.url), 'utf8'),
  ) as Content;
const quiz = load('daily-quiz-general-studies-1');
const quizQuestions = quiz.sections.flatMap((section) => section.questions);
const drill = load('one-minute-drill-1');
const drillQuestions = drill.sections.flatMap((section) => section.questions);

const screenshots = process.env['MOCK_TEST_SCREENSHOTS'];
async function snap(page: Page, name: string) {
  if (!screenshots) return;
  await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: page.viewportSize()!.width > 600 });
}

/** Nothing sticks out sideways at phone width. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const palette = (page: Page, key: string) => page.getByTestId('palette').locator(`[data-question="${key}"]`);
const legend = (page: Page, state: string) => page.getByTestId('palette-legend').locator(`[data-state="${state}"]`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option of the question shown, by its text (labelled "A. text"). */
const option = (page: Page, text: string) =>
  page.getByRole('radio', { name: new RegExp(`^[A-F]\\.\\s*${escape(text)}$`) });

async function openTest(page: Page, title: string) {
  await page.goto('/tests');
  await expect(page.getByRole('heading', { name: 'Online Tests', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: `View instructions: ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

async function begin(page: Page) {
  await page.getByLabel('I have read and understood the instructions.').check();
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(page).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('timer')).toBeVisible();
}

/** Seconds on the player's clock. */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('timer').textContent()) ?? '';
  const [m, s] = text
    .replace(/[^\d:]/g, '')
    .split(':')
    .map(Number);
  return m! * 60 + s!;
}

test('take a test: answer, mark, switch language, reload mid-test, submit, see the result and review', async ({
  page,
}) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);

  await page.goto('/tests');
  const card = page.locator('[data-testid="mock-test-card"][data-slug="daily-quiz-general-studies-1"]');
  await expect(card).toContainText('10 minutes');
  await expect(card).toContainText('10 questions');
  await expect(card).toContainText('No negative marking');
  await expect(page.locator('[data-slug="ssc-cgl-tier-1-mock-1"]')).toContainText('−0.5 per wrong answer');
  // Filter by sector and search.
  await page.getByLabel('Sector').selectOption('bank');
  const bankCards = page.getByTestId('mock-test-card');
  await expect(bankCards).toHaveCount(2);
  expect((await bankCards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-slug')))).sort()).toEqual([
    'ibps-clerk-prelims-mock-1',
    'ibps-po-prelims-mock-1',
  ]);
  await page.getByLabel('Sector').selectOption('');
  await page.getByLabel('Search tests').fill('ntpc');
  // The RRB NTPC mock and the practice set imported from the demo Excel bank (its exam is RRB NTPC).
  const ntpcCards = page.getByTestId('mock-test-card');
  await expect(ntpcCards).toHaveCount(2);
  expect((await ntpcCards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-slug')))).sort()).toEqual([
    'railway-practice-set-excel-bank',
    'rrb-ntpc-cbt-1-mock-1',
  ]);
  await page.getByLabel('Search tests').fill('');
  await snap(page, 'catalogue-desktop');

  await openTest(page, quiz.title);
  await expect(page.getByTestId('marking-scheme')).toHaveText(
    'Marks for a right answer: 1. No marks are deducted for a wrong answer.',
  );
  await snap(page, 'instructions-desktop');
  await begin(page);
  const attemptUrl = page.url();
  const [q1, q2, q3, q4, q5, q6] = quizQuestions;

  // Q1 right, Save & Next.
  await expect(page.getByTestId('question-text')).toHaveText(q1!.text.en);
  await option(page, q1!.options[q1!.answerIndex]!.en).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  // Q2 wrong, Mark for Review & Next: answered and marked (it counts).
  await expect(page.getByTestId('question-text')).toHaveText(q2!.text.en);
  await option(page, q2!.options[(q2!.answerIndex + 1) % 4]!.en).check();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  // Q3: a choice, then a palette number: the choice is not saved.
  await expect(page.getByTestId('question-text')).toHaveText(q3!.text.en);
  await option(page, q3!.options[0]!.en).check();
  await palette(page, q5!.key).click();
  // Q5: Mark for Review & Next without an answer.
  await expect(page.getByTestId('question-text')).toHaveText(q5!.text.en);
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(page.getByTestId('question-text')).toHaveText(q6!.text.en);
  // Q6: answer, then Clear Response.
  await option(page, q6!.options[q6!.answerIndex]!.en).check();
  await page.getByRole('button', { name: 'Clear Response' }).click();
  await expect(option(page, q6!.options[q6!.answerIndex]!.en)).not.toBeChecked();
  // Previous goes back without saving.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('question-text')).toHaveText(q5!.text.en);
  await palette(page, q6!.key).click();

  /** The palette and its legend; `q4Answered`: after the answer given offline. */
  const expectStates = async (q4Answered: boolean) => {
    await expect(palette(page, q1!.key)).toHaveAttribute('data-state', 'answered');
    await expect(palette(page, q2!.key)).toHaveAttribute('data-state', 'answered_marked');
    await expect(palette(page, q3!.key)).toHaveAttribute('data-state', 'not_answered');
    await expect(palette(page, q4!.key)).toHaveAttribute('data-state', q4Answered ? 'answered' : 'not_visited');
    await expect(palette(page, q5!.key)).toHaveAttribute('data-state', 'marked');
    await expect(palette(page, q6!.key)).toHaveAttribute('data-state', 'not_answered');
    await expect(legend(page, 'answered').locator('span').first()).toHaveText(q4Answered ? '2' : '1');
    await expect(legend(page, 'answered_marked').locator('span').first()).toHaveText('1');
    await expect(legend(page, 'marked').locator('span').first()).toHaveText('1');
    await expect(legend(page, 'not_answered').locator('span').first()).toHaveText('2');
    await expect(legend(page, 'not_visited').locator('span').first()).toHaveText(q4Answered ? '4' : '5');
  };
  await expectStates(false);

  // Offline: the answer is kept on this device, then sent when the connection is back.
  await page.context().setOffline(true);
  await palette(page, q4!.key).click();
  await option(page, q4!.options[q4!.answerIndex]!.en).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Offline: answers are kept on this device')).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.includes(':mock-test:'))
      .map((key) => localStorage.getItem(key))
      .join(''),
  );
  expect(stored).toContain(q4!.key);
  await page.context().setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');
  await palette(page, q6!.key).click();
  await expectStates(true);

  // The whole paper in Hindi.
  await page.getByTestId('language-switch').selectOption('hi');
  await expect(page.getByTestId('question-text')).toHaveText(q6!.text.hi);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');
  await snap(page, 'player-desktop');

  // A reload resumes: the answers, the language and the remaining time are intact.
  const before = await clockSeconds(page);
  expect(before).toBeGreaterThan(500);
  await page.reload();
  await expect(page).toHaveURL(attemptUrl);
  await expect(page.getByTestId('timer')).toBeVisible();
  const after = await clockSeconds(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
  await expect(page.getByTestId('language-switch')).toHaveValue('hi');
  // It reopens the question that was on screen.
  await expect(page.getByTestId('question-text')).toHaveText(q6!.text.hi);
  await expectStates(true);
  await palette(page, q2!.key).click();
  await expect(option(page, q2!.options[(q2!.answerIndex + 1) % 4]!.hi)).toBeChecked();

  // Phone width: the palette is a drawer.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await snap(page, 'player-phone');
  await page.getByRole('button', { name: 'Questions' }).click();
  await expect(page.getByRole('dialog').getByTestId('palette-legend')).toBeVisible();
  // Let the drawer finish sliding in before the picture.
  await page.waitForTimeout(400);
  await snap(page, 'player-phone-palette');
  await page.keyboard.press('Escape');

  // Submit, with the counts per state in the confirmation.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const summary = page.getByTestId('submit-total');
  await expect(summary.locator('[data-state="answered"] > span').first()).toHaveText('2');
  await expect(summary.locator('[data-state="answered_marked"] > span').first()).toHaveText('1');
  await expect(summary.locator('[data-state="marked"] > span').first()).toHaveText('1');
  await expect(summary.locator('[data-state="not_answered"] > span').first()).toHaveText('2');
  await expect(summary.locator('[data-state="not_visited"] > span').first()).toHaveText('4');
  await snap(page, 'submit-phone');
  await page.getByRole('button', { name: 'Yes, submit' }).click();

  await expect(page).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}\/result$/);
  await expect(page.getByTestId('result-score')).toHaveText('2 / 10');
  await expect(page.getByTestId('result-correct')).toHaveText('2');
  await expect(page.getByTestId('result-wrong')).toHaveText('1');
  await expect(page.getByTestId('result-skipped')).toHaveText('7');
  await expect(page.getByTestId('result-rank')).toContainText(/^\d+ of \d+$/);
  await expect(page.getByTestId('result-percentile')).toHaveText(/^\d{1,3}\.\d{7}$/);
  await expect(page.getByTestId('auto-submitted')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await snap(page, 'result-phone');

  // The review: my answer, the right one and the explanation in both languages.
  const reviewed = page.locator(`[data-testid="review-question"][data-question="${q2!.key}"]`);
  await expect(reviewed).toHaveAttribute('data-outcome', 'wrong');
  await expect(reviewed.locator('[data-right]')).toHaveCount(1);
  await expect(reviewed.locator('[data-chosen]')).toHaveCount(1);
  await expect(reviewed.getByTestId('explanation-other')).toBeVisible();
  await reviewed.scrollIntoViewIfNeeded();
  await snap(page, 'review-phone');
  await page.getByTestId('review-language').selectOption('en');
  await expect(reviewed).toContainText(q2!.text.en);
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, 'result-desktop');

  // History, and the catalogue shows my best.
  await page.getByRole('link', { name: 'My attempts' }).click();
  await expect(page.getByTestId('history-score').first()).toHaveText('2 / 10');
  await page.goto('/tests');
  await expect(card.getByTestId('my-best')).toContainText('Your best: 2 / 10');
});

test('a 1-minute test left alone is submitted by itself at its deadline', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await openTest(page, drill.title);
  await begin(page);
  const [first] = drillQuestions;
  await option(page, first!.options[first!.answerIndex]!.en).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');
  expect(await clockSeconds(page)).toBeLessThanOrEqual(60);

  // A second candidate starts the same test and closes the browser.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.9' } });
  const closed = await other.newPage();
  const otherAccount = await createConfirmedAccount(closed, { name: 'Ravi Kumar' });
  await signInThroughUi(closed, otherAccount.email, otherAccount.password);
  await openTest(closed, drill.title);
  await begin(closed);
  await option(closed, first!.options[first!.answerIndex]!.en).check();
  await closed.getByRole('button', { name: 'Save & Next' }).click();
  await expect(closed.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');
  const closedAttempt = closed.url();
  await other.close();

  // The page left open shows the result when the server has submitted the test at 0:00.
  await expect(page).toHaveURL(/\/result$/, { timeout: 90_000 });
  await expect(page.getByTestId('auto-submitted')).toHaveText('Submitted automatically when the time ran out.');
  await expect(page.getByTestId('result-score')).toHaveText('1 / 4');

  // The closed one was submitted by the server too: its candidate finds it in the history.
  const again = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.10' } });
  const back = await again.newPage();
  await signInThroughUi(back, otherAccount.email, otherAccount.password);
  // Its deadline is a little later than the first one's (it started later): until then it is open.
  await expect(async () => {
    await back.goto('/tests/history');
    await expect(back.getByTestId('history-score')).toHaveText('1 / 4', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await back.goto(closedAttempt);
  await expect(back).toHaveURL(/\/result$/);
  await expect(back.getByTestId('auto-submitted')).toBeVisible();
  await again.close();
});
