import { eq } from 'drizzle-orm';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { alertPreferences } from '../../db/schema.ts';

/** A user's alert preferences: what they subscribe to, over which channels, and the one-click unsubscribe. */
export function createAlertPreferencesRepository(db: Database) {
  return {
    async preferences(userId: string): Promise<AlertPreferences> {
      const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
      if (!row) return DEFAULT_ALERT_PREFERENCES;
      return {
        sectors: row.sectors as AlertPreferences['sectors'],
        states: row.states as AlertPreferences['states'],
        qualifications: row.qualifications as AlertPreferences['qualifications'],
        noticeTypes: row.noticeTypes as AlertPreferences['noticeTypes'],
        eligibleOnly: row.eligibleOnly,
        emailMode: row.emailMode as AlertPreferences['emailMode'],
        push: row.push,
        remindByEmail: row.remindByEmail,
        remindByPush: row.remindByPush,
        appliedByEmail: row.appliedByEmail,
        appliedByPush: row.appliedByPush,
      };
    },

    async savePreferences(userId: string, prefs: AlertPreferences): Promise<void> {
      const values = { ...prefs, userId, updatedAt: new Date() };
      await db
        .insert(alertPreferences)
        .values(values)
        .onConflictDoUpdate({ target: alertPreferences.userId, set: values });
    },

    /**
     * One-click unsubscribe: no more alert, reminder or applied-job mail. A user who never saved
     * preferences still gets applied-job mail by default, so the row is made if missing.
     */
    async unsubscribeEmail(userId: string): Promise<boolean> {
      const off = { emailMode: 'off', remindByEmail: false, appliedByEmail: false, updatedAt: new Date() };
      const rows = await db
        .insert(alertPreferences)
        .values({ userId, ...off })
        .onConflictDoUpdate({ target: alertPreferences.userId, set: off })
        .returning({ userId: alertPreferences.userId });
      return rows.length > 0;
    },
  };
}
