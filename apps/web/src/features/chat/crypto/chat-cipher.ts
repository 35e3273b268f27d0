/**
 * Encrypts and decrypts chat messages for the engine. The engine only knows this interface; the
 * implementation below runs on `packages/shared/src/domain/chat-crypto` (v1 end-to-end, legacy v0
 * for imported history).
 */
import type { ChatMessage } from '@jobportal/shared';
import {
  decodeMessage,
  deriveConversationKey,
  encodeMessage,
  safetyNumber,
  type ConversationKey,
} from '@jobportal/shared/domain/chat-crypto/index';
import type { ChatApi } from '../api/chat-api.ts';
import type { FriendKeyState } from '../model/chat-state.ts';
import type { KeyManager } from './key-manager.ts';
import type { ChatKeyStore } from './key-store.ts';

export type DecryptedText = { ok: true; text: string; legacy: boolean } | { ok: false; reason: string };

export interface ChatCipher {
  /** The encrypted content for a message to `friendId`; throws when it cannot be encrypted. */
  encrypt(friendId: string, text: string, clientId: string): Promise<string>;
  /** Never throws. */
  decrypt(message: ChatMessage): Promise<DecryptedText>;
  /** Fetches the friend's key again: whether there is one, whether it changed, the safety number. */
  friendKey(friendId: string): Promise<FriendKeyState>;
  /** The user has seen that the friend's key changed. */
  acknowledgeKeyChange(friendId: string): Promise<void>;
}

/** No key for this friend on the server (404): they have not set up encrypted chat yet. */
export class FriendKeyMissingError extends Error {
  constructor() {
    super('The friend has not set up encrypted chat yet.');
    this.name = 'FriendKeyMissingError';
  }
}

export function createChatCipher(deps: {
  userId: string;
  api: ChatApi;
  keys: KeyManager;
  store: ChatKeyStore;
}): ChatCipher {
  const { userId, api, keys, store } = deps;
  const friendKeys = new Map<string, Promise<string | null>>();
  const conversationKeys = new Map<string, Promise<ConversationKey>>();
  const seenName = (friendId: string) => `seen:${userId}:${friendId}`;

  const theirKey = (friendId: string, fresh = false) => {
    let pending = fresh ? undefined : friendKeys.get(friendId);
    if (!pending) {
      pending = api.publicKey(friendId);
      friendKeys.set(friendId, pending);
      conversationKeys.delete(friendId);
      pending.catch(() => friendKeys.delete(friendId));
    }
    return pending;
  };

  async function conversationKey(friendId: string): Promise<ConversationKey> {
    let pending = conversationKeys.get(friendId);
    if (!pending) {
      pending = (async () => {
        const mine = await keys.keyPair();
        if (!mine) throw new Error('This device has no chat key.');
        const theirs = await theirKey(friendId);
        if (!theirs) throw new FriendKeyMissingError();
        return deriveConversationKey({
          myUserId: userId,
          myPrivateKey: mine.privateKey,
          myPublicKey: mine.publicKey,
          theirUserId: friendId,
          theirPublicKey: theirs,
        });
      })();
      conversationKeys.set(friendId, pending);
      pending.catch(() => conversationKeys.delete(friendId));
    }
    return pending;
  }

  return {
    async encrypt(friendId, text, clientId) {
      return encodeMessage(text, {
        senderId: userId,
        receiverId: friendId,
        clientId,
        conversationKey: await conversationKey(friendId),
      });
    },

    async decrypt(message) {
      const friendId = message.senderId === userId ? message.receiverId : message.senderId;
      const key = message.encryptedContent.startsWith('v1.') ? await conversationKey(friendId).catch(() => null) : null;
      const decoded = await decodeMessage(message.encryptedContent, {
        senderId: message.senderId,
        receiverId: message.receiverId,
        clientId: message.clientId,
        conversationKey: key,
      });
      return decoded.ok ? { ok: true, text: decoded.payload.text, legacy: decoded.legacy } : decoded;
    },

    async friendKey(friendId) {
      try {
        const theirs = await theirKey(friendId, true);
        if (!theirs) return { status: 'missing', changed: false, safetyNumber: null };
        const seen = await store.get<string>(seenName(friendId));
        if (seen === undefined) await store.set(seenName(friendId), theirs);
        const mine = await keys.keyPair();
        return {
          status: 'ready',
          changed: seen !== undefined && seen !== theirs,
          safetyNumber: mine ? await safetyNumber(mine.publicKey, theirs) : null,
        };
      } catch (error) {
        console.error('Chat: the friend’s key could not be checked', error);
        return { status: 'error', changed: false, safetyNumber: null };
      }
    },

    async acknowledgeKeyChange(friendId) {
      const theirs = await theirKey(friendId);
      if (theirs) await store.set(seenName(friendId), theirs);
    },
  };
}
