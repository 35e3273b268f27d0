import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_PROFILE_VISIBILITY,
  USERS_PER_PAGE,
  type ProfileUpdate,
  type ProfileVisibility,
  type UsersQuery,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { blocks, friendships, profiles, user } from '../../db/schema.ts';
import { NO_RELATION, type Relation } from './people.policy.ts';

/** What friends see of a user's presence: name, avatar and whether they show it at all. */
export type PresenceCard = { id: string; name: string | null; avatarUrl: string | null; showOnlineStatus: boolean };

/** The canonical order of a pair: `friendships` stores (lower id, higher id). */
export const pairOf = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });

const profileColumns = {
  id: profiles.id,
  isAdmin: profiles.isAdmin,
  lastSeen: profiles.lastSeen,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
  avatarThumbUrl: profiles.avatarThumbUrl,
  showOnlineStatus: profiles.showOnlineStatus,
  bio: profiles.bio,
  state: profiles.state,
  qualification: profiles.qualification,
  targetExams: profiles.targetExams,
  category: profiles.category,
  dateOfBirth: profiles.dateOfBirth,
  pwbd: profiles.pwbd,
  exServiceman: profiles.exServiceman,
  gender: profiles.gender,
  preferredLanguage: profiles.preferredLanguage,
  visibility: profiles.visibility,
  createdAt: user.createdAt,
  updatedAt: profiles.updatedAt,
  email: user.email,
};

/** Accounts others can meet: confirmed and not banned. */
const isActiveAccount = and(eq(user.emailVerified, true), sql`coalesce(${user.banned}, false) = false`);

/** SQL: is this profile's field visible to the viewer (everyone, or friends and they are friends)? */
function fieldVisible(field: keyof ProfileVisibility, isFriend: SQL): SQL {
  const setting = sql`coalesce(${profiles.visibility} ->> ${field}, ${DEFAULT_PROFILE_VISIBILITY[field]})`;
  return sql`(${setting} = 'everyone' OR (${setting} = 'friends' AND ${isFriend}))`;
}

export function createPeopleRepository(db: Database) {
  /** Accepted friendship between the viewer and the profile row in the query. */
  const isFriendOf = (viewerId: string) =>
    sql`EXISTS (SELECT 1 FROM ${friendships} f WHERE f.status = 'accepted'
      AND f.user_low = least(${viewerId}, ${profiles.id}) AND f.user_high = greatest(${viewerId}, ${profiles.id}))`;
  /** Neither has blocked the other. */
  const notBlockedEitherWay = (viewerId: string) =>
    sql`NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE (b.blocker_id = ${viewerId} AND b.blocked_id = ${profiles.id})
      OR (b.blocker_id = ${profiles.id} AND b.blocked_id = ${viewerId}))`;

  return {
    /** A member's profile with the account fields it needs; undefined for unknown or inactive accounts. */
    async find(id: string) {
      const [row] = await db
        .select(profileColumns)
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(and(eq(profiles.id, id), isActiveAccount))
        .limit(1);
      return row;
    },

    async update(id: string, changes: ProfileUpdate & { visibility?: Partial<ProfileVisibility> }) {
      const { visibility, ...fields } = changes;
      await db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({
            ...(fields as Partial<typeof profiles.$inferInsert>),
            ...(visibility ? { visibility: sql`${profiles.visibility} || ${JSON.stringify(visibility)}::jsonb` } : {}),
            updatedAt: new Date(),
          })
          .where(eq(profiles.id, id));
        // The account's display name follows the profile's (sessions and mails use it).
        if (fields.name) await tx.update(user).set({ name: fields.name }).where(eq(user.id, id));
      });
    },

    async setAvatar(id: string, urls: { avatarUrl: string | null; avatarThumbUrl: string | null }) {
      await db
        .update(profiles)
        .set({ ...urls, updatedAt: new Date() })
        .where(eq(profiles.id, id));
      await db.update(user).set({ image: urls.avatarThumbUrl }).where(eq(user.id, id));
    },

    /** How the viewer and each of `otherIds` stand. */
    async relations(viewerId: string, otherIds: string[]): Promise<Map<string, Relation>> {
      const result = new Map<string, Relation>(otherIds.map((id) => [id, { ...NO_RELATION }]));
      if (otherIds.length === 0) return result;
      const pairs = await db
        .select()
        .from(friendships)
        .where(
          or(
            and(eq(friendships.userLow, viewerId), inArray(friendships.userHigh, otherIds)),
            and(eq(friendships.userHigh, viewerId), inArray(friendships.userLow, otherIds)),
          ),
        );
      for (const pair of pairs) {
        const other = pair.userLow === viewerId ? pair.userHigh : pair.userLow;
        result.get(other)!.friendship = {
          status: pair.status as 'pending' | 'accepted',
          requestedBy: pair.requestedBy,
        };
      }
      const blockRows = await db
        .select()
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, viewerId), inArray(blocks.blockedId, otherIds)),
            and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, otherIds)),
          ),
        );
      for (const row of blockRows) {
        if (row.blockerId === viewerId) result.get(row.blockedId)!.viewerBlocked = true;
        else result.get(row.blockerId)!.blockedViewer = true;
      }
      return result;
    },

    async relation(viewerId: string, otherId: string): Promise<Relation> {
      return (await this.relations(viewerId, [otherId])).get(otherId)!;
    },

    /**
     * The directory: active members other than the viewer, by name, state and target exam, without
     * anyone either of them blocked. A filter only matches a field the viewer may see, so filtering
     * cannot reveal a hidden state or exam.
     */
    async directory(viewerId: string, query: UsersQuery) {
      const isFriend = isFriendOf(viewerId);
      const conditions: SQL[] = [isActiveAccount!, sql`${profiles.id} <> ${viewerId}`, notBlockedEitherWay(viewerId)];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`${profiles.name} ILIKE ${pattern}`);
      }
      if (query.state) conditions.push(and(eq(profiles.state, query.state), fieldVisible('state', isFriend))!);
      if (query.exam) {
        conditions.push(and(sql`${query.exam} = ANY(${profiles.targetExams})`, fieldVisible('targetExams', isFriend))!);
      }
      const where = and(...conditions);
      const rows = await db
        .select(profileColumns)
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(where)
        .orderBy(sql`lower(${profiles.name})`, profiles.id)
        .limit(USERS_PER_PAGE)
        .offset((query.page - 1) * USERS_PER_PAGE);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(where);
      return { rows, total: count!.n };
    },

    /** Profiles of the viewer's friends, requests both ways and the people they blocked. */
    async circle(viewerId: string) {
      const pairs = await db
        .select()
        .from(friendships)
        .where(or(eq(friendships.userLow, viewerId), eq(friendships.userHigh, viewerId)));
      const blocked = await db.select().from(blocks).where(eq(blocks.blockerId, viewerId));
      const ids = [
        ...pairs.map((pair) => (pair.userLow === viewerId ? pair.userHigh : pair.userLow)),
        ...blocked.map((row) => row.blockedId),
      ];
      const rows =
        ids.length === 0
          ? []
          : await db
              .select(profileColumns)
              .from(profiles)
              .innerJoin(user, eq(user.id, profiles.id))
              .where(and(inArray(profiles.id, ids), isActiveAccount))
              .orderBy(sql`lower(${profiles.name})`);
      return rows;
    },

    // ── Friendship transitions. Each is one statement (or one transaction) on the canonical pair.

    /**
     * Sends a request, or accepts the other's pending request to the viewer: both users asking at the
     * same moment end as friends, never as two rows. Returns the pair's state afterwards.
     */
    async request(viewerId: string, otherId: string) {
      const { low, high } = pairOf(viewerId, otherId);
      const rows = await db.execute<{ status: string; requested_by: string }>(sql`
        INSERT INTO ${friendships} (user_low, user_high, requested_by, status)
        VALUES (${low}, ${high}, ${viewerId}, 'pending')
        ON CONFLICT (user_low, user_high) DO UPDATE SET status = 'accepted', accepted_at = now()
          WHERE ${friendships}.status = 'pending' AND ${friendships}.requested_by <> excluded.requested_by
        RETURNING status, requested_by`);
      return rows.rows[0] ?? null;
    },

    async accept(viewerId: string, otherId: string): Promise<boolean> {
      const { low, high } = pairOf(viewerId, otherId);
      const rows = await db
        .update(friendships)
        .set({ status: 'accepted', acceptedAt: new Date() })
        .where(
          and(
            eq(friendships.userLow, low),
            eq(friendships.userHigh, high),
            eq(friendships.status, 'pending'),
            eq(friendships.requestedBy, otherId),
          ),
        )
        .returning({ status: friendships.status });
      return rows.length > 0;
    },

    /** Deletes the pair's row if it is in the given state (and, for requests, was sent by `requestedBy`). */
    async remove(viewerId: string, otherId: string, state: 'pending' | 'accepted', requestedBy?: string) {
      const { low, high } = pairOf(viewerId, otherId);
      const rows = await db
        .delete(friendships)
        .where(
          and(
            eq(friendships.userLow, low),
            eq(friendships.userHigh, high),
            eq(friendships.status, state),
            requestedBy ? eq(friendships.requestedBy, requestedBy) : undefined,
          ),
        )
        .returning({ status: friendships.status });
      return rows.length > 0;
    },

    /** Blocks: ends the friendship and any pending request, in one transaction. */
    async block(viewerId: string, otherId: string) {
      const { low, high } = pairOf(viewerId, otherId);
      await db.transaction(async (tx) => {
        await tx.insert(blocks).values({ blockerId: viewerId, blockedId: otherId }).onConflictDoNothing();
        await tx.delete(friendships).where(and(eq(friendships.userLow, low), eq(friendships.userHigh, high)));
      });
    },

    async unblock(viewerId: string, otherId: string) {
      await db.delete(blocks).where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, otherId)));
    },

    /**
     * Ids of each user's accepted friends (blocking ends a friendship, so none of them is blocked), for
     * many users in one query: realtime/presence.service.ts batches the reconnect storm's questions.
     */
    async friendIdsOfMany(userIds: string[]): Promise<Map<string, string[]>> {
      const found = new Map(userIds.map((id) => [id, [] as string[]]));
      if (userIds.length === 0) return found;
      const rows = await db
        .select({ low: friendships.userLow, high: friendships.userHigh })
        .from(friendships)
        .where(
          and(
            eq(friendships.status, 'accepted'),
            or(inArray(friendships.userLow, userIds), inArray(friendships.userHigh, userIds)),
          ),
        );
      for (const { low, high } of rows) {
        found.get(low)?.push(high);
        found.get(high)?.push(low);
      }
      return found;
    },

    /** What presence shows of each user (the spec's presence payload fields); one query, no profile: left out. */
    async presenceCardsOf(userIds: string[]) {
      if (userIds.length === 0) return new Map<string, PresenceCard>();
      const rows = await db
        .select({
          id: profiles.id,
          name: profiles.name,
          avatarUrl: profiles.avatarUrl,
          showOnlineStatus: profiles.showOnlineStatus,
        })
        .from(profiles)
        .where(inArray(profiles.id, userIds));
      return new Map<string, PresenceCard>(rows.map((row) => [row.id, row]));
    },

    /** True when the two are accepted friends and neither blocked the other (chat needs this). */
    async areFriends(a: string, b: string): Promise<boolean> {
      const relation = await this.relation(a, b);
      return relation.friendship?.status === 'accepted' && !relation.viewerBlocked && !relation.blockedViewer;
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
export type ProfileWithAccount = NonNullable<Awaited<ReturnType<PeopleRepository['find']>>>;
