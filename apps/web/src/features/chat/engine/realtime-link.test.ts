import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS } from '@jobportal/shared';
import { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from '../../../lib/query-keys.ts';
import { QUIET_BEFORE_KEY_MS } from '../model/dock-request.ts';
import { fakeTransport, type FakeTransport } from '../testing/fakes.ts';

const opened: Array<{ close(): void }> = [];
/** The query cache the link marks stale (the app's own in the app). */
const bell = new QueryClient();

/** A fresh link and a fresh dock request (it is asked for once per page) for each test. */
async function openLink() {
  vi.resetModules();
  const [{ openRealtimeLink }, { onChatDockRequest }] = await Promise.all([
    import('./realtime-link.ts'),
    import('../model/dock-request.ts'),
  ]);
  let socket!: FakeTransport;
  const link = openRealtimeLink(() => (socket = fakeTransport()), bell);
  opened.push(link);
  let dockRequested = false;
  onChatDockRequest(() => (dockRequested = true));
  return { link, socket, dockRequested: () => dockRequested };
}

const entry = (id: string) => ({
  user: { id, name: id, avatar_url: null, show_online_status: true },
  online_at: '2026-11-26T10:00:00.000Z',
});

describe('the realtime link (the socket without the chat)', () => {
  let bellSignals = 0;
  const stopWatching: Array<() => void> = [];
  beforeEach(() => {
    bellSignals = 0;
    // Each time the bell's query is marked stale counts as the bell told.
    const invalidate = vi.spyOn(bell, 'invalidateQueries').mockImplementation(async (filters) => {
      if (JSON.stringify(filters?.queryKey) === JSON.stringify(NOTIFICATIONS_KEY)) bellSignals += 1;
    });
    stopWatching.push(() => invalidate.mockRestore());
  });
  afterEach(() => {
    for (const stop of stopWatching.splice(0)) stop();
    for (const link of opened.splice(0)) link.close();
  });

  it('leaves the chat unloaded while nothing is waiting, and tells the bell on each connect and notification', async () => {
    const { socket, dockRequested } = await openLink();
    socket.connect();
    socket.serverEmit(SOCKET_EVENTS.chatStatus, { unread: false, keyPublished: true });
    socket.serverEmit(SOCKET_EVENTS.notifications, {});
    expect(bellSignals).toBe(2);
    socket.disconnect();
    socket.connect();
    expect(bellSignals).toBe(3);
    expect(dockRequested()).toBe(false);
  });

  it('asks for the chat when a message was waiting', async () => {
    const { socket, dockRequested } = await openLink();
    socket.connect();
    socket.serverEmit(SOCKET_EVENTS.chatStatus, { unread: true, keyPublished: true });
    expect(dockRequested()).toBe(true);
  });

  it('asks for the chat when the member has no chat key yet (it is made then), once they pause', async () => {
    vi.useFakeTimers();
    try {
      const { socket, dockRequested } = await openLink();
      socket.connect();
      socket.serverEmit(SOCKET_EVENTS.chatStatus, { unread: false, keyPublished: false });
      expect(dockRequested()).toBe(false);
      // Taps and keys keep putting it off: the dock's script would hold them on a phone.
      vi.advanceTimersByTime(QUIET_BEFORE_KEY_MS - 100);
      window.dispatchEvent(new Event('pointerdown'));
      vi.advanceTimersByTime(QUIET_BEFORE_KEY_MS - 100);
      window.dispatchEvent(new Event('keydown'));
      vi.advanceTimersByTime(QUIET_BEFORE_KEY_MS - 100);
      expect(dockRequested()).toBe(false);
      // Quiet for the whole span, then the browser's idle moment (at the latest after another span).
      vi.advanceTimersByTime(100 + QUIET_BEFORE_KEY_MS);
      expect(dockRequested()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the chat at once when a message is waiting, key or not', async () => {
    const { socket, dockRequested } = await openLink();
    socket.connect();
    socket.serverEmit(SOCKET_EVENTS.chatStatus, { unread: true, keyPublished: false });
    expect(dockRequested()).toBe(true);
  });

  it('stops waiting for a pause when the link closes', async () => {
    vi.useFakeTimers();
    try {
      const { link, socket, dockRequested } = await openLink();
      socket.connect();
      socket.serverEmit(SOCKET_EVENTS.chatStatus, { unread: false, keyPublished: false });
      link.close();
      vi.advanceTimersByTime(3 * QUIET_BEFORE_KEY_MS);
      expect(dockRequested()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the chat when a message arrives', async () => {
    const { socket, dockRequested } = await openLink();
    socket.connect();
    socket.serverEmit(SOCKET_EVENTS.message, { id: '1' });
    expect(dockRequested()).toBe(true);
  });

  it('hands the messages that came before the chat listened to it, in order, once', async () => {
    const { link, socket } = await openLink();
    socket.connect();
    socket.serverEmit(SOCKET_EVENTS.message, { id: '1' });
    socket.serverEmit(SOCKET_EVENTS.message, { id: '2' });
    const heard: unknown[] = [];
    link.transport.on(SOCKET_EVENTS.message, (payload) => heard.push(payload));
    expect(heard).toEqual([{ id: '1' }, { id: '2' }]);
    socket.serverEmit(SOCKET_EVENTS.message, { id: '3' });
    expect(heard).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    // A second engine (another mount) gets only what comes from then on.
    const again: unknown[] = [];
    link.transport.on(SOCKET_EVENTS.message, (payload) => again.push(payload));
    expect(again).toEqual([]);
  });

  it('gives a chat engine that starts late who is online now, as a presence sync of its own', async () => {
    const { link, socket } = await openLink();
    socket.connect();
    socket.serverEmit(SOCKET_EVENTS.presenceSync, [entry('farah'), entry('ravi')]);
    socket.serverEmit(SOCKET_EVENTS.presenceLeave, { userId: 'farah', last_seen: '2026-11-26T10:01:00.000Z' });
    socket.serverEmit(SOCKET_EVENTS.presenceJoin, entry('asha'));
    const heard: unknown[] = [];
    link.transport.on(SOCKET_EVENTS.presenceSync, (payload) => heard.push(payload));
    expect(heard).toEqual([[entry('ravi'), entry('asha')]]);
    // Later syncs reach it as they come.
    socket.serverEmit(SOCKET_EVENTS.presenceSync, [entry('kiran')]);
    expect(heard).toHaveLength(2);
  });

  it('an engine letting go does not close the socket; the link does', async () => {
    const { link, socket } = await openLink();
    link.transport.close();
    expect(socket.closed).toBe(false);
    link.close();
    expect(socket.closed).toBe(true);
  });

  it('tells the server the member left when the page unloads', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const { link } = await openLink();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledWith('/api/presence/offline');
    link.close();
    beacon.mockClear();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
