import { MESSAGE_WINDOW_MS, MESSAGES_PER_WINDOW, type ChatMessage, type SendMessageInput } from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import { batchCalls, batchLoader, CONNECT_BATCH_WAIT_MS } from '../../lib/batch-loader.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { ChatRepository } from './chat.repository.ts';

/**
 * The chat's rules, shared by the REST routes and the socket gateway: only accepted friends who have not
 * blocked each other exchange messages; sends are rate limited and idempotent per client id. Every
 * change is announced as a domain event; delivery to sockets is the broadcaster's business.
 */
export function createChatService(deps: { chat: ChatRepository; events: DomainEvents; limiter: RateLimiter }) {
  const { chat, events, limiter } = deps;

  const notFriends = () => new HttpError(403, 'NOT_FRIENDS', 'You can only message friends.');
  // The sends that arrive together are stored by one statement (one commit): a restart's thousands of
  // sockets writing at once, or a busy evening, cost a round trip per batch, not per message.
  const insert = batchCalls(chat.insertMany);

  return {
    async send(senderId: string, input: SendMessageInput): Promise<ChatMessage> {
      if (senderId === input.receiverId) throw new HttpError(400, 'SELF', 'You cannot message yourself.');
      const limit = await limiter.hit(`message:${senderId}`, MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS);
      if (!limit.allowed) {
        throw new HttpError(429, 'TOO_FAST', 'You are sending messages too fast. Wait a moment and try again.');
      }
      // The friendship and block checks are part of the insert (one round trip per batch of sends).
      const stored = await insert({ senderId, input });
      if (!stored) throw notFriends();
      const { message, created } = stored;
      if (message.receiverId !== input.receiverId) {
        // The same client id was used for another conversation: refuse rather than misdeliver.
        throw new HttpError(409, 'CLIENT_ID_REUSED', 'This message id was already used.');
      }
      // The ack waits for the fan-out: once acknowledged, a message has reached every instance's rooms.
      if (created) await events.publish('message.created', { message });
      return message;
    },

    history: chat.history,
    since: chat.since,
    conversations: chat.conversations,
    /** Asked by every socket as it connects: batched, so a reconnect storm costs a query per 500 sockets. */
    status: batchLoader(chat.statusOfMany, { unread: false, keyPublished: false }, { waitMs: CONNECT_BATCH_WAIT_MS }),

    async markRead(userId: string, friendId: string): Promise<void> {
      const upToId = await chat.markRead(userId, friendId);
      if (upToId) events.emit('messages.read', { readerId: userId, friendId, upToId });
    },

    async clear(userId: string, friendId: string, forBoth: boolean): Promise<void> {
      if (userId === friendId) throw new HttpError(400, 'SELF', 'There is no conversation with yourself.');
      await chat.clear(userId, friendId, forBoth);
      events.emit('messages.cleared', { byUserId: userId, friendId, forBoth });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
