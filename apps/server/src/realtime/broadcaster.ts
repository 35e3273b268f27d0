import type { Server } from 'socket.io';
import { SOCKET_EVENTS } from '@jobportal/shared';
import type { DomainEvents } from '../lib/domain-events.ts';
import type { PresenceService } from './presence.service.ts';
import { sessionRoom, userRoom as room } from './socket-sessions.ts';

/** socket.io-parser's EVENT packet type. */
const EVENT_PACKET = 2;
/** Longest an ack waits for the fan-out (a Redis outage must not hang every send). */
const PUBLISH_WAIT_MS = 2_000;

/**
 * `io.to(rooms).emit(event, payload)`, resolved once the adapter has handed the packet on: with Redis,
 * once it is in the stream every instance reads, so a crash right after cannot swallow it.
 */
async function emitAndWait(io: Server, rooms: string[], event: string, payload: unknown): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const published = io
    .of('/')
    .adapter.broadcast(
      { type: EVENT_PACKET, data: [event, payload], nsp: '/' },
      { rooms: new Set(rooms), except: new Set() },
    );
  await Promise.race([
    published,
    new Promise((resolve) => {
      timer = setTimeout(resolve, PUBLISH_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Realtime as a side effect of domain events: the one place that maps what happened to the rooms that
 * should hear about it. Message contents are ciphertext; nothing here reads or logs them.
 */
export function startBroadcaster(io: Server, events: DomainEvents, presence: PresenceService): () => void {
  const stops = [
    events.on('message.created', ({ message }) =>
      // The receiver, and the sender's other tabs (which ignore their own messages from the feed).
      emitAndWait(io, [room(message.receiverId), room(message.senderId)], SOCKET_EVENTS.message, message),
    ),
    events.on('notifications.created', ({ userIds }) => {
      // One emit to every room; a fan-out to many users is still one adapter message.
      for (let start = 0; start < userIds.length; start += 10_000) {
        io.to(userIds.slice(start, start + 10_000).map(room)).emit(SOCKET_EVENTS.notifications, {});
      }
    }),
    events.on('messages.read', ({ readerId, friendId, upToId }) => {
      io.to(room(friendId)).to(room(readerId)).emit(SOCKET_EVENTS.readReceipt, { readerId, friendId, upToId });
    }),
    events.on('messages.cleared', ({ byUserId, friendId, forBoth }) => {
      const target = forBoth ? io.to(room(byUserId)).to(room(friendId)) : io.to(room(byUserId));
      target.emit(SOCKET_EVENTS.cleared, { byUserId, friendId, forBoth });
    }),
    events.on('presence.online', async ({ userId, at }) => {
      const entry = await presence.entryFor(userId, at);
      if (!entry) return;
      const friends = await presence.friendIds(userId);
      if (friends.length > 0) io.to(friends.map(room)).emit(SOCKET_EVENTS.presenceJoin, entry);
    }),
    events.on('presence.offline', async ({ userId, lastSeen }) => {
      if (!(await presence.entryFor(userId, lastSeen))) return;
      const friends = await presence.friendIds(userId);
      if (friends.length > 0) {
        io.to(friends.map(room)).emit(SOCKET_EVENTS.presenceLeave, { userId, last_seen: lastSeen.toISOString() });
      }
    }),
    // Hidden now: friends see the user offline at once (no last seen: hiding it is the point).
    events.on('presence.hidden', async ({ userId }) => {
      const friends = await presence.friendIds(userId);
      if (friends.length > 0) io.to(friends.map(room)).emit(SOCKET_EVENTS.presenceLeave, { userId });
    }),
    // Through the adapter: the sockets are closed on whichever instance holds them.
    events.on('sessions.revoked', ({ userId, sessionIds }) => {
      const rooms = sessionIds === 'all' ? [room(userId)] : sessionIds.map(sessionRoom);
      if (rooms.length > 0) io.in(rooms).disconnectSockets(true);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
