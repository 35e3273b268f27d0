import pg from 'pg';

/** What PostgreSQL's triggers announce on `jobportal_changes` (migration 0013, decision 019). */
export type Change =
  | { kind: 'session-ended'; sessionId: string; userId: string }
  | { kind: 'user-changed'; userId: string }
  | { kind: 'saved-jobs-changed'; userId: string }
  | { kind: 'content-changed' };

export const CHANGES_CHANNEL = 'jobportal_changes';

/** One notice's payload as a change; undefined for anything else. */
export function parseChange(payload: string | undefined): Change | undefined {
  if (payload === 'c') return { kind: 'content-changed' };
  const [kind, first, second] = (payload ?? '').split(':');
  if (!first) return undefined;
  if (kind === 's' && second) return { kind: 'session-ended', sessionId: first, userId: second };
  if (kind === 'u') return { kind: 'user-changed', userId: first };
  if (kind === 'j') return { kind: 'saved-jobs-changed', userId: first };
  return undefined;
}

export type ChangeFeed = {
  /**
   * True while this instance hears every change: what it keeps in memory may be used. False from the
   * moment the listening connection fails until it listens again (changes may have been missed then).
   */
  readonly live: boolean;
  /** Called for each change, and with `{ kind: 'missed' }` when the feed was lost (forget everything). */
  subscribe(handler: (change: Change | { kind: 'missed' }) => void): () => void;
  /**
   * Tells this instance's subscribers now, before PostgreSQL's notice arrives: a sign-out is refused on
   * the very next request here (the other instances hear it from PostgreSQL within milliseconds).
   */
  announce(change: Change): void;
  close(): Promise<void>;
};

/**
 * Listens to PostgreSQL's change notices on a connection of its own (LISTEN), and reconnects when it is
 * lost: after `retryMs`, then twice as long after each failed attempt up to `maxRetryMs` (a database
 * that is down for minutes is not hammered), back to `retryMs` once it listens again. Every instance on the same database hears every change at its commit, whichever instance (or
 * the admin CLI, or psql) made it: the caches built on it are coherent without Redis.
 */
export async function startChangeFeed(
  connectionString: string,
  options: { onError?: (error: unknown) => void; retryMs?: number; maxRetryMs?: number } = {},
): Promise<ChangeFeed> {
  const handlers = new Set<(change: Change | { kind: 'missed' }) => void>();
  const retryMs = options.retryMs ?? 500;
  const maxRetryMs = Math.max(retryMs, options.maxRetryMs ?? 5_000);
  let nextRetryMs = retryMs;
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const emit = (change: Change | { kind: 'missed' }) => {
    for (const handler of handlers) handler(change);
  };

  const lost = (error?: unknown) => {
    if (error) options.onError?.(error);
    const wasLive = live;
    live = false;
    // A dropped connection may still report an error after this: with no listener it would be thrown
    // (and end the process), so a silent one stays.
    client?.removeAllListeners().on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = undefined;
    if (wasLive) emit({ kind: 'missed' });
    if (!closed && !retry) {
      retry = setTimeout(() => void connect(), nextRetryMs);
      nextRetryMs = Math.min(nextRetryMs * 2, maxRetryMs);
    }
  };

  async function connect(): Promise<void> {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client({
      connectionString,
      application_name: 'jobportal-changes',
      connectionTimeoutMillis: 2_000,
      keepAlive: true,
    });
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const change = parseChange(message.payload);
      if (change) emit(change);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners().on('error', () => undefined);
      void next.end().catch(() => undefined);
      lost(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    nextRetryMs = retryMs;
    // Whatever was kept before may have changed while nobody listened.
    emit({ kind: 'missed' });
    live = true;
  }

  await connect();
  return {
    get live() {
      return live;
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    announce: emit,
    async close() {
      closed = true;
      clearTimeout(retry);
      live = false;
      const current = client;
      client = undefined;
      current?.removeAllListeners().on('error', () => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}
