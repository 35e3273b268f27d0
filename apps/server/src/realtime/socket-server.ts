import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { markReadInput, sendMessageInput, SOCKET_EVENTS, SOCKET_REFUSALS, type SendAck } from '@jobportal/shared';
import { databaseUnavailable, HttpError } from '../http/errors.ts';
import { isDatabaseUnavailable } from '../lib/database-errors.ts';
import { inRequestScope } from '../db/client.ts';
import { socketNulByteCheck } from '../http/nul-bytes.ts';
import type { ChatService } from '../modules/chat/chat.service.ts';
import type { PresenceService } from './presence.service.ts';
import {
  SESSION_ENDED_ACK,
  sessionRoom,
  userRoom,
  type SocketIdentity,
  type SocketSessions,
} from './socket-sessions.ts';

type SocketData = SocketIdentity;

/**
 * Socket.IO on the app's own HTTP server. The handshake must come from a trusted Origin and carry a
 * valid session cookie; each socket joins `user:<id>` and `session:<id>`, and is cut when that session
 * ends (socket-sessions.ts: also rechecked on a timer and before every write). Every inbound event is
 * checked with its zod schema; a bad payload gets an error ack, never a crash. Outbound events come
 * from the broadcaster.
 */
export function createSocketServer(deps: {
  app: FastifyInstance;
  sessions: SocketSessions;
  chat: ChatService;
  presence: PresenceService;
  trustedOrigins: string[];
  logger: FastifyBaseLogger;
  /** Fan-out across instances (the Redis Streams adapter); absent: this process only. */
  adapter?: ServerOptions['adapter'];
}): Server {
  const { app, sessions, chat, presence, trustedOrigins, logger } = deps;
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Same origin only: no CORS headers at all.
    cors: undefined,
    pingInterval: 25_000,
    pingTimeout: 10_000,
    maxHttpBufferSize: 64 * 1024,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  // The handshake and every event are watched like an HTTP request's statements: a database that
  // answers nothing fails them within 2 s (db/client.ts), not after the 20 s bound of background work.
  io.use((_socket, next) => inRequestScope(next));
  io.use(async (socket, next) => {
    const origin = socket.handshake.headers.origin;
    if (!origin || !trustedOrigins.includes(origin)) return next(new Error(SOCKET_REFUSALS.origin));
    try {
      const identity = await sessions.authenticate(socket.handshake.headers.cookie);
      if (!identity) return next(new Error(SOCKET_REFUSALS.unauthorized));
      socket.data.userId = identity.userId;
      socket.data.sessionId = identity.sessionId;
      next();
    } catch (error) {
      // The session could not be checked (the database is away or swamped): not a verdict on it. The
      // client connects again after its backoff; "unauthorized" here would leave it signed out of chat.
      logger.warn({ err: error }, 'socket handshake failed');
      next(new Error(SOCKET_REFUSALS.unavailable));
    }
  });

  io.on('connection', (socket: Socket) => {
    socket.use((_packet, next) => inRequestScope(next));
    // Before any handler: an argument with a NUL byte is refused (PostgreSQL cannot store it).
    socket.use(socketNulByteCheck);
    const identity = socket.data as SocketData;
    const { userId } = identity;
    void socket.join([userRoom(userId), sessionRoom(identity.sessionId)]);
    const session = sessions.watch(socket, identity);
    void (async () => {
      await presence.connected(userId, socket.id);
      socket.emit(SOCKET_EVENTS.presenceSync, await presence.friendsOnline(userId));
    })().catch((error: unknown) => logger.error({ err: error }, 'presence connect'));
    // A page loads the chat's code only when there is a chat to show, or a key to make (decision 020):
    // a message that came while the user was away, or no key published yet.
    void chat
      .status(userId)
      .then((status) => socket.emit(SOCKET_EVENTS.chatStatus, status))
      .catch((error: unknown) => logger.error({ err: error }, 'chat status on connect'));
    socket.on('disconnect', () => {
      void presence.disconnected(userId).catch((error: unknown) => logger.error({ err: error }, 'presence disconnect'));
    });

    socket.on(SOCKET_EVENTS.send, async (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: SendAck) => void) : () => undefined;
      const parsed = sendMessageInput.safeParse(payload);
      if (!parsed.success) {
        reply({ ok: false, code: 'VALIDATION_FAILED', message: parsed.error.issues[0]?.message ?? 'Invalid message.' });
        return;
      }
      try {
        if (!(await session.stillValid())) return reply(SESSION_ENDED_ACK);
        reply({ ok: true, message: await chat.send(userId, parsed.data) });
      } catch (error) {
        if (error instanceof HttpError) reply({ ok: false, code: error.code, message: error.message });
        else if (isDatabaseUnavailable(error)) {
          // Not stored: the client keeps the message and sends it again (same clientId, no duplicate).
          reply({ ok: false, code: databaseUnavailable.code, message: databaseUnavailable.message });
        } else {
          logger.error({ err: error }, 'message:send failed');
          reply({ ok: false, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
        }
      }
    });

    socket.on(SOCKET_EVENTS.read, async (payload: unknown) => {
      const parsed = markReadInput.safeParse(payload);
      if (!parsed.success) return;
      try {
        if (await session.stillValid()) await chat.markRead(userId, parsed.data.p_friend_id);
      } catch (error) {
        logger.error({ err: error }, 'messages:read failed');
      }
    });
  });

  return io;
}
