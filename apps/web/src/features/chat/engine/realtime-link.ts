/**
 * The signed-in member's realtime link: the socket every page opens once it has painted (the member is
 * online for their friends, the bell hears of new notifications), without the chat's own code. The chat
 * dock (engine, crypto, windows: three times the size) loads only when there is a chat to show
 * (decision 020): a message arrives, one was waiting or the member has no chat key yet (`chat:status`
 * on connect; for the key, once the member pauses: decision 043), a chat window was open before a
 * reload, a page shows presence, or the member opens a chat. The dock then runs on this same socket
 * (`transport`), so the member is never connected twice.
 */
import { SOCKET_EVENTS } from '@jobportal/shared/contracts/socket-events';
import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '../../../lib/next-task.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { routeEventsToQueries } from '../../../realtime/socket-queries.ts';
import { requestChatDock, requestChatDockWhenQuiet } from '../model/dock-request.ts';
import { createSocketTransport, type ChatTransport, type TransportHandler } from './chat-transport.ts';

export type RealtimeLink = {
  /** The socket for the chat engine: its `close()` only lets go (the link closes the socket). */
  readonly transport: ChatTransport;
  close(): void;
};

/**
 * Asked when the server ends the socket (it does when the session is revoked or the user banned): a
 * session that is gone signs the page out at once (the auth context re-reads it and the guards send the
 * visitor to the sign-in screen), instead of a page that looks signed in but is deaf. The auth client
 * loads only then.
 */
async function sessionStillValid(): Promise<boolean> {
  const [{ authClient }, { queryClient }, { refetchSession }] = await Promise.all([
    import('../../../lib/auth-client.ts'),
    import('../../../lib/query-client.ts'),
    import('../../../lib/session.ts'),
  ]);
  const { data, error } = await authClient.getSession({ query: { disableCookieCache: true } });
  if (error && error.status !== 401) return true;
  if (data) return true;
  await refetchSession(queryClient);
  return false;
}

/** Tells the server the member left when the page goes away (presence does not wait for a timeout). */
function sendOfflineBeacon(): void {
  try {
    navigator.sendBeacon?.('/api/presence/offline');
  } catch {
    // The page is going away; nothing to do.
  }
}

type PresencePayload = { user?: { id?: unknown } };
const userIdOf = (entry: unknown) => {
  const id = (entry as PresencePayload | null)?.user?.id;
  return typeof id === 'string' ? id : null;
};

/**
 * Who is online now, kept from the last `presence:sync` and the joins and leaves after it: a chat
 * engine that starts after the socket connected gets it as a `presence:sync` of its own.
 */
function presenceKeeper(transport: ChatTransport) {
  let online: Map<string, unknown> | null = null;
  transport.on(SOCKET_EVENTS.presenceSync, (payload) => {
    online = new Map();
    if (!Array.isArray(payload)) return;
    for (const entry of payload as unknown[]) {
      const id = userIdOf(entry);
      if (id) online.set(id, entry);
    }
  });
  transport.on(SOCKET_EVENTS.presenceJoin, (payload) => {
    const id = userIdOf(payload);
    if (id) online?.set(id, payload);
  });
  transport.on(SOCKET_EVENTS.presenceLeave, (payload) => {
    const id = (payload as { userId?: unknown } | null)?.userId;
    if (typeof id === 'string') online?.delete(id);
  });
  transport.on('disconnect', () => {
    online = null;
  });
  return { snapshot: () => (online ? [...online.values()] : null) };
}

/** Messages that came before the chat engine listened: handed to it as they came (it loads on the first). */
const MAX_EARLY_MESSAGES = 50;

/** Opens the member's socket (`create`), whose events also mark `client`'s cached answers stale. */
export function openRealtimeLink(
  create: () => ChatTransport = () => createSocketTransport({ sessionStillValid, connectAfter: nextTask }),
  client: QueryClient = queryClient,
) {
  const socket = create();
  const presence = presenceKeeper(socket);
  let early: unknown[] | null = [];
  let stopQuietRequest: (() => void) | undefined;
  const stops = [
    // A message loads the chat; until its engine listens, the message waits here for it.
    socket.on(SOCKET_EVENTS.message, (payload) => {
      if (early && early.length < MAX_EARLY_MESSAGES) early.push(payload);
      requestChatDock();
    }),
    // What the server announces (new notifications, a reconnect) is what the cache must fetch again.
    routeEventsToQueries((event, handler) => socket.on(event, handler), client),
    socket.on(SOCKET_EVENTS.chatStatus, (payload) => {
      const status = payload as { unread?: unknown; keyPublished?: unknown } | null;
      // A message waits: the chat loads now.
      if (status?.unread === true) requestChatDock();
      // The member has no chat key yet (friends can write only to a published key): the chat makes it,
      // once, when the member pauses.
      else if (status?.keyPublished === false) stopQuietRequest ??= requestChatDockWhenQuiet();
    }),
  ];
  window.addEventListener('pagehide', sendOfflineBeacon);

  const transport: ChatTransport = {
    get connected() {
      return socket.connected;
    },
    on(event: string, handler: TransportHandler) {
      const stop = socket.on(event, handler);
      if (event === SOCKET_EVENTS.presenceSync && socket.connected) {
        const online = presence.snapshot();
        if (online) handler(online);
      }
      if (event === SOCKET_EVENTS.message && early) {
        // The message that made the page load the chat is shown as if the chat had been there.
        const waiting = early;
        early = null;
        for (const payload of waiting) handler(payload);
      }
      return stop;
    },
    emit: (event, payload) => socket.emit(event, payload),
    request: (event, payload, timeoutMs) => socket.request(event, payload, timeoutMs),
    close: () => undefined,
  };

  return {
    transport,
    close() {
      for (const stop of stops) stop();
      stopQuietRequest?.();
      window.removeEventListener('pagehide', sendOfflineBeacon);
      socket.close();
    },
  } satisfies RealtimeLink;
}
