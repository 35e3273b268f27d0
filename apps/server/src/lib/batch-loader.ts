import DataLoader from 'dataloader';

/** How long the first waiting caller waits for others to join its query (a reconnect storm: hundreds). */
export const BATCH_WAIT_MS = 5;
/**
 * The wait of the questions every connecting socket asks (its session, chat status, friends, cards):
 * longer, since a connection is not waited for by a person the way a message's ack is, and a storm's
 * handshakes arrive a few per millisecond: a wider window means fewer, fuller queries.
 */
export const CONNECT_BATCH_WAIT_MS = 15;
/** How many keys one query asks for at most. */
export const BATCH_MAX = 500;

/**
 * One query for many callers: every `load(key)` made within {@link BATCH_WAIT_MS} of the first joins
 * one call of `loadMany` (at most {@link BATCH_MAX} keys), through DataLoader. Nothing is kept between
 * batches (no cache: the answers are as fresh as a query per caller), so it is safe for data that
 * changes. Used where thousands of the same small question arrive at once: a restart's reconnect
 * storm asks for every member's session, chat status, friends and presence card within seconds.
 *
 * `loadMany` answers with a map; a key it leaves out gets `missing`. A failed query rejects every
 * caller of that batch (each gets the error, so a database outage is reported, not hidden).
 */
export function batchLoader<K extends string, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
  options: { waitMs?: number; max?: number } = {},
): (key: K) => Promise<V> {
  const waitMs = options.waitMs ?? BATCH_WAIT_MS;
  const loader = new DataLoader<K, V>(
    async (keys) => {
      // Without the cache a key can come twice: ask for each once.
      const found = await loadMany([...new Set(keys)]);
      return keys.map((key) => (found.has(key) ? found.get(key)! : missing));
    },
    {
      cache: false,
      maxBatchSize: options.max ?? BATCH_MAX,
      batchScheduleFn: (callback) => setTimeout(callback, waitMs),
    },
  );
  return (key) => loader.load(key);
}

/**
 * Calls of the same write, made in the same turn of the event loop, as ONE statement: `runMany` gets
 * every call's input in call order and answers each (same order). Unlike {@link batchLoader} nothing
 * is merged (two equal calls are two inputs) and nothing waits for a timer: the batch is what arrived
 * together (under load, the many socket events one poll of the loop reads), so a quiet server adds no
 * latency. A failed statement rejects every call of that batch.
 */
export function batchCalls<I, O>(runMany: (inputs: I[]) => Promise<O[]>, max = BATCH_MAX): (input: I) => Promise<O> {
  const loader = new DataLoader<I, O, I>(async (inputs) => runMany([...inputs]), {
    cache: false,
    maxBatchSize: max,
    batchScheduleFn: (callback) => setImmediate(callback),
  });
  return (input) => loader.load(input);
}
