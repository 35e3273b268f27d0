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
