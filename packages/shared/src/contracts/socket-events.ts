/** Socket.IO event names (client ⇄ server); the payloads' schemas are in `chat.ts`. No zod here. */
export const SOCKET_EVENTS = {
  /** client → server, with ack: `SendAck` */
  send: 'message:send',
  /** client → server: `{ p_friend_id }` */
  read: 'messages:read',
  /** server → client: `ChatMessage` (to the receiver and the sender's other tabs) */
  message: 'message:new',
  /** server → client: `{ readerId, friendId, upToId }` */
  readReceipt: 'messages:read-receipt',
  /** server → client: `{ byUserId, friendId, forBoth }` */
  cleared: 'messages:cleared',
  /** server → client: `PresenceEntry[]` (friends online now, on connect) */
  presenceSync: 'presence:sync',
  /** server → client: `PresenceEntry` */
  presenceJoin: 'presence:join',
  /** server → client: `{ userId, last_seen }` */
  presenceLeave: 'presence:leave',
  /** server → client: `{}` (new notifications: refetch the bell) */
  notifications: 'notifications:new',
  /**
   * server → client, on connect: `{ unread, keyPublished }`: whether a message waits unread for the user,
   * and whether their chat key is published (the page loads the chat when either calls for it)
   */
  chatStatus: 'chat:status',
  /**
   * server → client: `{ reconnectInMs }`: this instance is shutting down and closes the connection in
   * that many ms (each socket its own, spread over a few seconds); the client reconnects by itself, to
   * another instance, and catches up (the payload is checked with `restartingHintMs`, below)
   */
  restarting: 'server:restarting',
} as const;

/**
 * The `restarting` hint's `reconnectInMs`, or null when the payload is not such a hint (a client ignores
 * it then). Checked by hand rather than with zod: the page's realtime link loads this module without zod.
 */
export function restartingHintMs(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = (payload as { reconnectInMs?: unknown }).reconnectInMs;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Why a handshake was refused (the `connect_error` message the client gets). Socket.IO does not retry
 * a refusal by itself: the client connects again after `unavailable` (the server could not check the
 * session just then: a reconnect storm, a database restart), and after `unauthorized` only when the
 * session turns out to be still good.
 */
export const SOCKET_REFUSALS = {
  origin: 'origin not allowed',
  unauthorized: 'unauthorized',
  unavailable: 'unavailable',
} as const;

/**
 * The client's reconnection backoff, as Socket.IO's client options: from `reconnectionDelay` doubling to
 * `reconnectionDelayMax`, each ± `randomizationFactor` (spread into `io()` by the app's client and
 * bench/chat-client.ts). The maximum is kept
 * short so that after a restart every client is back within a few seconds of the server listening
 * (the target: 10,000 clients back and receiving within 10 s; decision 028), while the jitter spreads them out.
 */
export const SOCKET_RECONNECT = {
  reconnectionDelay: 500,
  reconnectionDelayMax: 4_000,
  randomizationFactor: 0.5,
} as const;

/** Socket.IO's backoff for the `attempt`th retry (0-based): doubling from the base, capped, jittered. */
export function reconnectDelay(attempt: number, random = Math.random()): number {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = SOCKET_RECONNECT;
  const base = Math.min(reconnectionDelayMax, reconnectionDelay * 2 ** Math.min(attempt, 16));
  return Math.round(base * (1 + randomizationFactor * (2 * random - 1)));
}
