import { and, eq, inArray, sql } from 'drizzle-orm';
import { PREFERRED_LANGUAGES } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { profiles, user } from '../../db/schema.ts';

type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];
/** What every signed-in request needs from the profile. */
export type ViewerFlags = { isAdmin: boolean; preferredLanguage: PreferredLanguage | null };
/** An account without a profile row. */
export const NO_VIEWER_FLAGS: ViewerFlags = Object.freeze({ isAdmin: false, preferredLanguage: null });

const asPreferredLanguage = (value: string | null | undefined): PreferredLanguage | null =>
  PREFERRED_LANGUAGES.find((language) => language === value) ?? null;

/** SQL for `profiles`; nothing else touches the table directly. */
export function createProfilesRepository(db: Database) {
  return {
    /** Creates the profile of a new account; a second call changes nothing. */
    async createFor(account: { id: string; name: string; preferredLanguage?: PreferredLanguage | null }) {
      await db
        .insert(profiles)
        .values({ id: account.id, name: account.name, preferredLanguage: account.preferredLanguage ?? null })
        .onConflictDoNothing();
    },

    async findById(id: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return row;
    },

    async isAdmin(id: string): Promise<boolean> {
      const [row] = await db.select({ isAdmin: profiles.isAdmin }).from(profiles).where(eq(profiles.id, id)).limit(1);
      return row?.isAdmin ?? false;
    },

    /**
     * What every signed-in request needs from the profile (`is_admin`, the interface language), of many
     * accounts in one query: the session lookups of a crowd arriving at once share it (auth.guard.ts).
     * Accounts without a profile row are left out.
     */
    async viewerFlagsOfMany(ids: string[]): Promise<Map<string, ViewerFlags>> {
      const rows = await db
        .select({ id: profiles.id, isAdmin: profiles.isAdmin, preferredLanguage: profiles.preferredLanguage })
        .from(profiles)
        .where(inArray(profiles.id, ids));
      return new Map(
        rows.map((row) => [
          row.id,
          { isAdmin: row.isAdmin ?? false, preferredLanguage: asPreferredLanguage(row.preferredLanguage) },
        ]),
      );
    },

    /** The language a mail to this account is written in (the profile's choice; English by default). */
    async mailLanguage(id: string): Promise<PreferredLanguage | null> {
      const [row] = await db
        .select({ preferredLanguage: profiles.preferredLanguage })
        .from(profiles)
        .where(eq(profiles.id, id))
        .limit(1);
      return asPreferredLanguage(row?.preferredLanguage);
    },

    /** Sets `is_admin` (and better-auth's `role`, used by its admin endpoints) for one account. */
    async setAdminByEmail(email: string, isAdmin: boolean): Promise<boolean> {
      return await db.transaction(async (tx) => {
        const [account] = await tx
          .update(user)
          .set({ role: isAdmin ? 'admin' : 'user' })
          .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
          .returning({ id: user.id, name: user.name });
        if (!account) return false;
        await tx
          .insert(profiles)
          .values({ id: account.id, name: account.name, isAdmin })
          .onConflictDoUpdate({ target: profiles.id, set: { isAdmin } });
        return true;
      });
    },

    /** Makes every verified account among `emails` an admin (ADMIN_EMAILS); returns how many changed. */
    async grantAdminToVerified(emails: string[]): Promise<number> {
      if (emails.length === 0) return 0;
      const accounts = await db
        .select({ id: user.id, name: user.name })
        .from(user)
        .where(and(inArray(sql`lower(${user.email})`, emails), eq(user.emailVerified, true)));
      for (const account of accounts) {
        await db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
        await db
          .insert(profiles)
          .values({ id: account.id, name: account.name, isAdmin: true })
          .onConflictDoUpdate({ target: profiles.id, set: { isAdmin: true } });
      }
      return accounts.length;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
