/** Stand-ins for the chat's socket and cipher in tests (fetch is mocked with `mockFetch`). */
import type { ChatMessage } from '@jobportal/shared';
import type { ChatCipher, DecryptedText } from '../crypto/chat-cipher.ts';
import type { ChatTransport, TransportHandler } from '../engine/chat-transport.ts';
import type { FriendKeyState } from '../model/chat-state.ts';

export type FakeRequest = {
  event: string;
  payload: unknown;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
};

export type FakeTransport = ChatTransport & {
  emitted: { event: string; payload: unknown }[];
  requests: FakeRequest[];
  /** The server sends an event. */
  serverEmit(event: string, payload?: unknown): void;
  connect(): void;
  disconnect(): void;
  closed: boolean;
};

export function fakeTransport(): FakeTransport {
  const handlers = new Map<string, Set<TransportHandler>>();
  const fake: FakeTransport = {
    connected: false,
    closed: false,
    emitted: [],
    requests: [],
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
    emit(event, payload) {
      fake.emitted.push({ event, payload });
    },
    request(event, payload) {
      return new Promise((resolve, reject) => fake.requests.push({ event, payload, resolve, reject }));
    },
    close() {
      fake.closed = true;
    },
    serverEmit(event, payload) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    connect() {
      (fake as { connected: boolean }).connected = true;
      fake.serverEmit('connect');
    },
    disconnect() {
      (fake as { connected: boolean }).connected = false;
      fake.serverEmit('disconnect');
    },
  };
  return fake;
}

/** "Encrypts" as `v1.` + base64url of the JSON payload; `v1.bad` never decrypts; `U2FsdGVkX1…` reads as legacy. */
export function fakeCipher(options: { failEncrypt?: boolean; friendKey?: FriendKeyState } = {}): ChatCipher & {
  encrypted: { friendId: string; text: string; clientId: string }[];
} {
  const encrypted: { friendId: string; text: string; clientId: string }[] = [];
  return {
    encrypted,
    async encrypt(friendId, text, clientId) {
      if (options.failEncrypt) throw new Error('no key');
      encrypted.push({ friendId, text, clientId });
      return fakeEncrypt(text);
    },
    async decrypt(message: ChatMessage): Promise<DecryptedText> {
      return fakeDecrypt(message.encryptedContent);
    },
    async friendKey() {
      return options.friendKey ?? { status: 'ready', changed: false, safetyNumber: '12345 67890' };
    },
    async acknowledgeKeyChange() {},
  };
}

export function fakeEncrypt(text: string): string {
  return `v1.${btoa(JSON.stringify({ text })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}`;
}

function fakeDecrypt(content: string): DecryptedText {
  if (content.startsWith('U2FsdGVkX1')) return { ok: true, text: content.slice(10), legacy: true };
  try {
    const base64 = content.slice(3).replace(/-/g, '+').replace(/_/g, '/');
    const value = JSON.parse(atob(base64)) as { text: string };
    return { ok: true, text: value.text, legacy: false };
  } catch {
    return { ok: false, reason: 'key_mismatch_or_corrupt' };
  }
}

let nextId = 1;
/** A server row between `ME` (or `from`) and a friend. */
export function row(overrides: Partial<ChatMessage> & { id: string }): ChatMessage {
  return {
    clientId: `client-${nextId++}`,
    senderId: 'farah',
    receiverId: 'me',
    encryptedContent: fakeEncrypt(`text ${overrides.id}`),
    createdAt: '2025-01-02T09:05:00.000Z',
    isRead: false,
    ...overrides,
  };
}
