import { describe, expect, it } from 'vitest';
import type { PresenceEntry } from '@jobportal/shared';
import {
  compareMessageIds,
  friendPresence,
  initialChatState,
  maxMessageId,
  NEW_MESSAGE_TOAST_DEDUPE_MS,
  presenceOf,
  transition,
  type ChatAction,
  type ChatFriend,
  type ChatMessageView,
  type ChatState,
} from './chat-state.ts';

const ME = 'me';
const farah: ChatFriend = { id: 'farah', name: 'Farah Khan', avatar_url: null };
const ravi: ChatFriend = { id: 'ravi', name: 'Ravi Kumar', avatar_url: '/a.png' };

function run(state: ChatState, ...actions: ChatAction[]) {
  let current = state;
  const effects = [];
  for (const action of actions) {
    const result = transition(current, action);
    current = result.state;
    effects.push(...result.effects);
  }
  return { state: current, effects };
}

const signedIn = () => run(initialChatState(), { type: 'signedIn', userId: ME }).state;

function message(overrides: Partial<ChatMessageView> & { id: string }): ChatMessageView {
  return {
    clientId: `c-${overrides.id}`,
    senderId: farah.id,
    receiverId: ME,
    createdAt: '2025-01-01T10:00:00.000Z',
    isRead: false,
    content: `text ${overrides.id}`,
    decryptFailed: false,
    legacy: false,
    ...overrides,
  };
}

const received = (id: string, at = 0, overrides: Partial<ChatMessageView> = {}): ChatAction => ({
  type: 'messageReceived',
  message: message({ id, ...overrides }),
  at,
});

describe('opening a chat', () => {
  it('opens unminimized, not full screen, and marks the friend’s unread messages read', () => {
    const start = run(signedIn(), received('1'), received('2')).state;
    expect(start.unread.farah).toBe(2);
    const { state, effects } = run(start, { type: 'open', friend: farah });
    expect(state.windows).toEqual([{ friend: farah, minimized: false, isFullScreen: false }]);
    expect(state.unread.farah).toBe(0);
    expect(state.messages.farah!.every((m) => m.isRead)).toBe(true);
    expect(effects).toContainEqual({ type: 'markRead', friendId: 'farah' });
    expect(effects).toContainEqual({ type: 'loadHistory', friendId: 'farah' });
    expect(effects).toContainEqual({ type: 'checkFriendKey', friendId: 'farah' });
  });

  it('changes nothing when the chat is already open and not minimized', () => {
    const open = run(
      signedIn(),
      { type: 'open', friend: farah },
      { type: 'toggleFullScreen', friendId: 'farah' },
    ).state;
    const result = transition(open, { type: 'open', friend: farah });
    expect(result.state).toBe(open);
    expect(result.effects).toEqual([]);
  });

  it('un-minimizes a minimized chat (keeping its place and full-screen flag) and marks read', () => {
    const start = run(
      signedIn(),
      { type: 'open', friend: farah },
      { type: 'open', friend: ravi },
      { type: 'toggleFullScreen', friendId: 'farah' },
      { type: 'toggleMinimize', friendId: 'farah' },
      received('5'),
    ).state;
    expect(start.unread.farah).toBe(1);
    const { state, effects } = run(start, { type: 'open', friend: farah });
    expect(state.windows.map((w) => [w.friend.id, w.minimized, w.isFullScreen])).toEqual([
      ['farah', false, true],
      ['ravi', false, false],
    ]);
    expect(state.unread.farah).toBe(0);
    expect(effects).toContainEqual({ type: 'markRead', friendId: 'farah' });
  });

  it('does nothing when signed out or for the user’s own id', () => {
    const signedOut = initialChatState();
    expect(transition(signedOut, { type: 'open', friend: farah }).state).toBe(signedOut);
    const state = signedIn();
    expect(transition(state, { type: 'open', friend: { id: ME, name: 'Me', avatar_url: null } }).state).toBe(state);
  });

  it('closes the oldest window when more are opened than fit on the screen', () => {
    const { state } = run(
      signedIn(),
      { type: 'open', friend: farah, maxWindows: 1 },
      { type: 'open', friend: ravi, maxWindows: 1 },
    );
    expect(state.windows.map((w) => w.friend.id)).toEqual(['ravi']);
  });

  it('does not load history again once it is loaded', () => {
    const { state } = run(
      signedIn(),
      { type: 'open', friend: farah },
      { type: 'historyLoaded', friendId: 'farah', messages: [], hasMore: false, older: false },
      { type: 'close', friendId: 'farah' },
    );
    const { effects } = run(state, { type: 'open', friend: farah });
    expect(effects).not.toContainEqual({ type: 'loadHistory', friendId: 'farah' });
  });
});

describe('chats the member opened, and chats a page load restored', () => {
  it('counts opening and bringing back a minimized chat, never the windows restored at sign-in', () => {
    const restored = run(initialChatState(), {
      type: 'signedIn',
      userId: ME,
      windows: [
        { friend: farah, minimized: false, isFullScreen: false },
        { friend: ravi, minimized: true, isFullScreen: false },
      ],
    }).state;
    expect(restored.openedByMember).toBe(false);
    expect(run(restored, { type: 'open', friend: farah }).state.openedByMember).toBe(false);
    expect(run(restored, { type: 'toggleMinimize', friendId: farah.id }).state.openedByMember).toBe(false);
    expect(run(restored, { type: 'toggleMinimize', friendId: ravi.id }).state.openedByMember).toBe(true);
    expect(run(restored, { type: 'open', friend: ravi }).state.openedByMember).toBe(true);
    expect(run(signedIn(), { type: 'open', friend: farah }).state.openedByMember).toBe(true);
  });
});

describe('minimize, full screen and close', () => {
  const open = () => run(signedIn(), { type: 'open', friend: farah }).state;

  it('toggle minimize flips the flag; un-minimizing with unread messages marks them read', () => {
    const minimized = run(open(), { type: 'toggleMinimize', friendId: 'farah' });
    expect(minimized.state.windows[0]!.minimized).toBe(true);
    expect(minimized.effects).toEqual([]);

    const withUnread = run(minimized.state, received('7'), received('8')).state;
    expect(withUnread.unread.farah).toBe(2);
    const restored = run(withUnread, { type: 'toggleMinimize', friendId: 'farah' });
    expect(restored.state.windows[0]!.minimized).toBe(false);
    expect(restored.state.unread.farah).toBe(0);
    expect(restored.effects).toContainEqual({ type: 'markRead', friendId: 'farah' });
  });

  it('un-minimizing without unread messages does not call the server', () => {
    const { state } = run(
      open(),
      { type: 'historyLoaded', friendId: 'farah', messages: [], hasMore: false, older: false },
      { type: 'toggleMinimize', friendId: 'farah' },
    );
    const restored = run(state, { type: 'toggleMinimize', friendId: 'farah' });
    expect(restored.state.windows[0]!.minimized).toBe(false);
    expect(restored.effects).toEqual([]);
  });

  it('toggle full screen flips the flag both ways', () => {
    const once = run(open(), { type: 'toggleFullScreen', friendId: 'farah' }).state;
    expect(once.windows[0]!.isFullScreen).toBe(true);
    expect(run(once, { type: 'toggleFullScreen', friendId: 'farah' }).state.windows[0]!.isFullScreen).toBe(false);
  });

  it('close removes the chat state; actions on a closed chat change nothing', () => {
    const closed = run(open(), { type: 'close', friendId: 'farah' }).state;
    expect(closed.windows).toEqual([]);
    for (const type of ['toggleMinimize', 'toggleFullScreen', 'close'] as const) {
      expect(transition(closed, { type, friendId: 'farah' }).state).toBe(closed);
    }
  });

  it('logout clears all chat states', () => {
    const busy = run(open(), { type: 'open', friend: ravi }, received('3'), {
      type: 'presenceJoin',
      entry: presence(ravi),
    }).state;
    expect(run(busy, { type: 'signedOut' }).state).toEqual(initialChatState());
  });

  it('restores saved windows at sign-in and asks for the open ones’ history and read', () => {
    const { state, effects } = run(initialChatState(), {
      type: 'signedIn',
      userId: ME,
      windows: [
        { friend: farah, minimized: false, isFullScreen: false },
        { friend: ravi, minimized: true, isFullScreen: false },
      ],
    });
    expect(state.windows).toHaveLength(2);
    expect(effects).toEqual([
      { type: 'markRead', friendId: 'farah' },
      { type: 'loadHistory', friendId: 'farah' },
      { type: 'checkFriendKey', friendId: 'farah' },
    ]);
  });
});

describe('incoming messages', () => {
  it('a closed chat: unread rises and a toast with the text is asked for', () => {
    const { state, effects } = run(signedIn(), received('1', 1000));
    expect(state.messages.farah!.map((m) => m.id)).toEqual(['1']);
    expect(state.unread.farah).toBe(1);
    expect(effects).toEqual([{ type: 'newMessageToast', friendId: 'farah', text: 'text 1' }]);
  });

  it('at most one toast per friend per 5 seconds', () => {
    const t0 = 10_000;
    const { state, effects } = run(
      signedIn(),
      received('1', t0),
      received('2', t0 + 1000),
      received('3', t0 + NEW_MESSAGE_TOAST_DEDUPE_MS - 1),
      received('4', t0 + 10, { senderId: 'ravi' }),
      received('5', t0 + NEW_MESSAGE_TOAST_DEDUPE_MS),
    );
    expect(state.unread).toEqual({ farah: 4, ravi: 1 });
    expect(effects).toEqual([
      { type: 'newMessageToast', friendId: 'farah', text: 'text 1' },
      { type: 'newMessageToast', friendId: 'ravi', text: 'text 4' },
      { type: 'newMessageToast', friendId: 'farah', text: 'text 5' },
    ]);
  });

  it('a minimized chat counts as closed', () => {
    const { state, effects } = run(
      signedIn(),
      { type: 'open', friend: farah },
      { type: 'toggleMinimize', friendId: 'farah' },
      received('1'),
    );
    expect(state.unread.farah).toBe(1);
    expect(effects.at(-1)).toEqual({ type: 'newMessageToast', friendId: 'farah', text: 'text 1' });
  });

  it('an open chat: no toast, no unread; it is marked read at once', () => {
    const opened = run(signedIn(), { type: 'open', friend: farah }).state;
    const { state, effects } = run(opened, received('1'));
    expect(effects).toEqual([{ type: 'markRead', friendId: 'farah' }]);
    expect(state.unread.farah ?? 0).toBe(0);
    expect(state.messages.farah![0]!.isRead).toBe(true);
  });

  it('own-account messages are ignored on the receive path', () => {
    const state = signedIn();
    const own = received('1', 0, { senderId: ME, receiverId: 'farah' });
    expect(transition(state, own)).toEqual({ state, effects: [] });
    const notMine = received('2', 0, { senderId: 'farah', receiverId: 'ravi' });
    expect(transition(state, notMine).state).toBe(state);
  });

  it('a message already shown is not added or announced twice (socket and catch-up overlap)', () => {
    const once = run(signedIn(), received('1', 0)).state;
    const { state, effects } = run(once, received('1', 99_999));
    expect(state.messages.farah).toHaveLength(1);
    expect(state.unread.farah).toBe(1);
    expect(effects).toEqual([]);
  });

  it('a message already read elsewhere is added without unread or toast', () => {
    const { state, effects } = run(signedIn(), received('1', 0, { isRead: true }));
    expect(state.messages.farah).toHaveLength(1);
    expect(state.unread.farah ?? 0).toBe(0);
    expect(effects).toEqual([]);
  });

  it('keeps messages in id order and advances the cursor', () => {
    const { state } = run(signedIn(), received('10'), received('9'), received('100'));
    expect(state.messages.farah!.map((m) => m.id)).toEqual(['9', '10', '100']);
    expect(state.lastMessageId).toBe('100');
  });
});

describe('message order', () => {
  it('orders by time, then id: imported history (newer ids, older times) shows above newer messages', () => {
    const at = (id: string, createdAt: string, overrides: Partial<ChatMessageView> = {}) =>
      message({ id, createdAt, isRead: true, ...overrides });
    const { state } = run(
      signedIn(),
      { type: 'open', friend: farah },
      {
        type: 'historyLoaded',
        friendId: 'farah',
        messages: [at('10', '2025-06-01T10:00:00.000Z'), at('11', '2025-06-01T10:05:00.000Z')],
        hasMore: false,
        older: false,
      },
      { type: 'sendStarted', message: at('temp_x', '2020-01-01T00:00:00.000Z', { senderId: ME, receiverId: 'farah' }) },
      // Caught up after a legacy import: larger ids, times years ago; two share a time (the id decides).
      { type: 'messageReceived', message: at('31', '2024-05-01T09:00:00.000Z'), at: 0 },
      { type: 'messageReceived', message: at('30', '2024-05-01T09:00:00.000Z'), at: 0 },
      { type: 'messageReceived', message: at('29', '2024-05-01T09:03:00.000Z'), at: 0 },
      { type: 'messageReceived', message: at('12', '2025-06-01T10:06:00.000Z'), at: 0 },
    );
    // A message being sent stays last whatever its local clock says.
    expect(state.messages.farah!.map((m) => m.id)).toEqual(['30', '31', '29', '10', '11', '12', 'temp_x']);
    // The catch-up cursor stays the largest id (what the server stored last).
    expect(state.lastMessageId).toBe('31');
  });

  it('pages older history from the oldest loaded page, not from an older row that came by catch-up', () => {
    const { state } = run(
      signedIn(),
      { type: 'open', friend: farah },
      {
        type: 'historyLoaded',
        friendId: 'farah',
        messages: [message({ id: '5', createdAt: '2025-06-01T10:00:00.000Z' })],
        hasMore: true,
        older: false,
      },
      { type: 'messageReceived', message: message({ id: '40', createdAt: '2024-01-01T00:00:00.000Z' }), at: 0 },
    );
    expect(state.messages.farah!.map((m) => m.id)).toEqual(['40', '5']);
    expect(state.history.farah!.oldestId).toBe('5');
    const older = run(state, {
      type: 'historyLoaded',
      friendId: 'farah',
      messages: [message({ id: '3', createdAt: '2025-05-01T10:00:00.000Z' })],
      hasMore: true,
      older: true,
    }).state;
    expect(older.history.farah!.oldestId).toBe('3');
    expect(older.messages.farah!.map((m) => m.id)).toEqual(['40', '3', '5']);
  });
});

describe('own messages and sending', () => {
  const temp = (clientId: string, content = 'hello') =>
    message({ id: `temp_${clientId}`, clientId, senderId: ME, receiverId: 'farah', content });

  it('shows a temp_ copy at once and replaces it with the server’s row', () => {
    const started = run(signedIn(), { type: 'sendStarted', message: temp('abc') }).state;
    expect(started.messages.farah!.map((m) => m.id)).toEqual(['temp_abc']);
    const row = message({ id: '42', clientId: 'abc', senderId: ME, receiverId: 'farah', content: 'hello' });
    const { state, effects } = run(started, {
      type: 'sendConfirmed',
      friendId: 'farah',
      clientId: 'abc',
      message: row,
    });
    expect(state.messages.farah).toEqual([row]);
    expect(state.lastMessageId).toBe('42');
    expect(effects).toEqual([]);
  });

  it('removes the temp_ copy on failure and asks for the matching toast', () => {
    for (const reason of ['send', 'encrypt'] as const) {
      const started = run(signedIn(), { type: 'sendStarted', message: temp('abc') }).state;
      const { state, effects } = run(started, { type: 'sendFailed', friendId: 'farah', clientId: 'abc', reason });
      expect(state.messages.farah).toEqual([]);
      expect(effects).toEqual([{ type: 'sendErrorToast', reason }]);
    }
  });

  it('the echo of my own send (or another tab’s) replaces the temp copy; the ack then changes nothing more', () => {
    const started = run(signedIn(), { type: 'sendStarted', message: temp('abc', 'typed text') }).state;
    const row = message({ id: '42', clientId: 'abc', senderId: ME, receiverId: 'farah', content: 'decrypted' });
    const echoed = run(started, { type: 'ownMessageSeen', message: row });
    expect(echoed.effects).toEqual([]);
    expect(echoed.state.messages.farah!.map((m) => [m.id, m.content])).toEqual([['42', 'typed text']]);
    const acked = run(echoed.state, { type: 'sendConfirmed', friendId: 'farah', clientId: 'abc', message: row }).state;
    expect(acked.messages.farah!.map((m) => m.id)).toEqual(['42']);
  });

  it('a message sent from another tab appears as sent, without unread or toast', () => {
    const row = message({ id: '7', senderId: ME, receiverId: 'farah' });
    const { state, effects } = run(signedIn(), { type: 'ownMessageSeen', message: row });
    expect(state.messages.farah).toEqual([row]);
    expect(state.unread.farah ?? 0).toBe(0);
    expect(effects).toEqual([]);
  });
});

describe('history, conversations, read receipts and clearing', () => {
  it('merges pages without duplicates and keeps hasMore from the oldest page', () => {
    const { state } = run(
      signedIn(),
      { type: 'open', friend: farah },
      { type: 'historyLoading', friendId: 'farah', older: false },
      {
        type: 'historyLoaded',
        friendId: 'farah',
        messages: [message({ id: '5' }), message({ id: '6' })],
        hasMore: true,
        older: false,
      },
      { type: 'historyLoading', friendId: 'farah', older: true },
      {
        type: 'historyLoaded',
        friendId: 'farah',
        messages: [message({ id: '3' }), message({ id: '5' })],
        hasMore: false,
        older: true,
      },
    );
    expect(state.messages.farah!.map((m) => m.id)).toEqual(['3', '5', '6']);
    expect(state.history.farah).toEqual({ status: 'loaded', hasMore: false, loadingOlder: false, oldestId: '3' });
  });

  it('a failed load is remembered so the next opening tries again', () => {
    const { state } = run(
      signedIn(),
      { type: 'open', friend: farah },
      { type: 'historyFailed', friendId: 'farah', older: false },
      { type: 'toggleMinimize', friendId: 'farah' },
    );
    expect(state.history.farah!.status).toBe('error');
    expect(run(state, { type: 'open', friend: farah }).effects).toContainEqual({
      type: 'loadHistory',
      friendId: 'farah',
    });
  });

  it('conversations give names, unread counts and the cursor; open chats are marked read', () => {
    const opened = run(signedIn(), { type: 'open', friend: ravi }).state;
    const { state, effects } = run(opened, {
      type: 'conversationsLoaded',
      at: 0,
      conversations: [
        { friend: farah, unread: 3, lastMessageId: '120' },
        { friend: ravi, unread: 2, lastMessageId: '99' },
      ],
    });
    expect(state.friends.farah).toEqual(farah);
    expect(state.unread).toEqual({ farah: 3, ravi: 0 });
    expect(state.lastMessageId).toBe('120');
    expect(effects).toEqual([{ type: 'markRead', friendId: 'ravi' }]);
  });

  it('announces the newest chat with messages that came while the user was away, once', () => {
    const asha: ChatFriend = { id: 'asha', name: 'Asha', avatar_url: null };
    const { state, effects } = run(signedIn(), {
      type: 'conversationsLoaded',
      at: 50_000,
      conversations: [
        { friend: asha, unread: 0, lastMessageId: '130', lastText: null },
        { friend: farah, unread: 2, lastMessageId: '120', lastText: 'Kal mock test hai' },
        { friend: ravi, unread: 1, lastMessageId: '99', lastText: 'older' },
      ],
    });
    expect(effects).toEqual([{ type: 'newMessageToast', friendId: 'farah', text: 'Kal mock test hai' }]);
    expect(state.lastToastAt).toEqual({ farah: 50_000 });
    // A toast for Farah within 5 s of that is not shown again.
    expect(run(state, received('121', 52_000)).effects).toEqual([]);
  });

  it('read receipts: the friend read my messages; I read theirs in another tab', () => {
    const start = run(
      signedIn(),
      { type: 'ownMessageSeen', message: message({ id: '1', senderId: ME, receiverId: 'farah' }) },
      { type: 'ownMessageSeen', message: message({ id: '3', senderId: ME, receiverId: 'farah' }) },
      received('2'),
    ).state;
    const read = run(start, { type: 'readReceipt', readerId: 'farah', friendId: ME, upToId: '2' }).state;
    expect(read.messages.farah!.map((m) => [m.id, m.isRead])).toEqual([
      ['1', true],
      ['2', false],
      ['3', false],
    ]);
    const mine = run(read, { type: 'readReceipt', readerId: ME, friendId: 'farah', upToId: '2' }).state;
    expect(mine.unread.farah).toBe(0);
    expect(mine.messages.farah!.find((m) => m.id === '2')!.isRead).toBe(true);
  });

  it('clearing empties the list and the unread count', () => {
    const { state } = run(signedIn(), received('1'), received('2'), { type: 'cleared', friendId: 'farah' });
    expect(state.messages.farah).toEqual([]);
    expect(state.unread.farah).toBe(0);
  });
});

function presence(friend: ChatFriend): PresenceEntry {
  return {
    user: { id: friend.id, name: friend.name, avatar_url: friend.avatar_url, show_online_status: true },
    online_at: '2025-01-01T10:00:00.000Z',
  };
}

describe('presence', () => {
  it('sync replaces the map; join adds; leave removes; the user is never in it', () => {
    const me = { ...presence(farah), user: { ...presence(farah).user, id: ME } };
    const synced = run(
      signedIn(),
      { type: 'presenceJoin', entry: presence(ravi) },
      { type: 'presenceSync', entries: [presence(farah), me] },
    ).state;
    expect(Object.keys(synced.online)).toEqual(['farah']);
    const joined = run(synced, { type: 'presenceJoin', entry: presence(ravi) }).state;
    expect(Object.keys(joined.online).sort()).toEqual(['farah', 'ravi']);
    expect(joined.friends.ravi).toEqual(ravi);
    const left = run(joined, { type: 'presenceLeave', userId: 'farah' }).state;
    expect(Object.keys(left.online)).toEqual(['ravi']);
    expect(transition(left, { type: 'presenceLeave', userId: 'farah' }).state).toBe(left);
  });

  it('without a connection presence is unknown: nobody is claimed online; the state says connecting or reconnecting', () => {
    const start = signedIn();
    expect(friendPresence(start, 'farah')).toBe('connecting');
    const online = run(
      start,
      { type: 'connection', status: 'online' },
      { type: 'presenceSync', entries: [presence(farah)] },
    ).state;
    expect(friendPresence(online, 'farah')).toBe('online');
    expect(friendPresence(online, 'ravi')).toBe('offline');
    const lost = run(online, { type: 'connection', status: 'offline' }).state;
    expect(lost.online).toEqual({});
    expect(friendPresence(lost, 'farah')).toBe('reconnecting');
    const back = run(
      lost,
      { type: 'connection', status: 'online' },
      { type: 'presenceSync', entries: [presence(farah)] },
    ).state;
    expect(friendPresence(back, 'farah')).toBe('online');
  });

  it('is unknown until the connection’s first sync, known after it, and unknown again once disconnected', () => {
    const start = signedIn();
    expect(presenceOf(start, 'farah')).toBe('unknown');
    // Connected, but the server has not said who is online yet.
    const connected = run(start, { type: 'connection', status: 'online' }).state;
    expect(presenceOf(connected, 'farah')).toBe('unknown');
    // A join before the sync says this friend is online; everyone else is still unknown.
    const joined = run(connected, { type: 'presenceJoin', entry: presence(ravi) }).state;
    expect(presenceOf(joined, 'ravi')).toBe('online');
    expect(presenceOf(joined, 'farah')).toBe('unknown');

    const synced = run(connected, { type: 'presenceSync', entries: [presence(farah)] }).state;
    expect(presenceOf(synced, 'farah')).toBe('online');
    expect(presenceOf(synced, 'ravi')).toBe('offline');
    const left = run(synced, { type: 'presenceLeave', userId: 'farah' }).state;
    expect(presenceOf(left, 'farah')).toBe('offline');

    const lost = run(synced, { type: 'connection', status: 'offline' }).state;
    expect(presenceOf(lost, 'farah')).toBe('unknown');
    expect(presenceOf(lost, 'ravi')).toBe('unknown');
    const reconnected = run(lost, { type: 'connection', status: 'online' }).state;
    expect(presenceOf(reconnected, 'ravi')).toBe('unknown');
    const back = run(reconnected, { type: 'presenceSync', entries: [] }).state;
    expect(presenceOf(back, 'farah')).toBe('offline');

    expect(presenceOf(run(back, { type: 'signedOut' }).state, 'farah')).toBe('unknown');
  });
});

describe('message ids', () => {
  it('compare numerically whatever their length; temp_ ids come last', () => {
    expect(['10', '9', 'temp_x', '100', '11'].sort(compareMessageIds)).toEqual(['9', '10', '11', '100', 'temp_x']);
    expect(maxMessageId(null, '5')).toBe('5');
    expect(maxMessageId('12', '5')).toBe('12');
    expect(maxMessageId('12', 'temp_a')).toBe('12');
  });
});
