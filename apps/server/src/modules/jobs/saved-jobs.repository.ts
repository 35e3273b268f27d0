import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { JobCard } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { recruitments, savedJobs } from '../../db/schema.ts';
import { cardColumns, deadlineKey, toCard } from './recruitments.repository.ts';
import { isVisible } from './visibility.ts';

/** A user's saved list: the visible cards, and when a saved one that is not visible yet goes live. */
export type SavedList = { items: JobCard[]; nextPublishAt: Date | null };
/** The list of a user who saved nothing. */
export const NO_SAVED_JOBS: SavedList = Object.freeze({ items: [], nextPublishAt: null });

/** Users' saved recruitments: their lists, saving and unsaving. */
export function createSavedJobsRepository(db: Database) {
  return {
    /**
     * Each user's saved recruitments that are visible, next deadline first, and when the first of the
     * others goes live by itself (a saved one an admin scheduled again: its `publish_at`), or null. Many
     * users in one query (their first views on a result day arrive together: saved-jobs.routes.ts);
     * users who saved nothing are left out.
     */
    async listSavedOfMany(userIds: string[]): Promise<Map<string, SavedList>> {
      const rows = await db
        .select({
          userId: savedJobs.userId,
          ...cardColumns,
          visible: sql<boolean>`${isVisible(recruitments)}`,
          goesLiveAt:
            sql<Date | null>`CASE WHEN ${recruitments.status} = 'scheduled' AND ${recruitments.publishAt} > now()
            THEN ${recruitments.publishAt} END`.mapWith(recruitments.publishAt),
        })
        .from(savedJobs)
        .innerJoin(recruitments, eq(recruitments.id, savedJobs.recruitmentId))
        .where(inArray(savedJobs.userId, userIds))
        .orderBy(deadlineKey, asc(recruitments.id));
      const lists = new Map<string, SavedList>();
      for (const { userId, visible, goesLiveAt, ...row } of rows) {
        let list = lists.get(userId);
        if (!list) lists.set(userId, (list = { items: [], nextPublishAt: null }));
        if (visible) list.items.push(toCard(row));
        else if (goesLiveAt && (!list.nextPublishAt || goesLiveAt < list.nextPublishAt))
          list.nextPublishAt = goesLiveAt;
      }
      return lists;
    },

    /** Saves a visible recruitment for the user (idempotent); false when there is no such recruitment. */
    async save(userId: string, recruitmentId: string): Promise<boolean> {
      const [visible] = await db
        .select({ id: recruitments.id })
        .from(recruitments)
        .where(and(eq(recruitments.id, recruitmentId), isVisible(recruitments)))
        .limit(1);
      if (!visible) return false;
      await db.insert(savedJobs).values({ userId, recruitmentId }).onConflictDoNothing();
      return true;
    },

    async unsave(userId: string, recruitmentId: string): Promise<void> {
      await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.recruitmentId, recruitmentId)));
    },
  };
}
