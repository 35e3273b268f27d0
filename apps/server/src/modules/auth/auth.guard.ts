import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { batchLoader } from '../../lib/batch-loader.ts';
import type { Mirror } from '../../lib/mirror.ts';
import { NO_VIEWER_FLAGS, type ProfilesRepository } from '../profiles/index.ts';
import type { Auth } from './auth.ts';

/** The signed-in caller, as every policy sees it. */
export type Viewer = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  isAdmin: boolean;
  /** The profile's interface language (`preferredLanguage`), null when never chosen. */
  preferredLanguage: 'en' | 'hi' | null;
  sessionId: string;
  /** When the session ends unless renewed (ISO). */
  sessionExpiresAt: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/**
 * A guard, used as an `onRequest` hook: it runs before the body is read or validated, so a signed-out
 * caller gets 401 whatever they sent (never a 400 that says what the route expects).
 */
export type GuardHook = (request: FastifyRequest) => Promise<void>;

export type Guards = {
  /** 401 unless signed in; sets `request.viewer`. */
  requireUser: GuardHook;
  /** 401 unless signed in, 403 unless `is_admin`. */
  requireAdmin: GuardHook;
  /** Resolves the viewer if there is one, without refusing anyone. */
  loadViewer(request: FastifyRequest): Promise<Viewer | null>;
};

/** better-auth's session cookie (`advanced.cookiePrefix` in auth.ts; `__Secure-` over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?jobportal\.session_token=/;
const SESSION_COOKIE_VALUE = /(?:^|;\s*)((?:__Secure-)?jobportal\.session_token=[^;]*)/;

/** The session cookie as sent (name and signed value), or undefined: the key viewers are kept under. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  return SESSION_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
}

/** How long a recognised session is kept in memory at most (the change feed forgets it sooner). */
export const VIEWER_KEEP_MS = 60_000;

/**
 * Does the request carry a session cookie (valid or not)? Cheap, no lookup: routes whose answer may
 * depend on the caller use it to keep such requests away from shared caches.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return SESSION_COOKIE.test(request.headers.cookie ?? '');
}

/**
 * Server-side guards. The client's route guards are a convenience; these are the security: every
 * API route that needs a user or an admin names one of them.
 */
export function createGuards(
  app: FastifyInstance,
  auth: Auth,
  profiles: ProfilesRepository,
  viewers: Mirror<Viewer>,
): Guards {
  app.decorateRequest('viewer', null);
  // The flags of sessions looked up within a few milliseconds of each other come in one query: on a
  // result day the crowd's first views arrive together (each caller still gets its own account's).
  const flagsOf = batchLoader((ids: string[]) => profiles.viewerFlagsOfMany(ids), NO_VIEWER_FLAGS);

  /** The session behind exactly this cookie, from better-auth (PostgreSQL, or Redis when configured). */
  async function lookUp(cookie: string) {
    const current = await auth.api.getSession({ headers: new Headers({ cookie }) });
    if (!current || current.user.banned) return undefined;
    const flags = await flagsOf(current.user.id);
    const viewer: Viewer = {
      id: current.user.id,
      email: current.user.email,
      name: current.user.name,
      image: current.user.image ?? null,
      isAdmin: flags.isAdmin,
      preferredLanguage: flags.preferredLanguage,
      sessionId: current.session.id,
      sessionExpiresAt: new Date(current.session.expiresAt).toISOString(),
    };
    const left = new Date(current.session.expiresAt).getTime() - Date.now();
    return { value: viewer, tags: [`s:${viewer.sessionId}`, `u:${viewer.id}`], ttlMs: Math.min(VIEWER_KEEP_MS, left) };
  }

  /**
   * Who the request's session cookie belongs to. Kept in memory per cookie (decision 019): a page view
   * costs no database round trip, and the change feed forgets a session the moment it ends (sign-out,
   * revoke, password reset, ban) or its user's facts change, on every instance.
   */
  async function loadViewer(request: FastifyRequest): Promise<Viewer | null> {
    if (request.viewer) return request.viewer;
    const cookie = sessionCookieOf(request);
    if (!cookie) return null;
    request.viewer = (await viewers.get(cookie, () => lookUp(cookie))) ?? null;
    return request.viewer;
  }

  return {
    loadViewer,
    async requireUser(request: FastifyRequest) {
      if (!(await loadViewer(request))) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    },
    async requireAdmin(request: FastifyRequest) {
      const viewer = await loadViewer(request);
      if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
      if (!viewer.isAdmin) throw new HttpError(403, 'FORBIDDEN', 'This area is for administrators only.');
    },
  };
}
