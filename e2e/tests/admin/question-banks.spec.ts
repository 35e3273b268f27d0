import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInAsAdmin, signInThroughUi } from '../../support/accounts.ts';
import { seriousAxeFindings } from '../../support/axe.ts';

/**
 * Question banks in as test makers keep them: a Word bank and an Excel sheet, each first with a
 * question missing its answer (refused, named, nothing imported), then whole (imported); a member then
 * takes the Word paper at 360 px and sees its equations as maths, its picture sharp and its table set.
 */

const cli = fileURLToPath(new URL('../../../apps/server/src/testing/bank-files-cli.ts', import.meta.url));

/** A bank made by the same generator as the server's tests and the demo content. */
function bank(name: string, questions: number, withoutAnswer: number[] = []) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'jobportal-bank-')), name);
  execFileSync(process.execPath, [cli, out, String(questions), ...withoutAnswer.map(String)]);
  return { name, mimeType: 'application/octet-stream', buffer: readFileSync(out) };
}

async function checkBank(page: Page, file: ReturnType<typeof bank>, slug: string) {
  const form = page.getByTestId('bank-import');
  await form.getByLabel(/^Question bank/).setInputFiles(file);
  await form.getByLabel(/^Slug/).fill(slug);
  await form.getByLabel('Title', { exact: true }).fill(`Bank ${slug}`);
  await form.getByLabel('Title in Hindi').fill('प्रश्न बैंक अभ्यास');
  await form.getByLabel('Exam').fill('SSC CGL Tier-I');
  await form.getByLabel('Minutes').fill('20');
  await form.getByRole('button', { name: 'Check the bank' }).click();
}

test('an admin imports a Word and an Excel bank, refused rows first; a member takes the Word paper at 360 px with its maths, figure and table', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await signInAsAdmin(page);
  await page.goto('/admin/tests');
  const form = page.getByTestId('bank-import');
  const report = form.getByTestId('bank-report');
  const importButton = form.getByRole('button', { name: 'Import the paper' });

  // ── Word, question 2 without its answer: refused by its number, nothing to import.
  await checkBank(page, bank('bank.docx', 8, [2]), `word-bank-${run}`);
  await expect(report.getByRole('status')).toHaveText('7 of 8 questions can be imported; 1 refused.');
  const refused = report.getByTestId('bank-rows').first();
  await expect(refused.getByTestId('bank-row')).toHaveCount(1);
  await expect(refused.getByRole('rowheader')).toHaveText('Question 2');
  await expect(refused).toContainText('has no answer: write it after "Ans:"');
  await expect(importButton).toBeDisabled();
  expect(await seriousAxeFindings(page), 'the bank import with its report').toEqual([]);

  // ── The whole Word bank: imported.
  const wordSlug = `word-bank-${run}`;
  await checkBank(page, bank('bank.docx', 8), wordSlug);
  await expect(report.getByRole('status')).toHaveText('8 of 8 questions can be imported; 0 refused.');
  await importButton.click();
  await expect(report.getByRole('status')).toHaveText(`Imported 8 questions as “${wordSlug}”.`);
  await expect(page.getByTestId('mock-test-row').filter({ hasText: wordSlug })).toBeVisible();

  // ── Excel, row 4 (question 3) without its answer, then whole.
  await checkBank(page, bank('bank.xlsx', 10, [3]), `sheet-bank-${run}`);
  await expect(report.getByRole('status')).toHaveText('9 of 10 questions can be imported; 1 refused.');
  await expect(report.getByTestId('bank-rows').first().getByRole('rowheader')).toHaveText('Row 4');
  await expect(importButton).toBeDisabled();
  const sheetSlug = `sheet-bank-${run}`;
  await checkBank(page, bank('bank.xlsx', 10), sheetSlug);
  await expect(report.getByRole('status')).toHaveText('10 of 10 questions can be imported; 0 refused.');
  await importButton.click();
  await expect(report.getByRole('status')).toHaveText(`Imported 10 questions as “${sheetSlug}”.`);

  // ── A member on a phone takes the Word paper.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const member = await phone.newPage();
  const account = await createConfirmedAccount(member);
  await signInThroughUi(member, account.email, account.password);
  await member.goto(`/tests/${wordSlug}`);
  await member.getByLabel('I have read and understood the instructions.').check();
  await member.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(member).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}$/);
  const question = member.getByTestId('question-text');
  // Q1: Word's equations, as maths.
  await expect(question).toContainText('find the value of');
  await expect(question.getByRole('math').first()).toBeVisible();
  await member.getByRole('button', { name: 'Save & Next' }).click();
  await member.getByRole('button', { name: 'Save & Next' }).click();
  // Q3: the picture, with the alt text it had in Word, sharp at the phone's width.
  const figure = question.getByRole('img', { name: /^Triangle ABC with base AB of \d+ cm$/ });
  await expect(figure).toBeVisible();
  await expect
    .poll(() => figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const drawn = await figure.evaluate((image: HTMLImageElement) => ({
    shown: image.clientWidth,
    file: image.naturalWidth,
    dpr: devicePixelRatio,
  }));
  expect(drawn.file).toBeGreaterThanOrEqual(Math.min(480, Math.round(drawn.shown * drawn.dpr)));
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await member.getByRole('button', { name: 'Save & Next' }).click();
  // Q4: the Directions set with its Word table.
  const passage = member.getByTestId('passage-panel');
  await expect(passage.getByRole('heading', { name: 'Directions (Q. 4–5)' })).toBeVisible();
  await expect(passage.getByRole('table')).toContainText('2023');
  expect(await seriousAxeFindings(member), 'the player with an imported set, at 360 px').toEqual([]);
  await phone.close();
});
