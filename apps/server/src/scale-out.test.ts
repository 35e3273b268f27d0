import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type ChatMessage, type PresenceEntry, type SendAck } from '@jobportal/shared';
import { migrationsFolder } from './db/migrate.ts';
import { createTestDatabase } from './testing/database.ts';
import { freePort, startAppProcess, type RunningApp } from './testing/process.ts';
import { redisForTests, testRedisPrefix, testRedisUrl } from './testing/redis.ts';
import { collectEvents as collect, disconnectedWithin, nextEvent } from './testing/sockets.ts';

/*
 * Scale-out on one machine: two real app processes (`main.ts`, as `npm start` runs it) on different
 * ports, one PostgreSQL, one Redis. Short presence timings keep the crash check quick.
 */
const GRACE_MS = 1_000;
const REAPER_MS = 500;
/** Scheduling slack on a busy two-core machine. */
const SLACK_MS = 1_000;
/** How soon an ended session's sockets must be gone, on whichever instance holds them. */
const CUT_WITHIN_MS = 1_000;

const redis = await redisForTests();

type Account = { id: string; email: string; cookie: string; address: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cipher = () => `v1.${randomBytes(48).toString('base64url')}`;
const clientId = () => `c_${randomBytes(8).toString('hex')}`;

/** Across two processes a little more time than in one. */
const next = <T>(socket: Socket, event: string, ms = 5_000, accept?: (payload: T) => boolean) =>
  nextEvent<T>(socket, event, ms, accept);

describe.runIf(redis.available)(
  `two app instances on one PostgreSQL and one Redis (${redis.reason || 'Redis reachable'})`,
  { timeout: 180_000 },
  () => {
    const prefix = testRedisPrefix();
    const dirs: string[] = [];
    const instances: RunningApp[] = [];
    const sockets: Socket[] = [];
    let origin = '';
    // Made an admin on confirmation (ADMIN_EMAILS), to ban from one instance.
    const adminEmail = `scale-admin-${process.pid}-${Date.now()}@example.com`;
    let first: RunningApp;
    let second: RunningApp;
    let addressCounter = 0;

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      for (const app of instances) {
        if (app.child.exitCode === null && app.child.signalCode === null) {
          app.child.kill('SIGTERM');
          await app.exited;
        }
      }
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    const base = (app: RunningApp) => `http://127.0.0.1:${app.port}`;

    async function api(app: RunningApp, method: string, url: string, who?: Account, body?: unknown) {
      return fetch(`${base(app)}${url}`, {
        method,
        redirect: 'manual',
        headers: {
          origin,
          ...(who ? { cookie: who.cookie, 'x-forwarded-for': who.address } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    }

    /** Signs up on `signUpOn` (its dev outbox holds the mail), confirms, and signs in on `signInOn`. */
    async function account(name: string, signUpOn: RunningApp, signInOn: RunningApp, email?: string): Promise<Account> {
      addressCounter += 1;
      const address = `10.77.${process.pid % 250}.${addressCounter}`;
      email ??= `scale-${process.pid}-${Date.now()}-${addressCounter}@example.com`;
      const password = 'correct horse battery';
      const headers = { origin, 'content-type': 'application/json', 'x-forwarded-for': address };
      const signUp = await fetch(`${base(signUpOn)}/api/auth/sign-up/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password, name }),
      });
      expect(signUp.status, await signUp.clone().text()).toBe(200);
      const { mails } = (await (await fetch(`${base(signUpOn)}/api/dev/outbox`)).json()) as {
        mails: Array<{ to: string; text: string }>;
      };
      const link = new URL(/https?:\/\/\S+/.exec(mails.find((mail) => mail.to === email)!.text)![0]);
      // The link names APP_URL; the other instance confirms it just as well.
      const confirmed = await fetch(`${base(signInOn)}${link.pathname}${link.search}`, { redirect: 'manual' });
      expect(confirmed.status).toBe(302);
      const signIn = await fetch(`${base(signInOn)}/api/auth/sign-in/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      return { id: ((await signIn.json()) as { user: { id: string } }).user.id, email, cookie, address };
    }

    async function connect(app: RunningApp, who: Account): Promise<Socket> {
      const socket = connectClient(base(app), {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { origin, cookie: who.cookie },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error) => reject(error));
      });
      return socket;
    }

    const send = async (socket: Socket, receiver: Account, id = clientId()): Promise<ChatMessage> => {
      const ack = (await socket.timeout(5_000).emitWithAck(SOCKET_EVENTS.send, {
        clientId: id,
        receiverId: receiver.id,
        encryptedContent: cipher(),
      })) as SendAck;
      if (!ack.ok) throw new Error(`send refused: ${ack.message}`);
      return ack.message;
    };
    /** The next `message:new` carrying `id` (listening starts before sending: it may beat the ack). */
    const delivery = (socket: Socket, id: string) =>
      next<ChatMessage>(socket, SOCKET_EVENTS.message, 5_000, (message) => message.clientId === id);

    let asha: Account;
    let bilal: Account;

    it('starts both instances together on an empty database; the migrations run once', async () => {
      const { url: databaseUrl, db } = await createTestDatabase({ empty: true });
      const [port1, port2] = [await freePort(), await freePort()];
      origin = `http://localhost:${port1}`;
      const shared = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: prefix,
        APP_URL: origin,
        AUTH_SECRET: 'scale-out-test-secret-of-at-least-32-chars',
        NODE_ENV: 'development',
        DEMO_CONTENT: 'false',
        TRUST_PROXY: 'true',
        PRESENCE_GRACE_MS: String(GRACE_MS),
        PRESENCE_REAPER_MS: String(REAPER_MS),
        ADMIN_EMAILS: adminEmail,
        LOG_LEVEL: 'warn',
      };
      const dataDir = async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'jp-scale-'));
        dirs.push(dir);
        return dir;
      };
      const [dir1, dir2] = [await dataDir(), await dataDir()];
      const starting = [
        startAppProcess({ ...shared, PORT: String(port1), DATA_DIR: dir1 }),
        startAppProcess({ ...shared, PORT: String(port2), DATA_DIR: dir2 }),
      ];
      // Keep whichever started, so afterAll stops it even if the other failed.
      const results = await Promise.allSettled(starting);
      for (const result of results) if (result.status === 'fulfilled') instances.push(result.value);
      for (const result of results) if (result.status === 'rejected') throw result.reason;
      [first, second] = instances as [RunningApp, RunningApp];

      const sqlFiles = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
      const applied = await db.$client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(sqlFiles.length);
      for (const app of instances) {
        const health = (await (await fetch(`${base(app)}/api/health`)).json()) as { db: string };
        expect(health.db).toBe('ok');
      }
    });

    it('signs up on one instance and signs in on the other (sessions are shared)', async () => {
      asha = await account('Asha Scale', first, second);
      bilal = await account('Bilal Scale', second, first);
      expect((await api(first, 'POST', '/api/friends/requests', asha, { userId: bilal.id })).status).toBeLessThan(300);
      expect((await api(second, 'POST', `/api/friends/requests/${asha.id}/accept`, bilal)).status).toBeLessThan(300);
      for (const app of instances) {
        const me = await api(app, 'GET', '/api/me', asha);
        expect(me.status).toBe(200);
        expect(((await me.json()) as { name: string }).name).toBe('Asha Scale');
      }
    });

    let ashaOnFirst: Socket;
    let bilalOnSecond: Socket;

    it('carries presence across instances', async () => {
      ashaOnFirst = await connect(first, asha);
      const joined = next<PresenceEntry>(ashaOnFirst, SOCKET_EVENTS.presenceJoin);
      const socket = connectClient(base(second), {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { origin, cookie: bilal.cookie },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      const synced = next<PresenceEntry[]>(socket, SOCKET_EVENTS.presenceSync);
      bilalOnSecond = socket;
      expect((await joined).user.id).toBe(bilal.id);
      expect((await synced).map((entry) => entry.user.id)).toEqual([asha.id]);
    });

    it('delivers chat between a user on instance 1 and a friend on instance 2, both ways', async () => {
      const first = clientId();
      const toBilal = delivery(bilalOnSecond, first);
      const sentByAsha = await send(ashaOnFirst, bilal, first);
      expect(await toBilal).toEqual(sentByAsha);

      const second = clientId();
      const toAsha = delivery(ashaOnFirst, second);
      const sentByBilal = await send(bilalOnSecond, asha, second);
      expect(await toAsha).toEqual(sentByBilal);
    });

    let ashaOnSecond: Socket;

    it('delivers to the same user’s two tabs on two instances', async () => {
      ashaOnSecond = await connect(second, asha);
      const fromBilal = clientId();
      const tabs = [delivery(ashaOnFirst, fromBilal), delivery(ashaOnSecond, fromBilal)];
      const sentByBilal = await send(bilalOnSecond, asha, fromBilal);
      expect(await Promise.all(tabs)).toEqual([sentByBilal, sentByBilal]);

      // A message from one tab reaches the friend and the sender's tab on the other instance.
      const fromAsha = clientId();
      const [echoed, toBilal] = [delivery(ashaOnSecond, fromAsha), delivery(bilalOnSecond, fromAsha)];
      const sent = await send(ashaOnFirst, bilal, fromAsha);
      expect(await echoed).toEqual(sent);
      expect(await toBilal).toEqual(sent);
    });

    it('a ban or a password reset on instance 1 disconnects the user’s socket on instance 2 within a second', async () => {
      const admin = await account('Admin Scale', first, first, adminEmail);
      const carl = await account('Carl Scale', first, second);
      const dina = await account('Dina Scale', second, second);
      const carlOnSecond = await connect(second, carl);
      const dinaOnSecond = await connect(second, dina);
      const carlCut = disconnectedWithin(carlOnSecond, 5_000);

      const bannedAt = Date.now();
      const ban = await api(first, 'PUT', `/api/admin/users/${carl.id}/ban`, admin, { reason: 'Spam' });
      expect(ban.status, await ban.clone().text()).toBe(200);
      const cut = await carlCut;
      expect(cut.reason).toBe('io server disconnect');
      expect(cut.at - bannedAt).toBeLessThanOrEqual(CUT_WITHIN_MS);
      expect(dinaOnSecond.connected).toBe(true);

      // Dina resets her password through instance 1 (the mail is in its outbox).
      const headers = { origin, 'content-type': 'application/json', 'x-forwarded-for': dina.address };
      const requested = await fetch(`${base(first)}/api/auth/request-password-reset`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: dina.email, redirectTo: `${origin}/update-password` }),
      });
      expect(requested.status).toBe(200);
      const { mails } = (await (await fetch(`${base(first)}/api/dev/outbox`)).json()) as {
        mails: Array<{ to: string; text: string }>;
      };
      const link = /https?:\/\/\S+/.exec(mails.find((mail) => mail.to === dina.email)!.text)![0];
      const token = new URL(link).searchParams.get('token')!;
      const dinaCut = disconnectedWithin(dinaOnSecond, 5_000);
      const resetAt = Date.now();
      const reset = await fetch(`${base(first)}/api/auth/reset-password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ token, newPassword: 'a brand new pass' }),
      });
      expect(reset.status).toBe(200);
      const resetCut = await dinaCut;
      expect(resetCut.reason).toBe('io server disconnect');
      expect(resetCut.at - resetAt).toBeLessThanOrEqual(CUT_WITHIN_MS);
      expect((await api(second, 'GET', '/api/me', dina)).status).toBe(401);
      // The friends connected throughout are untouched.
      expect(ashaOnFirst.connected && bilalOnSecond.connected).toBe(true);
    });

    it('after kill -9 of instance 2: its users go offline within grace + reaper, once; no acked message is lost', async () => {
      const heardOnFirst = collect<ChatMessage>(ashaOnFirst, SOCKET_EVENTS.message);
      const acked: ChatMessage[] = [];
      for (let i = 0; i < 5; i += 1) acked.push(await send(bilalOnSecond, asha));
      const leaves = collect<{ userId: string; last_seen: string }>(ashaOnFirst, SOCKET_EVENTS.presenceLeave);
      const bilalLeft = next<{ userId: string; last_seen: string }>(
        ashaOnFirst,
        SOCKET_EVENTS.presenceLeave,
        GRACE_MS + REAPER_MS + SLACK_MS + 2_000,
        (leave) => leave.userId === bilal.id,
      );

      second.child.kill('SIGKILL');
      const killedAt = Date.now();
      await second.exited;
      const leave = await bilalLeft;
      const elapsed = Date.now() - killedAt;
      expect(elapsed).toBeLessThanOrEqual(GRACE_MS + REAPER_MS + SLACK_MS);

      // Announced once, not once per instance; Asha (still on instance 1) stays online.
      await pause(GRACE_MS + 2 * REAPER_MS);
      expect(leaves.filter((entry) => entry.userId === bilal.id)).toHaveLength(1);
      expect(leaves.filter((entry) => entry.userId === asha.id)).toEqual([]);

      const profile = await api(first, 'GET', `/api/profiles/${bilal.id}`, asha);
      expect(((await profile.json()) as { lastSeen: string }).lastSeen).toBe(leave.last_seen);

      // Every acknowledged message is stored, and was delivered live to instance 1.
      const history = await api(first, 'GET', `/api/chat/messages?friendId=${bilal.id}&limit=200`, asha);
      const ids = ((await history.json()) as { items: ChatMessage[] }).items.map((message) => message.id);
      for (const message of acked) expect(ids).toContain(message.id);
      const fromBilal = heardOnFirst.filter((message) => message.senderId === bilal.id);
      expect(fromBilal.map((message) => message.id)).toEqual(acked.map((message) => message.id));

      // Bilal comes back on instance 1: Asha is online for him, and what she sent meanwhile is there.
      const meanwhile = await send(ashaOnFirst, bilal);
      const back = connectClient(base(first), {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { origin, cookie: bilal.cookie },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(back);
      const synced = await next<PresenceEntry[]>(back, SOCKET_EVENTS.presenceSync);
      expect(synced.map((entry) => entry.user.id)).toEqual([asha.id]);
      const since = await api(first, 'GET', `/api/chat/messages/since?after=${acked.at(-1)!.id}`, bilal);
      expect(((await since.json()) as { items: ChatMessage[] }).items.map((message) => message.id)).toEqual([
        meanwhile.id,
      ]);
    });
  },
);
