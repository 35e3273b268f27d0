import type { MockTestLanguage, MockTestResponse, SaveMockTestResponsesInput } from '@jobportal/shared';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** What the sync reports to the player. */
export type SyncStatus = 'saved' | 'saving' | 'offline' | 'time-over' | 'error';

type Pending = { responses: Record<string, MockTestResponse>; language?: MockTestLanguage };

export type ResponseSyncOptions = {
  attemptId: string;
  send: (input: SaveMockTestResponsesInput) => Promise<unknown>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  onStatus?: (status: SyncStatus, message?: string) => void;
  /** Wait before retrying after a failed save (the browser's `online` event retries at once). */
  retryMs?: number;
};

export const pendingStorageKey = (attemptId: string) => `jobportal:mock-test:${attemptId}:pending`;

/**
 * Sends responses to the server as they are made, one request at a time, and keeps the ones not yet
 * accepted in localStorage: offline, or after a reload, they are sent when the connection is back.
 * A response made later for the same question replaces the one waiting.
 */
export function createResponseSync(options: ResponseSyncOptions) {
  const storage = options.storage ?? window.localStorage;
  const key = pendingStorageKey(options.attemptId);
  const retryMs = options.retryMs ?? 3000;
  let pending: Pending = read();
  let inFlight = false;
  /** The server said the time is over: nothing is sent again. */
  let stopped = false;
  /** Sending (false after `dispose` until `start`: React runs effects twice in development). */
  let active = true;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function read(): Pending {
    try {
      const raw = storage.getItem(key);
      return raw ? (JSON.parse(raw) as Pending) : { responses: {} };
    } catch {
      return { responses: {} };
    }
  }

  function persist() {
    try {
      if (Object.keys(pending.responses).length === 0 && !pending.language) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(pending));
    } catch {
      // A full or blocked storage only loses the offline copy; the request is still sent.
    }
  }

  const isEmpty = () => Object.keys(pending.responses).length === 0 && !pending.language;

  async function flush(): Promise<void> {
    if (inFlight || stopped || !active || isEmpty()) return;
    inFlight = true;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    // A copy: `queue` replaces `pending`'s fields while this request is on its way, and what it adds
    // then must still count as unsent when the answer comes back.
    const sent: Pending = { responses: pending.responses, language: pending.language };
    options.onStatus?.('saving');
    try {
      await options.send({
        responses: Object.values(sent.responses),
        ...(sent.language ? { language: sent.language } : {}),
      });
      // Keep what changed while the request was on its way.
      const left: Pending = { responses: {} };
      for (const [questionKey, response] of Object.entries(pending.responses)) {
        if (sent.responses[questionKey] !== response) left.responses[questionKey] = response;
      }
      if (pending.language !== sent.language) left.language = pending.language;
      pending = left;
      persist();
      options.onStatus?.(isEmpty() ? 'saved' : 'saving');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.code === 'TIME_OVER') {
        stopped = true;
        pending = { responses: {} };
        persist();
        options.onStatus?.('time-over', error.message);
      } else if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        // Refused for good (a locked section): sending it again cannot succeed.
        for (const questionKey of Object.keys(sent.responses)) {
          if (pending.responses[questionKey] === sent.responses[questionKey]) delete pending.responses[questionKey];
        }
        if (pending.language === sent.language) delete pending.language;
        persist();
        options.onStatus?.('error', error.message);
      } else {
        options.onStatus?.('offline');
        retryTimer = setTimeout(() => void flush(), retryMs);
      }
    } finally {
      inFlight = false;
    }
    if (!stopped && active && !isEmpty() && !retryTimer) void flush();
  }

  function keep(response?: MockTestResponse, language?: MockTestLanguage): void {
    if (stopped) return;
    if (response) pending.responses = { ...pending.responses, [response.questionKey]: response };
    if (language) pending.language = language;
    persist();
  }

  const online = () => void flush();
  if (typeof window !== 'undefined') window.addEventListener('online', online);

  return {
    /** Responses saved on this device but not yet accepted by the server. */
    pending: (): MockTestResponse[] => Object.values(pending.responses),
    pendingLanguage: () => pending.language,
    /** Queues a response (or the language) and sends it. */
    queue(response?: MockTestResponse, language?: MockTestLanguage): Promise<void> {
      keep(response, language);
      return flush();
    },
    /** Queues a response and stores it on the device, to be sent by the next `flush`. */
    keep,
    flush,
    /**
     * Sends everything waiting and resolves true once the server has it all (before submitting);
     * false when it could not (offline, time over) within `timeoutMs`.
     */
    async drain(timeoutMs = 10_000): Promise<boolean> {
      const until = Date.now() + timeoutMs;
      while (!isEmpty() && !stopped && active && Date.now() < until) {
        if (inFlight || retryTimer) await new Promise((resolve) => setTimeout(resolve, 100));
        if (!inFlight) await flush();
      }
      return isEmpty();
    },
    /** Stops sending (the attempt is over or the page is left); what is waiting stays stored. */
    dispose() {
      active = false;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      if (typeof window !== 'undefined') window.removeEventListener('online', online);
    },
    /** Sends again after `dispose` (a remount), starting with what is waiting. */
    start() {
      if (active) return;
      active = true;
      if (typeof window !== 'undefined') window.addEventListener('online', online);
      void flush();
    },
    /** Forgets what is stored (after submitting). */
    clear() {
      pending = { responses: {} };
      persist();
    },
  };
}

export type ResponseSync = ReturnType<typeof createResponseSync>;
