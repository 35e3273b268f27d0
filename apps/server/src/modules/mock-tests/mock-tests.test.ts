import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  mockTestAttemptState,
  mockTestCatalogue,
  mockTestHistory,
  mockTestResult,
  mockTestSummary,
  type MockTestAttemptState,
  mockTestContent,
  type MockTestContent,
  type MockTestResponse,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { BUILT_IN_BANKS, readBuiltInMockTests, seedMockTests } from '../../db/seed/mock-tests-content.ts';
import { createTestApp } from '../../testing/app.ts';
import { mockTests } from '../../db/schema.ts';
import { mockTestRow } from '../../db/seed/mock-tests-content.ts';
import { RENDER_VERSION, renderMockTest, renderRichText } from './content-render.ts';
import { createMockTestsRepository } from './mock-tests.repository.ts';
import { createMockTestsService } from './mock-tests.service.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';

let app: FastifyInstance;
let db: Database;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
let asha: Member;
let bilal: Member;
let chitra: Member;
let builtIn: MockTestContent[];

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: Member | null, method: Method, url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const QUIZ = 'daily-quiz-general-studies-1';
const CGL = 'ssc-cgl-tier-1-mock-1';
const IBPS = 'ibps-po-prelims-mock-1';

const contentOf = (slug: string) => builtIn.find((test) => test.slug === slug)!;
const questionsOf = (slug: string) => contentOf(slug).sections.flatMap((section) => section.questions);

async function start(who: Member, slug: string, language: 'en' | 'hi' = 'en'): Promise<MockTestAttemptState> {
  const response = await call(who, 'POST', `/api/mock-tests/tests/${slug}/attempts`, { language });
  expect([200, 201], response.body).toContain(response.statusCode);
  return mockTestAttemptState.parse(response.json());
}

const answer = (questionKey: string, selectedIndex: number | null, markedForReview = false): MockTestResponse => ({
  questionKey,
  selectedIndex,
  markedForReview,
  timeSpentMs: 10_000,
});

const save = (who: Member, id: string, responses: MockTestResponse[], language?: 'en' | 'hi') =>
  call(who, 'PUT', `/api/mock-tests/attempts/${id}/responses`, { responses, ...(language ? { language } : {}) });

/** Moves an attempt's clock back: as if it had started `minutes` earlier. */
const ageAttempt = (id: string, minutes: number) =>
  db.$client.query(
    `UPDATE mock_test_attempts SET started_at = started_at - make_interval(mins => $2),
       deadline = deadline - make_interval(mins => $2) WHERE id = $1`,
    [id, minutes],
  );

const statusOf = async (id: string) =>
  (
    await db.$client.query<{ status: string; submitted_by: string | null; score: number | null }>(
      'SELECT status, submitted_by, score FROM mock_test_attempts WHERE id = $1',
      [id],
    )
  ).rows[0]!;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  // A fast sweep, so the test of abandoned attempts does not wait long.
  app = await createTestApp(db, { mailer, mockTestSweepMs: 200 });
  asha = await createVerifiedUser(app, mailer, { name: 'Asha Verma' });
  bilal = await createVerifiedUser(app, mailer, { name: 'Bilal Khan' });
  chitra = await createVerifiedUser(app, mailer, { name: 'Chitra Rao' });
  builtIn = await readBuiltInMockTests();
});

describe('catalogue', () => {
  it('holds the built-in tests (seeded at start and in the test template), once', async () => {
    expect(await seedMockTests(db)).toBe(0);
    const response = await call(asha, 'GET', '/api/mock-tests');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { items } = mockTestCatalogue.parse(response.json());
    const banks = BUILT_IN_BANKS.map((bank) => bank.paper.slug);
    expect(items.map((item) => item.slug).sort()).toEqual([...builtIn.map((test) => test.slug), ...banks].sort());
    // The papers of the demo question banks, made through the Word and Excel imports.
    expect(items.filter((item) => banks.includes(item.slug)).map((item) => [item.slug, item.questionCount])).toEqual([
      ['railway-practice-set-excel-bank', 12],
      ['ssc-cgl-practice-set-word-bank', 14],
    ]);
    const cgl = items.find((item) => item.slug === CGL)!;
    expect(cgl).toMatchObject({
      exam: 'SSC CGL Tier-I',
      sector: 'ssc',
      questionCount: 40,
      maxScore: 80,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      languages: ['en', 'hi'],
      attempts: 0,
      myAttempts: 0,
      myBest: null,
      inProgressAttemptId: null,
    });
    expect(cgl.sections).toHaveLength(4);
    expect(items.find((item) => item.slug === IBPS)!.sections.every((s) => s.durationMinutes === 6)).toBe(true);
    expect(response.body).not.toContain('answerIndex');
  });

  it('filters by sector and searches titles and exams', async () => {
    const bank = mockTestCatalogue.parse((await call(asha, 'GET', '/api/mock-tests?sector=bank')).json()).items;
    const bankTests = builtIn.filter((test) => test.sector === 'bank').map((test) => test.slug);
    expect(bankTests).toContain(IBPS);
    expect(bank.map((item) => item.slug).sort()).toEqual(bankTests.sort());
    const found = mockTestCatalogue.parse((await call(asha, 'GET', '/api/mock-tests?q=ntpc')).json()).items;
    expect(found.map((item) => item.slug).sort()).toEqual(['railway-practice-set-excel-bank', 'rrb-ntpc-cbt-1-mock-1']);
    const none = mockTestCatalogue.parse((await call(asha, 'GET', '/api/mock-tests?q=100%25_x')).json()).items;
    expect(none).toEqual([]);
  });

  it('needs a session, and answers bad input with 400 or 404, never 500', async () => {
    expect((await call(null, 'GET', '/api/mock-tests')).statusCode).toBe(401);
    expect((await call(null, 'POST', `/api/mock-tests/tests/${QUIZ}/attempts`, { language: 'en' })).statusCode).toBe(
      401,
    );
    for (const [method, url, body, status] of [
      ['GET', '/api/mock-tests?sector=moon', undefined, 400],
      ['GET', '/api/mock-tests?other=1', undefined, 400],
      ['GET', '/api/mock-tests/tests/NOT_A_SLUG', undefined, 400],
      ['GET', '/api/mock-tests/tests/no-such-test', undefined, 404],
      ['POST', '/api/mock-tests/tests/no-such-test/attempts', { language: 'en' }, 404],
      ['POST', `/api/mock-tests/tests/${QUIZ}/attempts`, { language: 'fr' }, 400],
      ['POST', `/api/mock-tests/tests/${QUIZ}/attempts`, {}, 400],
      ['GET', '/api/mock-tests/attempts/not-a-uuid', undefined, 400],
      ['GET', '/api/mock-tests/attempts/00000000-0000-4000-8000-000000000000', undefined, 404],
      ['PUT', '/api/mock-tests/attempts/00000000-0000-4000-8000-000000000000/responses', { responses: [] }, 404],
      ['PUT', '/api/mock-tests/attempts/00000000-0000-4000-8000-000000000000/responses', { responses: 'x' }, 400],
      ['GET', '/api/mock-tests/history?test=UPPER', undefined, 400],
    ] as const) {
      const response = await call(asha, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
    }
  });
});

describe('an attempt', () => {
  it('starts with a deadline from the server, and a second start resumes it', async () => {
    const summary = mockTestSummary.parse((await call(asha, 'GET', `/api/mock-tests/tests/${CGL}`)).json());
    expect(summary.durationMinutes).toBe(24);
    const first = await call(asha, 'POST', `/api/mock-tests/tests/${CGL}/attempts`, { language: 'hi' });
    expect(first.statusCode).toBe(201);
    const state = mockTestAttemptState.parse(first.json());
    expect(state).toMatchObject({ attemptNumber: 1, ranked: true, status: 'in_progress', language: 'hi' });
    const ms = Date.parse(state.deadline) - Date.parse(state.startedAt);
    expect(ms).toBe(24 * 60_000);
    expect(Math.abs(Date.parse(state.serverNow) - Date.now())).toBeLessThan(5_000);

    const again = await call(asha, 'POST', `/api/mock-tests/tests/${CGL}/attempts`, { language: 'en' });
    expect(again.statusCode).toBe(200);
    expect(mockTestAttemptState.parse(again.json()).id).toBe(state.id);
    const listed = mockTestSummary.parse((await call(asha, 'GET', `/api/mock-tests/tests/${CGL}`)).json());
    expect(listed.inProgressAttemptId).toBe(state.id);
  });

  it('never carries the answer key before it is submitted: no right options, no explanations', async () => {
    const state = await start(bilal, QUIZ);
    const response = await call(bilal, 'GET', `/api/mock-tests/attempts/${state.id}`);
    expect(response.statusCode).toBe(200);
    for (const secret of ['answerIndex', 'explanation', 'discarded', 'topic'])
      expect(response.body).not.toContain(secret);
    const firstQuestion = questionsOf(QUIZ)[0]!;
    expect(response.body).not.toContain(firstQuestion.explanation.en.slice(0, 30));

    const result = await call(bilal, 'GET', `/api/mock-tests/attempts/${state.id}/result`);
    expect(result.statusCode).toBe(409);
    expect(result.json()).toMatchObject({ code: 'NOT_SUBMITTED' });
    expect(result.body).not.toContain('answerIndex');
  });

  it('saves responses as they are made and gives them back on a reload, with the language', async () => {
    const state = await start(chitra, QUIZ);
    const [q1, q2, q3] = questionsOf(QUIZ);
    const saved = await save(chitra, state.id, [answer(q1!.key, 2), answer(q2!.key, null, true)], 'hi');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: 2, deadline: state.deadline });
    // A later save of the same question replaces it; others are kept.
    expect((await save(chitra, state.id, [answer(q1!.key, 1, true), answer(q3!.key, null)])).statusCode).toBe(200);

    const reloaded = mockTestAttemptState.parse(
      (await call(chitra, 'GET', `/api/mock-tests/attempts/${state.id}`)).json(),
    );
    expect(reloaded.language).toBe('hi');
    expect(reloaded.deadline).toBe(state.deadline);
    expect(
      Object.fromEntries(reloaded.responses.map((r) => [r.questionKey, [r.selectedIndex, r.markedForReview]])),
    ).toEqual({ [q1!.key]: [1, true], [q2!.key]: [null, true], [q3!.key]: [null, false] });
  });

  it('refuses a question or an option the paper does not have', async () => {
    const state = await start(chitra, QUIZ);
    const unknown = await save(chitra, state.id, [answer('no-such-question', 0)]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_QUESTION' });
    const badOption = await save(chitra, state.id, [answer(questionsOf(QUIZ)[0]!.key, 5)]);
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json()).toMatchObject({ code: 'UNKNOWN_OPTION' });
    const tooLong = await save(chitra, state.id, [{ ...answer(questionsOf(QUIZ)[0]!.key, 0), timeSpentMs: -1 }]);
    expect(tooLong.statusCode).toBe(400);
  });

  it('is the owner’s alone: another user gets 404 for reading, saving, submitting or its result', async () => {
    const state = await start(asha, QUIZ);
    for (const [method, url, body] of [
      ['GET', `/api/mock-tests/attempts/${state.id}`, undefined],
      ['PUT', `/api/mock-tests/attempts/${state.id}/responses`, { responses: [] }],
      ['POST', `/api/mock-tests/attempts/${state.id}/submit`, undefined],
      ['GET', `/api/mock-tests/attempts/${state.id}/result`, undefined],
    ] as const) {
      const response = await call(bilal, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('answerIndex');
    }
    // Submitted, it stays private, answer key and all.
    expect((await call(asha, 'POST', `/api/mock-tests/attempts/${state.id}/submit`)).statusCode).toBe(200);
    const other = await call(bilal, 'GET', `/api/mock-tests/attempts/${state.id}/result`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('answerIndex');
    const history = mockTestHistory.parse((await call(bilal, 'GET', '/api/mock-tests/history')).json());
    expect(history.items.map((item) => item.id)).not.toContain(state.id);
  });
});

describe('the deadline', () => {
  it('refuses answers after it with a clear 409, and the attempt is submitted with what was saved', async () => {
    const [q1, q2] = questionsOf(CGL);
    const state = await start(bilal, CGL);
    expect((await save(bilal, state.id, [answer(q1!.key, q1!.answerIndex!)])).statusCode).toBe(200);
    await ageAttempt(state.id, 25);
    const late = await save(bilal, state.id, [answer(q2!.key, q2!.answerIndex!)]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'TIME_OVER' });
    expect(late.json().message).toMatch(/time for this test is over/);

    const result = mockTestResult.parse(
      (await call(bilal, 'GET', `/api/mock-tests/attempts/${state.id}/result`)).json(),
    );
    expect(result.attempt.submittedBy).toBe('deadline');
    expect(result.score).toMatchObject({ correct: 1, wrong: 0, score: 2 });
    expect(Date.parse(result.attempt.submittedAt)).toBeLessThanOrEqual(Date.parse(state.deadline) - 25 * 60_000);
    // Submitting afterwards changes nothing and gives the same result.
    const submitted = mockTestResult.parse(
      (await call(bilal, 'POST', `/api/mock-tests/attempts/${state.id}/submit`)).json(),
    );
    expect(submitted.score.score).toBe(2);
  });

  it('shows the result while another instance is still submitting the attempt: the read waits for it', async () => {
    const state = await start(bilal, QUIZ);
    await ageAttempt(state.id, 11);
    // Another instance's sweep holds the row while it finalises (CI once saw 409 NOT_SUBMITTED here).
    const sweep = await db.$client.connect();
    try {
      await sweep.query('BEGIN');
      await sweep.query('SELECT id FROM mock_test_attempts WHERE id = $1 FOR UPDATE', [state.id]);
      const reading = call(bilal, 'GET', `/api/mock-tests/attempts/${state.id}/result`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sweep.query('COMMIT');
      const response = await reading;
      expect(response.statusCode, response.body).toBe(200);
      expect(mockTestResult.parse(response.json()).attempt.submittedBy).toBe('deadline');
    } finally {
      sweep.release();
    }
  });

  it('is kept by the server: an abandoned attempt is submitted at its deadline with no request from anyone', async () => {
    const [q1] = questionsOf(QUIZ);
    const state = await start(bilal, QUIZ);
    await save(bilal, state.id, [answer(q1!.key, q1!.answerIndex!)]);
    // The browser is gone; the deadline passes.
    await ageAttempt(state.id, 11);
    await expect
      .poll(async () => (await statusOf(state.id)).status, { timeout: 5_000, interval: 100 })
      .toBe('submitted');
    expect(await statusOf(state.id)).toEqual({ status: 'submitted', submitted_by: 'deadline', score: 1 });
  });

  it('is submitted once when several instances sweep at the same time', async () => {
    const due = [await start(chitra, CGL), await start(bilal, IBPS)];
    // Another instance's sweep must not race this test's app: take both straight past their deadlines.
    await Promise.all(due.map((state) => ageAttempt(state.id, 60)));
    const instances = [1, 2, 3].map(() => createMockTestsService(createMockTestsRepository(db)));
    const counts = await Promise.all(instances.map((service) => service.submitDue()));
    // The test app's own 200 ms sweep may have taken some; together, each attempt exactly once.
    expect(counts.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(due.length);
    for (const state of due) expect((await statusOf(state.id)).status).toBe('submitted');
    const { rows } = await db.$client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mock_test_attempts WHERE id = ANY($1) AND status = 'submitted'`,
      [due.map((state) => state.id)],
    );
    expect(rows[0]!.n).toBe(2);
    expect(await instances[0]!.submitDue()).toBe(0);
  });

  it('locks a section when its own timer ends, and opens the next one (IBPS: 3 × 6 minutes)', async () => {
    const state = await start(chitra, IBPS);
    const [english, quant] = contentOf(IBPS).sections;
    expect(state.sections.map((w) => (Date.parse(w.closesAt) - Date.parse(state.startedAt)) / 60_000)).toEqual([
      6, 12, 18,
    ]);
    expect((await save(chitra, state.id, [answer(english!.questions[0]!.key, 0)])).statusCode).toBe(200);
    const early = await save(chitra, state.id, [answer(quant!.questions[0]!.key, 0)]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'SECTION_NOT_OPEN' });

    await ageAttempt(state.id, 7);
    const locked = await save(chitra, state.id, [answer(english!.questions[1]!.key, 0)]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'SECTION_LOCKED' });
    expect((await save(chitra, state.id, [answer(quant!.questions[0]!.key, 1)])).statusCode).toBe(200);
  });
});

describe('results', () => {
  it('score the attempt, rank first attempts with shared ranks for ties, and leave re-attempts unranked', async () => {
    const questions = questionsOf('rrb-ntpc-cbt-1-mock-1');
    const slug = 'rrb-ntpc-cbt-1-mock-1';
    const right = (n: number) => questions.slice(0, n).map((q) => answer(q.key, q.answerIndex!));
    const wrongOne = (q = questions[29]!) => answer(q.key, (q.answerIndex! + 1) % q.options.length);

    async function sit(who: Member, responses: MockTestResponse[]) {
      const state = await start(who, slug);
      expect((await save(who, state.id, responses)).statusCode).toBe(200);
      const response = await call(who, 'POST', `/api/mock-tests/attempts/${state.id}/submit`);
      expect(response.statusCode, response.body).toBe(200);
      return mockTestResult.parse(response.json());
    }

    // Asha: 10 right, 1 wrong at −1/3 → 9.67. Bilal: the same. Chitra: 12 right → 12.
    const a = await sit(asha, [...right(10), wrongOne()]);
    expect(a.score).toMatchObject({
      correct: 10,
      wrong: 1,
      skipped: 19,
      score: 9.67,
      marksLost: 0.33,
      accuracy: 90.91,
    });
    expect(a).toMatchObject({ rank: 1, percentile: '100.0000000' });
    const b = await sit(bilal, [...right(10), wrongOne()]);
    expect(b).toMatchObject({ rank: 1, percentile: '100.0000000' });
    const c = await sit(chitra, right(12));
    expect(c).toMatchObject({ rank: 1, percentile: '100.0000000' });
    const aAgain = mockTestResult.parse(
      (await call(asha, 'GET', `/api/mock-tests/attempts/${a.attempt.id}/result`)).json(),
    );
    expect(aAgain).toMatchObject({ rank: 2, percentile: '66.6666667' });
    expect(aAgain.comparison).toMatchObject({
      attempts: 3,
      topper: { score: 12, accuracy: 100 },
      average: { score: 10.45 },
    });

    // A re-attempt is practice: scored, not ranked, and not in the comparison.
    const practice = await sit(asha, right(30));
    expect(practice.attempt).toMatchObject({ attemptNumber: 2, ranked: false, submittedBy: 'candidate' });
    expect(practice).toMatchObject({ rank: null, percentile: null });
    expect(practice.score.score).toBe(30);
    expect(practice.comparison.attempts).toBe(3);

    // The review: every question with the answer given, the right one and explanations in both languages.
    const reviewed = practice.review.flatMap((section) => section.questions);
    expect(reviewed).toHaveLength(30);
    expect(reviewed[0]).toMatchObject({
      type: 'single',
      answerIndexes: [questions[0]!.answerIndex],
      selectedIndex: questions[0]!.answerIndex,
      outcome: 'correct',
      // As the server rendered it when the paper was saved.
      explanation: {
        en: renderRichText(questions[0]!.explanation.en).html,
        hi: renderRichText(questions[0]!.explanation.hi!).html,
      },
    });
    expect(reviewed[0]!.explanation.en).toMatch(/^<p>.+<\/p>$/);
    expect(reviewed[0]!.explanation.hi).toMatch(/[\u0900-\u097F]/);
    expect(practice.sections.map((s) => s.questions)).toEqual([10, 10, 10]);
    expect(practice.topics.length).toBeGreaterThan(1);

    const history = mockTestHistory.parse((await call(asha, 'GET', `/api/mock-tests/history?test=${slug}`)).json());
    expect(history.items.map((item) => [item.attemptNumber, item.score, item.ranked])).toEqual([
      [2, 30, false],
      [1, 9.67, true],
    ]);
    const catalogue = mockTestCatalogue.parse((await call(asha, 'GET', '/api/mock-tests?sector=railway')).json());
    expect(catalogue.items[0]).toMatchObject({ attempts: 4, myAttempts: 2, myBest: 30 });
  });
});

describe('a real paper: maths, tables, a passage set, multiple and numeric answers', () => {
  const RICH = 'rich-paper-practice-1';
  const text = (en: string, hi: string) => ({ en, hi });
  const content = mockTestContent.parse({
    slug: RICH,
    title: 'Rich paper practice',
    titleHi: 'समृद्ध प्रश्नपत्र अभ्यास',
    exam: 'CUET-style practice',
    sector: 'teaching',
    description: text('Maths, a table, numeric answers.', 'गणित, तालिका, संख्यात्मक उत्तर।'),
    durationMinutes: 20,
    marksPerQuestion: 4,
    negativeMarks: 1,
    sections: [
      {
        key: 'quant',
        title: 'Quant',
        titleHi: 'गणित',
        passages: [
          {
            key: 'sales',
            text: text(
              '| Year | Units |\n|---|---:|\n| 2023 | 40 |\n| 2024 | 50 |',
              '| वर्ष | इकाइयाँ |\n|---|---:|\n| 2023 | 40 |\n| 2024 | 50 |',
            ),
          },
        ],
        questions: [
          {
            key: 'r-single',
            topic: 'algebra',
            text: text(
              'If $x + \\frac{1}{x} = 3$, find $x^2 + \\frac{1}{x^2}$.',
              'यदि $x + \\frac{1}{x} = 3$ है, तो $x^2 + \\frac{1}{x^2}$ ज्ञात कीजिए।',
            ),
            options: [text('$7$', '$7$'), text('$9$', '$9$'), text('$11$', '$11$'), text('$5$', '$5$')],
            answerIndex: 0,
            explanation: text(
              '$$\\left(x + \\frac{1}{x}\\right)^2 - 2 = 7$$',
              '$$\\left(x + \\frac{1}{x}\\right)^2 - 2 = 7$$',
            ),
          },
          {
            key: 'r-growth',
            topic: 'data-interpretation',
            type: 'numeric',
            passage: 'sales',
            text: text('By what per cent did units grow from 2023 to 2024?', '2023 से 2024 तक इकाइयाँ कितने प्रतिशत बढ़ीं?'),
            answer: 25,
            tolerance: 0,
            explanation: text('$\\frac{10}{40} = 25\\%$', '$\\frac{10}{40} = 25\\%$'),
          },
          {
            key: 'r-years',
            topic: 'data-interpretation',
            type: 'multiple',
            passage: 'sales',
            text: text('In which years were more than 35 units sold?', 'किन वर्षों में 35 से अधिक इकाइयाँ बिकीं?'),
            options: [text('2023', '2023'), text('2024', '2024'), text('Neither', 'कोई नहीं')],
            answerIndexes: [0, 1],
            explanation: text('40 and 50 are both above 35.', '40 और 50 दोनों 35 से अधिक हैं।'),
          },
        ],
      },
    ],
  });
  const rich = (selectedIndex: number | null, extra: Partial<MockTestResponse> = {}) => ({
    ...answer('r-single', selectedIndex),
    ...extra,
  });

  beforeAll(async () => {
    await db
      .insert(mockTests)
      .values(mockTestRow(content, renderMockTest(content).rendered))
      .onConflictDoNothing();
  });

  it('gives the player its texts as HTML with MathML, the set’s passage with its question numbers, and no key', async () => {
    const state = await start(asha, RICH, 'hi');
    const [section] = state.paper.sections;
    expect(section!.passages).toEqual([
      {
        key: 'sales',
        text: { en: expect.stringContaining('<table>'), hi: expect.stringContaining('<th>वर्ष</th>') },
        firstNumber: 2,
        lastNumber: 3,
      },
    ]);
    const [single, growth, years] = section!.questions;
    expect(single!.text.hi).toMatch(/^<p>यदि <math>.*<mfrac>/);
    expect(single!.options[0]!.en).toContain('<mn>7</mn>');
    expect(growth).toMatchObject({ type: 'numeric', passage: 'sales', options: [], marks: 4, negativeMarks: 0 });
    expect(years).toMatchObject({ type: 'multiple', passage: 'sales', negativeMarks: 1 });
    const body = (await call(asha, 'GET', `/api/mock-tests/attempts/${state.id}`)).body;
    for (const secret of ['answerIndexes', 'tolerance', '"answer"', 'explanation']) expect(body).not.toContain(secret);
  });

  it('takes each answer in the form its question asks for, and refuses the rest with a clear 400', async () => {
    const state = await start(bilal, RICH);
    const misfit = async (response: MockTestResponse, code: string, message: string) => {
      const refused = await save(bilal, state.id, [response]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code, message });
    };
    await misfit(
      { ...answer('r-growth', 1) },
      'ANSWER_DOES_NOT_FIT',
      'Question "r-growth" takes a number typed in, not an option.',
    );
    await misfit(
      { ...answer('r-growth', null), value: 'about 25' },
      'ANSWER_DOES_NOT_FIT',
      'Type a number, such as 42, -3 or 12.5.',
    );
    await misfit({ ...answer('r-years', 0) }, 'ANSWER_DOES_NOT_FIT', 'Question "r-years" takes its options as a list.');
    await misfit(
      rich(null, { selectedIndexes: [0, 1] }),
      'ANSWER_DOES_NOT_FIT',
      'Question "r-single" takes one option, not several.',
    );
    await misfit(
      rich(0, { value: '7' }),
      'ANSWER_DOES_NOT_FIT',
      'Question "r-single" takes an option, not a typed answer.',
    );
    await misfit(
      { ...answer('r-years', null), selectedIndexes: [0, 4] },
      'UNKNOWN_OPTION',
      'Question "r-years" has no such option.',
    );

    const saved = await save(bilal, state.id, [
      rich(0),
      { ...answer('r-growth', null), value: '25' },
      { ...answer('r-years', null), selectedIndexes: [1, 0] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const reloaded = mockTestAttemptState.parse(
      (await call(bilal, 'GET', `/api/mock-tests/attempts/${state.id}`)).json(),
    );
    expect(reloaded.responses.find((r) => r.questionKey === 'r-growth')).toMatchObject({ value: '25' });
    expect(reloaded.responses.find((r) => r.questionKey === 'r-years')).toMatchObject({ selectedIndexes: [1, 0] });

    const result = mockTestResult.parse(
      (await call(bilal, 'POST', `/api/mock-tests/attempts/${state.id}/submit`)).json(),
    );
    expect(result.score).toMatchObject({ correct: 3, wrong: 0, score: 12, maxScore: 12 });
    const review = result.review[0]!;
    expect(review.passages[0]).toMatchObject({ key: 'sales', firstNumber: 2, lastNumber: 3 });
    expect(review.questions.map((q) => [q.key, q.type, q.answerIndexes, q.answer, q.tolerance, q.outcome])).toEqual([
      ['r-single', 'single', [0], null, null, 'correct'],
      ['r-growth', 'numeric', [], 25, 0, 'correct'],
      ['r-years', 'multiple', [0, 1], null, null, 'correct'],
    ]);
    expect(review.questions[2]).toMatchObject({ selectedIndexes: [0, 1], value: null });
    expect(review.questions[1]).toMatchObject({ value: '25', selectedIndexes: [] });
    expect(review.questions[0]!.explanation.en).toContain('<math display="block"');
  });

  it('marks a wrong multiple answer all or nothing, and a wrong numeric answer without a deduction', async () => {
    const state = await start(chitra, RICH);
    await save(chitra, state.id, [
      { ...answer('r-growth', null), value: '20' },
      { ...answer('r-years', null), selectedIndexes: [1] },
    ]);
    const result = mockTestResult.parse(
      (await call(chitra, 'POST', `/api/mock-tests/attempts/${state.id}/submit`)).json(),
    );
    expect(result.review[0]!.questions.map((q) => [q.outcome, q.marks])).toEqual([
      ['skipped', 0],
      ['wrong', 0],
      ['wrong', -1],
    ]);
    expect(result.score).toMatchObject({ score: -1, marksLost: 1 });
  });

  it('renders a paper stored before rendering existed on its first read, and keeps the result', async () => {
    await db.$client.query('UPDATE mock_tests SET rendered = NULL WHERE slug = $1', [RICH]);
    const repository = createMockTestsRepository(db);
    const paper = await repository.paper(RICH);
    expect(paper!.rendered.questions['r-single']!.text.en).toContain('<math>');
    const { rows } = await db.$client.query<{ rendered: { version: number } | null }>(
      'SELECT rendered FROM mock_tests WHERE slug = $1',
      [RICH],
    );
    expect(rows[0]!.rendered?.version).toBe(RENDER_VERSION);
  });
});

describe('the built-in figures', () => {
  it('are stored at start and shown in the SSC CGL paper with their alt text, listed for the player to fetch', async () => {
    const { rows } = await db.$client.query<{ count: number }>('SELECT count(*)::int AS count FROM mock_test_figures');
    expect(rows[0]!.count).toBeGreaterThanOrEqual(10);
    const state = await start(chitra, 'ssc-cgl-tier-1-maths-mock-1', 'hi');
    const questions = state.paper.sections.flatMap((section) => section.questions);
    const series = questions.find((question) => question.key === 'gi-figure-series')!;
    expect(series.text.hi).toMatch(
      /<img class="rich-figure" src="\/api\/files\/[0-9a-f-]{36}" width="1080" height="\d+" alt="एक पंक्ति में चार/,
    );
    expect(series.options.every((option) => option.en.includes('<picture><source type="image/webp"'))).toBe(true);
    expect(state.paper.figures.length).toBeGreaterThanOrEqual(10);
    const quant = state.paper.sections.find((section) => section.key === 'quantitative-aptitude')!;
    expect(quant.passages.find((passage) => passage.key === 'factories-chart')!.text.en).toContain(
      'alt="Bar chart of production',
    );
  });
});
