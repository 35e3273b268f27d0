import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { ATTEMPT_ID, attemptFixture as attempt, MIN } from '../testing/fixtures.ts';
import { TestPlayer } from './test-player.tsx';

const saved = () => ({ saved: 1, serverNow: new Date().toISOString(), deadline: new Date().toISOString() });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup({ strict = false } = {}) {
  const state = attempt();
  const api = mockFetch((call) => (call.method === 'PUT' ? { body: saved() } : { body: state }));
  const player = <TestPlayer attemptId={ATTEMPT_ID} />;
  renderWithProviders(strict ? <StrictMode>{player}</StrictMode> : player);
  const puts = () =>
    api
      .calls()
      .filter((call) => call.method === 'PUT')
      .flatMap(
        (call) => (call.body as { responses: { questionKey: string; selectedIndex: number | null }[] }).responses,
      );
  return { puts };
}

const paletteButton = (key: string) =>
  within(screen.getAllByTestId('palette')[0]!)
    .getAllByRole('button')
    .find((b) => b.dataset['question'] === key)!;

describe('TestPlayer', () => {
  it('keeps a choice unsaved when a palette number is clicked, and saves it with Save & Next', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { puts } = setup();
    expect(await screen.findByTestId('question-text')).toHaveTextContent('First English question');
    expect(screen.getByTestId('timer')).toHaveTextContent(/0[12]:[0-5]\d/);

    await user.click(screen.getByRole('radio', { name: /Beta e1/ }));
    await user.click(paletteButton('e2'));
    expect(screen.getByTestId('question-text')).toHaveTextContent('Second English question');
    await waitFor(() => expect(paletteButton('e1')).toHaveAttribute('data-state', 'not_answered'));
    expect(
      puts()
        .filter((r) => r.questionKey === 'e1')
        .every((r) => r.selectedIndex === null),
    ).toBe(true);

    await user.click(paletteButton('e1'));
    expect(screen.getByRole('radio', { name: /Beta e1/ })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Gamma e1/ }));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(paletteButton('e1')).toHaveAttribute('data-state', 'answered'));
    await waitFor(() => expect(puts().some((r) => r.questionKey === 'e1' && r.selectedIndex === 2)).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    expect(paletteButton('e2')).toHaveAttribute('data-state', 'marked');
    const legend = within(screen.getAllByTestId('palette-legend')[0]!);
    expect(legend.getByText('Answered').previousSibling).toHaveTextContent('1');
    expect(legend.getByText('Marked for review').previousSibling).toHaveTextContent('1');
  });

  it('still saves under StrictMode (effects run twice in development)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { puts } = setup({ strict: true });
    await user.click(await screen.findByRole('radio', { name: /Delta e1/ }));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(puts().some((r) => r.questionKey === 'e1' && r.selectedIndex === 3)).toBe(true));
  });

  it('switches the paper to Hindi and locks a section when its own time ends', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup();
    expect(await screen.findByTestId('question-text')).toHaveTextContent('First English question');
    expect(screen.getByRole('tab', { name: /Maths/ })).toBeDisabled();

    await user.selectOptions(screen.getByTestId('language-switch'), 'hi');
    expect(screen.getByTestId('question-text')).toHaveTextContent('First English question (हिन्दी)');

    await act(() => vi.advanceTimersByTimeAsync(MIN + 1_000));
    expect(screen.getByTestId('question-text')).toHaveTextContent('First maths question (हिन्दी)');
    expect(screen.getByRole('tab', { name: /अंग्रेज़ी/ })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /गणित/ })).toBeEnabled();
  });
});
