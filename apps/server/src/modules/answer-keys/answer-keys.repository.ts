import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type {
  KeyAnswer,
  MarkingPreset,
  Normalisation,
  ResponseSheet,
  ScoreCounts,
  ScoreGroupKind,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { answerKeyChecks, answerKeys, answerKeyScoreCounts, notices, profiles, recruitments } from '../../db/schema.ts';
import { isVisible } from '../jobs/index.ts';

export type AnswerKeyRow = typeof answerKeys.$inferSelect;
/** What a member's request reads of a key: all but its entries (`keyEntries`, cached per version). */
export type KeyHead = Pick<
  AnswerKeyRow,
  'noticeId' | 'markingPreset' | 'stage' | 'normalisation' | 'cutoffs' | 'version'
> & {
  keyAttached: boolean;
};
export type CheckRow = typeof answerKeyChecks.$inferSelect;

/** The groups a check counts in: all, its shift, and its category and state when the profile has them. */
export type CheckGroups = { shift: string; category: string | null; state: string | null };

/** One group's members, and how many of them scored above and at-or-below a score. */
export type GroupFigures = { kind: ScoreGroupKind; value: string; members: number; above: number; atOrBelow: number };

const groupsOf = (check: CheckGroups): Array<[ScoreGroupKind, string]> => [
  ['all', ''],
  ['shift', check.shift],
  ...(check.category ? [['category', check.category] as [ScoreGroupKind, string]] : []),
  ...(check.state ? [['state', check.state] as [ScoreGroupKind, string]] : []),
];

/**
 * `groupsOf` in SQL, for the statements that write counts: the (kind, value) rows of the check row
 * `alias`, joined `CROSS JOIN LATERAL … AS g(kind, value)`; a group whose value is NULL (no category
 * or state in the profile) is left out with `g.value IS NOT NULL`.
 */
const groupsOfRow = (alias: string) =>
  sql.raw(
    `(VALUES ('all', ''), ('shift', ${alias}.shift), ('category', ${alias}.category), ('state', ${alias}.state))`,
  );

/**
 * Answer keys, members' checks and their score counts (decision 040). A check and the counts it adds
 * to change in one transaction, holding the notice's advisory lock shared (checks of different members
 * go side by side) and the member's own exclusively; the rebuild of the counts after a new key holds
 * the notice's exclusively: the counts always equal the checks.
 */
export function createAnswerKeysRepository(db: Database) {
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
  const lockNotice = (tx: Tx, noticeId: string) =>
    tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`answer-key:${noticeId}`}))`);
  const lockCheck = (tx: Tx, noticeId: string, userId: string) =>
    tx.execute(
      sql`SELECT pg_advisory_xact_lock_shared(hashtext(${`answer-key:${noticeId}`})), pg_advisory_xact_lock(hashtext(${`answer-key:${noticeId}:${userId}`}))`,
    );

  return {
    /** A visible answer-key notice with its attached key and recruitment, or undefined. */
    async findKey(noticeId: string) {
      const [row] = await db
        .select({
          key: {
            noticeId: answerKeys.noticeId,
            markingPreset: answerKeys.markingPreset,
            stage: answerKeys.stage,
            normalisation: answerKeys.normalisation,
            cutoffs: answerKeys.cutoffs,
            version: answerKeys.version,
            // The entries themselves (thousands of questions) are read once per version: `keyEntries`.
            keyAttached: sql<boolean>`${answerKeys.entries} <> '{}'::jsonb`,
          },
          title: notices.title,
          titleHi: notices.titleHi,
          objectionStart: notices.objectionStart,
          objectionEnd: notices.objectionEnd,
          objectionFeePerQuestion: notices.objectionFeePerQuestion,
          recruitmentTitle: recruitments.title,
          recruitmentTitleHi: recruitments.titleHi,
          officialSourceUrl: recruitments.officialSourceUrl,
        })
        .from(answerKeys)
        .innerJoin(notices, eq(notices.id, answerKeys.noticeId))
        .innerJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
        .where(
          and(
            eq(answerKeys.noticeId, noticeId),
            eq(notices.type, 'answer_key'),
            isVisible(notices),
            isVisible(recruitments),
          ),
        );
      return row;
    },

    /** An answer-key notice of any status (what an admin may attach a key to), named with its recruitment. */
    async answerKeyNotice(
      noticeId: string,
    ): Promise<{ title: string; recruitmentId: string; recruitmentTitle: string } | undefined> {
      const [row] = await db
        .select({ title: notices.title, recruitmentId: recruitments.id, recruitmentTitle: recruitments.title })
        .from(notices)
        .innerJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
        .where(and(eq(notices.id, noticeId), eq(notices.type, 'answer_key')));
      return row;
    },

    /** The key's entries: question ID → right options or dropped. */
    async keyEntries(noticeId: string): Promise<Pick<AnswerKeyRow, 'entries'> | undefined> {
      const [row] = await db
        .select({ entries: answerKeys.entries })
        .from(answerKeys)
        .where(eq(answerKeys.noticeId, noticeId));
      return row;
    },

    async adminKey(noticeId: string): Promise<AnswerKeyRow | undefined> {
      const [row] = await db.select().from(answerKeys).where(eq(answerKeys.noticeId, noticeId));
      return row;
    },

    /** Attaches or replaces the key; its version rises whenever what scores a sheet changed. */
    async saveKey(
      noticeId: string,
      input: {
        markingPreset: MarkingPreset;
        stage: 'provisional' | 'final';
        entries: Record<string, KeyAnswer>;
        normalisation: Normalisation;
        cutoffs: Partial<Record<string, number>>;
      },
    ): Promise<{ key: AnswerKeyRow; rescore: boolean }> {
      return db.transaction(async (tx) => {
        await lockNotice(tx, noticeId);
        const [before] = await tx.select().from(answerKeys).where(eq(answerKeys.noticeId, noticeId));
        const rescore =
          before !== undefined &&
          (before.markingPreset !== input.markingPreset ||
            JSON.stringify(before.entries) !== JSON.stringify(input.entries));
        const version = (before?.version ?? 0) + (rescore || !before ? 1 : 0);
        const [key] = await tx
          .insert(answerKeys)
          .values({ noticeId, ...input, version })
          .onConflictDoUpdate({ target: answerKeys.noticeId, set: { ...input, version } })
          .returning();
        return { key: key!, rescore };
      });
    },

    async findCheck(noticeId: string, userId: string): Promise<CheckRow | undefined> {
      const [row] = await db
        .select()
        .from(answerKeyChecks)
        .where(and(eq(answerKeyChecks.noticeId, noticeId), eq(answerKeyChecks.userId, userId)));
      return row;
    },

    /**
     * Stores the member's check (replacing theirs) with their profile's category and state as they are
     * now, and moves their count from the old score and groups to the new, in one statement after the
     * locks (the sheet goes in but does not come back). Its parts share one snapshot, taken after the
     * member's lock: `before` is the check as the member's last request left it.
     */
    async saveCheck(check: {
      noticeId: string;
      userId: string;
      shift: string;
      sheet: ResponseSheet;
      markedKey: Record<string, string[]> | null;
      score: number;
      keyVersion: number;
    }): Promise<CheckRow> {
      return db.transaction(async (tx) => {
        await lockCheck(tx, check.noticeId, check.userId);
        const { rows } = await tx.execute<{
          shift: string;
          score: number;
          key_version: number;
          category: string | null;
          state: string | null;
          created_at: string;
          updated_at: string;
        }>(sql`
          WITH profile AS (
            SELECT category, state FROM ${profiles} WHERE id = ${check.userId}
          ), before AS (
            SELECT shift, category, state, score FROM ${answerKeyChecks}
             WHERE notice_id = ${check.noticeId} AND user_id = ${check.userId}
          ), saved AS (
            INSERT INTO ${answerKeyChecks}
              (notice_id, user_id, shift, sheet, marked_key, score, key_version, category, state, objections)
            VALUES (${check.noticeId}, ${check.userId}, ${check.shift}, ${JSON.stringify(check.sheet)}::jsonb,
              ${check.markedKey === null ? null : JSON.stringify(check.markedKey)}::jsonb, ${check.score},
              ${check.keyVersion}, (SELECT category FROM profile), (SELECT state FROM profile), '{}')
            ON CONFLICT (notice_id, user_id) DO UPDATE SET
              shift = excluded.shift, sheet = excluded.sheet, marked_key = excluded.marked_key,
              score = excluded.score, key_version = excluded.key_version, category = excluded.category,
              state = excluded.state, objections = '{}', updated_at = now()
            RETURNING shift, score, key_version, category, state, created_at, updated_at
          ), moves AS (
            SELECT kind, value, score, sum(delta)::int AS delta FROM (
              SELECT g.kind, g.value, b.score, -1 AS delta FROM before b CROSS JOIN LATERAL ${groupsOfRow('b')} AS g(kind, value)
              UNION ALL
              SELECT g.kind, g.value, s.score, 1 FROM saved s CROSS JOIN LATERAL ${groupsOfRow('s')} AS g(kind, value)
            ) AS m
            WHERE value IS NOT NULL
            GROUP BY kind, value, score
            HAVING sum(delta) <> 0
          ), counted AS (
            INSERT INTO ${answerKeyScoreCounts} (notice_id, group_kind, group_value, score, count)
            SELECT ${check.noticeId}, kind, value, score, delta FROM moves
            ON CONFLICT (notice_id, group_kind, group_value, score)
            DO UPDATE SET count = ${answerKeyScoreCounts}.count + excluded.count
          )
          SELECT * FROM saved`);
        const row = rows[0]!;
        return {
          noticeId: check.noticeId,
          userId: check.userId,
          shift: row.shift,
          sheet: check.sheet,
          markedKey: check.markedKey,
          score: row.score,
          keyVersion: row.key_version,
          category: row.category,
          state: row.state,
          objections: [],
          createdAt: new Date(row.created_at),
          updatedAt: new Date(row.updated_at),
        };
      });
    },

    /** Deletes the member's check and takes it out of its groups' counts, in one statement after the locks. */
    async deleteCheck(noticeId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCheck(tx, noticeId, userId);
        const { rows } = await tx.execute<{ deleted: number }>(sql`
          WITH gone AS (
            DELETE FROM ${answerKeyChecks} WHERE notice_id = ${noticeId} AND user_id = ${userId}
            RETURNING shift, category, state, score
          ), counted AS (
            INSERT INTO ${answerKeyScoreCounts} (notice_id, group_kind, group_value, score, count)
            SELECT ${noticeId}, g.kind, g.value, gone.score, -1
              FROM gone CROSS JOIN LATERAL ${groupsOfRow('gone')} AS g(kind, value)
             WHERE g.value IS NOT NULL
            ON CONFLICT (notice_id, group_kind, group_value, score)
            DO UPDATE SET count = ${answerKeyScoreCounts}.count + excluded.count
          )
          SELECT count(*)::int AS deleted FROM gone`);
        return rows[0]!.deleted > 0;
      });
    },

    async setObjections(noticeId: string, userId: string, questionIds: string[]): Promise<boolean> {
      const rows = await db
        .update(answerKeyChecks)
        .set({ objections: questionIds })
        .where(and(eq(answerKeyChecks.noticeId, noticeId), eq(answerKeyChecks.userId, userId)))
        .returning({ userId: answerKeyChecks.userId });
      return rows.length > 0;
    },

    /**
     * Members in each of the check's groups, and how many scored above and at or below `score`: one
     * range of the primary key per group (a few hundred rows each), never the notice's whole counts.
     */
    async groupFigures(noticeId: string, check: CheckGroups, score: number): Promise<GroupFigures[]> {
      const groups = groupsOf(check);
      const c = answerKeyScoreCounts;
      const parts = groups.map(
        ([kind, value], index) => sql`
          SELECT ${index}::int AS "group",
                 coalesce(sum(${c.count}), 0)::int AS members,
                 coalesce(sum(${c.count}) FILTER (WHERE ${c.score} > ${score}), 0)::int AS above,
                 coalesce(sum(${c.count}) FILTER (WHERE ${c.score} <= ${score}), 0)::int AS "atOrBelow"
            FROM ${c}
           WHERE ${c.noticeId} = ${noticeId} AND ${c.groupKind} = ${kind} AND ${c.groupValue} = ${value}`,
      );
      const { rows } = await db.execute<{ group: number; members: number; above: number; atOrBelow: number }>(
        sql.join(parts, sql` UNION ALL `),
      );
      return groups.map(([kind, value], index) => {
        const row = rows.find((r) => r.group === index);
        return { kind, value, members: row?.members ?? 0, above: row?.above ?? 0, atOrBelow: row?.atOrBelow ?? 0 };
      });
    },

    /** Every shift's score counts: what a normalisation reads. */
    async shiftCounts(noticeId: string): Promise<Map<string, ScoreCounts>> {
      const rows = await db
        .select({
          shift: answerKeyScoreCounts.groupValue,
          score: answerKeyScoreCounts.score,
          count: answerKeyScoreCounts.count,
        })
        .from(answerKeyScoreCounts)
        .where(
          and(
            eq(answerKeyScoreCounts.noticeId, noticeId),
            eq(answerKeyScoreCounts.groupKind, 'shift'),
            gt(answerKeyScoreCounts.count, 0),
          ),
        );
      const shifts = new Map<string, Array<[number, number]>>();
      for (const row of rows) {
        let counts = shifts.get(row.shift);
        if (!counts) shifts.set(row.shift, (counts = []));
        counts.push([row.score, row.count]);
      }
      return shifts;
    },

    /** Checks scored under an older key version, in pages (user id order). */
    async staleChecks(
      noticeId: string,
      version: number,
      afterUserId: string,
      limit: number,
    ): Promise<Array<Pick<CheckRow, 'userId' | 'score' | 'sheet' | 'markedKey'>>> {
      return db
        .select({
          userId: answerKeyChecks.userId,
          score: answerKeyChecks.score,
          sheet: answerKeyChecks.sheet,
          markedKey: answerKeyChecks.markedKey,
        })
        .from(answerKeyChecks)
        .where(
          and(
            eq(answerKeyChecks.noticeId, noticeId),
            lt(answerKeyChecks.keyVersion, version),
            gt(answerKeyChecks.userId, afterUserId),
          ),
        )
        .orderBy(answerKeyChecks.userId)
        .limit(limit);
    },

    /** New scores for checks still under an older version (a member who checked again meanwhile keeps theirs). */
    async updateScores(noticeId: string, version: number, scores: ReadonlyArray<{ userId: string; score: number }>) {
      if (scores.length === 0) return;
      const values = sql.join(
        scores.map(({ userId, score }) => sql`(${userId}::text, ${score}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE ${answerKeyChecks} SET score = v.score, key_version = ${version}, updated_at = now()
        FROM (VALUES ${values}) AS v(user_id, score)
        WHERE ${answerKeyChecks.noticeId} = ${noticeId} AND ${answerKeyChecks.userId} = v.user_id
          AND ${answerKeyChecks.keyVersion} < ${version}`);
    },

    /** The counts made again from the checks, under the notice's lock. */
    async rebuildCounts(noticeId: string) {
      await db.transaction(async (tx) => {
        await lockNotice(tx, noticeId);
        await tx.delete(answerKeyScoreCounts).where(eq(answerKeyScoreCounts.noticeId, noticeId));
        await tx.execute(sql`
          INSERT INTO ${answerKeyScoreCounts} (notice_id, group_kind, group_value, score, count)
          SELECT c.notice_id, g.kind, g.value, c.score, count(*)
            FROM ${answerKeyChecks} c CROSS JOIN LATERAL ${groupsOfRow('c')} AS g(kind, value)
           WHERE c.notice_id = ${noticeId} AND g.value IS NOT NULL
           GROUP BY c.notice_id, g.kind, g.value, c.score`);
      });
    },
  };
}

export type AnswerKeysRepository = ReturnType<typeof createAnswerKeysRepository>;
