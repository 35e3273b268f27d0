import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInAsAdmin, signInThroughUi } from '../../support/accounts.ts';

/**
 * The typing test end to end: a full 1-minute practice in English and one in Hindi (InScript, typed as
 * physical key codes), each scored by the server, and the SSC word rule at the passage's end.
 *
 * The minute runs on Playwright's clock: the page's own timer (started by the first key, ticking on
 * `setInterval`) ends the test at 0:00 and submits it, without the test waiting a real minute.
 *
 * Expected figures are what `evaluateTyping` (packages/shared) gives for these texts; the API test
 * (apps/server/src/modules/typing/typing.test.ts) asserts the same figures for the same texts.
 */

// "The public library" (85 words), with one mistake of several classes: a repeated "the", "studdy"
// (misspelling), "in" for "in," (punctuation), "wellstocked" (spacing).
const ENGLISH_TYPED =
  'A public library is one of the the most valuable institutions a town can have. It offers books, newspapers and a quiet place to studdy to anyone who walks in whatever their income. For students preparing for competitive examinations, a wellstocked reading room';

// "स्वच्छता हमारा कर्तव्य" (99 words): "कि" for "की" (substitution), "नहीं" left out (omission), "हर हर" (repetition).
const HINDI_TYPED = 'स्वच्छता केवल सफाई कर्मचारियों कि जिम्मेदारी है, बल्कि हर हर नागरिक का कर्तव्य है।';

/**
 * The InScript keys (Windows "Hindi Traditional", as in INSCRIPT_LAYOUT of packages/shared) for the
 * characters typed here: InScript is phonetic, one key per character, so a text is typed character by
 * character. The test checks the typing box shows exactly the intended text.
 */
const INSCRIPT_KEYS: Record<string, string> = {
  क: 'KeyK',
  ग: 'KeyI',
  च: 'Semicolon',
  छ: 'Shift+Semicolon',
  ज: 'KeyP',
  त: 'KeyL',
  द: 'KeyO',
  न: 'KeyV',
  फ: 'Shift+KeyH',
  ब: 'KeyY',
  म: 'KeyC',
  य: 'Slash',
  र: 'KeyJ',
  ल: 'KeyN',
  व: 'KeyB',
  स: 'KeyM',
  ह: 'KeyU',
  ई: 'Shift+KeyR',
  'ा': 'KeyE',
  'ि': 'KeyF',
  'ी': 'KeyR',
  'े': 'KeyS',
  'ै': 'KeyW',
  'ो': 'KeyA',
  'ं': 'KeyX',
  '्': 'KeyD',
  ',': 'Comma',
  '।': 'Shift+Period',
  ' ': 'Space',
};

async function typeInScript(page: Page, text: string): Promise<void> {
  for (const character of text) {
    const key = INSCRIPT_KEYS[character];
    if (!key) throw new Error(`no InScript key for ${character}`);
    await page.keyboard.press(key);
  }
}

async function openTypingTest(page: Page): Promise<void> {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/typing_test');
  await expect(page.getByRole('heading', { name: 'Typing Test', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Test', { exact: true })).toHaveValue('free-practice-v1');
}

/** The count in the "Mistakes by class" table. */
const classCount = (page: Page, kind: string) =>
  page.getByTestId('mistake-classes').locator(`tr[data-kind="${kind}"] td`);

test('a full 1-minute English practice, typed with mistakes, ends at 0:00 in a scored result', async ({ page }) => {
  await page.clock.install();
  await openTypingTest(page);
  await expect(page.getByTestId('typing-history-empty')).toBeVisible();

  await page.getByRole('radio', { name: 'Practice' }).check();
  await page.getByLabel('Passage', { exact: true }).selectOption({ label: 'The public library (85 words)' });
  await page.getByLabel('Time', { exact: true }).selectOption({ label: '1 minute' });
  await page.getByRole('button', { name: 'Start test' }).click();

  const box = page.getByLabel('Type the passage here');
  await expect(box).toBeFocused();
  await expect(page.getByTestId('typing-timer')).toHaveText('1:00');
  await expect(page.getByTestId('typing-announcement')).toHaveText('The timer starts with your first key.');
  // The passage is above the typing box.
  const passageBox = await page.getByTestId('typing-passage').boundingBox();
  const typingBox = await box.boundingBox();
  expect(passageBox!.y + passageBox!.height).toBeLessThanOrEqual(typingBox!.y);

  // The page's clock stands still while the test types (on a busy machine typing may take longer
  // than the minute itself), then jumps.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.keyboard.type(ENGLISH_TYPED);
  await expect(box).toHaveValue(ENGLISH_TYPED);
  await expect(page.getByTestId('typing-word-count')).toContainText('Words: 43 / 85');

  // Half a minute later the countdown shows it; at 0:00 the page submits by itself.
  await page.clock.fastForward('00:30');
  await expect(page.getByTestId('typing-timer')).toHaveText(/^0:(2\d|30)$/);
  await page.clock.fastForward('00:31');
  await page.clock.resume();

  await expect(page).toHaveURL(/\/typing_test\?attempt=[0-9a-f-]{36}$/);
  const result = page.getByTestId('typing-result');
  await expect(result.getByTestId('full-mistakes')).toHaveText('2');
  await expect(result.getByTestId('half-mistakes')).toHaveText('2');
  await expect(classCount(page, 'repetition')).toHaveText('1');
  await expect(classCount(page, 'misspelling')).toHaveText('1');
  await expect(classCount(page, 'punctuation')).toHaveText('1');
  await expect(classCount(page, 'spacing')).toHaveText('1');
  await expect(classCount(page, 'omission')).toHaveText('0');
  await expect(result.getByTestId('gross-wpm')).toHaveText('52 wpm');
  await expect(result.getByTestId('net-wpm')).toHaveText('49 wpm');
  await expect(result.getByTestId('error-percent')).toHaveText('6.98%');
  await expect(result.getByTestId('accuracy')).toHaveText('98.46%');
  await expect(result.getByTestId('time-counted')).toHaveText('1:00');
  await expect(result.getByTestId('typing-verdict')).toHaveText('No pass mark: practice only');
  await expect(result.getByTestId('scored-by')).toContainText('rule set free-practice-v1, version 1');

  // The passage is coloured per mistake class, with a legend.
  const marked = result.getByTestId('marked-passage');
  await expect(marked.locator('mark[data-kind="misspelling"]')).toContainText('study');
  await expect(marked.locator('mark[data-kind="misspelling"]')).toContainText('(studdy)');
  await expect(marked.locator('mark[data-kind="repetition"]')).toHaveText(/^\+the/);
  await expect(marked.locator('mark[data-kind="spacing"]')).toContainText('well stocked');
  await expect(result.getByTestId('mark-legend')).toContainText('Misspelling (1)');

  // The history lists the attempt with a personal best; a reload shows the same result.
  await expect(page.getByTestId('typing-bests')).toContainText('Free practice · English');
  await expect(page.getByTestId('typing-bests')).toContainText('49 wpm net');
  await page.reload();
  await expect(page.getByTestId('full-mistakes')).toHaveText('2');
});

test('a full 1-minute Hindi practice in InScript, typed as key codes, ends in a scored result', async ({ page }) => {
  await page.clock.install();
  await openTypingTest(page);

  await page.getByRole('radio', { name: 'Hindi' }).check();
  await page.getByLabel('Hindi keyboard layout').selectOption({ label: 'InScript' });
  await expect(page.getByTestId('typing-hindi-note')).toContainText('need a physical keyboard');
  await page.getByLabel('Passage', { exact: true }).selectOption('hi-swachhta');
  await page.getByLabel('Time', { exact: true }).selectOption({ label: '1 minute' });
  await page.getByRole('button', { name: 'Start test' }).click();

  const box = page.getByLabel('Type the passage here');
  await expect(box).toBeFocused();
  await expect(page.getByRole('group', { name: 'Keyboard chart: InScript' })).toBeVisible();
  // As above: the clock stands still while the test types, then the minute passes at once.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await typeInScript(page, HINDI_TYPED);
  await expect(box).toHaveValue(HINDI_TYPED);
  await expect(page.getByTestId('typing-word-count')).toContainText('Words: 14 / 99');

  await page.clock.fastForward('01:01');
  await page.clock.resume();
  await expect(page).toHaveURL(/\/typing_test\?attempt=/);
  const result = page.getByTestId('typing-result');
  await expect(result.getByTestId('full-mistakes')).toHaveText('3');
  await expect(result.getByTestId('half-mistakes')).toHaveText('0');
  await expect(classCount(page, 'substitution')).toHaveText('1');
  await expect(classCount(page, 'omission')).toHaveText('1');
  await expect(classCount(page, 'repetition')).toHaveText('1');
  await expect(result.getByTestId('gross-wpm')).toHaveText('16.4 wpm');
  await expect(result.getByTestId('error-percent')).toHaveText('21.43%');
  await expect(result).toContainText('Hindi (InScript)');
  await expect(result.getByTestId('marked-passage').locator('mark[data-kind="omission"]')).toHaveText(/नहीं/);
});

test('the SSC word rule: after the passage’s last word the space bar stops working', async ({ page }) => {
  await page.clock.install();
  await openTypingTest(page);
  await page.getByLabel('Passage', { exact: true }).selectOption({ label: 'The public library (85 words)' });
  await page.getByLabel('Time', { exact: true }).selectOption({ label: '5 minutes' });
  await page.getByLabel('SSC word rule: the space bar stops after the passage’s last word').check();
  await page.getByRole('button', { name: 'Start test' }).click();

  const box = page.getByLabel('Type the passage here');
  const passage = (await page.getByTestId('typing-passage').innerText()).trim().replace(/\s+/g, ' ');
  const words = passage.split(' ');
  expect(words).toHaveLength(85);

  // Up to the last word, the space bar works.
  await page.keyboard.type(`${words.slice(0, 84).join(' ')} `);
  await expect(box).toHaveValue(`${words.slice(0, 84).join(' ')} `);
  await expect(page.getByTestId('typing-status')).toHaveText('');

  // The 85th word: from here on space (and Enter) type nothing.
  await page.keyboard.type(words[84]!);
  await expect(page.getByTestId('typing-status')).toHaveText(
    'You have reached the passage’s last word: the space bar is locked (SSC word rule).',
  );
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await page.keyboard.type(' more');
  await expect(box).toHaveValue(`${passage}more`);
  await expect(page.getByTestId('typing-word-count')).toContainText('Words: 85 / 85');

  // Backspace (allowed here) removes the extra letters; the perfect copy scores no mistakes.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
  await expect(box).toHaveValue(passage);
  // Two minutes for 85 words: a human speed (the server refuses impossible ones).
  await page.clock.fastForward('02:00');
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByTestId('typing-result');
  await expect(result.getByTestId('full-mistakes')).toHaveText('0');
  await expect(result.getByTestId('half-mistakes')).toHaveText('0');
  await expect(result.getByTestId('accuracy')).toHaveText('100%');
  await expect(result).toContainText('No mistakes. Well done!');
});

test('Tab indents inside the box, and a running test is never thrown away unasked', async ({ page }) => {
  await openTypingTest(page);
  await page.getByLabel('Passage', { exact: true }).selectOption({ label: 'The public library (85 words)' });
  await page.getByLabel('Time', { exact: true }).selectOption({ label: '5 minutes' });
  await page.getByRole('button', { name: 'Start test' }).click();

  const box = page.getByLabel('Type the passage here');
  await expect(box).toBeFocused();
  await page.keyboard.type('A public');
  // Tab then Space used to reach "Change settings" and press it: now an indent and a space.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(box).toHaveValue('A public\t ');
  await expect(box).toBeFocused();
  await expect(page.getByTestId('typing-runner')).toBeVisible();

  // "Change settings" asks first; keeping the test keeps the text and the focus.
  await page.getByRole('button', { name: 'Change settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard this test?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep typing' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(box).toBeFocused();
  await page.keyboard.type('library');
  await expect(box).toHaveValue('A public\t library');

  // Leaving for another page of the app asks too.
  await page.getByRole('link', { name: 'Jobs', exact: true }).filter({ visible: true }).first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep typing' }).first().click();
  await expect(page).toHaveURL(/\/typing_test$/);
  await expect(box).toHaveValue('A public\t library');

  // Confirming throws the test away and goes back to the settings.
  await page.getByRole('button', { name: 'Change settings' }).click();
  await dialog.getByRole('button', { name: 'Discard test' }).click();
  await expect(page.getByTestId('typing-runner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start test' })).toBeVisible();
});

test('a passage written as paragraphs: shown indented, each paragraph typed after a Tab (SSC)', async ({ page }) => {
  await page.clock.install();
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/typing/passages', {
    data: {
      id: 'e2e-two-paragraphs',
      language: 'en',
      title: 'Two paragraphs',
      text: 'The first paragraph of the passage.\nThe second paragraph is here.',
      presetFamilies: ['free-practice'],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/typing_test');
  await page.getByLabel('Passage', { exact: true }).selectOption({ label: 'Two paragraphs (11 words)' });
  await page.getByLabel('Time', { exact: true }).selectOption({ label: '1 minute' });
  await page.getByRole('button', { name: 'Start test' }).click();

  const paragraphs = page.getByTestId('typing-passage-paragraph');
  await expect(paragraphs).toHaveText(['The first paragraph of the passage.', 'The second paragraph is here.']);
  // The first line of each paragraph is indented.
  expect(await paragraphs.nth(1).evaluate((element) => parseFloat(getComputedStyle(element).textIndent))).toBe(32);

  const box = page.getByLabel('Type the passage here');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // The first paragraph after a Tab, the second without one.
  await page.keyboard.press('Tab');
  await page.keyboard.type('The first paragraph of the passage.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The second paragraph is here.');
  await expect(box).toHaveValue('\tThe first paragraph of the passage.\nThe second paragraph is here.');
  await page.clock.fastForward('00:30');
  await page.clock.resume();
  await page.getByRole('button', { name: 'Submit' }).click();

  const result = page.getByTestId('typing-result');
  await expect(result.getByTestId('full-mistakes')).toHaveText('0');
  await expect(result.getByTestId('half-mistakes')).toHaveText('1');
  await expect(classCount(page, 'indentation')).toHaveText('1');
  const marked = result.getByTestId('marked-passage');
  await expect(marked.locator('p')).toHaveCount(2);
  await expect(marked.locator('p').nth(1).locator('mark[data-kind="indentation"]')).toHaveAttribute(
    'title',
    'Paragraph not indented with Tab',
  );
  // Key depressions: the Tab, 35 characters, Enter and 29 characters.
  await expect(result.getByTestId('keystrokes')).toContainText(/^.*66 \(/);
});

test('a passage that indents only its second paragraph: one half mistake when that Tab is left out (issue #25, item 8)', async ({
  page,
}) => {
  await page.clock.install();
  await signInAsAdmin(page);
  const text = 'The notice was issued today.\n\tCandidates must apply online before the last date.';
  const created = await page.request.post('/api/admin/typing/passages', {
    data: { id: 'e2e-notice', language: 'en', title: 'The notice', text, presetFamilies: ['free-practice'] },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/typing_test');
  await page.getByLabel('Passage', { exact: true }).selectOption({ label: 'The notice (13 words)' });
  await page.getByLabel('Time', { exact: true }).selectOption({ label: '1 minute' });
  await page.getByRole('button', { name: 'Start test' }).click();

  // Shown as the passage has it: the second paragraph indented, the first not.
  const paragraphs = page.getByTestId('typing-passage-paragraph');
  await expect(paragraphs).toHaveText([
    'The notice was issued today.',
    'Candidates must apply online before the last date.',
  ]);
  const indent = (index: number) =>
    paragraphs.nth(index).evaluate((element) => parseFloat(getComputedStyle(element).textIndent));
  expect(await indent(0)).toBe(0);
  expect(await indent(1)).toBe(32);

  const box = page.getByLabel('Type the passage here');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.keyboard.type('The notice was issued today.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Candidates must apply online before the last date.');
  await expect(box).toHaveValue('The notice was issued today.\nCandidates must apply online before the last date.');
  await page.clock.fastForward('00:30');
  await page.clock.resume();
  await page.getByRole('button', { name: 'Submit' }).click();

  // SSC: one half mistake, 0.5 of 13 words.
  const result = page.getByTestId('typing-result');
  await expect(result.getByTestId('full-mistakes')).toHaveText('0');
  await expect(result.getByTestId('half-mistakes')).toHaveText('1');
  await expect(result.getByTestId('error-percent')).toHaveText('3.85%');
  await expect(classCount(page, 'indentation')).toHaveText('1');
  const marked = result.getByTestId('marked-passage').locator('p');
  await expect(marked).toHaveCount(2);
  await expect(marked.nth(0).locator('mark')).toHaveCount(0);
  await expect(marked.nth(1).locator('mark[data-kind="indentation"]')).toHaveCount(1);
});
