import '../chat-strings.ts';
/**
 * The signed-in user's chat: wires the store to the server (REST + Socket.IO) and the cipher.
 * - Runs the effects the state machine asks for (mark read, load history, check keys, toasts).
 * - Receives `message:new` and, after every (re)connect, asks `GET /api/chat/messages/since` for what
 *   it missed: delivery never depends on the socket staying up. (The bell catches up on each connect
 *   too: realtime-link.ts tells it.)
 * - Sends with a local `temp_` copy and a client id; a lost acknowledgement is resent with the same
 *   client id (the server stores it once).
 */
import {
  chatMessage,
  presenceEntry,
  sendAck,
  SOCKET_EVENTS,
  type ChatMessage,
  type SendMessageInput,
} from '@jobportal/shared';
import { DECRYPT_FAILED_TEXT } from '@jobportal/shared/domain/chat-crypto/index';
import { z } from 'zod';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { i18next } from '../../../lib/i18n.ts';
import type { ChatApi } from '../api/chat-api.ts';
import type { ChatCipher } from '../crypto/chat-cipher.ts';
import type { KeyManager } from '../crypto/key-manager.ts';
import { openChat } from '../model/chat-actions.ts';
import { TEMP_ID_PREFIX, type ChatEffect, type ChatFriend, type ChatMessageView } from '../model/chat-state.ts';
import {
  dispatchChat,
  getChatState,
  loadSavedWindows,
  saveWindows,
  setChatEffectRunner,
  subscribeChat,
} from '../model/chat-store.ts';
import { REALTIME_TIMEOUT_MS, TransportTimeoutError, type ChatTransport } from './chat-transport.ts';

/** How often one message is tried (socket or HTTP) before it counts as failed. */
export const SEND_ATTEMPTS = 3;
/** How soon a friend's key is asked for again while their chat is open and they have none yet. */
export const FRIEND_KEY_RECHECK_MS = 5_000;

const readReceipt = z.object({ readerId: z.string(), friendId: z.string(), upToId: z.string() });
const cleared = z.object({ byUserId: z.string(), friendId: z.string(), forBoth: z.boolean() });
const presenceLeave = z.object({ userId: z.string(), last_seen: z.string().optional() });

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: 'chat', ...options });

export interface ChatEngine {
  start(): void;
  stop(): void;
  /** Sends a message; false when nothing was sent (empty text, not signed in). */
  send(friendId: string, text: string): Promise<boolean>;
  /** Clears a conversation; true on success (the dialog closes). */
  clear(friendId: string, forBoth: boolean): Promise<boolean>;
  loadOlder(friendId: string): Promise<void>;
  retryHistory(friendId: string): Promise<void>;
  acknowledgeKeyChange(friendId: string): Promise<void>;
  /** Asks the server for what this client missed (runs after every connect). */
  catchUp(): Promise<void>;
  readonly keys: KeyManager | null;
}

export interface ChatEngineDeps {
  userId: string;
  api: ChatApi;
  transport: ChatTransport;
  cipher: ChatCipher;
  keys?: KeyManager | null;
  now?: () => number;
  newClientId?: () => string;
  /** Wait before another try of a send that failed on the network. */
  retryDelayMs?: number;
}

/** Whether a failed send may be tried again (no answer) or was refused by the server. */
class SendRefusedError extends Error {}

function newClientIdDefault(): string {
  return crypto.randomUUID();
}

const toFriend = (friend: { id: string; name: string; avatarUrl: string | null }): ChatFriend => ({
  id: friend.id,
  name: friend.name,
  avatar_url: friend.avatarUrl,
});

export function createChatEngine(deps: ChatEngineDeps): ChatEngine {
  const { userId, api, transport, cipher } = deps;
  const keys = deps.keys ?? null;
  const now = deps.now ?? Date.now;
  const newClientId = deps.newClientId ?? newClientIdDefault;
  const retryDelayMs = deps.retryDelayMs ?? 1_000;
  const stops: (() => void)[] = [];
  let running = false;
  let initialLoad: Promise<boolean> | null = null;
  let catchingUp: Promise<void> | null = null;
  let catchUpAgain = false;

  const logOnly = (what: string) => (error: unknown) => console.error(`Chat: ${what}`, error);

  async function view(message: ChatMessage): Promise<ChatMessageView> {
    const decrypted = await cipher.decrypt(message);
    return {
      ...message,
      content: decrypted.ok ? decrypted.text : DECRYPT_FAILED_TEXT,
      decryptFailed: !decrypted.ok,
      legacy: decrypted.ok && decrypted.legacy,
    };
  }

  /** A message from the feed or the catch-up query. */
  async function ingest(raw: unknown): Promise<void> {
    const parsed = chatMessage.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.senderId !== userId && message.receiverId !== userId) return;
    dispatchChat({ type: 'cursorSeen', id: message.id });
    if (message.senderId === userId) {
      // My own message from another tab (or the echo of this one): shown as sent, never as received.
      const pending = getChatState().messages[message.receiverId]?.find(
        (existing) => existing.id.startsWith(TEMP_ID_PREFIX) && existing.clientId === message.clientId,
      );
      const shown = pending
        ? { ...message, content: pending.content, decryptFailed: false, legacy: false }
        : await view(message);
      dispatchChat({ type: 'ownMessageSeen', message: shown });
      return;
    }
    const shown = await view(message);
    if (shown.decryptFailed) {
      // Logged without content and dropped (spec §8).
      console.warn('Chat: an incoming message could not be decrypted (key mismatch or corrupt message)', {
        id: message.id,
      });
      return;
    }
    dispatchChat({ type: 'messageReceived', message: shown, at: now() });
  }

  /** Live messages being taken in (decrypted): the conversations' announcement waits for them. */
  const arriving = new Set<Promise<void>>();

  function receive(payload: unknown): void {
    const taking = ingest(payload)
      .catch(logOnly('receiving a message failed'))
      .finally(() => arriving.delete(taking));
    arriving.add(taking);
  }

  async function loadInitial(): Promise<boolean> {
    try {
      const items = await api.conversations();
      // A message that came live (or just before the chat loaded: realtime-link.ts hands those over) is
      // toasted as it came; the conversations' "newest unread" announcement comes after it, so a burst
      // is announced by its first message, whichever answer arrives first.
      await Promise.all(arriving);
      // The newest chat with unread messages is announced: decrypt its last message for the toast.
      const announce = items.find((item) => item.unread > 0 && item.lastMessage?.senderId === item.friend.id);
      const decrypted = announce?.lastMessage ? await cipher.decrypt(announce.lastMessage) : null;
      dispatchChat({
        type: 'conversationsLoaded',
        at: now(),
        conversations: items.map((item) => ({
          friend: toFriend(item.friend),
          unread: item.unread,
          lastMessageId: item.lastMessage?.id ?? null,
          lastText: item === announce && decrypted?.ok ? decrypted.text : null,
        })),
      });
      return true;
    } catch (error) {
      logOnly('loading conversations failed')(error);
      return false;
    }
  }

  async function runCatchUp(): Promise<void> {
    if (!initialLoad || !(await initialLoad)) {
      initialLoad = loadInitial();
      if (!(await initialLoad)) return;
    }
    for (;;) {
      const after = getChatState().lastMessageId ?? '0';
      const page = await api.since(after);
      for (const message of page.items) await ingest(message);
      if (!page.hasMore || page.items.length === 0) return;
    }
  }

  function catchUp(): Promise<void> {
    if (catchingUp) {
      catchUpAgain = true;
      return catchingUp;
    }
    catchingUp = (async () => {
      try {
        do {
          catchUpAgain = false;
          await runCatchUp();
        } while (catchUpAgain && running);
      } catch (error) {
        logOnly('fetching missed messages failed')(error);
      } finally {
        catchingUp = null;
      }
    })();
    return catchingUp;
  }

  async function loadPage(friendId: string, older: boolean): Promise<void> {
    const state = getChatState();
    const history = state.history[friendId];
    let before: string | undefined;
    if (older) {
      if (!history?.hasMore || history.loadingOlder) return;
      // The oldest page's first message (a row that came by catch-up may be older by time than the pages).
      before =
        history.oldestId ?? state.messages[friendId]?.find((message) => !message.id.startsWith(TEMP_ID_PREFIX))?.id;
      if (!before) return;
    } else if (history?.status === 'loading') {
      return;
    }
    dispatchChat({ type: 'historyLoading', friendId, older });
    try {
      const page = await api.history(friendId, before);
      const messages = await Promise.all(page.items.map(view));
      if (running) dispatchChat({ type: 'historyLoaded', friendId, messages, hasMore: page.hasMore, older });
    } catch (error) {
      logOnly('loading messages failed')(error);
      if (running) dispatchChat({ type: 'historyFailed', friendId, older });
    }
  }

  function markRead(friendId: string) {
    if (transport.connected) transport.emit(SOCKET_EVENTS.read, { p_friend_id: friendId });
    else void api.markRead(friendId).catch(logOnly('marking messages read failed'));
  }

  /** Friends whose key is asked for again soon (they had none yet), by id: the timer. */
  const keyRechecks = new Map<string, ReturnType<typeof setTimeout>>();

  async function checkFriendKey(friendId: string) {
    if (!getChatState().friendKeys[friendId]) {
      dispatchChat({ type: 'friendKey', friendId, key: { status: 'checking', changed: false, safetyNumber: null } });
    }
    const key = await cipher.friendKey(friendId);
    if (!running) return;
    dispatchChat({ type: 'friendKey', friendId, key });
    // A friend without a key has not opened the app since signing up; their key is made the moment
    // they do. Ask again while their chat is open, so the text box opens without a reload.
    if (key.status === 'missing' && !keyRechecks.has(friendId)) {
      keyRechecks.set(
        friendId,
        setTimeout(() => {
          keyRechecks.delete(friendId);
          if (running && getChatState().windows.some((window) => window.friend.id === friendId)) {
            void checkFriendKey(friendId);
          }
        }, FRIEND_KEY_RECHECK_MS),
      );
    }
  }

  async function friendFor(friendId: string): Promise<ChatFriend> {
    const known = getChatState().friends[friendId];
    if (known) return known;
    try {
      const friend = toFriend(await api.profile(friendId));
      dispatchChat({ type: 'friendSeen', friend });
      return friend;
    } catch (error) {
      logOnly('loading a profile failed')(error);
      return { id: friendId, name: t('someone'), avatar_url: null };
    }
  }

  async function newMessageToast(friendId: string, text: string) {
    const friend = await friendFor(friendId);
    if (!running) return;
    toast({
      title: t('toast.newMessageFrom', { name: friend.name }),
      description: text,
      action: { label: t('toast.openChat'), onClick: () => openChat(friend) },
    });
  }

  function runEffect(effect: ChatEffect): void {
    switch (effect.type) {
      case 'markRead':
        markRead(effect.friendId);
        return;
      case 'loadHistory':
        void loadPage(effect.friendId, false);
        return;
      case 'checkFriendKey':
        void checkFriendKey(effect.friendId);
        return;
      case 'newMessageToast':
        void newMessageToast(effect.friendId, effect.text);
        return;
      case 'sendErrorToast':
        toast({
          title: t('toast.messageError'),
          description: t(effect.reason === 'encrypt' ? 'toast.encryptFailed' : 'toast.sendFailed'),
          variant: 'destructive',
        });
        return;
    }
  }

  /** One try over the socket (when connected) or HTTP; throws SendRefusedError when retrying is pointless. */
  async function deliverOnce(input: SendMessageInput): Promise<ChatMessage> {
    if (transport.connected) {
      const answer = sendAck.safeParse(await transport.request(SOCKET_EVENTS.send, input, REALTIME_TIMEOUT_MS));
      if (!answer.success) throw new SendRefusedError('Unexpected answer');
      if (!answer.data.ok) throw new SendRefusedError(answer.data.message);
      return answer.data.message;
    }
    try {
      return await api.send(input);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        throw new SendRefusedError(error.message);
      }
      throw error;
    }
  }

  async function deliver(input: SendMessageInput): Promise<ChatMessage> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await deliverOnce(input);
      } catch (error) {
        if (error instanceof SendRefusedError || attempt >= SEND_ATTEMPTS || !running) throw error;
        // A lost acknowledgement or a network error: the same client id again (stored once).
        if (!(error instanceof TransportTimeoutError))
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  /** A restored or new key: decrypt what is shown again, and check the friends' keys again. */
  function keyBecameReady() {
    for (const window of getChatState().windows) {
      void loadPage(window.friend.id, false);
      void checkFriendKey(window.friend.id);
    }
  }

  const engine: ChatEngine = {
    keys,

    start() {
      if (running) return;
      running = true;
      stops.push(setChatEffectRunner(runEffect));
      dispatchChat({ type: 'signedIn', userId, windows: loadSavedWindows(userId) });
      let keyStatus = getChatState().ownKey.status;
      stops.push(
        subscribeChat((state) => {
          if (state.userId !== userId) return;
          saveWindows(userId, state.windows);
          const previous = keyStatus;
          keyStatus = state.ownKey.status;
          if (keyStatus === 'ready' && previous === 'restore') keyBecameReady();
        }),
      );
      initialLoad = loadInitial();
      void keys?.init();

      const on = (event: string, handler: (payload: unknown) => void) => stops.push(transport.on(event, handler));
      on('connect', () => {
        dispatchChat({ type: 'connection', status: 'online' });
        void catchUp();
      });
      on('disconnect', () => dispatchChat({ type: 'connection', status: 'offline' }));
      on('connect_error', () => dispatchChat({ type: 'connection', status: 'offline' }));
      on(SOCKET_EVENTS.message, receive);
      // Not chat: the bell hears of new notifications, and catches up on every connect, from the page's
      // realtime link (realtime-link.ts), which runs whether or not the chat is loaded.
      on(SOCKET_EVENTS.readReceipt, (payload) => {
        const parsed = readReceipt.safeParse(payload);
        if (parsed.success) dispatchChat({ type: 'readReceipt', ...parsed.data });
      });
      on(SOCKET_EVENTS.cleared, (payload) => {
        const parsed = cleared.safeParse(payload);
        if (!parsed.success) return;
        const { byUserId, friendId, forBoth } = parsed.data;
        if (byUserId === userId) dispatchChat({ type: 'cleared', friendId });
        else if (forBoth && friendId === userId) dispatchChat({ type: 'cleared', friendId: byUserId });
      });
      on(SOCKET_EVENTS.presenceSync, (payload) => {
        const parsed = z.array(presenceEntry).safeParse(payload);
        if (parsed.success) dispatchChat({ type: 'presenceSync', entries: parsed.data });
      });
      on(SOCKET_EVENTS.presenceJoin, (payload) => {
        const parsed = presenceEntry.safeParse(payload);
        if (parsed.success) dispatchChat({ type: 'presenceJoin', entry: parsed.data });
      });
      on(SOCKET_EVENTS.presenceLeave, (payload) => {
        const parsed = presenceLeave.safeParse(payload);
        if (parsed.success) dispatchChat({ type: 'presenceLeave', userId: parsed.data.userId });
      });
      if (transport.connected) {
        dispatchChat({ type: 'connection', status: 'online' });
        void catchUp();
      }
    },

    stop() {
      running = false;
      for (const stop of stops.splice(0)) stop();
      for (const timer of keyRechecks.values()) clearTimeout(timer);
      keyRechecks.clear();
      transport.close();
    },

    async send(friendId, text) {
      const content = text.trim();
      const state = getChatState();
      if (!content || !running || state.userId !== userId) return false;
      const clientId = newClientId();
      dispatchChat({
        type: 'sendStarted',
        message: {
          id: `${TEMP_ID_PREFIX}${clientId}`,
          clientId,
          senderId: userId,
          receiverId: friendId,
          createdAt: new Date(now()).toISOString(),
          isRead: false,
          content,
          decryptFailed: false,
          legacy: false,
        },
      });
      let encryptedContent: string;
      try {
        encryptedContent = await cipher.encrypt(friendId, content, clientId);
      } catch (error) {
        logOnly('encrypting a message failed')(error);
        dispatchChat({ type: 'sendFailed', friendId, clientId, reason: 'encrypt' });
        return true;
      }
      try {
        const row = await deliver({ clientId, receiverId: friendId, encryptedContent });
        dispatchChat({
          type: 'sendConfirmed',
          friendId,
          clientId,
          message: { ...row, content, decryptFailed: false, legacy: false },
        });
      } catch (error) {
        logOnly('sending a message failed')(error);
        dispatchChat({ type: 'sendFailed', friendId, clientId, reason: 'send' });
      }
      return true;
    },

    async clear(friendId, forBoth) {
      try {
        await api.clear(friendId, forBoth);
        dispatchChat({ type: 'cleared', friendId });
        toast({ title: t('toast.clearedTitle'), description: t('toast.clearedDescription') });
        return true;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        toast({
          title: t('toast.clearErrorTitle'),
          description: t('toast.clearErrorDescription', { reason }),
          variant: 'destructive',
        });
        return false;
      }
    },

    loadOlder: (friendId) => loadPage(friendId, true),
    retryHistory: (friendId) => loadPage(friendId, false),

    async acknowledgeKeyChange(friendId) {
      await cipher.acknowledgeKeyChange(friendId);
      const current = getChatState().friendKeys[friendId];
      if (current) dispatchChat({ type: 'friendKey', friendId, key: { ...current, changed: false } });
    },

    catchUp,
  };
  return engine;
}
