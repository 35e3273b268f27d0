import { and, eq, gt, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type {
  AnswerKeyStage,
  KeyAnswer,
  MarkingPreset,
  Normalisation,
  ResponseSheet,
  ScoreCounts,
  ScoreGroupKind,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { answerKeyChecks, answerKeys, answerKeyScoreCounts, notices, recruitments } from '../../db/schema.ts';
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

/** What `jobportal_answer_key_check` answers: the saved check but its sheet, its groups' figures, the key now. */
type SavedCheck = Pick<CheckRow, 'shift' | 'score' | 'keyVersion' | 'category' | 'state'> & {
  createdAt: string;
  updatedAt: string;
  figures: GroupFigures[];
  key: Pick<KeyHead, 'stage' | 'normalisation' | 'cutoffs'>;
};

/**
 * The groups the check row `alias` counts in, for the statements that write counts, joined
 * `CROSS JOIN LATERAL … AS g` (columns n, kind, value): `jobportal_answer_key_groups` (migration 0019),
 * which the database's own check and figures use too.
 */
const groupsOfRow = (alias: string) =>
  sql.raw(`jobportal_answer_key_groups(${alias}.shift, ${alias}.category, ${alias}.state)`);

/**
 * `jobportal_answer_key_figures` (migration 0019): the figures of a check's groups at `score`, one range
 * of the counts' primary key per group. Its arguments are values or columns.
 */
const figuresOf = (
  noticeId: SQLWrapper,
  check: { [K in keyof CheckGroups]: SQLWrapper | CheckGroups[K] },
  score: SQLWrapper | number,
) => sql`jobportal_answer_key_figures(${noticeId}, ${check.shift}, ${check.category}, ${check.state}, ${score})`;

/** A query of `answerKeys` narrowed to the notice's key, when the notice is a visible answer key of a visible recruitment. */
function visibleKeys<Q extends PgSelect>(query: Q, noticeId: string) {
  return query
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
}

/** What a member's request reads of a key and its notice (the entries are read once per version: `keyEntries`). */
const keySelection = {
  key: {
    noticeId: answerKeys.noticeId,
    markingPreset: answerKeys.markingPreset,
    stage: answerKeys.stage,
    normalisation: answerKeys.normalisation,
    cutoffs: answerKeys.cutoffs,
    version: answerKeys.version,
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
};

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
      const [row] = await visibleKeys(db.select(keySelection).from(answerKeys).$dynamic(), noticeId);
      return row;
    },

    /**
     * `findKey` with the member's check and its groups' figures (none when they have not checked): a
     * member's view in one round trip.
     */
    async findKeyWithCheck(noticeId: string, userId: string) {
      const c = answerKeyChecks;
      const [row] = await visibleKeys(
        db
          .select({
            ...keySelection,
            check: c,
            figures: sql<
              GroupFigures[] | null
            >`CASE WHEN ${c.userId} IS NULL THEN NULL ELSE ${figuresOf(c.noticeId, { shift: c.shift, category: c.category, state: c.state }, c.score)} END`,
          })
          .from(answerKeys)
          .leftJoin(c, and(eq(c.noticeId, answerKeys.noticeId), eq(c.userId, userId)))
          .$dynamic(),
        noticeId,
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
        stage: AnswerKeyStage;
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
     * now, moves their count from the old score and groups to the new, and reads the figures of its
     * groups after it: one call of `jobportal_answer_key_check` (migration 0019), one round trip, its
     * statements each after the locks. With it, the key's stage, normalisation and cut-offs as they are
     * now. Undefined, saving nothing, when the notice's key is no longer `keyVersion` (the sheet was
     * scored with a key replaced meanwhile).
     */
    async saveCheck(check: {
      noticeId: string;
      userId: string;
      shift: string;
      sheet: ResponseSheet;
      markedKey: Record<string, string[]> | null;
      score: number;
      keyVersion: number;
    }): Promise<{ check: CheckRow; figures: GroupFigures[]; key: SavedCheck['key'] } | undefined> {
      const { rows } = await db.$client.query<{ saved: SavedCheck | null }>({
        // Named: parsed once per connection.
        name: 'answer-key-check',
        text: 'SELECT jobportal_answer_key_check($1, $2, $3, $4, $5, $6, $7) AS saved',
        values: [
          check.noticeId,
          check.userId,
          check.shift,
          JSON.stringify(check.sheet),
          check.markedKey === null ? null : JSON.stringify(check.markedKey),
          check.score,
          check.keyVersion,
        ],
      });
      const saved = rows[0]?.saved;
      if (!saved) return undefined;
      return {
        check: {
          noticeId: check.noticeId,
          userId: check.userId,
          shift: saved.shift,
          sheet: check.sheet,
          markedKey: check.markedKey,
          score: saved.score,
          keyVersion: saved.keyVersion,
          category: saved.category,
          state: saved.state,
          objections: [],
          createdAt: new Date(saved.createdAt),
          updatedAt: new Date(saved.updatedAt),
        },
        figures: saved.figures,
        key: saved.key,
      };
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
              FROM gone CROSS JOIN LATERAL ${groupsOfRow('gone')} AS g
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

    /** Members in each of the check's groups, and how many scored above and at or below `score`. */
    async groupFigures(noticeId: string, check: CheckGroups, score: number): Promise<GroupFigures[]> {
      const { rows } = await db.execute<{ figures: GroupFigures[] }>(
        sql`SELECT ${figuresOf(sql`${noticeId}::uuid`, check, score)} AS figures`,
      );
      return rows[0]!.figures;
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
            FROM ${answerKeyChecks} c CROSS JOIN LATERAL ${groupsOfRow('c')} AS g
           WHERE c.notice_id = ${noticeId}
           GROUP BY c.notice_id, g.kind, g.value, c.score`);
      });
    },
  };
}

export type AnswerKeysRepository = ReturnType<typeof createAnswerKeysRepository>;
