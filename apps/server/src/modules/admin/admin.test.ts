import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import {
  adminDashboard,
  adminNotice,
  adminRecruitment,
  adminUser,
  adminUsersPage,
  auditPage,
  importReport,
  jobsPage,
  noticesPage,
  story,
} from '@jobportal/shared';
import { createResponseCache } from '../../http/response-cache.ts';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { cookieHeader, createCapturingMailer, createVerifiedUser, ORIGIN, post } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { fileUpload } from '../../testing/multipart.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';

let app: FastifyInstance;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
let admin: Member;
let member: Member;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: Member | null, method: Method, url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

function uploadPdf(who: Member, url: string, file: Buffer, filename = 'notice.pdf') {
  const { payload, headers } = fileUpload(file, filename, 'application/pdf');
  return app.inject({ method: 'PUT', url, payload, headers: { origin: ORIGIN, cookie: who.cookie, ...headers } });
}

async function samplePdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([595, 842]);
  return Buffer.from(await document.save());
}

const publicSlugs = async (query = '') =>
  jobsPage.parse((await call(member, 'GET', `/api/jobs?show=all&perPage=50${query}`)).json()).items.map((i) => i.slug);

beforeAll(async () => {
  const { db } = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-admin-'));
  // A real public cache: admin writes must empty it, or users would see stale lists.
  app = await createTestApp(db, {
    mailer,
    config: testConfig({ dataDir }),
    publicCache: createResponseCache({ ttlMs: 60_000 }),
  });
  admin = await createVerifiedUser(app, mailer, { name: 'Site Admin' });
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
  member = await createVerifiedUser(app, mailer, { name: 'Plain Member' });
});

describe('recruitments', () => {
  it('creates a draft unseen by users, publishes it, archives it: users see each change at once', async () => {
    expect(await publicSlugs()).not.toContain('admin-made-recruitment');
    const created = await call(admin, 'POST', '/api/admin/recruitments', {
      ...recruitmentFixture({ slug: 'admin-made-recruitment', status: 'draft', sector: 'railway' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const recruitment = adminRecruitment.parse(created.json());
    expect(recruitment.content).toMatchObject({ slug: 'admin-made-recruitment', status: 'draft' });
    expect(await publicSlugs()).not.toContain('admin-made-recruitment');

    const published = await call(admin, 'POST', `/api/admin/recruitments/${recruitment.id}/status`, {
      status: 'published',
    });
    expect(adminRecruitment.parse(published.json()).publishedAt).not.toBeNull();
    expect(await publicSlugs()).toContain('admin-made-recruitment');

    await call(admin, 'POST', `/api/admin/recruitments/${recruitment.id}/status`, { status: 'archived' });
    expect(await publicSlugs()).not.toContain('admin-made-recruitment');
    expect((await call(member, 'GET', '/api/jobs/admin-made-recruitment')).statusCode).toBe(404);
  });

  it('schedules for a future time only, and refuses a taken slug', async () => {
    const id = adminRecruitment.parse(
      (
        await call(
          admin,
          'POST',
          '/api/admin/recruitments',
          recruitmentFixture({ slug: 'to-schedule', status: 'draft' }),
        )
      ).json(),
    ).id;
    const past = await call(admin, 'POST', `/api/admin/recruitments/${id}/status`, {
      status: 'scheduled',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a time in the future, or publish now.');
    const future = await call(admin, 'POST', `/api/admin/recruitments/${id}/status`, {
      status: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(adminRecruitment.parse(future.json()).content.status).toBe('scheduled');
    expect(await publicSlugs()).not.toContain('to-schedule');

    const taken = await call(admin, 'POST', '/api/admin/recruitments', recruitmentFixture({ slug: 'to-schedule' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another recruitment already uses this slug. Choose a different one.');
  });

  it('saves edits, checks the content contract, and duplicates into a draft', async () => {
    const created = adminRecruitment.parse(
      (await call(admin, 'POST', '/api/admin/recruitments', recruitmentFixture({ slug: 'to-edit' }))).json(),
    );
    const invalid = await call(admin, 'PUT', `/api/admin/recruitments/${created.id}`, {
      ...created.content,
      vacancies: [{ post: 'Clerk', ur: 1, obc: 1, sc: 1, st: 1, ews: 1, total: 9 }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toContainEqual({
      path: 'vacancies.0.total',
      message: 'must equal UR + OBC + SC + ST + EWS (5)',
    });
    const saved = await call(admin, 'PUT', `/api/admin/recruitments/${created.id}`, {
      ...created.content,
      title: 'Edited Recruitment 2026: 250 posts',
    });
    expect(adminRecruitment.parse(saved.json()).content.title).toBe('Edited Recruitment 2026: 250 posts');

    const copy = await call(admin, 'POST', `/api/admin/recruitments/${created.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(adminRecruitment.parse(copy.json()).content).toMatchObject({
      slug: 'to-edit-copy',
      status: 'draft',
      title: 'Edited Recruitment 2026: 250 posts (copy)',
    });
  });
});

describe('notices and their PDFs', () => {
  it('attaches a notice, takes a real PDF with its page count, and keeps old links when replaced', async () => {
    const recruitment = adminRecruitment.parse(
      (await call(admin, 'POST', '/api/admin/recruitments', recruitmentFixture({ slug: 'with-pdf' }))).json(),
    );
    const created = await call(admin, 'POST', '/api/admin/notices', {
      recruitmentId: recruitment.id,
      type: 'admit_card',
      title: 'Admit card released',
      date: '2026-11-20',
    });
    expect(created.statusCode, created.body).toBe(201);
    const notice = adminNotice.parse(created.json());

    const first = adminNotice.parse(
      (await uploadPdf(admin, `/api/admin/notices/${notice.id}/pdf`, await samplePdf(3))).json(),
    );
    expect(first.pdf).toMatchObject({ pageCount: 3 });
    const second = adminNotice.parse(
      (await uploadPdf(admin, `/api/admin/notices/${notice.id}/pdf`, await samplePdf(5))).json(),
    );
    expect(second.pdf).toMatchObject({ pageCount: 5 });
    expect(second.pdf!.fileId).not.toBe(first.pdf!.fileId);
    const oldLink = await app.inject({ method: 'GET', url: `/api/files/${first.pdf!.fileId}` });
    expect(oldLink.statusCode).toBe(200);
    expect(oldLink.headers['content-type']).toBe('application/pdf');

    const detail = await call(member, 'GET', '/api/jobs/with-pdf');
    expect(detail.json().notices.map((n: { title: string }) => n.title)).toContain('Admit card released');
  });

  it('refuses a file that is not a PDF, whatever its name, and one over 15 MB', async () => {
    const notice = adminNotice.parse(
      (
        await call(admin, 'POST', '/api/admin/notices', {
          recruitmentId: null,
          type: 'misc',
          title: 'Standalone',
          date: '2026-11-01',
        })
      ).json(),
    );
    const renamed = await uploadPdf(
      admin,
      `/api/admin/notices/${notice.id}/pdf`,
      Buffer.from('Hello, I am a text file.\n'),
      'notice.pdf',
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('This file is not a PDF. Upload the notice as a PDF file.');
    const huge = Buffer.concat([await samplePdf(1), Buffer.alloc(15 * 1024 * 1024)]);
    const tooLarge = await uploadPdf(admin, `/api/admin/notices/${notice.id}/pdf`, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('That PDF is larger than 15 MB. Choose a smaller one.');
  });
});

describe('a new notice with its PDF', () => {
  const publicResults = async () =>
    noticesPage
      .parse((await call(member, 'GET', '/api/notices?type=result&perPage=50')).json())
      .items.map((item) => item.title);

  it('stays a draft users never see while its upload fails, and is published with the PDF that is taken', async () => {
    // The admin screen creates it as a draft, then asks the upload to publish it.
    const notice = adminNotice.parse(
      (
        await call(admin, 'POST', '/api/admin/notices', {
          recruitmentId: null,
          type: 'result',
          title: 'Result with its PDF',
          date: '2026-11-02',
          status: 'draft',
        })
      ).json(),
    );
    expect(await publicResults()).not.toContain('Result with its PDF');

    const url = `/api/admin/notices/${notice.id}/pdf?status=published`;
    const notPdf = await uploadPdf(admin, url, Buffer.from('Hello, I am a text file.\n'));
    expect(notPdf.statusCode).toBe(415);
    const huge = await uploadPdf(admin, url, Buffer.concat([await samplePdf(1), Buffer.alloc(15 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(await publicResults()).not.toContain('Result with its PDF');
    expect((await call(member, 'GET', `/api/notices/${notice.id}`)).statusCode).toBe(404);

    const published = await uploadPdf(admin, url, await samplePdf(2));
    expect(published.statusCode, published.body).toBe(200);
    expect(adminNotice.parse(published.json())).toMatchObject({ status: 'published', pdf: { pageCount: 2 } });
    expect(await publicResults()).toContain('Result with its PDF');
  });

  it('schedules with the PDF when asked, refuses a schedule without a time, and leaves the status alone otherwise', async () => {
    const create = async (title: string) =>
      adminNotice.parse(
        (
          await call(admin, 'POST', '/api/admin/notices', {
            recruitmentId: null,
            type: 'result',
            title,
            date: '2026-11-03',
            status: 'draft',
          })
        ).json(),
      );
    const scheduled = await create('Result scheduled with its PDF');
    const noTime = await uploadPdf(
      admin,
      `/api/admin/notices/${scheduled.id}/pdf?status=scheduled`,
      await samplePdf(1),
    );
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const later = await uploadPdf(
      admin,
      `/api/admin/notices/${scheduled.id}/pdf?status=scheduled&publishAt=${encodeURIComponent(publishAt)}`,
      await samplePdf(1),
    );
    expect(adminNotice.parse(later.json())).toMatchObject({ status: 'scheduled' });
    expect(new Date(adminNotice.parse(later.json()).publishAt!).toISOString()).toBe(publishAt);

    const draft = await create('Result kept as a draft');
    const plain = await uploadPdf(admin, `/api/admin/notices/${draft.id}/pdf`, await samplePdf(1));
    expect(adminNotice.parse(plain.json())).toMatchObject({ status: 'draft', pdf: { pageCount: 1 } });
    expect(await publicResults()).not.toContain('Result scheduled with its PDF');
    expect(await publicResults()).not.toContain('Result kept as a draft');
  });
});

describe('bulk import', () => {
  const csv = [
    'slug,title,organisation_name,organisation_short_name,organisation_website,sector,states,qualifications,summary,total_vacancies,application_start,last_date,apply_url,official_source_url,status',
    'csv-one,CSV Recruitment One 2026,CSV Board,CSVB,https://csv.example.gov.in,bank,bihar;delhi,graduate,Demo data.,120,2026-11-01,2026-12-30,https://csv.example.gov.in/apply,https://csv.example.gov.in/n1,published',
    'csv-two,CSV Recruitment Two 2026,CSV Board,CSVB,not-a-url,navy,,graduate,Demo data.,,2026-11-01,2026-12-30,,https://csv.example.gov.in/n2,draft',
    'csv-one,Duplicate slug,CSV Board,CSVB,https://csv.example.gov.in,bank,,graduate,Demo data.,,,,,https://csv.example.gov.in/n3,draft',
  ].join('\n');

  it('reports each row’s errors in a dry run and writes nothing', async () => {
    const response = await call(admin, 'POST', '/api/admin/recruitments/import', {
      format: 'csv',
      content: csv,
      dryRun: true,
    });
    const report = importReport.parse(response.json());
    expect(report).toMatchObject({ dryRun: true, total: 3, valid: 1, created: 0 });
    expect(report.rows[0]).toMatchObject({ row: 2, slug: 'csv-one', ok: true, errors: [] });
    const second = report.rows[1]!.errors.map((error) => error.path);
    expect(second).toEqual(expect.arrayContaining(['organisation.website', 'sector']));
    expect(report.rows[2]!.errors).toContainEqual({ path: 'slug', message: 'appears twice in this file' });
    expect(await publicSlugs()).not.toContain('csv-one');
  });

  it('imports only when every row is valid; JSON takes the full content', async () => {
    const refused = importReport.parse(
      (
        await call(admin, 'POST', '/api/admin/recruitments/import', { format: 'csv', content: csv, dryRun: false })
      ).json(),
    );
    expect(refused.created).toBe(0);
    const json = JSON.stringify([recruitmentFixture({ slug: 'json-one' }), recruitmentFixture({ slug: 'json-two' })]);
    const done = importReport.parse(
      (
        await call(admin, 'POST', '/api/admin/recruitments/import', { format: 'json', content: json, dryRun: false })
      ).json(),
    );
    expect(done).toMatchObject({ total: 2, valid: 2, created: 2 });
    expect(await publicSlugs()).toEqual(expect.arrayContaining(['json-one', 'json-two']));
    const unreadable = importReport.parse(
      (
        await call(admin, 'POST', '/api/admin/recruitments/import', { format: 'json', content: '{nope', dryRun: true })
      ).json(),
    );
    expect(unreadable.rows[0]!.errors[0]!.message).toMatch(/^The file could not be read: /);
  });
});

describe('pages', () => {
  it('creates, renames and deletes a page, with unique valid slugs', async () => {
    const created = await call(admin, 'POST', '/api/admin/pages', {
      slug: 'exam-calendar',
      title: 'Exam calendar',
      body: '# Soon',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(
      (await call(admin, 'POST', '/api/admin/pages', { slug: 'exam-calendar', title: 'Again', body: '' })).statusCode,
    ).toBe(409);
    const bad = await call(admin, 'POST', '/api/admin/pages', { slug: 'Bad Slug!', title: 'Bad', body: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'slug', message: 'must be lower-case words joined by hyphens' });
    const renamed = await call(admin, 'PUT', '/api/admin/pages/exam-calendar', {
      slug: 'exam-calendar-2027',
      title: 'Exam calendar 2027',
      body: 'Dates',
    });
    expect(renamed.json()).toMatchObject({ slug: 'exam-calendar-2027', title: 'Exam calendar 2027' });
    expect((await app.inject({ method: 'GET', url: '/api/pages/exam-calendar-2027' })).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', '/api/admin/pages/exam-calendar-2027')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/pages/exam-calendar-2027' })).statusCode).toBe(404);
  });
});

describe('accounts', () => {
  it('lists accounts with paging and search by name or email', async () => {
    const page = adminUsersPage.parse((await call(admin, 'GET', '/api/admin/users?perPage=5&q=plain')).json());
    expect(page).toMatchObject({ page: 1, perPage: 5 });
    expect(page.items.map((user) => user.email)).toContain(member.email);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('grants and revokes admin, but never the admin’s own rights', async () => {
    const other = await createVerifiedUser(app, mailer, { name: 'Future Admin' });
    expect(adminUser.parse((await call(admin, 'PUT', `/api/admin/users/${other.id}/admin`)).json()).isAdmin).toBe(true);
    expect((await call(other, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
    expect(adminUser.parse((await call(admin, 'DELETE', `/api/admin/users/${other.id}/admin`)).json()).isAdmin).toBe(
      false,
    );
    expect((await call(other, 'GET', '/api/admin/dashboard')).statusCode).toBe(403);
    const self = await call(admin, 'DELETE', `/api/admin/users/${admin.id}/admin`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot remove your own admin rights.');
  });

  it('bans: the open session fails at once and sign-in is refused with a clear message; unban restores', async () => {
    const target = await createVerifiedUser(app, mailer, { name: 'Soon Banned' });
    expect((await call(target, 'GET', '/api/me/profile')).statusCode).toBe(200);
    const banned = await call(admin, 'PUT', `/api/admin/users/${target.id}/ban`, { reason: 'Spam' });
    expect(adminUser.parse(banned.json())).toMatchObject({ banned: true, banReason: 'Spam' });
    expect((await call(target, 'GET', '/api/me/profile')).statusCode).toBe(401);
    const signIn = await post(app, '/api/auth/sign-in/email', { email: target.email, password: target.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(
      'Your account has been suspended. Contact support if you think this is a mistake.',
    );
    const self = await call(admin, 'PUT', `/api/admin/users/${admin.id}/ban`, {});
    expect(self.json().message).toBe('You cannot ban yourself.');

    await call(admin, 'DELETE', `/api/admin/users/${target.id}/ban`);
    const again = await post(app, '/api/auth/sign-in/email', { email: target.email, password: target.password });
    expect(again.statusCode).toBe(200);
    expect(cookieHeader(again)).toContain('session');
  });

  it('deletes an account with its friendships, and sends reset links', async () => {
    const doomed = await createVerifiedUser(app, mailer, { name: 'Leaving Member' });
    await call(doomed, 'POST', '/api/friends/requests', { userId: member.id });
    await call(member, 'POST', `/api/friends/requests/${doomed.id}/accept`);
    expect((await call(member, 'GET', '/api/friends')).json().friends).toHaveLength(1);

    const reset = await call(admin, 'POST', `/api/admin/users/${member.id}/password-reset`);
    expect(reset.json()).toEqual({ ok: true });
    expect(mailer.outbox().some((mail) => mail.to === member.email && /update-password\?token=/.test(mail.text))).toBe(
      true,
    );

    expect((await call(admin, 'DELETE', `/api/admin/users/${doomed.id}`)).json()).toEqual({ ok: true });
    expect((await call(admin, 'GET', `/api/admin/users/${doomed.id}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', '/api/friends')).json().friends).toHaveLength(0);
    expect((await call(admin, 'DELETE', `/api/admin/users/${admin.id}`)).json().message).toBe(
      'You cannot delete your own account from the admin area.',
    );
  });
});

describe('story moderation', () => {
  it('approves, rejects with a reason, unpublishes, and refuses the wrong transition', async () => {
    const submitted = story.parse(
      (
        await call(member, 'POST', '/api/stories', {
          title: 'From a small town to the Indian Railways',
          exam: 'RRB Group D',
          year: 2024,
          post: 'Track Maintainer',
          body: 'I studied every evening after work. '.repeat(8),
          showName: true,
        })
      ).json(),
    );
    const queue = (await call(admin, 'GET', '/api/admin/stories?status=pending')).json();
    expect(queue.items.map((item: { id: string }) => item.id)).toContain(submitted.id);

    const noReason = await call(admin, 'POST', `/api/admin/stories/${submitted.id}/reject`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call(admin, 'POST', `/api/admin/stories/${submitted.id}/reject`, {
      reason: 'Add your exam roll year.',
    });
    expect(story.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Add your exam roll year.',
    });
    const edited = await call(admin, 'PATCH', `/api/admin/stories/${submitted.id}`, { year: 2023 });
    expect(story.parse(edited.json()).year).toBe(2023);
    const approved = await call(admin, 'POST', `/api/admin/stories/${submitted.id}/approve`);
    expect(story.parse(approved.json()).status).toBe('published');
    expect((await call(null, 'GET', `/api/stories/${submitted.slug}`)).statusCode).toBe(200);
    const twice = await call(admin, 'POST', `/api/admin/stories/${submitted.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A published story cannot be changed that way.');
    await call(admin, 'POST', `/api/admin/stories/${submitted.id}/unpublish`);
    expect((await call(null, 'GET', `/api/stories/${submitted.slug}`)).statusCode).toBe(404);
  });
});

describe('audit log and dashboard', () => {
  it('records every admin action with who, what and which item, filterable', async () => {
    const all = auditPage.parse((await call(admin, 'GET', '/api/admin/audit?perPage=100')).json());
    const actions = new Set(all.items.map((entry) => entry.action));
    for (const action of [
      'recruitment.create',
      'recruitment.publish',
      'recruitment.archive',
      'recruitment.update',
      'recruitment.duplicate',
      'recruitment.import',
      'notice.upload_pdf',
      'notice.replace_pdf',
      'page.create',
      'user.ban',
      'user.unban',
      'user.delete',
      'story.reject',
      'story.approve',
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(all.items[0]!.actor).toEqual({ id: admin.id, name: 'Site Admin' });
    const stories = auditPage.parse((await call(admin, 'GET', '/api/admin/audit?targetType=story')).json());
    expect(stories.items.every((entry) => entry.targetType === 'story')).toBe(true);
    const update = all.items.find((entry) => entry.action === 'recruitment.update')!;
    expect(update.summary['changed']).toEqual(['title']);
  });

  it('counts content, stories waiting and users', async () => {
    const counts = adminDashboard.parse((await call(admin, 'GET', '/api/admin/dashboard')).json());
    expect(counts.published).toBeGreaterThanOrEqual(3);
    expect(counts.archived).toBeGreaterThanOrEqual(1);
    expect(counts.scheduled).toBeGreaterThanOrEqual(1);
    expect(counts.drafts).toBeGreaterThanOrEqual(1);
    expect(counts.users).toBeGreaterThanOrEqual(3);
    expect(counts.newUsersThisWeek).toBe(counts.users);
  });
});
