import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type ChatMessage, type MessagesPage, type SendAck } from '@jobportal/shared';
import { createTestDatabase } from './testing/database.ts';
import { freePort, startAppProcess, type RunningApp } from './testing/process.ts';
import { httpAccount } from './testing/http-accounts.ts';
import { startTestProxy, type TestProxy } from './testing/proxy.ts';
import { redisForTests, testRedisPrefix, testRedisUrl } from './testing/redis.ts';

/*
 * Issue #27: a rolling restart under load. Two real app processes (`main.ts`) on one PostgreSQL and
 * one Redis, behind a proxy that behaves as docs/deploy.md's nginx does (testing/proxy.ts). While
 * HTTP requests and chat messages between two members keep flowing, instance 1 is stopped with
 * SIGTERM and started again, then instance 2: no request fails, every acknowledged message reaches
 * its receiver (live, or in the catch-up the client does on reconnecting, as the web chat does), and
 * both sockets end up connected again.
 */
const redis = await redisForTests();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clientId = () => `c_${randomBytes(8).toString('hex')}`;
const cipher = () => `v1.${randomBytes(48).toString('base64url')}`;

type Account = { id: string; cookie: string };

/** A chat client as the web app runs it: reconnects by itself, and on each reconnect fetches what it missed. */
type Member = {
  account: Account;
  socket: Socket;
  received: Set<string>;
  live: Set<string>;
  reconnects: number;
  recovered: number;
  /** Ids are bigints as strings. */
  lastId: string;
};

describe.runIf(redis.available)(
  `rolling restart of two instances behind a proxy (${redis.reason || 'Redis reachable'})`,
  // About 90 s on the 2-core machine, most of it four app starts; more when other work shares the cores.
  { timeout: 240_000 },
  () => {
    const prefix = testRedisPrefix();
    const dirs: string[] = [];
    const instances: RunningApp[] = [];
    let proxy: TestProxy | undefined;
    const members: Member[] = [];

    afterAll(async () => {
      for (const member of members) member.socket.disconnect();
      await proxy?.close();
      for (const app of instances) {
        if (app.child.exitCode === null && app.child.signalCode === null) {
          app.child.kill('SIGTERM');
          await app.exited;
        }
      }
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it('restarts instance 1, then instance 2, under load: 0 failed requests, no message lost', async () => {
      const { url: databaseUrl } = await createTestDatabase({ empty: true });
      const ports = [await freePort(), await freePort()];
      const origin = `http://localhost:${ports[0]}`;
      const env = (index: number, dir: string) => ({
        DATABASE_URL: databaseUrl,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: prefix,
        APP_URL: origin,
        AUTH_SECRET: 'rolling-restart-test-secret-of-32-chars+',
        NODE_ENV: 'development',
        DEMO_CONTENT: 'false',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        PORT: String(ports[index]),
        DATA_DIR: dir,
      });
      for (let index = 0; index < 2; index += 1) dirs.push(await mkdtemp(path.join(tmpdir(), 'jp-rolling-')));
      const started = await Promise.allSettled([0, 1].map((index) => startAppProcess(env(index, dirs[index]!))));
      for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      proxy = await startTestProxy(ports, { healthIntervalMs: 200 });
      const front = `http://127.0.0.1:${proxy.port}`;

      // Two friends, made directly on instance 1 (its dev outbox holds the confirmation mails).
      const direct = `http://127.0.0.1:${ports[0]}`;
      const api = (who: Account, method: string, url: string, body?: unknown) =>
        fetch(`${front}${url}`, {
          method,
          headers: {
            origin,
            cookie: who.cookie,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const asha = await httpAccount('Asha Rolling', origin, direct);
      const bilal = await httpAccount('Bilal Rolling', origin, direct);
      expect((await api(asha, 'POST', '/api/friends/requests', { userId: bilal.id })).status).toBeLessThan(300);
      expect((await api(bilal, 'POST', `/api/friends/requests/${asha.id}/accept`)).status).toBeLessThan(300);

      // Both members connect through the proxy: round robin puts them on different instances.
      const join = async (account: Account): Promise<Member> => {
        const socket = connectClient(front, {
          path: '/socket.io',
          transports: ['websocket'],
          extraHeaders: { origin, cookie: account.cookie },
          forceNew: true,
          reconnectionDelay: 1_000,
          reconnectionDelayMax: 5_000,
        });
        const member: Member = {
          account,
          socket,
          received: new Set(),
          live: new Set(),
          reconnects: 0,
          recovered: 0,
          lastId: '0',
        };
        const note = (message: ChatMessage) => {
          member.received.add(message.id);
          if (BigInt(message.id) > BigInt(member.lastId)) member.lastId = message.id;
        };
        socket.on(SOCKET_EVENTS.message, (message: ChatMessage) => {
          member.live.add(message.id);
          note(message);
        });
        let first = true;
        socket.on('connect', () => {
          if (first) return void (first = false);
          member.reconnects += 1;
          if (socket.recovered) member.recovered += 1;
          // The chat's catch-up on reconnect: everything after the last message it holds.
          void (async () => {
            const response = await api(account, 'GET', `/api/chat/messages/since?after=${member.lastId}`);
            if (response.status !== 200) return;
            for (const message of ((await response.json()) as MessagesPage).items) note(message);
          })();
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        members.push(member);
        return member;
      };
      const ashaClient = await join(asha);
      const bilalClient = await join(bilal);

      // The load: HTTP readers and writers, and a message every 400 ms from each member (under the
      // limit of 30 per 10 s), resent with the same client id until acknowledged.
      let running = true;
      const figures = { requests: 0, failedRequests: [] as string[], sent: 0, resends: 0 };
      const acked: Array<{ to: Member; id: string }> = [];
      const httpWorker = async (who: Account, friend: Account) => {
        const calls: Array<[string, string, unknown?]> = [
          ['GET', '/api/me'],
          ['GET', '/api/chat/conversations'],
          ['POST', '/api/chat/read', { p_friend_id: friend.id }],
        ];
        for (let turn = 0; running; turn += 1) {
          const [method, url, body] = calls[turn % calls.length]!;
          figures.requests += 1;
          try {
            const response = await api(who, method, url, body);
            if (response.status !== 200) figures.failedRequests.push(`${method} ${url}: ${response.status}`);
            await response.arrayBuffer();
          } catch (error) {
            figures.failedRequests.push(`${method} ${url}: ${(error as Error).message}`);
          }
          await pause(25);
        }
      };
      const chatter = async (from: Member, to: Member) => {
        while (running) {
          const id = clientId();
          const payload = { clientId: id, receiverId: to.account.id, encryptedContent: cipher() };
          figures.sent += 1;
          for (let attempt = 0; ; attempt += 1) {
            if (attempt > 0) figures.resends += 1;
            try {
              const ack = (await from.socket.timeout(3_000).emitWithAck(SOCKET_EVENTS.send, payload)) as SendAck;
              if (!ack.ok) throw new Error(`send refused: ${ack.code} ${ack.message}`);
              acked.push({ to, id: ack.message.id });
              break;
            } catch (error) {
              if ((error as Error).message.startsWith('send refused')) throw error;
              if (attempt >= 10) throw new Error(`message ${id} never acknowledged`, { cause: error });
            }
          }
          await pause(400);
        }
      };
      const load = Promise.all([
        httpWorker(asha, bilal),
        httpWorker(bilal, asha),
        httpWorker(asha, bilal),
        chatter(ashaClient, bilalClient),
        chatter(bilalClient, ashaClient),
      ]);

      await pause(2_000);
      const restarts: Array<{ instance: number; stopMs: number; upMs: number; exitCode: number | null }> = [];
      for (const index of [0, 1]) {
        const stopping = Date.now();
        instances[index]!.child.kill('SIGTERM');
        const exitCode = await instances[index]!.exited;
        const stopMs = Date.now() - stopping;
        instances[index] = await startAppProcess(env(index, dirs[index]!));
        restarts.push({ instance: index + 1, stopMs, upMs: Date.now() - stopping, exitCode });
        // The proxy sees it healthy again, and traffic reaches both before the next one goes.
        await pause(2_000);
      }
      running = false;
      await load;
      // The last deliveries and catch-ups land.
      await pause(1_500);

      const lost = acked.filter(({ to, id }) => !to.received.has(id));
      const live = acked.filter(({ to, id }) => to.live.has(id)).length;
      process.stdout.write(
        `\n[rolling-restart] ${JSON.stringify({
          requests: figures.requests,
          failedRequests: figures.failedRequests.length,
          proxy: proxy.stats,
          messagesAcknowledged: acked.length,
          deliveredLive: live,
          deliveredByCatchUp: acked.length - lost.length - live,
          lost: lost.length,
          resends: figures.resends,
          reconnects: members.map((member) => member.reconnects),
          recoveredSessions: members.map((member) => member.recovered),
          restarts,
        })}\n`,
      );
      expect(restarts.map((restart) => restart.exitCode)).toEqual([0, 0]);
      for (const restart of restarts) expect(restart.stopMs).toBeLessThan(10_000);
      expect(figures.failedRequests).toEqual([]);
      expect(proxy.failures).toEqual([]);
      expect(figures.requests).toBeGreaterThan(100);
      expect(acked.length).toBeGreaterThan(20);
      expect(lost).toEqual([]);
      // Each member's socket moved at least once (its instance stopped) and is connected now.
      for (const member of members) {
        expect(member.reconnects).toBeGreaterThanOrEqual(1);
        expect(member.socket.connected).toBe(true);
      }
    });
  },
);
