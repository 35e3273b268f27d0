import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatFriend } from './chat-state.ts';
import { dispatchChat, getChatState, resetChatStore } from './chat-store.ts';
import { onChatDockRequest } from './dock-request.ts';

const farah: ChatFriend = { id: 'farah', name: 'Farah Khan', avatar_url: null };

afterEach(() => {
  resetChatStore();
  vi.useRealTimers();
});

describe('a chat opened before the chat engine has signed in', () => {
  it('asks for the dock and opens once the engine signs in', () => {
    const asked = vi.fn();
    onChatDockRequest(asked);
    dispatchChat({ type: 'open', friend: farah });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(getChatState().windows).toEqual([]);

    dispatchChat({ type: 'signedIn', userId: 'me' });
    expect(getChatState().windows).toEqual([{ friend: farah, minimized: false, isFullScreen: false }]);
  });

  it('is dropped by a sign-out, and when the engine comes too late', () => {
    dispatchChat({ type: 'open', friend: farah });
    dispatchChat({ type: 'signedOut' });
    dispatchChat({ type: 'signedIn', userId: 'me' });
    expect(getChatState().windows).toEqual([]);

    resetChatStore();
    vi.useFakeTimers();
    dispatchChat({ type: 'open', friend: farah });
    vi.advanceTimersByTime(16_000);
    dispatchChat({ type: 'signedIn', userId: 'someone-else' });
    expect(getChatState().windows).toEqual([]);
  });
});
