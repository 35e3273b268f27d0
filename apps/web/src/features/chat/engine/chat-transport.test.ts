import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reconnectDelay,
  SOCKET_EVENTS,
  SOCKET_RECONNECT,
  SOCKET_REFUSALS,
} from '@jobportal/shared/contracts/socket-events';

/** A stand-in for Socket.IO's Manager: the backoff settings the transport may change, and its events. */
class FakeManager extends EventEmitter {
  reconnectionDelay = vi.fn();
  randomizationFactor = vi.fn();
}

/** A stand-in for Socket.IO's client socket: `active` is false after a refused handshake, as in Socket.IO. */
class FakeSocket extends EventEmitter {
  active = true;
  connected = false;
  io = new FakeManager();
  connect = vi.fn(() => {
    this.active = true;
    return this;
  });
  close = vi.fn();
  /** As Socket.IO's: lets go of the Manager (whose pending retry stops), `active` false until `connect`. */
  disconnect = vi.fn(() => {
    this.active = false;
    return this;
  });
  /** The server refused the handshake: Socket.IO reports it and does not try again by itself. */
  refuse(message: string) {
    this.active = false;
    this.emit('connect_error', new Error(message));
  }
  /** The transport closed: Socket.IO reports it, then its Manager schedules the reconnection. */
  drop() {
    this.connected = false;
    this.emit('disconnect', 'transport close');
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
  vi.restoreAllMocks();
});

describe('the socket transport opening', () => {
  it('connects at once by default', () => {
    createSocketTransport();
    expect(options).toMatchObject({ autoConnect: true });
  });

  it('with connectAfter, is made now and connects only once it resolves; not at all if closed first', async () => {
    let open!: () => void;
    const transport = createSocketTransport({ connectAfter: () => new Promise<void>((resolve) => (open = resolve)) });
    expect(options).toMatchObject({ autoConnect: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.connect).not.toHaveBeenCalled();
    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    socket = new FakeSocket();
    let openLate!: () => void;
    createSocketTransport({ connectAfter: () => new Promise<void>((resolve) => (openLate = resolve)) }).close();
    openLate();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connect).not.toHaveBeenCalled();
    transport.close();
  });
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

describe('the socket transport when the network comes back (the browser says `online`)', () => {
  it('starts a connection at once while Socket.IO is between retries, instead of waiting out its backoff', () => {
    createSocketTransport();
    socket.drop();
    window.dispatchEvent(new Event('online'));
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.disconnect.mock.invocationCallOrder[0]).toBeLessThan(socket.connect.mock.invocationCallOrder[0]!);
  });

  it('leaves a connected socket alone, and one Socket.IO does not retry (refused, or closed by the app)', () => {
    const transport = createSocketTransport({ sessionStillValid: () => Promise.resolve(false) });
    socket.connected = true;
    window.dispatchEvent(new Event('online'));
    socket.connected = false;
    socket.refuse(SOCKET_REFUSALS.origin);
    window.dispatchEvent(new Event('online'));
    expect(socket.disconnect).not.toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();

    socket.active = true;
    transport.close();
    window.dispatchEvent(new Event('online'));
    expect(socket.connect).not.toHaveBeenCalled();
  });
});

describe('the socket transport after a restart hint (server:restarting)', () => {
  it("delays Socket.IO's first retry after the close by a random share of the announced time, then backs off as usual", () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.3);
    createSocketTransport();
    socket.emit(SOCKET_EVENTS.restarting, { reconnectInMs: 2_000 });
    expect(socket.io.reconnectionDelay).not.toHaveBeenCalled();
    socket.drop();
    expect(socket.io.reconnectionDelay).toHaveBeenCalledExactlyOnceWith(600);
    expect(socket.io.randomizationFactor).toHaveBeenCalledExactlyOnceWith(0);
    // Once that retry starts, a failure backs off as it always does.
    socket.io.emit('reconnect_attempt', 1);
    expect(socket.io.reconnectionDelay).toHaveBeenLastCalledWith(SOCKET_RECONNECT.reconnectionDelay);
    expect(socket.io.randomizationFactor).toHaveBeenLastCalledWith(SOCKET_RECONNECT.randomizationFactor);
    // One hint, one close: the next close is an ordinary one.
    socket.drop();
    socket.io.emit('reconnect_attempt', 1);
    expect(socket.io.reconnectionDelay).toHaveBeenCalledTimes(2);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it("waits at least a share of Socket.IO's usual first delay after a hint of 0 ms", () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    createSocketTransport();
    socket.emit(SOCKET_EVENTS.restarting, { reconnectInMs: 0 });
    socket.drop();
    expect(socket.io.reconnectionDelay).toHaveBeenCalledExactlyOnceWith(250);
  });

  it('leaves the reconnection as it is without a hint, after a malformed one, and after a stale one', async () => {
    createSocketTransport();
    socket.drop();
    for (const payload of [
      undefined,
      null,
      'soon',
      1_000,
      {},
      { reconnectInMs: '1000' },
      { reconnectInMs: -1 },
      { reconnectInMs: Number.NaN },
      { reconnectInMs: Number.POSITIVE_INFINITY },
    ]) {
      socket.emit(SOCKET_EVENTS.restarting, payload);
      socket.drop();
    }
    // Announced, but the close comes long after it should have: another cause, another close.
    socket.emit(SOCKET_EVENTS.restarting, { reconnectInMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000 + 10_001);
    socket.drop();
    expect(socket.io.reconnectionDelay).not.toHaveBeenCalled();
    expect(socket.io.randomizationFactor).not.toHaveBeenCalled();
  });

  it('does not reconnect by itself when the server ended the session after a hint', async () => {
    createSocketTransport();
    socket.emit(SOCKET_EVENTS.restarting, { reconnectInMs: 1_000 });
    // Socket.IO's own "io server disconnect": the socket is no longer active and is not retried.
    socket.active = false;
    socket.emit('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.io.reconnectionDelay).not.toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
