import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { createResponseCache } from '../http/response-cache.ts';

/** Configuration as a test run sees it: defaults plus the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test' }), ...overrides };
}

/** The real application on a test database, closed when the file's tests end. */
export async function createTestApp(
  db: Database,
  options: Partial<Omit<AppDependencies, 'db'>> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(),
    version: '0.0.0-test',
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    // Tests change content between requests; the cache has its own test.
    publicCache: createResponseCache({ ttlMs: 0 }),
    documentCacheMs: 0,
    // Sockets leave at once on close (the drain's spread has its own test).
    socketDrainSpreadMs: 0,
    ...options,
    db,
  });
  await app.ready();
  afterAll(() => app.close());
  return app;
}
