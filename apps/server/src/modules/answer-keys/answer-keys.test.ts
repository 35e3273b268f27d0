import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  answerKeyCheckView,
  answerKeyView,
  parseOfficialKey,
  STANDING_MIN_MEMBERS,
  type CheckInput,
  type KeyAnswer,
  type ResponseSheet,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { answerKeyChecks, answerKeyScoreCounts, notices, profiles, user } from '../../db/schema.ts';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createAlertsRepository } from '../alerts/alerts.repository.ts';
import { createJobsRepository } from '../jobs/jobs.repository.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { createAnswerKeysRepository } from './answer-keys.repository.ts';
import { createAnswerKeysService } from './answer-keys.service.ts';

let app: FastifyInstance;
let db: Database;
const mailer = createCapturingMailer();
const ids: Record<string, string> = {};

/** Question `1000<n>` with options `1000<n>1`…`1000<n>4`; the key's right option is the first. */
const qid = (n: number) => `${1000 + n}00`;
const oid = (n: number, option: number) => `${qid(n)}${option}`;
const QUESTIONS = 8;
/** A changed key is scored again in a thread of its own, which takes a second or so to start. */
const POLL = { timeout: 15_000, interval: 100 };
const KEY_TEXT = [
  'Question ID\tCorrect Option ID',
  ...Array.from({ length: QUESTIONS }, (_, i) => `${qid(i + 1)}\t${oid(i + 1, 1)}`),
].join('\n');

/** A sheet choosing option `chosen[i]` (1-based, null: none) for question i + 1, in two sections. */
function sheet(chosen: Array<number | null>, shift = { date: '2026-09-10', time: '09:00' }): ResponseSheet {
  const questions = chosen.map((option, i) => ({
    questionId: qid(i + 1),
    optionIds: [1, 2, 3, 4].map((o) => oid(i + 1, o)),
    chosenOptionId: option === null ? null : oid(i + 1, option),
    status: option === null ? ('not_answered' as const) : ('answered' as const),
  }));
  return {
    shift,
    sections: [
      { name: 'General Intelligence and Reasoning', questions: questions.slice(0, chosen.length / 2) },
      { name: 'Quantitative Aptitude', questions: questions.slice(chosen.length / 2) },
    ],
  };
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function noticeOf(recruitmentId: string) {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.recruitmentId, recruitmentId), eq(notices.type, 'answer_key')));
  return row!.id;
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const jobs = createJobsRepository(db);
  const answerKeyNotice = (title: string) =>
    recruitmentFixture({
      title,
      notices: [
        { type: 'job', title: 'Notification', date: 'today-60' },
        {
          type: 'answer_key',
          title: 'Tentative answer key',
          date: 'today',
          objectionStart: 'today',
          objectionEnd: 'today+3',
          objectionFeePerQuestion: 100,
        },
      ],
    });
  ids['sscRecruitment'] = await jobs.insertContent(answerKeyNotice('SSC CGL 2026'));
  ids['ssc'] = await noticeOf(ids['sscRecruitment']);
  ids['marked'] = await noticeOf(await jobs.insertContent(answerKeyNotice('SSC CHSL 2026')));
  app = await createTestApp(db, { mailer });
  const admin = await createVerifiedUser(app, mailer, { name: 'Admin' });
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
  ids['admin'] = admin.cookie;
  const asha = await createVerifiedUser(app, mailer, { name: 'Asha' });
  ids['asha'] = asha.cookie;
  ids['ashaId'] = asha.id;
  await db.update(profiles).set({ category: 'obc', state: 'bihar' }).where(eq(profiles.id, asha.id));
  ids['bilal'] = (await createVerifiedUser(app, mailer, { name: 'Bilal' })).cookie;
});

const attach = (noticeId: string, body: Record<string, unknown>, cookie = ids['admin']) =>
  call('PUT', `/api/admin/answer-keys/${noticeId}`, cookie, {
    markingPreset: 'ssc_cgl_tier1',
    stage: 'provisional',
    keyText: KEY_TEXT,
    normalisation: 'ssc_2019',
    cutoffs: { obc: 9 },
    ...body,
  });

describe('answer keys: the admin attaches, a member checks', () => {
  it('only an admin attaches a key; a key with a question but no answer is refused by line', async () => {
    expect((await attach(ids['ssc']!, {}, ids['asha'])).statusCode).toBe(403);
    const broken = await attach(ids['ssc']!, { keyText: `${KEY_TEXT}\n${qid(9)}` });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'KEY_LINE_PROBLEM',
      message: expect.stringMatching(/^Line 10 \(100900\)/),
    });
    const saved = await attach(ids['ssc']!, {});
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ version: 1, questions: QUESTIONS, rescoring: false });
  });

  it('the editor gets the notice named with the key written back as it reads it; the audit log names it too', async () => {
    const read = await call('GET', `/api/admin/answer-keys/${ids['ssc']}`, ids['admin']);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      notice: { title: 'Tentative answer key', recruitmentId: ids['sscRecruitment'], recruitmentTitle: 'SSC CGL 2026' },
      key: { questions: QUESTIONS, keyText: expect.stringMatching(new RegExp(`^${qid(1)} ${oid(1, 1)}\\n`)) },
    });
    const [job] = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.recruitmentId, ids['sscRecruitment']!), eq(notices.type, 'job')));
    for (const method of ['GET', 'PUT'] as const) {
      const other = await (method === 'GET'
        ? call('GET', `/api/admin/answer-keys/${job!.id}`, ids['admin'])
        : attach(job!.id, {}));
      expect(other.statusCode, method).toBe(404);
    }
    const { rows } = await db.$client.query<{ summary: Record<string, unknown> }>(
      `SELECT summary FROM audit_log WHERE action = 'answer_key.save' AND target_id = $1`,
      [ids['ssc']],
    );
    expect(rows[0]?.summary).toMatchObject({ title: 'Tentative answer key', recruitmentTitle: 'SSC CGL 2026' });
  });

  it("scores a member's sheet with SSC CGL's marking, per section and in all, and stores only the answers", async () => {
    const response = await call('PUT', `/api/answer-keys/${ids['ssc']}/check`, ids['asha'], {
      sheet: sheet([1, 1, 2, null, 1, 3, 1, null]),
      markedKey: null,
    } satisfies CheckInput);
    expect(response.statusCode).toBe(200);
    const view = answerKeyCheckView.parse(response.json());
    expect(view.score).toMatchObject({ score: 7, correct: 4, wrong: 2, skipped: 2, marksLost: 1, maxScore: 16 });
    expect(view.score.sections.map((s) => [s.name, s.score])).toEqual([
      ['General Intelligence and Reasoning', 3.5],
      ['Quantitative Aptitude', 3.5],
    ]);
    expect(view.score.answers[2]).toMatchObject({
      number: 3,
      chosenOptionId: oid(3, 2),
      right: [oid(3, 1)],
      outcome: 'wrong',
    });
    expect(view.shift).toBe('2026-09-10 09:00');
    // One member so far: the groups say how many, and no rank rests on so few.
    expect(view.standing.groups).toEqual([
      { kind: 'all', value: '', members: 1, rank: null, percentile: null },
      { kind: 'shift', value: '2026-09-10 09:00', members: 1, rank: null, percentile: null },
      { kind: 'category', value: 'obc', members: 1, rank: null, percentile: null },
      { kind: 'state', value: 'bihar', members: 1, rank: null, percentile: null },
    ]);
    expect(view.standing.cutoff).toEqual({ category: 'obc', marks: 9, distance: -2 });
    const [stored] = await db.select().from(answerKeyChecks).where(eq(answerKeyChecks.userId, ids['ashaId']!));
    expect(stored).toMatchObject({ score: 700, shift: '2026-09-10 09:00', category: 'obc', state: 'bihar' });
    // Exactly what was sent: the shift, and per question its ID, option IDs, status and chosen option.
    expect(stored!.sheet).toEqual(sheet([1, 1, 2, null, 1, 3, 1, null]));
  });

  it('refuses a body carrying a name, roll number or centre, and stores nothing of it', async () => {
    const response = await call('PUT', `/api/answer-keys/${ids['ssc']}/check`, ids['bilal'], {
      sheet: { ...sheet([1, 1, 1, 1, 1, 1, 1, 1]), rollNumber: '2201234567' },
      markedKey: null,
    });
    expect(response.statusCode).toBe(400);
    const view = answerKeyView.parse((await call('GET', `/api/answer-keys/${ids['ssc']}`, ids['bilal'])).json());
    expect(view.check).toBeNull();
  });

  it('refuses the sheet of another exam or shift (questions not in the key), storing nothing', async () => {
    const other = sheet([1, 1, 1, 1]);
    other.sections[0]!.questions[0]!.questionId = '99999999';
    const response = await call('PUT', `/api/answer-keys/${ids['ssc']}/check`, ids['bilal'], {
      sheet: other,
      markedKey: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SHEET_NOT_THIS_EXAM',
      message: expect.stringContaining('1 question(s)'),
    });
    expect((await call('GET', `/api/answer-keys/${ids['ssc']}`, ids['bilal'])).json()).toMatchObject({ check: null });
  });

  it('without an attached key, an SSC sheet is scored with the right options it marks; a pasted one is asked for the file', async () => {
    await attach(ids['marked']!, { keyText: '', normalisation: 'none', cutoffs: {} });
    const pasted = await call('PUT', `/api/answer-keys/${ids['marked']}/check`, ids['bilal'], {
      sheet: sheet([1, 2, 1, 2]),
      markedKey: null,
    });
    expect(pasted.statusCode).toBe(409);
    expect(pasted.json()).toMatchObject({ code: 'ANSWER_KEY_NOT_ATTACHED' });
    // The sheet marks option 2 right everywhere but question 4, which it leaves unmarked: dropped.
    const markedKey = Object.fromEntries([1, 2, 3, 4].map((n) => [qid(n), n === 4 ? [] : [oid(n, 2)]]));
    const saved = await call('PUT', `/api/answer-keys/${ids['marked']}/check`, ids['bilal'], {
      sheet: sheet([1, 2, 1, 2]),
      markedKey,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ score: { score: 3, correct: 1, wrong: 2, discarded: 1 } });
  });

  it('rank, percentile and SSC-normalised marks among members once a group holds enough of them', async () => {
    // 40 members in each of two shifts: the morning shift scored higher than the afternoon.
    const tag = `ak-${process.pid}`;
    const service = createAnswerKeysService({ repository: createAnswerKeysRepository(db) });
    const morning: number[] = [];
    const afternoon: number[] = [];
    for (let n = 0; n < 2 * STANDING_MIN_MEMBERS + 20; n += 1) {
      const id = `${tag}-${n}`;
      await db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: true });
      const isMorning = n % 2 === 0;
      const right = isMorning ? 4 + (n % 5) : 2 + (n % 5);
      const chosen = Array.from({ length: QUESTIONS }, (_, i) => (i < right ? 1 : 2));
      const view = await service.check(ids['ssc']!, id, {
        sheet: sheet(chosen, { date: '2026-09-10', time: isMorning ? '09:00' : '13:30' }),
        markedKey: null,
      });
      (isMorning ? morning : afternoon).push(view.score.score);
    }
    // A normalisation reads the shifts' counts at most every 5 s (SHIFT_COUNTS_TTL_MS): the app's
    // copy may be from before these checks.
    const read = async () =>
      answerKeyView.parse((await call('GET', `/api/answer-keys/${ids['ssc']}`, ids['asha'])).json());
    await expect.poll(async () => (await read()).check!.standing.normalised, { timeout: 10_000 }).not.toBeNull();
    const view = await read();
    const everyone = [...morning, 7];
    const all = view.check!.standing.groups.find((g) => g.kind === 'all')!;
    // Bilal checked the other notice: not counted here.
    expect(all.members).toBe(everyone.length + afternoon.length);
    expect(all.rank).toBe(1 + everyone.concat(afternoon).filter((s) => s > 7).length);
    const shift = view.check!.standing.groups.find((g) => g.kind === 'shift')!;
    expect(shift.members).toBe(morning.length + 1);
    expect(shift.percentile).toBeCloseTo((100 * everyone.filter((s) => s <= 7).length) / everyone.length, 2);
    // The category and state groups hold only Asha: still no figure.
    expect(view.check!.standing.groups.find((g) => g.kind === 'category')).toMatchObject({ members: 1, rank: null });

    // SSC's formula, computed here from every member's marks.
    const stats = (xs: number[]) => {
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
      const top = [...xs].sort((a, b) => b - a).slice(0, Math.ceil(xs.length / 1000));
      return { mq: mean + sd, mt: top.reduce((a, b) => a + b, 0) / top.length };
    };
    const own = stats(everyone);
    const global = stats([...everyone, ...afternoon]);
    const expected = ((global.mt - global.mq) / (own.mt - own.mq)) * (7 - own.mq) + global.mq;
    expect(view.check!.standing.normalised).toEqual({
      method: 'ssc_2019',
      marks: Math.round(expected * 100) / 100,
      members: everyone.length + afternoon.length,
      shifts: 2,
    });
    expect(view.check!.standing.cutoff).toEqual({
      category: 'obc',
      marks: 9,
      distance: Math.round((expected - 9) * 100) / 100,
    });
  });

  it("an admin sees members' checks in aggregate per shift, never a member's answers", async () => {
    const response = await call('GET', `/api/admin/answer-keys/${ids['ssc']}`, ids['admin']);
    expect(response.statusCode).toBe(200);
    const { checks } = response.json() as {
      checks: { members: number; shifts: Array<{ shift: string; members: number; mean: number; sd: number }> };
    };
    const { rows } = await db.$client.query<{ shift: string; members: number; mean: number; sd: number }>(
      `SELECT shift, count(*)::int AS members, round(avg(score) / 100.0, 2)::float AS mean,
              round(stddev_pop(score) / 100.0, 2)::float AS sd
         FROM answer_key_checks WHERE notice_id = $1 GROUP BY shift ORDER BY shift`,
      [ids['ssc']],
    );
    expect(checks.shifts.map(({ shift, members, mean, sd }) => ({ shift, members, mean, sd }))).toEqual(rows);
    expect(checks.members).toBe(rows.reduce((sum, row) => sum + row.members, 0));
    expect(response.body).not.toMatch(/chosenOptionId|"sheet"|"userId"/);
    expect((await call('GET', `/api/admin/answer-keys/${ids['ssc']}`, ids['asha'])).statusCode).toBe(403);
  });

  it('a check made again, with a new score and profile, moves its count in every group: the counts equal the checks', async () => {
    const recount = async () => {
      const { rows } = await db.$client.query<{ diff: number }>(
        `WITH counted AS (
           SELECT group_kind, group_value, score, count FROM answer_key_score_counts WHERE notice_id = $1 AND count <> 0
         ), checked AS (
           SELECT 'all' AS group_kind, '' AS group_value, score, count(*)::int AS count FROM answer_key_checks WHERE notice_id = $1 GROUP BY score
           UNION ALL SELECT 'shift', shift, score, count(*)::int FROM answer_key_checks WHERE notice_id = $1 GROUP BY shift, score
           UNION ALL SELECT 'category', category, score, count(*)::int FROM answer_key_checks WHERE notice_id = $1 AND category IS NOT NULL GROUP BY category, score
           UNION ALL SELECT 'state', state, score, count(*)::int FROM answer_key_checks WHERE notice_id = $1 AND state IS NOT NULL GROUP BY state, score
         )
         SELECT count(*)::int AS diff FROM ((SELECT * FROM counted EXCEPT SELECT * FROM checked)
           UNION ALL (SELECT * FROM checked EXCEPT SELECT * FROM counted)) AS d`,
        [ids['ssc']],
      );
      return rows[0]!.diff;
    };
    expect(await recount()).toBe(0);
    await db.update(profiles).set({ category: 'sc', state: 'kerala' }).where(eq(profiles.id, ids['ashaId']!));
    const again = await call('PUT', `/api/answer-keys/${ids['ssc']}/check`, ids['asha'], {
      sheet: sheet([1, 1, 1, 1, 2, null, null, null], { date: '2026-09-10', time: '13:30' }),
      markedKey: null,
    } satisfies CheckInput);
    expect(again.statusCode).toBe(200);
    expect(await recount()).toBe(0);
    // The same sheet again moves nothing; back to her first sheet and profile, as the later tests expect.
    await db.update(profiles).set({ category: 'obc', state: 'bihar' }).where(eq(profiles.id, ids['ashaId']!));
    for (const chosen of [
      [1, 1, 1, 1, 2, null, null, null],
      [1, 1, 2, null, 1, 3, 1, null],
    ]) {
      const response = await call('PUT', `/api/answer-keys/${ids['ssc']}/check`, ids['asha'], {
        sheet: sheet(chosen),
        markedKey: null,
      } satisfies CheckInput);
      expect(response.statusCode).toBe(200);
      expect(await recount()).toBe(0);
    }
  });

  it("a member's request never waits for the shifts' counts to be read again: the old ones serve meanwhile", async () => {
    const repository = createAnswerKeysRepository(db);
    let hold = false;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reads = 0;
    const service = createAnswerKeysService({
      repository: {
        ...repository,
        shiftCounts: async (noticeId) => {
          reads += 1;
          if (hold) await gate;
          return repository.shiftCounts(noticeId);
        },
      },
      shiftCountsTtlMs: 0,
    });
    const first = await service.view(ids['ssc']!, ids['ashaId']!);
    expect(first.check!.standing.normalised).not.toBeNull();
    hold = true;
    // The counts are past their time and their new read hangs: the view is answered with the old ones.
    const hung = new Promise((resolve) => setTimeout(() => resolve('waited for the counts'), 2_000));
    const second = await Promise.race([service.view(ids['ssc']!, ids['ashaId']!), hung]);
    expect(second).toEqual(first);
    // One read at a time, however many requests come.
    await Promise.all([1, 2, 3].map(() => service.view(ids['ssc']!, ids['ashaId']!)));
    expect(reads).toBe(2);
    open();
  });

  it('a final key with a dropped question scores every check again and the counts follow', async () => {
    const finalKey = KEY_TEXT.replace(`${qid(4)}\t${oid(4, 1)}`, `${qid(4)}\tDropped`);
    const saved = await attach(ids['ssc']!, { stage: 'final', keyText: finalKey });
    expect(saved.json()).toEqual({ version: 2, questions: QUESTIONS, rescoring: true });
    // Asha left question 4 unanswered: the drop gives her its 2 marks.
    await expect
      .poll(async () => {
        const [row] = await db.select().from(answerKeyChecks).where(eq(answerKeyChecks.userId, ids['ashaId']!));
        return [row!.score, row!.keyVersion];
      }, POLL)
      .toEqual([900, 2]);
    // Her bell says so, naming the recruitment, the old and new score and the drop.
    await expect
      .poll(async () => {
        const bell = (await call('GET', '/api/notifications', ids['asha'])).json() as {
          items: Array<{ kind: string; title: string; url: string; data: Record<string, unknown> }>;
        };
        return bell.items.find((item) => item.kind === 'score_changed');
      }, POLL)
      .toEqual(
        expect.objectContaining({
          title: 'SSC CGL 2026',
          url: `/answer-key/${ids['ssc']}/check`,
          data: { from: 7, to: 9, dropped: 1 },
        }),
      );
    const view = answerKeyView.parse((await call('GET', `/api/answer-keys/${ids['ssc']}`, ids['asha'])).json());
    expect(view.stage).toBe('final');
    expect(view.objection).toEqual({
      start: expect.any(String),
      end: expect.any(String),
      feePerQuestion: 100,
      link: 'https://tsb.example.gov.in/notice',
    });
    expect(view.check!.score.answers[3]).toMatchObject({ outcome: 'discarded', marks: 2, right: null });
    const counts = await db
      .select()
      .from(answerKeyScoreCounts)
      .where(and(eq(answerKeyScoreCounts.noticeId, ids['ssc']!), eq(answerKeyScoreCounts.groupKind, 'all')));
    const checks = await db.select().from(answerKeyChecks).where(eq(answerKeyChecks.noticeId, ids['ssc']!));
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(checks.length);
    expect(counts.find((row) => row.score === 900)?.count).toBe(checks.filter((c) => c.score === 900).length);
  });

  it('a member shares their score as an image; without a check there is none', async () => {
    const card = await call('GET', `/api/answer-keys/${ids['ssc']}/check/card.png`, ids['asha']);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toBe('private, no-store');
    expect(card.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const none = await call('GET', `/api/answer-keys/${ids['marked']}/check/card.png`, ids['asha']);
    expect(none.statusCode).toBe(404);
    expect((await call('GET', `/api/answer-keys/${ids['ssc']}/check/card.png`)).statusCode).toBe(401);
  });

  it("a day before the objection window closes, a member who checked is reminded, with the check's page", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    await db.update(notices).set({ objectionEnd: tomorrow }).where(eq(notices.id, ids['marked']!));
    // The reminders' schedule runs (alerts' statement, as its queue job runs it).
    const client = await db.$client.connect();
    try {
      await createAlertsRepository(db).createReminders(client);
    } finally {
      client.release();
    }
    type Bell = { items: Array<{ kind: string; url: string; data: Record<string, unknown> }> };
    const bell = (await call('GET', '/api/notifications', ids['bilal'])).json() as Bell;
    expect(bell.items.filter((item) => item.data['dateKind'] === 'objection_end')).toEqual([
      expect.objectContaining({
        kind: 'reminder',
        url: `/answer-key/${ids['marked']}/check`,
        data: expect.objectContaining({ daysLeft: 1, date: tomorrow }),
      }),
    ]);
    // Asha checked the other notice only, whose window closes later: nothing yet.
    const hers = (await call('GET', '/api/notifications', ids['asha'])).json() as Bell;
    expect(hers.items.filter((item) => item.data['dateKind'] === 'objection_end')).toEqual([]);
  });

  it('a score change goes out by mail and push as applied-job alerts do (on unless turned off)', async () => {
    const client = await db.$client.connect();
    try {
      const made = await createAlertsRepository(db).createScoreChanges(client, [
        {
          userId: ids['ashaId']!,
          itemKey: `answer-key:${ids['ssc']}:99`,
          title: 'SSC CGL 2026',
          url: `/answer-key/${ids['ssc']}/check`,
          data: { from: 7, to: 9, dropped: 1 },
        },
      ]);
      // Mail by default; push only with a device to push to.
      expect(made).toEqual([expect.objectContaining({ userId: ids['ashaId'], email: true, push: false })]);
    } finally {
      client.release();
    }
  });

  it('objections: only questions on the sheet; forgetting a check takes it out of the counts', async () => {
    const bad = await call('PUT', `/api/answer-keys/${ids['ssc']}/check/objections`, ids['asha'], {
      questionIds: ['12345678'],
    });
    expect(bad.statusCode).toBe(400);
    const ok = await call('PUT', `/api/answer-keys/${ids['ssc']}/check/objections`, ids['asha'], {
      questionIds: [qid(3), qid(3), qid(6)],
    });
    expect(ok.json()).toMatchObject({ objections: [qid(3), qid(6)] });
    const before = await db.select().from(answerKeyChecks).where(eq(answerKeyChecks.noticeId, ids['ssc']!));
    expect((await call('DELETE', `/api/answer-keys/${ids['ssc']}/check`, ids['asha'])).statusCode).toBe(204);
    const view = answerKeyView.parse((await call('GET', `/api/answer-keys/${ids['ssc']}`, ids['bilal'])).json());
    expect(view.check).toBeNull();
    const counts = await db
      .select()
      .from(answerKeyScoreCounts)
      .where(and(eq(answerKeyScoreCounts.noticeId, ids['ssc']!), eq(answerKeyScoreCounts.groupKind, 'all')));
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(before.length - 1);
  });

  it("/applications links a recruitment the member applied to with its answer key's score check", async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const applied = await call('PUT', `/api/me/applications/${ids['sscRecruitment']}`, ids['bilal'], {
      appliedOn: today,
      applicationNumber: 'REG-1',
      feePaid: null,
      note: null,
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ application: { scoreCheckNoticeId: ids['ssc'] } });
  });

  it('a notice without a key, and a guest, get no check', async () => {
    expect((await call('GET', `/api/answer-keys/${ids['ssc']}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/answer-keys/00000000-0000-4000-8000-000000000000`, ids['asha'])).statusCode).toBe(
      404,
    );
  });

  it('a sheet scored with a key replaced meanwhile is not saved under it: the check is scored again with the new key', async () => {
    const repository = createAnswerKeysRepository(db);
    const { key } = (await repository.findKey(ids['ssc']!))!;
    const late = `late-${process.pid}`;
    await db.insert(user).values({ id: late, name: late, email: `${late}@example.test`, emailVerified: true });
    await db.insert(profiles).values({ id: late, category: 'obc' });
    // A new key version between the member's read of the key and their save: question 5 dropped as well.
    const finalKey = KEY_TEXT.replace(`${qid(4)}\t${oid(4, 1)}`, `${qid(4)}\tDropped`).replace(
      `${qid(5)}\t${oid(5, 1)}`,
      `${qid(5)}\tDropped`,
    );
    const replaceKey = () =>
      repository.saveKey(ids['ssc']!, {
        markingPreset: 'ssc_cgl_tier1',
        stage: 'final',
        entries: Object.fromEntries((parseOfficialKey(finalKey) as { entries: Map<string, KeyAnswer> }).entries),
        normalisation: 'ssc_2019',
        cutoffs: { obc: 9 },
      });
    let saves = 0;
    const service = createAnswerKeysService({
      repository: {
        ...repository,
        saveCheck: async (check) => {
          saves += 1;
          if (saves === 1) {
            const { key: replaced } = await replaceKey();
            expect(replaced.version).toBe(key.version + 1);
          }
          return repository.saveCheck(check);
        },
      },
    });
    const view = await service.check(ids['ssc']!, late, { sheet: sheet([1, 1, 1, 1, 1, 1, 1, 1]), markedKey: null });
    expect(saves).toBe(2);
    const [row] = await db.select().from(answerKeyChecks).where(eq(answerKeyChecks.userId, late));
    expect(row!.keyVersion).toBe(key.version + 1);
    // Scored with the new key: the dropped question is no longer one of its right answers.
    expect(view.score.score * 100).toBe(row!.score);
    expect(view.stage).toBe('final');
    // The key's stage and cut-offs changed without a new version: the next check (its key read a moment
    // ago, and kept) still answers with them as they are now.
    await repository.saveKey(ids['ssc']!, {
      markingPreset: 'ssc_cgl_tier1',
      stage: 'provisional',
      entries: Object.fromEntries((parseOfficialKey(finalKey) as { entries: Map<string, KeyAnswer> }).entries),
      normalisation: 'ssc_2019',
      cutoffs: { obc: 3 },
    });
    const again = await service.check(ids['ssc']!, late, { sheet: sheet([1, 1, 1, 1, 1, 1, 1, 1]), markedKey: null });
    expect(saves).toBe(3);
    expect(again.stage).toBe('provisional');
    expect(again.standing.cutoff?.marks).toBe(3);

    // The repository on its own: a save under the old version is refused and writes nothing.
    const [current] = await db.select().from(answerKeyChecks).where(eq(answerKeyChecks.userId, late));
    const refused = await repository.saveCheck({
      noticeId: ids['ssc']!,
      userId: late,
      shift: '2026-09-10 09:00',
      sheet: sheet([2, 2, 2, 2, 2, 2, 2, 2]),
      markedKey: null,
      score: -400,
      keyVersion: key.version,
    });
    expect(refused).toBeUndefined();
    const [kept] = await db.select().from(answerKeyChecks).where(eq(answerKeyChecks.userId, late));
    expect(kept).toEqual(current);
  });
});
