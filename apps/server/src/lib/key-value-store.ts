import { whileRedisAnswers, type Redis } from './redis.ts';

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

/**
 * better-auth's session cache in Redis, for when Redis is unreachable (decision 025). PostgreSQL holds
 * every session too (`storeSessionInDatabase`), so: a read finds nothing (better-auth reads the
 * database), a write is skipped (the database has it), and a delete that could not reach Redis is kept
 * and done as soon as Redis is back, so a session ended during the outage cannot come back from the
 * cache. Nothing waits for Redis longer than `REDIS_COMMAND_TIMEOUT_MS`.
 */
export function createFailSafeKeyValueStore(
  redis: Redis,
  prefix: string,
  onFallback: (error: unknown) => void = () => undefined,
): KeyValueStore {
  const store = createRedisKeyValueStore(redis, prefix);
  const pendingDeletes = new Set<string>();
  const flush = async () => {
    for (const key of [...pendingDeletes]) {
      try {
        await whileRedisAnswers(redis, () => store.delete(key));
        pendingDeletes.delete(key);
      } catch (error) {
        onFallback(error);
        return;
      }
    }
  };
  redis.on('ready', () => void flush());
  const attempt = async <T>(command: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await whileRedisAnswers(redis, command);
    } catch (error) {
      onFallback(error);
      return fallback;
    }
  };
  return {
    get: (key) => attempt(() => store.get(key), null),
    set: (key, value, ttlSeconds) => attempt(() => store.set(key, value, ttlSeconds), undefined),
    async delete(key) {
      try {
        await whileRedisAnswers(redis, () => store.delete(key));
        pendingDeletes.delete(key);
      } catch (error) {
        onFallback(error);
        pendingDeletes.add(key);
      }
    },
    async getAndDelete(key) {
      try {
        return await whileRedisAnswers(redis, () => store.getAndDelete(key));
      } catch (error) {
        onFallback(error);
        pendingDeletes.add(key);
        return null;
      }
    },
    // Counts are not kept in the database: an outage must not fail the caller (better-auth does not use it).
    increment: (key, ttlSeconds) => attempt(() => store.increment(key, ttlSeconds), 1),
  };
}
