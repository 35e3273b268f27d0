import { useCallback, useSyncExternalStore } from 'react';
import type { PresenceEntry } from '@jobportal/shared';
import type { ChatState } from './chat-state.ts';
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

/** Whether this user is online now (false for anyone who is not a friend or hides their status). */
export function useIsOnline(userId: string): boolean {
  return userId in useOnlineFriends();
}
