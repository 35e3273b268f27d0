import { EventEmitter } from 'node:events';
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
};
export type DomainEventName = keyof DomainEventMap;

export type DomainEvents = {
  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void;
  on<K extends DomainEventName>(name: K, handler: (payload: DomainEventMap[K]) => void | Promise<void>): () => void;
};

export function createDomainEvents(onError: (error: unknown, name: DomainEventName) => void): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    emit(name, payload) {
      emitter.emit(name, payload);
    },
    on(name, handler) {
      // A failing handler is logged; it never breaks the request that emitted the event.
      const listener = (payload: DomainEventMap[typeof name]) => {
        try {
          const result = handler(payload);
          if (result instanceof Promise) result.catch((error: unknown) => onError(error, name));
        } catch (error) {
          onError(error, name);
        }
      };
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}
