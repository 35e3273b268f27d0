import type { Auth } from './auth.ts';

/**
 * Sessions cached in a secondary storage carry a copy of the account (name, image). Where the app
 * writes those columns itself, the cached copies are refreshed through better-auth afterwards, so
 * every instance shows the new name at once. Without a secondary storage there is nothing to refresh.
 */
export function createSessionRefresh(auth: Auth, cached: boolean): (userId: string) => Promise<void> {
  return async (userId) => {
    if (!cached) return;
    const context = await auth.$context;
    await context.internalAdapter.updateUser(userId, { updatedAt: new Date() });
  };
}

type UserMethod = (userId: string, ...rest: never[]) => Promise<unknown>;

/** `target` with `methods` (whose first argument is the user id) followed by a session refresh. */
export function refreshingSessionsAfter<T extends Record<K, UserMethod>, K extends keyof T>(
  target: T,
  methods: K[],
  refresh: (userId: string) => Promise<void>,
): T {
  const wrapped = { ...target };
  for (const name of methods) {
    const original = target[name];
    wrapped[name] = (async (userId: string, ...rest: never[]) => {
      const result = await original(userId, ...rest);
      await refresh(userId);
      return result;
    }) as T[K];
  }
  return wrapped;
}
