import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pages } from '../../db/schema.ts';
import { seedDefaultPages } from '../../db/seed/default-pages.ts';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createTestDatabase } from '../../testing/database.ts';

let app: FastifyInstance;
let publicApp: FastifyInstance;
beforeAll(async () => {
  const { db } = await createTestDatabase();
  await seedDefaultPages(db);
  await seedDefaultPages(db);
  await db.insert(pages).values({ slug: 'hidden', title: 'Draft page', body: 'x', status: 'draft' });
  app = await createTestApp(db);
  publicApp = await createTestApp(db, { config: testConfig({ publicContent: true }) });
});

describe('GET /api/pages/{slug}', () => {
  it('serves the default pages', async () => {
    for (const slug of ['about', 'privacy', 'terms', 'contact']) {
      const response = await app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode, slug).toBe(200);
      expect(response.json().body).toMatch(/^# /);
    }
  });

  it('answers 404 for unknown or unpublished slugs, 400 for malformed ones', async () => {
    for (const slug of ['nope', 'hidden']) {
      const response = await app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This page does not exist.');
    }
    expect((await app.inject({ method: 'GET', url: '/api/pages/Bad_Slug!' })).statusCode).toBe(400);
  });

  it('lists published pages in the sitemap when content is public (PUBLIC_CONTENT=true)', async () => {
    const sitemap = await publicApp.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/page/about</loc>');
    expect(sitemap.body).not.toContain('/page/hidden');
    // The default mode: every page but `/` asks to sign in, so none is listed.
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('/page/');
  });
});
