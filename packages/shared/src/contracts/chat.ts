import { z } from 'zod';

/** Encrypted message text as stored: `v1.<base64url>` (end-to-end) or the legacy `U2FsdGVkX1…` (v0). */
export const ENCRYPTED_CONTENT_MAX = 16_384;
/** Messages one user may send per window, and the window. */
export const MESSAGES_PER_WINDOW = 30;
export const MESSAGE_WINDOW_MS = 10_000;
/** Seconds a user stays online after their last connection closes. */
export const PRESENCE_GRACE_MS = 10_000;
export const HISTORY_PAGE = 50;

export const chatMessage = z
  .object({
    /** The server's id (the `since` cursor: later-stored messages have larger ids; display order is `createdAt`, then id). */
    id: z.string(),
    clientId: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
    encryptedContent: z.string(),
    createdAt: z.string(),
    isRead: z.boolean(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

export const sendMessageInput = z
  .object({
    /** The sender's own id for this message: a resend after a lost ack is stored once. */
    clientId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'),
    receiverId: z.string().min(1).max(64),
    encryptedContent: z
      .string()
      .trim()
      .min(1, { message: 'Empty messages are not sent.' })
      .max(ENCRYPTED_CONTENT_MAX, { message: 'This message is too long.' })
      // New messages are end-to-end encrypted (v1). The legacy v0 format can be read and imported,
      // never sent: its key derives from public user ids.
      .regex(/^v1\.[A-Za-z0-9_-]+$/, { message: 'Messages must be encrypted.' }),
  })
  .meta({ id: 'SendMessage' });
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const historyQuery = z.object({
  friendId: z.string().min(1).max(64),
  /** Messages before this message in time order (its created_at, then id: paging backwards); newest page when absent. */
  before: z.string().regex(/^\d+$/).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(HISTORY_PAGE),
});
export const sinceQuery = z.object({
  /** Messages (to or from me) newer than this id: what a reconnecting client missed. */
  after: z.string().regex(/^\d+$/),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});
export const messagesPage = z
  .object({ items: z.array(chatMessage), hasMore: z.boolean() })
  .meta({ id: 'MessagesPage' });
export type MessagesPage = z.infer<typeof messagesPage>;

export const conversation = z
  .object({
    friend: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
    lastMessage: chatMessage.nullable(),
    unread: z.number(),
  })
  .meta({ id: 'Conversation' });
export const conversations = z.object({ items: z.array(conversation) }).meta({ id: 'Conversations' });
export type Conversation = z.infer<typeof conversation>;

/** The spec's `mark_messages_as_read(p_friend_id)`. */
export const markReadInput = z.object({ p_friend_id: z.string().min(1).max(64) }).meta({ id: 'MarkRead' });
/** The spec's `delete_messages_for_user(p_friend_id, p_delete_for_both)`. */
export const clearHistoryInput = z
  .object({ p_friend_id: z.string().min(1).max(64), p_delete_for_both: z.boolean() })
  .meta({ id: 'ClearHistory' });

// ── Keys (v1 end-to-end encryption).

export const publicKeyInput = z
  .object({
    publicKey: z
      .string()
      .min(40)
      .max(400)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'),
  })
  .meta({ id: 'PublicKeyInput' });
export const userPublicKey = z
  .object({ userId: z.string(), publicKey: z.string(), updatedAt: z.string() })
  .meta({ id: 'UserPublicKey' });
export const keyBackup = z.object({ blob: z.string().min(10).max(10_000) }).meta({ id: 'KeyBackup' });

// ── Presence.

/** The spec's presence payload per user. */
export const presenceEntry = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      avatar_url: z.string().nullable(),
      show_online_status: z.boolean(),
    }),
    online_at: z.string(),
  })
  .meta({ id: 'PresenceEntry' });
export type PresenceEntry = z.infer<typeof presenceEntry>;

// ── Socket events (client ⇄ server). Every inbound payload is checked with these schemas.

// The event names, in a module without zod: the page's realtime link (apps/web) loads them alone.
export { reconnectDelay, SOCKET_EVENTS, SOCKET_RECONNECT, SOCKET_REFUSALS } from './socket-events.ts';

export const sendAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), message: chatMessage }),
  z.object({ ok: z.literal(false), code: z.string(), message: z.string() }),
]);
export type SendAck = z.infer<typeof sendAck>;
