import { randomBytes } from 'node:crypto';
import type { Redis } from '../../lib/redis.ts';
import type { PresenceStore } from './presence.ts';

/*
 * Keys (all under the prefix):
 *   conn:<user>        hash  instance id → open connections of the user on that instance
 *   instance-users:<i> set   users with connections on instance i (so a dead instance can be reaped)
 *   instances          zset  instance id → time of its last heartbeat (Redis clock, ms)
 *   leaving            zset  user id → end of their grace period (Redis clock, ms)
 * Every change is one Lua script, so instances never race each other; times come from Redis's
 * clock, so instances with skewed clocks still agree.
 */

const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

/** KEYS: conn, instance-users, leaving. ARGV: instance, user. Returns 1 when the user was offline. */
const CONNECT = `${NOW}
local wasLeaving = redis.call('ZREM', KEYS[3], ARGV[2])
local total = 0
for _, v in ipairs(redis.call('HVALS', KEYS[1])) do total = total + tonumber(v) end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('SADD', KEYS[2], ARGV[2])
if total == 0 and wasLeaving == 0 then return 1 end
return 0`;

/** KEYS: conn, instance-users, leaving. ARGV: instance, user, grace ms. Returns the remaining total. */
const DISCONNECT = `${NOW}
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if left <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('SREM', KEYS[2], ARGV[2])
end
local total = 0
for _, v in ipairs(redis.call('HVALS', KEYS[1])) do total = total + tonumber(v) end
if total <= 0 then
  redis.call('DEL', KEYS[1])
  redis.call('ZADD', KEYS[3], now + tonumber(ARGV[3]), ARGV[2])
end
return total`;

/**
 * The reaper's tick. KEYS: instances, leaving. ARGV: instance, prefix, dead-after ms, grace ms,
 * out of touch (1 when this instance lost Redis, or a tick of its failed, since its last heartbeat landed).
 * Records this instance's heartbeat; removes instances silent for longer than dead-after, putting
 * their users into the grace period counted from the dead instance's last heartbeat; then claims the
 * users whose grace period has ended with no connection left. A claimed user is removed from
 * `leaving` in the same script, so exactly one instance announces them offline.
 * When this instance was out of touch (said so, or its own last heartbeat is older than dead-after),
 * the others' silence over the same time is no sign of death: Redis was away for them too (an outage,
 * a restart). Each of them is given a fresh heartbeat, so it is reaped only if it stays silent for
 * dead-after from this tick on; otherwise the first instance back would reap the others and announce their
 * users offline, and each would announce them online again as it re-registered.
 * Returns { known (1 when this instance was still registered), ...offline user ids }.
 */
const TICK = `${NOW}
local prefix = ARGV[2]
local registered = redis.call('ZSCORE', KEYS[1], ARGV[1])
if ARGV[5] == '1' or (registered and tonumber(registered) <= now - tonumber(ARGV[3])) then
  for _, instance in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
    redis.call('ZADD', KEYS[1], now, instance)
  end
end
redis.call('ZADD', KEYS[1], now, ARGV[1])
local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[3]), 'WITHSCORES')
for i = 1, #dead, 2 do
  local instance, lastBeat = dead[i], tonumber(dead[i + 1])
  local usersKey = prefix .. 'instance-users:' .. instance
  for _, user in ipairs(redis.call('SMEMBERS', usersKey)) do
    local connKey = prefix .. 'conn:' .. user
    redis.call('HDEL', connKey, instance)
    if redis.call('HLEN', connKey) == 0 then
      redis.call('ZADD', KEYS[2], 'NX', lastBeat + tonumber(ARGV[4]), user)
    end
  end
  redis.call('DEL', usersKey)
  redis.call('ZREM', KEYS[1], instance)
end
local result = { registered and 1 or 0 }
for _, user in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now)) do
  redis.call('ZREM', KEYS[2], user)
  if redis.call('HLEN', prefix .. 'conn:' .. user) == 0 then table.insert(result, user) end
end
return result`;

/**
 * KEYS: instance-users, leaving. ARGV: instance, prefix, then user and count pairs. Puts back the
 * connections of an instance that was reaped while alive; returns the users who were offline meanwhile.
 */
const REREGISTER = `
local back = {}
for i = 3, #ARGV, 2 do
  local user, count = ARGV[i], ARGV[i + 1]
  local connKey = ARGV[2] .. 'conn:' .. user
  local wasLeaving = redis.call('ZREM', KEYS[2], user)
  if redis.call('HLEN', connKey) == 0 and wasLeaving == 0 then table.insert(back, user) end
  redis.call('HSET', connKey, ARGV[1], count)
  redis.call('SADD', KEYS[1], user)
end
return back`;

/** KEYS: instances, instance-users. ARGV: instance, prefix, grace ms. A clean shutdown of one instance. */
const LEAVE = `${NOW}
for _, user in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  local connKey = ARGV[2] .. 'conn:' .. user
  redis.call('HDEL', connKey, ARGV[1])
  if redis.call('HLEN', connKey) == 0 then
    redis.call('ZADD', ARGV[2] .. 'leaving', 'NX', now + tonumber(ARGV[3]), user)
  end
end
redis.call('DEL', KEYS[2])
redis.call('ZREM', KEYS[1], ARGV[1])
return 0`;

/**
 * Presence shared by every instance through Redis. Each instance counts its own connections per user
 * and beats every `reaperMs`; an instance silent for `2 × reaperMs` (crashed, `kill -9`) is reaped by
 * any other, its users entering the grace period from its last heartbeat. Users whose grace period
 * ended are claimed atomically, so each going-offline is reported by exactly one instance: within
 * the grace period plus one reaper interval, whether the last connection closed or its instance died.
 * Silence during a Redis outage is not counted: the first heartbeat after it gives every instance
 * `2 × reaperMs` from then (see TICK), so nobody whose connection stayed open is announced offline.
 */
export function createRedisPresence(options: {
  redis: Redis;
  prefix: string;
  graceMs: number;
  reaperMs: number;
  onOffline: (userId: string, lastSeen: Date) => void;
  /** Users back online because this instance registered its connections again after being reaped. */
  onOnline?: (userId: string) => void;
  onError: (error: unknown) => void;
  /** Tests name instances; production ones are random. */
  instanceId?: string;
}): PresenceStore & { readonly instanceId: string } {
  const { redis, prefix, graceMs, reaperMs } = options;
  const instanceId = options.instanceId ?? randomBytes(8).toString('hex');
  const keys = {
    conn: (userId: string) => `${prefix}conn:${userId}`,
    instanceUsers: `${prefix}instance-users:${instanceId}`,
    instances: `${prefix}instances`,
    leaving: `${prefix}leaving`,
  };
  /** This instance's own connections, to register them again if it was ever reaped while alive. */
  const local = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<unknown>>();
  let closed = false;
  /**
   * This instance's heartbeat could not land: the client was reconnecting when a tick was sent (it
   * waits in node-redis's queue until Redis is back), or a tick failed. The next tick that lands says
   * so, and clears it.
   */
  let outOfTouch = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };

  const tick = async (): Promise<void> => {
    if (!redis.isReady) outOfTouch = true;
    const resumed = outOfTouch;
    let result: [number, ...string[]];
    try {
      result = (await redis.eval(TICK, {
        keys: [keys.instances, keys.leaving],
        arguments: [instanceId, prefix, String(2 * reaperMs), String(graceMs), resumed ? '1' : '0'],
      })) as [number, ...string[]];
    } catch (error) {
      outOfTouch = true;
      throw error;
    }
    if (resumed) outOfTouch = false;
    const [known, ...offline] = result;
    const lastSeen = new Date();
    for (const userId of offline) options.onOffline(userId, lastSeen);
    if (!known && local.size > 0) await reRegister();
  };

  /** After a pause long enough to be taken for dead, put this instance's connections back. */
  const reRegister = async (): Promise<void> => {
    const pairs = [...local].flatMap(([userId, count]) => [userId, String(count)]);
    const back = (await redis.eval(REREGISTER, {
      keys: [keys.instanceUsers, keys.leaving],
      arguments: [instanceId, prefix, ...pairs],
    })) as string[];
    for (const userId of back) options.onOnline?.(userId);
  };

  const runTick = () => {
    if (closed) return;
    track(tick()).catch(options.onError);
  };
  const heartbeat = setInterval(runTick, reaperMs);
  heartbeat.unref();
  runTick();

  return {
    instanceId,

    async connect(userId) {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      const wasOffline = await track(
        redis.eval(CONNECT, {
          keys: [keys.conn(userId), keys.instanceUsers, keys.leaving],
          arguments: [instanceId, userId],
        }),
      );
      return wasOffline === 1;
    },

    async disconnect(userId) {
      const count = (local.get(userId) ?? 1) - 1;
      if (count > 0) local.set(userId, count);
      else local.delete(userId);
      const total = (await track(
        redis.eval(DISCONNECT, {
          keys: [keys.conn(userId), keys.instanceUsers, keys.leaving],
          arguments: [instanceId, userId, String(graceMs)],
        }),
      )) as number;
      if (total > 0 || closed) return;
      // The grace period ends here: check then, rather than waiting for the next reaper tick.
      const timer = setTimeout(() => {
        timers.delete(timer);
        runTick();
      }, graceMs + 20);
      timer.unref();
      timers.add(timer);
    },

    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const batch = redis.multi();
      for (const id of userIds) batch.hLen(keys.conn(id)).zScore(keys.leaving, id);
      const replies = (await batch.exec()) as unknown as Array<number | string | null>;
      return new Set(userIds.filter((_, i) => Number(replies[2 * i]) > 0 || replies[2 * i + 1] !== null));
    },

    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...pending]);
      // Users connected only here get their grace period; another instance announces them offline.
      await redis
        .eval(LEAVE, { keys: [keys.instances, keys.instanceUsers], arguments: [instanceId, prefix, String(graceMs)] })
        .catch(options.onError);
      local.clear();
    },
  };
}
