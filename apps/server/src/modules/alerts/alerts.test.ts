import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminRecruitment, alertPreferences, notificationList, type AlertPreferences } from '@jobportal/shared';
import { sql } from 'drizzle-orm';
import { startJobQueue, stopJobQueue } from '../../lib/job-queue.ts';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { cookieHeader, ORIGIN, post, uniqueEmail } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { decodeQuotedPrintable, startSmtpCapture, type ReceivedMail } from '../../testing/smtp.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import type { Database } from '../../db/client.ts';
import type { PushSender, PushTarget } from './web-push.ts';

/**
 * The whole path on real parts: the app sends mail over SMTP (SMTP_URL) to a real SMTP server, the job
 * queue is pg-boss on the test database, and an admin's publish goes through the HTTP API.
 */
let app: FastifyInstance;
let db: Database;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const pushed: Array<{ target: PushTarget; payload: unknown }> = [];
const fakePush: PushSender = {
  publicKey: 'BPublicKeyForTests',
  async send(target, payload) {
    pushed.push({ target, payload });
    return 'sent';
  },
};

type Member = { email: string; cookie: string; id: string };
let admin: Member;

const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const match = pattern.exec(decodeQuotedPrintable(mail.raw));
  if (!match) throw new Error(`no link like ${pattern} in mail`);
  return match[0];
};

/** Sign-up with the confirmation link read from the SMTP server, then sign-in. */
async function member(name: string): Promise<Member> {
  const email = uniqueEmail('alerts');
  const password = 'correct horse battery';
  expect((await post(app, '/api/auth/sign-up/email', { email, password, name })).statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = new URL(linkIn(mail, /https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/));
  expect((await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBeLessThan(400);
  const signIn = await post(app, '/api/auth/sign-in/email', { email, password });
  return { email, cookie: cookieHeader(signIn), id: signIn.json().user.id };
}

const prefs = (overrides: Partial<AlertPreferences>): AlertPreferences => ({
  ...alertPreferences.parse((defaults as AlertPreferences | undefined) ?? {}),
  ...overrides,
});
let defaults: AlertPreferences | undefined;

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const database = await createTestDatabase();
  db = database.db;
  const queue = await startJobQueue({
    databaseUrl: database.url,
    logger: pino({ level: 'silent' }),
    max: 3,
    schedule: false,
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-alerts-'));
  app = await createTestApp(db, {
    config: testConfig({ dataDir, smtpUrl: smtp.url }),
    queue,
    push: fakePush,
    alertsSecret: 'alerts-secret-for-tests',
    alertPollingSeconds: 0.5,
  });
  // Registered after the app's own afterAll, so it runs first: the workers stop before the app closes.
  afterAll(async () => {
    await stopJobQueue(queue, 2_000);
    await smtp.close();
  });
  admin = await member('Site Admin');
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
});

describe('alert preferences', () => {
  it('are the caller’s own, validated, and start empty', async () => {
    expect((await call(null, 'GET', '/api/alerts/preferences')).statusCode).toBe(401);
    const asha = await member('Asha');
    const initial = await call(asha, 'GET', '/api/alerts/preferences');
    expect(initial.statusCode).toBe(200);
    defaults = alertPreferences.parse(initial.json());
    expect(defaults).toMatchObject({ emailMode: 'off', push: false, sectors: [], noticeTypes: [] });

    for (const bad of [
      { ...defaults, emailMode: 'hourly' },
      { ...defaults, sectors: ['not-a-sector'] },
      { ...defaults, noticeTypes: ['syllabus'] },
      { sectors: [] },
    ]) {
      const response = await call(asha, 'PUT', '/api/alerts/preferences', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const saved = await call(asha, 'PUT', '/api/alerts/preferences', {
      ...defaults,
      sectors: ['railway', 'railway'],
      noticeTypes: ['job', 'result'],
      emailMode: 'daily',
      eligibleOnly: true,
    });
    expect(saved.statusCode).toBe(200);
    const again = alertPreferences.parse((await call(asha, 'GET', '/api/alerts/preferences')).json());
    expect(again).toMatchObject({
      sectors: ['railway'],
      noticeTypes: ['job', 'result'],
      emailMode: 'daily',
      eligibleOnly: true,
    });
    // Another member's preferences are untouched.
    const other = await member('Ravi');
    expect(alertPreferences.parse((await call(other, 'GET', '/api/alerts/preferences')).json()).emailMode).toBe('off');
  });
});

describe('publishing a recruitment', () => {
  it('mails the matching subscriber over SMTP once, with a working one-click unsubscribe, and not the others', async () => {
    const subscriber = await member('Subscriber');
    const elsewhere = await member('Wrong Sector');
    const pushOnly = await member('Push Only');
    expect(
      (
        await call(
          subscriber,
          'PUT',
          '/api/alerts/preferences',
          prefs({ sectors: ['bank'], states: ['bihar'], noticeTypes: ['job'], emailMode: 'instant' }),
        )
      ).statusCode,
    ).toBe(200);
    await call(
      elsewhere,
      'PUT',
      '/api/alerts/preferences',
      prefs({ sectors: ['railway'], noticeTypes: ['job'], emailMode: 'instant' }),
    );
    await call(pushOnly, 'PUT', '/api/alerts/preferences', prefs({ noticeTypes: ['job'], push: true }));
    await call(pushOnly, 'POST', '/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
    });

    const created = await call(admin, 'POST', '/api/admin/recruitments', {
      ...recruitmentFixture({
        slug: 'bank-clerk-alerts',
        title: 'Bank Clerk 2026',
        sector: 'bank',
        states: ['bihar'],
        status: 'draft',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = adminRecruitment.parse(created.json()).id;
    // A draft alerts nobody.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(subscriber.email).filter((m) => m.raw.includes('Bank Clerk 2026'))).toHaveLength(0);

    expect(
      (await call(admin, 'POST', `/api/admin/recruitments/${id}/status`, { status: 'published' })).statusCode,
    ).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(subscriber.email) && m.raw.includes('Bank Clerk 2026'),
      20_000,
    );
    // Long headers are folded onto a continuation line.
    const unsubscribeHeader =
      /^List-Unsubscribe:\s+<(http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=[^>]+)>/m.exec(mail.raw);
    expect(unsubscribeHeader).not.toBeNull();
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(decodeQuotedPrintable(mail.raw)).toContain('http://localhost:3000/jobs/bank-clerk-alerts');

    // Push for the push-only member; nothing for the other sector.
    await waitFor(async () =>
      pushed.some((p) => p.target.endpoint === 'https://fcm.googleapis.com/fcm/send/abc') ? true : undefined,
    );
    expect(JSON.stringify(pushed.at(-1)!.payload)).toContain('Bank Clerk 2026');
    const list = notificationList.parse((await call(subscriber, 'GET', '/api/notifications')).json());
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({ kind: 'alert', title: 'Bank Clerk 2026', url: '/jobs/bank-clerk-alerts' });
    expect(notificationList.parse((await call(elsewhere, 'GET', '/api/notifications')).json()).items).toHaveLength(0);

    // Publishing again (archive, publish) alerts nobody twice.
    await call(admin, 'POST', `/api/admin/recruitments/${id}/status`, { status: 'archived' });
    await call(admin, 'POST', `/api/admin/recruitments/${id}/status`, { status: 'published' });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailsTo(subscriber.email).filter((m) => m.raw.includes('Bank Clerk 2026'))).toHaveLength(1);
    expect(mailsTo(elsewhere.email).filter((m) => m.raw.includes('Bank Clerk 2026'))).toHaveLength(0);

    // The one-click POST a mail app sends, from no origin of ours and without a cookie.
    const link = new URL(unsubscribeHeader![1]!);
    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(alertPreferences.parse((await call(subscriber, 'GET', '/api/alerts/preferences')).json()).emailMode).toBe(
      'instant',
    );
    const oneClick = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(alertPreferences.parse((await call(subscriber, 'GET', '/api/alerts/preferences')).json()).emailMode).toBe(
      'off',
    );
  });

  it('refuses a forged or damaged unsubscribe token', async () => {
    const victim = await member('Victim');
    await call(victim, 'PUT', '/api/alerts/preferences', prefs({ noticeTypes: ['job'], emailMode: 'instant' }));
    const forged = `${Buffer.from(victim.id).toString('base64url')}.AAAA`;
    for (const token of [forged, 'nonsense', `${forged}.extra`]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(400);
      expect(
        (await app.inject({ method: 'GET', url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}` }))
          .statusCode,
      ).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe' })).statusCode).toBe(400);
    expect(alertPreferences.parse((await call(victim, 'GET', '/api/alerts/preferences')).json()).emailMode).toBe(
      'instant',
    );
  });
});

describe('"only jobs I am eligible for"', () => {
  it('alerts a subscriber only about recruitments their profile can apply for', async () => {
    const young = await member('Young Graduate');
    const older = await member('Older Graduate');
    const unknown = await member('No Birth Date');
    defaults ??= alertPreferences.parse((await call(young, 'GET', '/api/alerts/preferences')).json());
    const birthYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;
    for (const [who, dateOfBirth] of [
      [young, birthYearsAgo(24)],
      [older, birthYearsAgo(40)],
    ] as const) {
      const saved = await call(who, 'PATCH', '/api/me/profile', { dateOfBirth, qualification: 'graduate' });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    for (const who of [young, older, unknown]) {
      const set = await call(
        who,
        'PUT',
        '/api/alerts/preferences',
        prefs({ noticeTypes: ['job'], eligibleOnly: true, emailMode: 'off' }),
      );
      expect(set.statusCode, set.body).toBe(200);
    }
    const asOn = `${new Date().getUTCFullYear()}-01-01`;
    const created = await call(admin, 'POST', '/api/admin/recruitments', {
      ...recruitmentFixture({
        slug: 'eligible-only-alerts',
        title: 'Graduate Level Exam for under-30s',
        qualifications: ['graduate'],
        ageLimit: { min: 18, max: 30, asOn, relaxations: [] },
        status: 'published',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);

    const titles = async (who: Member) =>
      notificationList.parse((await call(who, 'GET', '/api/notifications')).json()).items.map((item) => item.title);
    await waitFor(async () => ((await titles(young)).includes('Graduate Level Exam for under-30s') ? true : undefined));
    // The fan-out is one statement: when the young member's row exists, the others' would too.
    expect(await titles(older)).not.toContain('Graduate Level Exam for under-30s');
    expect(await titles(unknown)).not.toContain('Graduate Level Exam for under-30s');
  });

  it('alerts a woman, not a man or a profile that does not say, about a women’s post, with the women’s relaxation', async () => {
    const birthYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;
    // Limit 25 + 5 years for women: a woman of 28 may apply; a woman of 32 may not.
    const members = {
      woman: [await member('Woman 28'), { gender: 'female', dateOfBirth: birthYearsAgo(28) }],
      olderWoman: [await member('Woman 32'), { gender: 'female', dateOfBirth: birthYearsAgo(32) }],
      man: [await member('Man 22'), { gender: 'male', dateOfBirth: birthYearsAgo(22) }],
      unsaid: [await member('Unsaid 22'), { gender: 'undisclosed', dateOfBirth: birthYearsAgo(22) }],
      blank: [await member('Blank 22'), { dateOfBirth: birthYearsAgo(22) }],
    } as const;
    defaults ??= alertPreferences.parse((await call(members.woman[0], 'GET', '/api/alerts/preferences')).json());
    for (const [who, facts] of Object.values(members)) {
      const saved = await call(who, 'PATCH', '/api/me/profile', { ...facts, qualification: '12th' });
      expect(saved.statusCode, saved.body).toBe(200);
      const set = await call(
        who,
        'PUT',
        '/api/alerts/preferences',
        prefs({ noticeTypes: ['job'], eligibleOnly: true, emailMode: 'off' }),
      );
      expect(set.statusCode, set.body).toBe(200);
    }
    const title = 'Women Constable Recruitment';
    const created = await call(admin, 'POST', '/api/admin/recruitments', {
      ...recruitmentFixture({
        slug: 'women-only-alerts',
        title,
        qualifications: ['12th'],
        ageLimit: {
          min: 18,
          max: 25,
          asOn: `${new Date().getUTCFullYear()}-01-01`,
          relaxations: [{ category: 'female', years: 5 }],
        },
        eligibility: [{ post: 'Constable (Women)', text: '12th pass.', gender: 'female' }],
        status: 'published',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);

    const titles = async (who: Member) =>
      notificationList.parse((await call(who, 'GET', '/api/notifications')).json()).items.map((item) => item.title);
    await waitFor(async () => ((await titles(members.woman[0])).includes(title) ? true : undefined));
    for (const key of ['olderWoman', 'man', 'unsaid', 'blank'] as const) {
      expect(await titles(members[key][0]), key).not.toContain(title);
    }
  });
});

describe('scheduled items and digests', () => {
  it('a scheduled recruitment alerts once it goes live; a daily digest carries it once', async () => {
    const daily = await member('Daily Reader');
    await call(
      daily,
      'PUT',
      '/api/alerts/preferences',
      prefs({ sectors: ['police'], noticeTypes: ['job'], emailMode: 'daily' }),
    );
    const created = await call(admin, 'POST', '/api/admin/recruitments', {
      ...recruitmentFixture({
        slug: 'scheduled-police-alerts',
        title: 'Scheduled Police 2026',
        sector: 'police',
        status: 'draft',
      }),
    });
    const id = adminRecruitment.parse(created.json()).id;
    const publishAt = new Date(Date.now() + 2_000).toISOString();
    const scheduled = await call(admin, 'POST', `/api/admin/recruitments/${id}/status`, {
      status: 'scheduled',
      publishAt,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    // Not live yet: the scan (run by that admin write) finds nothing for it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(notificationList.parse((await call(daily, 'GET', '/api/notifications')).json()).items).toHaveLength(0);

    // Live now: the minute's scan (run here at once) fans it out.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await call(null, 'POST', '/api/dev/alerts/run/scan')).statusCode).toBe(200);
    const list = await waitFor(async () => {
      const body = notificationList.parse((await call(daily, 'GET', '/api/notifications')).json());
      return body.items.length > 0 ? body : undefined;
    });
    expect(list.items[0]).toMatchObject({ kind: 'alert', title: 'Scheduled Police 2026' });
    // Daily mode: no mail at once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(daily.email).filter((m) => m.raw.includes('Scheduled Police 2026'))).toHaveLength(0);

    // The daily digest: one mail with the item; running it again sends nothing more.
    expect((await call(null, 'POST', '/api/dev/alerts/run/digest-daily')).json().users).toBeGreaterThanOrEqual(1);
    const digest = await smtp.waitFor((m) => m.to.includes(daily.email) && m.raw.includes('Scheduled Police 2026'));
    expect(decodeQuotedPrintable(digest.raw)).toContain('Your daily JobPortal alerts: 1 new');
    expect(digest.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    await call(null, 'POST', '/api/dev/alerts/run/digest-daily');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(daily.email).filter((m) => m.raw.includes('Scheduled Police 2026'))).toHaveLength(1);
  });
});

describe('deadline reminders', () => {
  it('remind of a saved job closing in 2 days once, in the bell and by mail as chosen', async () => {
    const saver = await member('Saver');
    await call(saver, 'PUT', '/api/alerts/preferences', prefs({ remindByEmail: true }));
    const created = await call(admin, 'POST', '/api/admin/recruitments', {
      ...recruitmentFixture({
        slug: 'closing-soon-alerts',
        title: 'Closing Soon 2026',
        importantDates: [
          { kind: 'application_start', label: 'Application starts', date: 'today-10' },
          { kind: 'last_date', label: 'Last date', date: 'today+2' },
          { kind: 'fee_last_date', label: 'Fee last date', date: 'today+9' },
        ],
      }),
    });
    const id = adminRecruitment.parse(created.json()).id;
    expect((await call(saver, 'PUT', `/api/saved-jobs/${id}`)).statusCode).toBe(204);

    const run = await call(null, 'POST', '/api/dev/alerts/run/reminders');
    expect(run.statusCode).toBe(200);
    expect(run.json().created).toBeGreaterThanOrEqual(1);
    const list = notificationList.parse((await call(saver, 'GET', '/api/notifications')).json());
    const reminders = list.items.filter((n) => n.kind === 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: 'Closing Soon 2026', url: '/jobs/closing-soon-alerts' });
    const mail = await smtp.waitFor((m) => m.to.includes(saver.email) && m.raw.includes('Closing Soon 2026'));
    // Two days from today in UTC is one or two days away in India, depending on the hour.
    expect(decodeQuotedPrintable(mail.raw)).toMatch(/Last date to apply (in 2 days|tomorrow): Closing Soon 2026/);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // Running the schedule again creates nothing new and sends nothing again.
    await call(null, 'POST', '/api/dev/alerts/run/reminders');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(
      notificationList
        .parse((await call(saver, 'GET', '/api/notifications')).json())
        .items.filter((n) => n.kind === 'reminder'),
    ).toHaveLength(1);
    expect(mailsTo(saver.email).filter((m) => m.raw.includes('Closing Soon 2026'))).toHaveLength(1);
  });
});

describe('the notification centre', () => {
  it('marks one or all read, the caller’s own only; a friend request lands there', async () => {
    const a = await member('Asha Friend');
    const b = await member('Bina Friend');
    expect((await call(a, 'POST', '/api/friends/requests', { userId: b.id })).statusCode).toBe(200);
    const list = await waitFor(async () => {
      const body = notificationList.parse((await call(b, 'GET', '/api/notifications')).json());
      return body.items.length > 0 ? body : undefined;
    });
    expect(list.items[0]).toMatchObject({ kind: 'friend_request', title: 'Asha Friend', url: '/friends' });
    expect(list.unread).toBe(1);
    // Another member cannot mark it read.
    expect((await call(a, 'POST', '/api/notifications/read', { ids: [list.items[0]!.id] })).statusCode).toBe(204);
    expect(notificationList.parse((await call(b, 'GET', '/api/notifications')).json()).unread).toBe(1);
    expect((await call(b, 'POST', '/api/notifications/read', { ids: ['not-a-uuid'] })).statusCode).toBe(400);
    expect((await call(b, 'POST', '/api/notifications/read', {})).statusCode).toBe(204);
    expect(notificationList.parse((await call(b, 'GET', '/api/notifications')).json()).unread).toBe(0);
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);

    // Accepting tells the requester.
    expect((await call(b, 'POST', `/api/friends/requests/${a.id}/accept`)).statusCode).toBe(200);
    await waitFor(async () =>
      notificationList
        .parse((await call(a, 'GET', '/api/notifications')).json())
        .items.find((n) => n.kind === 'friend_accepted'),
    );
  });

  it('an approved or rejected story tells its author', async () => {
    const author = await member('Story Author');
    const submitted = await call(author, 'POST', '/api/stories', {
      title: 'How I cleared the railway exam',
      exam: 'RRB NTPC',
      year: 2025,
      post: 'Station Master',
      state: 'bihar',
      body: `## Where I started\n\n${'I practised every day with old papers and mock tests. '.repeat(6)}`,
      tips: 'Mock tests every day.',
      showName: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const storyId = (submitted.json() as { id: string }).id;
    expect(
      (
        await call(admin, 'POST', `/api/admin/stories/${storyId}/reject`, {
          reason: 'Please add your exam year details.',
        })
      ).statusCode,
    ).toBe(200);
    const rejected = await waitFor(async () =>
      notificationList
        .parse((await call(author, 'GET', '/api/notifications')).json())
        .items.find((n) => n.kind === 'story_rejected'),
    );
    expect(rejected).toMatchObject({ title: 'How I cleared the railway exam', url: '/submit-story' });
  });

  it('push subscriptions: validated, https only, the caller’s own', async () => {
    const user = await member('Pusher');
    expect((await call(null, 'POST', '/api/push/subscriptions', {})).statusCode).toBe(401);
    expect(
      (
        await call(user, 'POST', '/api/push/subscriptions', {
          endpoint: 'http://insecure.example.com/x',
          keys: { p256dh: 'a', auth: 'b' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(user, 'GET', '/api/push/public-key')).json()).toEqual({ publicKey: 'BPublicKeyForTests' });
    // The server posts to the endpoint: only the browsers' push services, never a host a user picks.
    const refusedEndpoints = [
      'https://localhost/push',
      'https://10.0.0.7/push',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
    ];
    for (const endpoint of refusedEndpoints) {
      const refused = await call(user, 'POST', '/api/push/subscriptions', {
        endpoint,
        keys: { p256dh: 'a', auth: 'b' },
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json(), endpoint).toMatchObject({
        code: 'PUSH_SERVICE_NOT_ALLOWED',
        message: "This browser's push service is not supported.",
      });
    }
    const stored = await db.execute(
      sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint IN ${sql.raw(`(${refusedEndpoints.map((e) => `'${e}'`).join(', ')})`)}`,
    );
    expect(stored.rows[0]).toMatchObject({ n: 0 });
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGx',
      'https://wns2-pn1p.notify.windows.com/w/?token=x',
    ]) {
      expect(
        (await call(user, 'POST', '/api/push/subscriptions', { endpoint, keys: { p256dh: 'a', auth: 'b' } }))
          .statusCode,
        endpoint,
      ).toBe(204);
    }
    const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/mine', keys: { p256dh: 'a', auth: 'b' } };
    expect((await call(user, 'POST', '/api/push/subscriptions', sub)).statusCode).toBe(204);
    expect((await call(user, 'DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint })).statusCode).toBe(204);
  });
});
