import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import {
  chatMessage,
  conversations,
  messagesPage,
  MESSAGES_PER_WINDOW,
  SOCKET_EVENTS,
  type ChatMessage,
  type PresenceEntry,
  type SendAck,
} from '@jobportal/shared';
import type { AppDependencies } from '../../app.ts';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { redisForTests, testRedisClient, testRedisPrefix } from '../../testing/redis.ts';
import { collectEvents as collect, nextEvent as next } from '../../testing/sockets.ts';

const GRACE_MS = 300;
// Set by the running suite's beforeAll: the in-process and the Redis suites run one after the other.
let app: FastifyInstance;
let url: string;
let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
const mailer = createCapturingMailer();
const sockets: Socket[] = [];
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;

const call = (who: Member, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  app.inject({ method, url: path, headers: { origin: ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

/** Ciphertext as the browser makes it (the server only checks the shape; it never decrypts). */
const cipher = () => `v1.${randomBytes(48).toString('base64url')}`;
const clientId = () => `c_${randomBytes(8).toString('hex')}`;

async function connect(who: Member | null, origin = ORIGIN): Promise<Socket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { origin, ...(who ? { cookie: who.cookie } : {}) },
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

const send = (socket: Socket, payload: unknown) =>
  socket.timeout(3000).emitWithAck(SOCKET_EVENTS.send, payload) as Promise<SendAck>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function friends(a: Member, b: Member) {
  await call(a, 'POST', '/api/friends/requests', { userId: b.id });
  await call(b, 'POST', `/api/friends/requests/${a.id}/accept`);
}

let asha: Member;
let bilal: Member;
let stranger: Member;

/**
 * The whole chat suite, run once in-process and once on Redis (Socket.IO's Redis Streams adapter,
 * presence, rate limits and sessions in Redis): one behaviour, both implementations.
 */
function describeChat(mode: string, options: () => Promise<Partial<AppDependencies>>) {
  describe(`chat (${mode})`, () => {
    beforeAll(async () => {
      ({ db } = await createTestDatabase());
      app = await createTestApp(db, { mailer, presenceGraceMs: GRACE_MS, ...(await options()) });
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      asha = await createVerifiedUser(app, mailer, { name: 'Asha Chat' });
      bilal = await createVerifiedUser(app, mailer, { name: 'Bilal Chat' });
      stranger = await createVerifiedUser(app, mailer, { name: 'Stranger Chat' });
      await friends(asha, bilal);
    });

    afterAll(() => {
      for (const socket of sockets) socket.disconnect();
    });

    describe('socket handshake', () => {
      it('refuses a connection without a session or from another origin', async () => {
        await expect(connect(null)).rejects.toThrow('unauthorized');
        await expect(connect(asha, 'https://evil.example')).rejects.toThrow('origin not allowed');
      });
    });

    describe('sending', () => {
      it('delivers to the friend and to the sender’s other tabs, and acks the stored row', async () => {
        const ashaTab1 = await connect(asha);
        const ashaTab2 = await connect(asha);
        const bilalTab = await connect(bilal);
        const received = next<ChatMessage>(bilalTab, SOCKET_EVENTS.message);
        const echoed = next<ChatMessage>(ashaTab2, SOCKET_EVENTS.message);
        const content = cipher();
        const ack = await send(ashaTab1, { clientId: clientId(), receiverId: bilal.id, encryptedContent: content });
        expect(ack.ok).toBe(true);
        const stored = chatMessage.parse((ack as { message: unknown }).message);
        expect(stored).toMatchObject({
          senderId: asha.id,
          receiverId: bilal.id,
          encryptedContent: content,
          isRead: false,
        });
        expect(await received).toEqual(stored);
        expect(await echoed).toEqual(stored);
        for (const socket of [ashaTab1, ashaTab2, bilalTab]) socket.disconnect();
      });

      it('stores a resent message once (same client id), and announces it once', async () => {
        const ashaTab = await connect(asha);
        const bilalTab = await connect(bilal);
        const announced = collect<ChatMessage>(bilalTab, SOCKET_EVENTS.message);
        const payload = { clientId: clientId(), receiverId: bilal.id, encryptedContent: cipher() };
        const first = await send(ashaTab, payload);
        const again = await send(ashaTab, payload);
        const overHttp = await call(asha, 'POST', '/api/chat/messages', payload);
        expect(first.ok && again.ok).toBe(true);
        const ids = [first, again].map((ack) => (ack as { message: ChatMessage }).message.id);
        expect(new Set([...ids, overHttp.json().id]).size).toBe(1);
        await pause(200);
        expect(announced.filter((message) => message.clientId === payload.clientId)).toHaveLength(1);
        const rows = await db.$client.query('SELECT count(*)::int AS n FROM messages WHERE client_id = $1', [
          payload.clientId,
        ]);
        expect(rows.rows[0].n).toBe(1);
        ashaTab.disconnect();
        bilalTab.disconnect();
      });

      it('stores sends that arrive together with one statement, each answered as if alone', async () => {
        const [ashaTab, bilalTab, strangerTab] = [await connect(asha), await connect(bilal), await connect(stranger)];
        const heard = collect<ChatMessage>(bilalTab, SOCKET_EVENTS.message);
        const twice = { clientId: clientId(), receiverId: bilal.id, encryptedContent: cipher() };
        const payloads = Array.from({ length: 6 }, () => ({
          clientId: clientId(),
          receiverId: bilal.id,
          encryptedContent: cipher(),
        }));
        const inserts: string[] = [];
        const query = db.$client.query.bind(db.$client);
        const spy = vi.spyOn(db.$client, 'query').mockImplementation(((text: unknown, values?: unknown[]) => {
          if (typeof text === 'string' && text.includes('INSERT INTO messages')) inserts.push(text);
          return (query as (...args: unknown[]) => unknown)(text, values);
        }) as typeof db.$client.query);
        let acks: SendAck[];
        try {
          // Over HTTP in one go (inject runs them in the same turn of the event loop), with a resend of
          // one client id and a stranger's message in the same batch.
          const responses = await Promise.all([
            ...[...payloads, twice, twice].map((payload) => call(asha, 'POST', '/api/chat/messages', payload)),
            call(stranger, 'POST', '/api/chat/messages', {
              clientId: clientId(),
              receiverId: asha.id,
              encryptedContent: cipher(),
            }),
          ]);
          acks = responses.map((response) =>
            response.statusCode === 201
              ? ({ ok: true, message: response.json() } as SendAck)
              : ({ ok: false, code: response.json().code, message: response.json().message } as SendAck),
          );
        } finally {
          spy.mockRestore();
        }
        expect(inserts.length, 'INSERT statements for 9 sends').toBeLessThan(9);
        const stored = acks.slice(0, 8).map((ack) => (ack as { message: ChatMessage }).message);
        expect(stored.every((message) => message.senderId === asha.id)).toBe(true);
        expect(stored.slice(0, 6).map((message) => message.clientId)).toEqual(payloads.map((p) => p.clientId));
        // Both sends of the same client id get the same stored row; it is announced once.
        expect(stored[6]!.id).toBe(stored[7]!.id);
        expect(acks[8]).toMatchObject({ ok: false, code: 'NOT_FRIENDS' });
        await pause(200);
        expect(heard.filter((message) => message.clientId === twice.clientId)).toHaveLength(1);
        expect(heard.filter((message) => payloads.some((p) => p.clientId === message.clientId))).toHaveLength(6);
        for (const socket of [ashaTab, bilalTab, strangerTab]) socket.disconnect();
      });

      it('answers a bad payload with an error ack and stays up', async () => {
        const socket = await connect(asha);
        const cases: Array<[unknown, string]> = [
          [{ clientId: clientId(), receiverId: bilal.id, encryptedContent: '   ' }, 'Empty messages are not sent.'],
          [
            { clientId: clientId(), receiverId: bilal.id, encryptedContent: 'hello in plain text' },
            'Messages must be encrypted.',
          ],
          // The legacy format can be imported and read, never sent: its key derives from public ids.
          [
            { clientId: clientId(), receiverId: bilal.id, encryptedContent: 'U2FsdGVkX1+abc/def=' },
            'Messages must be encrypted.',
          ],
          ['not even an object', 'Invalid input: expected object, received string'],
        ];
        for (const [payload, message] of cases) {
          expect(await send(socket, payload)).toEqual({ ok: false, code: 'VALIDATION_FAILED', message });
        }
        const ok = await send(socket, { clientId: clientId(), receiverId: bilal.id, encryptedContent: cipher() });
        expect(ok.ok).toBe(true);
        socket.disconnect();
      });

      it('refuses messages to someone who is not a friend, or blocked', async () => {
        const socket = await connect(stranger);
        expect(await send(socket, { clientId: clientId(), receiverId: asha.id, encryptedContent: cipher() })).toEqual({
          ok: false,
          code: 'NOT_FRIENDS',
          message: 'You can only message friends.',
        });
        const overHttp = await call(stranger, 'POST', '/api/chat/messages', {
          clientId: clientId(),
          receiverId: asha.id,
          encryptedContent: cipher(),
        });
        expect(overHttp.statusCode).toBe(403);

        const [cara, dev] = [
          await createVerifiedUser(app, mailer, { name: 'Cara Blocked' }),
          await createVerifiedUser(app, mailer, { name: 'Dev Blocker' }),
        ];
        await friends(cara!, dev!);
        await call(dev!, 'PUT', `/api/blocks/${cara!.id}`);
        const blocked = await call(cara!, 'POST', '/api/chat/messages', {
          clientId: clientId(),
          receiverId: dev!.id,
          encryptedContent: cipher(),
        });
        expect(blocked.statusCode).toBe(403);
        socket.disconnect();
      });

      it(`limits a sender to ${MESSAGES_PER_WINDOW} messages in 10 s`, async () => {
        const [eve, fay] = [
          await createVerifiedUser(app, mailer, { name: 'Eve Fast' }),
          await createVerifiedUser(app, mailer, { name: 'Fay Friend' }),
        ];
        await friends(eve!, fay!);
        const statuses: number[] = [];
        for (let i = 0; i <= MESSAGES_PER_WINDOW; i += 1) {
          const response = await call(eve!, 'POST', '/api/chat/messages', {
            clientId: clientId(),
            receiverId: fay!.id,
            encryptedContent: cipher(),
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.slice(0, MESSAGES_PER_WINDOW).every((status) => status === 201)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
      });
    });

    describe('history, missed messages, read and clear', () => {
      it('pages history backwards and returns what a reconnecting client missed', async () => {
        const [gita, hari] = [
          await createVerifiedUser(app, mailer, { name: 'Gita History' }),
          await createVerifiedUser(app, mailer, { name: 'Hari History' }),
        ];
        await friends(gita!, hari!);
        const sent: ChatMessage[] = [];
        for (let i = 0; i < 5; i += 1) {
          const from = i % 2 === 0 ? gita! : hari!;
          const to = i % 2 === 0 ? hari! : gita!;
          sent.push(
            chatMessage.parse(
              (
                await call(from, 'POST', '/api/chat/messages', {
                  clientId: clientId(),
                  receiverId: to.id,
                  encryptedContent: cipher(),
                })
              ).json(),
            ),
          );
        }
        const newest = messagesPage.parse(
          (await call(gita!, 'GET', `/api/chat/messages?friendId=${hari!.id}&limit=2`)).json(),
        );
        expect(newest.items.map((m) => m.id)).toEqual([sent[3]!.id, sent[4]!.id]);
        expect(newest.hasMore).toBe(true);
        const older = messagesPage.parse(
          (await call(gita!, 'GET', `/api/chat/messages?friendId=${hari!.id}&limit=10&before=${sent[3]!.id}`)).json(),
        );
        expect(older.items.map((m) => m.id)).toEqual(sent.slice(0, 3).map((m) => m.id));
        expect(older.hasMore).toBe(false);
        const missed = messagesPage.parse(
          (await call(hari!, 'GET', `/api/chat/messages/since?after=${sent[1]!.id}`)).json(),
        );
        expect(missed.items.map((m) => m.id)).toEqual(sent.slice(2).map((m) => m.id));
      });

      it('marks a friend’s messages read, tells the sender, and counts unread per conversation', async () => {
        const ashaTab = await connect(asha);
        await call(bilal, 'POST', '/api/chat/messages', {
          clientId: clientId(),
          receiverId: asha.id,
          encryptedContent: cipher(),
        });
        const listResponse = await call(asha, 'GET', '/api/chat/conversations');
        expect(listResponse.statusCode, listResponse.body).toBe(200);
        const list = conversations.parse(listResponse.json());
        const withBilal = list.items.find((item) => item.friend.id === bilal.id)!;
        expect(withBilal.unread).toBeGreaterThanOrEqual(1);
        expect(withBilal.friend.name).toBe('Bilal Chat');

        const bilalTab = await connect(bilal);
        const receipt = next<{ readerId: string; friendId: string }>(bilalTab, SOCKET_EVENTS.readReceipt);
        ashaTab.emit(SOCKET_EVENTS.read, { p_friend_id: bilal.id });
        expect(await receipt).toMatchObject({ readerId: asha.id, friendId: bilal.id });
        const after = conversations.parse((await call(asha, 'GET', '/api/chat/conversations')).json());
        expect(after.items.find((item) => item.friend.id === bilal.id)!.unread).toBe(0);
        ashaTab.disconnect();
        bilalTab.disconnect();
      });

      it('tells a connecting user whether a message waits for them and whether their key is published (the page loads the chat then)', async () => {
        const [dev, esha] = [
          await createVerifiedUser(app, mailer, { name: 'Dev Unread' }),
          await createVerifiedUser(app, mailer, { name: 'Esha Unread' }),
        ];
        await friends(dev!, esha!);
        /** Connects, listening for the event from before the handshake (it comes right after it). */
        const connectHearing = async (who: Member) => {
          const socket = connectClient(url, {
            path: '/socket.io',
            transports: ['websocket'],
            extraHeaders: { origin: ORIGIN, cookie: who.cookie },
            reconnection: false,
            forceNew: true,
          });
          sockets.push(socket);
          const heard = next<{ unread: boolean; keyPublished: boolean }>(socket, SOCKET_EVENTS.chatStatus);
          return { socket, heard: await heard };
        };
        expect((await connectHearing(dev!)).heard).toEqual({ unread: false, keyPublished: false });
        const key = await app.inject({
          method: 'PUT',
          url: '/api/chat/keys/me',
          headers: { origin: ORIGIN, cookie: dev!.cookie },
          payload: { publicKey: randomBytes(65).toString('base64url') },
        });
        expect(key.statusCode, key.body).toBe(200);
        expect((await connectHearing(dev!)).heard).toEqual({ unread: false, keyPublished: true });
        await call(esha!, 'POST', '/api/chat/messages', {
          clientId: clientId(),
          receiverId: dev!.id,
          encryptedContent: cipher(),
        });
        const waiting = await connectHearing(dev!);
        expect(waiting.heard).toEqual({ unread: true, keyPublished: true });
        // Read: nothing waits any more.
        expect((await call(dev!, 'POST', '/api/chat/read', { p_friend_id: esha!.id })).statusCode).toBe(200);
        expect((await connectHearing(dev!)).heard).toEqual({ unread: false, keyPublished: true });
        // Hidden for the reader by "clear for me": not waiting either.
        await call(esha!, 'POST', '/api/chat/messages', {
          clientId: clientId(),
          receiverId: dev!.id,
          encryptedContent: cipher(),
        });
        expect((await connectHearing(dev!)).heard).toEqual({ unread: true, keyPublished: true });
        expect(
          (await call(dev!, 'POST', '/api/chat/clear', { p_friend_id: esha!.id, p_delete_for_both: false })).statusCode,
        ).toBe(200);
        expect((await connectHearing(dev!)).heard).toEqual({ unread: false, keyPublished: true });
      });

      it('clears for me only, or for both', async () => {
        const [ira, jay] = [
          await createVerifiedUser(app, mailer, { name: 'Ira Clear' }),
          await createVerifiedUser(app, mailer, { name: 'Jay Clear' }),
        ];
        await friends(ira!, jay!);
        const say = (from: Member, to: Member) =>
          call(from, 'POST', '/api/chat/messages', {
            clientId: clientId(),
            receiverId: to.id,
            encryptedContent: cipher(),
          });
        await say(ira!, jay!);
        await say(jay!, ira!);
        const history = async (who: Member, other: Member) =>
          messagesPage.parse((await call(who, 'GET', `/api/chat/messages?friendId=${other.id}`)).json()).items;

        expect(
          (await call(ira!, 'POST', '/api/chat/clear', { p_friend_id: jay!.id, p_delete_for_both: false })).json(),
        ).toEqual({
          ok: true,
        });
        expect(await history(ira!, jay!)).toEqual([]);
        expect(await history(jay!, ira!)).toHaveLength(2);

        await say(jay!, ira!);
        const jayTab = await connect(jay!);
        const cleared = next<{ forBoth: boolean }>(jayTab, SOCKET_EVENTS.cleared);
        await call(ira!, 'POST', '/api/chat/clear', { p_friend_id: jay!.id, p_delete_for_both: true });
        expect(await cleared).toMatchObject({ byUserId: ira!.id, friendId: jay!.id, forBoth: true });
        expect(await history(jay!, ira!)).toEqual([]);
        jayTab.disconnect();
      });
    });

    describe('presence', () => {
      it('tells friends only, keeps a user online through the grace period, then writes last seen', async () => {
        const [kiran, lata, outsider] = [
          await createVerifiedUser(app, mailer, { name: 'Kiran Presence' }),
          await createVerifiedUser(app, mailer, { name: 'Lata Presence' }),
          await createVerifiedUser(app, mailer, { name: 'Outsider Presence' }),
        ];
        await friends(kiran!, lata!);
        const lataTab = await connect(lata!);
        const outsiderTab = await connect(outsider!);
        const outsiderHeard = collect(outsiderTab, SOCKET_EVENTS.presenceJoin);

        const joined = next<PresenceEntry>(lataTab, SOCKET_EVENTS.presenceJoin);
        const kiranTab = await connect(kiran!);
        expect((await joined).user).toEqual({
          id: kiran!.id,
          name: 'Kiran Presence',
          avatar_url: null,
          show_online_status: true,
        });

        // A reload within the grace period is not "going offline".
        const left = collect(lataTab, SOCKET_EVENTS.presenceLeave);
        kiranTab.disconnect();
        const kiranAgain = await connect(kiran!);
        await pause(GRACE_MS * 2);
        expect(left).toEqual([]);

        const leave = next<{ userId: string; last_seen: string }>(lataTab, SOCKET_EVENTS.presenceLeave);
        kiranAgain.disconnect();
        const gone = await leave;
        expect(gone.userId).toBe(kiran!.id);
        const profile = await call(lata!, 'GET', `/api/profiles/${kiran!.id}`);
        expect(profile.json().lastSeen).toBe(gone.last_seen);
        expect(outsiderHeard).toEqual([]);

        // Whoever connects later gets the friends online now.
        const sync = next<PresenceEntry[]>(await connect(kiran!), SOCKET_EVENTS.presenceSync);
        expect((await sync).map((entry) => entry.user.id)).toEqual([lata!.id]);
      });

      it('shows nobody a user who hides their online status', async () => {
        const [mona, nik] = [
          await createVerifiedUser(app, mailer, { name: 'Mona Hidden' }),
          await createVerifiedUser(app, mailer, { name: 'Nik Watcher' }),
        ];
        await friends(mona!, nik!);
        await app.inject({
          method: 'PATCH',
          url: '/api/me/profile',
          headers: { origin: ORIGIN, cookie: mona!.cookie },
          payload: { showOnlineStatus: false },
        });
        const nikTab = await connect(nik!);
        const heard = collect(nikTab, SOCKET_EVENTS.presenceJoin);
        const monaTab = await connect(mona!);
        await pause(300);
        expect(heard).toEqual([]);
        const sync = next<PresenceEntry[]>(await connect(nik!), SOCKET_EVENTS.presenceSync);
        expect(await sync).toEqual([]);
        monaTab.disconnect();
      });
    });
  });
}

describeChat('in-process', async () => ({}));

const redis = await redisForTests();
describe.runIf(redis.available)(`on Redis (${redis.reason || 'Redis reachable'})`, () => {
  const prefix = testRedisPrefix();
  describeChat('Redis', async () => ({
    redis: await testRedisClient(),
    redisPrefix: prefix,
    presenceReaperMs: GRACE_MS / 2,
  }));
});
