import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@jobportal/shared/contracts/socket-events';
import { NOTIFICATIONS_KEY } from '../lib/query-keys.ts';

/**
 * The one place where server events reach the query cache: each event names the cached answers it
 * makes stale, and those on screen are fetched again. On every (re)connect the bell catches up too:
 * what came while the socket was down was never announced.
 */
export const STALE_AFTER: Readonly<Record<string, readonly QueryKey[]>> = {
  connect: [NOTIFICATIONS_KEY],
  [SOCKET_EVENTS.notifications]: [NOTIFICATIONS_KEY],
};

/** Subscribes a handler to a socket event; returns what unsubscribes it. */
type Subscribe = (event: string, handler: () => void) => () => void;

/** Marks each event's queries stale in `client` as the events arrive through `on`; returns what stops it. */
export function routeEventsToQueries(on: Subscribe, client: QueryClient): () => void {
  const stops = Object.entries(STALE_AFTER).map(([event, keys]) =>
    on(event, () => {
      for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
