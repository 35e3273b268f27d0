import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app.ts';
import { ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { apiOperations, concretePath, label, type Operation } from '../../testing/openapi.ts';

/** The routes anyone may call. Every other route of the OpenAPI document needs a signed-in user. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/jobs',
  'GET /api/jobs/{idOrSlug}',
  'GET /api/notices',
  'GET /api/notices/{id}',
  'GET /api/exam-dates.ics',
  'GET /api/notices/{id}/ics',
  'GET /api/site',
  'GET /api/pages/{slug}',
  'GET /api/files/{id}',
  'GET /api/stories',
  'GET /api/stories/{slug}',
  'GET /api/typing/presets',
  'GET /api/typing/passages',
  'GET /api/typing/passages/{id}',
  // The unsubscribe link's page and one-click POST: the signed token authorises them, not a session.
  'GET /api/alerts/unsubscribe',
  'POST /api/alerts/unsubscribe',
  'GET /api/push/public-key',
  'GET /og/site.png',
  'GET /og/jobs/{file}',
]);

/** Malformed everywhere: path parameters, every query parameter, and a body that is no object. */
const INVALID = '-1.5x';

let app: FastifyInstance;
let operations: Operation[];

const anonymous = (operation: Operation) =>
  app.inject({
    method: operation.method,
    url: `${concretePath(operation.path, Object.fromEntries(operation.params.map((name) => [name, INVALID])))}${
      operation.query.length > 0 ? `?${operation.query.map((name) => `${name}=${INVALID}`).join('&')}` : ''
    }`,
    headers: {
      origin: ORIGIN,
      ...(operation.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(operation.method === 'GET' ? {} : { payload: '42' }),
  });

beforeAll(async () => {
  const { db } = await createTestDatabase();
  app = await createTestApp(db);
  operations = apiOperations(app);
});

describe('the server-side guards', () => {
  it('know every public route by name (the list is not stale)', () => {
    const names = new Set(operations.map(label));
    for (const name of PUBLIC) expect(names, name).toContain(name);
    expect(operations.length - PUBLIC.size).toBeGreaterThanOrEqual(75);
  });

  it('answer 401 to a signed-out caller before looking at the request (an invalid body, query or path)', async () => {
    for (const operation of operations.filter((candidate) => !PUBLIC.has(label(candidate)))) {
      const response = await anonymous(operation);
      expect(response.statusCode, `${label(operation)}: ${response.body}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    }
  });

  it('answer an empty story from a signed-out caller with 401, not 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { origin: ORIGIN },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('let a signed-out caller use the public routes', async () => {
    for (const operation of operations.filter((candidate) => PUBLIC.has(label(candidate)))) {
      const response = await anonymous(operation);
      expect([401, 403, 500], `${label(operation)}: ${response.body}`).not.toContain(response.statusCode);
    }
  });
});
