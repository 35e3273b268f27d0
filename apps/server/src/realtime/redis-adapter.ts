import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from '../lib/redis.ts';

/** socket.io-adapter's `MessageType`s worth sending late: a delivery, room changes, a forced disconnect. */
const REPLAYED_TYPES = new Set([3, 4, 5, 6]);
/** At most this many messages wait for Redis; older ones are dropped (clients catch up on reconnect). */
const MAX_WAITING = 10_000;

type Publisher = { doPublish(message: { type: number }): Promise<string> };

/**
 * The Socket.IO Redis Streams adapter (decision 009), which loses what it could not publish: the
 * cluster adapter logs a failed `XADD` and moves on, so a chat message sent while Redis was away
 * reached the sender's own instance only. Here a failed publish of a delivery (or a room change, or a
 * forced disconnect) waits, in order, and is published as soon as Redis is back: the other instances'
 * members get it live then (decision 025).
 */
export function createRecoveringStreamsAdapter(
  redis: Redis,
  options: Parameters<typeof createAdapter>[1],
  onDropped: (count: number) => void = () => undefined,
): ReturnType<typeof createAdapter> {
  const make = createAdapter(redis, options);
  const waiting: Array<{ publish: Publisher['doPublish']; message: { type: number } }> = [];
  let flushing = false;
  const flush = async () => {
    if (flushing) return;
    flushing = true;
    try {
      while (waiting.length > 0 && redis.isReady) {
        const next = waiting[0]!;
        try {
          await next.publish(next.message);
          waiting.shift();
        } catch {
          return;
        }
      }
    } finally {
      flushing = false;
    }
  };
  redis.on('ready', () => void flush());
  // Socket.IO calls it with `new`: a function, not an arrow (returning an object from `new` keeps it).
  return function recoveringAdapter(nsp) {
    const adapter = make(nsp);
    const publisher = adapter as unknown as Publisher;
    const publish = publisher.doPublish.bind(adapter);
    publisher.doPublish = async (message) => {
      try {
        return await publish(message);
      } catch (error) {
        if (REPLAYED_TYPES.has(message.type)) {
          waiting.push({ publish, message });
          if (waiting.length > MAX_WAITING) onDropped(waiting.splice(0, waiting.length - MAX_WAITING).length);
          if (redis.isReady) void flush();
        }
        throw error;
      }
    };
    return adapter;
  };
}
