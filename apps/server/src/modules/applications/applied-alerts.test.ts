import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminNotice, adminRecruitment, alertPreferences, indiaDateOf, notificationList } from '@jobportal/shared';
import { startJobQueue, stopJobQueue } from '../../lib/job-queue.ts';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { cookieHeader, ORIGIN, post, uniqueEmail } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { decodeQuotedPrintable, mailSubject, startSmtpCapture, type ReceivedMail } from '../../testing/smtp.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import type { PushSender, PushTarget } from '../alerts/web-push.ts';

/**
 * Issue #26: when an admin publishes a notice on a recruitment, the members who recorded that they
 * applied to it are told, through mail (real SMTP), push and the bell, on by default; the real job queue.
 */
let app: FastifyInstance;
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

const call = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { origin: ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const match = pattern.exec(decodeQuotedPrintable(mail.raw));
  if (!match) throw new Error(`no link like ${pattern} in mail`);
  return match[0];
};

async function member(name: string): Promise<Member> {
  const email = uniqueEmail('applied');
  const password = 'correct horse battery';
  expect((await post(app, '/api/auth/sign-up/email', { email, password, name })).statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = new URL(linkIn(mail, /https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/));
  expect((await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBeLessThan(400);
  const signIn = await post(app, '/api/auth/sign-in/email', { email, password });
  return { email, cookie: cookieHeader(signIn), id: signIn.json().user.id };
}

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

const notificationsOf = async (who: Member) =>
  notificationList.parse((await call(who, 'GET', '/api/notifications')).json()).items;
const mailsAbout = (who: Member, title: string) =>
  smtp.mails.filter((mail) => mail.to.includes(who.email) && decodeQuotedPrintable(mail.raw).includes(title));

async function apply(who: Member, recruitmentId: string, applicationNumber: string) {
  const response = await call(who, 'PUT', `/api/me/applications/${recruitmentId}`, {
    appliedOn: indiaDateOf(new Date()),
    applicationNumber,
    feePaid: 100,
    note: null,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function publishNotice(recruitmentId: string, notice: Record<string, unknown>): Promise<string> {
  const created = await call(admin, 'POST', '/api/admin/notices', {
    recruitmentId,
    date: indiaDateOf(new Date()),
    ...notice,
  });
  expect(created.statusCode, created.body).toBe(201);
  return adminNotice.parse(created.json()).id;
}

async function newRecruitment(title: string, titleHi?: string): Promise<string> {
  const created = await call(
    admin,
    'POST',
    '/api/admin/recruitments',
    recruitmentFixture({ title, ...(titleHi ? { titleHi } : {}) }),
  );
  expect(created.statusCode, created.body).toBe(201);
  return adminRecruitment.parse(created.json()).id;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const database = await createTestDatabase();
  const queue = await startJobQueue({
    databaseUrl: database.url,
    logger: pino({ level: 'silent' }),
    max: 3,
    schedule: false,
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-applied-'));
  app = await createTestApp(database.db, {
    config: testConfig({ dataDir, smtpUrl: smtp.url }),
    queue,
    push: fakePush,
    alertsSecret: 'alerts-secret-for-tests',
    alertPollingSeconds: 0.5,
  });
  afterAll(async () => {
    await stopJobQueue(queue, 2_000);
    await smtp.close();
  });
  admin = await member('Site Admin');
  await createProfilesRepository(database.db).setAdminByEmail(admin.email, true);
});

describe('notices of recruitments members applied to', () => {
  it('reach applicants by mail, push and the bell by default, once, without the application number', async () => {
    const recruitmentId = await newRecruitment('Applied Clerk 2026');
    const applicant = await member('Applicant');
    const alsoSubscribed = await member('Applicant Who Also Follows');
    const mailOff = await member('Applicant Without Mail');
    const bystander = await member('Did Not Apply');
    await apply(applicant, recruitmentId, 'APP-NUMBER-111');
    await apply(alsoSubscribed, recruitmentId, 'APP-NUMBER-222');
    await apply(mailOff, recruitmentId, 'APP-NUMBER-333');
    await call(applicant, 'POST', '/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/applied-1',
      keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
    });
    const defaults = alertPreferences.parse((await call(mailOff, 'GET', '/api/alerts/preferences')).json());
    expect(defaults).toMatchObject({ appliedByEmail: true, appliedByPush: true });
    expect(
      (await call(mailOff, 'PUT', '/api/alerts/preferences', { ...defaults, appliedByEmail: false })).statusCode,
    ).toBe(200);
    expect(
      (
        await call(alsoSubscribed, 'PUT', '/api/alerts/preferences', {
          ...defaults,
          noticeTypes: ['admit_card'],
          emailMode: 'instant',
        })
      ).statusCode,
    ).toBe(200);

    const title = 'Applied Clerk 2026: admit card out';
    await publishNotice(recruitmentId, { type: 'admit_card', title });

    const mail = await smtp.waitFor(
      (m) => m.to.includes(applicant.email) && decodeQuotedPrintable(m.raw).includes(title),
      20_000,
    );
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Admit card: Applied Clerk 2026: admit card out');
    expect(body).toContain('A recruitment you applied to has a new notice.');
    expect(body).toContain('/jobs/');
    expect(body).not.toContain('APP-NUMBER');
    await waitFor(async () => (pushed.some((p) => p.target.endpoint.endsWith('/applied-1')) ? true : undefined));
    expect(JSON.stringify(pushed.find((p) => p.target.endpoint.endsWith('/applied-1'))!.payload)).not.toContain(
      'APP-NUMBER',
    );
    await smtp.waitFor((m) => m.to.includes(alsoSubscribed.email) && decodeQuotedPrintable(m.raw).includes(title));

    const bell = await notificationsOf(applicant);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ kind: 'alert', title, data: { noticeType: 'admit_card', applied: 1 } });
    expect(JSON.stringify(bell)).not.toContain('APP-NUMBER');
    // The member who turned applied-job mail off still has the bell item.
    expect((await notificationsOf(mailOff)).map((item) => item.title)).toEqual([title]);

    // Let any stray duplicate arrive, then count.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailsAbout(applicant, title)).toHaveLength(1);
    expect(mailsAbout(alsoSubscribed, title)).toHaveLength(1);
    expect(await notificationsOf(alsoSubscribed)).toHaveLength(1);
    expect(mailsAbout(mailOff, title)).toHaveLength(0);
    expect(mailsAbout(bystander, title)).toHaveLength(0);
    expect(await notificationsOf(bystander)).toHaveLength(0);
  });

  it('name the recruitment as well as the notice in mail, push and bell, in each member’s language', async () => {
    const recruitmentId = await newRecruitment('Named Clerk 2026', 'नामित लिपिक 2026');
    const english = await member('English Applicant');
    const hindi = await member('Hindi Applicant');
    expect((await call(hindi, 'PATCH', '/api/me/profile', { preferredLanguage: 'hi' })).statusCode).toBe(200);
    for (const [who, endpoint] of [
      [english, 'named-en'],
      [hindi, 'named-hi'],
    ] as const) {
      await apply(who, recruitmentId, `APP-NUMBER-${endpoint}`);
      await call(who, 'POST', '/api/push/subscriptions', {
        endpoint: `https://fcm.googleapis.com/fcm/send/${endpoint}`,
        keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
      });
    }
    // The notice's own title names no job, as real admit cards' do not.
    const title = 'Call letter for the preliminary examination';
    const titleHi = 'प्रारंभिक परीक्षा का बुलावा पत्र';
    await publishNotice(recruitmentId, { type: 'admit_card', title, titleHi });

    const lines = {
      en: 'Admit card: Named Clerk 2026 — Call letter for the preliminary examination',
      hi: 'प्रवेश पत्र: नामित लिपिक 2026 — प्रारंभिक परीक्षा का बुलावा पत्र',
    };
    for (const [who, line, endpoint] of [
      [english, lines.en, 'named-en'],
      [hindi, lines.hi, 'named-hi'],
    ] as const) {
      const mail = await smtp.waitFor(
        (m) => m.to.includes(who.email) && decodeQuotedPrintable(m.raw).includes(line),
        20_000,
      );
      expect(mailSubject(mail.raw)).toBe(line);
      const push = await waitFor(async () => pushed.find((p) => p.target.endpoint.endsWith(`/${endpoint}`)));
      expect(push.payload).toMatchObject({ body: line });
      const bell = await notificationsOf(who);
      expect(bell).toHaveLength(1);
      // The bell words the item in the reader's interface language (web); the data carries both.
      expect(bell[0]).toMatchObject({
        kind: 'alert',
        title,
        data: { noticeType: 'admit_card', titleHi, recruitment: 'Named Clerk 2026', recruitmentHi: 'नामित लिपिक 2026' },
      });
    }
  });

  it('mails an exam date with its calendar link, to applicants only', async () => {
    const recruitmentId = await newRecruitment('Applied Constable 2026');
    const applicant = await member('Exam Applicant');
    const follower = await member('Follows Every Notice');
    await apply(applicant, recruitmentId, 'APP-NUMBER-444');
    const defaults = alertPreferences.parse((await call(follower, 'GET', '/api/alerts/preferences')).json());
    await call(follower, 'PUT', '/api/alerts/preferences', {
      ...defaults,
      noticeTypes: ['job', 'result', 'admit_card', 'answer_key'],
      emailMode: 'instant',
    });
    const title = 'Applied Constable 2026: exam date';
    const noticeId = await publishNotice(recruitmentId, {
      type: 'exam_date',
      title,
      examDate: indiaDateOf(new Date(Date.now() + 30 * 86_400_000)),
      examDateStatus: 'confirmed',
    });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(applicant.email) && decodeQuotedPrintable(m.raw).includes(title),
      20_000,
    );
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Exam date: Applied Constable 2026: exam date');
    expect(body).toContain(`Add the exam to your calendar: http://localhost:3000/api/notices/${noticeId}/ics`);
    const calendar = await app.inject({
      method: 'GET',
      url: `/api/notices/${noticeId}/ics`,
      headers: { cookie: applicant.cookie },
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('BEGIN:VEVENT');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsAbout(follower, title)).toHaveLength(0);
  });

  it('tells nobody who removed their application record', async () => {
    const recruitmentId = await newRecruitment('Withdrawn Clerk 2026');
    const changedMind = await member('Changed Mind');
    await apply(changedMind, recruitmentId, 'APP-NUMBER-555');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/me/applications/${recruitmentId}`,
          headers: { origin: ORIGIN, cookie: changedMind.cookie },
        })
      ).statusCode,
    ).toBe(204);
    const witness = await member('Witness');
    await apply(witness, recruitmentId, 'APP-NUMBER-666');
    const title = 'Withdrawn Clerk 2026: result';
    await publishNotice(recruitmentId, { type: 'result', title });
    await smtp.waitFor((m) => m.to.includes(witness.email) && decodeQuotedPrintable(m.raw).includes(title), 20_000);
    expect(await notificationsOf(changedMind)).toHaveLength(0);
    expect(mailsAbout(changedMind, title)).toHaveLength(0);
  });
});
