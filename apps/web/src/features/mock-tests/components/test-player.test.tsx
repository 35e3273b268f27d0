import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import type { MockTestAttemptState, MockTestResponse } from '@jobportal/shared';
import { ATTEMPT_ID, attemptFixture as attempt, MIN, mixedAttemptFixture } from '../testing/fixtures.ts';
import { pendingStorageKey } from '../lib/response-sync.ts';
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

function setup({ strict = false, state = attempt() }: { strict?: boolean; state?: MockTestAttemptState } = {}) {
  const api = mockFetch((call) => (call.method === 'PUT' ? { body: saved() } : { body: state }));
  const player = <TestPlayer attemptId={ATTEMPT_ID} />;
  renderWithProviders(strict ? <StrictMode>{player}</StrictMode> : player);
  const puts = () =>
    api
      .calls()
      .filter((call) => call.method === 'PUT')
      .flatMap((call) => (call.body as { responses: MockTestResponse[] }).responses);
  return { puts };
}

const paletteButton = (key: string) =>
  within(screen.getAllByTestId('palette')[0]!)
    .getAllByRole('button')
    .find((b) => b.dataset['question'] === key)!;
/** A palette number, once the player has loaded. */
const findPaletteButton = async (key: string) => {
  await screen.findAllByTestId('palette');
  return paletteButton(key);
};

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

  it('keeps the answer on the device at the tap, and sends it once the next question is painted', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { puts } = setup();
    await user.click(await screen.findByRole('radio', { name: /Gamma e1/ }));
    const saveNext = screen.getByRole('button', { name: 'Save & Next' });
    await waitFor(() => expect(puts().length).toBeGreaterThan(0));
    const fetches = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(saveNext);
    // Nothing is sent in the tap itself: the request waits for the frame that shows the next question.
    expect(fetches).not.toHaveBeenCalled();
    const stored = JSON.parse(localStorage.getItem(pendingStorageKey(ATTEMPT_ID))!) as {
      responses: Record<string, MockTestResponse>;
    };
    expect(stored.responses['e1']).toMatchObject({ selectedIndex: 2 });
    expect(screen.getByTestId('question-text')).toHaveTextContent('Second English question');
    await waitFor(() => expect(puts().some((r) => r.questionKey === 'e1' && r.selectedIndex === 2)).toBe(true));
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

describe('TestPlayer with sets, multiple-answer and numeric questions', () => {
  it('shows a set’s passage with its directions beside its questions only', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup({ state: mixedAttemptFixture() });
    expect(await screen.findByTestId('question-text')).toHaveTextContent('First English question');
    expect(screen.queryByTestId('passage-panel')).toBeNull();

    await user.click(paletteButton('e2'));
    const passage = screen.getByRole('region', { name: 'Directions (Q. 2–3)' });
    expect(passage).toHaveTextContent('Study the table of a shop’s sales');
    expect(within(passage).getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();

    // The same passage, still there, for the set's next question; gone after the set.
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Directions (Q. 2–3)' })).toBe(passage);
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 4' })).toBeInTheDocument();
    expect(screen.queryByTestId('passage-panel')).toBeNull();
  });

  it('shows the passage in the paper’s language', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup({ state: mixedAttemptFixture() });
    await user.click(await findPaletteButton('e3'));
    await user.selectOptions(screen.getByTestId('language-switch'), 'hi');
    expect(screen.getByTestId('passage-text')).toHaveTextContent('एक दुकान की बिक्री की तालिका');
    expect(screen.getByTestId('question-text')).toHaveTextContent('Which directions are right? (हिन्दी)');
  });

  it('saves the options ticked on a multiple-answer question', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { puts } = setup({ state: mixedAttemptFixture() });
    await user.click(await findPaletteButton('e3'));
    expect(screen.getByRole('group', { name: 'Question 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /West e3/ }));
    await user.click(screen.getByRole('checkbox', { name: /North e3/ }));
    expect(screen.getByRole('checkbox', { name: /West e3/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(paletteButton('e3')).toHaveAttribute('data-state', 'answered'));
    await waitFor(() =>
      expect(
        puts()
          .filter((r) => r.questionKey === 'e3')
          .at(-1),
      ).toMatchObject({
        selectedIndex: null,
        selectedIndexes: [0, 3],
      }),
    );

    // Back on it, the saved options are ticked; Clear Response unticks them all.
    await user.click(paletteButton('e3'));
    expect(screen.getByRole('checkbox', { name: /North e3/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect(screen.getByRole('checkbox', { name: /North e3/ })).not.toBeChecked();
    await waitFor(() => expect(paletteButton('e3')).toHaveAttribute('data-state', 'not_answered'));
  });

  it('saves the number typed on a numeric question, and not what is not a number', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { puts } = setup({ state: mixedAttemptFixture() });
    await user.click(await findPaletteButton('e4'));
    expect(screen.getByTestId('question-text').querySelector('math')).not.toBeNull();
    const box = screen.getByRole('textbox', { name: 'Your answer' });

    await user.type(box, '12,5');
    expect(screen.getByText('Type a number, such as 42, -3 or 12.5.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 4' })).toBeInTheDocument();
    expect(paletteButton('e4')).toHaveAttribute('data-state', 'not_answered');

    await user.clear(box);
    await user.type(box, '12.5');
    expect(screen.queryByText('Type a number, such as 42, -3 or 12.5.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    await waitFor(() => expect(paletteButton('e4')).toHaveAttribute('data-state', 'answered'));
    await waitFor(() =>
      expect(
        puts()
          .filter((r) => r.questionKey === 'e4')
          .at(-1),
      ).toMatchObject({ selectedIndex: null, value: '12.5' }),
    );
    expect(puts().some((r) => r.value === '12,5')).toBe(false);

    await user.click(paletteButton('e4'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('12.5');
  });
});
