import { describe, expect, it, vi } from 'vitest';
import type { MockTestResponse, SaveMockTestResponsesInput } from '@jobportal/shared';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { createResponseSync, pendingStorageKey } from './response-sync.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const response = (questionKey: string, selectedIndex: number | null): MockTestResponse => ({
  questionKey,
  selectedIndex,
  markedForReview: false,
  timeSpentMs: 1000,
});

describe('response sync', () => {
  it('sends each response and keeps nothing once the server has it', async () => {
    const storage = memoryStorage();
    const sent: SaveMockTestResponsesInput[] = [];
    const sync = createResponseSync({ attemptId: 'a1', storage, send: async (input) => void sent.push(input) });
    await sync.queue(response('q1', 2), 'hi');
    expect(sent).toEqual([{ responses: [response('q1', 2)], language: 'hi' }]);
    expect(storage.data.has(pendingStorageKey('a1'))).toBe(false);
    sync.dispose();
  });

  it('sends what is queued while a save is on its way once that save is back, and keeps it stored until then', async () => {
    const storage = memoryStorage();
    const sent: SaveMockTestResponsesInput[] = [];
    const replies: Array<() => void> = [];
    const send = (input: SaveMockTestResponsesInput) =>
      new Promise<void>((resolve) => {
        sent.push(input);
        replies.push(resolve);
      });
    const sync = createResponseSync({ attemptId: 'a-busy', storage, send });
    const first = sync.queue(response('q1', 2));
    // Save & Next: the answer goes, and the next question's visit (and a language) follow at once.
    const second = sync.queue(response('q2', null), 'hi');
    expect(sent).toHaveLength(1);
    expect(Object.keys(JSON.parse(storage.data.get(pendingStorageKey('a-busy'))!).responses)).toEqual(['q1', 'q2']);
    replies.shift()!();
    await first;
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ responses: [response('q2', null)], language: 'hi' });
    expect(sync.pending()).toEqual([response('q2', null)]);
    replies.shift()!();
    await second;
    await vi.waitFor(() => expect(sync.pending()).toEqual([]));
    expect(storage.data.has(pendingStorageKey('a-busy'))).toBe(false);
    sync.dispose();
  });

  it('keeps responses on the device while offline and sends them, latest first, when back online', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    let online = false;
    const sent: SaveMockTestResponsesInput[] = [];
    const statuses: string[] = [];
    const send = async (input: SaveMockTestResponsesInput) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(input);
    };
    const sync = createResponseSync({
      attemptId: 'a2',
      storage,
      send,
      retryMs: 1000,
      onStatus: (s) => statuses.push(s),
    });
    await sync.queue(response('q1', 0));
    await sync.queue(response('q1', 3));
    await sync.queue(response('q2', 1));
    expect(statuses).toContain('offline');
    // A reload finds them stored.
    const stored = JSON.parse(storage.data.get(pendingStorageKey('a2'))!) as { responses: object };
    expect(Object.keys(stored.responses)).toEqual(['q1', 'q2']);
    const reloaded = createResponseSync({ attemptId: 'a2', storage, send, retryMs: 1000 });
    expect(reloaded.pending().map((r) => r.selectedIndex)).toEqual([3, 1]);
    reloaded.dispose();

    online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ responses: [response('q1', 3), response('q2', 1)] }]);
    expect(storage.data.size).toBe(0);
    expect(statuses.at(-1)).toBe('saved');
    sync.dispose();
    vi.useRealTimers();
  });

  it('pauses while disposed and sends what waited when started again (a remount)', async () => {
    const storage = memoryStorage();
    const sent: SaveMockTestResponsesInput[] = [];
    const sync = createResponseSync({ attemptId: 'a4', storage, send: async (input) => void sent.push(input) });
    sync.dispose();
    await sync.queue(response('q1', 1));
    expect(sent).toEqual([]);
    expect(storage.data.has(pendingStorageKey('a4'))).toBe(true);
    sync.start();
    await vi.waitFor(() => expect(sent).toEqual([{ responses: [response('q1', 1)] }]));
    sync.dispose();
  });

  it('stops when the server says the time is over', async () => {
    const storage = memoryStorage();
    const statuses: string[] = [];
    const send = vi.fn(async () => {
      throw new ApiRequestError(409, { code: 'TIME_OVER', message: 'The time for this test is over.' });
    });
    const sync = createResponseSync({ attemptId: 'a3', storage, send, onStatus: (s) => statuses.push(s) });
    await sync.queue(response('q1', 0));
    await sync.queue(response('q2', 0));
    expect(send).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('time-over');
    expect(storage.data.size).toBe(0);
    sync.dispose();
  });
});
