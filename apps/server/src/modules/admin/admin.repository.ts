import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminDashboard, AdminUser, AdminUsersQuery } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { profiles, recruitments, stories, user } from '../../db/schema.ts';
import { isVisible } from '../jobs/index.ts';

const todayInIndia = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;

/** Read models of the admin area that belong to no single feature: the dashboard and the user list. */
export function createAdminRepository(db: Database) {
  return {
    async dashboard(): Promise<AdminDashboard> {
      const [content] = await db
        .select({
          published: sql<number>`count(*) FILTER (WHERE ${recruitments.status} = 'published')::int`,
          scheduled: sql<number>`count(*) FILTER (WHERE ${recruitments.status} = 'scheduled' AND ${recruitments.publishAt} > now())::int`,
          drafts: sql<number>`count(*) FILTER (WHERE ${recruitments.status} = 'draft')::int`,
          archived: sql<number>`count(*) FILTER (WHERE ${recruitments.status} = 'archived')::int`,
          expiringThisWeek: sql<number>`count(*) FILTER (WHERE ${isVisible(recruitments)}
            AND ${recruitments.lastDate} BETWEEN ${todayInIndia} AND ${todayInIndia} + 7)::int`,
        })
        .from(recruitments);
      const [waiting] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(stories)
        .where(eq(stories.status, 'pending'));
      const [people] = await db
        .select({
          users: sql<number>`count(*)::int`,
          newUsersThisWeek: sql<number>`count(*) FILTER (WHERE ${user.createdAt} > now() - interval '7 days')::int`,
        })
        .from(user);
      return { ...content!, storiesWaiting: waiting!.n, ...people! };
    },

    async users(query: AdminUsersQuery) {
      const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined;
      const rows = await db
        .select({ user, profile: profiles })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(where)
        .orderBy(desc(user.createdAt), user.id)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(user)
        .where(where);
      return { items: rows.map(toAdminUser), total: count!.n, page: query.page, perPage: query.perPage };
    },

    async user(id: string): Promise<AdminUser | undefined> {
      const [row] = await db
        .select({ user, profile: profiles })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(eq(user.id, id))
        .limit(1);
      return row ? toAdminUser(row) : undefined;
    },

    /** Grants or revokes admin: `profiles.is_admin` (the app's check) and better-auth's `role` together. */
    async setAdmin(id: string, isAdmin: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(user)
          .set({ role: isAdmin ? 'admin' : 'user' })
          .where(eq(user.id, id));
        await tx
          .update(profiles)
          .set({ isAdmin })
          .where(and(eq(profiles.id, id)));
      });
    },
  };
}

function toAdminUser(row: { user: typeof user.$inferSelect; profile: typeof profiles.$inferSelect | null }): AdminUser {
  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    emailVerified: row.user.emailVerified,
    isAdmin: row.profile?.isAdmin ?? false,
    banned: row.user.banned ?? false,
    banReason: row.user.banReason ?? null,
    createdAt: row.user.createdAt.toISOString(),
    lastSeen: row.profile?.lastSeen?.toISOString() ?? null,
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
