import type { Page } from '@playwright/test';
import { expect, test, toastWith } from '../../support/test.ts';
import {
  ADMIN_EMAIL,
  CONFIRM_SUBJECT,
  createConfirmedAccount,
  signInAsAdmin,
  signInThroughUi,
  uniqueEmail,
} from '../../support/accounts.ts';
import { linkIn, waitForMail } from '../../support/mail.ts';
import { e2eOrigin } from '../../support/paths.ts';

/** A demo recruitment (loaded into the empty database at start), with a search and a hash to keep. */
const JOB = '/jobs/demo-railway-ntpc-graduate-2026';
const JOB_LINK = `${JOB}?ref=whatsapp#vacancies`;
const JOB_TITLE = /^RRB NTPC Graduate Level Recruitment 2026/;
const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signInOnLoginScreen(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a job link opened signed out: sign in → that job, with its search and hash', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await page.goto(JOB_LINK);
  await expect(page).toHaveURL(/\/$/);
  await signInOnLoginScreen(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`${escaped(JOB_LINK)}$`));
  await expect(page.getByRole('heading', { name: JOB_TITLE, level: 1 })).toBeVisible();
});

test('a job link opened signed out: sign up → confirmation mail → sign in → that job', async ({ page }) => {
  const email = uniqueEmail('from-a-job-link');
  await page.goto(JOB);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel('Full name (optional)').fill('Kavita Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(toastWith(page, 'Success!')).toBeVisible();

  // The link may be opened anywhere (another tab, later): the page to return to travels in it.
  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  const confirm = await page.context().newPage();
  await confirm.goto(linkIn(mail, `${e2eOrigin}/api/auth/verify-email`));
  await expect(confirm).toHaveURL(new RegExp(`/\\?verified=1&next=${escaped(encodeURIComponent(JOB))}$`));
  await expect(confirm.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
  await signInOnLoginScreen(confirm, email, 'first-pass-1');
  await expect(confirm).toHaveURL(new RegExp(`${escaped(JOB)}$`));
  await expect(confirm.getByRole('heading', { name: JOB_TITLE, level: 1 })).toBeVisible();
});

test('the admin area opened signed out returns there after an admin signs in', async ({ page }) => {
  await signInAsAdmin(page);
  await page.context().clearCookies();
  await page.goto('/admin/recruitments?status=draft');
  await expect(page).toHaveURL(/\/$/);
  await signInOnLoginScreen(page, ADMIN_EMAIL, 'secret-pass-1');
  await expect(page).toHaveURL(/\/admin\/recruitments\?status=draft$/);
});

test('a `next` pointing at another site is ignored: sign in → the dashboard', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await page.goto(`/?next=${encodeURIComponent('//evil.example/jobs')}`);
  await signInOnLoginScreen(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after Logout on a page, the next sign-in in the same tab lands on the dashboard, not that page', async ({
  page,
}) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/friends');
  await expect(page).toHaveURL(/\/friends$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Issue #25, item 16: a voluntary logout is not a guard sending a visitor to sign in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInOnLoginScreen(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
