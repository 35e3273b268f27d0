import { LRUCache } from 'lru-cache';
import type { Change, ChangeFeed } from './change-feed.ts';

/**
 * Values read from PostgreSQL kept in this process, and forgotten the moment the change feed says the
 * rows behind them changed (decision 019). Each value carries tags (`s:<session>`, `u:<user>`,
 * `j:<user>`, `c` for content); a change forgets every value with its tag. While the feed is not live
 * (its connection lost) nothing is kept or answered from memory: every read goes to the database.
 */
export type Mirror<V> = {
  /** The kept value for `key`, or `load()`'s (kept unless a change was heard while it loaded). */
  get(
    key: string,
    load: () => Promise<{ value: V; tags: string[]; ttlMs?: number } | undefined>,
  ): Promise<V | undefined>;
  clear(): void;
  readonly size: number;
};

/** The tags a change forgets; 'all' when everything kept may be stale. */
export function tagsOfChange(change: Change | { kind: 'missed' }): string[] | 'all' {
  switch (change.kind) {
    case 'session-ended':
      return [`s:${change.sessionId}`];
    case 'user-changed':
      return [`u:${change.userId}`];
    case 'saved-jobs-changed':
      return [`j:${change.userId}`];
    case 'content-changed':
      return ['c'];
    case 'missed':
      return 'all';
  }
}

type Entry<V> = { value: V; tags: string[] };

export function createMirror<V extends object>(
  feed: ChangeFeed,
  { ttlMs, max }: { ttlMs: number; max: number },
): Mirror<V> & { close(): void } {
  const byTag = new Map<string, Set<string>>();
  const untag = (key: string, entry: Entry<V>) => {
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const entries = new LRUCache<string, Entry<V>>({
    max,
    ttl: ttlMs,
    dispose: (entry, key) => untag(key, entry),
  });
  const loading = new Map<string, Promise<V | undefined>>();
  // Bumped by every change heard: a load that saw it happen does not keep what it read.
  let epoch = 0;

  const unsubscribe = feed.subscribe((change) => {
    epoch += 1;
    const tags = tagsOfChange(change);
    if (tags === 'all') {
      entries.clear();
      byTag.clear();
      return;
    }
    for (const tag of tags) {
      for (const key of [...(byTag.get(tag) ?? [])]) entries.delete(key);
    }
  });

  return {
    async get(key, load) {
      if (!feed.live) return (await load())?.value;
      const kept = entries.get(key);
      if (kept) return kept.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = epoch;
      const promise = load()
        .then((loaded) => {
          if (!loaded) return undefined;
          if (feed.live && epoch === started && loaded.tags.length > 0) {
            entries.set(key, { value: loaded.value, tags: loaded.tags }, loaded.ttlMs ? { ttl: loaded.ttlMs } : {});
            for (const tag of loaded.tags) {
              let keys = byTag.get(tag);
              if (!keys) byTag.set(tag, (keys = new Set()));
              keys.add(key);
            }
          }
          return loaded.value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    clear() {
      epoch += 1;
      entries.clear();
      byTag.clear();
    },
    get size() {
      return entries.size;
    },
    close: unsubscribe,
  };
}
