import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockTestLanguage } from '@jobportal/shared';
import { renderWithProviders } from '../../../testing/render.tsx';
import { questionFixture } from '../testing/fixtures.ts';
import { QuestionCard } from './question-card.tsx';

function setup({
  draft = null,
  language = 'en',
  previousDisabled = false,
}: { draft?: number | null; language?: MockTestLanguage; previousDisabled?: boolean } = {}) {
  const handlers = {
    onChoose: vi.fn(),
    onMarkNext: vi.fn(),
    onClear: vi.fn(),
    onPrevious: vi.fn(),
    onSaveNext: vi.fn(),
  };
  renderWithProviders(
    <QuestionCard
      question={questionFixture('q7', 'Which is right?')}
      number={7}
      language={language}
      draft={draft}
      previousDisabled={previousDisabled}
      {...handlers}
    />,
  );
  return handlers;
}

describe('QuestionCard', () => {
  it('shows the question, its number and marks, with the draft option checked', () => {
    setup({ draft: 1 });
    expect(screen.getByRole('heading', { name: 'Question 7' })).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.getByText('−0.25')).toBeInTheDocument();
    expect(screen.getByTestId('question-text')).toHaveTextContent('Which is right?');
    expect(screen.getByRole('radiogroup', { name: 'Question 7' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Beta q7/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Alpha q7/ })).not.toBeChecked();
  });

  it('shows the question and options in Hindi', () => {
    setup({ language: 'hi' });
    expect(screen.getByTestId('question-text')).toHaveTextContent('Which is right? (हिन्दी)');
    expect(screen.getByRole('radio', { name: /Gamma q7 हि/ })).toBeInTheDocument();
  });

  it('reports the option chosen, by its index, and each button', async () => {
    const user = userEvent.setup();
    const handlers = setup();
    await user.click(screen.getByRole('radio', { name: /Delta q7/ }));
    expect(handlers.onChoose).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await user.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    await user.click(screen.getByRole('button', { name: 'Clear Response' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(handlers.onSaveNext).toHaveBeenCalledTimes(1);
    expect(handlers.onMarkNext).toHaveBeenCalledTimes(1);
    expect(handlers.onClear).toHaveBeenCalledTimes(1);
    expect(handlers.onPrevious).toHaveBeenCalledTimes(1);
  });

  it('disables Previous on the first question', () => {
    setup({ previousDisabled: true });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
