import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

let sequence = 0;

/**
 * The app under test runs as if behind a proxy (TRUST_PROXY=true): each test presents its own
 * client address, so the real per-IP limits on sign-up and sign-in apply per test, as they would
 * to real users, instead of to the whole run coming from 127.0.0.1.
 */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern: this fixture has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    sequence += 1;
    await use({
      'x-forwarded-for': `10.${testInfo.workerIndex % 250}.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`,
    });
  },
});

/**
 * The toast that says `text`. Not `getByRole('status')`: that is Radix's screen-reader announcement,
 * which it removes after one second, so a busy machine can miss it; the toast itself stays.
 */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
}
