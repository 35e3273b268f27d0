import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@jobportal/shared';
import { isDatabaseUnavailable } from '../lib/database-errors.ts';

/** Seconds a client is asked to wait before trying again while PostgreSQL is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer to a request PostgreSQL could not serve because it is unreachable (stopped, restarting). */
export const databaseUnavailable = {
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const satisfies ApiError;

/** An error the client caused or may act on; the message is shown in the UI as it is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

/**
 * One shape for every error answer (`ApiError`). Validation problems become 400 with per-field
 * issues; framework 4xx keep their status; PostgreSQL being unreachable is a 503 with `Retry-After`
 * (the request failed at once, nothing hung); anything unexpected is logged and answered with a
 * generic message, never with internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiError = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        issues: error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.['issue'] ?? ''),
          message: issue.message ?? 'Invalid value',
        })),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ statusCode: error.statusCode, code: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply
        .status(status)
        .send({ statusCode: status, code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(databaseUnavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
