/** What pages, toasts and the dock do with chats. Work from anywhere; ignored when nobody is signed in. */
import { maxChatWindows } from './chat-geometry.ts';
import type { ChatFriend } from './chat-state.ts';
import { dispatchChat } from './chat-store.ts';

/** A friend as pages know them (`UserCard`, `PublicProfile`) or as the spec names it (`avatar_url`). */
export type ChatFriendInput =
  ChatFriend | { id: string; name: string; avatarUrl?: string | null; avatarThumbUrl?: string | null };

function toChatFriend(friend: ChatFriendInput): ChatFriend {
  if ('avatar_url' in friend) return { id: friend.id, name: friend.name, avatar_url: friend.avatar_url };
  return { id: friend.id, name: friend.name, avatar_url: friend.avatarThumbUrl ?? friend.avatarUrl ?? null };
}

/**
 * Opens the chat with a friend in the dock: already open and not minimized → nothing changes;
 * otherwise it opens unminimized and the friend's unread messages are marked read.
 */
export function openChat(friend: ChatFriendInput): void {
  const width = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth;
  dispatchChat({ type: 'open', friend: toChatFriend(friend), maxWindows: maxChatWindows(width) });
}

export function toggleMinimize(friendId: string): void {
  dispatchChat({ type: 'toggleMinimize', friendId });
}

export function toggleFullScreen(friendId: string): void {
  dispatchChat({ type: 'toggleFullScreen', friendId });
}

export function closeChat(friendId: string): void {
  dispatchChat({ type: 'close', friendId });
}
