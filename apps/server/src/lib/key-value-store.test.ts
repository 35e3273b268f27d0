import { describe, expect, it } from 'vitest';
import { redisForTests, testRedisClient, testRedisPrefix } from '../testing/redis.ts';
import { createMemoryKeyValueStore, createRedisKeyValueStore, type KeyValueStore } from './key-value-store.ts';

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
});
