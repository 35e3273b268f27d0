import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminNotice,
  AdminRecruitment,
  AdminRecruitmentsQuery,
  NoticePdfQuery,
  NoticeWrite,
  RecruitmentContent,
  StatusChange,
} from '@jobportal/shared';
import type { z } from 'zod';
import type { noticeWrite } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { files, notices, pages, recruitments } from '../../db/schema.ts';
import { recruitmentRow } from '../jobs/index.ts';
import { mockTestsContent } from './mock-tests-content.repository.ts';

type Notice = typeof notices.$inferSelect;
type NoticeData = z.output<typeof noticeWrite>;

function toAdminNotice(notice: Omit<Notice, 'search'>, pdf: typeof files.$inferSelect | null): AdminNotice {
  return {
    id: notice.id,
    recruitmentId: notice.recruitmentId,
    type: notice.type as AdminNotice['type'],
    title: notice.title,
    titleHi: notice.titleHi,
    body: notice.body,
    bodyHi: notice.bodyHi,
    date: notice.date,
    status: notice.status as AdminNotice['status'],
    publishAt: notice.publishAt?.toISOString() ?? null,
    pdf: pdf ? { fileId: pdf.id, pageCount: pdf.pageCount, sizeBytes: pdf.sizeBytes } : null,
    objectionStart: notice.objectionStart,
    objectionEnd: notice.objectionEnd,
    objectionFeePerQuestion: notice.objectionFeePerQuestion,
    examDate: notice.examDate,
    examDateStatus: notice.examDateStatus,
  };
}

/** The recruitment's content as the editor and the contract know it, rebuilt from its row. */
function toContent(row: typeof recruitments.$inferSelect): RecruitmentContent {
  const details = row.details;
  return {
    slug: row.slug,
    title: row.title,
    ...(row.titleHi ? { titleHi: row.titleHi } : {}),
    organisation: {
      name: row.organisationName,
      shortName: row.organisationShortName,
      website: row.organisationWebsite,
    },
    ...(row.examName ? { examName: row.examName } : {}),
    ...(row.advertisementNo ? { advertisementNo: row.advertisementNo } : {}),
    summary: row.summary,
    ...(row.summaryHi ? { summaryHi: row.summaryHi } : {}),
    sector: row.sector as RecruitmentContent['sector'],
    states: row.states as RecruitmentContent['states'],
    qualifications: row.qualifications as RecruitmentContent['qualifications'],
    status: row.status as RecruitmentContent['status'],
    ...(row.publishAt ? { publishAt: row.publishAt.toISOString() } : {}),
    ...(row.totalVacancies !== null ? { totalVacancies: row.totalVacancies } : {}),
    ...(row.payScale ? { payScale: row.payScale } : {}),
    ...(row.jobLocation ? { jobLocation: row.jobLocation } : {}),
    ...details,
    uploadSpecs: details.uploadSpecs ?? [],
    officialSourceUrl: row.officialSourceUrl,
    lastVerifiedAt: row.lastVerifiedAt ?? row.updatedAt.toISOString().slice(0, 10),
    notices: [],
  };
}

/** The lifecycle columns of a status change: `published_at` is set when something is first published. */
function lifecycle(change: StatusChange, current: { publishedAt: Date | null }) {
  return {
    status: change.status,
    publishAt: change.status === 'scheduled' ? new Date(change.publishAt) : null,
    publishedAt: change.status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt,
  };
}

/**
 * Admin writes to recruitments, notices, pages and mock-test papers. Users read them through the jobs,
 * pages and mock-tests modules.
 */
export function createContentRepository(db: Database) {
  return {
    ...mockTestsContent(db),
    async list(query: AdminRecruitmentsQuery) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(recruitments.status, query.status));
      if (query.sector) conditions.push(eq(recruitments.sector, query.sector));
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(recruitments.title, pattern),
            ilike(recruitments.slug, pattern),
            ilike(recruitments.organisationShortName, pattern),
            ilike(recruitments.advertisementNo, pattern),
          )!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select({
          id: recruitments.id,
          slug: recruitments.slug,
          title: recruitments.title,
          organisationShortName: recruitments.organisationShortName,
          sector: recruitments.sector,
          status: recruitments.status,
          publishAt: recruitments.publishAt,
          lastDate: recruitments.lastDate,
          updatedAt: recruitments.updatedAt,
          noticeCount: sql<number>`(SELECT count(*)::int FROM ${notices} WHERE ${notices.recruitmentId} = ${recruitments.id})`,
        })
        .from(recruitments)
        .where(where)
        .orderBy(desc(recruitments.updatedAt), asc(recruitments.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [total] = await db.select({ n: count() }).from(recruitments).where(where);
      return {
        items: rows.map((row) => ({
          ...row,
          status: row.status as AdminRecruitment['content']['status'],
          publishAt: row.publishAt?.toISOString() ?? null,
          updatedAt: row.updatedAt.toISOString(),
        })),
        total: total!.n,
        page: query.page,
        perPage: query.perPage,
      };
    },

    async find(id: string): Promise<AdminRecruitment | undefined> {
      const [row] = await db.select().from(recruitments).where(eq(recruitments.id, id)).limit(1);
      if (!row) return undefined;
      return {
        id: row.id,
        content: toContent(row),
        publishedAt: row.publishedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
        notices: await this.noticesOf(row.id),
      };
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: recruitments.id })
        .from(recruitments)
        .where(and(eq(recruitments.slug, slug), exceptId ? sql`${recruitments.id} <> ${exceptId}` : undefined))
        .limit(1);
      return row !== undefined;
    },

    async create(content: RecruitmentContent): Promise<string> {
      const values = recruitmentRow(content);
      const [row] = await db
        .insert(recruitments)
        .values({ ...values, publishedAt: content.status === 'published' ? new Date() : null })
        .returning({ id: recruitments.id });
      return row!.id;
    },

    async update(id: string, content: RecruitmentContent, current: { publishedAt: Date | null }) {
      const { publishedAt: _derived, ...values } = recruitmentRow(content);
      await db
        .update(recruitments)
        .set({
          ...values,
          publishedAt: content.status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt,
          updatedAt: new Date(),
        })
        .where(eq(recruitments.id, id));
    },

    async publishedAtOf(id: string): Promise<Date | null> {
      const [row] = await db
        .select({ publishedAt: recruitments.publishedAt })
        .from(recruitments)
        .where(eq(recruitments.id, id));
      return row?.publishedAt ?? null;
    },

    async setStatus(id: string, change: StatusChange) {
      const publishedAt = await this.publishedAtOf(id);
      await db
        .update(recruitments)
        .set({ ...lifecycle(change, { publishedAt }), updatedAt: new Date() })
        .where(eq(recruitments.id, id));
    },

    // ── Notices.

    async noticesOf(recruitmentId: string): Promise<AdminNotice[]> {
      const rows = await db
        .select({ notice: notices, pdf: files })
        .from(notices)
        .leftJoin(files, eq(files.id, notices.pdfFileId))
        .where(eq(notices.recruitmentId, recruitmentId))
        .orderBy(asc(notices.date), asc(notices.createdAt));
      return rows.map((row) => toAdminNotice(row.notice, row.pdf));
    },

    async findNotice(id: string): Promise<AdminNotice | undefined> {
      const [row] = await db
        .select({ notice: notices, pdf: files })
        .from(notices)
        .leftJoin(files, eq(files.id, notices.pdfFileId))
        .where(eq(notices.id, id))
        .limit(1);
      return row ? toAdminNotice(row.notice, row.pdf) : undefined;
    },

    async saveNotice(data: NoticeData, id?: string): Promise<string> {
      const values = {
        recruitmentId: data.recruitmentId,
        type: data.type,
        title: data.title,
        titleHi: data.titleHi ?? null,
        body: data.body ?? null,
        bodyHi: data.bodyHi ?? null,
        date: data.date,
        status: data.status,
        publishAt: data.status === 'scheduled' && data.publishAt ? new Date(data.publishAt) : null,
        objectionStart: data.objectionStart ?? null,
        objectionEnd: data.objectionEnd ?? null,
        objectionFeePerQuestion: data.objectionFeePerQuestion ?? null,
        examDate: data.examDate ?? null,
        examDateStatus: data.examDateStatus ?? null,
      };
      if (id) {
        await db
          .update(notices)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(notices.id, id));
        return id;
      }
      const [row] = await db.insert(notices).values(values).returning({ id: notices.id });
      return row!.id;
    },

    /**
     * Points the notice at a new PDF; the old file stays stored, so links to it keep working. With
     * `publish`, the notice becomes published (or scheduled) in the same statement: never without it.
     */
    async setNoticePdf(id: string, fileId: string, publish?: NoticePdfQuery) {
      await db
        .update(notices)
        .set({
          pdfFileId: fileId,
          updatedAt: new Date(),
          ...(publish?.status
            ? {
                status: publish.status,
                publishAt: publish.status === 'scheduled' && publish.publishAt ? new Date(publish.publishAt) : null,
              }
            : {}),
        })
        .where(eq(notices.id, id));
    },

    async deleteNotice(id: string): Promise<boolean> {
      const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
      return rows.length > 0;
    },

    // ── Pages.

    async pages() {
      return await db.select().from(pages).orderBy(asc(pages.slug));
    },

    async page(slug: string) {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      return row;
    },

    async savePage(slug: string, values: { slug: string; title: string; body: string; status: string }) {
      const [row] = await db
        .update(pages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(pages.slug, slug))
        .returning();
      return row;
    },

    async createPage(values: { slug: string; title: string; body: string; status: string }) {
      const [row] = await db.insert(pages).values(values).onConflictDoNothing().returning();
      return row;
    },

    async deletePage(slug: string): Promise<boolean> {
      const rows = await db.delete(pages).where(eq(pages.slug, slug)).returning({ slug: pages.slug });
      return rows.length > 0;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
export type { NoticeWrite };
