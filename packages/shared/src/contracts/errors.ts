import { z } from 'zod';

/**
 * Every 4xx/5xx answer of the API has this shape, so the UI can always show `message`.
 * `code` is stable and machine-readable; `issues` lists field errors for validation failures.
 */
export const apiError = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('per-field problems when the request did not validate'),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiError>;
