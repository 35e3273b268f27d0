import { whileRedisAnswers, type Redis } from './redis.ts';

/** Outcome of counting one request against a limit. */
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters keyed by a string (e.g. `sign-in:ip:1.2.3.4`). One interface; the in-memory
 * store serves one instance, a Redis store serves several (scale-out).
 */
export type RateLimiter = {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
};

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      if (time - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
  };
}

/** Count one hit and start the window on the first; repairs a key left without expiry. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/**
 * The same fixed windows in Redis, shared by every instance: one `INCR` per hit, the key expiring
 * with its window. `prefix` keeps apart apps (and test runs) sharing one Redis.
 */
export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, {
        keys: [`${prefix}rate:${key}`],
        arguments: [String(windowMs)],
      })) as [number, number];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
  };
}

/**
 * The Redis limiter, failing safe (decision 025): while Redis is unreachable (not connected, or no
 * answer within `REDIS_COMMAND_TIMEOUT_MS`) each instance counts in its own memory with the same limits,
 * so limits still hold per instance: never "unlimited", never "everything refused". The in-process
 * windows are only used during an outage; Redis's counters take over again once it answers.
 */
export function createFailSafeRateLimiter(
  redis: Redis,
  prefix: string,
  onFallback: (error: unknown) => void = () => undefined,
): RateLimiter {
  const shared = createRedisRateLimiter(redis, prefix);
  const local = createMemoryRateLimiter();
  return {
    async hit(key, limit, windowMs) {
      try {
        return await whileRedisAnswers(redis, () => shared.hit(key, limit, windowMs));
      } catch (error) {
        onFallback(error);
        return await local.hit(key, limit, windowMs);
      }
    },
  };
}
