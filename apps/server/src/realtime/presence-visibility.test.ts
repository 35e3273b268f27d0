import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS, type PresenceEntry } from '@jobportal/shared';
import type { AppDependencies } from '../app.ts';
import { createTestApp } from '../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../testing/auth.ts';
import { createTestDatabase } from '../testing/database.ts';
import { redisForTests, testRedisClient, testRedisPrefix } from '../testing/redis.ts';
import { collectEvents, nextEvent, socketClients } from '../testing/sockets.ts';

const GRACE_MS = 300;
/** How soon a friend already looking must see the change. */
const SEEN_WITHIN_MS = 1_000;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
type Leave = { userId: string; last_seen?: string };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Show when I am online" takes effect at once for friends who are already looking: hiding it shows
 * the user offline to them now (without a last seen), showing it again while connected shows them
 * online now; a hidden user's comings and goings tell nobody anything.
 */
function describeVisibility(mode: string, options: () => Promise<Partial<AppDependencies>>) {
  describe(`online status visibility reaches friends already looking (${mode})`, () => {
    let app: FastifyInstance;
    let url = '';
    const connect = socketClients(() => url);

    const call = (who: Member, method: 'POST' | 'PATCH', path: string, payload?: object) =>
      app.inject({
        method,
        url: path,
        headers: { origin: ORIGIN, cookie: who.cookie },
        ...(payload ? { payload } : {}),
      });
    const showOnline = async (who: Member, show: boolean) => {
      const response = await call(who, 'PATCH', '/api/me/profile', { showOnlineStatus: show });
      expect(response.statusCode).toBe(200);
      expect(response.json().showOnlineStatus).toBe(show);
    };

    async function friendsPair(name: string): Promise<[Member, Member]> {
      const a = await createVerifiedUser(app, mailer, { name: `${name} Shown` });
      const b = await createVerifiedUser(app, mailer, { name: `${name} Watcher` });
      await call(a, 'POST', '/api/friends/requests', { userId: b.id });
      await call(b, 'POST', `/api/friends/requests/${a.id}/accept`);
      return [a, b];
    }

    beforeAll(async () => {
      const { db } = await createTestDatabase();
      app = await createTestApp(db, { mailer, presenceGraceMs: GRACE_MS, ...(await options()) });
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    it('hiding shows the user offline to a watching friend at once; showing again shows them online', async () => {
      const [asha, bilal] = await friendsPair('Asha');
      const bilalTab = await connect(bilal.cookie);
      const joined = nextEvent<PresenceEntry>(
        bilalTab,
        SOCKET_EVENTS.presenceJoin,
        3_000,
        (e) => e.user.id === asha.id,
      );
      await connect(asha.cookie);
      await joined;

      const left = nextEvent<Leave>(bilalTab, SOCKET_EVENTS.presenceLeave, SEEN_WITHIN_MS, (e) => e.userId === asha.id);
      await showOnline(asha, false);
      // Offline now, and no last seen: hiding it is the point.
      expect(await left).toEqual({ userId: asha.id });

      const back = nextEvent<PresenceEntry>(
        bilalTab,
        SOCKET_EVENTS.presenceJoin,
        SEEN_WITHIN_MS,
        (e) => e.user.id === asha.id,
      );
      await showOnline(asha, true);
      expect((await back).user).toEqual({
        id: asha.id,
        name: 'Asha Shown',
        avatar_url: null,
        show_online_status: true,
      });
      // A page opened now agrees.
      const sync = nextEvent<PresenceEntry[]>(await connect(bilal.cookie), SOCKET_EVENTS.presenceSync);
      expect((await sync).map((entry) => entry.user.id)).toEqual([asha.id]);
    });

    it('says nothing when the setting is saved unchanged, nor when a hidden user comes and goes', async () => {
      const [cara, dev] = await friendsPair('Cara');
      const devTab = await connect(dev.cookie);
      const caraTab = await connect(cara.cookie);
      await pause(200);
      const joins = collectEvents<PresenceEntry>(devTab, SOCKET_EVENTS.presenceJoin);
      const leaves = collectEvents<Leave>(devTab, SOCKET_EVENTS.presenceLeave);

      await showOnline(cara, true); // unchanged: nothing to tell
      const hidden = nextEvent<Leave>(devTab, SOCKET_EVENTS.presenceLeave, SEEN_WITHIN_MS);
      await showOnline(cara, false);
      await hidden;
      await showOnline(cara, false); // unchanged again
      caraTab.disconnect();
      await pause(GRACE_MS * 3);
      await connect(cara.cookie);
      await pause(300);
      expect(joins).toEqual([]);
      expect(leaves).toEqual([{ userId: cara.id }]);
    });

    it('showing again while offline tells nobody the user is online', async () => {
      const [eve, fay] = await friendsPair('Eve');
      await showOnline(eve, false);
      const eveTab = await connect(eve.cookie);
      eveTab.disconnect();
      await pause(GRACE_MS * 3);
      const fayTab = await connect(fay.cookie);
      const joins = collectEvents<PresenceEntry>(fayTab, SOCKET_EVENTS.presenceJoin);
      await showOnline(eve, true);
      await pause(300);
      expect(joins).toEqual([]);
    });
  });
}

describeVisibility('in-process', async () => ({}));

const redis = await redisForTests();
describe.runIf(redis.available)(`on Redis (${redis.reason || 'Redis reachable'})`, () => {
  const prefix = testRedisPrefix();
  describeVisibility('Redis', async () => ({
    redis: await testRedisClient(),
    redisPrefix: prefix,
    presenceReaperMs: GRACE_MS / 2,
  }));
});
