import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInAsAdmin, signInThroughUi } from '../../support/accounts.ts';
import { seriousAxeFindings } from '../../support/axe.ts';
import { questionPaperPdf, type PaperBox } from '../../support/question-paper.ts';

/**
 * A question paper's PDF made into a test through the crop screen (`/admin/tests/from-pdf`): files that
 * cannot be used are refused with the engine's words; a generated bilingual paper (English "Q.n" then
 * Hindi "प्रश्न n", one page in one column and one in two) gets a box per question and language where
 * the paper prints it; the admin moves a box and back by dragging, resizes one by keyboard, splits and
 * merges one, pairs a Hindi box again by its number, pastes a wrong key and then the right one, and
 * publishes. A member takes the test at 360 px: every question's picture is drawn from a file at
 * least as wide as it is shown (sharp), in English and in Hindi, and the score follows the key.
 */

const QUESTIONS = 8;
/** The key: question 7 dropped (full marks to everyone). */
const KEY = '1-A, 2-B, 3-C, 4-D, 5-A, 6-B, 7-Dropped, 8-D';
const LETTERS = ['A', 'B', 'C', 'D'];

/** A PDF locked with a user password (the standard security handler; no password opens it). */
function lockedPdf(): Buffer {
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Where = { page: number; x: number; y: number; width: number; height: number };

/** The selected box's page and box in points, as the panel shows them. */
async function selectedWhere(page: Page): Promise<Where> {
  const text = (await page.getByTestId('selected-where').textContent()) ?? '';
  const match = /Page (\d+), at (-?\d+), (-?\d+), (\d+) × (\d+) points/.exec(text);
  expect(match, text).not.toBeNull();
  const [, p, x, y, width, height] = match!.map(Number);
  return { page: p!, x: x!, y: y!, width: width!, height: height! };
}

/** The box of question `number` in `language` on its page, as drawn. */
const cropBox = (page: Page, number: number, language: 'en' | 'hi', nth = 0) =>
  page.locator(`[data-testid="crop-box"][data-number="${number}"][data-language="${language}"]`).nth(nth);

/** Whether a proposed box (in points, as its position on the drawn page says) holds the printed block. */
async function boxInPoints(box: Locator, pageWidthPoints: number): Promise<PaperBox> {
  return box.evaluate((element, width) => {
    const frame = element.parentElement!.getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    const ratio = width / frame.width;
    return {
      x: (rect.left - frame.left) * ratio,
      y: (rect.top - frame.top) * ratio,
      width: rect.width * ratio,
      height: rect.height * ratio,
    };
  }, pageWidthPoints);
}

const holds = (outer: PaperBox, inner: PaperBox, slack = 1.5) =>
  outer.x <= inner.x + slack &&
  outer.y <= inner.y + slack &&
  outer.x + outer.width >= inner.x + inner.width - slack &&
  outer.y + outer.height >= inner.y + inner.height - slack;

/** The question's picture is loaded from a file at least as wide as it is drawn on this screen (sharp). */
async function expectSharp(question: Locator) {
  const image = question.getByRole('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  const drawn = await image.evaluate((element: HTMLImageElement) => ({
    shown: element.clientWidth,
    file: element.naturalWidth,
    dpr: devicePixelRatio,
  }));
  expect(drawn.shown).toBeGreaterThan(250);
  expect(drawn.file).toBeGreaterThanOrEqual(Math.min(1080, Math.round(drawn.shown * drawn.dpr)));
}

test('an admin makes a test from a question paper PDF on the crop screen; a member takes it at 360 px and every crop is sharp', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const paper = await questionPaperPdf({ questions: QUESTIONS, browser });
  expect(paper.pageCount).toBe(2);
  const slug = `pyq-paper-${randomBytes(3).toString('hex')}`;
  const title = `SSC paper from PDF ${slug.slice(-6)}`;

  await signInAsAdmin(page);
  await page.goto('/admin/tests/from-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Paper from a PDF' })).toBeVisible();
  const fileInput = page.getByLabel('Question paper (PDF)');
  const problem = page.getByTestId('paper-problem');

  // ── Files that cannot be used: the engine's words, and no boxes.
  await fileInput.setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Not a PDF\n') });
  await expect(problem).toContainText('This file is not a PDF. Upload the question paper as a PDF file.');
  await fileInput.setInputFiles({ name: 'locked.pdf', mimeType: 'application/pdf', buffer: lockedPdf() });
  await expect(problem).toContainText('This PDF is locked with a password.');
  const big = path.join(tmpdir(), `paper-too-big-${process.pid}.pdf`);
  writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(51 * 1024 * 1024)]));
  try {
    await fileInput.setInputFiles(big);
    await expect(problem).toContainText('The PDF is 51.0 MB; the limit is 50.0 MB.');
  } finally {
    rmSync(big, { force: true });
  }
  await expect(page.getByTestId('crop-box')).toHaveCount(0);

  // ── The paper: a box per question and language, each holding its printed block.
  await fileInput.setInputFiles({ name: 'ssc-paper.pdf', mimeType: 'application/pdf', buffer: Buffer.from(paper.pdf) });
  await expect(page.getByTestId('paper-summary')).toContainText(
    `ssc-paper.pdf: 2 pages, ${QUESTIONS * 2} boxes proposed for ${QUESTIONS} questions.`,
  );
  await expect(problem).toHaveCount(0);
  await expect(page.getByTestId('crop-box')).toHaveCount(QUESTIONS * 2);
  for (const truth of paper.truth) {
    for (const [language, block] of [
      ['en', truth.enBox],
      ['hi', truth.hiBox],
    ] as const) {
      const box = cropBox(page, truth.number, language);
      await box.scrollIntoViewIfNeeded();
      await expect(box.locator('xpath=..')).toHaveAttribute('data-page', String(truth.pageIndex + 1));
      const drawn = await boxInPoints(box, paper.pageSize.width);
      expect(holds(drawn, block), `Q.${truth.number} ${language}: ${JSON.stringify({ drawn, block })}`).toBe(true);
    }
  }
  const rows = page.getByTestId('question-row');
  await expect(rows).toHaveCount(QUESTIONS);

  // The details.
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Title in Hindi').fill('पीडीएफ से एसएससी प्रश्नपत्र');
  await page.getByLabel('Exam', { exact: true }).fill('SSC CGL Tier-I');
  await page.getByLabel('Time (minutes)').fill('20');
  await expect(page.getByLabel('Marking')).toHaveValue('ssc_cgl_tier1');
  // The slug follows the title until it is typed: a wrong one first (the check refuses it below).
  await page.getByLabel('Address (slug)').fill('Not A Slug');

  // ── One box moved by dragging and back, then resized by keyboard.
  const q1 = cropBox(page, 1, 'en');
  await q1.scrollIntoViewIfNeeded();
  await q1.click({ position: { x: 200, y: 30 } });
  await expect(q1).toHaveAttribute('aria-pressed', 'true');
  await expect(q1).toBeFocused();
  const start = await selectedWhere(page);
  const handle = await q1.boundingBox();
  await page.mouse.move(handle!.x + 200, handle!.y + 30);
  await page.mouse.down();
  await page.mouse.move(handle!.x + 200, handle!.y + 50, { steps: 4 });
  await page.mouse.up();
  const dragged = await selectedWhere(page);
  expect(dragged.y).toBeGreaterThan(start.y + 10);
  await page.mouse.move(handle!.x + 200, handle!.y + 50);
  await page.mouse.down();
  await page.mouse.move(handle!.x + 200, handle!.y + 30, { steps: 4 });
  await page.mouse.up();
  expect(Math.abs((await selectedWhere(page)).y - start.y)).toBeLessThanOrEqual(1);

  const q5 = cropBox(page, 5, 'en');
  await q5.focus();
  await expect(q5).toHaveAttribute('aria-pressed', 'true');
  const before = await selectedWhere(page);
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowLeft');
  const after = await selectedWhere(page);
  expect(after).toEqual({ ...before, height: before.height - 2 });

  // ── Split and merge again: Q.2's English box in two (the lower half numbered 3), then one box.
  await cropBox(page, 2, 'en').focus();
  const wholeQ2 = await selectedWhere(page);
  await page.getByRole('button', { name: 'Split in the middle' }).click();
  await expect(page.getByTestId('crop-box')).toHaveCount(QUESTIONS * 2 + 1);
  await expect(page.getByRole('heading', { name: 'Question 3, English' })).toBeVisible();
  await cropBox(page, 2, 'en').focus();
  await page.getByRole('button', { name: 'Merge with next' }).click();
  await expect(page.getByTestId('crop-box')).toHaveCount(QUESTIONS * 2);
  expect(await selectedWhere(page)).toEqual(wholeQ2);

  // ── Pairing: Q.3's Hindi box numbered 4 leaves Q.3 without Hindi; numbered 3 again, it is paired.
  const row3 = rows.filter({ has: page.locator('th', { hasText: /^Q\.3$/ }) });
  await row3.getByRole('button', { name: 'Question 3, Hindi, part 1, page 2' }).click();
  await expect(cropBox(page, 3, 'hi')).toBeFocused();
  await page.getByLabel('Question number').fill('4');
  await expect(row3.locator('[data-language="hi"]')).toHaveText('Missing');
  await expect(page.getByTestId('key-status')).toContainText('No Hindi version of questions 3');
  await page.getByLabel('Question number').fill('3');
  await expect(row3.locator('[data-language="hi"]')).not.toHaveText('Missing');
  await expect(page.getByTestId('key-status')).not.toContainText('No Hindi version');

  // ── The key: one that does not match the paper stops publishing; then the right one.
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await page.getByRole('textbox', { name: 'Answer key' }).fill('1-A, 2-B, 3-C');
  await expect(page.getByTestId('key-problems')).toContainText(
    'The key has 3 answers but the paper has 8 questions: questions 4, 5, 6, 7 and 8 have no answer.',
  );
  await expect(publish).toBeDisabled();
  await page.getByRole('textbox', { name: 'Answer key' }).fill(KEY);
  await expect(page.getByTestId('key-ok')).toHaveText('The key answers all 8 questions (1 dropped).');
  await expect(publish).toBeEnabled();

  // The crop screen with a box selected: no serious axe finding; a screenshot to look at.
  await cropBox(page, 1, 'en').focus();
  expect(await seriousAxeFindings(page), 'the crop screen').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('crop-screen.png'), fullPage: true });

  // A wrong slug: the check says so before anything is uploaded, and nothing is saved.
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('publish-failed')).toContainText('slug: must be lower-case words joined by hyphens');
  await expect(page.getByTestId('publish-failed')).toContainText('Nothing was saved.');
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('paper-checked')).toHaveText('Ready: 8 questions, 16 marks.');

  // ── Publish: every crop uploaded, the paper saved, a link to it.
  await publish.click();
  const published = page.getByTestId('paper-published');
  await expect(published).toContainText(`Published: ${title}`, { timeout: 90_000 });
  await expect(published.getByRole('link', { name: 'Open the test' })).toHaveAttribute('href', `/tests/${slug}`);

  // ── The member, on a phone.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const member = await phone.newPage();
  const account = await createConfirmedAccount(member);
  await signInThroughUi(member, account.email, account.password);
  await member.goto(`/tests/${slug}`);
  await expect(member.getByTestId('marking-scheme')).toContainText('2');
  await member.getByLabel('I have read and understood the instructions.').check();
  await member.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(member).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}$/);

  const question = member.getByTestId('question-text');
  // Every question's crop, sharp at 360 px; the right option for 1–6, question 7 (dropped) left, 8 wrong.
  const answers = KEY.split(', ').map((entry) => entry.split('-')[1]!);
  for (let number = 1; number <= QUESTIONS; number += 1) {
    await expect(question.getByRole('img')).toHaveAttribute('alt', new RegExp(`^Q\\.${number} `));
    await expectSharp(question);
    if (number === 1) {
      expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await member.screenshot({ path: testInfo.outputPath('player-360-en.png') });
      // Too small to read comfortably at 360 px: it enlarges, from its widest file, and closes again.
      await question.getByRole('button', { name: /^Enlarge: Q\.1 / }).click();
      const zoomed = member.getByTestId('zoomed-figure').getByRole('img');
      await expect
        .poll(() => zoomed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThanOrEqual(720);
      expect(await zoomed.evaluate((image: HTMLImageElement) => image.clientWidth)).toBeGreaterThan(600);
      await member.screenshot({ path: testInfo.outputPath('player-360-zoomed.png') });
      await member.getByRole('button', { name: 'Close the enlarged figure' }).click();
      await expect(member.getByTestId('zoomed-figure')).toHaveCount(0);
      // The Hindi version: its own crop, sharp too.
      await member.getByTestId('language-switch').selectOption('hi');
      await expect(question.getByRole('img')).toHaveAttribute('alt', /^प्रश्न\s?1/);
      await expectSharp(question);
      await member.screenshot({ path: testInfo.outputPath('player-360-hi.png') });
      expect(await seriousAxeFindings(member), 'the player with a crop, at 360 px').toEqual([]);
      await member.getByTestId('language-switch').selectOption('en');
    }
    const letter = number === 8 ? 'A' : answers[number - 1]!;
    if (LETTERS.includes(letter)) await member.getByRole('radio', { name: new RegExp(`^${letter}\\.`) }).check();
    if (number < QUESTIONS) await member.getByRole('button', { name: 'Save & Next' }).click();
  }
  await member.getByRole('button', { name: 'Save & Next' }).click();
  await expect(member.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');
  await member.getByRole('button', { name: 'Submit', exact: true }).click();
  await member.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(member).toHaveURL(/\/result$/);
  // 6 right × 2, question 7 dropped (2 to everyone), question 8 wrong (−0.5).
  await expect(member.getByTestId('result-score')).toHaveText('13.5 / 16');
  await expect(member.getByTestId('result-correct')).toHaveText('6');
  await expect(member.getByTestId('result-wrong')).toHaveText('1');
  await phone.close();
});
