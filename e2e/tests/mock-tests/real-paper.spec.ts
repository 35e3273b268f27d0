import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInAsAdmin, signInThroughUi } from '../../support/accounts.ts';
import { seriousAxeFindings } from '../../support/axe.ts';

/**
 * A real paper from the admin's editor to a member's result: a figure question, a data-interpretation
 * set with a table and a chart, a reading-comprehension set, an inline and a display formula, a
 * multiple-answer and a numeric question, in English and Hindi. The member takes it at 360 px in
 * Hindi, switches to English mid-test, loses the network and still sees a figure never shown before,
 * submits, and the score and the solutions match the marking (+2, −0.5; a numeric answer loses nothing).
 */

/** A PNG drawn here, as an admin would scan or export one. */
async function drawing(label: string, shape: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700"><rect width="1200" height="700" fill="white"/>` +
    `${shape}<text x="40" y="670" font-size="48" font-family="sans-serif">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadFigure(page: Page, name: string, png: Buffer): Promise<string> {
  const uploaded = page.getByTestId('uploaded-figure');
  const before = await uploaded.count();
  await page
    .getByLabel('Upload a figure (JPEG, PNG or WebP, up to 5 MB)')
    .setInputFiles({ name, mimeType: 'image/png', buffer: png });
  // The newest is listed first.
  await expect(uploaded).toHaveCount(before + 1);
  const line = uploaded.first().locator('code');
  await expect(line).toHaveText(/^!\[Describe the figure\]\(figure:[0-9a-f-]{36}\)$/);
  return /figure:([0-9a-f-]{36})/.exec((await line.textContent())!)![1]!;
}

const TRIANGLE_ALT = 'Triangle PQR with angle P of 40 degrees and angle Q of 75 degrees';
const CHART_ALT = 'Bar chart of books sold: Monday 30, Tuesday 45, Wednesday 25';

function paper(slug: string, triangle: string, chart: string) {
  const t = (en: string, hi: string) => ({ en, hi });
  const numbers = (...values: string[]) => values.map((value) => t(value, value));
  return {
    slug,
    title: 'Real paper drill',
    titleHi: 'वास्तविक प्रश्नपत्र अभ्यास',
    exam: 'SSC CGL Tier-I',
    sector: 'ssc',
    description: t('Figures, sets and maths.', 'चित्र, प्रश्न-समूह और गणित।'),
    durationMinutes: 30,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    sections: [
      {
        key: 'quant',
        title: 'Quantitative Aptitude',
        titleHi: 'मात्रात्मक योग्यता',
        passages: [
          {
            key: 'books',
            text: t(
              `Study the chart and the table.\n\n![${CHART_ALT}](figure:${chart})\n\n| Day | Books |\n|---|---:|\n| Monday | 30 |\n| Tuesday | 45 |\n| Wednesday | 25 |`,
              `आरेख और तालिका का अध्ययन कीजिए।\n\n![पुस्तकों की बिक्री का दंड आरेख: सोमवार 30, मंगलवार 45, बुधवार 25](figure:${chart})\n\n| दिन | पुस्तकें |\n|---|---:|\n| सोमवार | 30 |\n| मंगलवार | 45 |\n| बुधवार | 25 |`,
            ),
          },
        ],
        questions: [
          {
            key: 'angle-r',
            topic: 'geometry',
            text: t(
              `In the figure, $\\angle P = 40^\\circ$ and $\\angle Q = 75^\\circ$. Find $\\angle R$.\n\n![${TRIANGLE_ALT}](figure:${triangle})`,
              `आकृति में $\\angle P = 40^\\circ$ और $\\angle Q = 75^\\circ$ है। $\\angle R$ ज्ञात कीजिए।\n\n![त्रिभुज PQR, जिसमें कोण P 40 अंश और कोण Q 75 अंश है](figure:${triangle})`,
            ),
            options: numbers('$55^\\circ$', '$75^\\circ$', '$65^\\circ$', '$115^\\circ$'),
            answerIndex: 2,
            explanation: t(
              '$180^\\circ - 40^\\circ - 75^\\circ = 65^\\circ$',
              'कोणों का योग: $180^\\circ - 40^\\circ - 75^\\circ = 65^\\circ$',
            ),
          },
          {
            key: 'fractions',
            topic: 'fractions',
            text: t('Evaluate:\n$$\\frac{3}{4} + \\frac{1}{8}$$', 'मान ज्ञात कीजिए:\n$$\\frac{3}{4} + \\frac{1}{8}$$'),
            options: numbers('$\\frac{7}{8}$', '$\\frac{4}{12}$', '$\\frac{1}{2}$', '$1$'),
            answerIndex: 0,
            explanation: t(
              '$\\frac{6}{8} + \\frac{1}{8} = \\frac{7}{8}$',
              'हल: $\\frac{6}{8} + \\frac{1}{8} = \\frac{7}{8}$',
            ),
          },
          {
            key: 'books-total',
            topic: 'data-interpretation',
            passage: 'books',
            text: t('How many books were sold in the three days?', 'तीन दिनों में कितनी पुस्तकें बिकीं?'),
            options: numbers('90', '100', '110', '95'),
            answerIndex: 1,
            explanation: t('30 + 45 + 25 = 100.', 'योग 30 + 45 + 25 = 100।'),
          },
          {
            key: 'books-over-28',
            topic: 'data-interpretation',
            passage: 'books',
            type: 'multiple',
            text: t('On which days were more than 28 books sold?', 'किन दिनों में 28 से अधिक पुस्तकें बिकीं?'),
            options: [t('Monday', 'सोमवार'), t('Tuesday', 'मंगलवार'), t('Wednesday', 'बुधवार')],
            answerIndexes: [0, 1],
            explanation: t('Monday (30) and Tuesday (45).', 'सोमवार (30) और मंगलवार (45)।'),
          },
          {
            key: 'books-average',
            topic: 'data-interpretation',
            passage: 'books',
            type: 'numeric',
            text: t('What is the average sold per day? Type the number.', 'प्रतिदिन औसत बिक्री कितनी है? संख्या लिखिए।'),
            answer: 33.33,
            tolerance: 0.01,
            explanation: t('$\\frac{100}{3} \\approx 33.33$', 'औसत $\\frac{100}{3} \\approx 33.33$'),
          },
        ],
      },
      {
        key: 'english',
        title: 'English Comprehension',
        titleHi: 'अंग्रेज़ी बोध',
        passages: [
          {
            key: 'ferry',
            text: t(
              'The ferry left at dawn. **Meera** counted the gulls while her brother slept.',
              'The ferry left at dawn. **Meera** counted the gulls while her brother slept.',
            ),
          },
        ],
        questions: [
          {
            key: 'ferry-when',
            topic: 'reading-comprehension',
            passage: 'ferry',
            text: t('When did the ferry leave?', 'अनुच्छेद के अनुसार: When did the ferry leave?'),
            options: numbers('At dawn', 'At noon', 'At dusk', 'At night'),
            answerIndex: 0,
            explanation: t('"The ferry left at dawn."', 'अनुच्छेद की पहली पंक्ति: "The ferry left at dawn."'),
          },
          {
            key: 'ferry-who',
            topic: 'reading-comprehension',
            passage: 'ferry',
            text: t('Who counted the gulls?', 'अनुच्छेद के अनुसार: Who counted the gulls?'),
            options: numbers('Meera', 'Her brother', 'The captain', 'Nobody'),
            answerIndex: 0,
            explanation: t('Meera did.', 'मीरा ने।'),
          },
        ],
      },
    ],
  };
}

const figureLoaded = (page: Page, alt: string) =>
  page
    .getByRole('img', { name: alt })
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
    .catch(() => false);

test('an admin builds a real paper with figures, sets, maths and answer types; a member takes it at 360 px in Hindi, offline for a while, and the result matches the marking', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const slug = `real-paper-drill-${randomBytes(3).toString('hex')}`;

  // ── The admin: two figures uploaded, the paper checked, previewed in both languages, saved.
  await signInAsAdmin(page);
  await page.goto('/admin/tests');
  const triangle = await uploadFigure(
    page,
    'triangle.png',
    await drawing('P Q R', '<polygon points="150,600 1050,600 500,80" fill="none" stroke="black" stroke-width="8"/>'),
  );
  const chart = await uploadFigure(
    page,
    'chart.png',
    await drawing(
      'Mon Tue Wed',
      '<rect x="150" y="300" width="180" height="300" fill="#1d4ed8"/><rect x="500" y="150" width="180" height="450" fill="#1d4ed8"/><rect x="850" y="350" width="180" height="250" fill="#1d4ed8"/>',
    ),
  );
  expect(chart).not.toBe(triangle);
  await page.getByLabel('Paper (JSON)').fill(JSON.stringify(paper(slug, triangle, chart), null, 2));
  await page.getByRole('button', { name: 'Preview as candidates see it' }).click();
  await expect(page.getByTestId('paper-ready')).toContainText('Ready: 2 sections, 7 questions, 14 marks.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: TRIANGLE_ALT })).toBeVisible();
  await expect(preview.getByTestId('preview-passage').first()).toContainText('Directions (Q. 3–5)');
  await expect(preview.getByRole('math').first()).toBeVisible();
  await preview.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(preview.getByRole('img', { name: /^त्रिभुज PQR/ })).toBeVisible();
  expect(await seriousAxeFindings(page), 'the paper editor and its preview').toEqual([]);
  await page.getByRole('button', { name: 'Save paper' }).click();
  await expect(page.getByTestId('paper-ready')).toBeVisible();
  await expect(page.getByTestId('mock-test-row').filter({ hasText: slug })).toBeVisible();

  // ── The member, on a phone, reads the paper in Hindi.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const member = await phone.newPage();
  const account = await createConfirmedAccount(member);
  await signInThroughUi(member, account.email, account.password);
  await member.goto(`/tests/${slug}`);
  await member.getByLabel('हिन्दी (Hindi)').check();
  await member.getByLabel('I have read and understood the instructions.').check();
  await member.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(member).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}$/);
  await expect(member.getByTestId('language-switch')).toHaveValue('hi');

  // Q1: the figure with its Hindi alt text, the maths in the accessibility tree.
  const question = member.getByTestId('question-text');
  await expect(question.getByRole('img', { name: /^त्रिभुज PQR/ })).toBeVisible();
  await expect(question.getByRole('math').first()).toBeVisible();
  await expect.poll(() => figureLoaded(member, 'त्रिभुज PQR, जिसमें कोण P 40 अंश और कोण Q 75 अंश है')).toBe(true);
  // Figures are sharp on a phone: the browser took a file at least as wide as the image is drawn at 2×.
  const drawn = await question.getByRole('img').evaluate((image: HTMLImageElement) => ({
    shown: image.clientWidth,
    file: image.naturalWidth,
    dpr: devicePixelRatio,
  }));
  expect(drawn.file).toBeGreaterThanOrEqual(Math.min(1080, Math.round(drawn.shown * drawn.dpr)));
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousAxeFindings(member), 'the player with a figure, at 360 px').toEqual([]);
  await member.getByRole('radio', { name: /^C\./ }).check();
  await member.getByRole('button', { name: 'Save & Next' }).click();

  // Q2 in English now: the display formula; a wrong answer.
  await member.getByTestId('language-switch').selectOption('en');
  await expect(question).toContainText('Evaluate:');
  await expect(question.locator('math[display="block"]')).toBeVisible();
  await member.getByRole('radio', { name: /^D\./ }).check();
  await expect(member.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');

  // The network drops: the set's chart, never on screen before, is still there.
  await phone.setOffline(true);
  await member.getByRole('button', { name: 'Save & Next' }).click();
  const passage = member.getByTestId('passage-panel');
  await expect(passage.getByRole('heading', { name: 'Directions (Q. 3–5)' })).toBeVisible();
  await expect(passage.getByRole('img', { name: CHART_ALT })).toBeVisible();
  await expect.poll(() => figureLoaded(member, CHART_ALT)).toBe(true);
  await expect(passage.getByRole('table')).toContainText('Tuesday');
  expect(await seriousAxeFindings(member), 'the player with a passage set, at 360 px').toEqual([]);
  await member.getByRole('radio', { name: /^B\./ }).check();
  await member.getByRole('button', { name: 'Save & Next' }).click();
  // Q4: more than one right option.
  await member.getByRole('checkbox', { name: /^A\./ }).check();
  await member.getByRole('checkbox', { name: /^B\./ }).check();
  await member.getByRole('button', { name: 'Save & Next' }).click();
  // Q5: a number typed in.
  await member.getByLabel('Your answer').fill('33.33');
  await member.getByRole('button', { name: 'Save & Next' }).click();
  await phone.setOffline(false);
  await expect(member.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');

  // English section: the reading passage beside… above the question on a phone; Q6 right, Q7 left.
  await expect(passage.getByRole('heading', { name: 'Directions (Q. 6–7)' })).toBeVisible();
  await expect(passage).toContainText('Meera counted the gulls');
  await member.getByRole('radio', { name: /^A\./ }).check();
  await member.getByRole('button', { name: 'Save & Next' }).click();
  await expect(member.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');

  await member.getByRole('button', { name: 'Submit', exact: true }).click();
  await member.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(member).toHaveURL(/\/result$/);
  // 5 right × 2 = 10, one wrong option −0.5; the numeric answer was right, Q7 skipped.
  await expect(member.getByTestId('result-score')).toHaveText('9.5 / 14');
  await expect(member.getByTestId('result-correct')).toHaveText('5');
  await expect(member.getByTestId('result-wrong')).toHaveText('1');
  await expect(member.getByTestId('result-skipped')).toHaveText('1');

  // The solutions show the same content: the figure, the maths, every right option, the numeric answer.
  await expect(member.getByRole('img', { name: TRIANGLE_ALT }).first()).toBeVisible();
  await expect(member.getByText('Right answer: 33.33 (±0.01)')).toBeVisible();
  await expect(member.getByText('Your answer: 33.33')).toBeVisible();
  await expect(member.getByText('Every right option had to be chosen, and no other, for the marks.')).toBeVisible();
  expect(await seriousAxeFindings(member), 'the result and solutions, at 360 px').toEqual([]);
  await phone.close();
});
