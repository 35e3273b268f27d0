import { expect, type Cookie, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { linkIn, waitForMail } from './mail.ts';
import { adminStateFile } from './paths.ts';

/** Confirmed accounts with this address are admins (the e2e app runs with ADMIN_EMAILS set to it). */
export const ADMIN_EMAIL = 'admin@jobportal.test';

/** The admin account's password (made once per run by `admin.setup.ts`). */
export const ADMIN_PASSWORD = 'secret-pass-1';

let counter = 0;
/** An address no other test of the run uses: the workers run side by side, so the pid is part of it. */
export function uniqueEmail(prefix = 'candidate'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@jobportal.test`;
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

/**
 * Creates and confirms the ADMIN_EMAILS account and keeps its signed-in session in `adminStateFile`
 * for every worker (the setup project, before any test). One sign-in for the whole run: the product
 * allows 10 sign-ins per account in 15 minutes (AUTH_LIMITS), and several workers signing the admin in
 * for each test would pass that.
 */
export async function createAdminSession(page: Page): Promise<void> {
  await createConfirmedAccount(page, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Site Admin' });
  await signInThroughUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.context().storageState({ path: adminStateFile });
}

/** Signs in as the ADMIN_EMAILS account with the run's admin session (see createAdminSession). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const state = JSON.parse(readFileSync(adminStateFile, 'utf8')) as { cookies: Cookie[] };
  await page.context().addCookies(state.cookies);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}
