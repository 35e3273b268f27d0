import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';
import { withAppDatabase } from '../../support/server.ts';
import { expect, test } from '../../support/test.ts';

/**
 * Issue 17: a user saves a job closing in 2 days, turns on push reminders (the permission is asked on
 * that click only), the reminder schedule runs (the dev/test trigger), and the reminder shows in the bell.
 */
test('a saved job closing in 2 days: the reminder reaches the bell; push is asked for on the toggle only', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  // Headless Chromium has no push service to register with: a stand-in subscription with a fake
  // endpoint, so the page's own code runs (permission, subscribe, POST /api/push/subscriptions).
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { permissionAsks: string[] }).permissionAsks = asked;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = async () => {
      asked.push(new Date().toISOString());
      return original();
    };
    PushManager.prototype.subscribe = async function () {
      return {
        endpoint: 'https://push.invalid/e2e-subscription',
        toJSON: () => ({
          endpoint: 'https://push.invalid/e2e-subscription',
          keys: { p256dh: 'e2e-p256dh', auth: 'e2e-auth' },
        }),
      } as unknown as PushSubscription;
    };
  });

  // A recruitment whose last date is two days from today in India, copied from a demo one.
  const slug = `e2e-closing-soon-${Date.now()}`;
  const title = `E2E Closing Soon ${Date.now()}`;
  await withAppDatabase((client) =>
    client.query(
      `INSERT INTO recruitments (slug, title, organisation_name, organisation_short_name, organisation_website, summary,
         sector, states, qualifications, status, published_at, total_vacancies, application_start, last_date, details,
         official_source_url, last_verified_at)
       SELECT $1, $2, organisation_name, organisation_short_name, organisation_website, summary, sector, states,
              qualifications, 'published', now() - interval '3 days', total_vacancies, application_start,
              (now() AT TIME ZONE 'Asia/Kolkata')::date + 2, details || '{"importantDates": []}'::jsonb,
              official_source_url, last_verified_at
         FROM recruitments WHERE status = 'published' ORDER BY slug LIMIT 1`,
      [slug, title],
    ),
  );

  const account = await createConfirmedAccount(page, { name: 'Reminder Reader' });
  await signInThroughUi(page, account.email, account.password);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.goto(`/jobs/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  // The alerts page, from the bell. Nothing asks for permission on load.
  await bell.click();
  await page.getByRole('link', { name: 'Alert settings' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { name: 'Job alerts', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { permissionAsks: string[] }).permissionAsks.length)).toBe(0);
  // The box turns on once permission and subscription are through (asynchronously).
  await page.getByLabel('By push notification').click();
  await expect(page.getByLabel('By push notification')).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { permissionAsks: string[] }).permissionAsks.length)).toBe(1);
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Alert settings saved').first()).toBeVisible();
  const prefs = await page.request.get('/api/alerts/preferences');
  expect(await prefs.json()).toMatchObject({ remindByPush: true });
  const subscriptions = await withAppDatabase((client) =>
    client.query(
      `SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = 'https://push.invalid/e2e-subscription'`,
    ),
  );
  expect(subscriptions.rows[0].n).toBe(1);

  // Run the reminder schedule now; the bell hears of it over the socket, without a reload.
  const run = await page.request.post('/api/dev/alerts/run/reminders');
  expect(run.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const reminder = page.getByRole('link', { name: `Last date to apply in 2 days: ${title}` });
  await expect(reminder).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bell.png') });
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await reminder.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${slug}$`));
  await context.close();
});
