import { createServer, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { healthResponse, livenessResponse, readinessResponse } from '@jobportal/shared';
import { createDatabase, type Database } from '../../db/client.ts';
import type { Redis } from '../../lib/redis.ts';
import { healthRoutes, READY_TIMEOUT_MS } from './health.routes.ts';
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

/** The health routes alone (the whole app would wait for its change feed on a database that never answers). */
async function healthApp(db: Database, redis?: Redis) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes(db, '0.0.0-test', redis));
  return app;
}

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers 200 without asking the database', async () => {
    const unreachable = createDatabase('postgres://nobody:x@127.0.0.1:1/none', { max: 1 });
    const app = await createTestApp(unreachable);
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(livenessResponse.parse(response.json())).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    await unreachable.$client.end();
  });

  it('ready answers 200 when PostgreSQL answers (no Redis configured: not checked)', async () => {
    const { db } = await createTestDatabase();
    const app = await createTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(readinessResponse.parse(response.json())).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('ready answers 503 naming the database when PostgreSQL refuses connections', async () => {
    const unreachable = createDatabase('postgres://nobody:x@127.0.0.1:1/none', { max: 1 });
    const app = await createTestApp(unreachable);
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    await unreachable.$client.end();
  });

  it('ready fails fast (about 1 s) when PostgreSQL accepts the connection but never answers', async () => {
    // A listener that takes connections and says nothing: a database behind a dead network path.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hanging = createDatabase(`postgres://nobody:x@127.0.0.1:${port}/none`, { max: 1 });
    const app = await healthApp(hanging);
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    const tookMs = performance.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    expect(tookMs).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(tookMs).toBeLessThan(READY_TIMEOUT_MS + 1_000);
    for (const socket of sockets) socket.destroy();
    silent.close();
    await app.close();
    await hanging.$client.end().catch(() => undefined);
  });

  it('ready answers 503 naming Redis when it is configured and not connected, 200 when it answers PING', async () => {
    const { db } = await createTestDatabase();
    const redis = { isReady: false, ping: async () => 'PONG' };
    const app = await healthApp(db, redis as unknown as Redis);
    const down = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });
    redis.isReady = true;
    const up = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    await app.close();
  });
});
