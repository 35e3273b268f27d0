import { afterAll } from 'vitest';
import { io as connectClient, type Socket } from 'socket.io-client';
import { ORIGIN } from './auth.ts';

/**
 * Socket.IO clients for tests: `connect` opens one with a session cookie (no reconnection, so a
 * server-side disconnect stays visible); every client still open is closed when the file ends.
 */
export function socketClients(url: () => string) {
  const open: Socket[] = [];
  afterAll(() => {
    for (const socket of open) socket.disconnect();
  });
  return async function connect(cookie: string | null, origin = ORIGIN): Promise<Socket> {
    const socket = connectClient(url(), {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { origin, ...(cookie ? { cookie } : {}) },
      reconnection: false,
      forceNew: true,
    });
    open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    return socket;
  };
}

/** Resolves with the next `event` on `socket` that `accept`s, or rejects after `ms`. */
export function nextEvent<T>(socket: Socket, event: string, ms = 3000, accept: (payload: T) => boolean = () => true) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` on `socket` from now on. */
export function collectEvents<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/**
 * Resolves when `socket` is disconnected, with the reason ("io server disconnect" when the server
 * closed it) and the time (`Date.now()`) it happened; rejects if it is still connected after `ms`.
 */
export function disconnectedWithin(socket: Socket, ms: number): Promise<{ at: number; reason: string }> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return reject(new Error('the socket was not connected'));
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ at: Date.now(), reason });
    });
  });
}
