import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminMockTests,
  auditPage,
  mockTestCatalogue,
  mockTestBankReport,
  mockTestImportReport,
  type MockTestContentInput,
} from '@jobportal/shared';
import sharp from 'sharp';
import { mockTestFigure, mockTestPaper } from '@jobportal/shared';
import { BUILT_IN_BANKS, readBuiltInMockTests } from '../../db/seed/mock-tests-content.ts';
import { createTestApp } from '../../testing/app.ts';
import { bankCsv, bankDocx, bankXlsx } from '../../testing/bank-files.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { fileUpload } from '../../testing/multipart.ts';
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
    expect(items.map((item) => item.slug).sort()).toEqual(
      [...builtIn.map((test) => test.slug), ...BUILT_IN_BANKS.map((bank) => bank.paper.slug)].sort(),
    );
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

function uploadFigure(who: Member, file: Buffer, filename = 'figure.png', type = 'image/png') {
  const { payload, headers } = fileUpload(file, filename, type);
  return app.inject({
    method: 'POST',
    url: '/api/admin/mock-tests/figures',
    payload,
    headers: { origin: ORIGIN, cookie: who.cookie, ...headers },
  });
}

/** A geometry figure as a scan would give it: a 1600 × 900 PNG of a triangle with its labels. */
const triangle = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="white"/>` +
        `<polygon points="200,800 1400,800 800,100" fill="none" stroke="black" stroke-width="6"/>` +
        `<text x="170" y="860" font-size="60">A</text><text x="1400" y="860" font-size="60">B</text>` +
        `<text x="790" y="80" font-size="60">C</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('figures', () => {
  it('stores an uploaded figure at a phone’s and a desktop’s widths as WebP, with a JPEG fallback', async () => {
    const response = await uploadFigure(admin, await triangle());
    expect(response.statusCode, response.body).toBe(201);
    const figure = mockTestFigure.parse(response.json());
    expect(figure).toMatchObject({ width: 1080, height: 608, markdown: `![Describe the figure](figure:${figure.id})` });
    expect(figure.renditions.map((r) => r.width)).toEqual([360, 540, 720, 1080]);
    expect(figure.fallback.width).toBe(720);
    // What a 360 px phone at 2× downloads: well under 40 KB for a line drawing.
    expect(figure.renditions.find((r) => r.width === 720)!.bytes).toBeLessThan(40 * 1024);
    const file = await app.inject({ method: 'GET', url: figure.renditions[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 360]);
  });

  it('never enlarges a small figure', async () => {
    const small = await sharp({ create: { width: 500, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const figure = mockTestFigure.parse((await uploadFigure(admin, small)).json());
    expect(figure.renditions.map((r) => r.width)).toEqual([360, 500]);
    expect([figure.width, figure.height, figure.fallback.width]).toEqual([500, 200, 500]);
  });

  it('refuses what is not an image whatever its name, one over the size limit, and anyone but an admin', async () => {
    const notImage = await uploadFigure(admin, Buffer.from('%PDF-1.7 not a picture'), 'figure.png');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ message: 'Upload a JPEG, PNG or WebP image.' });
    const svg = await uploadFigure(
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'f.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    const huge = await uploadFigure(admin, Buffer.concat([await triangle(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: 'That image is larger than 5 MB. Choose a smaller one.' });
    expect((await uploadFigure(member, await triangle())).statusCode).toBe(403);
  });

  it('shows a figure in the paper with its alt text, and refuses one without alt text, unknown or from an address', async () => {
    const figure = mockTestFigure.parse((await uploadFigure(admin, await triangle())).json());
    const withFigure = paper('figure-drill-1');
    withFigure.sections[0]!.questions[0]!.text = {
      en: `In the figure, find angle C.\n\n![Triangle ABC with base AB and apex C](figure:${figure.id})`,
    };
    const report = mockTestImportReport.parse((await importPaper(withFigure, true, true)).json());
    expect(report.issues).toEqual([]);
    const preview = mockTestPaper.parse(report.preview);
    const html = preview.sections[0]!.questions[0]!.text.en;
    expect(html).toContain(
      `<source type="image/webp" srcset="${figure.renditions.map((r) => `${r.url} ${r.width}w`).join(', ')}"`,
    );
    expect(html).toContain(
      `<img class="rich-figure" src="${figure.fallback.url}" width="1080" height="608" alt="Triangle ABC with base AB and apex C"`,
    );
    // Listed once for the player to fetch when the attempt starts.
    expect(preview.figures).toEqual([
      {
        src: figure.fallback.url,
        srcset: expect.stringContaining(`${figure.renditions[0]!.url} 360w`),
        sizes: expect.any(String),
      },
    ]);

    const broken = paper('figure-drill-2');
    const [first, second] = broken.sections[0]!.questions;
    first!.text = { en: `No words: ![](figure:${figure.id})` };
    second!.text = {
      en: '![A chart](https://example.com/chart.png) and ![B](figure:00000000-0000-4000-8000-000000000000)',
    };
    const refused = mockTestImportReport.parse((await importPaper(broken, false)).json());
    expect(refused).toMatchObject({ valid: false, saved: false });
    expect(refused.issues).toEqual([
      {
        path: 'sections.0.questions.0.text.en',
        message: `the figure ${figure.id} needs its alt text, what a screen reader reads: ![a triangle ABC with …](figure:${figure.id})`,
      },
      {
        path: 'sections.0.questions.1.text.en',
        message:
          'the image "https://example.com/chart.png" is not an uploaded figure: upload it and write ![alt text](figure:<id>)',
      },
      {
        path: 'sections.0.questions.1.text.en',
        message:
          'there is no figure 00000000-0000-4000-8000-000000000000: upload the image again and use the id it is given',
      },
    ]);
  });
});

describe('question banks', () => {
  const bankPaper = (slug: string) => ({
    slug,
    title: 'Word bank practice',
    titleHi: 'वर्ड बैंक अभ्यास',
    exam: 'SSC CGL Tier-I',
    sector: 'ssc',
    durationMinutes: 20,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
  });
  function uploadBank(
    who: Member,
    file: Buffer,
    filename: string,
    fields: { paper?: object; dryRun?: boolean; preview?: boolean } = {},
  ) {
    const { payload, headers } = fileUpload(file, filename, 'application/octet-stream', {
      paper: JSON.stringify(fields.paper ?? bankPaper('word-bank-practice-1')),
      dryRun: String(fields.dryRun ?? true),
      preview: String(fields.preview ?? false),
    });
    return app.inject({
      method: 'POST',
      url: '/api/admin/mock-tests/import-bank',
      payload,
      headers: { origin: ORIGIN, cookie: who.cookie, ...headers },
    });
  }

  it('checks a Word bank row by row with its figures, then saves it for candidates', async () => {
    const docx = await bankDocx({ questions: 8 });
    const checked = mockTestBankReport.parse((await uploadBank(admin, docx, 'bank.docx', { preview: true })).json());
    expect(checked.format).toBe('docx');
    expect(checked.rows.map((row) => [row.row, row.imported])).toEqual(
      Array.from({ length: 8 }, (_, i) => [i + 1, true]),
    );
    expect(checked.paper).toMatchObject({ valid: true, saved: false, test: { questions: 8, maxScore: 16 } });
    // The picture is a stored figure, drawn in the preview as the player draws it.
    const preview = JSON.stringify(checked.paper.preview);
    expect(preview).toMatch(/<picture><source type=\\"image\/webp\\" srcset=\\"\/api\/files\//);
    expect(preview).toContain('<math');
    expect(preview).toContain('<table>');
    expect(await catalogueSlugs()).not.toContain('word-bank-practice-1');

    const saved = await uploadBank(admin, docx, 'bank.docx', { dryRun: false });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(mockTestBankReport.parse(saved.json()).paper.saved).toBe(true);
    expect(await catalogueSlugs()).toContain('word-bank-practice-1');
  });

  it('saves nothing when a row is refused, and says which row and why', async () => {
    const xlsx = await bankXlsx({ rows: 6, withoutAnswer: [3] });
    const response = await uploadBank(admin, xlsx, 'bank.xlsx', {
      paper: bankPaper('sheet-bank-refused-1'),
      dryRun: false,
    });
    expect(response.statusCode).toBe(200);
    const report = mockTestBankReport.parse(response.json());
    expect(report.rows.filter((row) => !row.imported)).toEqual([
      {
        row: 4,
        section: 'Quantitative Aptitude',
        excerpt: 'Which of these numbers are prime?',
        imported: false,
        problems: ['has no answer: write it after "Ans:" (a letter, letters, or the number for a typed answer)'],
      },
    ]);
    expect(report.paper).toMatchObject({ valid: false, saved: false });
    expect(await catalogueSlugs()).not.toContain('sheet-bank-refused-1');
  });

  it('refuses a file that is not what its name says, an unknown column, bad paper fields, and anyone but an admin', async () => {
    const docx = await bankDocx({ questions: 2 });
    const misnamed = await uploadBank(admin, docx, 'bank.xlsx');
    expect(misnamed.statusCode).toBe(415);
    expect(misnamed.json().message).toBe(
      '“bank.xlsx” is named as an Excel workbook (.xlsx) but it is a Word document (.docx). Rename it or choose the right file.',
    );
    const unknown = mockTestBankReport.parse(
      (await uploadBank(admin, bankCsv({ rows: 2, extraColumn: 'difficulty' }), 'bank.csv')).json(),
    );
    expect(unknown.issues[0]!.message).toMatch(/^Unknown column "difficulty"/);
    expect(unknown.paper.valid).toBe(false);
    const noMinutes = await uploadBank(admin, docx, 'bank.docx', {
      paper: { ...bankPaper('x-1'), durationMinutes: 0 },
    });
    expect(noMinutes.statusCode).toBe(400);
    expect(noMinutes.json().message).toMatch(/^durationMinutes: /);
    const badSlug = mockTestBankReport.parse(
      (await uploadBank(admin, docx, 'bank.docx', { paper: bankPaper('Not A Slug') })).json(),
    );
    expect(badSlug.issues).toEqual([{ path: 'slug', message: 'must be lower-case words joined by hyphens' }]);
    expect((await uploadBank(member, docx, 'bank.docx')).statusCode).toBe(403);
  });
});

describe('the question-bank template', () => {
  it('is a sheet of the documented columns whose examples import as they are', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const response = await call(admin, 'GET', `/api/admin/mock-tests/bank-template?format=${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="question-bank-template.${format}"`);
      const { payload, headers } = fileUpload(response.rawPayload, `template.${format}`, 'application/octet-stream', {
        paper: JSON.stringify({
          slug: `template-${format}`,
          title: 'Template',
          titleHi: 'टेम्पलेट',
          exam: 'SSC CGL Tier-I',
          sector: 'ssc',
          durationMinutes: 10,
        }),
      });
      const report = mockTestBankReport.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/admin/mock-tests/import-bank',
            payload,
            headers: { origin: ORIGIN, cookie: admin.cookie, ...headers },
          })
        ).json(),
      );
      expect(report.rows.map((row) => [row.row, row.imported, row.problems])).toEqual([
        [2, true, []],
        [3, true, []],
        [4, true, []],
        [5, true, []],
      ]);
      expect(report.paper).toMatchObject({ valid: true, test: { sections: 2, questions: 4 } });
    }
    expect((await call(member, 'GET', '/api/admin/mock-tests/bank-template')).statusCode).toBe(403);
  });
});
