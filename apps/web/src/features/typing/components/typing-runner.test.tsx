import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  localStorage.clear();
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

  it('types a Tab into the box as a paragraph indent and keeps the focus there; Shift+Tab leaves', async () => {
    vi.useRealTimers();
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(<TypingRunner started={startedFixture()} onSubmitted={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(box());
    await user.keyboard('{Tab}A public{Enter}{Tab}library');
    expect(box()).toHaveValue('\tA public\n\tlibrary');
    expect(box()).toHaveFocus();
    // The timer runs and the Tabs count as key depressions.
    expect(screen.getByTestId('typing-announcement')).toHaveTextContent('1 minute left');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(box()).not.toHaveFocus();
    expect(box()).toHaveValue('\tA public\n\tlibrary');
  });

  it('types a Tab in a Hindi layout too', () => {
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(
      <TypingRunner
        started={startedFixture({ passageId: 'hi-swachhta', layout: 'inscript' })}
        onSubmitted={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    press('Tab', { key: 'Tab' });
    press('KeyK');
    expect(box()).toHaveValue('\tक');
  });

  it('never throws a running test away without asking: Tab+Space keeps typing, "Change settings" confirms', async () => {
    vi.useRealTimers();
    mockFetch(() => ({ status: 500 }));
    const onCancel = vi.fn();
    const onRunningChange = vi.fn();
    renderWithProviders(
      <TypingRunner
        started={startedFixture()}
        onSubmitted={vi.fn()}
        onCancel={onCancel}
        onRunningChange={onRunningChange}
      />,
    );
    const user = userEvent.setup();
    // Before the first key nothing is lost: no question.
    await user.click(box());
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('A public');
    expect(onRunningChange).toHaveBeenLastCalledWith(true);

    // Tab then Space (what used to press "Change settings"): an indent and a space in the box.
    await user.keyboard('{Tab} ');
    expect(box()).toHaveValue('A public\t ');
    expect(box()).toHaveFocus();
    expect(onCancel).not.toHaveBeenCalled();

    // "Change settings" asks; keeping the test leaves the text and the focus in the box.
    await user.click(screen.getByRole('button', { name: 'Change settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard this test?' });
    expect(dialog).toHaveTextContent('What you have typed will be lost');
    // The footer's "Keep typing" (the × in the corner says the same).
    await user.click(within(dialog).getAllByRole('button', { name: 'Keep typing' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    expect(box()).toHaveValue('A public\t ');
    await waitFor(() => expect(box()).toHaveFocus());
    await user.keyboard('library');
    expect(box()).toHaveValue('A public\t library');

    // Escape keeps it too; "Discard test" throws it away.
    await user.click(screen.getByRole('button', { name: 'Change settings' }));
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Change settings' }));
    await user.click(screen.getByRole('button', { name: 'Discard test' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('goes back to the settings at once before the first key', async () => {
    vi.useRealTimers();
    mockFetch(() => ({ status: 500 }));
    const onCancel = vi.fn();
    renderWithProviders(<TypingRunner started={startedFixture()} onSubmitted={vi.fn()} onCancel={onCancel} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change settings' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a passage written as paragraphs as indented paragraphs', () => {
    mockFetch(() => ({ status: 500 }));
    const started = startedFixture({ passageText: 'First paragraph here.\nSecond one.\nThird.' });
    renderWithProviders(<TypingRunner started={started} onSubmitted={vi.fn()} onCancel={vi.fn()} />);
    const paragraphs = screen.getAllByTestId('typing-passage-paragraph');
    expect(paragraphs.map((paragraph) => paragraph.textContent?.trim())).toEqual([
      'First paragraph here.',
      'Second one.',
      'Third.',
    ]);
    for (const paragraph of paragraphs) expect(paragraph).toHaveClass('indent-8');
    // Word indexes run on across paragraphs (the highlight of the current word).
    expect(paragraphs[1]!.querySelector('[data-index="3"]')).toHaveTextContent('Second');
    // A passage that indents some of its paragraphs with a Tab: only those are indented.
    cleanup();
    const notice = 'The notice was issued today.\n\tCandidates must apply online before the last date.';
    renderWithProviders(
      <TypingRunner started={startedFixture({ passageText: notice })} onSubmitted={vi.fn()} onCancel={vi.fn()} />,
    );
    const noticeParagraphs = screen.getAllByTestId('typing-passage-paragraph');
    expect(noticeParagraphs).toHaveLength(2);
    expect(noticeParagraphs[0]).not.toHaveClass('indent-8');
    expect(noticeParagraphs[1]).toHaveClass('indent-8');
    // A one-paragraph passage stays one block.
    cleanup();
    renderWithProviders(<TypingRunner started={startedFixture()} onSubmitted={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryAllByTestId('typing-passage-paragraph')).toHaveLength(0);
  });

  it('offers both orders of ि beside the Remington GAIL chart, and remembers the choice', async () => {
    vi.useRealTimers();
    mockFetch(() => ({ status: 500 }));
    const started = startedFixture({ passageId: 'hi-swachhta', layout: 'remington-gail' });
    const { unmount } = renderWithProviders(
      <TypingRunner started={started} onSubmitted={vi.fn()} onCancel={vi.fn()} />,
    );
    const chart = screen.getByRole('group', { name: 'Keyboard chart: Remington GAIL' });
    const setting = screen.getByRole('group', { name: 'Short i matra (ि)' });
    // Beside the chart: in the same block.
    expect(chart.closest('figure')!.parentElement).toBe(setting.parentElement);
    const typewriter = within(setting).getByRole('radio', { name: /Typewriter order/ });
    const keyman = within(setting).getByRole('radio', { name: /Keyman \/ Windows order/ });
    expect(typewriter).toBeChecked();

    // Typewriter order: ि first.
    press('KeyF');
    press('KeyD');
    expect(box()).toHaveValue('कि');
    press('Space');

    // Keyman / Windows order: ि after the consonant.
    await userEvent.setup().click(keyman);
    expect(keyman).toBeChecked();
    expect(box()).toHaveFocus();
    press('KeyD');
    press('KeyF');
    expect(box()).toHaveValue('कि कि');
    unmount();

    // Remembered for the next test.
    renderWithProviders(<TypingRunner started={started} onSubmitted={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /Keyman \/ Windows order/ })).toBeChecked();
    press('KeyD');
    press('KeyF');
    expect(box()).toHaveValue('कि');
  });

  it('offers no ि setting with InScript (always in Unicode order)', () => {
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(
      <TypingRunner
        started={startedFixture({ passageId: 'hi-swachhta', layout: 'inscript' })}
        onSubmitted={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('i-matra-order')).not.toBeInTheDocument();
  });
});
