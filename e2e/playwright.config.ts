import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL } from './support/accounts.ts';
import { artifactsDir, dataDir, e2ePort } from './support/paths.ts';

const port = e2ePort;

/**
 * Specs that run after all the others, one at a time: the ones that time the page on a slowed CPU
 * (another worker's browser on the same two cores would be measured with it), and the alerts spec,
 * whose bell counts would take in another worker's publishing.
 */
const ALONE = [
  'platform/hydration-adopts.spec.ts',
  'platform/js-budget.spec.ts',
  'platform/fonts.spec.ts',
  'alerts/alerts.spec.ts',
];

/** Debian's Chromium: Playwright's own browser download cannot run on these machines. */
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(artifactsDir, 'test-results'),
  // Files run side by side on two workers (tests within a file in order): each test signs up its own
  // members and presents its own client address, and the admin's session is made once (admin.setup.ts).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testDir: './support', testMatch: 'admin.setup.ts' },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['setup'],
      testIgnore: ALONE,
    },
    {
      name: 'chromium-alone',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['chromium'],
      testMatch: ALONE,
      workers: 1,
    },
  ],
  webServer: {
    command: 'node support/start-app.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // support/start-app.ts empties it first: every run starts like a fresh install.
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Everything the server logs goes to .artifacts/server.log; the chat test reads it for plaintext.
      LOG_LEVEL: 'debug',
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Tests present per-test client addresses in X-Forwarded-For (support/test.ts).
      TRUST_PROXY: 'true',
      // The alerts test's stand-in push subscription (headless Chromium has no push service).
      PUSH_SERVICE_HOSTS: 'push.invalid',
    },
  },
});
