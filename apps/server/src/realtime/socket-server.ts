import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { markReadInput, sendMessageInput, SOCKET_EVENTS, type SendAck } from '@jobportal/shared';
import { HttpError } from '../http/errors.ts';
import { socketNulByteCheck } from '../http/nul-bytes.ts';
import type { Auth } from '../modules/auth/auth.ts';
import type { ChatService } from '../modules/chat/chat.service.ts';
import type { PresenceService } from './presence.service.ts';

type SocketData = { userId: string };

/**
 * Socket.IO on the app's own HTTP server. The handshake must come from a trusted Origin and carry a
 * valid session cookie; each socket joins `user:<id>`. Every inbound event is checked with its zod
 * schema; a bad payload gets an error ack, never a crash. Outbound events come from the broadcaster.
 */
export function createSocketServer(deps: {
  app: FastifyInstance;
  auth: Auth;
  chat: ChatService;
  presence: PresenceService;
  trustedOrigins: string[];
  logger: FastifyBaseLogger;
  /** Fan-out across instances (the Redis Streams adapter); absent: this process only. */
  adapter?: ServerOptions['adapter'];
}): Server {
  const { app, auth, chat, presence, trustedOrigins, logger } = deps;
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

  io.use(async (socket, next) => {
    const origin = socket.handshake.headers.origin;
    if (!origin || !trustedOrigins.includes(origin)) return next(new Error('origin not allowed'));
    const headers = new Headers();
    if (socket.handshake.headers.cookie) headers.set('cookie', socket.handshake.headers.cookie);
    try {
      const session = await auth.api.getSession({ headers });
      if (!session || session.user.banned) return next(new Error('unauthorized'));
      socket.data.userId = session.user.id;
      next();
    } catch (error) {
      logger.warn({ err: error }, 'socket handshake failed');
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket: Socket) => {
    // Before any handler: an argument with a NUL byte is refused (PostgreSQL cannot store it).
    socket.use(socketNulByteCheck);
    const userId = (socket.data as SocketData).userId;
    void socket.join(`user:${userId}`);
    void (async () => {
      await presence.connected(userId, socket.id);
      socket.emit(SOCKET_EVENTS.presenceSync, await presence.friendsOnline(userId));
    })().catch((error: unknown) => logger.error({ err: error }, 'presence connect'));
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
        reply({ ok: true, message: await chat.send(userId, parsed.data) });
      } catch (error) {
        if (error instanceof HttpError) reply({ ok: false, code: error.code, message: error.message });
        else {
          logger.error({ err: error }, 'message:send failed');
          reply({ ok: false, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
        }
      }
    });

    socket.on(SOCKET_EVENTS.read, async (payload: unknown) => {
      const parsed = markReadInput.safeParse(payload);
      if (!parsed.success) return;
      await chat
        .markRead(userId, parsed.data.p_friend_id)
        .catch((error: unknown) => logger.error({ err: error }, 'messages:read failed'));
    });
  });

  return io;
}
