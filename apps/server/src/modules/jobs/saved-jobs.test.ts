import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { savedJobsList } from '@jobportal/shared';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createJobsRepository } from './jobs.repository.ts';

let app: FastifyInstance;
const mailer = createCapturingMailer();
const ids: Record<string, string> = {};

const lastDate = (date: string) => [
  { kind: 'application_start', label: 'Starts', date: 'today-30' },
  { kind: 'last_date', label: 'Last date', date },
];

beforeAll(async () => {
  const { db } = await createTestDatabase();
  const jobs = createJobsRepository(db);
  ids['later'] = await jobs.insertContent(recruitmentFixture({ importantDates: lastDate('today+30') }));
  ids['sooner'] = await jobs.insertContent(recruitmentFixture({ importantDates: lastDate('today+3') }));
  ids['draft'] = await jobs.insertContent(recruitmentFixture({ status: 'draft' }));
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
});
