import { createClient } from 'redis';

function newClient(url: string) {
  return createClient({
    url,
    // RESP2: the reply shapes the Socket.IO Redis Streams adapter reads.
    RESP: 2,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3_000), connectTimeout: 5_000 },
  });
}

/** A node-redis client. */
export type Redis = ReturnType<typeof newClient>;

/**
 * Connects to `REDIS_URL`. The client reconnects by itself after a Redis restart; errors are logged
 * rather than thrown at whoever happens to be listening, so a blip never crashes the process.
 */
export async function connectRedis(url: string, onError: (error: unknown) => void): Promise<Redis> {
  const client = newClient(url);
  client.on('error', onError);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis at ${redacted(url)} did not answer within 10 s`)), 10_000);
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return client;
}

/** The URL without its password, for messages. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Closes a client, letting commands already sent finish. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.isOpen) await client.close();
}

/** How long a command may wait for Redis before the caller falls back (the client queues commands while it reconnects). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Runs a Redis command for a caller that has a fallback: rejects at once when the client is not
 * connected (it would otherwise wait in the client's queue until Redis is back), and after
 * `REDIS_COMMAND_TIMEOUT_MS` when Redis does not answer.
 */
export async function whileRedisAnswers<T>(client: Redis, command: () => Promise<T>): Promise<T> {
  if (!client.isReady) throw new Error('Redis is not connected');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_COMMAND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([command(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
