/**
 * The chat dock's state machine, pure: `transition(state, action)` gives the next state and the side
 * effects to run (mark read, load history, toasts). The store runs it; the engine runs the effects.
 * Every rule of the spec's "Chat opening", "Sending" and "Incoming message" lives here.
 */
import type { PresenceEntry } from '@jobportal/shared';

/** Spec §9: at most one new-message toast per friend within this many milliseconds. */
export const NEW_MESSAGE_TOAST_DEDUPE_MS = 5_000;
/** A local copy of a message being sent has an id beginning with this until the server answers. */
export const TEMP_ID_PREFIX = 'temp_';

/** Spec §3: the friend of a chat window. */
export interface ChatFriend {
  id: string;
  name: string;
  avatar_url: string | null;
}

/** Spec §3: chat window state per friend. */
export interface ChatWindowState {
  friend: ChatFriend;
  minimized: boolean;
  isFullScreen: boolean;
}

/** A message as the dock shows it: the server's row plus the decrypted text. */
export interface ChatMessageView {
  id: string;
  clientId: string;
  senderId: string;
  receiverId: string;
  createdAt: string;
  isRead: boolean;
  /** The decrypted text, or the "failed to decrypt" text. */
  content: string;
  decryptFailed: boolean;
  /** Legacy v0 (the seed's scheme): readable by anyone with database access. */
  legacy: boolean;
}

export interface HistoryState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** Older messages exist on the server. */
  hasMore: boolean;
  loadingOlder: boolean;
  /** The first message of the oldest page loaded: the cursor for the next older page. */
  oldestId?: string | null;
}

/** What is known about a friend's public key. */
export interface FriendKeyState {
  status: 'checking' | 'ready' | 'missing' | 'error';
  /** The key differs from the one this device saw before (until the user acknowledges it). */
  changed: boolean;
  safetyNumber: string | null;
}

/** This user's own key on this device. */
export interface OwnKeyState {
  status: 'loading' | 'ready' | 'restore' | 'unsupported' | 'error';
  /** A recovery code was made for the backup and the user has not confirmed saving it. */
  recoveryCodePending: boolean;
  /** In `restore`: this device has its own (older) key it could keep using. */
  hasLocalKey: boolean;
}

export type ConnectionStatus = 'connecting' | 'online' | 'offline';

/**
 * A user's presence as pages show it. `unknown` until the server has said who is online on the
 * current connection: then neither online nor offline may be shown.
 */
export type Presence = 'online' | 'offline' | 'unknown';

export interface ChatState {
  userId: string | null;
  /** Open chats in opening order; the order gives each window its place in the dock. */
  windows: ChatWindowState[];
  /** Per friend, in time order (created at, then id; local `temp_` copies last). */
  messages: Record<string, ChatMessageView[]>;
  unread: Record<string, number>;
  /** Names and avatars known from conversations, presence and opened chats (for toasts). */
  friends: Record<string, ChatFriend>;
  history: Record<string, HistoryState>;
  /** Friends online now, by user id. */
  online: Record<string, PresenceEntry>;
  /**
   * The current connection's `presence:sync` has come: a friend missing from `online` is offline.
   * False before it and while the socket is down.
   */
  presenceKnown: boolean;
  /** When the last new-message toast for a friend was shown (ms). */
  lastToastAt: Record<string, number>;
  /** The largest message id seen: the cursor for `GET /api/chat/messages/since`. */
  lastMessageId: string | null;
  connection: ConnectionStatus;
  friendKeys: Record<string, FriendKeyState>;
  ownKey: OwnKeyState;
  /**
   * The member opened a chat (or brought a minimized one back) since this page loaded. Windows a page
   * load restored do not count: the key-backup guide opens on the member's act, never by itself.
   */
  openedByMember: boolean;
}

export type SendFailureReason = 'encrypt' | 'send';

export type ChatAction =
  | { type: 'signedIn'; userId: string; windows?: ChatWindowState[] }
  | { type: 'signedOut' }
  | { type: 'open'; friend: ChatFriend; maxWindows?: number }
  | { type: 'toggleMinimize'; friendId: string }
  | { type: 'toggleFullScreen'; friendId: string }
  | { type: 'close'; friendId: string }
  | { type: 'friendSeen'; friend: ChatFriend }
  | {
      type: 'conversationsLoaded';
      /** Newest first (the server's order). `lastText`: the decrypted last message when it is unread from the friend. */
      conversations: { friend: ChatFriend; unread: number; lastMessageId: string | null; lastText?: string | null }[];
      at: number;
    }
  | { type: 'historyLoading'; friendId: string; older: boolean }
  | { type: 'historyLoaded'; friendId: string; messages: ChatMessageView[]; hasMore: boolean; older: boolean }
  | { type: 'historyFailed'; friendId: string; older: boolean }
  | { type: 'messageReceived'; message: ChatMessageView; at: number }
  | { type: 'ownMessageSeen'; message: ChatMessageView }
  | { type: 'cursorSeen'; id: string }
  | { type: 'sendStarted'; message: ChatMessageView }
  | { type: 'sendConfirmed'; friendId: string; clientId: string; message: ChatMessageView }
  | { type: 'sendFailed'; friendId: string; clientId: string; reason: SendFailureReason }
  | { type: 'cleared'; friendId: string }
  | { type: 'readReceipt'; readerId: string; friendId: string; upToId: string }
  | { type: 'presenceSync'; entries: PresenceEntry[] }
  | { type: 'presenceJoin'; entry: PresenceEntry }
  | { type: 'presenceLeave'; userId: string }
  | { type: 'connection'; status: ConnectionStatus }
  | { type: 'friendKey'; friendId: string; key: FriendKeyState }
  | { type: 'ownKey'; key: OwnKeyState };

export type ChatEffect =
  | { type: 'markRead'; friendId: string }
  | { type: 'loadHistory'; friendId: string }
  | { type: 'checkFriendKey'; friendId: string }
  | { type: 'newMessageToast'; friendId: string; text: string }
  | { type: 'sendErrorToast'; reason: SendFailureReason };

export interface Transition {
  state: ChatState;
  effects: ChatEffect[];
}

export function initialChatState(): ChatState {
  return {
    userId: null,
    windows: [],
    messages: {},
    unread: {},
    friends: {},
    history: {},
    online: {},
    presenceKnown: false,
    lastToastAt: {},
    lastMessageId: null,
    connection: 'connecting',
    friendKeys: {},
    ownKey: { status: 'loading', recoveryCodePending: false, hasLocalKey: false },
    openedByMember: false,
  };
}

export const isTempId = (id: string): boolean => id.startsWith(TEMP_ID_PREFIX);

/** Orders server ids (decimal strings of any length) numerically; local `temp_` copies come after them. */
export function compareMessageIds(a: string, b: string): number {
  const tempA = isTempId(a);
  const tempB = isTempId(b);
  if (tempA || tempB) return tempA === tempB ? 0 : tempA ? 1 : -1;
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The larger of two cursors (either may be missing). */
export function maxMessageId(a: string | null, b: string | null): string | null {
  if (a === null || isTempId(a)) return b !== null && isTempId(b) ? null : b;
  if (b === null || isTempId(b)) return a;
  return compareMessageIds(a, b) >= 0 ? a : b;
}

/** The friend a message belongs to, from the point of view of `userId`. */
export function friendIdOf(message: Pick<ChatMessageView, 'senderId' | 'receiverId'>, userId: string): string {
  return message.senderId === userId ? message.receiverId : message.senderId;
}

export function findWindow(state: ChatState, friendId: string): ChatWindowState | undefined {
  return state.windows.find((window) => window.friend.id === friendId);
}

/** A chat is "open" for the receive path when its window exists and is not minimized. */
export function isChatOpen(state: ChatState, friendId: string): boolean {
  const window = findWindow(state, friendId);
  return window !== undefined && !window.minimized;
}

const same = (state: ChatState): Transition => ({ state, effects: [] });

const timeOf = (message: ChatMessageView): number => {
  const time = Date.parse(message.createdAt);
  return Number.isNaN(time) ? 0 : time;
};

/**
 * The order a chat shows: by the time a message was written, then by id (imported history has larger
 * ids than newer messages); a message still being sent (`temp_`, stamped by this device's clock) last.
 */
export function compareMessages(a: ChatMessageView, b: ChatMessageView): number {
  const tempA = isTempId(a.id);
  const tempB = isTempId(b.id);
  if (tempA !== tempB) return tempA ? 1 : -1;
  if (tempA) return 0;
  return timeOf(a) - timeOf(b) || compareMessageIds(a.id, b.id);
}

function sortMessages(list: ChatMessageView[]): ChatMessageView[] {
  return [...list].sort(compareMessages);
}

/** Adds messages to a list; a message already there is replaced (decrypted again after a key restore). */
function mergeMessages(list: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return list;
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return sortMessages([...byId.values()]);
}

/** The friend's messages to me become read, locally; the caller asks the server. */
function markReadLocally(state: ChatState, friendId: string): ChatState {
  const list = state.messages[friendId] ?? [];
  const hasUnreadRows = list.some((message) => message.senderId === friendId && !message.isRead);
  if ((state.unread[friendId] ?? 0) === 0 && !hasUnreadRows) return state;
  return {
    ...state,
    unread: { ...state.unread, [friendId]: 0 },
    messages: hasUnreadRows
      ? {
          ...state.messages,
          [friendId]: list.map((message) => (message.senderId === friendId ? { ...message, isRead: true } : message)),
        }
      : state.messages,
  };
}

function updateWindow(
  state: ChatState,
  friendId: string,
  update: (window: ChatWindowState) => ChatWindowState,
): ChatState {
  return {
    ...state,
    windows: state.windows.map((window) => (window.friend.id === friendId ? update(window) : window)),
  };
}

function rememberFriend(state: ChatState, friend: ChatFriend): ChatState {
  const known = state.friends[friend.id];
  if (known && known.name === friend.name && known.avatar_url === friend.avatar_url) return state;
  return { ...state, friends: { ...state.friends, [friend.id]: friend } };
}

function withCursor(state: ChatState, id: string | null): ChatState {
  const next = maxMessageId(state.lastMessageId, id);
  return next === state.lastMessageId ? state : { ...state, lastMessageId: next };
}

/** Effects of showing a chat's window (opened or restored): read, history and the friend's key. */
function showEffects(state: ChatState, friendId: string): ChatEffect[] {
  const effects: ChatEffect[] = [{ type: 'markRead', friendId }];
  const history = state.history[friendId];
  if (!history || history.status === 'idle' || history.status === 'error')
    effects.push({ type: 'loadHistory', friendId });
  effects.push({ type: 'checkFriendKey', friendId });
  return effects;
}

/** The next state and the effects to run. Never mutates `state`; returns it unchanged when nothing changes. */
export function transition(state: ChatState, action: ChatAction): Transition {
  switch (action.type) {
    case 'signedIn': {
      if (state.userId === action.userId) return same(state);
      const windows = action.windows ?? [];
      const next: ChatState = { ...initialChatState(), userId: action.userId, windows };
      for (const window of windows) next.friends[window.friend.id] = window.friend;
      return {
        state: next,
        effects: windows.flatMap((window) => (window.minimized ? [] : showEffects(next, window.friend.id))),
      };
    }

    case 'signedOut':
      return { state: initialChatState(), effects: [] };

    case 'open': {
      if (!state.userId || action.friend.id === state.userId) return same(state);
      const existing = findWindow(state, action.friend.id);
      if (existing && !existing.minimized) return same(state);
      let next: ChatState = { ...rememberFriend(state, action.friend), openedByMember: true };
      if (existing) {
        next = updateWindow(next, action.friend.id, (window) => ({
          ...window,
          friend: action.friend,
          minimized: false,
        }));
      } else {
        let windows = [...next.windows, { friend: action.friend, minimized: false, isFullScreen: false }];
        // Windows that do not fit the screen: the oldest ones close.
        const max = Math.max(1, action.maxWindows ?? Number.POSITIVE_INFINITY);
        if (windows.length > max) windows = windows.slice(windows.length - max);
        next = { ...next, windows };
      }
      return { state: markReadLocally(next, action.friend.id), effects: showEffects(next, action.friend.id) };
    }

    case 'toggleMinimize': {
      const window = findWindow(state, action.friendId);
      if (!window) return same(state);
      const minimized = !window.minimized;
      const toggled = updateWindow(state, action.friendId, (current) => ({ ...current, minimized }));
      if (minimized) return same(toggled);
      const next = { ...toggled, openedByMember: true };
      const effects: ChatEffect[] = [];
      if ((state.unread[action.friendId] ?? 0) > 0) effects.push({ type: 'markRead', friendId: action.friendId });
      const history = state.history[action.friendId];
      if (!history || history.status === 'idle') effects.push({ type: 'loadHistory', friendId: action.friendId });
      return { state: effects.length > 0 ? markReadLocally(next, action.friendId) : next, effects };
    }

    case 'toggleFullScreen': {
      if (!findWindow(state, action.friendId)) return same(state);
      return same(
        updateWindow(state, action.friendId, (window) => ({ ...window, isFullScreen: !window.isFullScreen })),
      );
    }

    case 'close': {
      if (!findWindow(state, action.friendId)) return same(state);
      return same({ ...state, windows: state.windows.filter((window) => window.friend.id !== action.friendId) });
    }

    case 'friendSeen': {
      if (action.friend.id === state.userId) return same(state);
      let next = rememberFriend(state, action.friend);
      if (findWindow(next, action.friend.id)) {
        next = updateWindow(next, action.friend.id, (window) => ({ ...window, friend: action.friend }));
      }
      return same(next);
    }

    case 'conversationsLoaded': {
      let next = state;
      const effects: ChatEffect[] = [];
      let announced = false;
      for (const { friend, unread, lastMessageId, lastText } of action.conversations) {
        next = rememberFriend(withCursor(next, lastMessageId), friend);
        if (unread > 0 && isChatOpen(next, friend.id)) {
          effects.push({ type: 'markRead', friendId: friend.id });
          next = { ...next, unread: { ...next.unread, [friend.id]: 0 } };
          continue;
        }
        if ((next.unread[friend.id] ?? 0) !== unread) {
          next = { ...next, unread: { ...next.unread, [friend.id]: unread } };
        }
        // Messages that came while the user was away: the newest such chat is announced like a new message
        // (one toast shows at a time, so one is enough).
        const last = next.lastToastAt[friend.id];
        if (
          !announced &&
          unread > 0 &&
          lastText &&
          (last === undefined || action.at - last >= NEW_MESSAGE_TOAST_DEDUPE_MS)
        ) {
          announced = true;
          next = { ...next, lastToastAt: { ...next.lastToastAt, [friend.id]: action.at } };
          effects.push({ type: 'newMessageToast', friendId: friend.id, text: lastText });
        }
      }
      return { state: next, effects };
    }

    case 'historyLoading': {
      const current = state.history[action.friendId] ?? { status: 'idle', hasMore: false, loadingOlder: false };
      const history: HistoryState = action.older
        ? { ...current, loadingOlder: true }
        : { ...current, status: 'loading' };
      return same({ ...state, history: { ...state.history, [action.friendId]: history } });
    }

    case 'historyLoaded': {
      const current = state.history[action.friendId];
      const history: HistoryState = {
        status: 'loaded',
        // The newest page says whether older pages exist only when nothing older was loaded yet.
        hasMore: action.older || !current || current.status !== 'loaded' ? action.hasMore : current.hasMore,
        loadingOlder: false,
        // Reloading the newest page keeps the cursor of older pages already shown.
        oldestId:
          action.older || !current?.oldestId
            ? (action.messages.find((message) => !isTempId(message.id))?.id ?? current?.oldestId ?? null)
            : current.oldestId,
      };
      let next: ChatState = {
        ...state,
        history: { ...state.history, [action.friendId]: history },
        messages: {
          ...state.messages,
          [action.friendId]: mergeMessages(state.messages[action.friendId] ?? [], action.messages),
        },
      };
      for (const message of action.messages) next = withCursor(next, message.id);
      if (isChatOpen(next, action.friendId)) next = markReadLocally(next, action.friendId);
      return same(next);
    }

    case 'historyFailed': {
      const current = state.history[action.friendId] ?? { status: 'idle', hasMore: false, loadingOlder: false };
      const history: HistoryState = action.older
        ? { ...current, loadingOlder: false }
        : { ...current, status: 'error', loadingOlder: false };
      return same({ ...state, history: { ...state.history, [action.friendId]: history } });
    }

    case 'messageReceived': {
      const { message, at } = action;
      // Only the receive path: a message to the current user from someone else.
      if (!state.userId || message.receiverId !== state.userId || message.senderId === state.userId) {
        return same(state);
      }
      const friendId = message.senderId;
      const list = state.messages[friendId] ?? [];
      let next = withCursor(state, message.id);
      if (list.some((existing) => existing.id === message.id)) return same(next);
      next = { ...next, messages: { ...next.messages, [friendId]: mergeMessages(list, [message]) } };
      // Already read elsewhere (another tab, or a catch-up of old rows): nothing to announce.
      if (message.isRead) return same(next);
      if (isChatOpen(next, friendId)) {
        return { state: markReadLocally(next, friendId), effects: [{ type: 'markRead', friendId }] };
      }
      next = { ...next, unread: { ...next.unread, [friendId]: (next.unread[friendId] ?? 0) + 1 } };
      const last = next.lastToastAt[friendId];
      if (last !== undefined && at - last < NEW_MESSAGE_TOAST_DEDUPE_MS) return same(next);
      return {
        state: { ...next, lastToastAt: { ...next.lastToastAt, [friendId]: at } },
        effects: [{ type: 'newMessageToast', friendId, text: message.content }],
      };
    }

    case 'ownMessageSeen': {
      // My own message (another tab of mine, or the echo of this tab's send): a sent message, no toast.
      const { message } = action;
      if (!state.userId || message.senderId !== state.userId || message.receiverId === state.userId) {
        return same(state);
      }
      const friendId = message.receiverId;
      const list = state.messages[friendId] ?? [];
      const next = withCursor(state, message.id);
      if (list.some((existing) => existing.id === message.id)) return same(next);
      const pending = list.find((existing) => isTempId(existing.id) && existing.clientId === message.clientId);
      const updated = pending
        ? sortMessages(
            list.map((existing) => (existing === pending ? { ...message, content: pending.content } : existing)),
          )
        : mergeMessages(list, [message]);
      return same({ ...next, messages: { ...next.messages, [friendId]: updated } });
    }

    case 'cursorSeen':
      return same(withCursor(state, action.id));

    case 'sendStarted': {
      const friendId = action.message.receiverId;
      const list = state.messages[friendId] ?? [];
      return same({ ...state, messages: { ...state.messages, [friendId]: [...list, action.message] } });
    }

    case 'sendConfirmed': {
      const list = state.messages[action.friendId] ?? [];
      const next = withCursor(state, action.message.id);
      const withoutTemp = list.filter((message) => !(isTempId(message.id) && message.clientId === action.clientId));
      // The echo on the feed may have arrived first: then the row is already there.
      const updated = withoutTemp.some((message) => message.id === action.message.id)
        ? withoutTemp
        : sortMessages([...withoutTemp, action.message]);
      return same({ ...next, messages: { ...next.messages, [action.friendId]: updated } });
    }

    case 'sendFailed': {
      const list = state.messages[action.friendId] ?? [];
      return {
        state: {
          ...state,
          messages: {
            ...state.messages,
            [action.friendId]: list.filter(
              (message) => !(isTempId(message.id) && message.clientId === action.clientId),
            ),
          },
        },
        effects: [{ type: 'sendErrorToast', reason: action.reason }],
      };
    }

    case 'cleared':
      return same({
        ...state,
        messages: { ...state.messages, [action.friendId]: [] },
        unread: { ...state.unread, [action.friendId]: 0 },
        history: {
          ...state.history,
          [action.friendId]: { status: 'loaded', hasMore: false, loadingOlder: false },
        },
      });

    case 'readReceipt': {
      const { readerId, friendId, upToId } = action;
      if (!state.userId) return same(state);
      if (readerId === state.userId) {
        // I read this chat in another tab.
        return same(markReadLocally(state, friendId));
      }
      if (friendId !== state.userId) return same(state);
      // The friend read my messages up to `upToId`.
      const list = state.messages[readerId] ?? [];
      let changed = false;
      const updated = list.map((message) => {
        if (message.senderId !== state.userId || message.isRead || isTempId(message.id)) return message;
        if (compareMessageIds(message.id, upToId) > 0) return message;
        changed = true;
        return { ...message, isRead: true };
      });
      return changed ? same({ ...state, messages: { ...state.messages, [readerId]: updated } }) : same(state);
    }

    case 'presenceSync': {
      const online: Record<string, PresenceEntry> = {};
      let next = state;
      for (const entry of action.entries) {
        if (entry.user.id === state.userId) continue;
        online[entry.user.id] = entry;
        next = rememberFriend(next, { id: entry.user.id, name: entry.user.name, avatar_url: entry.user.avatar_url });
      }
      return same({ ...next, online, presenceKnown: true });
    }

    case 'presenceJoin': {
      const { entry } = action;
      if (entry.user.id === state.userId) return same(state);
      const next = rememberFriend(state, {
        id: entry.user.id,
        name: entry.user.name,
        avatar_url: entry.user.avatar_url,
      });
      return same({ ...next, online: { ...next.online, [entry.user.id]: entry } });
    }

    case 'presenceLeave': {
      if (!(action.userId in state.online)) return same(state);
      const { [action.userId]: _gone, ...online } = state.online;
      return same({ ...state, online });
    }

    case 'connection': {
      if (state.connection === action.status) return same(state);
      // Without the socket nobody's presence is known (the next connect brings a fresh `presence:sync`).
      const online = action.status === 'online' || Object.keys(state.online).length === 0 ? state.online : {};
      const presenceKnown = action.status === 'online' && state.presenceKnown;
      return same({ ...state, connection: action.status, online, presenceKnown });
    }

    case 'friendKey':
      return same({ ...state, friendKeys: { ...state.friendKeys, [action.friendId]: action.key } });

    case 'ownKey':
      return same({ ...state, ownKey: action.key });
  }
}

/**
 * What a chat window says about the friend: their presence while the socket is connected; otherwise
 * the connection's state (presence is unknown then, so never "online").
 */
export function friendPresence(
  state: ChatState,
  friendId: string,
): 'online' | 'offline' | 'connecting' | 'reconnecting' {
  if (state.connection === 'connecting') return 'connecting';
  if (state.connection === 'offline') return 'reconnecting';
  return friendId in state.online ? 'online' : 'offline';
}

/**
 * A user's presence for pages (friends lists, profiles): online while in the map (a join counts before
 * the sync too); offline only once the current connection's sync has said who is online.
 */
export function presenceOf(state: ChatState, userId: string): Presence {
  if (userId in state.online) return 'online';
  return state.presenceKnown ? 'offline' : 'unknown';
}

/** Sum of unread messages over all friends. */
export function totalUnread(state: ChatState): number {
  return Object.values(state.unread).reduce((sum, count) => sum + count, 0);
}
