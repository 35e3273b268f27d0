import { test } from './test.ts';
import { createAdminSession } from './accounts.ts';

/** Before any test: the run's admin account and its session, shared by every worker. */
test('the ADMIN_EMAILS account is created, confirmed and signed in once for the run', async ({ page }) => {
  await createAdminSession(page);
});
