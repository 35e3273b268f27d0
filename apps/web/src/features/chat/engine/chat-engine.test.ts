import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS, type ChatMessage } from '@jobportal/shared';
import { clearToasts, getToasts } from '../../../components/ui/toast-store.ts';
import { mockFetch, type FetchCall, type FetchReply } from '../../../testing/render.tsx';
import { chatApi } from '../api/chat-api.ts';
import { closeChat, openChat } from '../model/chat-actions.ts';
import { getChatState, resetChatStore } from '../model/chat-store.ts';
import { fakeCipher, fakeEncrypt, fakeTransport, row, type FakeTransport } from '../testing/fakes.ts';
import { createChatEngine, FRIEND_KEY_RECHECK_MS, type ChatEngine } from './chat-engine.ts';
import { TransportTimeoutError } from './chat-transport.ts';

const ME = 'me';
const farah = { id: 'farah', name: 'Farah Khan', avatar_url: null };

const conversations = {
  items: [
    {
      friend: { id: 'farah', name: 'Farah Khan', avatarUrl: null },
      lastMessage: row({ id: '120' }),
      unread: 0,
    },
  ],
};

type Route = (call: FetchCall) => FetchReply | undefined;

/** Answers the chat's REST calls; `routes` go first. */
function server(...routes: Route[]) {
  return mockFetch((call) => {
    for (const route of routes) {
      const reply = route(call);
      if (reply) return reply;
    }
    if (call.url === '/api/chat/conversations') return { body: conversations };
    if (call.url.startsWith('/api/chat/messages/since')) return { body: { items: [], hasMore: false } };
    if (call.url.startsWith('/api/chat/messages?')) return { body: { items: [], hasMore: false } };
    if (call.url === '/api/chat/read' || call.url === '/api/chat/clear') return { body: { ok: true } };
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

let transport: FakeTransport;
let engine: ChatEngine;

function start(options: Parameters<typeof fakeCipher>[0] = {}) {
  transport = fakeTransport();
  const cipher = fakeCipher(options);
  engine = createChatEngine({ userId: ME, api: chatApi, transport, cipher, retryDelayMs: 0 });
  engine.start();
  return cipher;
}

const toasts = () => getToasts().map(({ title, description, variant }) => ({ title, description, variant }));
const live = (message: ChatMessage) => transport.serverEmit(SOCKET_EVENTS.message, message);

beforeEach(() => {
  resetChatStore();
  clearToasts();
  sessionStorage.clear();
});

afterEach(() => {
  engine?.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('catching up after (re)connects', () => {
  it('asks for messages after the last id seen, on the first connect and after every reconnect', async () => {
    const api = server((call) =>
      call.url === '/api/chat/messages/since?after=120'
        ? { body: { items: [row({ id: '121', isRead: true })], hasMore: false } }
        : undefined,
    );
    start();
    transport.connect();
    await waitFor(() => expect(getChatState().lastMessageId).toBe('121'));
    expect(api.calls().map((call) => call.url)).toEqual([
      '/api/chat/conversations',
      '/api/chat/messages/since?after=120',
    ]);

    transport.disconnect();
    expect(getChatState().connection).toBe('offline');
    live(row({ id: '130', isRead: true }));
    await waitFor(() => expect(getChatState().lastMessageId).toBe('130'));
    transport.connect();
    await waitFor(() => expect(api.calls().at(-1)!.url).toBe('/api/chat/messages/since?after=130'));
    expect(getChatState().connection).toBe('online');
  });

  it('follows pages until the server has no more, and delivers what was missed as new messages', async () => {
    const api = server((call) => {
      if (call.url === '/api/chat/messages/since?after=120') {
        return { body: { items: [row({ id: '121' }), row({ id: '122' })], hasMore: true } };
      }
      if (call.url === '/api/chat/messages/since?after=122') {
        return { body: { items: [row({ id: '123' })], hasMore: false } };
      }
      return undefined;
    });
    start();
    transport.connect();
    await waitFor(() => expect(getChatState().messages.farah?.map((m) => m.id)).toEqual(['121', '122', '123']));
    expect(getChatState().unread.farah).toBe(3);
    expect(api.calls().filter((call) => call.url.includes('since'))).toHaveLength(2);
  });

  it('at sign-in, announces messages that came while the user was away', async () => {
    server((call) =>
      call.url === '/api/chat/conversations'
        ? {
            body: {
              items: [
                {
                  friend: { id: 'farah', name: 'Farah Khan', avatarUrl: null },
                  lastMessage: row({ id: '120', encryptedContent: fakeEncrypt('Reasoning ka section tough tha') }),
                  unread: 2,
                },
              ],
            },
          }
        : undefined,
    );
    start();
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(toasts()).toEqual([
      { title: 'New message from Farah Khan', description: 'Reasoning ka section tough tha', variant: 'default' },
    ]);
    expect(getChatState().unread.farah).toBe(2);
  });

  it('starts from 0 when the user has no messages yet', async () => {
    const api = server((call) => (call.url === '/api/chat/conversations' ? { body: { items: [] } } : undefined));
    start();
    transport.connect();
    await waitFor(() => expect(api.calls().at(-1)!.url).toBe('/api/chat/messages/since?after=0'));
  });

  it('only logs a failed load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server(() => ({ status: 500, body: { statusCode: 500, code: 'X', message: 'down' } }));
    start();
    transport.connect();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(getToasts()).toEqual([]);
  });
});

describe('incoming messages', () => {
  it('a closed chat: unread rises and one toast per friend within 5 s, with an Open Chat action', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-02T10:00:00Z'));
    server();
    start();
    await waitFor(() => expect(getChatState().friends.farah).toBeDefined());

    live(row({ id: '200', encryptedContent: fakeEncrypt('Namaste! Did you see the SSC notice?') }));
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(toasts()).toEqual([
      { title: 'New message from Farah Khan', description: 'Namaste! Did you see the SSC notice?', variant: 'default' },
    ]);

    vi.setSystemTime(new Date('2025-01-02T10:00:04.999Z'));
    live(row({ id: '201', encryptedContent: fakeEncrypt('second') }));
    await waitFor(() => expect(getChatState().unread.farah).toBe(2));
    expect(getToasts()[0]!.description).toBe('Namaste! Did you see the SSC notice?');

    vi.setSystemTime(new Date('2025-01-02T10:00:05Z'));
    live(row({ id: '202', encryptedContent: fakeEncrypt('third') }));
    await waitFor(() => expect(getToasts()[0]!.description).toBe('third'));
    expect(getChatState().unread.farah).toBe(3);

    const action = getToasts()[0]!.action!;
    expect(action.label).toBe('Open Chat');
    action.onClick();
    expect(getChatState().windows).toEqual([{ friend: farah, minimized: false, isFullScreen: false }]);
    expect(getChatState().unread.farah).toBe(0);
  });

  it('takes the name for the toast from the profile when the friend is not in the conversations', async () => {
    const api = server((call) =>
      call.url === '/api/profiles/ravi'
        ? {
            body: {
              id: 'ravi',
              name: 'Ravi Kumar',
              avatarUrl: null,
              avatarThumbUrl: null,
              friendStatus: 'friends',
              memberSince: '2024-01-01T00:00:00.000Z',
            },
          }
        : undefined,
    );
    start();
    live(row({ id: '300', senderId: 'ravi' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('New message from Ravi Kumar'));
    expect(api.calls().some((call) => call.url === '/api/profiles/ravi')).toBe(true);
  });

  it('an open chat: no toast; it is marked read at once over the socket', async () => {
    server();
    start();
    transport.connect();
    openChat(farah);
    transport.emitted.length = 0;
    live(row({ id: '400' }));
    await waitFor(() => expect(getChatState().messages.farah?.map((m) => m.id)).toContain('400'));
    expect(transport.emitted).toEqual([{ event: SOCKET_EVENTS.read, payload: { p_friend_id: 'farah' } }]);
    expect(getToasts()).toEqual([]);
    expect(getChatState().unread.farah ?? 0).toBe(0);
  });

  it('marks read over HTTP while the socket is down', async () => {
    const api = server();
    start();
    openChat(farah);
    await waitFor(() => expect(api.calls().some((call) => call.url === '/api/chat/read')).toBe(true));
    expect(api.calls().find((call) => call.url === '/api/chat/read')!.body).toEqual({ p_friend_id: 'farah' });
  });

  it('own-account messages from the feed are shown as sent, never toasted', async () => {
    server();
    start();
    live(row({ id: '500', senderId: ME, receiverId: 'farah', encryptedContent: fakeEncrypt('from my phone') }));
    await waitFor(() => expect(getChatState().messages.farah).toHaveLength(1));
    expect(getChatState().messages.farah![0]).toMatchObject({ senderId: ME, content: 'from my phone' });
    expect(getChatState().unread.farah ?? 0).toBe(0);
    expect(getToasts()).toEqual([]);
  });

  it('a message that cannot be decrypted is logged without its content and dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server();
    start();
    live(row({ id: '600', encryptedContent: 'v1.bad' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(JSON.stringify(warn.mock.calls)).not.toContain('v1.bad');
    expect(warn.mock.calls[0]![0]).toMatch(/key mismatch or corrupt message/);
    expect(getChatState().messages.farah ?? []).toEqual([]);
    expect(getChatState().lastMessageId).toBe('600');
    expect(getToasts()).toEqual([]);
  });

  it('ignores payloads that are not messages', async () => {
    server();
    start();
    live({ nonsense: true } as unknown as ChatMessage);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getChatState().messages).toEqual({});
  });
});

describe('history', () => {
  it('loads the first page on opening; a stored message that fails to decrypt shows the lock text; legacy is marked', async () => {
    const api = server((call) =>
      call.url === '/api/chat/messages?friendId=farah'
        ? {
            body: {
              items: [
                row({ id: '10', encryptedContent: 'U2FsdGVkX1old text' }),
                row({ id: '11', encryptedContent: 'v1.bad' }),
                row({ id: '12', senderId: ME, receiverId: 'farah', encryptedContent: fakeEncrypt('mine') }),
              ],
              hasMore: true,
            },
          }
        : call.url === '/api/chat/messages?friendId=farah&before=10'
          ? { body: { items: [row({ id: '9' })], hasMore: false } }
          : undefined,
    );
    start();
    openChat(farah);
    await waitFor(() => expect(getChatState().messages.farah).toHaveLength(3));
    expect(getChatState().messages.farah!.map((m) => [m.content, m.legacy, m.decryptFailed])).toEqual([
      ['old text', true, false],
      ['🔒 Failed to decrypt message', false, true],
      ['mine', false, false],
    ]);
    expect(getChatState().history.farah!.hasMore).toBe(true);

    await engine.loadOlder('farah');
    expect(getChatState().messages.farah!.map((m) => m.id)).toEqual(['9', '10', '11', '12']);
    expect(getChatState().history.farah!.hasMore).toBe(false);
    expect(api.calls().map((call) => call.url)).toContain('/api/chat/messages?friendId=farah&before=10');
  });
});

describe('a friend without a key yet', () => {
  it('is asked for again while their chat is open, so the text box opens once they have set up chat', async () => {
    server();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    transport = fakeTransport();
    const cipher = fakeCipher();
    let theirs: 'missing' | 'ready' = 'missing';
    const asked: string[] = [];
    cipher.friendKey = async (friendId) => {
      asked.push(friendId);
      return { status: theirs, changed: false, safetyNumber: theirs === 'ready' ? '12345 67890' : null };
    };
    engine = createChatEngine({ userId: ME, api: chatApi, transport, cipher, retryDelayMs: 0 });
    engine.start();
    openChat(farah);
    await vi.waitFor(() => expect(getChatState().friendKeys.farah?.status).toBe('missing'));
    expect(asked).toEqual(['farah']);

    theirs = 'ready';
    await vi.advanceTimersByTimeAsync(FRIEND_KEY_RECHECK_MS);
    await vi.waitFor(() => expect(getChatState().friendKeys.farah?.status).toBe('ready'));
    expect(asked).toEqual(['farah', 'farah']);
    // Ready: nobody asks again.
    await vi.advanceTimersByTimeAsync(FRIEND_KEY_RECHECK_MS * 3);
    expect(asked).toHaveLength(2);
  });

  it('is not asked for again once their chat is closed', async () => {
    server();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cipher = start({ friendKey: { status: 'missing', changed: false, safetyNumber: null } });
    const ask = vi.spyOn(cipher, 'friendKey');
    openChat(farah);
    await vi.waitFor(() => expect(getChatState().friendKeys.farah?.status).toBe('missing'));
    closeChat('farah');
    await vi.advanceTimersByTimeAsync(FRIEND_KEY_RECHECK_MS * 3);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

describe('sending', () => {
  it('shows a temp_ copy at once, sends over the socket and replaces it with the server’s row', async () => {
    server();
    const cipher = start();
    transport.connect();
    const sent = engine.send('farah', '  hello  ');
    await waitFor(() => expect(transport.requests).toHaveLength(1));
    const pending = getChatState().messages.farah!;
    expect(pending).toHaveLength(1);
    expect(pending[0]!.id).toMatch(/^temp_/);
    expect(pending[0]!.content).toBe('hello');
    const request = transport.requests[0]!;
    const payload = request.payload as { clientId: string; receiverId: string; encryptedContent: string };
    expect(request.event).toBe(SOCKET_EVENTS.send);
    expect(payload).toEqual({
      clientId: cipher.encrypted[0]!.clientId,
      receiverId: 'farah',
      encryptedContent: fakeEncrypt('hello'),
    });
    expect(pending[0]!.clientId).toBe(payload.clientId);

    request.resolve({
      ok: true,
      message: row({
        id: '700',
        clientId: payload.clientId,
        senderId: ME,
        receiverId: 'farah',
        encryptedContent: payload.encryptedContent,
      }),
    });
    expect(await sent).toBe(true);
    expect(getChatState().messages.farah!.map((m) => [m.id, m.content])).toEqual([['700', 'hello']]);
    expect(getToasts()).toEqual([]);
  });

  it('does not send empty or whitespace-only messages', async () => {
    const api = server();
    const cipher = start();
    transport.connect();
    expect(await engine.send('farah', '')).toBe(false);
    expect(await engine.send('farah', ' \n\t ')).toBe(false);
    expect(cipher.encrypted).toEqual([]);
    expect(transport.requests).toEqual([]);
    expect(api.calls().some((call) => call.method === 'POST')).toBe(false);
  });

  it('does not send without a signed-in user', async () => {
    server();
    const cipher = start();
    engine.stop();
    resetChatStore();
    expect(await engine.send('farah', 'hello')).toBe(false);
    expect(cipher.encrypted).toEqual([]);
  });

  it('a refused send removes the temp_ copy with “Message Error / Failed to send message.”', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server();
    start();
    transport.connect();
    const sent = engine.send('farah', 'hello');
    await waitFor(() => expect(transport.requests).toHaveLength(1));
    transport.requests[0]!.resolve({ ok: false, code: 'NOT_FRIENDS', message: 'You can only message friends.' });
    await sent;
    expect(getChatState().messages.farah).toEqual([]);
    expect(toasts()).toEqual([
      { title: 'Message Error', description: 'Failed to send message.', variant: 'destructive' },
    ]);
  });

  it('an encryption failure removes the temp_ copy with “Failed to encrypt and send message.”', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server();
    start({ failEncrypt: true });
    transport.connect();
    await engine.send('farah', 'hello');
    expect(getChatState().messages.farah).toEqual([]);
    expect(transport.requests).toEqual([]);
    expect(toasts()).toEqual([
      { title: 'Message Error', description: 'Failed to encrypt and send message.', variant: 'destructive' },
    ]);
  });

  it('a lost acknowledgement is resent with the same client id', async () => {
    server();
    start();
    transport.connect();
    const sent = engine.send('farah', 'hello');
    await waitFor(() => expect(transport.requests).toHaveLength(1));
    transport.requests[0]!.reject(new TransportTimeoutError());
    await waitFor(() => expect(transport.requests).toHaveLength(2));
    const [first, second] = transport.requests.map((request) => request.payload as { clientId: string });
    expect(second).toEqual(first);
    transport.requests[1]!.resolve({
      ok: true,
      message: row({ id: '701', clientId: first!.clientId, senderId: ME, receiverId: 'farah' }),
    });
    await sent;
    expect(getChatState().messages.farah!.map((m) => m.id)).toEqual(['701']);
  });

  it('sends over HTTP while the socket is down', async () => {
    const api = server((call) =>
      call.url === '/api/chat/messages' && call.method === 'POST'
        ? {
            status: 201,
            body: row({
              id: '702',
              clientId: (call.body as { clientId: string }).clientId,
              senderId: ME,
              receiverId: 'farah',
            }),
          }
        : undefined,
    );
    start();
    await engine.send('farah', 'offline hello');
    const post = api.calls().find((call) => call.url === '/api/chat/messages')!;
    expect(post.body).toMatchObject({ receiverId: 'farah', encryptedContent: fakeEncrypt('offline hello') });
    expect(getChatState().messages.farah!.map((m) => [m.id, m.content])).toEqual([['702', 'offline hello']]);
  });
});

describe('clearing history', () => {
  it('success: the list empties and “Chat Cleared” shows', async () => {
    const api = server();
    start();
    live(row({ id: '800', isRead: true }));
    await waitFor(() => expect(getChatState().messages.farah).toHaveLength(1));
    expect(await engine.clear('farah', true)).toBe(true);
    expect(api.calls().find((call) => call.url === '/api/chat/clear')!.body).toEqual({
      p_friend_id: 'farah',
      p_delete_for_both: true,
    });
    expect(getChatState().messages.farah).toEqual([]);
    expect(toasts()).toEqual([
      { title: 'Chat Cleared', description: 'Your conversation history has been updated.', variant: 'default' },
    ]);
  });

  it('failure: “Error / Could not clear history: ” and the reason', async () => {
    server((call) =>
      call.url === '/api/chat/clear'
        ? { status: 400, body: { statusCode: 400, code: 'SELF', message: 'There is no conversation with yourself.' } }
        : undefined,
    );
    start();
    expect(await engine.clear('farah', false)).toBe(false);
    expect(toasts()).toEqual([
      {
        title: 'Error',
        description: 'Could not clear history: There is no conversation with yourself.',
        variant: 'destructive',
      },
    ]);
  });

  it('the friend clearing for everyone empties this side too; their “for me” does not', async () => {
    server();
    start();
    live(row({ id: '900', isRead: true }));
    await waitFor(() => expect(getChatState().messages.farah).toHaveLength(1));
    transport.serverEmit(SOCKET_EVENTS.cleared, { byUserId: 'farah', friendId: ME, forBoth: false });
    expect(getChatState().messages.farah).toHaveLength(1);
    transport.serverEmit(SOCKET_EVENTS.cleared, { byUserId: 'farah', friendId: ME, forBoth: true });
    expect(getChatState().messages.farah).toEqual([]);
  });
});

describe('presence', () => {
  it('keeps the map of online friends from sync, join and leave', () => {
    server();
    start();
    const entry = (id: string) => ({
      user: { id, name: id, avatar_url: null, show_online_status: true },
      online_at: '2025-01-02T10:00:00.000Z',
    });
    transport.serverEmit(SOCKET_EVENTS.presenceSync, [entry('farah'), entry('ravi')]);
    expect(Object.keys(getChatState().online)).toEqual(['farah', 'ravi']);
    transport.serverEmit(SOCKET_EVENTS.presenceLeave, { userId: 'farah', last_seen: '2025-01-02T10:01:00.000Z' });
    transport.serverEmit(SOCKET_EVENTS.presenceJoin, entry('asha'));
    expect(Object.keys(getChatState().online)).toEqual(['ravi', 'asha']);
  });
});
