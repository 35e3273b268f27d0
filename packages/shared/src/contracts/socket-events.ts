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
   * another instance, and catches up
   */
  restarting: 'server:restarting',
} as const;
