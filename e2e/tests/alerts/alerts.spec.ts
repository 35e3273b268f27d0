import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';
import { withAppDatabase } from '../../support/server.ts';
import { expect, test } from '../../support/test.ts';

const ELIGIBLE_ONLY_HINT =
  'Checked against your profile, like “Eligible for me” on the jobs list: jobs you cannot apply for, or that need details your profile does not have, are left out.';

/** A published recruitment whose last date is two days from today in India, copied from a demo one; its id. */
async function insertClosingSoon(slug: string, title: string): Promise<string> {
  const inserted = await withAppDatabase((client) =>
    client.query<{ id: string }>(
      `INSERT INTO recruitments (slug, title, organisation_name, organisation_short_name, organisation_website, summary,
         sector, states, qualifications, status, published_at, total_vacancies, application_start, last_date, details,
         official_source_url, last_verified_at)
       SELECT $1, $2, organisation_name, organisation_short_name, organisation_website, summary, sector, states,
              qualifications, 'published', now() - interval '3 days', total_vacancies, application_start,
              (now() AT TIME ZONE 'Asia/Kolkata')::date + 2, details || '{"importantDates": []}'::jsonb,
              official_source_url, last_verified_at
         FROM recruitments WHERE status = 'published' ORDER BY slug LIMIT 1
       RETURNING id`,
      [slug, title],
    ),
  );
  return inserted.rows[0]!.id;
}

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

  const slug = `e2e-closing-soon-${Date.now()}`;
  const title = `E2E Closing Soon ${Date.now()}`;
  await insertClosingSoon(slug, title);

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
  // Issue #25, item 7: the fan-out applies "Only jobs I am eligible for"; the hint says so.
  await expect(page.getByText(ELIGIBLE_ONLY_HINT)).toBeVisible();
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

/**
 * Issue #25, item 7: a notification made while the page's socket is down (here: held from the page's
 * load until the reminder exists) reaches the open page's bell once the socket connects, without a
 * reload and without waiting for the 2-minute fallback.
 */
test('a reminder made while the socket is down reaches the bell when the socket connects, without a reload', async ({
  page,
  baseURL,
}) => {
  const slug = `e2e-socket-held-${Date.now()}`;
  const title = `E2E Socket Held ${Date.now()}`;
  const recruitmentId = await insertClosingSoon(slug, title);
  const account = await createConfirmedAccount(page, { name: 'Held Socket' });
  await signInThroughUi(page, account.email, account.password);
  const saved = await page.request.put(`/api/saved-jobs/${recruitmentId}`, { headers: { origin: baseURL! } });
  expect(saved.status()).toBe(204);

  // Every socket try fails (WebSocket and the long-polling fallback) until released.
  let held = true;
  let tries = 0;
  const context = page.context();
  await context.routeWebSocket(/\/socket\.io\//, (ws) => {
    tries += 1;
    if (held) void ws.close();
    else ws.connectToServer();
  });
  await context.route(/\/socket\.io\//, (route) => (held ? route.abort() : route.fallback()));
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications');
  await page.reload();
  expect((await listed).status()).toBe(200);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect.poll(() => tries, { timeout: 20_000 }).toBeGreaterThan(0);

  const run = await page.request.post('/api/dev/alerts/run/reminders');
  expect(run.status()).toBe(200);
  // The reminder exists now, made by this run or by another test's run of the same job meanwhile (the
  // run covers every member): either way after the page loaded, while its socket was held.
  await expect
    .poll(async () => {
      const listed = (await (await page.request.get('/api/notifications')).json()) as {
        items: Array<{ title: string }>;
      };
      return listed.items.some((item) => item.title.includes(title));
    })
    .toBe(true);
  held = false;
  // The socket tries again within its longest back-off (10 s); the bell catches up as it connects.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 20_000 });
  await bell.click();
  await expect(page.getByRole('link', { name: `Last date to apply in 2 days: ${title}` })).toBeVisible();
});
