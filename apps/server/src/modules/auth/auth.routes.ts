import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { PersonalParts } from '../documents/index.ts';
import { AUTH_LIMITS, DEFAULT_AUTH_LIMIT, LIMITED_GETS, tooManyAttemptsMessage } from './auth-limits.ts';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';
import { authFailures, CLIENT_IP_HEADER, type Auth } from './auth.ts';
import type { Viewer } from './auth.guard.ts';

/** Headers a client must not set itself on the way to better-auth. */
const STRIPPED = new Set([CLIENT_IP_HEADER, 'content-length', 'transfer-encoding', 'connection']);

/**
 * What a member's document carries of better-auth's `GET /api/auth/get-session` answer for this viewer:
 * what the web app reads of it (`AuthSession` in its lib/session.ts).
 */
const sessionAnswerOf = (viewer: Viewer) => ({
  session: { id: viewer.sessionId, userId: viewer.id, expiresAt: viewer.sessionExpiresAt },
  user: { id: viewer.id, email: viewer.email, name: viewer.name },
});

/**
 * `/api/auth/*`: rate limits, then better-auth's own handler through the Fetch API. Fastify has
 * already parsed the JSON body; it is passed on as JSON. The session is who the member is in the pages
 * kept for all members (`personalParts`, decision 019).
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  limiter: RateLimiter,
  personalParts?: PersonalParts,
): void {
  // The shared render is answered the placeholder member's session; each document carries the member's.
  personalParts?.register('/api/auth/get-session', {
    placeholder: sessionAnswerOf,
    who: {
      isKey: (key) => key[0] === 'auth' && key[1] === 'session',
      entry: (viewer) => ({ key: ['auth', 'session'], data: sessionAnswerOf(viewer) }),
    },
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (!(await withinLimits(request, reply, pathname, limiter))) return reply;

      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || STRIPPED.has(name)) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      if (hasBody) headers.set('content-type', 'application/json');

      const failure: { error?: unknown } = {};
      const response = await authFailures.run(failure, () =>
        auth.handler(
          new Request(new URL(request.url, `http://${request.host}`), {
            method: request.method,
            headers,
            body: hasBody ? JSON.stringify(request.body) : undefined,
          }),
        ),
      );
      // The error handler answers it: 503 with Retry-After when PostgreSQL is unreachable.
      if (response.status >= 500 && isDatabaseUnavailable(failure.error)) throw failure.error;

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

async function withinLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  limiter: RateLimiter,
): Promise<boolean> {
  const limit = request.method === 'GET' ? LIMITED_GETS[pathname] : (AUTH_LIMITS[pathname] ?? DEFAULT_AUTH_LIMIT);
  if (!limit) return true;
  const checks: Array<[key: string, limit: number, windowMs: number]> = [
    [`auth:${pathname}:ip:${request.ip}`, ...limit.perIp],
  ];
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (limit.perAccount && typeof email === 'string') {
    checks.push([`auth:${pathname}:account:${email.trim().toLowerCase()}`, ...limit.perAccount]);
  }
  for (const [key, max, windowMs] of checks) {
    const result = await limiter.hit(key, max, windowMs);
    if (!result.allowed) {
      await reply
        .status(429)
        .header('retry-after', String(result.retryAfterSeconds))
        .send({ statusCode: 429, code: 'RATE_LIMITED', message: tooManyAttemptsMessage(result.retryAfterSeconds) });
      return false;
    }
  }
  return true;
}
