import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mailer.ts';

/**
 * `GET /api/dev/outbox`: the development outbox, newest first. Registered only outside production
 * and only when mail is not going out over SMTP, so it does not exist in production at all.
 */
export function registerDevOutbox(app: FastifyInstance, mailer: Mailer): void {
  const outbox = mailer.outbox;
  if (!outbox) return;
  app.get('/api/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { mails: outbox() };
  });
}
