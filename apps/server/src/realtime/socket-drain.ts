import type { Server, Socket } from 'socket.io';
import { SOCKET_EVENTS } from '@jobportal/shared';

/** Sockets leave a stopping instance spread over this long, so they do not all come back at once. */
export const SOCKET_DRAIN_SPREAD_MS = 3_000;

/**
 * Graceful shutdown of this instance's sockets. Each gets a hint (`server:restarting`, with the time
 * its connection will close) and then, at a random moment within `spreadMs`, its transport is closed.
 * The client sees "transport close", which Socket.IO reconnects by itself (with its own jittered
 * backoff), to another instance since this one no longer accepts connections; connection-state
 * recovery (sessions in Redis) replays what it missed, and the chat fetches from its cursor.
 * (`disconnect(true)` would tell the client not to reconnect.)
 */
export async function drainSockets(io: Server, spreadMs = SOCKET_DRAIN_SPREAD_MS): Promise<void> {
  const leave = (socket: Socket, reconnectInMs: number) =>
    new Promise<void>((resolve) => {
      if (socket.disconnected) return resolve();
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.emit(SOCKET_EVENTS.restarting, { reconnectInMs });
      const timer = setTimeout(() => socket.conn.close(), reconnectInMs);
    });
  // A handshake accepted just before the listener closed completes during the drain: it leaves too.
  const late: Array<Promise<void>> = [];
  const onLate = (socket: Socket) => late.push(leave(socket, 0));
  io.on('connection', onLate);
  try {
    const sockets = [...io.of('/').sockets.values()];
    await Promise.all(sockets.map((socket) => leave(socket, Math.floor(Math.random() * spreadMs))));
    await Promise.all(late);
  } finally {
    io.off('connection', onLate);
  }
}
