import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { artifactsDir } from '../../support/paths.ts';
import { makeCorpus } from '../tools/fitter-corpus.ts';
import { preparePhoto, prepareSignature } from '../tools/fitter-helpers.ts';
import { createConfirmedAccount, signInAsAdmin, signInThroughUi } from '../../support/accounts.ts';
import { seriousAxeFindings } from '../../support/axe.ts';
import { mailsContaining, waitForMailContaining } from '../../support/mail.ts';
import { expectTapTargets } from '../../support/tap-target.ts';
import { expect, test } from '../../support/test.ts';

/**
 * Issue #26 ("Applying"), the member's part: the photo and signature are prepared for the job's upload
 * specs (H2's fitter), "I applied" is recorded with an application number, an admin publishes the
 * recruitment's admit card notice, and the member hears of it (mail and bell) and sees it on
 * `/applications`. In English at 1280 px, and in Hindi at 360 px.
 */

/**
 * The job's "Prepare my photo and signature" link, then the fitter (its UI steps: fitter-helpers.ts) on
 * the job's own sizes: a photo and a signature from test images, both downloaded and checked outside the
 * fitter (JPEG, the spec's pixels, inside its KB range); back to the job page.
 */
async function prepareUploads(page: Page, slug: string, specs: UploadSpecRow[]): Promise<void> {
  const [photo, signature] = await makeCorpus(path.join(artifactsDir, 'fitter-corpus'), (name) =>
    ['photo-1200x1600.jpg', 'scan-signature-1200x600.jpg'].includes(name),
  );
  await page.getByTestId('prepare-uploads').click();
  await expect(page).toHaveURL(new RegExp(`/tools/photo\\?job=${slug}$`));
  for (const [kind, image] of [
    ['photo', photo!.file],
    ['signature', signature!.file],
  ] as const) {
    const spec = specs.find((row) => row.kind === kind)!;
    const size = specPixels(spec);
    const prepared = kind === 'photo' ? await preparePhoto(page, { image }) : await prepareSignature(page, { image });
    expect(prepared.fileName).toMatch(new RegExp(`^${kind}-${slug}-${size.width}x${size.height}-\\d+KB\\.jpg$`));
    const meta = await sharp(prepared.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size.width, size.height]);
    expect(prepared.bytes.length).toBeGreaterThanOrEqual(spec.minKb * 1024);
    expect(prepared.bytes.length).toBeLessThanOrEqual(spec.maxKb * 1000);
  }
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/jobs/${slug}$`));
}

type UploadSpecRow = {
  kind: string;
  widthPx?: number;
  heightPx?: number;
  widthCm?: number;
  heightCm?: number;
  dpi?: number;
  minKb: number;
  maxKb: number;
};

/** The spec's pixels, worked out here (not with the app's code): centimetres at the dpi, rounded. */
function specPixels(spec: UploadSpecRow): { width: number; height: number } {
  if (spec.widthPx && spec.heightPx) return { width: spec.widthPx, height: spec.heightPx };
  return {
    width: Math.round((spec.widthCm! / 2.54) * spec.dpi!),
    height: Math.round((spec.heightCm! / 2.54) * spec.dpi!),
  };
}

const TEXTS = {
  en: {
    iApplied: 'I applied',
    dialog: 'I applied',
    number: 'Registration / application number',
    fee: 'Fee paid (₹)',
    save: 'Save',
    appliedOn: (date: string) => `Applied on ${date}`,
    bell: /^Notifications, \d+ unread$/,
    // Every alert names the recruitment as well as the notice.
    bellItem: (title: string, job: string) => `Admit card: ${job} — ${title}`,
    mailLine: (title: string, job: string) => `Admit card: ${job} — ${title}`,
    mailIntro: 'A recruitment you applied to has a new notice.',
    heading: 'My applications',
    admitCardOut: 'Admit card is out',
    openJob: 'Open the job',
  },
  hi: {
    iApplied: 'मैंने आवेदन किया',
    dialog: 'मैंने आवेदन किया',
    number: 'पंजीकरण / आवेदन संख्या',
    fee: 'भुगतान किया गया शुल्क (₹)',
    save: 'सहेजें',
    appliedOn: (date: string) => `${date} को आवेदन किया`,
    bell: /^सूचनाएँ, \d+ अपठित$/,
    bellItem: (title: string, job: string) => `प्रवेश पत्र: ${job} — ${title}`,
    mailLine: (title: string, job: string) => `प्रवेश पत्र: ${job} — ${title}`,
    mailIntro: 'जिस भर्ती में आपने आवेदन किया है, उसकी एक नई सूचना आई है।',
    heading: 'मेरे आवेदन',
    admitCardOut: 'प्रवेश पत्र जारी हो गया है',
    openJob: 'नौकरी खोलें',
  },
} as const;

/** India's date today, and as the app shows it (dd/mm/yyyy). */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const shown = (isoDate: string) => isoDate.split('-').reverse().join('/');

type Walk = { language: 'en' | 'hi'; width: number; height: number; slug: string };

const walks: Walk[] = [
  { language: 'en', width: 1280, height: 800, slug: 'demo-railway-ntpc-graduate-2026' },
  { language: 'hi', width: 360, height: 740, slug: 'demo-upsc-engineering-services-2026' },
];

for (const walk of walks) {
  test(`applying (${walk.language}, ${walk.width} px): uploads prepared, "I applied" with a number, the admit card notice reaches mail and bell, /applications shows it out`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const text = TEXTS[walk.language];
    const number = `REG/${walk.language.toUpperCase()}/${Date.now()}`;
    await page.setViewportSize({ width: walk.width, height: walk.height });
    const account = await createConfirmedAccount(page, { name: 'Applying Candidate' });
    await signInThroughUi(page, account.email, account.password);
    // A member with a profile: the category sets the fee filled in; the language, the app's and the mail's.
    const profile = await page.request.patch('/api/me/profile', {
      data: { category: 'obc', qualification: 'graduate', state: 'bihar', preferredLanguage: walk.language },
    });
    expect(profile.status()).toBe(200);
    await page.context().addCookies([{ name: 'jobportal_language', value: walk.language, url: baseURL! }]);
    const job = await (await page.request.get(`/api/jobs/${walk.slug}`)).json();
    // The recruitment's title in the interface language where it has one.
    const shownTitle: string = walk.language === 'hi' ? (job.titleHi ?? job.title) : job.title;
    const fees: Array<{ category: string; amount: number }> = job.details.fees;
    const fee = fees.find((row) => row.category === 'obc') ?? fees.find((row) => row.category === 'all');

    await page.goto(`/jobs/${walk.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await prepareUploads(page, walk.slug, job.details.uploadSpecs);

    // "I applied": today by default, the category's fee filled in, the number typed.
    const applied = page.getByTestId('applied-button');
    await expect(applied).toHaveText(text.iApplied);
    await expect(applied).toBeEnabled();
    if (walk.width < 640) await expectTapTargets(applied, '"I applied"');
    await applied.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    if (fee) await expect(dialog.getByLabel(text.fee)).toHaveValue(String(fee.amount));
    await dialog.getByLabel(text.number).fill(number);
    if (walk.width < 640) await expectTapTargets(dialog.getByRole('button', { name: text.save }), 'Save');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    await expect(applied).toHaveText(text.appliedOn(shown(todayInIndia())));

    // An admin publishes the recruitment's admit card notice (the admin API, as the admin UI does).
    const title = `Admit card out ${walk.language} ${Date.now()}`;
    const adminContext = await browser.newContext({ baseURL: baseURL! });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    const created = await admin.request.post('/api/admin/notices', {
      headers: { origin: baseURL! },
      data: { recruitmentId: job.id, type: 'admit_card', title, date: todayInIndia() },
    });
    expect(created.status(), await created.text()).toBe(201);
    await adminContext.close();

    // The mail (over SMTP), in the member's language, without the application number.
    const mail = await waitForMailContaining(account.email, text.mailLine(title, shownTitle));
    expect(mail.text).toContain(text.mailIntro);
    expect(mail.text).toContain(`/jobs/${walk.slug}`);
    expect(mail.text).not.toContain(number);

    // The bell hears of it over the socket (on a fresh install the demo's own notices of this job,
    // going live at start, may be there too: the member applied to it).
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(text.bell, { timeout: 20_000 });
    await bell.click();
    await expect(page.getByRole('link', { name: text.bellItem(title, shownTitle) })).toBeVisible();
    await page.keyboard.press('Escape');

    // /applications: the admit card is out.
    await page.goto('/applications');
    await expect(page.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();
    const item = page.getByTestId('application-item').filter({ hasText: shownTitle });
    await expect(item.getByTestId('application-next-step')).toContainText(text.admitCardOut);
    await expect(item).toContainText(number);
    expect(await seriousAxeFindings(page)).toEqual([]);
    if (walk.width < 640) {
      await expectTapTargets(item.getByRole('link', { name: text.openJob }), 'Open the job');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(walk.width);
    }
    // Once: no second mail for the same notice.
    expect(mailsContaining(account.email, text.mailLine(title, shownTitle))).toBe(1);
  });
}
