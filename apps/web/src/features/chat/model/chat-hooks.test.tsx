import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PresenceEntry } from '@jobportal/shared';
import { useIsOnline, usePresence } from './chat-hooks.ts';
import { dispatchChat, resetChatStore } from './chat-store.ts';

const entry = (id: string): PresenceEntry => ({
  user: { id, name: id, avatar_url: null, show_online_status: true },
  online_at: '2025-01-01T10:00:00.000Z',
});

afterEach(() => resetChatStore());

describe('usePresence', () => {
  it('is unknown until the first sync of the connection, then online or offline, and unknown again without a socket', () => {
    const farah = renderHook(() => usePresence('farah'));
    const ravi = renderHook(() => usePresence('ravi'));
    const raviOnline = renderHook(() => useIsOnline('ravi'));
    expect(farah.result.current).toBe('unknown');

    act(() => {
      dispatchChat({ type: 'signedIn', userId: 'me' });
      dispatchChat({ type: 'connection', status: 'online' });
    });
    expect(farah.result.current).toBe('unknown');
    expect(ravi.result.current).toBe('unknown');

    act(() => dispatchChat({ type: 'presenceSync', entries: [entry('farah')] }));
    expect(farah.result.current).toBe('online');
    expect(ravi.result.current).toBe('offline');
    expect(raviOnline.result.current).toBe(false);

    act(() => dispatchChat({ type: 'presenceJoin', entry: entry('ravi') }));
    expect(ravi.result.current).toBe('online');
    expect(raviOnline.result.current).toBe(true);

    act(() => dispatchChat({ type: 'connection', status: 'offline' }));
    expect(farah.result.current).toBe('unknown');
    expect(ravi.result.current).toBe('unknown');
    expect(raviOnline.result.current).toBe(false);
  });
});
