/**
 * Who is connected. A user is online while any of their connections lives, and for a grace period after
 * the last one closes (a page reload or a train tunnel is not "going offline"). One interface; the
 * in-process store serves one instance, a Redis store serves several (scale-out).
 */
export type PresenceStore = {
  /** Counts a new connection; true when the user was offline until now. */
  connect(userId: string): Promise<boolean>;
  /** Counts a closed connection; the user goes offline after the grace period unless they reconnect. */
  disconnect(userId: string): Promise<void>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
};

export function createMemoryPresence(options: {
  graceMs: number;
  onOffline: (userId: string, lastSeen: Date) => void;
}): PresenceStore {
  const connections = new Map<string, number>();
  const leaving = new Map<string, NodeJS.Timeout>();
  return {
    async connect(userId) {
      const pending = leaving.get(userId);
      if (pending) {
        clearTimeout(pending);
        leaving.delete(userId);
      }
      const count = connections.get(userId) ?? 0;
      connections.set(userId, count + 1);
      return count === 0 && !pending;
    },
    async disconnect(userId) {
      const count = (connections.get(userId) ?? 1) - 1;
      if (count > 0) {
        connections.set(userId, count);
        return;
      }
      connections.set(userId, 0);
      const timer = setTimeout(() => {
        leaving.delete(userId);
        if ((connections.get(userId) ?? 0) > 0) return;
        connections.delete(userId);
        options.onOffline(userId, new Date());
      }, options.graceMs);
      timer.unref();
      leaving.set(userId, timer);
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => (connections.get(id) ?? 0) > 0 || leaving.has(id)));
    },
    async close() {
      for (const timer of leaving.values()) clearTimeout(timer);
      leaving.clear();
      connections.clear();
    },
  };
}
