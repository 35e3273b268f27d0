/**
 * The chat feature's public face. Pages compose these (features do not import each other):
 * - `<ChatDock userId />` in the app layout: the floating windows on every page (loaded after first paint).
 * - `openChat(friend)` / `<MessageButton friend />`: open a chat from a friends list or a profile.
 * - `useOnlineFriends()` / `usePresence(id)` / `useIsOnline(id)` / `<OnlineDot userId />` /
 *   `<WhenOffline userId>`: presence, `unknown` (neither online nor offline shown) until it is known.
 */
export { ChatDock } from './components/lazy-chat-dock.tsx';
export { MessageButton, OnlineDot, WhenOffline } from './components/message-button.tsx';
export { closeChat, openChat, toggleFullScreen, toggleMinimize, type ChatFriendInput } from './model/chat-actions.ts';
export { useIsOnline, useOnlineFriends, usePresence } from './model/chat-hooks.ts';
export { clearChatStates } from './model/chat-store.ts';
export type { ChatFriend, ChatWindowState, Presence } from './model/chat-state.ts';
