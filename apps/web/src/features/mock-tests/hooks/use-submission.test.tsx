import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockTestResponse, SaveMockTestResponsesInput } from '@jobportal/shared';
import { mockFetch, type FetchReply } from '../../../testing/render.tsx';
import { mockTestPaths } from '../lib/paths.ts';
import { createResponseSync, pendingStorageKey } from '../lib/response-sync.ts';
import { ATTEMPT_ID, attemptFixture } from '../testing/fixtures.ts';
import { useSubmission } from './use-submission.ts';

const ATTEMPT_PATH = mockTestPaths.attempt(ATTEMPT_ID);
const RESULT_PATH = mockTestPaths.result(ATTEMPT_ID);
const answer: MockTestResponse = { questionKey: 'e1', selectedIndex: 2, markedForReview: false, timeSpentMs: 1_000 };

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The hook on the attempt's page, with a sync whose saves the test answers (`send`). */
function setup(send: (input: SaveMockTestResponsesInput) => Promise<unknown>, reply: (method: string) => FetchReply) {
  const api = mockFetch((call) => reply(call.method));
  const sync = createResponseSync({ attemptId: ATTEMPT_ID, send });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ATTEMPT_PATH]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    ({ timeUp }) => ({ submission: useSubmission(ATTEMPT_ID, sync, timeUp), location: useLocation() }),
    { wrapper, initialProps: { timeUp: false } },
  );
  const calls = (method: string) => api.calls().filter((call) => call.method === method);
  return { ...hook, sync, calls };
}

describe('useSubmission', () => {
  it('submits only once the responses waiting are saved, then opens the result', async () => {
    let release = () => {};
    const saved: SaveMockTestResponsesInput[] = [];
    const { result, sync, calls } = setup(
      (input) => {
        saved.push(input);
        return new Promise<void>((resolve) => (release = resolve));
      },
      () => ({ body: { attempt: { id: ATTEMPT_ID } } }),
    );
    void sync.queue(answer);

    let submitted!: Promise<void>;
    act(() => {
      submitted = result.current.submission.submit();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(calls('POST')).toHaveLength(0);

    release();
    await act(() => submitted);
    await waitFor(() => expect(result.current.location.pathname).toBe(RESULT_PATH));
    expect(saved).toEqual([{ responses: [answer] }]);
    expect(calls('POST').map((call) => call.url)).toEqual([`/api/mock-tests/attempts/${ATTEMPT_ID}/submit`]);
    expect(localStorage.getItem(pendingStorageKey(ATTEMPT_ID))).toBeNull();
    sync.dispose();
  });

  it('stays on the attempt and says so when the submit fails', async () => {
    const { result, sync } = setup(
      () => Promise.resolve(),
      () => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }),
    );
    await act(() => result.current.submission.submit());
    await waitFor(() => expect(result.current.submission.isError).toBe(true));
    expect(result.current.submission.isPending).toBe(false);
    expect(result.current.location.pathname).toBe(ATTEMPT_PATH);
    sync.dispose();
  });

  it('once time is up, stops saving and asks every 1.5 s until the server has submitted, then opens the result', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve());
    let reads = 0;
    const { result, rerender, sync, calls } = setup(send, () => {
      reads += 1;
      return { body: { ...attemptFixture(), status: reads < 3 ? 'in_progress' : 'submitted' } };
    });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls('GET')).toHaveLength(0);

    rerender({ timeUp: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls('GET').map((call) => call.url)).toEqual([`/api/mock-tests/attempts/${ATTEMPT_ID}`]);
    await sync.queue(answer);
    expect(send).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(calls('GET')).toHaveLength(2);
    expect(result.current.location.pathname).toBe(ATTEMPT_PATH);

    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(result.current.location.pathname).toBe(RESULT_PATH);
    expect(sync.pending()).toEqual([]);
  });
});
