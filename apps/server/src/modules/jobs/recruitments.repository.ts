import { and, arrayContains, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  eligibilitySummaryOf,
  evaluateEligibility,
  NEW_BADGE_DAYS,
  resolveCategory,
  type EligibilityProfile,
  type EligibilityRecruitment,
  type JobCard,
  type JobDetail,
  type JobsQuery,
  type RecruitmentContent,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { notices, recruitments } from '../../db/schema.ts';
import { eligibleFor } from './eligibility.ts';
import { countUpTo, type Counted, pageTotal, searchQuery, todayInIndia } from './listing.ts';
import { noticeSummaryOf } from './notices.repository.ts';
import { isVisible } from './visibility.ts';

/** The listing orders, written exactly as the `recruitments_listed_*` indexes are (schema.ts). */
export const deadlineKey = sql`coalesce(${recruitments.lastDate}, 'infinity'::date)`;
const newestKey = sql`coalesce(${recruitments.publishedAt}, ${recruitments.publishAt})`;
/** The columns of a list card; `toCard` turns a row into the contract's shape. */
export const cardColumns = {
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

/** A card row in the contract's shape. */
export function toCard(row: CardRow): JobCard {
  const daysLeft = row.daysLeft === null ? null : Number(row.daysLeft);
  return {
    ...row,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    daysLeft,
    expired: daysLeft !== null && daysLeft < 0,
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

/** Recruitments: stored with their notices, listed as cards, and read one at a time. */
export function createRecruitmentsRepository(db: Database) {
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
          db,
          db
            .select({ one: sql`1` })
            .from(recruitments)
            .where(where)
            .limit(limit),
        ),
      );
      return { items, ...counted };
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
        notices: timeline.map(noticeSummaryOf),
      };
    },
  };
}
