import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import type { AppDependencies } from '../app.ts';
import type { ChangeFeed } from '../lib/change-feed.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import type { Metrics } from '../lib/metrics.ts';
import { closeListenerQuietly } from '../lib/lifecycle.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import type { Guards } from '../modules/auth/auth.guard.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { chatRoutes } from '../modules/chat/chat.routes.ts';
import { createChatRepository } from '../modules/chat/chat.repository.ts';
import { createChatService } from '../modules/chat/chat.service.ts';
import { createRedisPresence } from '../modules/chat/presence-redis.ts';
import { createMemoryPresence } from '../modules/chat/presence.ts';
import type { PeopleRepository } from '../modules/people/people.repository.ts';
import { startBroadcaster } from '../realtime/broadcaster.ts';
import { createPresenceService } from '../realtime/presence.service.ts';
import { createRecoveringStreamsAdapter } from '../realtime/redis-adapter.ts';
import { drainSockets } from '../realtime/socket-drain.ts';
import { createSocketServer } from '../realtime/socket-server.ts';
import { createSocketSessions } from '../realtime/socket-sessions.ts';

/** Chat and presence with their routes, the Socket.IO server (over Redis when given) and its drain on close. */
export async function startRealtime(
  app: FastifyInstance,
  deps: Pick<
    AppDependencies,
    | 'config'
    | 'db'
    | 'authSecret'
    | 'redis'
    | 'presenceGraceMs'
    | 'presenceReaperMs'
    | 'presenceStore'
    | 'socketSessionRecheckMs'
    | 'socketDrainSpreadMs'
  > & {
    redisPrefix: string;
    auth: Auth;
    guards: Guards;
    rateLimiter: RateLimiter;
    events: DomainEvents;
    changeFeed: ChangeFeed;
    people: PeopleRepository;
    origins: string[];
    metrics: Metrics;
    logger: pino.Logger;
  },
): Promise<void> {
  const { config, db, redis, redisPrefix, events, logger } = deps;
  // Chat and presence: services emit domain events; the broadcaster turns them into socket messages.
  const chatRepository = createChatRepository(db);
  const chat = createChatService({ chat: chatRepository, events, limiter: deps.rateLimiter });
  // The store reports users whose grace period ended; the service (made next) records and announces it.
  const offline = { report: (_userId: string, _lastSeen: Date): void => undefined };
  const onOffline = (userId: string, lastSeen: Date) => offline.report(userId, lastSeen);
  const graceMs = deps.presenceGraceMs ?? config.presenceGraceMs;
  const presenceStore = deps.presenceStore
    ? deps.presenceStore(onOffline)
    : redis
      ? createRedisPresence({
          redis,
          prefix: `${redisPrefix}presence:`,
          graceMs,
          reaperMs: deps.presenceReaperMs ?? config.presenceReaperMs,
          onOffline,
          onOnline: (userId) => events.emit('presence.online', { userId, at: new Date() }),
          onError: (error) => logger.error({ err: error }, 'presence reaper'),
        })
      : createMemoryPresence({ graceMs, onOffline });
  const presence = createPresenceService({ store: presenceStore, people: deps.people, chat: chatRepository, events });
  offline.report = (userId, lastSeen) => {
    presence.wentOffline(userId, lastSeen).catch((error: unknown) => logger.error({ err: error }, 'presence offline'));
  };
  await app.register(chatRoutes(chat, chatRepository, deps.guards));
  const stopPresence = presence.listen();
  const io = createSocketServer({
    app,
    sessions: createSocketSessions({
      auth: deps.auth,
      db,
      logger: app.log,
      // The handshake checks the cookie's signature here and batches its session lookups (reconnect storms).
      secret: deps.authSecret,
      changeFeed: deps.changeFeed,
      ...(deps.socketSessionRecheckMs ? { recheckMs: deps.socketSessionRecheckMs } : {}),
    }),
    chat,
    presence,
    trustedOrigins: deps.origins,
    logger: app.log,
    // Rooms span instances through a Redis stream, which also keeps connection-state recovery working.
    ...(redis
      ? {
          adapter: createRecoveringStreamsAdapter(
            redis,
            { streamName: `${redisPrefix}socket.io`, sessionKeyPrefix: `${redisPrefix}socket.io:session:` },
            (count) => logger.warn({ count }, 'Redis away too long: oldest undelivered socket messages dropped'),
          ),
        }
      : {}),
  });
  const stopBroadcaster = startBroadcaster(io, events, presence);
  deps.metrics.observe({ sockets: () => ({ sockets: io.engine.clientsCount, rooms: io.of('/').adapter.rooms.size }) });
  app.addHook('preClose', async () => {
    // Graceful shutdown, in order: no new connection is accepted (a proxy retries it on another
    // instance; idle keep-alive connections close now, busy ones after their response; the listener
    // closes after a quiet turn of the event loop, lib/lifecycle.ts), the sockets
    // leave spread over a few seconds with a reconnect hint, still receiving until they go, then the
    // in-flight requests are waited for.
    const httpDrained = app.server.listening ? closeListenerQuietly(app.server) : Promise.resolve();
    await drainSockets(io, deps.socketDrainSpreadMs);
    await httpDrained;
    stopBroadcaster();
    stopPresence();
    await presenceStore.close();
    // Stops the Redis Streams adapter's readers (a no-op in-process).
    await io.of('/').adapter.close();
  });
}
