import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Web tests that run in the worker itself rather than a VM context: WebCrypto (`crypto.subtle` is absent
 * in a VM context), DOMPurify's sanitising (its node checks do not hold across contexts), and a
 * CPU-bound test that runs about 1.7 times slower in a VM context.
 */
const OUTSIDE_VM = [
  'src/features/chat/crypto/chat-cipher.test.ts',
  'src/features/jobs/components/job-detail.test.tsx',
  'src/lib/cn.test.ts',
];

const webTests = {
  root: './apps/web',
  include: ['src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['./src/testing/web-streams.ts', './src/testing/setup.ts'],
  maxWorkers: 2,
  // Components driven through user-event type key by key: on two busy cores a form test can take
  // several seconds, so 5 s (the default) fails tests that are merely slow.
  testTimeout: 20_000,
};

// One runner: pure logic, server against real PostgreSQL, and web components (two projects: see OUTSIDE_VM).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // The repository's own rules (the lint boundaries), run through the tools' Node APIs.
          name: 'repo',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests and whole-passage scoring are CPU-bound: slow, not stuck, on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: files run in two workers, each on its own database.
          maxWorkers: 2,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          ...webTests,
          name: 'web',
          exclude: [...configDefaults.exclude, ...OUTSIDE_VM],
          // One jsdom per worker, not one per file (one per file is 40 % of the project's time; decision
          // 033); each file still runs in a VM context of its own, so nothing leaks between files.
          pool: 'vmThreads',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { ...webTests, name: 'web-native', include: OUTSIDE_VM },
      },
    ],
  },
});
