import type { MockTestAttemptState, MockTestPaperQuestion } from '@jobportal/shared';

/** The fixture attempt's id. */
export const ATTEMPT_ID = '11111111-1111-4111-8111-111111111111';
/** A minute in ms: each fixture section's time. */
export const MIN = 60_000;

/** A question with four options, in English and Hindi. */
export const questionFixture = (key: string, text: string): MockTestPaperQuestion => ({
  key,
  text: { en: text, hi: `${text} (हिन्दी)` },
  options: ['Alpha', 'Beta', 'Gamma', 'Delta'].map((o) => ({ en: `${o} ${key}`, hi: `${o} ${key} हि` })),
  marks: 1,
  negativeMarks: 0.25,
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
      sections: [
        {
          key: 'english',
          title: 'English',
          titleHi: 'अंग्रेज़ी',
          durationMinutes: 1,
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
          questions: [questionFixture('m1', 'First maths question')],
        },
      ],
    },
    responses: [],
  };
}
