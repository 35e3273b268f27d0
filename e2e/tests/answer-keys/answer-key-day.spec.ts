import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { generateSheet, sheetCorpus } from '@jobportal/shared/testing/response-sheets';
import { createConfirmedAccount, signInAsAdmin, signInThroughUi } from '../../support/accounts.ts';
import { seriousAxeFindings } from '../../support/axe.ts';
import { artifactsDir } from '../../support/paths.ts';
import { withAppDatabase } from '../../support/server.ts';
import { expect, test } from '../../support/test.ts';

/**
 * Answer-key day (issue #36, decision 040): an admin attaches the key to the demo's SSC answer-key
 * notice; a member on a phone checks the response sheet Chrome on Android saved (.mhtml), sees marks
 * that match SSC CGL's marking, and a rank and normalised marks among members who checked in two shifts
 * (seeded in the database); nothing of the person reaches the server; the admin publishes a final key
 * dropping a question and the member's score and bell change.
 */

const SLUG = 'demo-ssc-mts-havaldar-2026';
const OTHER_SHIFT = '2000-01-01 09:00';
const SEEDED_PER_SHIFT = 40;

type Truth = ReturnType<typeof generateSheet>['truth'];

/** A seeded member's sheet: its question is in no key, so a new key leaves their score as seeded. */
const SEEDED_SHEET = {
  shift: { date: '2000-01-01', time: '09:00' },
  sections: [
    {
      name: 'Paper',
      questions: [{ questionId: '1', optionIds: ['11', '12'], chosenOptionId: null, status: 'not_answered' }],
    },
  ],
};

/** The official key of the sheet, as the admin pastes it: a dropped (unmarked) question says so. */
function keyText(truth: Truth, dropped: string[] = []): string {
  const lines = Object.entries(truth.markedKey!).map(([questionId, right]) =>
    dropped.includes(questionId) || right.length === 0
      ? `${questionId}\tDropped`
      : `${questionId}\t${right.join(', ')}`,
  );
  return ['Question ID\tCorrect Option ID(s)', ...lines].join('\n');
}

/** SSC CGL Tier-I's marking worked out here: +2 right, −0.5 wrong, a dropped question +2 to all. */
function expectedMarks(truth: Truth, dropped: string[] = []): number {
  let marks = 0;
  for (const question of truth.sheet.sections.flatMap((section) => section.questions)) {
    const right = truth.markedKey![question.questionId]!;
    if (right.length === 0 || dropped.includes(question.questionId)) marks += 2;
    else if (question.chosenOptionId === null) marks += 0;
    else marks += right.includes(question.chosenOptionId) ? 2 : -0.5;
  }
  return marks;
}

/** SSC's 2019 normalisation, from every member's marks: top 0.1 % (rounded up), mean + population SD. */
function sscNormalised(shift: number[], all: number[], marks: number): number {
  const stats = (xs: number[]) => {
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    const top = [...xs].sort((a, b) => b - a).slice(0, Math.ceil(xs.length / 1000));
    return { mq: mean + sd, mt: top.reduce((a, b) => a + b, 0) / top.length };
  };
  const own = stats(shift);
  const global = stats(all);
  return ((global.mt - global.mq) / (own.mt - own.mq)) * (marks - own.mq) + global.mq;
}

/** The demo recruitment's answer-key notice. */
function answerKeyNoticeOf(slug: string): Promise<string> {
  return withAppDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `SELECT n.id FROM notices n JOIN recruitments r ON r.id = n.recruitment_id WHERE r.slug = $1 AND n.type = 'answer_key'`,
      [slug],
    );
    return rows[0]!.id;
  });
}

/** Members who checked before: their checks and the counts a rank reads, as the app keeps them. */
async function seedChecks(client: pg.Client, noticeId: string, shift: string, scores: number[], tag: string) {
  for (const [n, score] of scores.entries()) {
    const id = `${tag}-${n}`;
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, $1, $1 || '@example.test', true)`,
      [id],
    );
    await client.query(
      `INSERT INTO answer_key_checks (notice_id, user_id, shift, sheet, score, key_version)
       VALUES ($1, $2, $3, $4::jsonb, $5, 1)`,
      [noticeId, id, shift, JSON.stringify(SEEDED_SHEET), Math.round(score * 100)],
    );
  }
  await client.query(`DELETE FROM answer_key_score_counts WHERE notice_id = $1`, [noticeId]);
  await client.query(
    `INSERT INTO answer_key_score_counts (notice_id, group_kind, group_value, score, count)
     SELECT notice_id, 'all', '', score, count(*) FROM answer_key_checks WHERE notice_id = $1 GROUP BY notice_id, score
     UNION ALL
     SELECT notice_id, 'shift', shift, score, count(*) FROM answer_key_checks WHERE notice_id = $1 GROUP BY notice_id, shift, score`,
    [noticeId],
  );
}

test('answer-key day: the admin attaches the key, a member on a phone checks the saved sheet, rank and normalised marks, a final key changes the score and the bell', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const noticeId = await answerKeyNoticeOf(SLUG);
  const spec = sheetCorpus().find((candidate) => candidate.board === 'ssc' && candidate.medium === 'english')!;
  const generated = generateSheet(spec);
  const { truth } = generated;
  const shift = `${truth.sheet.shift.date} ${truth.sheet.shift.time}`;
  const marks = expectedMarks(truth);

  // The admin attaches the official key with SSC CGL's marking and SSC's normalisation.
  await signInAsAdmin(page);
  await page.goto(`/admin/answer-keys/${noticeId}`);
  await page.getByLabel('Marking').selectOption({ label: 'SSC CGL Tier-I (+2, −0.5)' });
  await page.getByLabel('SSC 2019 formula').check();
  await page.getByLabel('Official key').fill(keyText(truth));
  const questions = Object.keys(truth.markedKey!).length;
  await expect(page.getByTestId('answer-key-read')).toHaveText(`${questions} questions read`);
  await page.getByRole('button', { name: 'Save key' }).click();
  // The demo attached SSC MTS's marking alone (version 1): this key is the next version.
  await expect(page.getByText(`Saved: version 2, ${questions} questions`)).toBeVisible();

  // Members who checked before, in the member's shift and another: their scores around the member's.
  const own = Array.from({ length: SEEDED_PER_SHIFT }, (_, n) => marks - 20 + n);
  const other = Array.from({ length: SEEDED_PER_SHIFT }, (_, n) => marks - 30 + n * 1.5);
  await withAppDatabase(async (client) => {
    await seedChecks(client, noticeId, shift, own, `e2e-ak-own-${process.pid}`);
    await seedChecks(client, noticeId, OTHER_SHIFT, other, `e2e-ak-other-${process.pid}`);
  });

  // The member, on a phone.
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.236.0.1' },
  });
  const member = await context.newPage();
  const sent: string[] = [];
  member.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  const account = await createConfirmedAccount(member, { name: 'Ritu Answer-Key' });
  await signInThroughUi(member, account.email, account.password);
  await member.goto('/answer-key');
  await member.getByTestId('check-score').first().click();
  await expect(member).toHaveURL(new RegExp(`/answer-key/${noticeId}/check$`));
  await expect(member.getByTestId('sheet-privacy')).toBeVisible();
  await member.getByLabel('Choose the saved response sheet page').setInputFiles({
    name: 'Response Sheet.mhtml',
    mimeType: 'multipart/related',
    buffer: Buffer.from(generated.mhtml, 'latin1'),
  });
  await expect(member.getByTestId('sheet-read')).toContainText(`Stays on this phone: ${spec.candidate.name}`);
  await member.getByTestId('sheet-read').getByRole('button', { name: 'Check my score' }).click();

  const fmt = (value: number) => String(Math.round(value * 100) / 100);
  await expect(member.getByTestId('score-total')).toHaveText(new RegExp(`^${fmt(marks)} of `));
  const all = [...own, ...other, marks];
  const groups = member.getByTestId('standing-groups');
  await expect(groups).toContainText(`Rank ${1 + all.filter((score) => score > marks).length} of ${all.length}`);
  await expect(groups).toContainText(`Rank ${1 + own.filter((score) => score > marks).length} of ${own.length + 1}`);
  const normalised = sscNormalised([...own, marks], all, marks);
  await expect(member.getByTestId('standing-normalised')).toContainText(
    `Normalised marks: ${fmt(normalised)} by SSC’s formula for multi-shift exams, from ${all.length} members in 2 shifts`,
  );
  await member.screenshot({ path: path.join(artifactsDir, 'answer-key-day-360.png'), fullPage: true });
  expect(await seriousAxeFindings(member)).toEqual([]);
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The score shared as an image (downloaded here: Chromium on Linux has no share sheet).
  const [download] = await Promise.all([member.waitForEvent('download'), member.getByTestId('share-score').click()]);
  expect(download.suggestedFilename()).toBe('my-score.png');
  const card = await readFile((await download.path())!);
  expect(card.subarray(1, 4).toString('latin1')).toBe('PNG');

  // Nothing of the person left the phone: not in any request's address or body.
  for (const personal of [spec.candidate.name, spec.candidate.rollNumber, spec.candidate.centre]) {
    expect(sent.filter((line) => line.includes(personal))).toEqual([]);
  }
  expect(sent.some((line) => line.startsWith(`PUT `) && line.includes('/check '))).toBe(true);

  // The final key drops a question the member answered wrong or left: the score moves, the bell says so.
  const questionsOnSheet = truth.sheet.sections.flatMap((section) => section.questions);
  const missed = questionsOnSheet.find((question) => {
    const right = truth.markedKey![question.questionId]!;
    return right.length > 0 && (question.chosenOptionId === null || !right.includes(question.chosenOptionId));
  })!;
  await page.reload();
  await page.getByLabel('Final key').check();
  await page.getByLabel('Official key').fill(keyText(truth, [missed.questionId]));
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('Members’ checks are being scored again.')).toBeVisible();
  const after = expectedMarks(truth, [missed.questionId]);
  const bell = member.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 20_000 });
  await bell.click();
  await expect(member.getByText(`your score changed from ${marks.toFixed(2)} to ${after.toFixed(2)}`)).toBeVisible();
  await member.keyboard.press('Escape');
  await member.reload();
  await expect(member.getByTestId('key-stage')).toHaveText('Final key');
  await expect(member.getByTestId('score-total')).toHaveText(new RegExp(`^${fmt(after)} of `));
  await context.close();
});

test('answer-key day in Hindi: an NTA-style sheet, pasted, is checked with the key the admin attached', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const noticeId = await answerKeyNoticeOf('demo-ssc-stenographer-2026');
  const spec = sheetCorpus().find((candidate) => candidate.board === 'nta' && candidate.medium === 'hindi')!;
  const generated = generateSheet(spec);
  // NTA's sheets mark nothing: the official key is the admin's (here: every question's first option).
  const questions = generated.textTruth.sheet.sections.flatMap((section) => section.questions);
  const truth = {
    ...generated.textTruth,
    markedKey: Object.fromEntries(questions.map((question) => [question.questionId, [question.optionIds[0]!]])),
  };
  await signInAsAdmin(page);
  await page.goto(`/admin/answer-keys/${noticeId}`);
  await page.getByLabel('Marking').selectOption({ label: 'SSC CGL Tier-I (+2, −0.5)' });
  await page.getByLabel('Official key').fill(keyText(truth));
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText(/^Saved: version \d+/)).toBeVisible();

  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.236.0.2' },
  });
  const member = await context.newPage();
  const account = await createConfirmedAccount(member, { name: 'Sunita NTA' });
  await signInThroughUi(member, account.email, account.password);
  await context.addCookies([{ name: 'jobportal_language', value: 'hi', url: baseURL! }]);
  await member.goto(`/answer-key/${noticeId}/check`);
  await expect(member.getByRole('heading', { name: 'मेरा स्कोर जाँचें', level: 1 })).toBeVisible();
  await member.getByLabel('पेज का टेक्स्ट पेस्ट करें').fill(generated.text);
  await member.getByRole('button', { name: 'पेस्ट किया गया टेक्स्ट पढ़ें' }).click();
  await member.getByTestId('sheet-read').getByRole('button', { name: 'मेरा स्कोर जाँचें' }).click();
  const marks = expectedMarks(truth);
  await expect(member.getByTestId('score-total')).toContainText(String(Math.round(marks * 100) / 100));
  await expect(member.getByRole('heading', { name: 'आपका स्कोर' })).toBeVisible();
  await expect(member.getByTestId('standing-groups')).toContainText('अभी तक');
  expect(await seriousAxeFindings(member)).toEqual([]);
  await context.close();
});
