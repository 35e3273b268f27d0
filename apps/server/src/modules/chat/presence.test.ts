import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis } from '../../lib/redis.ts';
import { redisForTests, testRedisClient, testRedisPrefix, testRedisUrl } from '../../testing/redis.ts';
import { startTcpProxy } from '../../testing/tcp-proxy.ts';
import { createRedisPresence } from './presence-redis.ts';
import { createMemoryPresence, type PresenceStore } from './presence.ts';

const GRACE_MS = 300;
const REAPER_MS = 150;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let userCounter = 0;
const freshUser = () => `user-${process.pid}-${(userCounter += 1)}`;

type MakeStore = (options: {
  graceMs: number;
  onOffline: (userId: string, lastSeen: Date) => void;
}) => Promise<PresenceStore>;

const open: PresenceStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

/** What every presence store must do; run against each implementation. */
function describePresenceStore(name: string, make: MakeStore) {
  describe(`${name} presence store`, () => {
    const start = async () => {
      const offline: Array<{ userId: string; lastSeen: Date }> = [];
      const store = await make({
        graceMs: GRACE_MS,
        onOffline: (userId, lastSeen) => offline.push({ userId, lastSeen }),
      });
      open.push(store);
      return { store, offline };
    };

    it('counts connections: online from the first, not announced again for the second', async () => {
      const { store } = await start();
      const [asha, bilal] = [freshUser(), freshUser()];
      expect(await store.connect(asha)).toBe(true);
      expect(await store.connect(asha)).toBe(false);
      expect([...(await store.onlineAmong([asha, bilal]))]).toEqual([asha]);
      expect(await store.onlineAmong([])).toEqual(new Set());
    });

    it('keeps a user online through the grace period, then reports them offline once', async () => {
      const { store, offline } = await start();
      const asha = freshUser();
      await store.connect(asha);
      await store.connect(asha);
      await store.disconnect(asha);
      await store.disconnect(asha);
      const closedAt = Date.now();
      expect([...(await store.onlineAmong([asha]))]).toEqual([asha]);
      await pause(GRACE_MS / 2);
      expect(offline).toEqual([]);
      await pause(GRACE_MS + REAPER_MS + 100);
      expect(offline.map((entry) => entry.userId)).toEqual([asha]);
      expect(offline[0]!.lastSeen.getTime()).toBeGreaterThanOrEqual(closedAt + GRACE_MS - 5);
      expect(await store.onlineAmong([asha])).toEqual(new Set());
    });

    it('does not report a reconnect within the grace period (a reload) as going offline or online', async () => {
      const { store, offline } = await start();
      const asha = freshUser();
      await store.connect(asha);
      await store.disconnect(asha);
      await pause(GRACE_MS / 3);
      expect(await store.connect(asha)).toBe(false);
      await pause(GRACE_MS + REAPER_MS + 100);
      expect(offline).toEqual([]);
      expect([...(await store.onlineAmong([asha]))]).toEqual([asha]);
    });

    it('reports nothing after close', async () => {
      const { store, offline } = await start();
      const asha = freshUser();
      await store.connect(asha);
      await store.disconnect(asha);
      await store.close();
      await pause(GRACE_MS + REAPER_MS + 100);
      expect(offline).toEqual([]);
    });
  });
}

describePresenceStore('in-memory', async (options) => createMemoryPresence(options));

const redis = await redisForTests();
describe.runIf(redis.available)(`Redis presence (${redis.reason || 'shared across instances'})`, () => {
  const filePrefix = testRedisPrefix();
  // Each test its own keys: a store closed by one test hands its users to whichever instance is left.
  let prefix = filePrefix;
  let testCounter = 0;
  beforeEach(() => {
    prefix = `${filePrefix}${(testCounter += 1)}:`;
  });
  /** One "instance": its own client, as each app process has. */
  const instance = async (options: Parameters<MakeStore>[0], client?: Awaited<ReturnType<typeof testRedisClient>>) =>
    createRedisPresence({
      redis: client ?? (await testRedisClient()),
      prefix,
      reaperMs: REAPER_MS,
      onError: () => undefined,
      ...options,
    });

  describePresenceStore('Redis', instance);

  it('sees a user online on either instance, and reports them offline once, when their last tab closes', async () => {
    const offline: string[] = [];
    const options = { graceMs: GRACE_MS, onOffline: (userId: string) => offline.push(userId) };
    const [first, second, third] = [await instance(options), await instance(options), await instance(options)];
    open.push(first, second, third);
    const asha = freshUser();
    expect(await first.connect(asha)).toBe(true);
    expect(await second.connect(asha)).toBe(false);
    expect([...(await third.onlineAmong([asha]))]).toEqual([asha]);
    await first.disconnect(asha);
    await pause(GRACE_MS + REAPER_MS + 100);
    expect(offline).toEqual([]);
    await second.disconnect(asha);
    await pause(GRACE_MS + 2 * REAPER_MS + 100);
    expect(offline).toEqual([asha]);
  });

  it('takes the users of a crashed instance offline within the grace period plus one reaper interval', async () => {
    const offline: Array<{ userId: string; at: number }> = [];
    const options = {
      graceMs: GRACE_MS * 2,
      onOffline: (userId: string) => offline.push({ userId, at: Date.now() }),
    };
    const crashingClient = await connectRedis(testRedisUrl, () => undefined);
    const survivor = await instance(options);
    const crashing = await instance(options, crashingClient);
    open.push(survivor, crashing);
    const [asha, bilal] = [freshUser(), freshUser()];
    await crashing.connect(asha);
    await crashing.connect(bilal);
    await survivor.connect(bilal);
    await pause(REAPER_MS);
    // kill -9: the connection drops, no clean-up runs, the heartbeat stops.
    crashingClient.destroy();
    const crashedAt = Date.now();
    // Grace + one reaper interval, plus scheduling slack on a busy machine.
    const bound = GRACE_MS * 2 + REAPER_MS;
    await pause(bound + 400);
    expect(offline.map((entry) => entry.userId)).toEqual([asha]);
    expect(offline[0]!.at - crashedAt).toBeLessThanOrEqual(bound + 300);
    expect([...(await survivor.onlineAmong([asha, bilal]))]).toEqual([bilal]);
  });

  it('registers its connections again when it was taken for dead but was only slow', async () => {
    const offline: string[] = [];
    const online: string[] = [];
    const options = {
      graceMs: GRACE_MS,
      onOffline: (userId: string) => offline.push(userId),
      onOnline: (userId: string) => online.push(userId),
    };
    const client = await testRedisClient();
    const slow = await instance(options);
    open.push(slow);
    const asha = freshUser();
    await slow.connect(asha);
    // What the reaper of another instance does after a long pause of this one, in one step.
    await client
      .multi()
      .zRem(`${prefix}instances`, slow.instanceId)
      .hDel(`${prefix}conn:${asha}`, slow.instanceId)
      .del(`${prefix}instance-users:${slow.instanceId}`)
      .zAdd(`${prefix}leaving`, { score: 0, value: asha })
      .exec();
    const other = await instance(options);
    open.push(other);
    await pause(REAPER_MS * 3);
    expect([...(await other.onlineAmong([asha]))]).toEqual([asha]);
    await pause(GRACE_MS);
    // Announced offline by the other instance in between; then back, and announced online again.
    expect([...(await other.onlineAmong([asha]))]).toEqual([asha]);
    expect(offline).toEqual([asha]);
    expect(online).toEqual([asha]);
  });

  it('announces nobody offline, nor online again, for a Redis outage their connection stayed open through', async () => {
    const offline: string[] = [];
    const online: string[] = [];
    const options = {
      graceMs: GRACE_MS,
      onOffline: (userId: string) => offline.push(userId),
      onOnline: (userId: string) => online.push(userId),
    };
    // The instances reach Redis through a proxy that is cut and restored: Redis away for all of them.
    const target = new URL(testRedisUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const proxied = new URL(testRedisUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const clients = [
      await connectRedis(proxied.toString(), () => undefined),
      await connectRedis(proxied.toString(), () => undefined),
      await connectRedis(proxied.toString(), () => undefined),
    ] as const;
    const stores: PresenceStore[] = [];
    try {
      for (const client of clients) stores.push(await instance(options, client));
      const [first, second, doomed] = stores as [PresenceStore, PresenceStore, PresenceStore];
      const [asha, bilal, carl] = [freshUser(), freshUser(), freshUser()];
      await first.connect(asha);
      await second.connect(bilal);
      await doomed.connect(carl);
      await pause(REAPER_MS);

      await proxy.cut();
      // Longer than dead-after plus the grace period: every instance's last heartbeat is long past due.
      await pause(2 * REAPER_MS + GRACE_MS + 300);
      // One instance dies during the outage (kill -9) and never comes back.
      clients[2].destroy();
      await proxy.restore();
      const restoredAt = Date.now();
      await expect.poll(() => clients[0].isReady && clients[1].isReady, { timeout: 5_000 }).toBe(true);
      const backAfterMs = Date.now() - restoredAt;
      // Dead-after and the grace period from the moment Redis is back, one reaper interval, and slack.
      await pause(2 * REAPER_MS + GRACE_MS + REAPER_MS + 300);

      // Asha and Bilal never left; Carl's instance is gone, so he did.
      expect(offline).toEqual([carl]);
      expect(online).toEqual([]);
      expect([...(await first.onlineAmong([asha, bilal, carl]))]).toEqual([asha, bilal]);
      expect(backAfterMs).toBeLessThan(5_000);
    } finally {
      await proxy.restore();
      for (const store of stores) await store.close();
      for (const client of clients) await closeRedis(client);
      await proxy.close();
    }
  });

  it('announces nobody offline when Redis answered nothing for a while without dropping the connections', async () => {
    const offline: string[] = [];
    const online: string[] = [];
    const options = {
      graceMs: GRACE_MS,
      onOffline: (userId: string) => offline.push(userId),
      onOnline: (userId: string) => online.push(userId),
    };
    const client = await testRedisClient();
    const [first, second] = [await instance(options), await instance(options)];
    open.push(first, second);
    const [asha, bilal] = [freshUser(), freshUser()];
    await first.connect(asha);
    await second.connect(bilal);
    await pause(REAPER_MS);
    // What Redis holds when it comes back from a pause (a stalled host, a long fork): every heartbeat,
    // this instance's own included, long past due; their connections were never dropped.
    await client.zAdd(`${prefix}instances`, [
      { score: 0, value: first.instanceId },
      { score: 0, value: second.instanceId },
    ]);
    await pause(2 * REAPER_MS + GRACE_MS + REAPER_MS + 200);
    expect(offline).toEqual([]);
    expect(online).toEqual([]);
    expect([...(await first.onlineAmong([asha, bilal]))]).toEqual([asha, bilal]);
  });
});
