import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Database } from '../db/client.ts';
import type { ChangeFeed } from '../lib/change-feed.ts';
import { batchLoader, CONNECT_BATCH_WAIT_MS } from '../lib/batch-loader.ts';
import { createMirror } from '../lib/mirror.ts';
import { SESSION_LIFETIME, type Auth } from '../modules/auth/auth.ts';

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

/** better-auth's session cookie (`advanced.cookiePrefix` in auth.ts; `__Secure-` over HTTPS): its signed value. */
const SESSION_COOKIE_VALUE = /(?:^|;\s*)(?:__Secure-)?jobportal\.session_token=([^;]*)/;

/** A session `s` (its user `u` joined) that stands: not expired, its user not banned (a ban that has run out is none). */
const SESSION_STANDS = `s.expires_at > now()
  AND NOT (coalesce(u.banned, false) AND (u.ban_expires IS NULL OR u.ban_expires > now()))`;

/** How long a recognised handshake session is kept (the change feed forgets it at once when it ends). */
const HANDSHAKE_KEEP_MS = 60_000;

/**
 * The session token of a signed session cookie, as better-auth (better-call) signs it:
 * `encodeURIComponent(token + '.' + base64(HMAC-SHA256(secret, token)))`. Null: no cookie, or not ours.
 */
export function sessionTokenOf(cookie: string, secret: string): string | null {
  const raw = SESSION_COOKIE_VALUE.exec(cookie)?.[1];
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  // Synchronous: a few microseconds, where WebCrypto's promise job costs 175 µs a handshake in a storm.
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Answers whether the socket's session still stands; false means the socket is being disconnected. */
export type SessionGuard = { stillValid(): Promise<boolean> };

/**
 * Sessions of sockets. A socket is let in with a valid, unbanned session (the handshake), and is cut
 * when that session ends: at once through `sessions.revoked` (the broadcaster closes its rooms), and
 * as a backstop by looking the session up again on a timer and before every write it makes. The
 * rechecks know the session's id already and ask PostgreSQL (where sessions are kept in both modes)
 * one indexed question, shared by the rechecks arriving within a few milliseconds (lib/batch-loader.ts),
 * so a chat message costs at most one small query more, not better-auth's whole lookup.
 *
 * The handshake must stay cheap when every client connects at once (a restart's reconnect storm,
 * decisions 024 and 028). With `secret`, it checks the cookie's signature here (as better-auth does) and looks the
 * sessions of all handshakes arriving within 15 ms up in ONE query (up to 500 tokens), the same
 * question as the rechecks; with `changeFeed`, a recognised session is kept in memory per token and
 * forgotten the moment it ends or its user changes (a ban), on every instance (decision 019's mirror).
 * Without `secret` (tests of other parts), better-auth's own lookup answers each handshake.
 */
export function createSocketSessions(deps: {
  auth: Auth;
  db: Database;
  logger: FastifyBaseLogger;
  recheckMs?: number;
  freshMs?: number;
  /** The session cookies' signing secret (AUTH_SECRET or the generated one). */
  secret?: string;
  changeFeed?: ChangeFeed;
}) {
  const { auth, db, logger } = deps;
  const recheckMs = deps.recheckMs ?? SESSION_RECHECK_MS;
  const freshMs = deps.freshMs ?? SESSION_FRESH_MS;
  const kept = deps.changeFeed
    ? createMirror<SocketIdentity>(deps.changeFeed, { ttlMs: HANDSHAKE_KEEP_MS, max: 200_000 })
    : undefined;

  type Found = { identity: SocketIdentity; expiresAt: Date } | undefined;
  /** Every handshake arriving within a few milliseconds shares one query (lib/batch-loader.ts). */
  const lookUpToken = batchLoader<string, Found>(
    async (tokens) => {
      const { rows } = await db.$client.query<{ token: string; id: string; user_id: string; expires_at: Date }>(
        `SELECT s.token, s.id, s.user_id, s.expires_at FROM session s JOIN "user" u ON u.id = s.user_id
          WHERE s.token = ANY($1::text[]) AND ${SESSION_STANDS}`,
        [tokens],
      );
      return new Map(
        rows.map((row) => [
          row.token,
          { identity: { userId: row.user_id, sessionId: row.id }, expiresAt: row.expires_at },
        ]),
      );
    },
    undefined,
    { waitMs: CONNECT_BATCH_WAIT_MS },
  );

  /**
   * A handshake is a use of the session, as a page load is: when the session was last extended more
   * than `updateAge` ago, it lasts `expiresIn` from now (through better-auth, so a copy kept in Redis
   * is extended too). In the background: the handshake does not wait for it.
   */
  function extendIfDue(token: string, expiresAt: Date): void {
    const lastExtendedAt = expiresAt.getTime() - SESSION_LIFETIME.expiresInS * 1000;
    if (Date.now() - lastExtendedAt < SESSION_LIFETIME.updateAgeS * 1000) return;
    void (async () => {
      const context = await auth.$context;
      await context.internalAdapter.updateSession(token, {
        expiresAt: new Date(Date.now() + SESSION_LIFETIME.expiresInS * 1000),
        updatedAt: new Date(),
      });
    })().catch((error: unknown) => logger.warn({ err: error }, 'extending a session at its socket handshake failed'));
  }

  async function identityOfToken(token: string): Promise<SocketIdentity | null> {
    const load = async () => {
      const found = await lookUpToken(token);
      if (!found) return undefined;
      extendIfDue(token, found.expiresAt);
      const left = found.expiresAt.getTime() - Date.now();
      return {
        value: found.identity,
        tags: [`s:${found.identity.sessionId}`, `u:${found.identity.userId}`],
        ttlMs: Math.max(1, Math.min(HANDSHAKE_KEEP_MS, left)),
      };
    };
    const identity = kept ? await kept.get(token, load) : (await load())?.value;
    return identity ?? null;
  }

  /** The user of each session that still stands (not deleted, not expired, its user not banned); one query for many. */
  const standingUserOf = batchLoader<string, string | undefined>(async (sessionIds) => {
    const { rows } = await db.$client.query<{ id: string; user_id: string }>(
      `SELECT s.id, s.user_id FROM session s JOIN "user" u ON u.id = s.user_id
        WHERE s.id = ANY($1::text[]) AND ${SESSION_STANDS}`,
      [sessionIds],
    );
    return new Map(rows.map((row) => [row.id, row.user_id]));
  }, undefined);

  /**
   * Does the session still stand: not deleted, not expired, its user not banned (a ban that has run out
   * is none). Batched: after a restart thousands of sockets write at once (decision 028).
   */
  async function stillStands({ userId, sessionId }: SocketIdentity): Promise<boolean> {
    return (await standingUserOf(sessionId)) === userId;
  }

  return {
    /** The handshake: the identity behind the cookie, or null (no session, ended, or banned). */
    async authenticate(cookie: string | undefined): Promise<SocketIdentity | null> {
      if (!cookie) return null;
      if (deps.secret) {
        const token = sessionTokenOf(cookie, deps.secret);
        return token ? await identityOfToken(token) : null;
      }
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
