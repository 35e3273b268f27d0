import { describe, expect, it } from 'vitest';
import { healthResponse } from '@jobportal/shared';
import { createDatabase } from '../../db/client.ts';
import { createTestApp } from '../../testing/app.ts';
import { createTestDatabase } from '../../testing/database.ts';

describe('GET /api/health', () => {
  it('answers 200 with db ok and the PostgreSQL version when the database is reachable', async () => {
    const { db } = await createTestDatabase();
    const app = await createTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponse.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', db: 'ok', version: '0.0.0-test' });
    expect(body.dbVersion).toMatch(/^\d+/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with db down when PostgreSQL cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const unreachable = createDatabase('postgres://nobody:x@127.0.0.1:1/none', { max: 1 });
    const app = await createTestApp(unreachable);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', db: 'down', dbVersion: null });
    await unreachable.$client.end();
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the API from the zod contracts', async () => {
    const { db } = await createTestDatabase();
    const app = await createTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('JobPortal API');
    const health = document.paths['/api/health'].get;
    expect(health.responses['200']).toBeDefined();
    expect(JSON.stringify(health.responses['200'])).toContain('#/components/schemas/Health');
    expect(Object.keys(document.components.schemas.Health.properties)).toEqual(
      expect.arrayContaining(['status', 'db', 'version', 'dbVersion']),
    );
  });
});
