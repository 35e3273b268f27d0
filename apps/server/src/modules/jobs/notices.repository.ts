import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { NoticeListItem, NoticesQuery, NoticeSummary } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { answerKeys, notices, recruitments } from '../../db/schema.ts';
import { countUpTo, type Counted, pageTotal, searchQuery, todayInIndia } from './listing.ts';
import { isVisible } from './visibility.ts';

/** A notice's columns without its search vector, which only the database needs. */
const { search: _noticeSearch, ...noticeColumns } = getTableColumns(notices);
const noticeRecruitmentColumns = {
  id: recruitments.id,
  slug: recruitments.slug,
  title: recruitments.title,
  organisationShortName: recruitments.organisationShortName,
};

/** A notice as lists and a recruitment's timeline show it. */
export function noticeSummaryOf(notice: Omit<typeof notices.$inferSelect, 'search'>): NoticeSummary {
  return {
    id: notice.id,
    type: notice.type as NoticeSummary['type'],
    title: notice.title,
    titleHi: notice.titleHi,
    date: notice.date,
    pdfFileId: notice.pdfFileId,
    objectionStart: notice.objectionStart,
    objectionEnd: notice.objectionEnd,
    objectionFeePerQuestion: notice.objectionFeePerQuestion,
    examDate: notice.examDate,
    examDateStatus: notice.examDateStatus as NoticeSummary['examDateStatus'],
  };
}

function toNoticeItem({
  notice,
  recruitment,
  scoreCheck,
}: {
  notice: Omit<typeof notices.$inferSelect, 'search'>;
  recruitment: NoticeListItem['recruitment'];
  scoreCheck: boolean;
}): NoticeListItem {
  return { ...noticeSummaryOf(notice), recruitment: recruitment?.id ? recruitment : null, scoreCheck };
}

/** Whether members can check their score on the notice: an answer key an admin attached (decision 040). */
export const hasScoreCheck = sql<boolean>`EXISTS (SELECT 1 FROM ${answerKeys} WHERE ${answerKeys.noticeId} = ${notices.id})`;

/** Notices: listed by type (newest first, exam dates as a calendar) and read one at a time. */
export function createNoticesRepository(db: Database) {
  return {
    /** One page of visible notices of a type (with their visible recruitment), newest first. */
    async listNotices(query: NoticesQuery): Promise<{ items: NoticeListItem[] } & Counted> {
      const conditions: SQL[] = [
        eq(notices.type, query.type),
        isVisible(notices),
        sql`(${notices.recruitmentId} IS NULL OR ${isVisible(recruitments)})`,
      ];
      const tsquery = query.q ? searchQuery(query.q) : undefined;
      if (query.q && !tsquery) return { items: [], total: 0, totalCapped: false };
      if (tsquery)
        conditions.push(sql`(${notices.search} || coalesce(${recruitments.search}, ''::tsvector)) @@ (${tsquery})`);
      // Exam dates read as a calendar: soonest exam first, or the latest first among past ones. A range on
      // exam_date ordered by exam_date is what notices_exam_date_idx serves. Other notices: newest first.
      if (query.when === 'upcoming') {
        conditions.push(sql`(${notices.examDate} >= ${todayInIndia} OR ${notices.examDate} IS NULL)`);
      } else if (query.when === 'past') {
        conditions.push(sql`${notices.examDate} < ${todayInIndia}`);
      }
      const order =
        query.type !== 'exam_date'
          ? [sql`${notices.date} DESC`, asc(notices.id)]
          : query.when === 'past'
            ? [sql`${notices.examDate} DESC`, desc(notices.id)]
            : [sql`${notices.examDate} ASC NULLS LAST`, asc(notices.id)];
      const where = and(...conditions);
      const rows = await db
        .select({ notice: noticeColumns, recruitment: noticeRecruitmentColumns, scoreCheck: hasScoreCheck })
        .from(notices)
        .leftJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
        .where(where)
        .orderBy(...order)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const counted = await pageTotal(query.page, query.perPage, rows.length, (limit) =>
        countUpTo(
          db,
          db
            .select({ one: sql`1` })
            .from(notices)
            .leftJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
            .where(where)
            .limit(limit),
        ),
      );
      return { items: rows.map(toNoticeItem), ...counted };
    },

    /** Every visible exam-date notice with a date, soonest first (for the calendar export). */
    async listExamDates(): Promise<NoticeListItem[]> {
      const { items } = await this.listNotices({ type: 'exam_date', page: 1, perPage: 1000 });
      return items.filter((item) => item.examDate !== null);
    },

    /** One visible notice (of a visible recruitment, if any). */
    async findNotice(id: string): Promise<NoticeListItem | undefined> {
      const [row] = await db
        .select({ notice: noticeColumns, recruitment: noticeRecruitmentColumns, scoreCheck: hasScoreCheck })
        .from(notices)
        .leftJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
        .where(
          and(
            eq(notices.id, id),
            isVisible(notices),
            sql`(${notices.recruitmentId} IS NULL OR ${isVisible(recruitments)})`,
          ),
        )
        .limit(1);
      return row ? toNoticeItem(row) : undefined;
    },
  };
}
