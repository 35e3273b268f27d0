import { expect, test, toastWith } from '../../support/test.ts';
import { CONFIRM_SUBJECT, createConfirmedAccount, signInThroughUi, uniqueEmail } from '../../support/accounts.ts';
import { linkIn, waitForMail } from '../../support/mail.ts';
import { e2eOrigin } from '../../support/paths.ts';

/** Spec §2 nav items and where they lead (Admin is tested separately: it needs an admin). */
const NAV = [
  ['Home', '/dashboard', 'Welcome, '],
  ['Jobs', '/jobs', 'Government Jobs'],
  ['Online Tests', '/tests', 'Online Tests'],
  ['Typing Test', '/typing_test', 'Typing Test'],
  ['Result', '/result', 'Results'],
  ['Admit Card', '/admit-card', 'Admit Cards'],
  ['Answer Key', '/answer-key', 'Answer Keys'],
  ['Exam Date', '/exam-date', 'Exam Dates'],
  ['Success Story', '/stories', 'Success Stories'],
] as const;

const GUARDED = [
  '/dashboard',
  '/jobs?cat=railway',
  '/saved-jobs',
  '/tests',
  '/typing_test',
  '/result',
  '/admit-card',
  '/answer-key',
  '/misc',
  '/exam-date',
  '/friends',
  '/stories',
  '/stories/some-story',
  '/submit-story',
  '/admin',
  '/users',
  '/page/about',
  '/notice/1/pdf',
  '/profile',
  '/profile/abc',
];

test('the login screen has three modes with the spec texts; switching clears the error', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to continue to your dashboard.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(page.getByLabel('Password')).toHaveAttribute('required', '');

  // A wrong password: the backend message in a red alert, and a destructive toast.
  await email.fill('nobody-here@jobportal.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Authentication Failed' });
  await expect(alert).toContainText('Invalid email or password');
  await expect(toastWith(page, 'Sign in Failed')).toContainText('Invalid email or password');

  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByText('Enter your details to create an account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();

  // A refused sign-up: the backend message in the alert and a 'Sign up Failed' toast.
  await email.fill('short-password@jobportal.test');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(alert).toContainText('Password too short');
  await expect(toastWith(page, 'Sign up Failed')).toContainText('Password too short');

  await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
  await expect(alert).toHaveCount(0);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText('Enter your email to receive a reset link.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remembered your password? Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('sign up → confirmation mail over SMTP → confirm → sign in → every nav link → logout → guards', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel('Full name (optional)').fill('Anil Yadav');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const toast = toastWith(page, 'Success!');
  await expect(toast).toContainText(
    'You have signed up. Please check your email to confirm your account before logging in.',
  );
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // Signing in before confirming is refused.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication Failed' })).toContainText(
    'Email not verified',
  );

  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  await page.goto(linkIn(mail, `${e2eOrigin}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/\?verified=1$/);
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Anil Yadav' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | JobPortal');

  // Signed in, `/` goes to the dashboard; the brand links there too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'JobPortal' })).toHaveAttribute('href', '/dashboard');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  for (const [label, path, heading] of NAV) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Anil Yadav', level: 1 })).toBeVisible();
  await expect(page.getByTestId('session-row')).toHaveCount(1);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  for (const path of GUARDED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test('an account signed in elsewhere can be signed out from the sessions list', async ({ page, browser }) => {
  const account = await createConfirmedAccount(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughUi(otherPage, account.email, account.password);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/profile');
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await otherPage.goto('/jobs');
  await expect(otherPage).toHaveURL(/\/$/);
  await other.close();
});

test('a page left open elsewhere goes to the sign-in screen by itself when its session is ended', async ({
  page,
  browser,
}) => {
  const account = await createConfirmedAccount(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  // The open page's realtime connection is up: it is what the server cuts when the session ends.
  const socket = otherPage.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io'));
  await signInThroughUi(otherPage, account.email, account.password);
  await socket;
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/profile');
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  // No navigation, no click: the server ends the socket and the page follows within seconds.
  await expect(otherPage.getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 5_000 });
  await expect(otherPage).toHaveURL(/\/$/);
  await other.close();
});
