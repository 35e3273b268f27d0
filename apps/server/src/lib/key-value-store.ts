import type { Redis } from './redis.ts';

/**
 * Short-lived shared values with a time to live, in the shape better-auth calls `secondaryStorage`
 * (sessions, verification tokens). One interface; in-process for tests and a single instance, Redis
 * when several instances must see the same values.
 */
export type KeyValueStore = {
  get(key: string): Promise<string | null>;
  /** Stores `value`; with `ttlSeconds` it disappears after that many seconds. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Reads and removes in one step: of several callers, one gets the value. */
  getAndDelete(key: string): Promise<string | null>;
  /** Adds one; a new counter starts at 1 and expires `ttlSeconds` later (later increments keep that). */
  increment(key: string, ttlSeconds: number): Promise<number>;
};

export function createMemoryKeyValueStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const expiry = (ttlSeconds: number | undefined) =>
    ttlSeconds && ttlSeconds > 0 ? now() + ttlSeconds * 1000 : Infinity;
  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: expiry(ttlSeconds) });
    },
    async delete(key) {
      entries.delete(key);
    },
    async getAndDelete(key) {
      const value = live(key)?.value ?? null;
      entries.delete(key);
      return value;
    },
    async increment(key, ttlSeconds) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: entry ? entry.expiresAt : expiry(ttlSeconds) });
      return count;
    },
  };
}

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 and tonumber(ARGV[1]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The same values in Redis under `prefix`, so every instance sees one session store. */
export function createRedisKeyValueStore(redis: Redis, prefix: string): KeyValueStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async get(key) {
      return (await redis.get(k(key))) ?? null;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds && ttlSeconds > 0) await redis.set(k(key), value, { EX: Math.max(1, Math.ceil(ttlSeconds)) });
      else await redis.set(k(key), value);
    },
    async delete(key) {
      await redis.del(k(key));
    },
    async getAndDelete(key) {
      return (await redis.getDel(k(key))) ?? null;
    },
    async increment(key, ttlSeconds) {
      return Number(await redis.eval(INCREMENT, { keys: [k(key)], arguments: [String(Math.ceil(ttlSeconds))] }));
    },
  };
}
