import type { APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test, toastWith } from '../../support/test.ts';
import { signInAsAdmin } from '../../support/accounts.ts';

const SLUG = 'demo-railway-alp-2026';

/** The titles of the notices users see on the recruitment's public page (its API). */
async function publicNoticeTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`/api/jobs/${SLUG}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { notices: Array<{ title: string }> }).notices.map((notice) => notice.title);
}

test('a new notice whose PDF is refused stays a draft users never see; its PDF then publishes it', async ({ page }) => {
  const title = `Revised answer key ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  const list = await page.request.get(`/api/admin/recruitments?q=${encodeURIComponent('Assistant Loco Pilot')}`);
  const recruitment = ((await list.json()) as { items: Array<{ id: string; slug: string }> }).items.find(
    (item) => item.slug === SLUG,
  );
  expect(recruitment).toBeDefined();

  await page.goto(`/admin/recruitments/${recruitment!.id}`);
  await page.getByRole('button', { name: 'Add notice' }).click();
  const form = page.getByRole('form', { name: 'Notice' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('PDF', { exact: true }).setInputFiles({
    name: 'answer-key.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is a plain text file, renamed to look like a PDF.\n'),
  });
  await form.getByRole('button', { name: 'Add notice' }).click();

  // The upload's refusal, at once (a toast stays 5 s), and never "Notice added".
  const toast = toastWith(page, 'Notice saved as a draft: its PDF was not uploaded');
  await expect(toast).toContainText('This file is not a PDF. Upload the notice as a PDF file.');
  await expect(toastWith(page, 'Notice added')).toHaveCount(0);
  const row = page.getByTestId('notice-row').filter({ hasText: title });
  await expect(row.getByRole('alert')).toContainText('This file is not a PDF. Upload the notice as a PDF file.');
  await expect(row.getByRole('alert')).toContainText('The notice is a draft until its PDF is in');
  await expect(row.getByTestId('status-badge')).toHaveText('Draft');
  expect(await publicNoticeTitles(page.request)).not.toContain(title);

  // The real PDF, uploaded again from the row, publishes the notice with it.
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  await row.getByLabel(`Upload PDF for ${title}`).setInputFiles({
    name: 'answer-key.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdf.save()),
  });
  await expect(toastWith(page, 'PDF uploaded')).toBeVisible();
  await expect(row.getByText(/^PDF · 1 page · /)).toBeVisible();
  await expect(row.getByTestId('status-badge')).toHaveCount(0);
  expect(await publicNoticeTitles(page.request)).toContain(title);
});
