import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/** The browsers each user registered for web push. */
export function createPushSubscriptionsRepository(db: Database) {
  return {
    async addPushSubscription(userId: string, sub: PushSubscriptionInput): Promise<void> {
      const values = { endpoint: sub.endpoint, userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    async removePushSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async pushSubscriptionsOf(userId: string) {
      return await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** A subscription the push service says is gone (404/410). */
    async dropPushSubscription(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

/** What a push delivery reads and prunes. */
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
