import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

const DEVANAGARI_FONT = /noto-sans-devanagari-devanagari-\d00-normal-[\w-]+\.woff2$/;

/** Whether this browser's device has Noto Sans Devanagari of its own (Android phones do; a bare Linux does not). */
async function deviceHasTheFont(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    try {
      await new FontFace(
        'Device Devanagari',
        'local("Noto Sans Devanagari Regular"), local("NotoSansDevanagari-Regular")',
      ).load();
      return true;
    } catch {
      return false;
    }
  });
}

test('Hindi renders in Noto Sans Devanagari: the device’s own when it has it (nothing downloaded), else the Devanagari subset (never a Latin face); not precached', async ({
  page,
  request,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });

  // The sign-in screen is English but for the language switch's “हिन्दी”: that word alone needs the
  // Devanagari face (unicode-range); the English text keeps the system font (no Latin face is fetched).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeVisible();
  const local = await deviceHasTheFont(page);

  // Every face tries the device's font first, then the subset this app serves (issue #24: a downloaded
  // face swapping in relaid out the whole of /jobs on a phone that had the font all along).
  const sources = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .filter((rule) => rule.style.getPropertyValue('font-family').includes('Noto Sans Devanagari'))
        .map((rule) => rule.style.getPropertyValue('src')),
    ),
  );
  expect(sources).toHaveLength(3);
  for (const source of sources) {
    expect(source).toMatch(
      /^local\("Noto Sans Devanagari (Regular|SemiBold|Bold)"\), local\("NotoSansDevanagari-\w+"\), url\(/,
    );
    const url = /url\("?([^")]+)"?\)/.exec(source)?.[1] ?? '';
    expect(url).toMatch(DEVANAGARI_FONT);
    const served = await request.get(new URL(url, page.url()).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toContain('immutable');
  }

  // Phones download it when it is needed, not ahead with the app shell.
  const serviceWorker = await (await request.get('/sw.js')).text();
  expect(serviceWorker).toContain('index.html');
  expect(serviceWorker).not.toContain('noto-sans-devanagari');

  // Job cards print each Hindi title under the English one, in the regular weight.
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/jobs');
  const hindiTitle = page.locator('[lang="hi"]').first();
  await expect(hindiTitle).toBeVisible();
  if (local) {
    // The device's own regular face: its subset is never downloaded.
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((font) => /-400-normal-/.test(font))).toEqual([]);
  } else {
    await expect.poll(() => fonts.filter((font) => DEVANAGARI_FONT.test(font)).length).toBeGreaterThan(0);
  }
  // Only Devanagari faces, ever: the Latin text keeps the system font.
  expect(fonts.every((font) => DEVANAGARI_FONT.test(font))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  // Every face the Hindi title needs is there (check() is false while one is still loading).
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
