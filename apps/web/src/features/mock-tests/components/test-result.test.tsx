import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockTestResult, MockTestReviewQuestion } from '@jobportal/shared';
import { setLanguage } from '../../../lib/i18n.ts';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { passageFixture } from '../testing/fixtures.ts';
import { TestResult } from './test-result.tsx';

const ID = '22222222-2222-4222-8222-222222222222';
const tally = (extra: Partial<MockTestResult['score']> = {}) => ({
  questions: 2,
  correct: 1,
  wrong: 1,
  skipped: 0,
  discarded: 0,
  attempted: 2,
  score: 1.67,
  maxScore: 4,
  marksLost: 0.33,
  accuracy: 50,
  timeSpentMs: 90_000,
  ...extra,
});

function result(extra: Partial<MockTestResult> = {}): MockTestResult {
  const question = (key: string, selectedIndex: number, outcome: 'correct' | 'wrong'): MockTestReviewQuestion => ({
    key,
    type: 'single',
    passage: null,
    topic: 'number-series',
    text: { en: `Question ${key}`, hi: `प्रश्न ${key}` },
    options: [
      { en: 'One', hi: 'एक' },
      { en: 'Two', hi: 'दो' },
    ],
    answerIndexes: [0],
    answer: null,
    tolerance: null,
    explanation: { en: `Because ${key}`, hi: `क्योंकि ${key}` },
    selectedIndex,
    selectedIndexes: [],
    value: null,
    outcome,
    paletteState: 'answered' as const,
    marks: outcome === 'correct' ? 2 : -0.33,
    maxMarks: 2,
    timeSpentMs: 45_000,
  });
  return {
    attempt: {
      id: ID,
      testSlug: 'demo',
      attemptNumber: 1,
      ranked: true,
      language: 'en',
      startedAt: '2026-11-24T03:00:00.000Z',
      submittedAt: '2026-11-24T03:10:00.000Z',
      submittedBy: 'deadline',
    },
    test: {
      slug: 'demo',
      title: 'Demo test',
      titleHi: null,
      exam: 'Demo',
      languages: ['en', 'hi'],
      durationMinutes: 10,
    },
    score: tally(),
    sections: [{ ...tally(), key: 'maths', title: 'Maths', titleHi: 'गणित' }],
    topics: [{ ...tally(), topic: 'number-series' }],
    rank: 2,
    percentile: '66.6666667',
    comparison: {
      attempts: 3,
      topper: { score: 4, accuracy: 100, timeSpentMs: 60_000 },
      average: { score: 2.1, accuracy: 66.67, timeSpentMs: 80_000 },
    },
    review: [
      {
        key: 'maths',
        title: 'Maths',
        titleHi: 'गणित',
        passages: [],
        questions: [question('q1', 0, 'correct'), question('q2', 1, 'wrong')],
      },
    ],
    ...extra,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('TestResult', () => {
  it('shows the score, rank, percentile, the comparison and a review in both languages', async () => {
    mockFetch(() => ({ body: result() }));
    renderWithProviders(<TestResult attemptId={ID} />);
    expect(await screen.findByTestId('result-score')).toHaveTextContent('1.67 / 4');
    expect(screen.getByTestId('result-rank')).toHaveTextContent('2 of 3');
    expect(screen.getByTestId('result-percentile')).toHaveTextContent('66.6666667');
    expect(screen.getByTestId('result-time-per-question')).toHaveTextContent('45 s');
    expect(screen.getByTestId('auto-submitted')).toHaveTextContent('Submitted automatically when the time ran out.');
    expect(screen.getByTestId('comparison')).toHaveTextContent('Topper');

    const wrong = screen.getAllByTestId('review-question').find((q) => q.dataset['outcome'] === 'wrong')!;
    expect(within(wrong).getByTestId('explanation')).toHaveTextContent('Because q2');
    expect(within(wrong).getByTestId('explanation-other')).toHaveTextContent('क्योंकि q2');
    expect(within(wrong).getByText('Your answer')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByTestId('review-language'), 'hi');
    expect(within(wrong).getByTestId('explanation')).toHaveTextContent('क्योंकि q2');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'correct');
    expect(screen.getAllByTestId('review-question')).toHaveLength(1);
  });

  it('says a re-attempt is practice, not ranked', async () => {
    mockFetch(() => ({
      body: result({ rank: null, percentile: null, attempt: { ...result().attempt, attemptNumber: 2, ranked: false } }),
    }));
    renderWithProviders(<TestResult attemptId={ID} />);
    expect(await screen.findByText('Practice attempt 2: not ranked')).toBeInTheDocument();
    expect(screen.queryByTestId('result-rank')).toBeNull();
  });
});

/** A review question of `type`, answered as `extra` says. */
function reviewQuestion(key: string, extra: Partial<MockTestReviewQuestion>): MockTestReviewQuestion {
  return {
    key,
    type: 'single',
    passage: null,
    topic: 'reading',
    text: { en: `<p>Question <strong>${key}</strong></p>`, hi: `<p>प्रश्न ${key}</p>` },
    options: ['North', 'South', 'East', 'West'].map((o) => ({ en: `<p>${o}</p>`, hi: `<p>${o} हि</p>` })),
    answerIndexes: [0],
    answer: null,
    tolerance: null,
    explanation: { en: `<p>Because <em>${key}</em></p>`, hi: `<p>क्योंकि ${key}</p>` },
    selectedIndex: null,
    selectedIndexes: [],
    value: null,
    outcome: 'skipped',
    paletteState: 'not_answered',
    marks: 0,
    maxMarks: 2,
    timeSpentMs: 10_000,
    ...extra,
  };
}

/** A result whose one section has a set (r1–r2, a multiple-answer r2), a numeric n1 and n2, and a single s1. */
function mixedResult(): MockTestResult {
  const base = result();
  return {
    ...base,
    review: [
      {
        key: 'english',
        title: 'English',
        titleHi: 'अंग्रेज़ी',
        passages: [passageFixture('sales', 1, 2)],
        questions: [
          reviewQuestion('r1', { passage: 'sales', selectedIndex: 0, outcome: 'correct', marks: 2 }),
          reviewQuestion('r2', {
            type: 'multiple',
            passage: 'sales',
            answerIndexes: [0, 2],
            selectedIndexes: [0, 1],
            outcome: 'wrong',
            marks: -0.5,
          }),
          reviewQuestion('n1', {
            type: 'numeric',
            text: { en: '<p>Find <math><mi>x</mi></math>.</p>' },
            options: [],
            answerIndexes: [],
            answer: 12.5,
            tolerance: 0.1,
            value: '12.45',
            outcome: 'correct',
            marks: 2,
          }),
          reviewQuestion('n2', {
            type: 'numeric',
            options: [],
            answerIndexes: [],
            answer: -3,
            tolerance: 0,
            value: null,
          }),
          reviewQuestion('s1', { selectedIndex: 3, outcome: 'wrong', marks: -0.5 }),
        ],
      },
    ],
  };
}

const reviewed = (key: string) => screen.getAllByTestId('review-question').find((q) => q.dataset['question'] === key)!;
const options = (key: string, flag: 'right' | 'chosen') =>
  [...reviewed(key).querySelectorAll(`li[data-${flag}]`)].map((li) => li.textContent?.trim().charAt(0));

describe('TestResult review of every kind of question', () => {
  it('shows every right option of a multiple-answer question and the options chosen', async () => {
    mockFetch(() => ({ body: mixedResult() }));
    renderWithProviders(<TestResult attemptId={ID} />);
    await screen.findByTestId('review');
    expect(options('r2', 'right')).toEqual(['A', 'C']);
    expect(options('r2', 'chosen')).toEqual(['A', 'B']);
    expect(within(reviewed('r2')).getAllByText('Right answer')).toHaveLength(2);
    expect(within(reviewed('r2')).getAllByText('Your answer')).toHaveLength(2);
    expect(reviewed('r2')).toHaveTextContent('Every right option had to be chosen, and no other, for the marks.');
    // A single-answer question as before.
    expect(options('s1', 'right')).toEqual(['A']);
    expect(options('s1', 'chosen')).toEqual(['D']);
    expect(within(reviewed('s1')).queryByText('Not answered')).toBeNull();
  });

  it('shows a numeric question’s typed answer and the right value with its tolerance', async () => {
    mockFetch(() => ({ body: mixedResult() }));
    renderWithProviders(<TestResult attemptId={ID} />);
    await screen.findByTestId('review');
    const n1 = reviewed('n1');
    expect(n1.querySelector('[data-testid="review-text"] math')).not.toBeNull();
    expect(within(n1).queryByRole('listitem')).toBeNull();
    expect(within(n1).getByTestId('your-value')).toHaveTextContent('Your answer: 12.45');
    expect(within(n1).getByTestId('right-value')).toHaveTextContent('Right answer: 12.5 (±0.1)');

    const n2 = reviewed('n2');
    expect(within(n2).getByTestId('your-value')).toHaveTextContent('Not answered');
    expect(within(n2).getByTestId('right-value')).toHaveTextContent(/^Right answer: −3$/);
  });

  it('shows the numeric answers in Hindi', async () => {
    await setLanguage('hi');
    try {
      mockFetch(() => ({ body: mixedResult() }));
      renderWithProviders(<TestResult attemptId={ID} />);
      await screen.findByTestId('review');
      expect(within(reviewed('n1')).getByTestId('your-value')).toHaveTextContent('आपका उत्तर: 12.45');
      expect(within(reviewed('n1')).getByTestId('right-value')).toHaveTextContent('सही उत्तर: 12.5 (±0.1)');
    } finally {
      await setLanguage('en');
    }
  });

  it('renders the text, options and explanations as HTML', async () => {
    mockFetch(() => ({ body: mixedResult() }));
    renderWithProviders(<TestResult attemptId={ID} />);
    await screen.findByTestId('review');
    const r1 = reviewed('r1');
    expect(within(r1).getByTestId('review-text').querySelector('strong')).toHaveTextContent('r1');
    expect(within(r1).getByTestId('explanation').querySelector('em')).toHaveTextContent('r1');
    expect(r1).not.toHaveTextContent('<p>');
  });

  it('shows a set’s passage once, above the first of its questions shown', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: mixedResult() }));
    renderWithProviders(<TestResult attemptId={ID} />);
    await screen.findByTestId('review');
    let passages = screen.getAllByTestId('review-passage');
    expect(passages).toHaveLength(1);
    expect(passages[0]).toHaveTextContent('Directions (Q. 1–2)');
    expect(passages[0]).toHaveTextContent('Study the table of a shop’s sales');
    expect(within(passages[0]!).getByRole('table')).toBeInTheDocument();
    expect(passages[0]!.nextElementSibling).toBe(reviewed('r1'));

    // Only the set's wrong question shown: the passage is above it.
    await user.selectOptions(screen.getByLabelText('Show'), 'wrong');
    passages = screen.getAllByTestId('review-passage');
    expect(passages).toHaveLength(1);
    expect(passages[0]!.nextElementSibling).toBe(reviewed('r2'));
    await user.selectOptions(screen.getByLabelText('Show'), 'skipped');
    expect(screen.queryByTestId('review-passage')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    await user.selectOptions(screen.getByTestId('review-language'), 'hi');
    expect(screen.getByTestId('review-passage')).toHaveTextContent('एक दुकान की बिक्री की तालिका');
  });
});
