import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Database } from '../db/client.ts';
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
 * as a backstop by looking the session up again on a timer and before every write it makes. The
 * handshake goes through better-auth (cookie signature, session cache); the rechecks know the session's
 * id already and ask PostgreSQL (where sessions are kept in both modes) one indexed question, so a chat
 * message costs one small query more, not better-auth's whole lookup.
 */
export function createSocketSessions(deps: {
  auth: Auth;
  db: Database;
  logger: FastifyBaseLogger;
  recheckMs?: number;
  freshMs?: number;
}) {
  const { auth, db, logger } = deps;
  const recheckMs = deps.recheckMs ?? SESSION_RECHECK_MS;
  const freshMs = deps.freshMs ?? SESSION_FRESH_MS;

  /** Does the session still stand: not deleted, not expired, its user not banned (a ban that has run out is none). */
  async function stillStands({ userId, sessionId }: SocketIdentity): Promise<boolean> {
    const { rowCount } = await db.$client.query(
      `SELECT 1 FROM session s JOIN "user" u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()
          AND NOT (coalesce(u.banned, false) AND (u.ban_expires IS NULL OR u.ban_expires > now()))`,
      [sessionId, userId],
    );
    return rowCount === 1;
  }

  return {
    /** The handshake: the identity behind the cookie, or null (no session, ended, or banned). */
    async authenticate(cookie: string | undefined): Promise<SocketIdentity | null> {
      if (!cookie) return null;
      const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
      if (!session || session.user.banned) return null;
      return { userId: session.user.id, sessionId: session.session.id };
    },

    /**
     * Watches a connected socket's session: rechecked every `recheckMs` and on `stillValid()`;
     * a session that is gone or expired, or whose user is banned, disconnects it.
     */
    watch(socket: Socket, identity: SocketIdentity): SessionGuard {
      let checkedAt = Date.now();
      let pending: Promise<boolean> | undefined;

      const check = (): Promise<boolean> => {
        if (socket.disconnected) return Promise.resolve(false);
        if (Date.now() - checkedAt < freshMs) return Promise.resolve(true);
        pending ??= (async () => {
          try {
            if (!(await stillStands(identity))) {
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
