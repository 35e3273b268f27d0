import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminMockTests,
  auditPage,
  mockTestCatalogue,
  mockTestImportReport,
  type MockTestContentInput,
} from '@jobportal/shared';
import { readBuiltInMockTests } from '../../db/seed/mock-tests-content.ts';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';

let app: FastifyInstance;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
let admin: Member;
let member: Member;

const call = (who: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { origin: ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

/** A small English-only paper of two questions, 2 marks each, −0.5 for a wrong answer. */
function paper(slug: string, title = 'Reasoning drill'): MockTestContentInput {
  const question = (key: string, answerIndex: number) => ({
    key,
    topic: 'analogy',
    text: { en: `Question ${key}: which option completes the pattern?` },
    options: [{ en: 'Alpha' }, { en: 'Beta' }, { en: 'Gamma' }, { en: 'Delta' }],
    answerIndex,
    explanation: { en: `Option ${answerIndex + 1} follows the rule of the pattern.` },
  });
  return {
    slug,
    title,
    exam: 'SSC CGL Tier-I',
    sector: 'ssc',
    description: { en: 'Two questions for a quick check.' },
    languages: ['en'],
    durationMinutes: 5,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    sections: [{ key: 'reasoning', title: 'Reasoning', questions: [question('q1', 1), question('q2', 3)] }],
  };
}

const importPaper = (content: unknown, dryRun: boolean, preview = false) =>
  call(admin, 'POST', '/api/admin/mock-tests/import', { content, dryRun, preview });

const catalogueSlugs = async () =>
  mockTestCatalogue.parse((await call(member, 'GET', '/api/mock-tests')).json()).items.map((test) => test.slug);

beforeAll(async () => {
  const { db } = await createTestDatabase();
  app = await createTestApp(db, { mailer });
  member = await createVerifiedUser(app, mailer, { name: 'Meera Candidate' });
  admin = await createVerifiedUser(app, mailer, { name: 'Site Admin' });
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
});

describe('mock-test papers for admins', () => {
  it('lists every built-in paper with its size and use', async () => {
    const builtIn = await readBuiltInMockTests();
    const response = await call(admin, 'GET', '/api/admin/mock-tests');
    expect(response.statusCode).toBe(200);
    const { items } = adminMockTests.parse(response.json());
    expect(items.map((item) => item.slug).sort()).toEqual(builtIn.map((test) => test.slug).sort());
    const first = builtIn[0]!;
    expect(items.find((item) => item.slug === first.slug)).toMatchObject({
      title: first.title,
      sections: first.sections.length,
      questionCount: first.sections.reduce((sum, section) => sum + section.questions.length, 0),
      active: true,
      attempts: 0,
    });
  });

  it('gives one paper as authored, answer key included', async () => {
    const [first] = await readBuiltInMockTests();
    const response = await call(admin, 'GET', `/api/admin/mock-tests/${first!.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(first)));
    expect((await call(admin, 'GET', '/api/admin/mock-tests/no-such-paper')).statusCode).toBe(404);
  });

  it('checks a paper without saving it, and names each problem by its place in the document', async () => {
    const broken = paper('broken-drill');
    broken.sections[0]!.questions[1]!.answerIndex = 7;
    const response = await importPaper(broken, false);
    expect(response.statusCode).toBe(200);
    const report = mockTestImportReport.parse(response.json());
    expect(report).toMatchObject({ valid: false, saved: false, test: null });
    expect(report.issues).toEqual([
      { path: 'sections.0.questions.1.answerIndex', message: 'must point to one of the 4 options (0–3)' },
    ]);
    const untimed = paper('broken-drill');
    delete (untimed as { durationMinutes?: number }).durationMinutes;
    const missing = mockTestImportReport.parse((await importPaper(untimed, false)).json());
    expect(missing.issues.map((issue) => issue.path)).toEqual(['durationMinutes']);
    expect(await catalogueSlugs()).not.toContain('broken-drill');

    const dry = mockTestImportReport.parse((await importPaper(paper('reasoning-drill-1'), true)).json());
    expect(dry).toEqual({
      valid: true,
      issues: [],
      test: { slug: 'reasoning-drill-1', title: 'Reasoning drill', sections: 1, questions: 2, maxScore: 4 },
      replaces: false,
      saved: false,
      preview: null,
    });
    expect(await catalogueSlugs()).not.toContain('reasoning-drill-1');
  });

  it('refuses malformed LaTeX, naming the text and the formula, and saves nothing', async () => {
    const broken = paper('maths-drill-1');
    broken.sections[0]!.questions[1]!.text = { en: 'Simplify $\\frac{3}{4$ quickly.' };
    const report = mockTestImportReport.parse((await importPaper(broken, false)).json());
    expect(report).toMatchObject({ valid: false, saved: false });
    expect(report.issues).toEqual([
      {
        path: 'sections.0.questions.1.text.en',
        message: expect.stringMatching(/^the formula \$\\frac\{3\}\{4\$ is not valid LaTeX: .*end of input/),
      },
    ]);
    expect(await catalogueSlugs()).not.toContain('maths-drill-1');
  });

  it('previews a paper as the candidate will see it, in both languages, before saving it', async () => {
    const bilingual = paper('maths-drill-2');
    bilingual.languages = ['en', 'hi'];
    bilingual.titleHi = 'गणित अभ्यास';
    bilingual.description = { en: 'Two questions.', hi: 'दो प्रश्न।' };
    bilingual.sections[0]!.titleHi = 'तर्कशक्ति';
    for (const question of bilingual.sections[0]!.questions) {
      question.text = { en: 'Find $\\sqrt{144}$.', hi: '$\\sqrt{144}$ का मान ज्ञात कीजिए।' };
      question.options = question.options!.map((option, i) => ({ en: `$${i + 10}$`, hi: `$${i + 10}$` }));
      question.explanation = { en: '$12^2 = 144$', hi: '$12^2 = 144$' };
    }
    const report = mockTestImportReport.parse((await importPaper(bilingual, true, true)).json());
    expect(report).toMatchObject({ valid: true, saved: false });
    const question = report.preview!.sections[0]!.questions[0]!;
    expect(question.text.en).toMatch(/^<p>Find <math>.*<msqrt><mn>144<\/mn><\/msqrt>/);
    expect(question.text.hi).toMatch(/<\/math> का मान ज्ञात कीजिए।<\/p>$/);
    expect(question.options[2]!.hi).toContain('<mn>12</mn>');
    // The preview is the candidate's paper: no key in it.
    expect(JSON.stringify(report.preview)).not.toMatch(/answerIndex|explanation/);
    expect(await catalogueSlugs()).not.toContain('maths-drill-2');
  });

  it('saves a new paper for candidates, replaces it while nobody has attempted it, then refuses to', async () => {
    const created = await importPaper(paper('reasoning-drill-2'), false);
    expect(created.statusCode).toBe(201);
    expect(mockTestImportReport.parse(created.json())).toMatchObject({ valid: true, saved: true, replaces: false });
    expect(await catalogueSlugs()).toContain('reasoning-drill-2');

    const replaced = await importPaper(paper('reasoning-drill-2', 'Reasoning drill (corrected)'), false);
    expect(replaced.statusCode).toBe(201);
    expect(mockTestImportReport.parse(replaced.json())).toMatchObject({ saved: true, replaces: true });

    const started = await call(member, 'POST', '/api/mock-tests/tests/reasoning-drill-2/attempts', { language: 'en' });
    expect([200, 201]).toContain(started.statusCode);
    const refused = mockTestImportReport.parse((await importPaper(paper('reasoning-drill-2', 'Again'), false)).json());
    expect(refused).toMatchObject({ valid: false, saved: false, replaces: true });
    expect(refused.issues).toEqual([
      {
        path: 'slug',
        message:
          'Candidates have attempted “reasoning-drill-2” 1 time: their results must keep these questions. ' +
          'Import the changed paper under a new slug (e.g. “reasoning-drill-2-v2”) and retire this one.',
      },
    ]);
    const list = adminMockTests.parse((await call(admin, 'GET', '/api/admin/mock-tests')).json()).items;
    expect(list.find((item) => item.slug === 'reasoning-drill-2')).toMatchObject({
      title: 'Reasoning drill (corrected)',
      attempts: 1,
    });
  });

  it('retires a paper from the catalogue and restores it', async () => {
    await importPaper(paper('reasoning-drill-3'), false);
    const retire = await call(admin, 'PATCH', '/api/admin/mock-tests/reasoning-drill-3', { active: false });
    expect(retire.statusCode).toBe(204);
    expect(await catalogueSlugs()).not.toContain('reasoning-drill-3');
    await call(admin, 'PATCH', '/api/admin/mock-tests/reasoning-drill-3', { active: true });
    expect(await catalogueSlugs()).toContain('reasoning-drill-3');
    expect((await call(admin, 'PATCH', '/api/admin/mock-tests/no-such-paper', { active: false })).statusCode).toBe(404);
  });

  it('records each write in the audit log', async () => {
    const { items } = auditPage.parse((await call(admin, 'GET', '/api/admin/audit?targetType=mock_test')).json());
    const actions = items.map((entry) => `${entry.action} ${entry.targetId}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'mock_test.create reasoning-drill-2',
        'mock_test.update reasoning-drill-2',
        'mock_test.retire reasoning-drill-3',
        'mock_test.restore reasoning-drill-3',
      ]),
    );
  });

  it('is for admins only', async () => {
    expect((await call(member, 'GET', '/api/admin/mock-tests')).statusCode).toBe(403);
    expect((await importPaper(paper('sneaky'), false)).statusCode).toBe(201);
    const asMember = await call(member, 'POST', '/api/admin/mock-tests/import', {
      content: paper('sneaky-2'),
      dryRun: false,
    });
    expect(asMember.statusCode).toBe(403);
  });
});
