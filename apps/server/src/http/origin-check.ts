import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests sent by a browser from another origin (CSRF), on top of
 * SameSite=Lax cookies. Requests without an Origin header (curl, server-to-server) carry no
 * victim's browser context and pass; better-auth checks its own routes the same way.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new HttpError(403, 'BAD_ORIGIN', 'This request came from another site and was refused.');
    }
  });
}
