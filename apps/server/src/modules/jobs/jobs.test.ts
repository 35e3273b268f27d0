import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { jobsPage } from '@jobportal/shared';
import { createTestApp } from '../../testing/app.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createJobsRepository } from './jobs.repository.ts';

let app: FastifyInstance;

const lastDate = (date: string) => [
  { kind: 'application_start', label: 'Starts', date: 'today-30' },
  { kind: 'last_date', label: 'Last date', date },
];

async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/jobs${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return jobsPage.parse(response.json());
}
const slugs = (page: { items: Array<{ slug: string }> }) => page.items.map((item) => item.slug);

beforeAll(async () => {
  const { db } = await createTestDatabase();
  const jobs = createJobsRepository(db);
  const add = (overrides: Record<string, unknown>) => jobs.insertContent(recruitmentFixture(overrides));
  await add({
    slug: 'rrb-group-d',
    sector: 'railway',
    title: 'RRB Group D Recruitment 2026',
    titleHi: 'रेलवे ग्रुप डी भर्ती 2026',
    qualifications: ['10th', 'iti'],
    importantDates: lastDate('today+2'),
  });
  await add({
    slug: 'rrb-ntpc',
    sector: 'railway',
    title: 'RRB NTPC Vacancy 2026',
    qualifications: ['12th', 'graduate'],
    importantDates: lastDate('today+30'),
  });
  await add({
    slug: 'rrb-old',
    sector: 'railway',
    title: 'RRB ALP Recruitment 2025',
    importantDates: lastDate('today-5'),
  });
  await add({
    slug: 'up-police',
    sector: 'police',
    states: ['uttar-pradesh'],
    title: 'UP Police Constable Bharti 2026',
    titleHi: 'यूपी पुलिस सिपाही भर्ती 2026',
    qualifications: ['12th'],
    importantDates: lastDate('today+10'),
  });
  await add({
    slug: 'bihar-teacher',
    sector: 'teaching',
    states: ['bihar'],
    title: 'Bihar Teacher Recruitment 2026',
    importantDates: lastDate('today+15'),
  });
  await add({ slug: 'draft-one', sector: 'railway', status: 'draft', title: 'Draft railway recruitment' });
  await add({ slug: 'archived-one', sector: 'railway', status: 'archived', title: 'Archived railway recruitment' });
  await add({
    slug: 'scheduled-future',
    sector: 'railway',
    status: 'scheduled',
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    title: 'Future railway recruitment',
  });
  await add({
    slug: 'scheduled-past',
    sector: 'railway',
    status: 'scheduled',
    publishAt: new Date(Date.now() - 60_000).toISOString(),
    title: 'Due railway recruitment',
    importantDates: lastDate('today+40'),
  });
  app = await createTestApp(db);
});

describe('GET /api/jobs', () => {
  it('lists open, visible recruitments by last date, marking days left', async () => {
    const page = await list('');
    expect(slugs(page)).toEqual(['rrb-group-d', 'up-police', 'bihar-teacher', 'rrb-ntpc', 'scheduled-past']);
    expect(page.total).toBe(5);
    expect(page.items[0]).toMatchObject({ daysLeft: 2, expired: false });
  });

  it('shows expired ones, marked, when asked for all', async () => {
    const page = await list('?show=all');
    expect(slugs(page)[0]).toBe('rrb-old');
    expect(page.items[0]).toMatchObject({ expired: true, daysLeft: -5 });
  });

  it('never shows drafts, archived items or scheduled ones before their time; a due one appears', async () => {
    const all = slugs(await list('?show=all&perPage=50'));
    expect(all).not.toEqual(expect.arrayContaining(['draft-one']));
    expect(all).not.toContain('archived-one');
    expect(all).not.toContain('scheduled-future');
    expect(all).toContain('scheduled-past');
  });

  it('filters by cat: a sector, a state or a qualification', async () => {
    expect(slugs(await list('?cat=railway'))).toEqual(['rrb-group-d', 'rrb-ntpc', 'scheduled-past']);
    expect(slugs(await list('?cat=uttar-pradesh'))).toEqual(['up-police']);
    expect(slugs(await list('?cat=iti'))).toEqual(['rrb-group-d']);
    expect(slugs(await list('?cat=no-such-category'))).toEqual([]);
  });

  it('combines cat with other filters and search', async () => {
    expect(slugs(await list('?cat=railway&qualification=graduate'))).toEqual(['rrb-ntpc', 'scheduled-past']);
    expect(slugs(await list('?cat=railway&q=ntpc'))).toEqual(['rrb-ntpc']);
  });

  it('searches English with stemming, Hindi, and the domain synonyms', async () => {
    expect(slugs(await list('?q=teachers'))).toEqual(['bihar-teacher']);
    expect(slugs(await list(`?q=${encodeURIComponent('पुलिस भर्ती')}`))).toEqual(['up-police']);
    // "vacancy" finds "Recruitment" and "Bharti" titles too.
    expect(slugs(await list('?q=vacancy&cat=railway'))).toEqual(['rrb-group-d', 'rrb-ntpc', 'scheduled-past']);
    expect(slugs(await list('?q=bharti'))).toEqual(
      expect.arrayContaining(['up-police', 'rrb-group-d', 'bihar-teacher']),
    );
    expect(slugs(await list(`?q=${encodeURIComponent("'); drop table recruitments; --")}`))).toEqual([]);
  });

  it('sorts by newest first when asked', async () => {
    const page = await list('?sort=newest');
    expect(page.items.map((item) => item.publishedAt)).toEqual(
      [...page.items.map((item) => item.publishedAt)].sort().reverse(),
    );
  });

  it('pages with a total', async () => {
    const first = await list('?perPage=2&page=1');
    const second = await list('?perPage=2&page=2');
    const third = await list('?perPage=2&page=3');
    expect(first.total).toBe(5);
    expect([...slugs(first), ...slugs(second), ...slugs(third)]).toEqual(slugs(await list('')));
    expect((await list('?page=9')).items).toEqual([]);
  });

  it('refuses bad parameters with a 400 the UI can show', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/jobs?perPage=500&sort=random' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Some fields are not valid.' });
  });

  it('lets clients revalidate with an ETag and caches publicly for a short time', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/jobs?cat=railway' });
    expect(first.headers['cache-control']).toContain('public');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/api/jobs?cat=railway', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/jobs/{idOrSlug}', () => {
  it('returns a visible recruitment by slug or id, with its structured rows and notice timeline', async () => {
    const bySlug = await app.inject({ method: 'GET', url: '/api/jobs/up-police' });
    expect(bySlug.statusCode).toBe(200);
    const job = bySlug.json();
    expect(job).toMatchObject({
      slug: 'up-police',
      title: 'UP Police Constable Bharti 2026',
      states: ['uttar-pradesh'],
    });
    expect(job.details.vacancies[0]).toMatchObject({ post: 'Assistant', total: 100 });
    expect(job.notices).toEqual([expect.objectContaining({ type: 'job', title: 'Notification' })]);
    const byId = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(byId.json().slug).toBe('up-police');
  });

  it('answers 404 with a message for unknown, draft, archived and not-yet-scheduled ones', async () => {
    for (const slug of ['no-such-job', 'draft-one', 'archived-one', 'scheduled-future']) {
      const response = await app.inject({ method: 'GET', url: `/api/jobs/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().message).toBe('This recruitment does not exist or is no longer published.');
    }
    expect((await app.inject({ method: 'GET', url: '/api/jobs/scheduled-past' })).statusCode).toBe(200);
  });
});
