import type { PresenceEntry } from '@jobportal/shared';
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
      const friends = await people.friendIds(userId);
      const online = await store.onlineAmong(friends);
      const entries: PresenceEntry[] = [];
      for (const id of online) {
        const entry = await this.entryFor(id, new Date());
        if (entry) entries.push(entry);
      }
      return entries;
    },

    /** The presence payload of a user, or null when they hide their online status. */
    async entryFor(userId: string, at: Date): Promise<PresenceEntry | null> {
      const card = await people.presenceCard(userId);
      if (!card || !card.showOnlineStatus) return null;
      return {
        user: { id: card.id, name: card.name ?? 'Member', avatar_url: card.avatarUrl, show_online_status: true },
        online_at: at.toISOString(),
      };
    },

    friendIds: (userId: string) => people.friendIds(userId),

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
