import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockTestPaper } from '@jobportal/shared';
import { renderWithProviders } from '../../../testing/render.tsx';
import { attemptFixture, MIN } from '../testing/fixtures.ts';
import { PlayerHeader } from './player-header.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function setup(paper: MockTestPaper, language: 'en' | 'hi' = 'en') {
  const start = Date.now();
  const onLanguageChange = vi.fn();
  renderWithProviders(
    <PlayerHeader
      paper={paper}
      language={language}
      onLanguageChange={onLanguageChange}
      serverNow={() => Date.now()}
      deadline={start + 2 * MIN}
      sectionWindow={{ opensAt: start, closesAt: start + MIN }}
    />,
  );
  return { onLanguageChange };
}

describe('PlayerHeader', () => {
  it('shows the test’s and the section’s time left, counting down', () => {
    setup(attemptFixture().paper);
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    expect(screen.getByTestId('section-timer')).toHaveTextContent('01:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:59');
  });

  it('leaves out the section timer when no section has its own time', () => {
    const paper = attemptFixture().paper;
    paper.sections = paper.sections.map((section) => ({ ...section, durationMinutes: null }));
    setup(paper);
    expect(screen.getByTestId('timer')).toBeInTheDocument();
    expect(screen.queryByTestId('section-timer')).not.toBeInTheDocument();
  });

  it('shows the title in the paper’s language and reports a switch of language', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onLanguageChange } = setup(attemptFixture().paper, 'hi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('डेमो टेस्ट');
    expect(screen.getByTestId('language-switch')).toHaveValue('hi');
    await user.selectOptions(screen.getByTestId('language-switch'), 'en');
    expect(onLanguageChange).toHaveBeenCalledWith('en');
  });

  it('has no language switch for a paper in one language', () => {
    const paper = { ...attemptFixture().paper, languages: ['en' as const] };
    setup(paper);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Demo test');
    expect(screen.queryByTestId('language-switch')).not.toBeInTheDocument();
  });
});
