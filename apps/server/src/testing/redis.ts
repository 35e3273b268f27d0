import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll } from 'vitest';
import { closeRedis, connectRedis, type Redis } from '../lib/redis.ts';

/** The Redis the tests use: TEST_REDIS_URL, else the local default. */
export const testRedisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const probe = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    await probe.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the Redis-backed tests can run. In CI a missing Redis fails the run (`.ci/run` starts one);
 * on a developer machine without Redis those tests are reported as skipped with this reason.
 */
export async function redisForTests(): Promise<{ available: boolean; reason: string }> {
  if (await reachable(testRedisUrl)) return { available: true, reason: '' };
  const reason = `needs Redis at ${testRedisUrl} (start redis-server or set TEST_REDIS_URL)`;
  if (process.env['CI']) throw new Error(`CI must provide Redis for the Redis-backed tests: none at ${testRedisUrl}.`);
  process.stderr.write(`\n[redis] skipping Redis-backed tests: ${reason}\n`);
  return { available: false, reason };
}

/**
 * A key prefix of this test file's own, so parallel files and repeated runs never share keys; the
 * keys are deleted when the file's tests end.
 */
export function testRedisPrefix(): string {
  const prefix = `jobportal-test:${randomBytes(5).toString('hex')}:`;
  afterAll(async () => {
    const client = await connectRedis(testRedisUrl, () => undefined).catch(() => undefined);
    if (!client) return;
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) await client.del(keys);
    }
    await closeRedis(client);
  });
  return prefix;
}

/** A client on the test Redis, closed when the file's tests end. */
export async function testRedisClient(): Promise<Redis> {
  const client = await connectRedis(testRedisUrl, () => undefined);
  afterAll(() => closeRedis(client));
  return client;
}
