import { useCallback, useSyncExternalStore } from 'react';
import type { PresenceEntry } from '@jobportal/shared';
import { presenceOf, type ChatState, type Presence } from './chat-state.ts';
import { getChatState, subscribeChat } from './chat-store.ts';

/** A slice of the chat store; re-renders when the slice changes (compare with `Object.is`). */
export function useChatState<T>(select: (state: ChatState) => T): T {
  const get = useCallback(() => select(getChatState()), [select]);
  return useSyncExternalStore(subscribeChat, get, get);
}

const selectOnline = (state: ChatState) => state.online;

/** Friends online now, by user id, from the presence events (`presence:sync`, `join`, `leave`). */
export function useOnlineFriends(): Readonly<Record<string, PresenceEntry>> {
  return useChatState(selectOnline);
}

/**
 * This user's presence: `unknown` until the chat has heard who is online on the current connection
 * (and again while the socket is down), then `online` or `offline`. Anyone who is not a friend or
 * hides their status is never online.
 */
export function usePresence(userId: string): Presence {
  return useChatState(useCallback((state: ChatState) => presenceOf(state, userId), [userId]));
}

/** Whether this user is known to be online now (false while presence is unknown). */
export function useIsOnline(userId: string): boolean {
  return usePresence(userId) === 'online';
}
