import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test, toastWith } from '../../support/test.ts';
import { createConfirmedAccount, signInAsAdmin, signInThroughUi } from '../../support/accounts.ts';

let address = 0;
/** A member in a browser context of their own, with their own client address (per-IP limits). */
async function memberContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  address += 1;
  return browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `10.210.${Math.floor(address / 250)}.${(address % 250) + 1}` },
  });
}

async function signedInMember(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await memberContext(browser, baseURL);
  const page = await context.newPage();
  const account = await createConfirmedAccount(page, { name });
  await signInThroughUi(page, account.email, account.password);
  return { context, page, account };
}

/** A one-page notice PDF with a line of text, as an admin would upload it. */
async function noticePdf(title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 760, size: 18, font });
  page.drawText('Official notification (test).', { x: 50, y: 730, size: 12, font });
  return Buffer.from(await document.save());
}

/** `YYYY-MM-DD`, `days` from today. */
function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function expectToast(page: Page, text: string) {
  await expect(toastWith(page, text).first()).toBeVisible();
}

/** The newest audit entries as text, one string per entry. */
async function auditEntries(page: Page): Promise<string[]> {
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  return page.getByTestId('audit-entry').allInnerTexts();
}

test('an admin creates a recruitment with a PDF and publishes it; a member finds it; archived, it disappears', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Zonal Railway Station Master Recruitment ${stamp}`;
  const noticeTitle = `Notification ${stamp}`;
  await signInAsAdmin(page);

  // A new recruitment with dates, a fee and a vacancy table, saved as a draft.
  await page.goto('/admin/recruitments/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Organisation', { exact: true }).fill('Railway Recruitment Board, Zonal');
  await page.getByLabel('Short name').fill('RRB');
  await page.getByLabel('Organisation website').fill('https://rrb.example.gov.in');
  await page.getByLabel('Summary', { exact: true }).fill('Station Master posts for graduates across the zone.');
  await page.getByLabel('Sector').selectOption({ label: 'Railway' });
  await page.getByLabel('Graduate', { exact: true }).check();
  await page.getByLabel('Important date 1: Date').fill(isoDate(-2));
  await page.getByLabel('Important date 2: Date').fill(isoDate(20));
  await page.getByRole('button', { name: 'Add fee' }).click();
  await page.getByLabel('Fee 1: Amount (₹)').fill('500');
  await page.getByRole('button', { name: 'Add post' }).click();
  await page.getByLabel('Vacancy 1: Post').fill('Station Master');
  await page.getByLabel('Vacancy 1: UR').fill('12');
  await page.getByLabel('Vacancy 1: OBC').fill('7');
  await page.getByLabel('Official source (URL)').fill('https://rrb.example.gov.in/notice.pdf');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/recruitments\/[0-9a-f-]{36}$/);
  await expectToast(page, 'Draft created');

  // A notice with its PDF: a text file renamed .pdf is refused by content, a real PDF is taken.
  await page.getByRole('button', { name: 'Add notice' }).click();
  const form = page.getByRole('form', { name: 'Notice' });
  await form.getByLabel('Title', { exact: true }).fill(noticeTitle);
  await form.getByRole('button', { name: 'Add notice' }).click();
  await expectToast(page, 'Notice added');
  const row = page.getByTestId('notice-row').filter({ hasText: noticeTitle });
  await page.getByLabel(`Upload PDF for ${noticeTitle}`).setInputFiles({
    name: 'notification.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is a plain text file, renamed to look like a PDF.\n'),
  });
  await expect(row.getByRole('alert')).toHaveText('This file is not a PDF. Upload the notice as a PDF file.');
  await expect(row.getByText('No PDF yet')).toBeVisible();
  await page.getByLabel(`Upload PDF for ${noticeTitle}`).setInputFiles({
    name: 'notification.pdf',
    mimeType: 'application/pdf',
    buffer: await noticePdf(title),
  });
  await expect(row.getByText(/^PDF · 1 page · /)).toBeVisible();

  // Not visible to members while it is a draft.
  const member = await signedInMember(browser, baseURL, `Meera ${stamp}`);
  const search = `/jobs?q=${encodeURIComponent(`station master ${stamp}`)}`;
  await member.page.goto(search);
  await expect(member.page.getByText('No recruitments match. Try another category or search.')).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Published: users can see it now');

  // The member finds it, opens its page and the PDF, rendered by pdf.js.
  await member.page.goto(search);
  const card = member.page.getByTestId('job-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: title }).click();
  await expect(member.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const jobUrl = member.page.url();
  await expect(member.page.getByText('Station Master').first()).toBeVisible();
  await member.page.getByTestId('notice-timeline').getByRole('link', { name: 'PDF' }).first().click();
  await expect(member.page).toHaveURL(/\/notice\/[0-9a-f-]+\/pdf$/);
  await expect(member.page.getByTestId('pdf-canvas')).toHaveAttribute('data-rendered-page', '1', { timeout: 20_000 });
  await expect(member.page.getByTestId('pdf-page')).toHaveText('Page 1 of 1');

  // Archived: gone from the list and its page for the member.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const archive = page.getByRole('dialog', { name: 'Archive this recruitment?' });
  await archive.getByRole('button', { name: 'Archive', exact: true }).click();
  await expectToast(page, 'Archived: users no longer see it');
  await member.page.goto(search);
  await expect(member.page.getByText('No recruitments match. Try another category or search.')).toBeVisible();
  await expect(member.page.getByTestId('job-card')).toHaveCount(0);
  await member.page.goto(jobUrl);
  await expect(member.page.getByRole('heading', { name: title })).toHaveCount(0);
  await member.context.close();

  // Each action is in the audit log.
  const entries = await auditEntries(page);
  const about = (fragment: string) => entries.filter((entry) => entry.includes(fragment));
  expect(about(title).some((entry) => / archived recruitment /.test(entry))).toBe(true);
  expect(about(title).some((entry) => / published recruitment /.test(entry))).toBe(true);
  expect(about(title).some((entry) => / created recruitment /.test(entry))).toBe(true);
  expect(about(noticeTitle).some((entry) => / uploaded the PDF of notice /.test(entry))).toBe(true);
  expect(about(noticeTitle).some((entry) => / added notice /.test(entry))).toBe(true);
});

test('a member’s story is approved by an admin and published; a banned member’s open session ends', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const storyTitle = `From a village library to the railway office ${stamp}`;
  await signInAsAdmin(page);
  const member = await signedInMember(browser, baseURL, `Kiran ${stamp}`);

  await member.page.goto('/submit-story');
  await member.page.getByLabel('Title').fill(storyTitle);
  await member.page.getByLabel('Exam', { exact: true }).fill('RRB NTPC');
  await member.page.getByLabel('Year you passed').fill('2025');
  await member.page.getByLabel('Post or department').fill('Commercial Apprentice, Northern Railway');
  await member.page
    .getByLabel('Your story')
    .fill(
      'I prepared in the village library after my shift at the shop. ' +
        'Every week I solved one previous year paper and marked each wrong answer in red. ' +
        'Mock tests taught me to leave a hard question and come back to it at the end.',
    );
  await member.page.getByLabel('Show my name with this story').check();
  await member.page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(member.page.getByText('Thank you! Your story is pending review.')).toBeVisible();

  // The admin approves it from the moderation queue.
  await page.goto('/admin/stories');
  const item = page.getByTestId('story-item').filter({ hasText: storyTitle });
  await expect(item.getByRole('heading', { name: storyTitle })).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Published: on /stories and at its own address.
  await member.page.goto('/stories');
  await member.page.getByRole('link', { name: storyTitle }).click();
  await expect(member.page).toHaveURL(/\/stories\/[a-z0-9-]+$/);
  await expect(member.page.getByRole('heading', { name: storyTitle, level: 1 })).toBeVisible();
  await expect(member.page.getByText(`Kiran ${stamp}`).first()).toBeVisible();

  // The admin bans the member; the member's open session fails at once.
  await page.goto('/admin/users');
  await page.getByLabel('Search', { exact: true }).fill(member.account.email);
  await page.getByRole('button', { name: 'Search users' }).click();
  await page.getByRole('link', { name: `Kiran ${stamp}` }).click();
  await page.getByRole('button', { name: 'Ban' }).click();
  const ban = page.getByRole('dialog', { name: 'Ban this account?' });
  await ban.getByLabel('Reason (optional)').fill('Spam in stories');
  await ban.getByRole('button', { name: 'Ban account' }).click();
  await expect(page.getByRole('button', { name: 'Lift ban' })).toBeVisible();

  const session = await member.page.request.get('/api/me');
  expect(session.status()).toBe(401);
  await member.page.goto('/dashboard');
  await expect(member.page).toHaveURL(/\/$/);
  // Signing in again is refused with a clear message.
  await member.page.getByLabel('Email').fill(member.account.email);
  await member.page.getByLabel('Password').fill(member.account.password);
  await member.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const failure = member.page.getByRole('alert').filter({ hasText: 'Authentication Failed' });
  await expect(failure).toContainText('Your account has been suspended.');
  await expect(member.page).toHaveURL(/\/$/);
  await member.context.close();

  const entries = await auditEntries(page);
  expect(entries.some((entry) => entry.includes(storyTitle) && / approved story /.test(entry))).toBe(true);
  expect(entries.some((entry) => entry.includes(member.account.email) && / banned user /.test(entry))).toBe(true);
});
