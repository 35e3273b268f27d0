import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Application,
  type ApplicationInput,
  APPLIED_NOTICE_TYPES,
  indiaDateOf,
  nextStep,
  type RecruitmentDetailsData,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { applications, notices, recruitments } from '../../db/schema.ts';
import { hasScoreCheck, isVisible } from '../jobs/index.ts';

/**
 * The members' own application records (decision 023). Every method takes the owner's id and reads or
 * writes only their rows (see applications.policy.ts); nothing here serves an admin.
 */
export function createApplicationsRepository(db: Database) {
  const columns = {
    recruitmentId: recruitments.id,
    slug: recruitments.slug,
    title: recruitments.title,
    titleHi: recruitments.titleHi,
    organisationShortName: recruitments.organisationShortName,
    importantDates: sql<RecruitmentDetailsData['importantDates'] | null>`${recruitments.details}->'importantDates'`,
    appliedOn: applications.appliedOn,
    applicationNumber: applications.applicationNumber,
    feePaid: applications.feePaid,
    note: applications.note,
    updatedAt: applications.updatedAt,
  };

  const select = () =>
    db
      .select(columns)
      .from(applications)
      .innerJoin(recruitments, eq(recruitments.id, applications.recruitmentId))
      .$dynamic();
  type Row = Awaited<ReturnType<typeof select>>[number];

  /** The rows with each recruitment's next step, from its dates and its visible notices. */
  async function withNextSteps(rows: Row[], now: Date): Promise<Application[]> {
    if (rows.length === 0) return [];
    const timeline = await db
      .select({
        id: notices.id,
        recruitmentId: notices.recruitmentId,
        type: notices.type,
        date: notices.date,
        objectionStart: notices.objectionStart,
        objectionEnd: notices.objectionEnd,
        examDate: notices.examDate,
        examDateStatus: notices.examDateStatus,
        scoreCheck: hasScoreCheck,
      })
      .from(notices)
      .where(
        and(
          inArray(
            notices.recruitmentId,
            rows.map((row) => row.recruitmentId),
          ),
          inArray(notices.type, [...APPLIED_NOTICE_TYPES]),
          isVisible(notices),
        ),
      );
    const today = indiaDateOf(now);
    return rows.map((row) => ({
      recruitment: {
        id: row.recruitmentId,
        slug: row.slug,
        title: row.title,
        titleHi: row.titleHi,
        organisationShortName: row.organisationShortName,
      },
      appliedOn: row.appliedOn,
      applicationNumber: row.applicationNumber,
      feePaid: row.feePaid,
      note: row.note,
      updatedAt: row.updatedAt.toISOString(),
      scoreCheckNoticeId:
        timeline
          .filter((notice) => notice.recruitmentId === row.recruitmentId && notice.scoreCheck)
          .sort((a, b) => b.date.localeCompare(a.date))[0]?.id ?? null,
      nextStep: nextStep({
        today,
        importantDates: row.importantDates ?? [],
        notices: timeline
          .filter((notice) => notice.recruitmentId === row.recruitmentId)
          .map((notice) => ({
            ...notice,
            examDateStatus:
              notice.examDateStatus === 'tentative' || notice.examDateStatus === 'confirmed'
                ? notice.examDateStatus
                : null,
          })),
      }),
    }));
  }

  return {
    /** The owner's applications on visible recruitments, latest applied first. */
    async list(userId: string, now = new Date()): Promise<Application[]> {
      const rows = await select()
        .where(and(eq(applications.userId, userId), isVisible(recruitments)))
        .orderBy(desc(applications.appliedOn), asc(recruitments.title));
      return await withNextSteps(rows, now);
    },

    async find(userId: string, recruitmentId: string, now = new Date()): Promise<Application | null> {
      const rows = await select().where(
        and(eq(applications.userId, userId), eq(applications.recruitmentId, recruitmentId), isVisible(recruitments)),
      );
      return (await withNextSteps(rows, now))[0] ?? null;
    },

    /** A visible recruitment's application start (null when not known); undefined: no such recruitment. */
    async recruitmentForApplying(recruitmentId: string): Promise<{ applicationStart: string | null } | undefined> {
      const [row] = await db
        .select({ applicationStart: recruitments.applicationStart })
        .from(recruitments)
        .where(and(eq(recruitments.id, recruitmentId), isVisible(recruitments)))
        .limit(1);
      return row;
    },

    /** Records or updates the owner's application on a recruitment. */
    async save(userId: string, recruitmentId: string, input: ApplicationInput): Promise<void> {
      const values = {
        appliedOn: input.appliedOn,
        applicationNumber: input.applicationNumber,
        feePaid: input.feePaid,
        note: input.note === '' ? null : input.note,
      };
      await db
        .insert(applications)
        .values({ userId, recruitmentId, ...values })
        .onConflictDoUpdate({
          target: [applications.userId, applications.recruitmentId],
          set: { ...values, updatedAt: new Date() },
        });
    },

    async remove(userId: string, recruitmentId: string): Promise<void> {
      await db
        .delete(applications)
        .where(and(eq(applications.userId, userId), eq(applications.recruitmentId, recruitmentId)));
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
