import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

test('browse /jobs?cat=railway, search, change sort and category, page through, all kept in the URL', async ({
  page,
}) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);

  await page.goto('/jobs?cat=railway');
  await expect(page.getByRole('heading', { name: 'Railway Jobs', level: 1 })).toBeVisible();
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  const railwayCount = await cards.count();
  expect(railwayCount).toBeGreaterThanOrEqual(3);
  await expect(page.getByLabel('Category')).toHaveValue('railway');
  await expect(page.getByTestId('demo-mark')).toHaveText('Demo data: these notices are fictional');
  await expect(page.getByText(new RegExp(`^${railwayCount} recruitments?$`))).toBeVisible();

  // Sorted by last date: the days-left figures never decrease down the list.
  const daysLeft = await page.getByTestId('days-left').allTextContents();
  const numbers = daysLeft.map((text) => (text.startsWith('Last day') ? 0 : Number.parseInt(text, 10)));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  await page.getByLabel('Search jobs').fill('bharti');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobs\?cat=railway&q=bharti$/);
  await page.reload();
  await expect(page.getByLabel('Search jobs')).toHaveValue('bharti');

  // A filter combines with cat: railway jobs open to 10th-pass candidates.
  await page.getByLabel('Search jobs').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Qualification').selectOption('10th');
  await expect(page).toHaveURL(/\/jobs\?cat=railway&qualification=10th$/);
  const filtered = await page.getByTestId('job-card').count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThanOrEqual(railwayCount);
  await page.getByLabel('Qualification').selectOption('');

  await page.getByLabel('Search jobs').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Category').selectOption('');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Government Jobs', level: 1 })).toBeVisible();

  await page.getByLabel('Include closed recruitments').click();
  await expect(page.getByLabel('Include closed recruitments')).toBeChecked();
  await expect(page).toHaveURL(/show=all/);
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

  // The cards are laid out only near the screen (content-visibility, 13rem until then): scrolled to
  // first, so the click's stability check sees them take their real height. Scrolled to by the click
  // itself, the bar could move between the press and the release (the release then lands on a card).
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
});

test('a detail page shows the structured sections, the notice timeline and JobPosting data', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/jobs?cat=railway');
  const firstCard = page.getByTestId('job-card').first();
  const title = (await firstCard.getByRole('heading', { level: 2 }).textContent())!.trim();
  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | JobPortal`);
  for (const section of ['Important dates', 'Vacancies', 'Application fee', 'Notices', 'Source']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.getByTestId('vacancy-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('notice-timeline').getByText('Notification').first()).toBeVisible();
  await expect(page.getByTestId('notice-timeline').getByRole('link', { name: 'PDF' }).first()).toHaveAttribute(
    'href',
    /\/notice\/[0-9a-f-]+\/pdf$/,
  );

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    '@type': 'JobPosting',
    title,
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization' },
  });
  for (const field of ['description', 'datePosted', 'validThrough', 'hiringOrganization', 'jobLocation']) {
    expect(jsonLd, field).toHaveProperty(field);
  }
  expect(jsonLd.jobLocation[0].address.addressCountry).toBe('IN');

  await page.goto('/jobs/no-such-recruitment');
  await expect(page.getByText('This recruitment does not exist or is no longer published.')).toBeVisible();
});

test('save a job from its page; it shows on /saved-jobs and the dashboard; unsave removes it', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await expect(page.getByTestId('dashboard-saved').getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('dashboard-closing-soon').getByTestId('job-card').first()).toBeVisible();

  await page.goto('/jobs?cat=bank');
  const listHeading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByTestId('job-card').first().getByRole('link').click();
  // Read the title once the detail page has replaced the list (the click only starts the navigation).
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(listHeading);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved-jobs');
  await expect(page.getByRole('heading', { name: 'Saved Jobs', level: 1 })).toBeVisible();
  const saved = page.getByTestId('saved-jobs').getByTestId('job-card');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(saved.getByTestId('days-left')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-saved').getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/saved-jobs');
  await saved.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('empty-state')).toBeVisible();
});
