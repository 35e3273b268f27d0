import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, uniqueEmail } from '../../support/accounts.ts';
import { mailDir } from '../../support/paths.ts';

/**
 * Issue #16: the whole interface in Hindi. Switched on the sign-in screen, a new account signs up, is
 * confirmed by a Hindi mail, and walks the main routes: every heading is Devanagari and no element
 * shows an English UI string (content without a Hindi version may stay English: that is its fallback).
 * The choice survives a reload and a sign-in on a fresh device (it is the profile's preferred language).
 */

type Catalogue = Record<string, unknown>;
const localesDir = fileURLToPath(new URL('../../../apps/web/src/locales/', import.meta.url));
/** The app's own catalogues, read at run time: the test follows the translators' final words. */
async function catalogue(file: string, name: string): Promise<Catalogue> {
  const module = (await import(pathToFileURL(path.join(localesDir, file)).href)) as Record<string, Catalogue>;
  return module[name]!;
}
function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) leaves(child, out);
  return out;
}
const at = (value: Catalogue, dotted: string): string =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Catalogue)[key], value) as string;

const DEVANAGARI = /[\u0900-\u097F]/;
/** The spec's English nav words: none may show in Hindi mode. */
const ENGLISH_NAV = [
  'Home',
  'Jobs',
  'Online Tests',
  'Typing Test',
  'Result',
  'Admit Card',
  'Answer Key',
  'Exam Date',
  'Success Story',
  'My Profile',
  'Friends',
  'Logout',
];
const screenshotsDir = fileURLToPath(new URL('../../.artifacts/hindi/', import.meta.url));

let hi: Catalogue;
/** English UI strings that differ from their Hindi (a string both languages write alike, "JobPortal", is fine). */
let englishOnly: string[];

test.beforeAll(async () => {
  hi = await catalogue('hi.ts', 'hi');
  const pairs: Array<[string, string, string, string]> = [
    ['en.ts', 'en', 'hi.ts', 'hi'],
    ['en-chat.ts', 'enChat', 'hi-chat.ts', 'hiChat'],
    ['en-typing.ts', 'enTyping', 'hi-typing.ts', 'hiTyping'],
    ['en-mock-tests.ts', 'enMockTests', 'hi-mock-tests.ts', 'hiMockTests'],
  ];
  const english = new Set<string>();
  for (const [enFile, enName, hiFile, hiName] of pairs) {
    const hindi = new Set(leaves(await catalogue(hiFile, hiName)));
    for (const text of leaves(await catalogue(enFile, enName))) {
      // Whole strings a person reads (placeholders make a string partial: its parts are checked by others).
      if (/[A-Za-z]{3}/.test(text) && !text.includes('{{') && !hindi.has(text)) english.add(text.trim());
    }
  }
  englishOnly = [...english];
});

/** Mails the test SMTP server received for `to`, newest last, with their parts decoded as UTF-8. */
function mailsTo(to: string): Array<{ subject: string; body: string }> {
  let files: string[];
  try {
    files = readdirSync(mailDir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
    .filter((raw) => /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() === to)
    .map((raw) => {
      const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? '';
      const subject = subjectLine
        .replace(/\r?\n[ \t]/g, '')
        .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind, text) =>
          kind.toLowerCase() === 'b'
            ? Buffer.from(text, 'base64').toString('utf8')
            : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1'), 'latin1').toString('utf8'),
        );
      const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
      const body = parts
        .map((part) => {
          const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
          const content = rest.join('\n\n');
          if (/content-transfer-encoding: base64/i.test(headers)) {
            return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
          }
          if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
            const bytes = content
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
            return Buffer.from(bytes, 'latin1').toString('utf8');
          }
          return content;
        })
        .join('\n');
      return { subject, body };
    });
}

/** Elements whose whole text (or accessible label, or placeholder) is an English UI string. */
async function englishUiTexts(page: Page): Promise<string[]> {
  return await page.evaluate((english) => {
    const wanted = new Set(english);
    const found = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[lang="en"]') || element.closest('script,style,noscript')) continue;
      const texts = [
        element.getAttribute('aria-label'),
        element.getAttribute('placeholder'),
        element.getAttribute('title'),
      ];
      if (element.children.length === 0) texts.push(element.textContent);
      for (const text of texts) if (text && wanted.has(text.trim())) found.add(text.trim());
    }
    return [...found];
  }, englishOnly);
}

/** Hindi heading, Hindi menu, and no English UI string anywhere on the page. */
async function expectHindiPage(page: Page, headingPattern?: RegExp) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toHaveText(headingPattern ?? DEVANAGARI);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect.poll(() => englishUiTexts(page), { message: `English UI text on ${page.url()}` }).toEqual([]);
}

async function expectHindiMenu(page: Page) {
  await page.getByRole('button', { name: at(hi, 'nav.openMenu') }).click();
  const menu = page.getByRole('dialog');
  const nav = menu.getByRole('navigation', { name: at(hi, 'nav.mainNavigation') });
  await expect(nav.getByRole('link', { name: at(hi, 'nav.jobs'), exact: true })).toBeVisible();
  const text = await menu.innerText();
  expect(text).toMatch(DEVANAGARI);
  for (const word of ENGLISH_NAV) expect(text.split('\n').map((line) => line.trim())).not.toContain(word);
  await expect(menu.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: path.join(screenshotsDir, '6-menu.png') });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
}

async function signIn(page: Page, labels: { email: string; password: string; button: string }, email: string) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill('hindi-pass-1');
  await page.getByRole('button', { name: labels.button, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

test('Hindi from the sign-in screen: sign-up, mail, every main route, a reload and a new sign-in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(screenshotsDir, { recursive: true });
  const email = uniqueEmail('hindi');
  const { context, page } = await phone(browser);

  // The sign-in screen, in English first; the switch is right there.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: at(hi, 'auth.signIn.title') })).toBeVisible();
  await expectHindiPage(page, new RegExp(at(hi, 'auth.signIn.title')));
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: path.join(screenshotsDir, '0-sign-in.png') });

  // A server error in Hindi: the app maps better-auth's message to its Hindi text.
  await page.getByLabel(at(hi, 'auth.fields.email')).fill('nobody-here@jobportal.test');
  await page.getByLabel(at(hi, 'auth.fields.password'), { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: at(hi, 'auth.signIn.button'), exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: at(hi, 'auth.errors.title') });
  await expect(alert).toHaveText(DEVANAGARI);
  await expect(alert).not.toContainText('Invalid email or password');
  await page.getByLabel(at(hi, 'auth.fields.email')).fill('');

  // Sign up in Hindi: the confirmation mail is Hindi too.
  await page.getByRole('button', { name: at(hi, 'auth.links.toSignUp') }).click();
  await expect(page.getByRole('heading', { name: at(hi, 'auth.signUp.title') })).toBeVisible();
  await page.getByLabel(at(hi, 'auth.fields.name')).fill('Sunita Devi');
  await page.getByLabel(at(hi, 'auth.fields.email')).fill(email);
  await page.getByLabel(at(hi, 'auth.fields.password'), { exact: true }).fill('hindi-pass-1');
  await page.getByRole('button', { name: at(hi, 'auth.signUp.button'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: at(hi, 'auth.toasts.signedUpTitle') })).toBeVisible();

  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mail = mailsTo(email).at(-1)!;
  expect(mail.subject).toMatch(DEVANAGARI);
  expect(mail.body).toMatch(DEVANAGARI);
  const link = /http:\/\/localhost:\d+\/api\/auth\/verify-email[^\s"<>]*/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!.replaceAll('&amp;', '&'));
  await expect(page).toHaveURL(/\/\?verified=1$/);
  await expect(page.getByRole('heading', { name: at(hi, 'auth.signIn.title') })).toBeVisible();

  const hindiLabels = {
    email: at(hi, 'auth.fields.email'),
    password: at(hi, 'auth.fields.password'),
    button: at(hi, 'auth.signIn.button'),
  };
  await signIn(page, hindiLabels, email);
  await expectHindiPage(page);
  await expectHindiMenu(page);
  await page.screenshot({ path: path.join(screenshotsDir, '1-dashboard.png'), fullPage: true });

  // The main routes, each in Hindi.
  await page.goto('/jobs');
  await expectHindiPage(page, new RegExp(at(hi, 'pages.jobs.title')));
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await page.screenshot({ path: path.join(screenshotsDir, '2-jobs.png') });

  await page.getByTestId('job-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(DEVANAGARI);
  // The usual link buttons in Hindi (the demo recruitments label them "Apply online" and so on).
  await expect(page.getByRole('link', { name: at(hi, 'jobDetail.links.apply') })).toBeVisible();
  await expect(page.getByRole('link', { name: at(hi, 'jobDetail.links.official') })).toHaveAttribute('lang', 'hi');
  await expect.poll(() => englishUiTexts(page)).toEqual([]);
  await page.screenshot({ path: path.join(screenshotsDir, '3-job-detail.png') });

  for (const [route, key] of [
    ['/result', 'pages.result.title'],
    ['/tests', 'pages.tests.title'],
    ['/typing_test', null],
    ['/friends', 'pages.friends.title'],
  ] as const) {
    await page.goto(route);
    await expectHindiPage(page, key ? new RegExp(at(hi, key)) : undefined);
    if (route === '/tests') {
      await expect(page.getByTestId('mock-test-card').first()).toBeVisible();
      await page.screenshot({ path: path.join(screenshotsDir, '4-tests.png') });
    }
  }

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  await expectHindiPage(page, /Sunita Devi/);
  await page.screenshot({ path: path.join(screenshotsDir, '5-profile.png') });

  // A reload keeps Hindi, with no English first screen to switch from.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectHindiPage(page, /Sunita Devi/);
  await context.close();

  // A new device (nothing stored): the sign-in screen is English, the account's choice wins after sign-in.
  const fresh = await phone(browser);
  await fresh.page.goto('/');
  await expect(fresh.page.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(fresh.page, { email: 'Email', password: 'Password', button: 'Sign In' }, email);
  await expectHindiPage(fresh.page);
  await expectHindiMenu(fresh.page);

  // Back to English from the menu: the profile follows, and English mode is the spec's English.
  await fresh.page.getByRole('button', { name: at(hi, 'nav.openMenu') }).click();
  await fresh.page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await expect(fresh.page.locator('html')).toHaveAttribute('lang', 'en');
  await fresh.page.keyboard.press('Escape');
  await expect(fresh.page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sunita Devi');
  await expect
    .poll(async () => (await fresh.page.request.get('/api/me')).json())
    .toMatchObject({ preferredLanguage: 'en' });
  await fresh.context.close();
});

type Vocabulary = ReadonlyArray<{ slug: string; en: string; hi: string }>;

/** The options and checkbox labels on the page that are English names of the shared vocabulary. */
async function englishChoices(page: Page, english: string[]): Promise<string[]> {
  return await page.evaluate((names) => {
    const wanted = new Set(names);
    const texts = [
      ...[...document.querySelectorAll('option')].map((option) => option.label || option.textContent || ''),
      ...[...document.querySelectorAll('input[type="checkbox"]')].map((box) => box.closest('label')?.textContent ?? ''),
    ];
    return [...new Set(texts.map((text) => text.trim()).filter((text) => wanted.has(text)))];
  }, english);
}

test('Hindi mode: sectors, states, qualifications and target exams in Hindi in every list; device names and the toast region too (issue #25, items 4-6)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const categories = (await import(
    pathToFileURL(fileURLToPath(new URL('../../../packages/shared/src/domain/categories.ts', import.meta.url))).href
  )) as Record<string, Vocabulary>;
  const vocabulary = ['SECTORS', 'STATES', 'QUALIFICATIONS', 'TARGET_EXAMS'].flatMap((name) => categories[name] ?? []);
  const english = vocabulary.filter((entry) => entry.en !== entry.hi).map((entry) => entry.en);

  // 1280 px, as the issue measured: the header's language switch.
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email, password } = await createConfirmedAccount(page, { name: 'Sunita Devi' });
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/jobs');
  await expect(page.locator('#job-category option[value="railway"]')).toHaveText('रेलवे');
  await expect(page.locator('#job-state option[value="bihar"]')).toHaveText('बिहार');
  await expect(page.locator('#job-qualification option[value="graduate"]')).toHaveText('स्नातक');
  expect(await englishChoices(page, english)).toEqual([]);

  await page.goto('/tests');
  await expect(page.getByTestId('mock-test-card').first()).toBeVisible();
  const sectorHeadings = await page.locator('section[aria-labelledby^="sector-"] h2').allInnerTexts();
  expect(sectorHeadings.length).toBeGreaterThan(0);
  for (const heading of sectorHeadings) expect(heading).not.toMatch(/[A-Za-z]/);
  expect(await englishChoices(page, english)).toEqual([]);

  await page.goto('/users');
  await expect(page.locator('#users-exam option[value="teacher"]')).toHaveText('शिक्षक भर्ती');
  expect(await englishChoices(page, english)).toEqual([]);

  await page.goto('/alerts');
  await expect(page.getByRole('checkbox', { name: 'रेलवे' })).toBeVisible();
  expect(await englishChoices(page, english)).toEqual([]);

  // The profile form, the sessions list, and a toast after saving.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  const courtClerk = page.getByRole('checkbox', { name: 'न्यायालय लिपिक' });
  await expect(courtClerk).toBeVisible();
  expect(await englishChoices(page, english)).toEqual([]);
  const device = page.getByTestId('session-row').first().locator('p').first();
  await expect(device).toHaveText(/ पर /);
  await expect(device).not.toHaveText(/[A-Za-z]/);

  await courtClerk.check();
  await page.getByRole('button', { name: at(hi, 'people.edit.save'), exact: true }).click();
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: at(hi, 'people.edit.saved') })).toBeVisible();
  await expect(page.getByRole('region', { name: 'सूचनाएँ (F8)' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(0);
  await expect
    .poll(async () => (await page.request.get('/api/me/profile')).json())
    .toMatchObject({ targetExams: ['court-clerk'] });
});
