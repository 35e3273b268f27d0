import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL } from './support/accounts.ts';
import { artifactsDir, dataDir, e2ePort } from './support/paths.ts';

const port = e2ePort;

/**
 * Debian's Chromium (Playwright's own browser download cannot run on these machines): its headless
 * shell (`chromium-headless-shell`, the same Blink, what Playwright itself runs headless tests on) when
 * installed, else the whole browser. The shell runs the specs in two thirds of the time: its browser
 * process has no window system, extensions or UI to keep up (decision 033).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(artifactsDir, 'test-results'),
  // Two workers: a browser test is mostly waiting (for a mail, a socket, the server), and without the
  // trace's screencast (below) one worker kept the machine about half busy (16.2 min, 8.1 min of CPU);
  // two ran the 106 tests in 11.8 min. The tests allow it: each signs up its own members and presents
  // its own client address, and the admin's session is made once for the run (admin.setup.ts).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  // The JSON report has each test's start time: a slow run shows when the time went.
  reporter: [['list'], ['json', { outputFile: path.join(artifactsDir, 'report.json') }]],
  // A spec's whole time, not any one wait (those keep expect's 10 s): a long spec (sign-up through every
  // page, two friends and a story) took over 60 s on a slow runner where Chromium had half the machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace unless asked for (`E2E_TRACE=1`: a failed test keeps its actions, DOM snapshots, network
    // and console): recording one through every test is a fifth of the browser phase's time, for traces
    // nobody opens when the tests pass (decision 033). Without the screencast either way: it makes
    // Chromium encode frames through every test.
    trace: process.env['E2E_TRACE'] ? { mode: 'retain-on-failure', screenshots: false } : 'off',
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
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
