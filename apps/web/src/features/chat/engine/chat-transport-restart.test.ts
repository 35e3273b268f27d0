// @vitest-environment node
/*
 * The socket transport on the real Socket.IO client, against a real Socket.IO server that stops as
 * apps/server's socket-drain.ts does: `server:restarting { reconnectInMs }`, then the transport
 * closed. What is checked is when the client comes back, as the server sees it: after the share of the
 * announced time the client drew, once, and without a hint as soon as Socket.IO's own backoff says.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import type * as SocketIoClient from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS } from '@jobportal/shared/contracts/socket-events';

let url = '';
vi.mock('socket.io-client', async (importOriginal) => {
  const actual = await importOriginal<typeof SocketIoClient>();
  // The app's options, on the test server's address (there is no page to take it from), WebSocket only.
  return {
    ...actual,
    io: (options: Partial<SocketIoClient.ManagerOptions>) =>
      actual.io(url, { ...options, transports: ['websocket'], forceNew: true }),
  };
});

const { createSocketTransport } = await import('./chat-transport.ts');

const httpServer = createServer();
const server = new Server(httpServer, { path: '/socket.io', serveClient: false });
const connections: Array<{ socket: ServerSocket; at: number }> = [];
const waiting: Array<() => void> = [];
server.on('connection', (socket) => {
  connections.push({ socket, at: Date.now() });
  for (const wake of waiting.splice(0)) wake();
});

/** The `count`th connection the server accepted (1-based), once it has come. */
async function connection(count: number): Promise<{ socket: ServerSocket; at: number }> {
  while (connections.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
  return connections[count - 1]!;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await server.close();
});

describe('the socket transport when its server stops (real Socket.IO)', () => {
  it('comes back a random share of the announced time after the close, once; without a hint, on the usual backoff', async () => {
    // The share the client draws: 0.95 × 2 s. Socket.IO's own first retry is 0.5 s ± 50 % (0.74 s here).
    vi.spyOn(Math, 'random').mockReturnValue(0.95);
    const transport = createSocketTransport();
    const disconnects: number[] = [];
    transport.on('disconnect', () => disconnects.push(Date.now()));
    const hinted = new Promise((resolve) => transport.on(SOCKET_EVENTS.restarting, resolve));
    try {
      const first = await connection(1);
      first.socket.emit(SOCKET_EVENTS.restarting, { reconnectInMs: 2_000 });
      await hinted;
      // The server closes the transport (here at once rather than after the 2 s it announced).
      first.socket.conn.close();
      const second = await connection(2);
      const hintedWait = second.at - disconnects[0]!;

      // A close without a hint: the client comes back as Socket.IO always did.
      second.socket.conn.close();
      const third = await connection(3);
      const usualWait = third.at - disconnects[1]!;
      // Nothing else reconnects meanwhile (no second loop, no leftover timer).
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      expect(hintedWait).toBeGreaterThanOrEqual(1_850);
      expect(hintedWait).toBeLessThan(1_900 + 1_000);
      expect(usualWait).toBeLessThan(1_500);
      expect(connections).toHaveLength(3);
      expect(disconnects).toHaveLength(2);
      expect(transport.connected).toBe(true);
    } finally {
      transport.close();
    }
  });
});
