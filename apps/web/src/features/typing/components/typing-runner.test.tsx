import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { ATTEMPT_ID, resultFixture, startedFixture } from '../testing/fixtures.ts';
import { TypingRunner } from './typing-runner.tsx';

const box = () => screen.getByLabelText('Type the passage here');

function press(code: string, init: { shiftKey?: boolean; key?: string } = {}) {
  fireEvent.keyDown(box(), {
    code,
    key: init.key ?? (code.startsWith('Key') ? code.slice(3).toLowerCase() : code),
    ...init,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TypingRunner', () => {
  it('starts the countdown at the first key and submits by itself at 0:00 with the full time', async () => {
    const api = mockFetch(() => ({ body: resultFixture('A public') }));
    const onSubmitted = vi.fn();
    renderWithProviders(<TypingRunner started={startedFixture()} onSubmitted={onSubmitted} onCancel={vi.fn()} />);

    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');

    press('KeyA', { shiftKey: true, key: 'A' });
    fireEvent.change(box(), { target: { value: 'A public' } });
    expect(box()).toHaveValue('A public');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');
    expect(screen.getByTestId('typing-announcement')).toHaveTextContent('1 minute left');

    await act(() => vi.advanceTimersByTimeAsync(40_500));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(ATTEMPT_ID));
    const submit = api.calls().find((call) => call.method === 'POST')!;
    expect(submit.url).toBe(`/api/typing/attempts/${ATTEMPT_ID}/submit`);
    expect(submit.body).toEqual({ typed: 'A public', elapsedMs: 60_000, keystrokes: 1 });
    expect(box()).toHaveAttribute('readonly');
  });

  it('types Hindi through the InScript layout from key codes, whatever the OS keyboard', () => {
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(
      <TypingRunner
        started={startedFixture({ passageId: 'hi-swachhta', layout: 'inscript' })}
        onSubmitted={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    for (const code of ['KeyM', 'KeyD', 'KeyB', 'Semicolon', 'KeyD']) press(code);
    press('Semicolon', { shiftKey: true, key: ':' });
    for (const code of ['KeyL', 'KeyE']) press(code);
    expect(box()).toHaveValue('स्वच्छता');
    expect(screen.getByRole('group', { name: 'Keyboard chart: InScript' })).toBeInTheDocument();

    // Input that did not come through the page's layout (a phone keyboard, an IME) is refused with a note.
    fireEvent.keyDown(box(), { key: 'Unidentified', code: '' });
    expect(screen.getByTestId('typing-ime-note')).toHaveTextContent('physical keyboard');
    expect(box()).toHaveValue('स्वच्छता');
  });

  it('applies the SSC word rule and backspace off, and says so', () => {
    mockFetch(() => ({ status: 500 }));
    const started = startedFixture({
      passageId: 'hi-swachhta',
      layout: 'inscript',
      options: { backspace: false, spaceLock: true },
    });
    started.passage = { ...started.passage, text: 'क का', wordCount: 2 };
    renderWithProviders(<TypingRunner started={started} onSubmitted={vi.fn()} onCancel={vi.fn()} />);
    for (const code of ['KeyK', 'Space', 'KeyK']) press(code);
    expect(screen.getByTestId('typing-status')).toHaveTextContent('the space bar is locked');
    press('Space');
    press('KeyE');
    expect(box()).toHaveValue('क का');
    press('Backspace');
    expect(box()).toHaveValue('क का');
  });

  it('asks before an early submit in exam mode, where the full time counts', async () => {
    vi.useRealTimers();
    const api = mockFetch(() => ({ body: resultFixture('A') }));
    const onSubmitted = vi.fn();
    renderWithProviders(
      <TypingRunner
        started={startedFixture({ mode: 'exam', allottedMs: 600_000 })}
        onSubmitted={onSubmitted}
        onCancel={vi.fn()}
      />,
    );
    press('KeyA', { shiftKey: true, key: 'A' });
    fireEvent.change(box(), { target: { value: 'A' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('the full 10 minutes count');
    await user.click(screen.getByRole('button', { name: 'Submit now' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const body = api.calls().find((call) => call.method === 'POST')!.body as { elapsedMs: number };
    expect(body.elapsedMs).toBeLessThan(60_000);
  });

  it('keeps the text when the submission fails, and lets the candidate try again', async () => {
    vi.useRealTimers();
    let fail = true;
    mockFetch(() =>
      fail ? { status: 503, body: { statusCode: 503, code: 'X', message: 'Down' } } : { body: resultFixture('A') },
    );
    const onSubmitted = vi.fn();
    renderWithProviders(<TypingRunner started={startedFixture()} onSubmitted={onSubmitted} onCancel={vi.fn()} />);
    press('KeyA', { shiftKey: true, key: 'A' });
    fireEvent.change(box(), { target: { value: 'A' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Your test could not be submitted. Your text is safe here: try again.'),
    ).toBeVisible();
    expect(box()).toHaveValue('A');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(ATTEMPT_ID));
  });
});
