import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';

const startedAt = Date.now();

/**
 * `GET /api/health`: 200 when PostgreSQL answers, 503 otherwise, and 503 `draining` from the moment the
 * instance starts shutting down; load balancers poll it.
 */
export const healthRoutes =
  (db: Database, version: string, lifecycle?: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Process and database health',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (request, reply) => {
        let dbVersion: string | null = null;
        try {
          const result = await db.$client.query<{ server_version: string }>('SHOW server_version');
          dbVersion = result.rows[0]?.server_version ?? null;
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unreachable');
        }
        const ok = dbVersion !== null;
        const draining = lifecycle?.draining === true;
        reply.header('Cache-Control', 'no-store');
        return reply.status(ok && !draining ? 200 : 503).send({
          status: draining ? 'draining' : ok ? 'ok' : 'degraded',
          db: ok ? 'ok' : 'down',
          version,
          dbVersion,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        });
      },
    );
  };
