import { describe, expect, it } from 'vitest';
import { redisForTests, testRedisClient, testRedisPrefix, testRedisUrl } from '../testing/redis.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import {
  createFailSafeKeyValueStore,
  createMemoryKeyValueStore,
  createRedisKeyValueStore,
  type KeyValueStore,
} from './key-value-store.ts';
import { closeRedis, connectRedis } from './redis.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keyCounter = 0;
const freshKey = () => `key:${process.pid}:${(keyCounter += 1)}`;

/** One behaviour, every implementation. */
function describeKeyValueStore(name: string, make: () => Promise<KeyValueStore>) {
  describe(`${name} key-value store`, () => {
    it('stores, reads and deletes', async () => {
      const store = await make();
      const key = freshKey();
      expect(await store.get(key)).toBeNull();
      await store.set(key, '{"session":1}');
      expect(await store.get(key)).toBe('{"session":1}');
      await store.set(key, 'replaced', 60);
      expect(await store.get(key)).toBe('replaced');
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
    });

    it('forgets a value after its time to live', async () => {
      const store = await make();
      const key = freshKey();
      await store.set(key, 'short', 1);
      expect(await store.get(key)).toBe('short');
      await pause(1_100);
      expect(await store.get(key)).toBeNull();
    });

    it('hands a value to exactly one of several getAndDelete callers', async () => {
      const store = await make();
      const key = freshKey();
      await store.set(key, 'token', 60);
      const results = await Promise.all([store.getAndDelete(key), store.getAndDelete(key), store.getAndDelete(key)]);
      expect(results.filter((value) => value === 'token')).toHaveLength(1);
      expect(await store.get(key)).toBeNull();
    });

    it('increments from 1, keeping the first expiry', async () => {
      const store = await make();
      const key = freshKey();
      expect(await Promise.all([store.increment(key, 1), store.increment(key, 1), store.increment(key, 60)])).toEqual([
        1, 2, 3,
      ]);
      await pause(1_100);
      expect(await store.increment(key, 1)).toBe(1);
    });
  });
}

describeKeyValueStore('in-memory', async () => createMemoryKeyValueStore());

const redis = await redisForTests();
describe.runIf(redis.available)(`Redis (${redis.reason || 'shared across instances'})`, () => {
  const prefix = testRedisPrefix();
  describeKeyValueStore('Redis', async () => createRedisKeyValueStore(await testRedisClient(), prefix));

  it('shows one instance’s values to another', async () => {
    const [first, second] = [
      createRedisKeyValueStore(await testRedisClient(), prefix),
      createRedisKeyValueStore(await testRedisClient(), prefix),
    ];
    const key = freshKey();
    await first.set(key, 'shared', 60);
    expect(await second.get(key)).toBe('shared');
  });

  it('while Redis is unreachable: reads find nothing, writes are skipped, deletes are done once it is back', async () => {
    const target = new URL(testRedisUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const through = new URL(testRedisUrl);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    const client = await connectRedis(through.toString(), () => undefined);
    const store = createFailSafeKeyValueStore(client, prefix);
    const direct = createRedisKeyValueStore(await testRedisClient(), prefix);
    try {
      const [ended, written] = [freshKey(), freshKey()];
      await store.set(ended, 'session', 60);
      await proxy.cut();
      const startedAt = Date.now();
      expect(await store.get(ended)).toBeNull();
      await store.set(written, 'skipped', 60);
      await store.delete(ended);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
      // Redis itself still has the ended session until this store reaches it again.
      expect(await direct.get(ended)).toBe('session');
      await proxy.restore();
      await expect.poll(() => direct.get(ended), { timeout: 10_000 }).toBeNull();
      expect(await direct.get(written)).toBeNull();
    } finally {
      await closeRedis(client).catch(() => undefined);
      await proxy.close();
    }
  });
});
