import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, SOCKET_RECONNECT, SOCKET_REFUSALS } from '@jobportal/shared/contracts/socket-events';

/** A stand-in for Socket.IO's client socket: `active` is false after a refused handshake, as in Socket.IO. */
class FakeSocket extends EventEmitter {
  active = true;
  connected = false;
  connect = vi.fn(() => {
    this.active = true;
    return this;
  });
  close = vi.fn();
  /** The server refused the handshake: Socket.IO reports it and does not try again by itself. */
  refuse(message: string) {
    this.active = false;
    this.emit('connect_error', new Error(message));
  }
}

let socket: FakeSocket;
let options: Record<string, unknown> = {};
vi.mock('socket.io-client', () => ({
  io: (given: Record<string, unknown>) => {
    options = given;
    return socket;
  },
}));

const { createSocketTransport } = await import('./chat-transport.ts');

beforeEach(() => {
  vi.useFakeTimers();
  socket = new FakeSocket();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the socket transport after a refused handshake', () => {
  it('uses the shared backoff: 500 ms doubling to 4 s, ± 50 %', () => {
    createSocketTransport();
    expect(options).toMatchObject({ reconnectionDelay: 500, reconnectionDelayMax: 4_000, randomizationFactor: 0.5 });
    expect(SOCKET_RECONNECT).toEqual({ reconnectionDelay: 500, reconnectionDelayMax: 4_000, randomizationFactor: 0.5 });
    expect(reconnectDelay(0, 0.5)).toBe(500);
    expect(reconnectDelay(1, 0.5)).toBe(1_000);
    expect(reconnectDelay(10, 0.5)).toBe(4_000);
    expect(reconnectDelay(10, 0)).toBe(2_000);
    expect(reconnectDelay(10, 1)).toBe(6_000);
  });

  it('connects again after "unavailable" (the server could not check the session), backing off', async () => {
    createSocketTransport();
    socket.refuse(SOCKET_REFUSALS.unavailable);
    await vi.advanceTimersByTimeAsync(749);
    expect(socket.connect.mock.calls.length).toBeLessThanOrEqual(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    // Refused again: the next try waits longer (1 s ± 50 %), not a tight loop.
    socket.refuse(SOCKET_REFUSALS.unavailable);
    await vi.advanceTimersByTimeAsync(499);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it('after "unauthorized", connects again only while the session is still good, a few times at most', async () => {
    const stillValid = vi.fn(() => Promise.resolve(true));
    createSocketTransport({ sessionStillValid: stillValid });
    for (let refusal = 0; refusal < 5; refusal += 1) {
      socket.refuse(SOCKET_REFUSALS.unauthorized);
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(stillValid).toHaveBeenCalledTimes(3);
    expect(socket.connect).toHaveBeenCalledTimes(3);
  });

  it('stays closed after "unauthorized" when the session has ended, and after a refused origin', async () => {
    createSocketTransport({ sessionStillValid: () => Promise.resolve(false) });
    socket.refuse(SOCKET_REFUSALS.unauthorized);
    socket.refuse(SOCKET_REFUSALS.origin);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('leaves a connection error Socket.IO retries itself (server unreachable) to Socket.IO', async () => {
    createSocketTransport();
    socket.emit('connect_error', new Error('websocket error'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
