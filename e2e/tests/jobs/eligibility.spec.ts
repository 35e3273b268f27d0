import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

/** dd/mm/yyyy, as the app shows dates. */
const shown = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** The day `years` years and `days` days before an ISO date. */
function before(isoDate: string, years: number, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

test('"Can I apply?": an OBC 12th-pass candidate sees an eligible and a not-eligible mark with the reasons, and ?eligible=1 filters', async ({
  page,
}) => {
  // Two demo recruitments: SSB GD Constable (10th pass, 18–23, OBC +3) and RRB NTPC Graduate (a degree).
  const gd = await (await page.request.get('/api/jobs/demo-ssc-gd-constable-2026')).json();
  const ntpc = await (await page.request.get('/api/jobs/demo-railway-ntpc-graduate-2026')).json();
  const asOn: string = gd.details.ageLimit.asOn;
  expect(gd.details.ageLimit).toMatchObject({ max: 23 });

  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  // 25 on GD's "as on" date: over 23, within 23 + 3 for OBC.
  const saved = await page.request.patch('/api/me/profile', {
    data: { dateOfBirth: before(asOn, 25, 10), category: 'obc', qualification: '12th', state: 'bihar' },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/jobs?cat=ssc');
  const gdCard = page.getByTestId('job-card').filter({ hasText: gd.title });
  await expect(gdCard.getByTestId('eligibility')).toHaveAttribute('data-status', 'eligible');
  await expect(gdCard.getByText('You can apply', { exact: true })).toBeVisible();
  await expect(gdCard.getByTestId('eligibility-reason')).toHaveText(
    `age 25 on ${shown(asOn)}, limit 23 + 3 years OBC relaxation = 26 → eligible`,
  );

  await page.goto('/jobs?cat=railway');
  const ntpcCard = page.getByTestId('job-card').filter({ hasText: ntpc.title });
  await expect(ntpcCard.getByTestId('eligibility')).toHaveAttribute('data-status', 'not_eligible');
  await expect(ntpcCard.getByText('Not eligible', { exact: true })).toBeVisible();
  await expect(ntpcCard.getByTestId('eligibility-reason')).toHaveText('12th pass, needs Graduate → not eligible');
  const railwayCount = await page.getByTestId('job-card').count();

  // "Eligible for me": the graduate recruitment goes, the URL says so, and every card left is eligible.
  // A controlled checkbox follows the URL: click, then wait for it (check() wants the state at once).
  await page.getByLabel('Eligible for me').click();
  await expect(page.getByLabel('Eligible for me')).toBeChecked();
  await expect(page).toHaveURL(/\/jobs\?cat=railway&eligible=1$/);
  await expect(ntpcCard).toHaveCount(0);
  const left = page.getByTestId('job-card');
  expect(await left.count()).toBeLessThan(railwayCount);
  for (const mark of await page.getByTestId('eligibility').all()) {
    await expect(mark).toHaveAttribute('data-status', 'eligible');
  }

  await page.goto('/jobs?cat=ssc&eligible=1');
  await expect(page.getByLabel('Eligible for me')).toBeChecked();
  await expect(gdCard).toHaveCount(1);

  // The detail page gives the verdict per post.
  await page.goto('/jobs/demo-railway-ntpc-graduate-2026');
  const section = page.getByTestId('eligibility-section');
  await expect(section.getByRole('heading', { name: 'Can I apply?' })).toBeVisible();
  await expect(section.getByTestId('post-eligibility').first()).toHaveAttribute('data-status', 'not_eligible');
});

test('a profile without a date of birth gets a one-step prompt for just what is missing', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  const gd = await (await page.request.get('/api/jobs/demo-ssc-gd-constable-2026')).json();
  const asOn: string = gd.details.ageLimit.asOn;

  await page.goto('/jobs/demo-ssc-gd-constable-2026');
  const section = page.getByTestId('eligibility-section');
  await expect(section.getByTestId('eligibility-reason')).toHaveText(
    'Add your date of birth and qualification to see if you can apply.',
  );
  await section.getByRole('button', { name: 'Add my details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Can I apply?' });
  await expect(dialog.getByLabel('Date of birth')).toBeVisible();
  await expect(dialog.getByLabel('Highest qualification')).toBeVisible();
  await expect(dialog.getByLabel('Category')).toHaveCount(0);
  await dialog.getByLabel('Date of birth').fill(before(asOn, 20, 10));
  await dialog.getByLabel('Highest qualification').selectOption('10th');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('eligibility-reason')).toHaveText(`age 20 on ${shown(asOn)}, limit 23 → eligible`);

  // Saved privately: the qualification given here is "only me".
  const profile = await (await page.request.get('/api/me/profile')).json();
  expect(profile).toMatchObject({ qualification: '10th', visibility: { qualification: 'only_me' } });
});

test('on a phone, a member without a profile sees the whole first job card above the ad bar, asked in a sentence for the missing details, with the prompt one tap away', async ({
  page,
}) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/jobs');

  const card = page.getByTestId('job-card').first();
  // The member's verdict fills in once the app runs the page: measure the card with it.
  await expect(card.getByTestId('eligibility')).toHaveAttribute('data-status', 'unknown');
  await expect(card.getByTestId('eligibility-reason')).toHaveText(
    'Add your date of birth and qualification to see if you can apply.',
  );
  const box = (await card.boundingBox())!;
  const adTop = (await page.getByTestId('bottom-ad').boundingBox())!.y;
  expect(adTop).toBe(740 - 60);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(adTop);

  // One tap: the card's own button opens the one-step prompt for just what is missing.
  await card.getByRole('button', { name: 'Add my details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Can I apply?' });
  await expect(dialog.getByLabel('Date of birth')).toBeVisible();
  await expect(dialog.getByLabel('Highest qualification')).toBeVisible();
  await expect(dialog.getByLabel('Category')).toHaveCount(0);
});
