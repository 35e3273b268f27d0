import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockTestResult } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
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
  const question = (key: string, selectedIndex: number, outcome: 'correct' | 'wrong') => ({
    key,
    topic: 'number-series',
    text: { en: `Question ${key}`, hi: `प्रश्न ${key}` },
    options: [
      { en: 'One', hi: 'एक' },
      { en: 'Two', hi: 'दो' },
    ],
    answerIndex: 0,
    explanation: { en: `Because ${key}`, hi: `क्योंकि ${key}` },
    selectedIndex,
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
