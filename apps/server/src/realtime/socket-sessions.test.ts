import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_REFUSALS, type SendAck } from '@jobportal/shared';
import type { AppDependencies } from '../app.ts';
import { createProfilesRepository } from '../modules/profiles/profiles.repository.ts';
import { createSocketSessions } from './socket-sessions.ts';
import { createTestApp } from '../testing/app.ts';
import { cookieHeader, createCapturingMailer, createVerifiedUser, latestLink, ORIGIN, post } from '../testing/auth.ts';
import { createTestDatabase } from '../testing/database.ts';
import { redisForTests, testRedisClient, testRedisPrefix } from '../testing/redis.ts';
import { disconnectedWithin, socketClients } from '../testing/sockets.ts';
import type { Redis } from '../lib/redis.ts';

/** How soon an ended session's sockets must be gone. */
const CUT_WITHIN_MS = 1_000;

const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
type Session = { cookie: string; token: string };

const cipher = () => `v1.${randomBytes(48).toString('base64url')}`;
const clientId = () => `c_${randomBytes(8).toString('hex')}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An open socket must not outlive its session: whatever ends it (ban, password reset or change,
 * sign-out everywhere, revoking one session), the sockets opened with it close within a second, and a
 * socket whose session is gone can write nothing even if that disconnect were missed. Run in-process
 * and on Redis (sessions cached there, sockets fanned out through the Redis Streams adapter).
 */
function describeSocketSessions(mode: string, options: () => Promise<Partial<AppDependencies> & { prefix?: string }>) {
  describe(`open sockets follow their session (${mode})`, () => {
    let app: FastifyInstance;
    let url = '';
    let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
    let redis: Redis | undefined;
    let prefix = '';
    let admin: Member;
    const connect = socketClients(() => url);

    const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
      app.inject({ method, url: path, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
    const send = (socket: Socket, receiverId: string, id = clientId()) =>
      socket.timeout(3000).emitWithAck(SOCKET_EVENTS.send, {
        clientId: id,
        receiverId,
        encryptedContent: cipher(),
      }) as Promise<SendAck>;
    const stored = async (id: string) =>
      (await db.$client.query('SELECT 1 FROM messages WHERE client_id = $1', [id])).rowCount ?? 0;

    /** Another sign-in of the same account: a second session with its own cookie. */
    async function signInAgain(who: Member): Promise<Session> {
      const response = await post(app, '/api/auth/sign-in/email', { email: who.email, password: who.password });
      expect(response.statusCode).toBe(200);
      return { cookie: cookieHeader(response), token: response.json().token as string };
    }

    async function friendsPair(name: string): Promise<[Member, Member]> {
      const a = await createVerifiedUser(app, mailer, { name: `${name} One` });
      const b = await createVerifiedUser(app, mailer, { name: `${name} Two` });
      await call(a.cookie, 'POST', '/api/friends/requests', { userId: b.id });
      await call(b.cookie, 'POST', `/api/friends/requests/${a.id}/accept`);
      return [a, b];
    }

    beforeAll(async () => {
      ({ db } = await createTestDatabase());
      const { prefix: redisPrefix, ...deps } = await options();
      redis = deps.redis;
      prefix = redisPrefix ?? '';
      app = await createTestApp(db, { mailer, ...deps, ...(redisPrefix ? { redisPrefix } : {}) });
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const account = await createVerifiedUser(app, mailer, { name: 'Socket Admin' });
      await createProfilesRepository(db).setAdminByEmail(account.email, true);
      // Signed in again, so even a session cached in Redis carries the admin role.
      admin = { ...account, cookie: (await signInAgain(account)).cookie };
    });

    it('an admin ban disconnects every open socket of the user within a second; their friend stays', async () => {
      const [target, friend] = await friendsPair('Banned');
      const tabs = [await connect(target.cookie), await connect((await signInAgain(target)).cookie)];
      const friendTab = await connect(friend.cookie);
      const cut = tabs.map((tab) => disconnectedWithin(tab, 5_000));

      const bannedAt = Date.now();
      const banned = await call(admin.cookie, 'PUT', `/api/admin/users/${target.id}/ban`, { reason: 'Spam' });
      expect(banned.statusCode).toBe(200);
      for (const { at, reason } of await Promise.all(cut)) {
        expect(reason).toBe('io server disconnect');
        expect(at - bannedAt).toBeLessThanOrEqual(CUT_WITHIN_MS);
      }

      // A new connection is refused too, and the friend's socket still works.
      await expect(connect(target.cookie)).rejects.toThrow('unauthorized');
      expect(friendTab.connected).toBe(true);
      expect((await send(friendTab, admin.id)).ok).toBe(false); // not friends: answered, so still served
    });

    it('a password reset disconnects the open sockets within a second', async () => {
      const [user] = await friendsPair('Reset');
      const tabs = [await connect(user.cookie), await connect((await signInAgain(user)).cookie)];
      const cut = tabs.map((tab) => disconnectedWithin(tab, 5_000));
      await post(app, '/api/auth/request-password-reset', {
        email: user.email,
        redirectTo: `${ORIGIN}/update-password`,
      });
      const token = new URL(latestLink(mailer, user.email)).searchParams.get('token')!;

      const resetAt = Date.now();
      const reset = await post(app, '/api/auth/reset-password', { token, newPassword: 'a brand new pass' });
      expect(reset.statusCode).toBe(200);
      for (const { at, reason } of await Promise.all(cut)) {
        expect(reason).toBe('io server disconnect');
        expect(at - resetAt).toBeLessThanOrEqual(CUT_WITHIN_MS);
      }
      await expect(connect(user.cookie)).rejects.toThrow('unauthorized');
    });

    it('"sign out everywhere" and a password change that ends the other sessions disconnect those sockets', async () => {
      const [user] = await friendsPair('Everywhere');
      const other = await signInAgain(user);
      const tabs = [await connect(user.cookie), await connect(other.cookie)];
      const cut = tabs.map((tab) => disconnectedWithin(tab, CUT_WITHIN_MS));
      expect((await post(app, '/api/auth/revoke-sessions', {}, { cookie: user.cookie })).statusCode).toBe(200);
      await Promise.all(cut);

      const first = await signInAgain(user);
      const second = await signInAgain(user);
      const otherTab = await connect(first.cookie);
      const cutOther = disconnectedWithin(otherTab, CUT_WITHIN_MS);
      const changed = await post(
        app,
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword: 'another new pass', revokeOtherSessions: true },
        { cookie: second.cookie },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await cutOther).reason).toBe('io server disconnect');
    });

    it('revoking one session disconnects only that session’s sockets', async () => {
      const [user, friend] = await friendsPair('Single');
      const kept = await signInAgain(user);
      const revoked = await signInAgain(user);
      const keptTab = await connect(kept.cookie);
      const revokedTabs = [await connect(revoked.cookie), await connect(revoked.cookie)];
      const cut = revokedTabs.map((tab) => disconnectedWithin(tab, CUT_WITHIN_MS));
      const keptCut = disconnectedWithin(keptTab, CUT_WITHIN_MS + 500).then(
        () => 'cut',
        () => 'kept',
      );

      const response = await post(app, '/api/auth/revoke-session', { token: revoked.token }, { cookie: kept.cookie });
      expect(response.statusCode).toBe(200);
      await Promise.all(cut);
      expect(await keptCut).toBe('kept');
      expect((await send(keptTab, friend.id)).ok).toBe(true);

      // "Sign out other devices" from the kept session: the first sign-in's socket goes, this one stays.
      const firstTab = await connect(user.cookie);
      const firstCut = disconnectedWithin(firstTab, CUT_WITHIN_MS);
      expect((await post(app, '/api/auth/revoke-other-sessions', {}, { cookie: kept.cookie })).statusCode).toBe(200);
      await firstCut;
      expect(keptTab.connected).toBe(true);
    });

    it('a socket whose session is gone cannot send or mark read, even if its disconnect was missed', async () => {
      const [user, friend] = await friendsPair('Missed');
      const session = await signInAgain(user);
      const tab = await connect(session.cookie);
      const friendTab = await connect(friend.cookie);
      expect((await send(tab, friend.id)).ok).toBe(true);
      const unread = clientId();
      expect((await send(friendTab, user.id, unread)).ok).toBe(true);

      // The session disappears behind better-auth's back: no hook runs, so no disconnect is sent.
      await db.$client.query('DELETE FROM session WHERE token = $1', [session.token]);
      if (redis) await redis.del(`${prefix}auth:${session.token}`);
      await pause(1_100); // past the last check's freshness

      const receipts: unknown[] = [];
      friendTab.on(SOCKET_EVENTS.readReceipt, (receipt) => receipts.push(receipt));
      tab.emit(SOCKET_EVENTS.read, { p_friend_id: friend.id });
      const refusedId = clientId();
      const gone = disconnectedWithin(tab, 2_000);
      const refused = await send(tab, friend.id, refusedId).catch(() => null);
      // The ack says why (or the socket is already closed); either way nothing was written.
      if (refused)
        expect(refused).toEqual({ ok: false, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      expect((await gone).reason).toBe('io server disconnect');
      expect(await stored(refusedId)).toBe(0);
      const read = await db.$client.query<{ read_at: Date | null }>(
        'SELECT read_at FROM messages WHERE client_id = $1',
        [unread],
      );
      expect(read.rows[0]!.read_at).toBeNull();
      expect(receipts).toEqual([]);
    });
  });
}

describeSocketSessions('in-process', async () => ({}));

describe('open sockets are rechecked on a timer (in-process)', () => {
  let app: FastifyInstance;
  let url = '';
  let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
  const connect = socketClients(() => url);

  beforeAll(async () => {
    ({ db } = await createTestDatabase());
    app = await createTestApp(db, { mailer, socketSessionRecheckMs: 300 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  it('disconnects an idle socket whose session vanished without a hook', async () => {
    const user = await createVerifiedUser(app, mailer, { name: 'Idle Tab' });
    const tab = await connect(user.cookie);
    await pause(700);
    expect(tab.connected).toBe(true); // rechecks of a valid session keep it
    const cut = disconnectedWithin(tab, 2_000);
    await db.$client.query('DELETE FROM session WHERE user_id = $1', [user.id]);
    expect((await cut).reason).toBe('io server disconnect');
  });
});

describe('handshakes (in-process)', () => {
  let app: FastifyInstance;
  let url = '';
  let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
  const connect = socketClients(() => url);

  beforeAll(async () => {
    ({ db } = await createTestDatabase());
    app = await createTestApp(db, { mailer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  it('look the sessions of handshakes arriving together up in one query (a reconnect storm)', async () => {
    const user = await createVerifiedUser(app, mailer, { name: 'Many Tabs' });
    const cookies = [user.cookie];
    for (let i = 0; i < 4; i += 1) {
      const again = await post(app, '/api/auth/sign-in/email', { email: user.email, password: user.password });
      cookies.push(cookieHeader(again));
    }
    const batches: string[][] = [];
    const query = db.$client.query.bind(db.$client);
    const spy = vi.spyOn(db.$client, 'query').mockImplementation(((text: unknown, values?: unknown[]) => {
      if (typeof text === 'string' && text.includes('s.token = ANY')) batches.push(values![0] as string[]);
      return (query as (...args: unknown[]) => unknown)(text, values);
    }) as typeof db.$client.query);
    try {
      // The server's handshake check itself, 20 handshakes of 5 sessions at once (no change feed: nothing kept).
      const sessions = createSocketSessions({
        auth: undefined as never,
        db,
        logger: app.log,
        secret: 'test-secret-that-is-long-enough-for-better-auth',
      });
      const identities = await Promise.all(
        Array.from({ length: 20 }, (_, i) => sessions.authenticate(cookies[i % cookies.length])),
      );
      expect(identities.every((identity) => identity?.userId === user.id)).toBe(true);
      expect(new Set(identities.map((identity) => identity!.sessionId)).size).toBe(5);
      // Fewer queries than handshakes: waiting handshakes share one, each token asked once.
      expect(batches.length).toBeLessThan(20);
      expect(Math.max(...batches.map((batch) => batch.length))).toBeGreaterThanOrEqual(2);
      for (const batch of batches) expect(new Set(batch).size).toBe(batch.length);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuse a handshake whose session cannot be checked as "unavailable" (the client tries again), not "unauthorized"', async () => {
    const user = await createVerifiedUser(app, mailer, { name: 'Storm Tab' });
    const query = db.$client.query.bind(db.$client);
    const spy = vi.spyOn(db.$client, 'query').mockImplementation(((text: unknown, values?: unknown[]) => {
      if (typeof text === 'string' && text.includes('s.token = ANY')) {
        return Promise.reject(new Error('timeout exceeded when trying to connect'));
      }
      return (query as (...args: unknown[]) => unknown)(text, values);
    }) as typeof db.$client.query);
    try {
      await expect(connect(user.cookie)).rejects.toThrow(SOCKET_REFUSALS.unavailable);
    } finally {
      spy.mockRestore();
    }
    // The same session, once it can be checked: let in.
    expect((await connect(user.cookie)).connected).toBe(true);
  });

  it('extend a session at the handshake as a page load does: 30 days from now once it was last extended over a day ago', async () => {
    const user = await createVerifiedUser(app, mailer, { name: 'Chat Only' });
    const day = 24 * 60 * 60 * 1000;
    const expiresAt = async () =>
      (
        await db.$client.query<{ expires_at: Date }>(
          `SELECT s.expires_at FROM session s WHERE s.user_id = $1 ORDER BY s.created_at DESC LIMIT 1`,
          [user.id],
        )
      ).rows[0]!.expires_at.getTime();
    // Last extended 10 days ago: 20 days left.
    await db.$client.query(`UPDATE session SET expires_at = now() + interval '20 days' WHERE user_id = $1`, [user.id]);
    expect((await connect(user.cookie)).connected).toBe(true);
    await expect.poll(expiresAt, { timeout: 5_000 }).toBeGreaterThan(Date.now() + 29 * day);

    // Extended less than a day ago: left as it is (at most one write a day per session).
    const recent = await createVerifiedUser(app, mailer, { name: 'Chat Only Too' });
    await db.$client.query(`UPDATE session SET expires_at = now() + interval '29 days 12 hours' WHERE user_id = $1`, [
      recent.id,
    ]);
    const recentExpiresAt = async () =>
      (
        await db.$client.query<{ expires_at: Date }>(`SELECT s.expires_at FROM session s WHERE s.user_id = $1`, [
          recent.id,
        ])
      ).rows[0]!.expires_at.getTime();
    const before = await recentExpiresAt();
    expect((await connect(recent.cookie)).connected).toBe(true);
    await pause(300);
    expect(await recentExpiresAt()).toBe(before);
  });

  it('share queries when many sockets connect at once: chat status, friends and presence cards (a reconnect storm)', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const a = await createVerifiedUser(app, mailer, { name: `Storm A${i}` });
        const b = await createVerifiedUser(app, mailer, { name: `Storm B${i}` });
        await app.inject({
          method: 'POST',
          url: '/api/friends/requests',
          headers: { origin: ORIGIN, cookie: a.cookie },
          payload: { userId: b.id },
        });
        const accepted = await app.inject({
          method: 'POST',
          url: `/api/friends/requests/${a.id}/accept`,
          headers: { origin: ORIGIN, cookie: b.cookie },
        });
        expect(accepted.statusCode).toBeLessThan(300);
        return [a, b] as const;
      }),
    );
    const members = pairs.flat();
    const texts: string[] = [];
    const query = db.$client.query.bind(db.$client);
    const spy = vi.spyOn(db.$client, 'query').mockImplementation(((text: unknown, values?: unknown[]) => {
      const sql = typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? '');
      texts.push(sql);
      return (query as (...args: unknown[]) => unknown)(text, values);
    }) as typeof db.$client.query);
    try {
      const sockets = await Promise.all(members.map((member) => connect(member.cookie)));
      expect(sockets.every((socket) => socket.connected)).toBe(true);
      // What each connection asks after the handshake (status, friends, cards) has been asked by now.
      await pause(500);
    } finally {
      spy.mockRestore();
    }
    const count = (pattern: RegExp) => texts.filter((text) => pattern.test(text)).length;
    const statuses = count(/FROM unnest\(\$1::text\[\]\) AS u\(id\)/);
    const friendLists = count(/from "friendships"/i);
    const cards = count(/"show_online_status" from "profiles"/i);
    expect(statuses, 'chat status queries').toBeGreaterThan(0);
    expect(friendLists, 'friend list queries').toBeGreaterThan(0);
    expect(cards, 'presence card queries').toBeGreaterThan(0);
    // 12 sockets: a query each would be 12 status, 24 friend lists (sync + announcement) and 12+ cards.
    expect(statuses, 'chat status queries').toBeLessThan(members.length / 2);
    expect(friendLists, 'friend list queries').toBeLessThan(members.length);
    expect(cards, 'presence card queries').toBeLessThan(members.length);
  });

  it('refuse a cookie whose signature is not ours, and a kept session once it is deleted', async () => {
    const user = await createVerifiedUser(app, mailer, { name: 'Forged Tab' });
    await connect(user.cookie);
    // The same token with another signature: refused without a lookup.
    const forged = user.cookie.replace(/(session_token=[^;.]*)(?:\.|%2E)[^;]*/i, `$1.${'A'.repeat(43)}=`);
    expect(forged).not.toBe(user.cookie);
    await expect(connect(forged)).rejects.toThrow('unauthorized');
    // Deleted behind the app's back: PostgreSQL's change notice makes every instance forget it.
    await db.$client.query('DELETE FROM session WHERE user_id = $1', [user.id]);
    await pause(300);
    await expect(connect(user.cookie)).rejects.toThrow('unauthorized');
  });
});

const redisCheck = await redisForTests();
describe.runIf(redisCheck.available)(`on Redis (${redisCheck.reason || 'Redis reachable'})`, () => {
  const prefix = testRedisPrefix();
  describeSocketSessions('Redis', async () => ({ redis: await testRedisClient(), prefix }));
});
