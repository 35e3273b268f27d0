import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, livenessResponse, readinessResponse, type ReadinessResponse } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import type { Redis } from '../../lib/redis.ts';

const startedAt = Date.now();

/** A readiness check gives each dependency this long: during an outage it answers 503 at once, never hangs. */
export const READY_TIMEOUT_MS = 1_000;

/** Resolves when `check` does, rejects when it fails or takes longer than `ms`. */
async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`: 200 when PostgreSQL answers, 503 otherwise (with versions and uptime), and 503
 * `draining` from the moment the instance starts shutting down; load balancers poll it.
 * `GET /api/health/live`: the process answers (a liveness probe: restart it when this fails).
 * `GET /api/health/ready`: PostgreSQL, and Redis when configured, answer within a second, and the
 * instance is not shutting down (a readiness probe: send it no requests while this fails).
 */
export const healthRoutes =
  (
    db: Database,
    version: string,
    redis?: Redis,
    lifecycle?: Lifecycle,
    timeoutMs = READY_TIMEOUT_MS,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health/live',
      {
        schema: { tags: ['health'], summary: 'The process answers', response: { 200: livenessResponse } },
        logLevel: 'warn',
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { status: 'ok' as const };
      },
    );

    app.get(
      '/api/health/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'PostgreSQL (and Redis when configured) answer',
          response: { 200: readinessResponse, 503: readinessResponse },
        },
        logLevel: 'warn',
      },
      async (request, reply) => {
        const [database, redisState] = await Promise.all([
          within(timeoutMs, () => db.$client.query('SELECT 1')).then(
            () => 'ok' as const,
            (error: unknown) => {
              request.log.warn({ err: error }, 'readiness: database unreachable');
              return 'down' as const;
            },
          ),
          redis
            ? within(timeoutMs, async () => {
                // A client that lost its connection queues commands: answer now instead of waiting.
                if (!redis.isReady) throw new Error('Redis is not connected');
                await redis.ping();
              }).then(
                () => 'ok' as const,
                (error: unknown) => {
                  request.log.warn({ err: error }, 'readiness: Redis unreachable');
                  return 'down' as const;
                },
              )
            : undefined,
        ]);
        const checks: ReadinessResponse['checks'] = { database, ...(redisState ? { redis: redisState } : {}) };
        const ready = database === 'ok' && redisState !== 'down' && lifecycle?.draining !== true;
        reply.header('Cache-Control', 'no-store');
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
      },
    );

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
