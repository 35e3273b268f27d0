import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS } from '@jobportal/shared';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { clearToasts } from '../../../components/ui/toast-store.ts';
import '../../../lib/i18n.ts';
import { mockFetch, type FetchCall, type FetchReply } from '../../../testing/render.tsx';
import { chatApi } from '../api/chat-api.ts';
import { createChatEngine } from '../engine/chat-engine.ts';
import type { FriendKeyState } from '../model/chat-state.ts';
import { dispatchChat, getChatState, resetChatStore } from '../model/chat-store.ts';
import { fakeCipher, fakeEncrypt, fakeTransport, row, type FakeTransport } from '../testing/fakes.ts';
import { ChatDock } from './chat-dock.tsx';
import { MessageButton } from './message-button.tsx';

const ME = 'me';
const farah = { id: 'farah', name: 'Farah Khan', avatarThumbUrl: null };
const ravi = { id: 'ravi', name: 'Ravi Kumar', avatarThumbUrl: null };

let transport: FakeTransport;
/** The page's link as the layout passes it; each engine here gets a fake socket of its own. */
const pageLink = fakeTransport();
let history: ReturnType<typeof row>[] = [];

function server(route?: (call: FetchCall) => FetchReply | undefined) {
  return mockFetch((call) => {
    const reply = route?.(call);
    if (reply) return reply;
    if (call.url === '/api/chat/conversations') return { body: { items: [] } };
    if (call.url.startsWith('/api/chat/messages/since')) return { body: { items: [], hasMore: false } };
    if (call.url.startsWith('/api/chat/messages?')) return { body: { items: history, hasMore: false } };
    if (call.url === '/api/chat/read' || call.url === '/api/chat/clear') return { body: { ok: true } };
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

function renderDock(options: { friendKey?: FriendKeyState; userId?: string | null } = {}) {
  const createEngine = (userId: string) => {
    transport = fakeTransport();
    return createChatEngine({
      userId,
      api: chatApi,
      transport,
      cipher: fakeCipher({ friendKey: options.friendKey }),
      retryDelayMs: 0,
    });
  };
  const ui = (userId: string | null) => (
    <>
      <MessageButton friend={farah} />
      <MessageButton friend={ravi} />
      <ChatDock userId={userId} transport={pageLink} createEngine={createEngine} />
      <Toaster />
    </>
  );
  const result = render(ui(options.userId === undefined ? ME : options.userId));
  act(() => {
    dispatchChat({ type: 'ownKey', key: { status: 'ready', recoveryCodePending: false, hasLocalKey: true } });
    transport.connect();
  });
  return { ...result, setUser: (userId: string | null) => result.rerender(ui(userId)) };
}

const windowOf = (name: string) => screen.getByRole('region', { name: `Chat with ${name}` });

beforeEach(() => {
  resetChatStore();
  clearToasts();
  sessionStorage.clear();
  history = [];
});

// jsdom has no pointer capture; Radix Toast asks for it on pointer events.
Element.prototype.hasPointerCapture ??= () => false;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dock', () => {
  it('opens a window per friend with avatar, name, input, send and the window buttons; focuses the input', async () => {
    server();
    const user = userEvent.setup();
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));

    const chat = windowOf('Farah Khan');
    expect(within(chat).getByText('Farah Khan')).toBeInTheDocument();
    expect(within(chat).getByText('FK')).toBeInTheDocument();
    const input = within(chat).getByPlaceholderText('Type a message...');
    await waitFor(() => expect(input).toHaveFocus());
    for (const name of ['Send', 'Clear history', 'Full screen', 'Minimize', 'Close chat']) {
      expect(within(chat).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(chat).toHaveStyle({ '--chat-width': '20rem', '--chat-height': '28rem', '--chat-right': '16px' });

    await user.click(screen.getByRole('button', { name: 'Message Ravi Kumar' }));
    expect(windowOf('Ravi Kumar')).toHaveStyle({ '--chat-right': '352px' });
    expect(screen.getAllByTestId('chat-window').map((element) => element.dataset.friendId)).toEqual(['farah', 'ravi']);
  });

  it('never labels the friend “Online” while the connection is down: it says “Reconnecting…” instead', async () => {
    server();
    renderDock();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    const chat = windowOf('Farah Khan');
    const onlineFarah = {
      user: { id: 'farah', name: 'Farah Khan', avatar_url: null, show_online_status: true },
      online_at: '2025-01-01T10:00:00.000Z',
    };
    act(() => transport.serverEmit(SOCKET_EVENTS.presenceSync, [onlineFarah]));
    expect(within(chat).getByTestId('chat-presence')).toHaveTextContent('Online');
    expect(within(chat).getByTestId('chat-online-dot')).toBeInTheDocument();

    act(() => transport.disconnect());
    expect(within(chat).getByTestId('chat-presence')).toHaveTextContent('Reconnecting…');
    expect(within(chat).queryByTestId('chat-online-dot')).not.toBeInTheDocument();
    expect(within(chat).queryByText('Online')).not.toBeInTheDocument();

    act(() => {
      transport.connect();
      transport.serverEmit(SOCKET_EVENTS.presenceSync, [onlineFarah]);
    });
    expect(within(chat).getByTestId('chat-presence')).toHaveTextContent('Online');
  });

  it('scrolls to the newest message when it opens', async () => {
    history = [row({ id: '1' }), row({ id: '2' })];
    server();
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    renderDock();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    await screen.findByText('text 2');
    expect(screen.getByRole('log', { name: 'Messages with Farah Khan' }).scrollTop).toBe(900);
    scrollHeight.mockRestore();
  });

  it('the message list is a named log the keyboard can reach and scroll', async () => {
    history = [row({ id: '1' })];
    server();
    const user = userEvent.setup();
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    await screen.findByText('text 1');
    const log = screen.getByRole('log', { name: 'Messages with Farah Khan' });
    expect(log).toHaveAttribute('tabindex', '0');
    log.focus();
    expect(log).toHaveFocus();
  });

  it('sends on Enter, clears the input, and never sends whitespace', async () => {
    server();
    const user = userEvent.setup();
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    const input = screen.getByPlaceholderText('Type a message...');

    await user.type(input, '   {Enter}');
    expect(transport.requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(input, 'Kal ka paper kaisa tha?{Enter}');
    expect(input).toHaveValue('');
    expect(await screen.findByText('Kal ka paper kaisa tha?')).toBeInTheDocument();
    expect(screen.getByTestId('chat-message')).toHaveAttribute('data-pending', 'true');
    await waitFor(() => expect(transport.requests).toHaveLength(1));
    const payload = transport.requests[0]!.payload as { clientId: string; encryptedContent: string };
    act(() =>
      transport.requests[0]!.resolve({
        ok: true,
        message: row({
          id: '50',
          clientId: payload.clientId,
          senderId: ME,
          receiverId: 'farah',
          encryptedContent: payload.encryptedContent,
          createdAt: new Date(2025, 0, 2, 18, 7).toISOString(),
        }),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('chat-message')).toHaveAttribute('data-pending', 'false'));
    expect(screen.getByTestId('chat-message')).toHaveAttribute('data-own', 'true');
    expect(screen.getByText('18:07')).toBeInTheDocument();
  });

  it('minimizes to a 3rem tab with an unread badge; restoring marks read', async () => {
    server();
    const user = userEvent.setup();
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    await user.click(within(windowOf('Farah Khan')).getByRole('button', { name: 'Minimize' }));

    const tab = windowOf('Farah Khan');
    expect(tab).toHaveAttribute('data-minimized', 'true');
    expect(tab).toHaveStyle({ '--chat-height': '3rem' });
    expect(within(tab).queryByPlaceholderText('Type a message...')).not.toBeInTheDocument();

    act(() => {
      transport.serverEmit(SOCKET_EVENTS.message, row({ id: '60' }));
      transport.serverEmit(SOCKET_EVENTS.message, row({ id: '61' }));
    });
    await waitFor(() => expect(within(tab).getByTestId('chat-unread-badge')).toHaveTextContent(/^2/));
    expect(within(tab).getByTestId('chat-unread-badge')).toHaveTextContent('2 unread messages');

    transport.emitted.length = 0;
    await user.click(within(tab).getByRole('button', { name: 'Open chat with Farah Khan' }));
    expect(windowOf('Farah Khan')).toHaveAttribute('data-minimized', 'false');
    expect(screen.queryByTestId('chat-unread-badge')).not.toBeInTheDocument();
    expect(transport.emitted).toContainEqual({ event: SOCKET_EVENTS.read, payload: { p_friend_id: 'farah' } });
  });

  it('moves toasts to the top while a chat window is open (they never cover its text box), back when minimized', async () => {
    server();
    const user = userEvent.setup();
    renderDock();
    const viewport = () => document.querySelector('[data-slot="toast-viewport"]');
    expect(viewport()).toHaveAttribute('data-placement', 'bottom');
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    expect(viewport()).toHaveAttribute('data-placement', 'top');
    await user.click(within(windowOf('Farah Khan')).getByRole('button', { name: 'Minimize' }));
    expect(viewport()).toHaveAttribute('data-placement', 'bottom');
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    expect(viewport()).toHaveAttribute('data-placement', 'top');
    await user.click(within(windowOf('Farah Khan')).getByRole('button', { name: 'Close chat' }));
    expect(viewport()).toHaveAttribute('data-placement', 'bottom');
  });

  it('toggles full screen and closes', async () => {
    server();
    const user = userEvent.setup();
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(windowOf('Farah Khan')).toHaveAttribute('data-fullscreen', 'true');
    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(windowOf('Farah Khan')).toHaveAttribute('data-fullscreen', 'false');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByTestId('chat-window')).not.toBeInTheDocument();
    expect(getChatState().windows).toEqual([]);
  });

  it('shows “🔒 Failed to decrypt message” for a stored message that cannot be decrypted, and marks legacy messages', async () => {
    history = [row({ id: '1', encryptedContent: 'v1.bad' }), row({ id: '2', encryptedContent: 'U2FsdGVkX1from 2021' })];
    server();
    renderDock();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    expect(await screen.findByText('🔒 Failed to decrypt message')).toBeInTheDocument();
    const legacy = screen.getByText('from 2021').closest('[data-testid="chat-message"]') as HTMLElement;
    expect(within(legacy).getByText('Not end-to-end encrypted')).toBeInTheDocument();
  });

  it('a new-message toast (name from the profile) opens the chat from its “Open Chat” button', async () => {
    server((call) =>
      call.url === '/api/profiles/farah'
        ? {
            body: {
              id: 'farah',
              name: 'Farah Khan',
              avatarUrl: null,
              avatarThumbUrl: null,
              friendStatus: 'friends',
              memberSince: '2024-01-01T00:00:00.000Z',
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderDock();
    act(() => transport.serverEmit(SOCKET_EVENTS.message, row({ id: '70', encryptedContent: fakeEncrypt('Hi!') })));
    expect(await screen.findByText('New message from Farah Khan')).toBeInTheDocument();
    expect(screen.getByText('Hi!')).toBeInTheDocument();
    // Radix lets pointer events reach the toasts once it has counted them, in an effect after they mount.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Notifications (F8)' })).not.toHaveStyle({ pointerEvents: 'none' }),
    );
    await user.click(screen.getByRole('button', { name: 'Open Chat' }));
    expect(windowOf('Farah Khan')).toHaveAttribute('data-minimized', 'false');
    expect(await screen.findByText('Hi!', { selector: '[data-testid="chat-message-text"]' })).toBeInTheDocument();
  });

  it('logout clears all chat states', async () => {
    server();
    const user = userEvent.setup();
    const { setUser } = renderDock();
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    expect(sessionStorage.length).toBe(1);
    setUser(null);
    expect(screen.queryByTestId('chat-window')).not.toBeInTheDocument();
    expect(getChatState().windows).toEqual([]);
    expect(getChatState().userId).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(transport.closed).toBe(true);
  });
});

describe('clearing history', () => {
  async function openClearDialog() {
    const user = userEvent.setup();
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Clear chat history?' }) };
  }

  it('asks first, then deletes for me with “Chat Cleared”', async () => {
    const api = server();
    const { user, dialog } = await openClearDialog();
    expect(dialog).toHaveAccessibleDescription(
      'This will permanently delete messages with Farah Khan. This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete for everyone' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for me' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clear chat history?' })).not.toBeInTheDocument());
    expect(api.calls().find((call) => call.url === '/api/chat/clear')!.body).toEqual({
      p_friend_id: 'farah',
      p_delete_for_both: false,
    });
    expect(screen.getByText('Chat Cleared')).toBeInTheDocument();
    expect(screen.getByText('Your conversation history has been updated.')).toBeInTheDocument();
  });

  it('deletes for everyone; a failure shows “Error” with the reason and keeps the dialog', async () => {
    const api = server((call) =>
      call.url === '/api/chat/clear'
        ? { status: 403, body: { statusCode: 403, code: 'NOT_FRIENDS', message: 'You can only message friends.' } }
        : undefined,
    );
    const { user, dialog } = await openClearDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for everyone' }));
    expect(await screen.findByText('Could not clear history: You can only message friends.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(api.calls().find((call) => call.url === '/api/chat/clear')!.body).toEqual({
      p_friend_id: 'farah',
      p_delete_for_both: true,
    });
    expect(screen.getByRole('dialog', { name: 'Clear chat history?' })).toBeInTheDocument();
  });
});

describe('encryption notices', () => {
  it('a friend without a key: says so and does not let the user type', async () => {
    server();
    renderDock({ friendKey: { status: 'missing', changed: false, safetyNumber: null } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    expect(await screen.findByText(/Farah Khan has not set up encrypted chat yet/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type a message...')).toBeDisabled();
  });

  it('a changed key: a visible notice, and the safety number under “Verify encryption”', async () => {
    server();
    const user = userEvent.setup();
    renderDock({ friendKey: { status: 'ready', changed: true, safetyNumber: '11111 22222 33333 44444' } });
    await user.click(screen.getByRole('button', { name: 'Message Farah Khan' }));
    expect(await screen.findByText(/Farah Khan’s security key has changed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify encryption' }));
    const dialog = screen.getByRole('dialog', { name: 'Encryption' });
    expect(within(dialog).getByTestId('chat-safety-number')).toHaveTextContent('11111222223333344444');
    expect(within(dialog).getByText(/old messages cannot be read on a new device/)).toBeInTheDocument();
  });
});
