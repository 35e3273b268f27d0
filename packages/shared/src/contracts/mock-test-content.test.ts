import { describe, expect, it } from 'vitest';
import { marksAsNumber, sameMarks, scoreAttempt } from '../domain/mock-tests/index.ts';
import { mockTestContent, type MockTestContent, type MockTestContentInput } from './mock-test-content.ts';

type QuestionInput = MockTestContentInput['sections'][number]['questions'][number];

function question(key: string, extra: Partial<QuestionInput> = {}): QuestionInput {
  return {
    key,
    topic: 'percentages',
    text: { en: `What is 10% of ${key.length * 100}?`, hi: `${key.length * 100} का 10% कितना है?` },
    options: [
      { en: '10', hi: '10' },
      { en: '20', hi: '20' },
      { en: '30', hi: '30' },
      { en: '40', hi: '40' },
    ],
    answerIndex: 0,
    explanation: { en: 'Divide by ten.', hi: 'दस से भाग दीजिए।' },
    ...extra,
  };
}

function test(extra: Partial<MockTestContentInput> = {}): MockTestContentInput {
  return {
    slug: 'sample-mock-1',
    title: 'Sample mock',
    titleHi: 'नमूना मॉक',
    exam: 'SSC CGL Tier-I',
    targetExam: 'ssc-cgl',
    sector: 'ssc',
    description: { en: 'A sample.', hi: 'एक नमूना।' },
    durationMinutes: 10,
    sections: [
      { key: 'quant', title: 'Quantitative Aptitude', titleHi: 'मात्रात्मक योग्यता', questions: [question('q1')] },
    ],
    ...extra,
  };
}

/** The issues of a failed parse as "path: message" lines. */
function issues(input: unknown): string[] {
  const result = mockTestContent.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('mockTestContent', () => {
  it('accepts a bilingual test and fills the defaults: both languages, 1 mark, no negative marking', () => {
    const parsed = mockTestContent.parse(test());
    expect(parsed.languages).toEqual(['en', 'hi']);
    expect(parsed.marksPerQuestion).toBe(1);
    expect(parsed.negativeMarks).toBe(0);
  });

  it('accepts decimal marks with two places and exact fractions, and rejects the rest', () => {
    expect(issues(test({ marksPerQuestion: 2, negativeMarks: 0.5 }))).toEqual([]);
    expect(issues(test({ negativeMarks: 0.25 }))).toEqual([]);
    expect(issues(test({ negativeMarks: '1/3' }))).toEqual([]);
    expect(issues(test({ negativeMarks: 0.333 }))[0]).toMatch(/^negativeMarks: .*at most two decimals.*"1\/3"/);
    expect(issues(test({ negativeMarks: 'a third' }))[0]).toMatch(/^negativeMarks: /);
    expect(issues(test({ negativeMarks: -0.25 }))[0]).toMatch(/^negativeMarks: /);
    expect(issues(test({ marksPerQuestion: 0 }))).toEqual(['marksPerQuestion: must be more than 0']);
    expect(issues(test({ marksPerQuestion: '2/0' }))[0]).toMatch(/^marksPerQuestion: .*at most two decimals/);
    expect(sameMarks(mockTestContent.parse(test({ negativeMarks: '1/3' })).negativeMarks, '2/6')).toBe(true);
  });

  it('requires the right answer to be one of the options', () => {
    const input = test({
      sections: [{ key: 's', title: 'S', titleHi: 'एस', questions: [question('q1', { answerIndex: 4 })] }],
    });
    expect(issues(input)).toEqual(['sections.0.questions.0.answerIndex: must point to one of the 4 options (0–3)']);
  });

  it('allows 2 to 6 distinct options', () => {
    const two = question('q1', {
      options: [
        { en: 'True', hi: 'सत्य' },
        { en: 'False', hi: 'असत्य' },
      ],
    });
    const one = question('q2', { options: [{ en: 'True', hi: 'सत्य' }] });
    const seven = question('q3', { options: Array.from({ length: 7 }, (_, i) => ({ en: `${i}`, hi: `${i}` })) });
    const twice = question('q4', {
      options: [
        { en: 'Rome', hi: 'रोम' },
        { en: 'rome', hi: 'रोम' },
      ],
    });
    const section = (questions: QuestionInput[]) =>
      test({ sections: [{ key: 's', title: 'S', titleHi: 'एस', questions }] });
    expect(issues(section([two]))).toEqual([]);
    expect(issues(section([one]))[0]).toMatch(/^sections\.0\.questions\.0\.options: /);
    expect(issues(section([seven]))[0]).toMatch(/^sections\.0\.questions\.0\.options: /);
    expect(issues(section([twice]))).toEqual([
      'sections.0.questions.0.options: two options read "rome" (en)',
      'sections.0.questions.0.options: two options read "रोम" (hi)',
    ]);
  });

  it('requires unique section keys and question keys unique across the whole test', () => {
    const input = test({
      sections: [
        { key: 'quant', title: 'A', titleHi: 'अ', questions: [question('q1'), question('q2')] },
        { key: 'quant', title: 'B', titleHi: 'ब', questions: [question('q2')] },
      ],
    });
    expect(issues(input)).toEqual([
      'sections.1.key: duplicate section key "quant"',
      'sections.1.questions.0.key: duplicate question key "q2"',
    ]);
  });

  it('keeps the section timers within the test’s duration', () => {
    const timed = (minutes: (number | undefined)[], durationMinutes: number) =>
      test({
        durationMinutes,
        sections: minutes.map((m, i) => ({
          key: `s${i}`,
          title: `Section ${i}`,
          titleHi: `खंड ${i}`,
          durationMinutes: m,
          questions: [question(`q${i}`)],
        })),
      });
    expect(issues(timed([20, 20, 20], 60))).toEqual([]);
    expect(issues(timed([20, 20, 25], 60))).toEqual([
      'durationMinutes: must be at least the sum of the section timers (65 minutes)',
    ]);
    expect(issues(timed([20, undefined], 30))).toEqual([]);
    expect(issues(timed([30, undefined], 30))).toEqual([
      'durationMinutes: must leave time for the untimed sections after the section timers (30 minutes)',
    ]);
  });

  it('does not let a wrong answer cost more than a right one earns, after overrides', () => {
    expect(issues(test({ marksPerQuestion: 1, negativeMarks: 2 }))).toEqual([
      'sections.0.questions.0.negativeMarks: the deduction for a wrong answer must not exceed the marks for a right one',
    ]);
    const overridden = test({
      marksPerQuestion: 1,
      negativeMarks: '1/3',
      sections: [
        {
          key: 's',
          title: 'S',
          titleHi: 'एस',
          marksPerQuestion: 2,
          negativeMarks: 1.5,
          questions: [question('q1'), question('q2', { marks: 1 })],
        },
      ],
    });
    expect(issues(overridden)).toEqual([
      'sections.0.questions.1.negativeMarks: the deduction for a wrong answer must not exceed the marks for a right one',
    ]);
  });

  it('needs every Hindi text when the test is offered in Hindi, and none for an English-only test', () => {
    const englishOnly = {
      ...test({ languages: ['en'], titleHi: undefined, description: { en: 'A sample.' } }),
      sections: [
        {
          key: 's',
          title: 'English',
          questions: [
            {
              key: 'q1',
              topic: 'synonyms',
              text: { en: 'Synonym of BRAVE?' },
              options: [{ en: 'Bold' }, { en: 'Timid' }],
              answerIndex: 0,
              explanation: { en: 'Brave means bold.' },
            },
          ],
        },
      ],
    };
    expect(issues(englishOnly)).toEqual([]);
    expect(issues({ ...englishOnly, languages: ['en', 'hi'] })).toEqual([
      'titleHi: needs its Hindi text: the test is offered in Hindi',
      'description.hi: needs its Hindi text: the test is offered in Hindi',
      'sections.0.titleHi: needs its Hindi text: the test is offered in Hindi',
      'sections.0.questions.0.text.hi: needs its Hindi text: the test is offered in Hindi',
      'sections.0.questions.0.explanation.hi: needs its Hindi text: the test is offered in Hindi',
      'sections.0.questions.0.options.0.hi: needs its Hindi text: the test is offered in Hindi',
      'sections.0.questions.0.options.1.hi: needs its Hindi text: the test is offered in Hindi',
    ]);
    expect(issues(test({ languages: ['hi'] }))).toEqual(['languages: must include English (en)']);
    expect(issues(test({ languages: ['en', 'en'] }))).toEqual(['languages: must not repeat a language']);
  });

  it('checks slugs, sectors, target exams and topics against the shared vocabularies', () => {
    expect(issues(test({ slug: 'Sample Mock' }))[0]).toMatch(/^slug: must be lower-case words/);
    expect(issues(test({ sector: 'airline' as never }))[0]).toMatch(/^sector: /);
    expect(issues(test({ targetExam: 'gate' as never }))[0]).toMatch(/^targetExam: /);
    const badTopic = test({
      sections: [{ key: 's', title: 'S', titleHi: 'एस', questions: [question('q1', { topic: 'Number Series' })] }],
    });
    expect(issues(badTopic)[0]).toMatch(/^sections\.0\.questions\.0\.topic: must be lower-case/);
  });
});

// ── Answer types and passage sets.

const section = (questions: QuestionInput[], passages: { key: string; text: { en: string; hi?: string } }[] = []) => ({
  key: 'quant',
  title: 'Quantitative Aptitude',
  titleHi: 'मात्रात्मक योग्यता',
  passages,
  questions,
});
const numeric = (key: string, extra: Partial<QuestionInput> = {}) =>
  question(key, { type: 'numeric', options: [], answerIndex: undefined, answer: 12.5, tolerance: 0.01, ...extra });
const multiple = (key: string, extra: Partial<QuestionInput> = {}) =>
  question(key, { type: 'multiple', answerIndex: undefined, answerIndexes: [0, 2], ...extra });
const passage = (key: string) => ({ key, text: { en: '| Year | Sales |\n|--|--|\n| 2021 | 40 |', hi: 'तालिका' } });

describe('answer types', () => {
  it('takes a numeric question with its value and tolerance, and no options', () => {
    const parsed = mockTestContent.parse(test({ sections: [section([numeric('n1')])] }));
    expect(parsed.sections[0]!.questions[0]).toMatchObject({
      type: 'numeric',
      answer: 12.5,
      tolerance: 0.01,
      options: [],
    });
  });

  it('refuses a numeric answer without a tolerance, or without its value, or with options', () => {
    expect(issues(test({ sections: [section([numeric('n1', { tolerance: undefined })])] }))).toEqual([
      'sections.0.questions.0.tolerance: a numeric answer needs a tolerance (0 when only the exact value is right)',
    ]);
    expect(issues(test({ sections: [section([numeric('n1', { answer: undefined })])] }))).toEqual([
      'sections.0.questions.0.answer: a numeric question needs its right value (answer)',
    ]);
    expect(issues(test({ sections: [section([numeric('n1', { options: question('x').options })])] }))).toEqual([
      'sections.0.questions.0.options: a numeric question has no options: the candidate types the answer',
    ]);
  });

  it('takes a multiple-answer question and refuses one with no right option', () => {
    expect(issues(test({ sections: [section([multiple('m1')])] }))).toEqual([]);
    expect(issues(test({ sections: [section([multiple('m1', { answerIndexes: [] })])] }))).toEqual([
      'sections.0.questions.0.answerIndexes: a multiple-answer question needs at least one right option',
    ]);
    expect(issues(test({ sections: [section([multiple('m1', { answerIndexes: undefined })])] }))).toEqual([
      'sections.0.questions.0.answerIndexes: a multiple-answer question needs at least one right option',
    ]);
    expect(issues(test({ sections: [section([multiple('m1', { answerIndexes: [1, 7] })])] }))).toEqual([
      'sections.0.questions.0.answerIndexes: must point to the 4 options (0–3)',
    ]);
  });

  it('still needs the right option of a single-answer question, which stays the default type', () => {
    expect(mockTestContent.parse(test()).sections[0]!.questions[0]!.type).toBe('single');
    expect(issues(test({ sections: [section([question('q1', { answerIndex: undefined })])] }))).toEqual([
      'sections.0.questions.0.answerIndex: needs the index of its right option',
    ]);
  });
});

describe('passage sets', () => {
  it('take a passage with consecutive questions that name it', () => {
    const parsed = mockTestContent.parse(
      test({
        sections: [
          section(
            [question('q1'), question('d1', { passage: 'di' }), question('d2', { passage: 'di' })],
            [passage('di')],
          ),
        ],
      }),
    );
    expect(parsed.sections[0]!.passages.map((p) => p.key)).toEqual(['di']);
  });

  it('refuse a set without questions, a question naming no passage of its section, and a split set', () => {
    expect(issues(test({ sections: [section([question('q1')], [passage('di')])] }))).toEqual([
      'sections.0.passages.0: the set "di" has no questions: give it questions or remove it',
    ]);
    expect(issues(test({ sections: [section([question('q1', { passage: 'rc' })])] }))).toEqual([
      'sections.0.questions.0.passage: this section has no passage "rc"',
    ]);
    expect(
      issues(
        test({
          sections: [
            section(
              [question('d1', { passage: 'di' }), question('q1'), question('d2', { passage: 'di' })],
              [passage('di')],
            ),
          ],
        }),
      ),
    ).toEqual(['sections.0.questions.2.passage: the questions of the set "di" must follow one another']);
  });

  it('need the passage in Hindi when the test is offered in Hindi', () => {
    const english = { key: 'di', text: { en: 'A table.' } };
    expect(issues(test({ sections: [section([question('d1', { passage: 'di' })], [english])] }))).toEqual([
      'sections.0.passages.0.text.hi: needs its Hindi text: the test is offered in Hindi',
    ]);
  });
});

// ── The demo tests: one JSON file per test in the server's seed folder.

/**
 * The shared package is built without Node's types (its code runs in browsers too), so this one
 * test loads `node:fs` through an untyped specifier and names the two functions it needs.
 */
type FileSystem = {
  readdirSync(path: URL): string[];
  readFileSync(path: URL, encoding: 'utf8'): string;
};
const nodeFs: string = 'node:fs';
const { readdirSync, readFileSync } = (await import(nodeFs)) as FileSystem;

const folder = new URL('../../../../apps/server/src/db/seed/demo/tests/', import.meta.url);
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .sort();
const loaded = files.map((file) => ({
  file,
  result: mockTestContent.safeParse(JSON.parse(readFileSync(new URL(file, folder), 'utf8'))),
}));
const demo: MockTestContent[] = loaded.flatMap(({ result }) => (result.success ? [result.data] : []));
const allQuestions = demo.flatMap((t) => t.sections.flatMap((s) => s.questions));

const DEVANAGARI = /[\u0900-\u097F]/;

describe('demo mock tests', () => {
  it('are valid content, one file per test named after its slug', () => {
    const failures = loaded.flatMap(({ file, result }) =>
      result.success ? [] : [{ file, issues: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }],
    );
    expect(failures).toEqual([]);
    expect(demo.map((t) => `${t.slug}.json`)).toEqual(files);
  });

  it('hold at least 4 tests and 100 questions', () => {
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(allQuestions.length).toBeGreaterThanOrEqual(100);
  });

  it('cover SSC CGL, railway, bank and a daily quiz with their marking schemes', () => {
    const cgl = demo.find((t) => t.targetExam === 'ssc-cgl');
    expect(cgl?.sections.map((s) => s.title)).toEqual([
      'General Intelligence & Reasoning',
      'General Awareness',
      'Quantitative Aptitude',
      'English Comprehension',
    ]);
    expect(cgl && marksAsNumber(cgl.marksPerQuestion)).toBe(2);
    expect(cgl && marksAsNumber(cgl.negativeMarks)).toBe(0.5);

    const railway = demo.find((t) => t.sector === 'railway');
    expect(railway && sameMarks(railway.negativeMarks, '1/3')).toBe(true);

    const bank = demo.find((t) => t.sector === 'bank');
    expect(bank && marksAsNumber(bank.negativeMarks)).toBe(0.25);
    expect(bank?.sections.every((s) => s.durationMinutes !== undefined)).toBe(true);

    const quiz = demo.find((t) => t.slug.startsWith('daily-quiz'));
    expect(quiz?.sections.flatMap((s) => s.questions).length).toBe(10);
    expect(quiz?.durationMinutes).toBe(10);
    expect(quiz && marksAsNumber(quiz.negativeMarks)).toBe(0);
  });

  it('are bilingual: Hindi in Devanagari next to English everywhere', () => {
    for (const t of demo) {
      expect(t.languages, t.slug).toEqual(['en', 'hi']);
      expect(DEVANAGARI.test(t.title), t.slug).toBe(false);
      expect(DEVANAGARI.test(t.titleHi ?? ''), t.slug).toBe(true);
      expect(DEVANAGARI.test(t.description.hi ?? ''), t.slug).toBe(true);
      for (const s of t.sections) {
        expect(DEVANAGARI.test(s.titleHi ?? ''), `${t.slug}/${s.key}`).toBe(true);
        for (const q of s.questions) {
          const where = `${t.slug}/${q.key}`;
          for (const text of [q.text, q.explanation]) {
            expect(DEVANAGARI.test(text.en), where).toBe(false);
            expect(DEVANAGARI.test(text.hi ?? ''), where).toBe(true);
          }
          for (const option of q.options) expect(DEVANAGARI.test(option.en), where).toBe(false);
        }
      }
    }
  });

  it('vary the position of the right answer and never repeat a question', () => {
    for (const t of demo) {
      const positions = t.sections.flatMap((s) => s.questions.map((q) => q.answerIndex));
      const counts = [0, 1, 2, 3].map((i) => positions.filter((p) => p === i).length);
      expect(counts.filter((n) => n > 0).length, t.slug).toBeGreaterThanOrEqual(3);
      expect(Math.max(...counts), t.slug).toBeLessThanOrEqual(Math.ceil(positions.length / 2));
    }
    const texts = allQuestions.map((q) => q.text.en);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('score as expected: all right gives the maximum, all wrong loses every negative mark', () => {
    for (const t of demo) {
      const questions = t.sections.flatMap((s) => s.questions);
      // Each question answered the way its type asks: an option, the set of options, or a value.
      const allRight = questions.map((q) => ({
        questionKey: q.key,
        selectedIndex: q.type === 'single' ? q.answerIndex! : null,
        ...(q.type === 'multiple' ? { selectedIndexes: q.answerIndexes } : {}),
        ...(q.type === 'numeric' ? { value: String(q.answer) } : {}),
      }));
      // A wrong set of options: the right ones and one more (or, when every option is right, one fewer).
      const wrongSet = (right: number[], count: number) => {
        const extra = Array.from({ length: count }, (_, i) => i).find((i) => !right.includes(i));
        return extra === undefined ? right.slice(1) : [...right, extra];
      };
      const allWrong = questions.map((q) => ({
        questionKey: q.key,
        selectedIndex: q.type === 'single' ? (q.answerIndex! + 1) % q.options.length : null,
        ...(q.type === 'multiple' ? { selectedIndexes: wrongSet(q.answerIndexes!, q.options.length) } : {}),
        ...(q.type === 'numeric' ? { value: String(q.answer! + 2 * (q.tolerance ?? 0) + 1) } : {}),
      }));
      const best = scoreAttempt(t, allRight);
      expect(best.score, t.slug).toBe(best.maxScore);
      expect(best.maxScore, t.slug).toBe(questions.length * marksAsNumber(t.marksPerQuestion));
      const worst = scoreAttempt(t, allWrong);
      expect(worst.wrong, t.slug).toBe(questions.length);
      expect(worst.score + worst.marksLost, t.slug).toBe(0);
    }
  });
});
