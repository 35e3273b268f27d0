import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: Method; path: string };

let app: FastifyInstance;
let routes: Route[];
let member: string;
let admin: string;
const mailer = createCapturingMailer();

/** A concrete URL for an OpenAPI path: every parameter gets a well-formed value. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'slug' ? 'about' : name === 'userId' ? 'some-user-id' : randomUUID(),
  );

const send = (route: Route, cookie?: string) =>
  app.inject({
    method: route.method,
    url: concrete(route.path),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

beforeAll(async () => {
  const { db } = await createTestDatabase();
  app = await createTestApp(db, { mailer });
  // Every admin route, read from the OpenAPI document: a route added later is walked too.
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
  member = (await createVerifiedUser(app, mailer, { name: 'Plain Member' })).cookie;
  const adminAccount = await createVerifiedUser(app, mailer, { name: 'Site Admin' });
  await createProfilesRepository(db).setAdminByEmail(adminAccount.email, true);
  admin = adminAccount.cookie;
});

describe('every admin API route', () => {
  it('is found in the OpenAPI document (the table below is not empty)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/admin/users/{userId}/ban' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/admin/notices/{id}/pdf' });
  });

  it('answers 401 to a signed-out caller, whatever the body', async () => {
    for (const route of routes) {
      const response = await send(route);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(response.json().message).toBe('Please sign in to continue.');
    }
  });

  it('answers 403 to a signed-in member who is not an admin', async () => {
    for (const route of routes) {
      const response = await send(route, member);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(response.json().message).toBe('This area is for administrators only.');
    }
  });

  it('lets an admin through (a 2xx, or a 4xx about the request itself)', async () => {
    for (const route of routes) {
      const response = await send(route, admin);
      expect([401, 403, 500], `${route.method} ${route.path}: ${response.body}`).not.toContain(response.statusCode);
    }
  });
});
