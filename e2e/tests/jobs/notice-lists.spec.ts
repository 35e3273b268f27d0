import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

const LISTS = [
  ['/result', 'Results'],
  ['/admit-card', 'Admit Cards'],
  ['/answer-key', 'Answer Keys'],
  ['/exam-date', 'Exam Dates'],
  ['/misc', 'Miscellaneous'],
] as const;

test('every notice list shows at least 10 demo notices linking to their recruitment', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  for (const [path, heading] of LISTS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const rows = page.getByTestId('notice-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count(), path).toBeGreaterThanOrEqual(10);
    await expect(rows.first().getByRole('link', { name: 'Recruitment details' })).toHaveAttribute('href', /^\/jobs\//);
  }

  await page.goto('/answer-key');
  await expect(page.getByTestId('objection-window').first()).toContainText(
    /^Objections \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4} · ₹(50|100) per question$/,
  );

  await page.goto('/exam-date');
  await expect(page.getByTestId('exam-date').first()).toContainText(
    /Exam on \d{2}\/\d{2}\/\d{4} (Confirmed|Tentative)/,
  );
  // A calendar: grouped by the month of the exam, with .ics export of all dates and of one.
  await expect(page.getByTestId('month-heading').first()).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add all exam dates to your calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('jobportal-exam-dates.ics');
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThanOrEqual(10);
  const one = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).first().click();
  expect((await one).suggestedFilename()).toMatch(/^exam-[0-9a-f-]+\.ics$/);

  await page.goto('/admit-card');
  await page.getByLabel('Search notices').fill('hall ticket');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admit-card\?q=hall\+ticket$/);
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
});
