import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pages } from '../../db/schema.ts';
import { seedDefaultPages } from '../../db/seed/default-pages.ts';
import { createTestApp } from '../../testing/app.ts';
import { createTestDatabase } from '../../testing/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const { db } = await createTestDatabase();
  await seedDefaultPages(db);
  await seedDefaultPages(db);
  await db.insert(pages).values({ slug: 'hidden', title: 'Draft page', body: 'x', status: 'draft' });
  app = await createTestApp(db);
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

  it('lists published pages in the sitemap', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/page/about</loc>');
    expect(sitemap.body).not.toContain('/page/hidden');
  });
});
