import type { PresenceEntry } from '@jobportal/shared';
import { batchLoader, CONNECT_BATCH_WAIT_MS } from '../lib/batch-loader.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import type { ChatRepository } from '../modules/chat/chat.repository.ts';
import type { PresenceStore } from '../modules/chat/presence.ts';
import type { PeopleRepository } from '../modules/people/people.repository.ts';

/**
 * Presence rules on top of a `PresenceStore`: going online or offline is a domain event; what a user
 * may see is decided here: only friends, and nobody at all for a user who hides their online status.
 * Hiding or showing it takes effect at once for friends already looking (`listen`).
 */
export function createPresenceService(deps: {
  store: PresenceStore;
  people: PeopleRepository;
  chat: ChatRepository;
  events: DomainEvents;
}) {
  const { store, people, events } = deps;
  // Every connecting socket asks for its user's friends and their cards, and announces itself to them:
  // batched, a reconnect storm of 10,000 sockets is a few dozen queries, not 50,000 (decision 028).
  const friendIdsOf = batchLoader(people.friendIdsOfMany, [] as string[], { waitMs: CONNECT_BATCH_WAIT_MS });
  const cardOf = batchLoader(people.presenceCardsOf, undefined, { waitMs: CONNECT_BATCH_WAIT_MS });

  return {
    async connected(userId: string, _socketId: string): Promise<void> {
      if (await store.connect(userId)) events.emit('presence.online', { userId, at: new Date() });
    },

    async disconnected(userId: string): Promise<void> {
      await store.disconnect(userId);
    },

    /** Called by the store when a user's grace period ends with no connection left. */
    async wentOffline(userId: string, lastSeen: Date): Promise<void> {
      await deps.chat.setLastSeen(userId, lastSeen);
      events.emit('presence.offline', { userId, lastSeen });
    },

    /** The user's friends who are online and show it: the client's initial presence map. */
    async friendsOnline(userId: string): Promise<PresenceEntry[]> {
      const online = await store.onlineAmong(await friendIdsOf(userId));
      const at = new Date();
      const entries = await Promise.all([...online].map((id) => this.entryFor(id, at)));
      return entries.filter((entry) => entry !== null);
    },

    /** The presence payload of a user, or null when they hide their online status. */
    async entryFor(userId: string, at: Date): Promise<PresenceEntry | null> {
      const card = await cardOf(userId);
      if (!card || !card.showOnlineStatus) return null;
      return {
        user: { id: card.id, name: card.name ?? 'Member', avatar_url: card.avatarUrl, show_online_status: true },
        online_at: at.toISOString(),
      };
    },

    friendIds: friendIdsOf,

    /**
     * Reacts to "Show when I am online" changing: hidden, friends see the user leave now; shown again
     * while connected (or within the grace period), they see them join. Returns the unsubscribe.
     */
    listen(): () => void {
      return events.on('profile.visibilityChanged', async ({ userId, showOnlineStatus }) => {
        if (!showOnlineStatus) {
          await events.publish('presence.hidden', { userId });
          return;
        }
        if ((await store.onlineAmong([userId])).has(userId)) {
          await events.publish('presence.online', { userId, at: new Date() });
        }
      });
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
