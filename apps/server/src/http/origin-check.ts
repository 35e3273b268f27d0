import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes authorised by a token in the URL, never by the cookie, so a cross-site request gains nothing:
 * the one-click unsubscribe a mail app POSTs (RFC 8058) from wherever it runs.
 */
const TOKEN_ROUTES = ['/api/alerts/unsubscribe?', '/api/alerts/unsubscribe'];

/**
 * Refuses state-changing API requests sent by a browser from another origin (CSRF), on top of
 * SameSite=Lax cookies. Requests without an Origin header (curl, server-to-server) carry no
 * victim's browser context and pass; better-auth checks its own routes the same way.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins);
  // A plain callback, not an async hook: every request passes here, most of them reads (no promise each).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    if (TOKEN_ROUTES.some((route) => request.url === route || (route.endsWith('?') && request.url.startsWith(route))))
      return done();
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      return done(new HttpError(403, 'BAD_ORIGIN', 'This request came from another site and was refused.'));
    }
    done();
  });
}
