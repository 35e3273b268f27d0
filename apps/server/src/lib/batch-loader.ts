import DataLoader from 'dataloader';

/** How long the first waiting caller waits for others to join its query (a reconnect storm: hundreds). */
export const BATCH_WAIT_MS = 5;
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
