/**
 * The chat's REST calls (`apps/server/src/modules/chat/chat.routes.ts`), each answer parsed with its
 * contract. Socket events are in `engine/chat-transport.ts`.
 */
import type { z } from 'zod';
import type {
  chatMessage,
  conversations,
  keyBackup,
  messagesPage,
  publicProfile,
  userPublicKey,
  ChatMessage,
  Conversation,
  MessagesPage,
  SendMessageInput,
} from '@jobportal/shared';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';

type ok = z.ZodType<{ ok: true }>;

export interface ChatProfile {
  id: string;
  name: string;
  avatarUrl: string | null;
}

/** Everything the chat asks the server over HTTP. An interface, so tests can stand in for it. */
export interface ChatApi {
  conversations(): Promise<Conversation[]>;
  /** A page of a conversation, newest first from the server, older than `before` when given. */
  history(friendId: string, before?: string): Promise<MessagesPage>;
  /** Messages to or from me after `after` (what a reconnecting client missed). */
  since(after: string): Promise<MessagesPage>;
  send(input: SendMessageInput): Promise<ChatMessage>;
  markRead(friendId: string): Promise<void>;
  clear(friendId: string, forBoth: boolean): Promise<void>;
  publishKey(publicKey: string): Promise<void>;
  /** A member's public key, or null when they have not set up encrypted chat (404). */
  publicKey(userId: string): Promise<string | null>;
  /** My wrapped private key, or null when there is none (404). */
  keyBackup(): Promise<string | null>;
  saveKeyBackup(blob: string): Promise<void>;
  profile(userId: string): Promise<ChatProfile>;
}

const orNullOn404 = async <T>(call: Promise<T>): Promise<T | null> => {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
};

export const chatApi: ChatApi = {
  async conversations() {
    return (await apiRequest<typeof conversations>('/api/chat/conversations')).items;
  },
  history(friendId, before) {
    const query = new URLSearchParams({ friendId });
    if (before) query.set('before', before);
    return apiRequest<typeof messagesPage>(`/api/chat/messages?${query}`);
  },
  since(after) {
    return apiRequest<typeof messagesPage>(`/api/chat/messages/since?${new URLSearchParams({ after })}`);
  },
  send(input) {
    return apiRequest<typeof chatMessage>('/api/chat/messages', { method: 'POST', json: input });
  },
  async markRead(friendId) {
    await apiRequest<ok>('/api/chat/read', { method: 'POST', json: { p_friend_id: friendId } });
  },
  async clear(friendId, forBoth) {
    await apiRequest<ok>('/api/chat/clear', {
      method: 'POST',
      json: { p_friend_id: friendId, p_delete_for_both: forBoth },
    });
  },
  async publishKey(publicKey) {
    await apiRequest<typeof userPublicKey>('/api/chat/keys/me', { method: 'PUT', json: { publicKey } });
  },
  async publicKey(userId) {
    const row = await orNullOn404(apiRequest<typeof userPublicKey>(`/api/chat/keys/${encodeURIComponent(userId)}`));
    return row?.publicKey ?? null;
  },
  async keyBackup() {
    return (await orNullOn404(apiRequest<typeof keyBackup>('/api/chat/key-backup')))?.blob ?? null;
  },
  async saveKeyBackup(blob) {
    await apiRequest<ok>('/api/chat/key-backup', { method: 'PUT', json: { blob } });
  },
  async profile(userId) {
    const profile = await apiRequest<typeof publicProfile>(`/api/profiles/${encodeURIComponent(userId)}`);
    return { id: profile.id, name: profile.name, avatarUrl: profile.avatarThumbUrl ?? profile.avatarUrl };
  },
};
