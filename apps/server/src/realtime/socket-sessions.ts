import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Auth } from '../modules/auth/auth.ts';

/** Who a socket belongs to: the user and the session its handshake cookie named. */
export type SocketIdentity = { userId: string; sessionId: string };

/** Every socket joins its user's room and its session's room: closing either reaches every instance. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** How often an open socket's session is looked up again (jittered by up to a fifth, so sockets spread out). */
export const SESSION_RECHECK_MS = 30_000;
/** A write within this long of the last successful check does not look the session up again. */
export const SESSION_FRESH_MS = 1_000;

export const SESSION_ENDED_ACK = {
  ok: false as const,
  code: 'UNAUTHENTICATED',
  message: 'Please sign in to continue.',
};

/** Answers whether the socket's session still stands; false means the socket is being disconnected. */
export type SessionGuard = { stillValid(): Promise<boolean> };

/**
 * Sessions of sockets. A socket is let in with a valid, unbanned session (the handshake), and is cut
 * when that session ends: at once through `sessions.revoked` (the broadcaster closes its rooms), and
 * as a backstop by looking the session up again on a timer and before every write it makes. Lookups go
 * through better-auth (the session cache in Redis when there is one), without refreshing the session.
 */
export function createSocketSessions(deps: {
  auth: Auth;
  logger: FastifyBaseLogger;
  recheckMs?: number;
  freshMs?: number;
}) {
  const { auth, logger } = deps;
  const recheckMs = deps.recheckMs ?? SESSION_RECHECK_MS;
  const freshMs = deps.freshMs ?? SESSION_FRESH_MS;

  async function lookup(cookie: string | undefined, refresh: boolean): Promise<SocketIdentity | null> {
    if (!cookie) return null;
    const headers = new Headers({ cookie });
    const session = await auth.api.getSession({
      headers,
      ...(refresh ? {} : { query: { disableRefresh: true, disableCookieCache: true } }),
    });
    if (!session || session.user.banned) return null;
    return { userId: session.user.id, sessionId: session.session.id };
  }

  return {
    /** The handshake: the identity behind the cookie, or null (no session, ended, or banned). */
    authenticate: (cookie: string | undefined) => lookup(cookie, true),

    /**
     * Watches a connected socket's session: rechecked every `recheckMs` and on `stillValid()`;
     * a session that is gone, belongs to someone else now or whose user is banned disconnects it.
     */
    watch(socket: Socket, identity: SocketIdentity): SessionGuard {
      const cookie = socket.handshake.headers.cookie;
      let checkedAt = Date.now();
      let pending: Promise<boolean> | undefined;

      const check = (): Promise<boolean> => {
        if (socket.disconnected) return Promise.resolve(false);
        if (Date.now() - checkedAt < freshMs) return Promise.resolve(true);
        pending ??= (async () => {
          try {
            const current = await lookup(cookie, false);
            const valid = current?.sessionId === identity.sessionId && current.userId === identity.userId;
            if (!valid) {
              // Right after the refused write's ack has gone out.
              setImmediate(() => socket.disconnect(true));
              return false;
            }
            checkedAt = Date.now();
            return !socket.disconnected;
          } finally {
            pending = undefined;
          }
        })();
        return pending;
      };

      const every = recheckMs + Math.floor(Math.random() * (recheckMs / 5));
      const timer = setInterval(() => {
        // A failed lookup (database or Redis away) keeps the socket: the next tick or write asks again.
        check().catch((error: unknown) => logger.warn({ err: error }, 'socket session recheck failed'));
      }, every);
      timer.unref();
      socket.once('disconnect', () => clearInterval(timer));
      return { stillValid: check };
    },
  };
}

export type SocketSessions = ReturnType<typeof createSocketSessions>;
