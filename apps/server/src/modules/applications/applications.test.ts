import { Writable } from 'node:stream';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { applicationList, applicationLookup, indiaDateOf } from '@jobportal/shared';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createJobsRepository } from '../jobs/jobs.repository.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { LOG_REDACTION } from '../../http/log-redaction.ts';

let app: FastifyInstance;
const mailer = createCapturingMailer();
const ids: Record<string, string> = {};
/** Every log line the app wrote, at trace level with the production redaction. */
let logged = '';

const day = (offset: number) => indiaDateOf(new Date(Date.now() + offset * 86_400_000));
const NUMBER = 'REG/2026/0042-XYZ';

beforeAll(async () => {
  const { db } = await createTestDatabase();
  const jobs = createJobsRepository(db);
  ids['open'] = await jobs.insertContent(
    recruitmentFixture({
      title: 'Clerk 2026',
      importantDates: [
        { kind: 'application_start', label: 'Starts', date: 'today-10' },
        { kind: 'last_date', label: 'Last date', date: 'today+20' },
        { kind: 'admit_card', label: 'Admit card', date: 'today+40' },
        { kind: 'exam_date', label: 'Exam', date: 'today+50' },
      ],
      notices: [
        { type: 'job', title: 'Notification', date: 'today-10' },
        { type: 'admit_card', title: 'Admit card out', date: 'today' },
      ],
    }),
  );
  ids['noStart'] = await jobs.insertContent(
    recruitmentFixture({ importantDates: [{ kind: 'last_date', label: 'Last date', date: 'today+20' }] }),
  );
  ids['draft'] = await jobs.insertContent(recruitmentFixture({ status: 'draft' }));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  app = await createTestApp(db, { mailer, logger: pino({ level: 'trace', redact: LOG_REDACTION }, sink) });
  const admin = await createVerifiedUser(app, mailer, { name: 'Admin' });
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
  ids['adminCookie'] = admin.cookie;
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const input = (overrides: Record<string, unknown> = {}) => ({
  appliedOn: day(0),
  applicationNumber: NUMBER,
  feePaid: 100,
  note: 'Paid by UPI',
  ...overrides,
});

describe('my applications', () => {
  it('records, lists with the next step, updates and removes an application', async () => {
    const member = await createVerifiedUser(app, mailer);
    expect(applicationList.parse((await call('GET', '/api/me/applications', member.cookie)).json()).items).toEqual([]);
    const saved = await call('PUT', `/api/me/applications/${ids['open']}`, member.cookie, input());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(applicationLookup.parse(saved.json()).application).toMatchObject({
      appliedOn: day(0),
      applicationNumber: NUMBER,
      feePaid: 100,
      note: 'Paid by UPI',
      recruitment: { id: ids['open'], title: 'Clerk 2026' },
      nextStep: { kind: 'admit_card_out', examDate: day(50) },
    });

    const updated = await call(
      'PUT',
      `/api/me/applications/${ids['open']}`,
      member.cookie,
      input({ appliedOn: day(-1), feePaid: null, note: null }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const list = applicationList.parse((await call('GET', '/api/me/applications', member.cookie)).json());
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ appliedOn: day(-1), feePaid: null, note: null });

    const one = applicationLookup.parse(
      (await call('GET', `/api/me/applications/${ids['open']}`, member.cookie)).json(),
    );
    expect(one.application?.applicationNumber).toBe(NUMBER);

    expect((await call('DELETE', `/api/me/applications/${ids['open']}`, member.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/me/applications/${ids['open']}`, member.cookie)).statusCode).toBe(204);
    expect(
      applicationLookup.parse((await call('GET', `/api/me/applications/${ids['open']}`, member.cookie)).json())
        .application,
    ).toBeNull();
  });

  it('keeps each member’s applications their own', async () => {
    const asha = await createVerifiedUser(app, mailer);
    const ravi = await createVerifiedUser(app, mailer);
    await call('PUT', `/api/me/applications/${ids['open']}`, asha.cookie, input());
    expect(applicationList.parse((await call('GET', '/api/me/applications', ravi.cookie)).json()).items).toEqual([]);
    expect(
      applicationLookup.parse((await call('GET', `/api/me/applications/${ids['open']}`, ravi.cookie)).json())
        .application,
    ).toBeNull();
    // Ravi removing "his" record changes nothing for Asha; his own record does not touch hers.
    await call('DELETE', `/api/me/applications/${ids['open']}`, ravi.cookie);
    await call('PUT', `/api/me/applications/${ids['open']}`, ravi.cookie, input({ applicationNumber: 'RAVI-1' }));
    const hers = applicationList.parse((await call('GET', '/api/me/applications', asha.cookie)).json()).items;
    expect(hers.map((item) => item.applicationNumber)).toEqual([NUMBER]);
  });

  it('checks every field: limits, dates, fee', async () => {
    const member = await createVerifiedUser(app, mailer);
    const put = (payload: object, id = ids['open']) =>
      call('PUT', `/api/me/applications/${id}`, member.cookie, payload);
    for (const bad of [
      input({ applicationNumber: '' }),
      input({ applicationNumber: '   ' }),
      input({ applicationNumber: 'A'.repeat(41) }),
      input({ applicationNumber: 'ABC<script>' }),
      input({ feePaid: -1 }),
      input({ feePaid: 100_001 }),
      input({ feePaid: 10.5 }),
      input({ note: 'x'.repeat(501) }),
      input({ appliedOn: '2026-02-30' }),
      input({ appliedOn: 'yesterday' }),
      { applicationNumber: NUMBER },
    ]) {
      const response = await put(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    // At the limits: accepted.
    expect(
      (await put(input({ applicationNumber: 'A'.repeat(40), feePaid: 100_000, note: 'x'.repeat(500) }))).statusCode,
    ).toBe(200);
    expect((await put(input({ feePaid: 0 }))).statusCode).toBe(200);

    const future = await put(input({ appliedOn: day(1) }));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'APPLIED_ON_IN_FUTURE',
      message: 'The date you applied cannot be after today.',
    });
    const early = await put(input({ appliedOn: day(-11) }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'APPLIED_ON_BEFORE_START' });
    expect(early.json().message).toContain(day(-10));
    expect((await put(input({ appliedOn: day(-10) }))).statusCode).toBe(200);
    // Without a known application start, any past date will do.
    expect((await put(input({ appliedOn: '2020-01-01' }), ids['noStart'])).statusCode).toBe(200);
  });

  it('refuses unknown or unpublished recruitments and malformed ids', async () => {
    const member = await createVerifiedUser(app, mailer);
    expect((await call('PUT', `/api/me/applications/${ids['draft']}`, member.cookie, input())).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/me/applications/00000000-0000-4000-8000-000000000000', member.cookie, input()))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/me/applications/not-an-id', member.cookie, input())).statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    expect((await call('GET', '/api/me/applications')).statusCode).toBe(401);
    expect((await call('GET', `/api/me/applications/${ids['open']}`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/me/applications/${ids['open']}`, undefined, input())).statusCode).toBe(401);
    expect((await call('DELETE', `/api/me/applications/${ids['open']}`)).statusCode).toBe(401);
  });

  it('never shows an application number to an admin, nor writes one in the logs', async () => {
    const member = await createVerifiedUser(app, mailer);
    const secret = 'SECRET-NUMBER-777';
    await call('PUT', `/api/me/applications/${ids['open']}`, member.cookie, input({ applicationNumber: secret }));
    // The admin's own list is theirs; there is no admin route to members' applications.
    const adminList = await call('GET', '/api/me/applications', ids['adminCookie']);
    expect(adminList.body).not.toContain(secret);
    for (const url of [`/api/admin/recruitments/${ids['open']}`, `/api/admin/users/${member.id}`, '/api/admin/audit']) {
      expect((await call('GET', url, ids['adminCookie'])).body).not.toContain(secret);
    }
    // A refused write (the body was read) and a good one: the logs have the requests, not the number.
    await call(
      'PUT',
      `/api/me/applications/${ids['open']}`,
      member.cookie,
      input({ applicationNumber: secret, feePaid: -5 }),
    );
    expect(logged).toContain('/api/me/applications');
    expect(logged).not.toContain(secret);
  });
});
