import type { ChatMessage } from '@jobportal/shared';

/**
 * What happened in the domain, for whoever reacts (the realtime broadcaster, later notifications).
 * Services emit after their write succeeded; route handlers and services never touch sockets.
 */
export type DomainEventMap = {
  'message.created': { message: ChatMessage };
  'messages.read': { readerId: string; friendId: string; upToId: string };
  'messages.cleared': { byUserId: string; friendId: string; forBoth: boolean };
  'presence.online': { userId: string; at: Date };
  'presence.offline': { userId: string; lastSeen: Date };
  /** A user stopped showing their online status: friends must see them offline now. */
  'presence.hidden': { userId: string };
  /** The user changed "Show when I am online" (profiles.show_online_status). */
  'profile.visibilityChanged': { userId: string; showOnlineStatus: boolean };
  /**
   * Sessions ended (sign-out, revoke, password reset or change, ban, deletion): `all` for every session
   * of the user (a ban), else the ids of the sessions that ended. Their open sockets must close.
   */
  'sessions.revoked': { userId: string; sessionIds: string[] | 'all' };
  /** An admin granted or revoked `userId`'s admin rights: what is kept of their sessions must follow. */
  'user.rightsChanged': { userId: string };
  /** `fromUserId` asked `toUserId` to be friends. */
  'friend.requested': { fromUserId: string; toUserId: string };
  /** `byUserId` accepted the request `requesterId` had sent. */
  'friend.accepted': { byUserId: string; requesterId: string };
  /** An admin approved (published) or rejected a story. */
  'story.moderated': {
    storyId: string;
    authorId: string;
    slug: string;
    title: string;
    outcome: 'published' | 'rejected';
  };
  /**
   * An admin wrote recruitments, notices or pages (`requestId`: the write's request, for the logs of
   * what follows): something may have been published or taken down.
   */
  'content.changed': { requestId: string };
  /**
   * A changed answer key scored the checks of a notice again (`version`): these members' scores moved
   * (in marks). `title` is the recruitment's, `dropped` how many questions the key now drops.
   */
  'answer-key.rescored': {
    noticeId: string;
    version: number;
    title: string;
    dropped: number;
    changes: Array<{ userId: string; from: number; to: number }>;
  };
  /** New rows in these users' notification centres (alerts, reminders, friend requests, stories). */
  'notifications.created': { userIds: string[] };
};
export type DomainEventName = keyof DomainEventMap;

export type DomainEvents = {
  /** Tells the handlers and returns at once. */
  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void;
  /**
   * Tells the handlers and resolves when they are done (a failing one is reported, never thrown):
   * for events whose sender must know they went out, e.g. a chat ack only after the fan-out.
   */
  publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void>;
  on<K extends DomainEventName>(name: K, handler: (payload: DomainEventMap[K]) => void | Promise<void>): () => void;
};

type Handler = (payload: never) => void | Promise<void>;

export function createDomainEvents(onError: (error: unknown, name: DomainEventName) => void): DomainEvents {
  const handlers = new Map<DomainEventName, Set<Handler>>();
  // A failing handler is logged; it never breaks the request that emitted the event.
  const run = (name: DomainEventName, payload: unknown): Array<Promise<void>> => {
    const pending: Array<Promise<void>> = [];
    for (const handler of handlers.get(name) ?? []) {
      try {
        const result = (handler as (payload: unknown) => void | Promise<void>)(payload);
        if (result instanceof Promise) pending.push(result.catch((error: unknown) => onError(error, name)));
      } catch (error) {
        onError(error, name);
      }
    }
    return pending;
  };
  return {
    emit(name, payload) {
      run(name, payload);
    },
    async publish(name, payload) {
      await Promise.all(run(name, payload));
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<Handler>();
      handlers.set(name, set);
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },
  };
}
