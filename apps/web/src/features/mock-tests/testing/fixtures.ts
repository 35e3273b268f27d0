import type { MockTestAttemptState, MockTestPaperPassage, MockTestPaperQuestion } from '@jobportal/shared';

/** The fixture attempt's id. */
export const ATTEMPT_ID = '11111111-1111-4111-8111-111111111111';
/** A minute in ms: each fixture section's time. */
export const MIN = 60_000;

/** A single-answer question with four options, in English and Hindi (plain text: HTML without tags). */
export const questionFixture = (key: string, text: string, passage: string | null = null): MockTestPaperQuestion => ({
  key,
  type: 'single',
  passage,
  text: { en: text, hi: `${text} (हिन्दी)` },
  options: ['Alpha', 'Beta', 'Gamma', 'Delta'].map((o) => ({ en: `${o} ${key}`, hi: `${o} ${key} हि` })),
  marks: 1,
  negativeMarks: 0.25,
});

/** A multiple-answer question (every right option must be chosen), its options in the server's HTML. */
export const multipleQuestionFixture = (
  key: string,
  text: string,
  passage: string | null = null,
): MockTestPaperQuestion => ({
  key,
  type: 'multiple',
  passage,
  text: { en: `<p>${text}</p>`, hi: `<p>${text} (हिन्दी)</p>` },
  options: ['North', 'South', 'East', 'West'].map((o) => ({
    en: `<p><strong>${o}</strong> ${key}</p>`,
    hi: `<p>${o} ${key} हि</p>`,
  })),
  marks: 2,
  negativeMarks: 0.5,
});

/** A numeric question (a number typed in, no options), with MathML and a table as the server renders them. */
export const numericQuestionFixture = (key: string): MockTestPaperQuestion => ({
  key,
  type: 'numeric',
  passage: null,
  text: {
    en:
      '<p>If <math><mi>x</mi><mo>+</mo><mn>2</mn><mo>=</mo><mn>14.5</mn></math>, what is <math><mi>x</mi></math>?</p>' +
      '<div class="rich-table" tabindex="0" role="region"><table><thead><tr><th>Term</th><th>Value</th></tr></thead>' +
      '<tbody><tr><td>Constant</td><td>2</td></tr></tbody></table></div>',
    hi: '<p>यदि <math><mi>x</mi><mo>+</mo><mn>2</mn><mo>=</mo><mn>14.5</mn></math>, तो <math><mi>x</mi></math> क्या है?</p>',
  },
  options: [],
  marks: 1,
  negativeMarks: 0,
});

/** A set's passage: a data table that questions `firstNumber`–`lastNumber` of the paper share. */
export const passageFixture = (key: string, firstNumber: number, lastNumber: number): MockTestPaperPassage => ({
  key,
  text: {
    en:
      '<p>Study the table of a shop’s sales and answer the questions.</p>' +
      '<div class="rich-table" tabindex="0" role="region"><table><thead><tr><th>Year</th><th>Sales</th></tr></thead>' +
      '<tbody><tr><td>2024</td><td>120</td></tr><tr><td>2025</td><td>150</td></tr></tbody></table></div>',
    hi: '<p>एक दुकान की बिक्री की तालिका पढ़कर प्रश्नों के उत्तर दें।</p>',
  },
  firstNumber,
  lastNumber,
});

/**
 * An attempt as the server sends it, read at `serverNow` (default: this device's time): English (two
 * questions) then Maths (one), each with its own minute.
 */
export function attemptFixture(serverNow = Date.now()): MockTestAttemptState {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id: ATTEMPT_ID,
    testSlug: 'demo',
    attemptNumber: 1,
    ranked: true,
    status: 'in_progress',
    language: 'en',
    startedAt: iso(serverNow),
    deadline: iso(serverNow + 2 * MIN),
    serverNow: iso(serverNow),
    sections: [
      { key: 'english', opensAt: iso(serverNow), closesAt: iso(serverNow + MIN) },
      { key: 'maths', opensAt: iso(serverNow + MIN), closesAt: iso(serverNow + 2 * MIN) },
    ],
    paper: {
      slug: 'demo',
      title: 'Demo test',
      titleHi: 'डेमो टेस्ट',
      exam: 'Demo',
      languages: ['en', 'hi'],
      durationMinutes: 2,
      figures: [],
      sections: [
        {
          key: 'english',
          title: 'English',
          titleHi: 'अंग्रेज़ी',
          durationMinutes: 1,
          passages: [],
          questions: [
            questionFixture('e1', 'First English question'),
            questionFixture('e2', 'Second English question'),
          ],
        },
        {
          key: 'maths',
          title: 'Maths',
          titleHi: 'गणित',
          durationMinutes: 1,
          passages: [],
          questions: [questionFixture('m1', 'First maths question')],
        },
      ],
    },
    responses: [],
  };
}

/**
 * `attemptFixture` with every kind of question in its English section: Q1 single, Q2–Q3 a set on
 * the passage `sales` (Q2 single, Q3 multiple), Q4 numeric; then Maths (Q5).
 */
export function mixedAttemptFixture(serverNow = Date.now()): MockTestAttemptState {
  const state = attemptFixture(serverNow);
  const english = state.paper.sections[0]!;
  english.passages = [passageFixture('sales', 2, 3)];
  english.questions = [
    questionFixture('e1', 'First English question'),
    questionFixture('e2', 'Which year sold more?', 'sales'),
    multipleQuestionFixture('e3', 'Which directions are right?', 'sales'),
    numericQuestionFixture('e4'),
  ];
  return state;
}
