import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

const DEVANAGARI_FONT = /noto-sans-devanagari-devanagari-\d00-normal-[\w-]+\.woff2$/;

test('the Devanagari subset is fetched for the Hindi on the page (never a Latin face), renders it, and is not precached', async ({
  page,
  request,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });

  // The sign-in screen is English but for the language switch's “हिन्दी”: that word alone brings the
  // Devanagari subset (unicode-range); the English text keeps the system font (no Latin face is fetched).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeVisible();
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  expect(fonts.every((font) => DEVANAGARI_FONT.test(font))).toBe(true);

  // Phones download it when it is needed, not ahead with the app shell.
  const serviceWorker = await (await request.get('/sw.js')).text();
  expect(serviceWorker).toContain('index.html');
  expect(serviceWorker).not.toContain('noto-sans-devanagari');

  // Job cards print each Hindi title under the English one: the Devanagari subset arrives, with swap.
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/jobs');
  const hindiTitle = page.locator('[lang="hi"]').first();
  await expect(hindiTitle).toBeVisible();
  await expect.poll(() => fonts.filter((font) => DEVANAGARI_FONT.test(font)).length).toBeGreaterThan(0);
  // Only the Devanagari faces: the Latin text keeps the system font.
  expect(fonts.every((font) => DEVANAGARI_FONT.test(font))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  // Every face the Hindi title needs has arrived (check() is false while one is still loading).
  const text = (await hindiTitle.textContent()) ?? '';
  expect(await page.evaluate((text) => document.fonts.check('16px "Noto Sans Devanagari"', text), text)).toBe(true);
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.includes('Noto Sans Devanagari') && face.status === 'loaded')
      .map((face) => ({ display: face.display, range: face.unicodeRange })),
  );
  expect(faces.length).toBeGreaterThan(0);
  for (const face of faces) {
    expect(face.display).toBe('swap');
    expect(face.range.startsWith('U+900-97F')).toBe(true);
  }
});
