import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockTestAttemptState, MockTestResponse } from '@jobportal/shared';
import { mockFetch } from '../../../testing/render.tsx';
import { createDraftStore } from '../lib/draft-store.ts';
import { typeValue } from '../lib/player.ts';
import { pendingStorageKey } from '../lib/response-sync.ts';
import { ATTEMPT_ID, attemptFixture, MIN, mixedAttemptFixture } from '../testing/fixtures.ts';
import { useAttemptSession, useDraft } from './use-attempt-session.ts';

type Sent = { responses: MockTestResponse[]; language?: string };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The session on `state`, with a clock whose time the test sets (`rerender({ now })`). */
function setup(state: MockTestAttemptState, reply: () => { status?: number; body?: unknown } = () => ({ body: {} })) {
  const api = mockFetch(reply);
  const windows = new Map(state.sections.map((w) => [w.key, [Date.parse(w.opensAt), Date.parse(w.closesAt)]]));
  const isOpenAt = (key: string, at: number) => {
    const w = windows.get(key);
    return w !== undefined && at >= w[0]! && at < w[1]!;
  };
  let renders = 0;
  const hook = renderHook(
    ({ now }) => {
      renders += 1;
      return useAttemptSession(state, { now, isOpenAt });
    },
    { initialProps: { now: Date.parse(state.serverNow) } },
  );
  const sent = () => api.calls().map((call) => call.body as Sent);
  /** Waits until `count` saves were sent and the last one has been answered. */
  const settled = async (count: number) => {
    await waitFor(() => expect(sent()).toHaveLength(count));
    await waitFor(() => expect(hook.result.current.status.get().status).toBe('saved'));
  };
  /** The responses sent for `key`, oldest first. */
  const sentFor = (key: string) =>
    sent()
      .flatMap((body) => body.responses)
      .filter((r) => r.questionKey === key);
  return { ...hook, sent, sentFor, settled, renders: () => renders };
}

describe('useAttemptSession', () => {
  it('opens at the first question of the open section and saves that it was visited', async () => {
    const { result, sent } = setup(attemptFixture());
    expect(result.current.position).toEqual({ section: 0, question: 0 });
    expect(result.current.currentKey).toBe('e1');
    expect(result.current.responses['e1']).toMatchObject({ selectedIndex: null, markedForReview: false });
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.responses).toEqual([expect.objectContaining({ questionKey: 'e1', selectedIndex: null })]);
  });

  it('keeps a chosen option as a draft until Save & Next saves it', async () => {
    const { result, sent, settled } = setup(attemptFixture());
    await settled(1);

    act(() => result.current.choose(2));
    expect(result.current.draft).toEqual({ selectedIndex: 2 });
    expect(result.current.responses['e1']!.selectedIndex).toBeNull();

    act(() => result.current.go({ section: 0, question: 1 }, 'save-next'));
    expect(result.current.currentKey).toBe('e2');
    expect(result.current.draft).toEqual({ selectedIndex: null });
    expect(result.current.responses['e1']!.selectedIndex).toBe(2);
    await waitFor(() =>
      expect(sent().flatMap((body) => body.responses)).toContainEqual(
        expect.objectContaining({ questionKey: 'e1', selectedIndex: 2 }),
      ),
    );
  });

  it('drops the draft when moving away without saving', () => {
    const { result } = setup(attemptFixture());
    act(() => result.current.choose(1));
    act(() => result.current.go({ section: 0, question: 1 }));
    act(() => result.current.go({ section: 0, question: 0 }));
    expect(result.current.draft).toEqual({ selectedIndex: null });
    expect(result.current.responses['e1']!.selectedIndex).toBeNull();
  });

  it('opens with what this device had not sent yet on top of the server’s responses', () => {
    const state = attemptFixture();
    state.responses = [{ questionKey: 'e1', selectedIndex: 0, markedForReview: false, timeSpentMs: 1_000 }];
    const waiting = { questionKey: 'e1', selectedIndex: 3, markedForReview: true, timeSpentMs: 2_000 };
    localStorage.setItem(pendingStorageKey(ATTEMPT_ID), JSON.stringify({ responses: { e1: waiting }, language: 'hi' }));
    const { result } = setup(state);
    expect(result.current.responses['e1']).toEqual(waiting);
    expect(result.current.draft).toEqual({ selectedIndex: 3 });
    expect(result.current.language).toBe('hi');
  });

  it('toggles the options of a multiple-answer question and saves them all with Save & Next', async () => {
    const { result, sentFor, settled } = setup(mixedAttemptFixture());
    await settled(1);
    act(() => void result.current.go({ section: 0, question: 2 }));
    expect(result.current.currentKey).toBe('e3');
    expect(result.current.draft).toEqual({ selectedIndex: null, selectedIndexes: [] });

    act(() => result.current.choose(2));
    act(() => result.current.choose(0));
    act(() => result.current.choose(2));
    act(() => result.current.choose(3));
    expect(result.current.draft).toEqual({ selectedIndex: null, selectedIndexes: [0, 3] });
    expect(result.current.responses['e3']!.selectedIndexes).toBeUndefined();

    act(() => void result.current.go({ section: 0, question: 3 }, 'save-next'));
    expect(result.current.responses['e3']).toMatchObject({ selectedIndex: null, selectedIndexes: [0, 3] });
    await waitFor(() =>
      expect(sentFor('e3').at(-1)).toMatchObject({
        selectedIndex: null,
        selectedIndexes: [0, 3],
        markedForReview: false,
      }),
    );

    // Back on it, the saved options are the draft; Clear Response removes them.
    act(() => void result.current.go({ section: 0, question: 2 }));
    expect(result.current.draft).toEqual({ selectedIndex: null, selectedIndexes: [0, 3] });
    act(() => void result.current.go({ section: 0, question: 2 }, 'clear'));
    expect(result.current.responses['e3']).toMatchObject({ selectedIndex: null, selectedIndexes: [] });
  });

  it('keeps the number typed on a numeric question as its draft and saves it with Save & Next', async () => {
    const { result, sentFor, settled } = setup(mixedAttemptFixture());
    await settled(1);
    act(() => void result.current.go({ section: 0, question: 3 }));
    expect(result.current.currentKey).toBe('e4');
    expect(result.current.draft).toEqual({ selectedIndex: null, value: '' });

    act(() => result.current.choose('1'));
    act(() => result.current.choose('12.5'));
    expect(result.current.draft).toEqual({ selectedIndex: null, value: '12.5' });
    // An option's index means nothing here.
    act(() => result.current.choose(1));
    expect(result.current.draft).toEqual({ selectedIndex: null, value: '12.5' });

    act(() => void result.current.go({ section: 0, question: 0 }, 'mark-next'));
    expect(result.current.responses['e4']).toMatchObject({ selectedIndex: null, value: '12.5', markedForReview: true });
    await waitFor(() => expect(sentFor('e4').at(-1)).toMatchObject({ selectedIndex: null, value: '12.5' }));
    expect(sentFor('e4').every((r) => r.selectedIndexes === undefined)).toBe(true);

    // A single-answer question takes no typed value.
    act(() => result.current.choose('3'));
    expect(result.current.draft).toEqual({ selectedIndex: null });
  });

  it('does not save or leave a numeric question whose typed answer is not a number', async () => {
    const { result, sentFor, settled } = setup(mixedAttemptFixture());
    await settled(1);
    act(() => void result.current.go({ section: 0, question: 3 }));
    await waitFor(() => expect(sentFor('e4')).toHaveLength(1));
    act(() => result.current.choose('12,5'));
    let left = true;
    act(() => void (left = result.current.go({ section: 0, question: 0 }, 'save-next')));
    expect(left).toBe(false);
    expect(result.current.currentKey).toBe('e4');
    expect(result.current.draft).toEqual({ selectedIndex: null, value: '12,5' });
    act(() => void (left = result.current.go({ section: 0, question: 0 }, 'mark-next')));
    expect(left).toBe(false);
    expect(result.current.responses['e4']!.value).toBeUndefined();
    expect(result.current.responses['e4']!.markedForReview).toBe(false);

    // Clear Response and moving away by the palette still work.
    act(() => void (left = result.current.go({ section: 0, question: 3 }, 'clear')));
    expect(left).toBe(true);
    expect(result.current.draft).toEqual({ selectedIndex: null, value: '' });
    await waitFor(() => expect(sentFor('e4').at(-1)).toMatchObject({ value: '' }));
    expect(sentFor('e4').some((r) => r.value === '12,5')).toBe(false);
  });

  it('does not re-render the player when an option is chosen or a digit typed', async () => {
    const { result, renders, settled } = setup(mixedAttemptFixture());
    await settled(1);
    act(() => void result.current.go({ section: 0, question: 3 }));
    const before = renders();
    act(() => result.current.choose('4'));
    act(() => result.current.choose('42'));
    expect(renders()).toBe(before);
    expect(result.current.draft.value).toBe('42');
  });

  it('gives the component that shows the draft the draft of its question, else its saved answer', () => {
    const drafts = createDraftStore();
    const saved = { questionKey: 'n1', selectedIndex: null, value: '7', markedForReview: false, timeSpentMs: 0 };
    const { result } = renderHook(() => useDraft(drafts, { key: 'n1', type: 'numeric' }, saved));
    expect(result.current).toEqual({ selectedIndex: null, value: '7' });
    act(() => drafts.set({ key: 'n1', draft: typeValue('7.5') }));
    expect(result.current).toEqual({ selectedIndex: null, value: '7.5' });
    act(() => drafts.set({ key: 'other', draft: typeValue('1') }));
    expect(result.current).toEqual({ selectedIndex: null, value: '7' });
  });

  it('shows the first open section the chosen section’s time has ended', () => {
    const state = attemptFixture();
    const { result, rerender } = setup(state);
    act(() => result.current.go({ section: 0, question: 1 }));
    rerender({ now: Date.parse(state.serverNow) + MIN });
    expect(result.current.position).toEqual({ section: 1, question: 0 });
    expect(result.current.currentKey).toBe('m1');
  });

  it('saves the language when it changes', async () => {
    const { result, sent, settled } = setup(attemptFixture());
    await settled(1);
    act(() => result.current.changeLanguage('hi'));
    expect(result.current.language).toBe('hi');
    await settled(2);
    expect(sent()[1]).toEqual({ responses: [], language: 'hi' });
  });

  it('adds the time spent on the question shown when asked to (before submitting)', async () => {
    const { result, sent, settled } = setup(attemptFixture());
    await settled(1);
    act(() => vi.advanceTimersByTime(5_000));
    act(() => result.current.recordTime());
    expect(result.current.responses['e1']!.timeSpentMs).toBeGreaterThanOrEqual(5_000);
    await waitFor(() =>
      expect(sent().flatMap((body) => body.responses)).toContainEqual(
        expect.objectContaining({ questionKey: 'e1', timeSpentMs: result.current.responses['e1']!.timeSpentMs }),
      ),
    );
  });

  it('reports the save’s status in its store, and time over when the server refuses a save for it', async () => {
    const { result } = setup(attemptFixture(), () => ({
      status: 409,
      body: { code: 'TIME_OVER', message: 'The time is over' },
    }));
    expect(result.current.timeOver).toBe(false);
    await waitFor(() => expect(result.current.timeOver).toBe(true));
    expect(result.current.status.get().status).toBe('time-over');
  });
});
