import { z } from 'zod';

/** Answer of `GET /api/health`: whether the process and its database are usable. */
export const healthResponse = z
  .object({
    status: z
      .enum(['ok', 'degraded', 'draining'])
      .describe('ok when every dependency answers; draining (503) while the instance shuts down'),
    db: z.enum(['ok', 'down']).describe('whether a query against PostgreSQL succeeded'),
    version: z.string().describe('JobPortal release'),
    dbVersion: z.string().nullable().describe('PostgreSQL server version, null when unreachable'),
    uptimeSeconds: z.number().nonnegative(),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponse>;

/** `GET /api/health/live`: the process answers (nothing else is asked). */
export const livenessResponse = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

/** One dependency's answer to the readiness check. */
const dependencyState = z.enum(['ok', 'down']);

/**
 * `GET /api/health/ready`: PostgreSQL (and Redis, when configured) answered within the check's timeout.
 * 503 names the dependency that did not (`down`); a load balancer stops sending requests meanwhile.
 */
export const readinessResponse = z
  .object({
    status: z.enum(['ready', 'unavailable']),
    checks: z.object({ database: dependencyState, redis: dependencyState.optional() }),
  })
  .meta({ id: 'Readiness' });

export type ReadinessResponse = z.infer<typeof readinessResponse>;
