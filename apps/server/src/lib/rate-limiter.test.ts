import { describe, expect, it } from 'vitest';
import { redisForTests, testRedisClient, testRedisPrefix, testRedisUrl } from '../testing/redis.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import { closeRedis, connectRedis } from './redis.ts';
import {
  createFailSafeRateLimiter,
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './rate-limiter.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keyCounter = 0;
const freshKey = () => `test:${process.pid}:${(keyCounter += 1)}`;

/** One behaviour, every implementation: the same tests run on each store. */
function describeRateLimiter(name: string, make: () => Promise<RateLimiter>) {
  describe(`${name} rate limiter`, () => {
    it('allows `limit` hits per window, then refuses with the time left', async () => {
      const limiter = await make();
      const key = freshKey();
      const results = [];
      for (let i = 0; i < 4; i += 1) results.push(await limiter.hit(key, 3, 60_000));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
      expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('keeps keys apart', async () => {
      const limiter = await make();
      const [a, b] = [freshKey(), freshKey()];
      expect((await limiter.hit(a, 1, 60_000)).allowed).toBe(true);
      expect((await limiter.hit(a, 1, 60_000)).allowed).toBe(false);
      expect((await limiter.hit(b, 1, 60_000)).allowed).toBe(true);
    });

    it('starts a new window when the old one ends', async () => {
      const limiter = await make();
      const key = freshKey();
      expect((await limiter.hit(key, 1, 150)).allowed).toBe(true);
      expect((await limiter.hit(key, 1, 150)).allowed).toBe(false);
      await pause(250);
      expect((await limiter.hit(key, 1, 150)).allowed).toBe(true);
    });

    it('counts every one of many concurrent hits exactly once', async () => {
      const limiter = await make();
      const key = freshKey();
      const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 20, 60_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(20);
    });
  });
}

describeRateLimiter('in-memory', async () => createMemoryRateLimiter());

const redis = await redisForTests();
describe.runIf(redis.available)(`Redis (${redis.reason || 'shared across instances'})`, () => {
  const prefix = testRedisPrefix();
  let client: Awaited<ReturnType<typeof testRedisClient>> | undefined;
  const shared = async () => (client ??= await testRedisClient());
  describeRateLimiter('Redis', async () => createRedisRateLimiter(await shared(), prefix));

  it('shares the count between two instances (two clients, one Redis)', async () => {
    const first = createRedisRateLimiter(await shared(), prefix);
    const second = createRedisRateLimiter(await testRedisClient(), prefix);
    const key = freshKey();
    expect((await first.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await second.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await first.hit(key, 2, 60_000)).allowed).toBe(false);
  });

  describeRateLimiter('fail-safe Redis', async () => createFailSafeRateLimiter(await shared(), prefix));

  it('keeps limiting in this process while Redis is unreachable, and shares Redis’s count again after', async () => {
    const target = new URL(testRedisUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const through = new URL(testRedisUrl);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    const client = await connectRedis(through.toString(), () => undefined);
    const fallbacks: unknown[] = [];
    const limiter = createFailSafeRateLimiter(client, prefix, (error) => fallbacks.push(error));
    const other = createRedisRateLimiter(await shared(), prefix);
    try {
      const [down, up] = [freshKey(), freshKey()];
      await proxy.cut();
      const startedAt = Date.now();
      const during = [];
      for (let i = 0; i < 4; i += 1) during.push((await limiter.hit(down, 3, 60_000)).allowed);
      // Neither unlimited nor everything refused, and no waiting for Redis.
      expect(during).toEqual([true, true, true, false]);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
      expect(fallbacks.length).toBeGreaterThan(0);
      await proxy.restore();
      await expect.poll(() => client.isReady, { timeout: 10_000 }).toBe(true);
      expect((await limiter.hit(up, 2, 60_000)).allowed).toBe(true);
      expect((await other.hit(up, 2, 60_000)).allowed).toBe(true);
      expect((await limiter.hit(up, 2, 60_000)).allowed).toBe(false);
    } finally {
      await closeRedis(client).catch(() => undefined);
      await proxy.close();
    }
  });
});
