import { and, arrayContains, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CLOSING_SOON_DAYS,
  eligibilitySummaryOf,
  evaluateEligibility,
  expandTerm,
  LIST_TOTAL_CAP,
  NEW_BADGE_DAYS,
  resolveCategory,
  searchTerms,
  type EligibilityProfile,
  type EligibilityRecruitment,
  type JobCard,
  type JobDetail,
  type JobsQuery,
  type NoticeListItem,
  type NoticesQuery,
  type NoticeSummary,
  type RecruitmentContent,
} from '@jobportal/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { notices, recruitments, savedJobs } from '../../db/schema.ts';
import { eligibleFor } from './eligibility.ts';

/** Today's date in India, where every last date is meant. */
const todayInIndia = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;

/**
 * Published, or scheduled and its time has come: visible to users without any job running. The first
 * test is the predicate of the partial listing indexes, spelled out so the planner can use them.
 */
export function isVisible(table: { status: AnyPgColumn; publishAt: AnyPgColumn }) {
  return sql`(${table.status} IN ('published', 'scheduled') AND (${table.status} = 'published' OR ${table.publishAt} <= now()))`;
}

/** A page's matches counted up to `LIST_TOTAL_CAP`: the count stops reading once it knows there are more. */
type Counted = { total: number; totalCapped: boolean };

/** Total of a page: known without counting when the page is not full. */
async function pageTotal(
  page: number,
  perPage: number,
  rowsOnPage: number,
  count: (limit: number) => Promise<number>,
): Promise<Counted> {
  const offset = (page - 1) * perPage;
  if (rowsOnPage > 0 && rowsOnPage < perPage) return { total: offset + rowsOnPage, totalCapped: false };
  const n = await count(LIST_TOTAL_CAP + 1);
  return { total: Math.min(n, LIST_TOTAL_CAP), totalCapped: n > LIST_TOTAL_CAP };
}

/**
 * `tsquery` for a search box text: every term (with its domain synonyms, as prefixes) must match,
 * in the English (stemmed) or the simple (Hindi and other scripts) dictionary.
 */
export function searchQuery(text: string): SQL | undefined {
  const terms = searchTerms(text);
  if (terms.length === 0) return undefined;
  const perTerm = terms.map((term) => {
    const alternatives = expandTerm(term)
      .map((word) => `${word}:*`)
      .join(' | ');
    return sql`(to_tsquery('english', ${alternatives}) || to_tsquery('simple', ${alternatives}))`;
  });
  return sql.join(perTerm, sql` && `);
}

/** The listing orders, written exactly as the `recruitments_listed_*` indexes are (schema.ts). */
const deadlineKey = sql`coalesce(${recruitments.lastDate}, 'infinity'::date)`;
const newestKey = sql`coalesce(${recruitments.publishedAt}, ${recruitments.publishAt})`;
/** The columns of a list card; `toCard` turns a row into the contract's shape. */
const cardColumns = {
  id: recruitments.id,
  slug: recruitments.slug,
  title: recruitments.title,
  titleHi: recruitments.titleHi,
  organisation: recruitments.organisationName,
  organisationShortName: recruitments.organisationShortName,
  sector: recruitments.sector,
  states: recruitments.states,
  qualifications: recruitments.qualifications,
  totalVacancies: recruitments.totalVacancies,
  applicationStart: recruitments.applicationStart,
  lastDate: recruitments.lastDate,
  publishedAt: sql<Date | null>`${newestKey}`.mapWith(recruitments.publishedAt),
  daysLeft: sql<number | null>`(${recruitments.lastDate} - ${todayInIndia})`,
  isNew: sql<boolean>`coalesce(${newestKey} >= now() - make_interval(days => ${NEW_BADGE_DAYS}), false)`,
};

/** What a card's eligibility verdict reads besides its tag columns (not the whole `details`). */
const ruleColumns = {
  ageLimit: sql<EligibilityRecruitment['details']['ageLimit'] | null>`${recruitments.details}->'ageLimit'`,
  domicile: sql<EligibilityRecruitment['details']['domicile'] | null>`${recruitments.details}->>'domicile'`,
  eligibility: sql<
    EligibilityRecruitment['details']['eligibility']
  >`coalesce(${recruitments.details}->'eligibility', '[]'::jsonb)`,
};

type CardRow = Omit<JobCard, 'publishedAt' | 'expired' | 'eligibility'> & { publishedAt: Date | null };
type RuleRow = { [K in keyof typeof ruleColumns]: (typeof ruleColumns)[K]['_']['type'] };

/** A public card and the rules its verdict is computed from. */
export type CardWithRules = { card: JobCard; rules: EligibilityRecruitment };

function toCardWithRules({ ageLimit, domicile, eligibility, ...row }: CardRow & RuleRow): CardWithRules {
  const rules: EligibilityRecruitment = {
    states: row.states,
    qualifications: row.qualifications,
    details: { ageLimit: ageLimit ?? undefined, domicile: domicile ?? undefined, eligibility },
  };
  return { card: toCard(row), rules };
}

/** A public card with this viewer's verdict. */
export function withVerdict(card: JobCard, rules: EligibilityRecruitment, profile: EligibilityProfile): JobCard {
  return { ...card, eligibility: eligibilitySummaryOf(evaluateEligibility(rules, profile)) };
}

/** A user's saved list: the visible cards, and when a saved one that is not visible yet goes live. */
export type SavedList = { items: JobCard[]; nextPublishAt: Date | null };
export const NO_SAVED_JOBS: SavedList = Object.freeze({ items: [], nextPublishAt: null });

function toCard(row: CardRow): JobCard {
  const daysLeft = row.daysLeft === null ? null : Number(row.daysLeft);
  return {
    ...row,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    daysLeft,
    expired: daysLeft !== null && daysLeft < 0,
  };
}

/** A notice's columns without its search vector, which only the database needs. */
const { search: _noticeSearch, ...noticeColumns } = getTableColumns(notices);
const noticeRecruitmentColumns = {
  id: recruitments.id,
  slug: recruitments.slug,
  title: recruitments.title,
  organisationShortName: recruitments.organisationShortName,
};

function toNoticeItem({
  notice,
  recruitment,
}: {
  notice: Omit<typeof notices.$inferSelect, 'search'>;
  recruitment: NoticeListItem['recruitment'];
}): NoticeListItem {
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
    recruitment: recruitment?.id ? recruitment : null,
  };
}

/** The `recruitments` columns of a recruitment's content (without its notices). */
export function recruitmentRow(content: RecruitmentContent) {
  const lastDate = content.importantDates.find((row) => row.kind === 'last_date')?.date ?? null;
  const applicationStart = content.importantDates.find((row) => row.kind === 'application_start')?.date ?? null;
  return {
    slug: content.slug,
    title: content.title,
    titleHi: content.titleHi ?? null,
    organisationName: content.organisation.name,
    organisationShortName: content.organisation.shortName,
    organisationWebsite: content.organisation.website,
    examName: content.examName ?? null,
    advertisementNo: content.advertisementNo ?? null,
    summary: content.summary,
    summaryHi: content.summaryHi ?? null,
    sector: content.sector,
    states: content.states,
    qualifications: content.qualifications,
    status: content.status,
    publishAt: content.publishAt ? new Date(content.publishAt) : null,
    publishedAt:
      content.status === 'published' ? new Date(`${applicationStart ?? lastDate ?? '2026-01-01'}T04:30:00Z`) : null,
    totalVacancies: content.totalVacancies ?? null,
    payScale: content.payScale ?? null,
    jobLocation: content.jobLocation ?? null,
    applicationStart,
    lastDate,
    details: {
      importantDates: content.importantDates,
      fees: content.fees,
      paymentModes: content.paymentModes,
      ageLimit: content.ageLimit,
      domicile: content.domicile,
      vacancies: content.vacancies,
      eligibility: content.eligibility,
      selectionStages: content.selectionStages,
      examPattern: content.examPattern,
      howToApply: content.howToApply,
      documents: content.documents,
      uploadSpecs: content.uploadSpecs,
      faqs: content.faqs,
      links: content.links,
      corrections: content.corrections,
    },
    officialSourceUrl: content.officialSourceUrl,
    lastVerifiedAt: content.lastVerifiedAt,
  };
}

export function createJobsRepository(db: Database) {
  /** Rows of a limited subquery, counted: `SELECT count(*) FROM (… LIMIT n)`. */
  async function countUpTo(matches: { as(alias: string): SQL.Aliased | object }): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`(${matches}) AS matches`);
    return row!.n;
  }

  return {
    /** Stores one recruitment with its notices (demo content, bulk import). Returns its id. */
    async insertContent(content: RecruitmentContent, pdfFor?: (noticeIndex: number) => Promise<string | null>) {
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(recruitments).values(recruitmentRow(content)).returning({ id: recruitments.id });
        const recruitmentId = row!.id;
        for (const [index, notice] of content.notices.entries()) {
          await tx.insert(notices).values({
            recruitmentId,
            type: notice.type,
            title: notice.title,
            titleHi: notice.titleHi ?? null,
            body: notice.body ?? null,
            bodyHi: notice.bodyHi ?? null,
            date: notice.date,
            status: 'published',
            pdfFileId: notice.pdf && pdfFor ? await pdfFor(index) : null,
            objectionStart: notice.objectionStart ?? null,
            objectionEnd: notice.objectionEnd ?? null,
            objectionFeePerQuestion: notice.objectionFeePerQuestion ?? null,
            examDate: notice.examDate ?? null,
            examDateStatus: notice.examDateStatus ?? null,
          });
        }
        return recruitmentId;
      });
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recruitments);
      return row!.n;
    },

    /**
     * One page of visible recruitments matching the filters, with the (capped) total. With the caller's
     * `profile`, each card carries their verdict, and `eligible=1` keeps only those they can apply for
     * (in SQL, so paging and counts stay exact; without a profile it matches nothing).
     */
    async list(query: JobsQuery, profile?: EligibilityProfile): Promise<{ items: JobCard[] } & Counted> {
      if (profile && !query.eligible) {
        const found = await this.listWithRules(query);
        return { ...found, items: found.items.map(({ card, rules }) => withVerdict(card, rules, profile)) };
      }
      return (await this.listRows(query, profile)) as { items: JobCard[] } & Counted;
    },

    /**
     * The public page (no viewer) with what each card's verdict reads: a member's page is this plus
     * their verdicts (`withVerdict`), so it can be computed from a kept public page (decision 019).
     */
    async listWithRules(query: JobsQuery): Promise<{ items: CardWithRules[] } & Counted> {
      const found = await this.listRows({ ...query, eligible: undefined }, undefined, true);
      return found as { items: CardWithRules[] } & Counted;
    },

    async listRows(
      query: JobsQuery,
      profile: EligibilityProfile | undefined,
      withRules = false,
    ): Promise<{ items: Array<JobCard | CardWithRules> } & Counted> {
      const none = { items: [], total: 0, totalCapped: false };
      const conditions: SQL[] = [isVisible(recruitments)];
      const category = query.cat ? resolveCategory(query.cat) : undefined;
      if (query.cat && !category) return none;
      const sector = category?.kind === 'sector' ? category.category.slug : query.sector;
      const state = category?.kind === 'state' ? category.category.slug : query.state;
      const qualification = category?.kind === 'qualification' ? category.category.slug : query.qualification;
      if (sector) conditions.push(eq(recruitments.sector, sector));
      if (state) conditions.push(arrayContains(recruitments.states, [state]));
      if (qualification) conditions.push(arrayContains(recruitments.qualifications, [qualification]));
      if (query.show === 'open') conditions.push(sql`${deadlineKey} >= ${todayInIndia}`);
      const tsquery = query.q ? searchQuery(query.q) : undefined;
      if (query.q && !tsquery) return none;
      if (tsquery) conditions.push(sql`${recruitments.search} @@ (${tsquery})`);
      if (query.eligible) conditions.push(profile ? eligibleFor(profile) : sql`false`);
      const where = and(...conditions);

      const order =
        query.sort === 'newest' ? [sql`${newestKey} DESC`, asc(recruitments.id)] : [deadlineKey, asc(recruitments.id)];
      const offset = (query.page - 1) * query.perPage;
      // With the rules each verdict reads when a verdict is wanted (now, or by a member later).
      const items =
        withRules || profile
          ? (
              await db
                .select({ ...cardColumns, ...ruleColumns })
                .from(recruitments)
                .where(where)
                .orderBy(...order)
                .limit(query.perPage)
                .offset(offset)
            ).map((row) => {
              const found = toCardWithRules(row);
              return profile ? withVerdict(found.card, found.rules, profile) : found;
            })
          : (
              await db
                .select(cardColumns)
                .from(recruitments)
                .where(where)
                .orderBy(...order)
                .limit(query.perPage)
                .offset(offset)
            ).map(toCard);
      const counted = await pageTotal(query.page, query.perPage, items.length, (limit) =>
        countUpTo(
          db
            .select({ one: sql`1` })
            .from(recruitments)
            .where(where)
            .limit(limit),
        ),
      );
      return { items, ...counted };
    },

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

    /** A visible recruitment by id or slug, with its visible notices oldest first; undefined otherwise. */
    async findVisible(idOrSlug: string): Promise<JobDetail | undefined> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
      const [row] = await db
        .select({
          recruitment: recruitments,
          daysLeft: sql<number | null>`(${recruitments.lastDate} - ${todayInIndia})`,
          isNew: sql<boolean>`coalesce(${recruitments.publishedAt} >= now() - make_interval(days => ${NEW_BADGE_DAYS}), false)`,
        })
        .from(recruitments)
        .where(and(isVisible(recruitments), isUuid ? eq(recruitments.id, idOrSlug) : eq(recruitments.slug, idOrSlug)))
        .limit(1);
      if (!row) return undefined;
      const r = row.recruitment;
      const timeline = await db
        .select()
        .from(notices)
        .where(and(eq(notices.recruitmentId, r.id), isVisible(notices)))
        .orderBy(asc(notices.date), asc(notices.createdAt));
      const daysLeft = row.daysLeft === null ? null : Number(row.daysLeft);
      return {
        id: r.id,
        slug: r.slug,
        title: r.title,
        titleHi: r.titleHi,
        organisation: r.organisationName,
        organisationShortName: r.organisationShortName,
        organisationWebsite: r.organisationWebsite,
        sector: r.sector,
        states: r.states,
        qualifications: r.qualifications,
        totalVacancies: r.totalVacancies,
        applicationStart: r.applicationStart,
        lastDate: r.lastDate,
        publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
        daysLeft,
        isNew: row.isNew,
        expired: daysLeft !== null && daysLeft < 0,
        summary: r.summary,
        summaryHi: r.summaryHi,
        examName: r.examName,
        advertisementNo: r.advertisementNo,
        payScale: r.payScale,
        jobLocation: r.jobLocation,
        officialSourceUrl: r.officialSourceUrl,
        lastVerifiedAt: r.lastVerifiedAt,
        details: r.details,
        notices: timeline.map((notice) => ({
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
        })),
      };
    },

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
        .select({ notice: noticeColumns, recruitment: noticeRecruitmentColumns })
        .from(notices)
        .leftJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
        .where(where)
        .orderBy(...order)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const counted = await pageTotal(query.page, query.perPage, rows.length, (limit) =>
        countUpTo(
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
        .select({ notice: noticeColumns, recruitment: noticeRecruitmentColumns })
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

export type JobsRepository = ReturnType<typeof createJobsRepository>;
export { CLOSING_SOON_DAYS };
