import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { noticesPage } from '@jobportal/shared';
import { createTestApp } from '../../testing/app.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createJobsRepository } from './jobs.repository.ts';

let app: FastifyInstance;

async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/notices${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return noticesPage.parse(response.json());
}

beforeAll(async () => {
  const { db } = await createTestDatabase();
  const jobs = createJobsRepository(db);
  await jobs.insertContent(
    recruitmentFixture({
      slug: 'ssc-cgl',
      title: 'SSC CGL Recruitment',
      notices: [
        { type: 'job', title: 'CGL notification', date: 'today-60' },
        { type: 'admit_card', title: 'CGL Tier-I admit card', titleHi: 'सीजीएल प्रवेश पत्र', date: 'today-20' },
        {
          type: 'answer_key',
          title: 'CGL Tier-I answer key',
          date: 'today-5',
          objectionStart: 'today-5',
          objectionEnd: 'today+2',
          objectionFeePerQuestion: 50,
        },
        { type: 'result', title: 'CGL Tier-I result and cut-off', date: 'today-1' },
        {
          type: 'exam_date',
          title: 'CGL Tier-II date',
          date: 'today-3',
          examDate: 'today+30',
          examDateStatus: 'confirmed',
        },
      ],
    }),
  );
  await jobs.insertContent(
    recruitmentFixture({
      slug: 'rrb-draft',
      status: 'draft',
      notices: [{ type: 'result', title: 'Hidden result of a draft', date: 'today' }],
    }),
  );
  await jobs.insertContent(
    recruitmentFixture({
      slug: 'rrb-ntpc',
      title: 'RRB NTPC',
      notices: [
        { type: 'result', title: 'RRB NTPC merit list', date: 'today-10' },
        { type: 'exam_date', title: 'NTPC CBT', date: 'today-2', examDate: 'today+10', examDateStatus: 'tentative' },
      ],
    }),
  );
  await jobs.insertContent(
    recruitmentFixture({
      slug: 'ibps-po',
      title: 'IBPS PO',
      notices: [
        { type: 'exam_date', title: 'PO prelims', date: 'today-40', examDate: 'today-20', examDateStatus: 'confirmed' },
        { type: 'exam_date', title: 'PO mains', date: 'today-30', examDate: 'today-5', examDateStatus: 'confirmed' },
        { type: 'exam_date', title: 'PO interview', date: 'today-1', examDate: 'today', examDateStatus: 'tentative' },
      ],
    }),
  );
  app = await createTestApp(db);
});

describe('GET /api/notices', () => {
  it('lists one type, newest first, each with its recruitment', async () => {
    const page = await list('?type=result');
    expect(page.items.map((item) => item.title)).toEqual(['CGL Tier-I result and cut-off', 'RRB NTPC merit list']);
    expect(page.items[0]!.recruitment).toMatchObject({ slug: 'ssc-cgl', title: 'SSC CGL Recruitment' });
    expect(page.total).toBe(2);
  });

  it('hides notices of recruitments users cannot see', async () => {
    const titles = (await list('?type=result')).items.map((item) => item.title);
    expect(titles).not.toContain('Hidden result of a draft');
  });

  it('carries the objection window and fee of answer keys', async () => {
    const [key] = (await list('?type=answer_key')).items;
    expect(key).toMatchObject({ objectionFeePerQuestion: 50 });
    expect(key!.objectionStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(key!.objectionEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('orders exam dates by the exam, soonest first, with tentative or confirmed', async () => {
    const items = (await list('?type=exam_date')).items;
    expect(items.map((item) => [item.title, item.examDateStatus])).toEqual([
      ['PO prelims', 'confirmed'],
      ['PO mains', 'confirmed'],
      ['PO interview', 'tentative'],
      ['NTPC CBT', 'tentative'],
      ['CGL Tier-II date', 'confirmed'],
    ]);
  });

  it('lists upcoming exams (today included) soonest first, and past ones latest first', async () => {
    const upcoming = await list('?type=exam_date&when=upcoming');
    expect(upcoming.items.map((item) => item.title)).toEqual(['PO interview', 'NTPC CBT', 'CGL Tier-II date']);
    expect(upcoming.total).toBe(3);
    const past = await list('?type=exam_date&when=past');
    expect(past.items.map((item) => item.title)).toEqual(['PO mains', 'PO prelims']);
    expect(past.total).toBe(2);
    const second = await list('?type=exam_date&when=past&perPage=1&page=2');
    expect(second.items.map((item) => item.title)).toEqual(['PO prelims']);
  });

  it('refuses `when` on other notice types and unknown values, with the field named', async () => {
    for (const query of ['?type=result&when=past', '?type=exam_date&when=soon']) {
      const response = await app.inject({ method: 'GET', url: `/api/notices${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json().issues.map((issue: { path: string }) => issue.path),
        query,
      ).toContain('when');
    }
  });

  it('searches notices and their recruitment, with synonyms (hall ticket → admit card)', async () => {
    expect((await list('?type=admit_card&q=hall%20ticket')).items.map((item) => item.title)).toEqual([
      'CGL Tier-I admit card',
    ]);
    expect((await list(`?type=admit_card&q=${encodeURIComponent('प्रवेश पत्र')}`)).total).toBe(1);
    expect((await list('?type=result&q=ntpc')).items.map((item) => item.title)).toEqual(['RRB NTPC merit list']);
    expect((await list('?type=result&q=cutoff')).items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['CGL Tier-I result and cut-off', 'RRB NTPC merit list']),
    );
  });

  it('refuses an unknown type', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notices?type=gossip' })).statusCode).toBe(400);
  });
});

describe('GET /api/notices/{id}', () => {
  it('returns a visible notice with its recruitment, 404 for hidden or unknown ones', async () => {
    const [result] = (await list('?type=result')).items;
    const one = await app.inject({ method: 'GET', url: `/api/notices/${result!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: result!.id, title: result!.title, recruitment: { slug: 'ssc-cgl' } });
    const missing = await app.inject({ method: 'GET', url: '/api/notices/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This notice does not exist or is no longer published.');
  });
});

describe('exam dates as iCalendar', () => {
  it('exports all exam dates as all-day events, tentative ones marked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/exam-dates.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="jobportal-exam-dates.ics"');
    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(body).toContain('SUMMARY:(Tentative) NTPC CBT');
    expect(body).toContain('SUMMARY:CGL Tier-II date');
    expect(body).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  });

  it('exports one exam date, and refuses notices without one', async () => {
    const [exam] = (await list('?type=exam_date')).items;
    const one = await app.inject({ method: 'GET', url: `/api/notices/${exam!.id}/ics` });
    expect(one.statusCode).toBe(200);
    expect(one.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const [result] = (await list('?type=result')).items;
    const none = await app.inject({ method: 'GET', url: `/api/notices/${result!.id}/ics` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This notice has no exam date.');
  });
});
