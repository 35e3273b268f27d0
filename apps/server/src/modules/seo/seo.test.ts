import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createJobsRepository } from '../jobs/jobs.repository.ts';

const execFileAsync = promisify(execFile);
const schemas = fileURLToPath(new URL('../../testing/schemas/', import.meta.url));
const APP_URL = 'https://jobs.example.in';

/** Validates XML with xmllint against a sitemaps.org schema (CI installs libxml2-utils). */
async function validate(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') {
  const dir = await mkdtemp(path.join(tmpdir(), 'jp-sitemap-'));
  const file = path.join(dir, 'sitemap.xml');
  await writeFile(file, xml);
  const { stderr } = await execFileAsync('xmllint', ['--noout', '--schema', path.join(schemas, schema), file]);
  expect(stderr).toContain('validates');
}

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const jobs = createJobsRepository(database.db);
  await jobs.insertContent(recruitmentFixture({ slug: 'visible-one' }));
  await jobs.insertContent(recruitmentFixture({ slug: 'visible-two' }));
  await jobs.insertContent(recruitmentFixture({ slug: 'secret-draft', status: 'draft' }));
  app = await createTestApp(database.db, { config: testConfig({ appUrl: APP_URL, publicContent: true }) });
});

describe('/sitemap.xml', () => {
  it('lists only / in the default mode, where every other page asks to sign in', async () => {
    const closed = await createTestApp(database.db, { config: testConfig({ appUrl: APP_URL }) });
    const response = await closed.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/<loc>[^<]+<\/loc>/g)).toEqual([`<loc>${APP_URL}/</loc>`]);
    await validate(response.body, 'sitemap.xsd');
    const robots = (await closed.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toMatch(/User-agent: \*\nAllow: \/\$\n[\s\S]*Disallow: \/\n/);
    // Link previews in chat apps still read every page's head.
    expect(robots).toMatch(/User-agent: TelegramBot\n[\s\S]*Disallow: \/api\/\n/);
  });

  it('is valid sitemap XML listing public routes and published recruitments, never drafts', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).not.toContain('<div id="root">');
    expect(response.body).toContain(`<loc>${APP_URL}/</loc>`);
    expect(response.body).toMatch(
      new RegExp(`<loc>${APP_URL}/jobs/visible-one</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`),
    );
    expect(response.body).toContain(`${APP_URL}/jobs/visible-two`);
    expect(response.body).toContain(`<loc>${APP_URL}/result</loc>`);
    expect(response.body).not.toContain('secret-draft');
    await validate(response.body, 'sitemap.xsd');
  });

  it('becomes an index of parts when there are more URLs than one file may hold', async () => {
    const small = await createTestApp(database.db, {
      config: testConfig({ appUrl: APP_URL, publicContent: true }),
      sitemapMaxUrls: 2,
    });
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toContain(`<loc>${APP_URL}/sitemap-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${APP_URL}/sitemap-2.xml</loc>`);
    await validate(index.body, 'siteindex.xsd');
    const part = await small.inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect(part.body.match(/<url>/g)).toHaveLength(2);
    await validate(part.body, 'sitemap.xsd');
    expect((await small.inject({ method: 'GET', url: '/sitemap-99.xml' })).statusCode).toBe(404);
  });

  it('is named in robots.txt', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *\nDisallow: /api/\nDisallow: /admin\n');
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
  });
});
