import { expect, type Cookie, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';

/** Confirmed accounts with this address are admins (the e2e app runs with ADMIN_EMAILS set to it). */
export const ADMIN_EMAIL = 'admin@jobportal.test';

let counter = 0;
export function uniqueEmail(prefix = 'candidate'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@jobportal.test`;
}

export const CONFIRM_SUBJECT = 'Confirm your email for JobPortal';
export const RESET_SUBJECT = 'Reset your JobPortal password';

/** Creates a confirmed account through the API and the real confirmation mail; returns its credentials. */
export async function createConfirmedAccount(
  page: Page,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'secret-pass-1';
  const name = options.name ?? 'Priya Sharma';
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { email, password, name } });
  expect(signUp.status()).toBe(200);
  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  const confirm = await page.request.get(linkIn(mail, 'http://localhost'), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  return { email, password, name };
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The admin's session of this run (one worker: one process), reused while it stands. */
let adminCookies: Cookie[] | undefined;

/**
 * Signs in as the ADMIN_EMAILS account, creating and confirming it on first use (an earlier test of
 * the run may have made it already). The session is reused by the tests after, as long as it stands:
 * the product allows 10 sign-ins per account in 15 minutes (AUTH_LIMITS), and a fast run signed the
 * admin in more often than that (the clean-clone CI of 795d4ea: "Too many attempts").
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const password = 'secret-pass-1';
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    if ((await page.request.get('/api/me')).status() === 200) {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      return;
    }
    await page.context().clearCookies();
  }
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password } });
  if (signIn.status() === 200) {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  } else {
    await createConfirmedAccount(page, { email: ADMIN_EMAIL, password, name: 'Site Admin' });
    await signInThroughUi(page, ADMIN_EMAIL, password);
  }
  adminCookies = await page.context().cookies();
}
