/**
 * The realtime link: Socket.IO on this origin at `/socket.io`, authenticated by the session cookie.
 * Wrapped in a small interface so the engine can be tested with a fake.
 */
import { io, type Socket } from 'socket.io-client';
import {
  reconnectDelay,
  restartingHintMs,
  SOCKET_EVENTS,
  SOCKET_RECONNECT,
  SOCKET_REFUSALS,
} from '@jobportal/shared/contracts/socket-events';

/** Spec §9 realtime defaults: a request times out after 10 s; the server pings every 25 s. */
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 25_000;

export type TransportHandler = (payload: unknown) => void;

export interface ChatTransport {
  readonly connected: boolean;
  /** Server events plus `connect` and `disconnect`; returns the function that stops listening. */
  on(event: string, handler: TransportHandler): () => void;
  emit(event: string, payload: unknown): void;
  /** Emits with an acknowledgement; rejects with {@link TransportTimeoutError} when none comes in time. */
  request(event: string, payload: unknown, timeoutMs: number): Promise<unknown>;
  close(): void;
}

export class TransportTimeoutError extends Error {
  constructor() {
    super('No answer from the server in time.');
    this.name = 'TransportTimeoutError';
  }
}

export type SocketTransportOptions = {
  /**
   * The server closed the connection itself (its session ended: sign-out elsewhere, password reset,
   * ban), which Socket.IO never retries. Resolves true when the session is still good (the server was
   * only restarting or rebalancing): the transport connects again. False: it stays closed.
   */
  sessionStillValid?: () => Promise<boolean>;
  /**
   * Resolves when the socket may connect: made now, it connects only then (a page opening its link
   * gives the browser a turn between wiring the socket up and opening the WebSocket, each 20-70 ms
   * on a slow phone). Connects at once without it.
   */
  connectAfter?: () => Promise<void>;
};

/** How often a handshake refused as "unauthorized" is tried again while the session reads as valid. */
const UNAUTHORIZED_RETRIES = 3;

export function createSocketTransport(options: SocketTransportOptions = {}): ChatTransport {
  const socket: Socket = io({
    path: '/socket.io',
    withCredentials: true,
    // WebSocket first; fall back to long polling where a proxy or a flaky network blocks it.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    timeout: REALTIME_TIMEOUT_MS,
    ...SOCKET_RECONNECT,
    autoConnect: !options.connectAfter,
  });
  const { sessionStillValid, connectAfter } = options;
  let closed = false;
  if (connectAfter) {
    void connectAfter().then(() => {
      if (!closed) socket.connect();
    });
  }

  // A refused handshake is not retried by Socket.IO (`socket.active` is false): connect again when the
  // server only could not check the session (a storm, a database restart), or when the session is
  // still good after all; a session that ended stays closed.
  let refusals = 0;
  let unauthorized = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const retryLater = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (!socket.active) socket.connect();
    }, reconnectDelay(refusals));
    refusals += 1;
  };
  socket.on('connect', () => {
    refusals = 0;
    unauthorized = 0;
  });
  socket.on('connect_error', (error) => {
    if (socket.active) return;
    if (error.message === SOCKET_REFUSALS.unavailable) retryLater();
    else if (
      error.message === SOCKET_REFUSALS.unauthorized &&
      sessionStillValid &&
      unauthorized < UNAUTHORIZED_RETRIES
    ) {
      unauthorized += 1;
      void sessionStillValid()
        .catch(() => true)
        .then((valid) => {
          if (valid) retryLater();
        });
    }
  });

  // An instance that stops gracefully says `server:restarting { reconnectInMs }` and closes this
  // transport that many ms later (each socket at its own random moment within the drain window,
  // socket-drain.ts). Socket.IO would try again ~0.5 s after the close; instead its first retry waits a
  // random share of the announced time (of at least its usual first delay; at most the backoff's 4 s
  // maximum, which Socket.IO applies): the sockets closed late wait longer, so the reconnections to the
  // remaining instances spread over up to twice the window, at a lower peak rate than reconnecting
  // straight after each close. Only the first delay of Socket.IO's own reconnection is set (its
  // `disconnect` comes just before it schedules the retry), and put back once that retry starts: one
  // reconnection loop, never a second one, the usual backoff if that retry fails, and connection-state
  // recovery as after any transport close. A hint that is malformed, or older than its close should
  // have been, changes nothing.
  let hint: { reconnectInMs: number; until: number } | undefined;
  socket.on(SOCKET_EVENTS.restarting, (payload: unknown) => {
    const reconnectInMs = restartingHintMs(payload);
    if (reconnectInMs !== null) hint = { reconnectInMs, until: Date.now() + reconnectInMs + REALTIME_TIMEOUT_MS };
  });
  socket.on('disconnect', () => {
    const planned = hint;
    hint = undefined;
    // `active`: Socket.IO reconnects by itself (not after the server ended the session, nor after close()).
    if (!planned || !socket.active || Date.now() > planned.until) return;
    const manager = socket.io;
    const spanMs = Math.max(planned.reconnectInMs, SOCKET_RECONNECT.reconnectionDelay);
    manager.reconnectionDelay(Math.round(Math.random() * spanMs));
    manager.randomizationFactor(0);
    manager.once('reconnect_attempt', () => {
      manager.reconnectionDelay(SOCKET_RECONNECT.reconnectionDelay);
      manager.randomizationFactor(SOCKET_RECONNECT.randomizationFactor);
    });
  });

  // The phone's network is back (the browser's `online`): connect now. Socket.IO would wait out its
  // backoff (up to 6 s after a long outage), or an attempt begun while offline that hangs, up to its
  // 10 s timeout. Starting over drops that attempt and resets the backoff; the session is recovered
  // as after any reconnection. A socket Socket.IO does not retry (refused, closed) is left as it is.
  const networkBack = () => {
    if (socket.connected || !socket.active) return;
    socket.disconnect();
    socket.connect();
  };
  const events = typeof window === 'undefined' ? undefined : window;
  events?.addEventListener('online', networkBack);

  if (sessionStillValid) {
    socket.on('disconnect', (reason) => {
      if (reason !== 'io server disconnect') return;
      void sessionStillValid()
        .catch(() => true)
        .then((valid) => {
          if (valid && !socket.active) socket.connect();
        });
    });
  }
  return {
    get connected() {
      return socket.connected;
    },
    on(event, handler) {
      socket.on(event, handler);
      return () => {
        socket.off(event, handler);
      };
    },
    emit(event, payload) {
      socket.emit(event, payload);
    },
    request(event, payload, timeoutMs) {
      return new Promise((resolve, reject) => {
        socket.timeout(timeoutMs).emit(event, payload, (error: Error | null, answer: unknown) => {
          if (error) reject(new TransportTimeoutError());
          else resolve(answer);
        });
      });
    },
    close() {
      closed = true;
      clearTimeout(retry);
      events?.removeEventListener('online', networkBack);
      socket.removeAllListeners();
      socket.close();
    },
  };
}
