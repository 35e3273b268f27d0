/**
 * The realtime link: Socket.IO on this origin at `/socket.io`, authenticated by the session cookie.
 * Wrapped in a small interface so the engine can be tested with a fake.
 */
import { io, type Socket } from 'socket.io-client';

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
};

export function createSocketTransport(options: SocketTransportOptions = {}): ChatTransport {
  const socket: Socket = io({
    path: '/socket.io',
    withCredentials: true,
    // WebSocket first; fall back to long polling where a proxy or a flaky network blocks it.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    timeout: REALTIME_TIMEOUT_MS,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
  const { sessionStillValid } = options;
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
      socket.removeAllListeners();
      socket.close();
    },
  };
}
