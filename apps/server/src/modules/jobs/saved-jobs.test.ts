import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { savedJobsList, type JobCard } from '@jobportal/shared';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { SAVED_LIST_KEEP_MS, savedListKeepMs } from './saved-jobs.routes.ts';

let app: FastifyInstance;
let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
const mailer = createCapturingMailer();
const ids: Record<string, string> = {};

const lastDate = (date: string) => [
  { kind: 'application_start', label: 'Starts', date: 'today-30' },
  { kind: 'last_date', label: 'Last date', date },
];

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const jobs = createJobsRepository(db);
  ids['later'] = await jobs.insertContent(recruitmentFixture({ importantDates: lastDate('today+30') }));
  ids['sooner'] = await jobs.insertContent(recruitmentFixture({ importantDates: lastDate('today+3') }));
  ids['draft'] = await jobs.insertContent(recruitmentFixture({ status: 'draft' }));
  ids['rescheduled'] = await jobs.insertContent(recruitmentFixture({ importantDates: lastDate('today+10') }));
  app = await createTestApp(db, { mailer });
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string) =>
  app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

describe('saved jobs', () => {
  it('saves, lists by next deadline, and removes, idempotently', async () => {
    const user = await createVerifiedUser(app, mailer);
    expect((await call('PUT', `/api/saved-jobs/${ids['later']}`, user.cookie)).statusCode).toBe(204);
    expect((await call('PUT', `/api/saved-jobs/${ids['sooner']}`, user.cookie)).statusCode).toBe(204);
    expect((await call('PUT', `/api/saved-jobs/${ids['sooner']}`, user.cookie)).statusCode).toBe(204);
    const list = savedJobsList.parse((await call('GET', '/api/saved-jobs', user.cookie)).json());
    expect(list.items.map((item) => item.id)).toEqual([ids['sooner'], ids['later']]);
    expect((await call('DELETE', `/api/saved-jobs/${ids['sooner']}`, user.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/saved-jobs/${ids['sooner']}`, user.cookie)).statusCode).toBe(204);
    const after = savedJobsList.parse((await call('GET', '/api/saved-jobs', user.cookie)).json());
    expect(after.items.map((item) => item.id)).toEqual([ids['later']]);
  });

  it('keeps each user’s list their own', async () => {
    const alice = await createVerifiedUser(app, mailer);
    const bob = await createVerifiedUser(app, mailer);
    await call('PUT', `/api/saved-jobs/${ids['later']}`, alice.cookie);
    expect(savedJobsList.parse((await call('GET', '/api/saved-jobs', bob.cookie)).json()).items).toEqual([]);
    // Bob removing "his" copy of Alice's saved job changes nothing for Alice.
    await call('DELETE', `/api/saved-jobs/${ids['later']}`, bob.cookie);
    expect(savedJobsList.parse((await call('GET', '/api/saved-jobs', alice.cookie)).json()).items).toHaveLength(1);
  });

  it('refuses unknown or unpublished recruitments and malformed ids', async () => {
    const user = await createVerifiedUser(app, mailer);
    expect((await call('PUT', `/api/saved-jobs/${ids['draft']}`, user.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/saved-jobs/00000000-0000-4000-8000-000000000000', user.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/saved-jobs/not-an-id', user.cookie)).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/saved-jobs')).statusCode).toBe(401);
    expect((await call('PUT', `/api/saved-jobs/${ids['later']}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/saved-jobs/${ids['later']}`)).statusCode).toBe(401);
  });

  it('a saved recruitment an admin schedules again leaves the list, and is back on its own when it goes live (kept lists, issue #24)', async () => {
    const user = await createVerifiedUser(app, mailer);
    await call('PUT', `/api/saved-jobs/${ids['rescheduled']}`, user.cookie);
    const listed = async () =>
      savedJobsList.parse((await call('GET', '/api/saved-jobs', user.cookie)).json()).items.map((item) => item.id);
    expect(await listed()).toEqual([ids['rescheduled']]);
    // Not through the admin routes: PostgreSQL's change notice reaches the kept list all the same.
    await db.execute(
      sql`update recruitments set status = 'scheduled', publish_at = now() + interval '1.5 seconds' where id = ${ids['rescheduled']}`,
    );
    await expect.poll(listed, { timeout: 5_000, interval: 100 }).toEqual([]);
    // No row changes when it goes live: the kept list knew when to be read again.
    await expect.poll(listed, { timeout: 5_000, interval: 100 }).toEqual([ids['rescheduled']]);
  });
});

describe('how long a saved list is kept (savedListKeepMs)', () => {
  const card = (overrides: Partial<JobCard> = {}): JobCard => ({
    id: 'a',
    slug: 'a',
    title: 'A',
    titleHi: null,
    organisation: 'O',
    organisationShortName: 'O',
    sector: 'central',
    states: [],
    qualifications: [],
    totalVacancies: null,
    applicationStart: null,
    lastDate: null,
    publishedAt: '2026-11-01T00:00:00.000Z',
    daysLeft: null,
    isNew: false,
    expired: false,
    ...overrides,
  });

  it('until the next midnight in India (days left change then), at most SAVED_LIST_KEEP_MS', () => {
    // 23:59:00 in India (UTC+5:30): one minute to midnight.
    expect(savedListKeepMs([card()], null, Date.parse('2026-11-27T18:29:00.000Z'))).toBe(60_000);
    // 00:00:00 in India: a whole day ahead, so the cap.
    expect(savedListKeepMs([card()], null, Date.parse('2026-11-27T18:30:00.000Z'))).toBe(SAVED_LIST_KEEP_MS);
    expect(savedListKeepMs([], null, Date.parse('2026-11-27T06:00:00.000Z'))).toBe(SAVED_LIST_KEEP_MS);
  });

  it('until a card’s "new" badge ends (7 days after publishing), or a saved one scheduled again goes live', () => {
    const now = Date.parse('2026-11-27T06:00:00.000Z');
    const published = new Date(now - 7 * 24 * 3_600_000 + 30_000).toISOString();
    expect(savedListKeepMs([card(), card({ isNew: true, publishedAt: published })], null, now)).toBe(30_000);
    // A card no longer new does not count.
    expect(savedListKeepMs([card({ isNew: false, publishedAt: published })], null, now)).toBe(SAVED_LIST_KEEP_MS);
    expect(savedListKeepMs([card()], new Date(now + 45_000), now)).toBe(45_000);
    // Never 0 (a kept value needs a time): a boundary just passed reads again at once.
    expect(savedListKeepMs([card()], new Date(now - 5), now)).toBe(1);
  });
});
