import { defineConfig } from 'vitest/config';

// One runner, three projects: pure logic, server against real PostgreSQL, and web components.
export default defineConfig({
  test: {
    projects: [
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
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // Components driven through user-event type key by key: on two busy cores a form test can
          // take several seconds, so 5 s (the default) fails tests that are merely slow.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
