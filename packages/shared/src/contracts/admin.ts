import { z } from 'zod';
import { SECTOR_SLUGS } from '../domain/categories.ts';
import { pageSlug } from './pages.ts';
import { storyInput } from './people.ts';
import { LIFECYCLE_STATUSES, noticeContent, recruitmentContent } from './recruitment-content.ts';

// ── Dashboard.

export const adminDashboard = z
  .object({
    published: z.number(),
    scheduled: z.number(),
    drafts: z.number(),
    archived: z.number(),
    expiringThisWeek: z.number(),
    storiesWaiting: z.number(),
    users: z.number(),
    newUsersThisWeek: z.number(),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboard>;

const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(5).max(100).default(20),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), perPage: z.number() });

// ── Users.

export const adminUsersQuery = z.object({ q: z.string().trim().max(120).optional(), ...paging });
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    isAdmin: z.boolean(),
    banned: z.boolean(),
    banReason: z.string().nullable(),
    createdAt: z.string(),
    lastSeen: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersPage = pageOf(adminUser).meta({ id: 'AdminUsersPage' });
export type AdminUsersPage = z.infer<typeof adminUsersPage>;

export const banInput = z
  .object({ reason: z.string().trim().max(300, { message: 'Keep the reason under 300 characters.' }).optional() })
  .meta({ id: 'BanInput' });

// ── Stories.

export const adminStoriesQuery = z.object({
  status: z.enum(['pending', 'published', 'rejected']).default('pending'),
  ...paging,
});
export const storyRejection = z
  .object({
    reason: z
      .string()
      .trim()
      .min(5, { message: 'Tell the author why, in at least 5 characters.' })
      .max(500, { message: 'Keep the reason under 500 characters.' }),
  })
  .meta({ id: 'StoryRejection' });
export const storyEdit = storyInput.partial();

// ── Audit log.

/** Every action the server records (`audit.record` types its action by this list). */
export const AUDIT_ACTIONS = [
  'recruitment.create',
  'recruitment.update',
  'recruitment.publish',
  'recruitment.schedule',
  'recruitment.draft',
  'recruitment.archive',
  'recruitment.duplicate',
  'recruitment.import',
  'notice.create',
  'notice.update',
  'notice.delete',
  'notice.upload_pdf',
  'notice.replace_pdf',
  'page.create',
  'page.update',
  'page.delete',
  'story.approve',
  'story.reject',
  'story.unpublish',
  'story.edit',
  'user.grant_admin',
  'user.revoke_admin',
  'user.ban',
  'user.unban',
  'user.delete',
  'user.password_reset',
  'mock_test.create',
  'mock_test.update',
  'mock_test.retire',
  'mock_test.restore',
  'mock_test.figure',
  'typing.rule_set.create',
  'typing.rule_set.retire',
  'typing.rule_set.restore',
  'typing.passage.create',
  'typing.passage.update',
  'typing.passage.retire',
  'typing.passage.restore',
  'answer_key.save',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'recruitment',
  'notice',
  'page',
  'story',
  'user',
  'file',
  'typing_rule_set',
  'typing_passage',
  'mock_test',
  'answer_key',
] as const;
export const auditQuery = z.object({
  actorId: z.string().max(64).optional(),
  action: z.string().max(60).optional(),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  targetId: z.string().max(64).optional(),
  ...paging,
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditEntry = z
  .object({
    id: z.string(),
    actor: z.object({ id: z.string(), name: z.string() }).nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    summary: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = pageOf(auditEntry).meta({ id: 'AuditPage' });

// ── Recruitments and notices.

export const adminRecruitmentsQuery = z.object({
  q: z.string().trim().max(120).optional(),
  status: z.enum(LIFECYCLE_STATUSES).optional(),
  sector: z.enum(SECTOR_SLUGS).optional(),
  ...paging,
});
export type AdminRecruitmentsQuery = z.infer<typeof adminRecruitmentsQuery>;

export const adminRecruitmentRow = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    organisationShortName: z.string(),
    sector: z.string(),
    status: z.enum(LIFECYCLE_STATUSES),
    publishAt: z.string().nullable(),
    lastDate: z.string().nullable(),
    noticeCount: z.number(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminRecruitmentRow' });
export const adminRecruitmentsPage = pageOf(adminRecruitmentRow).meta({ id: 'AdminRecruitmentsPage' });

/** A recruitment as admins write it: the shared content contract; notices are managed on their own. */
export const recruitmentWrite = recruitmentContent;
export type RecruitmentWrite = z.input<typeof recruitmentWrite>;

export const adminNotice = z
  .object({
    id: z.string(),
    recruitmentId: z.string().nullable(),
    type: noticeContent.shape.type,
    title: z.string(),
    titleHi: z.string().nullable(),
    body: z.string().nullable(),
    bodyHi: z.string().nullable(),
    date: z.string(),
    status: z.enum(LIFECYCLE_STATUSES),
    publishAt: z.string().nullable(),
    pdf: z.object({ fileId: z.string(), pageCount: z.number().nullable(), sizeBytes: z.number() }).nullable(),
    objectionStart: z.string().nullable(),
    objectionEnd: z.string().nullable(),
    objectionFeePerQuestion: z.number().nullable(),
    examDate: z.string().nullable(),
    examDateStatus: z.string().nullable(),
  })
  .meta({ id: 'AdminNotice' });
export type AdminNotice = z.infer<typeof adminNotice>;

/** The full recruitment for the editor: its content, lifecycle and notices. */
export const adminRecruitment = z
  .object({
    id: z.string(),
    content: recruitmentContent,
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
    notices: z.array(adminNotice),
  })
  .meta({ id: 'AdminRecruitment' });
export type AdminRecruitment = z.infer<typeof adminRecruitment>;

/** Lifecycle changes: draft, publish now, schedule for a time, archive. */
export const statusChange = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('draft') }),
    z.object({ status: z.literal('published') }),
    z.object({ status: z.literal('archived') }),
    z.object({
      status: z.literal('scheduled'),
      publishAt: z.iso.datetime({ offset: true, message: 'Choose when to publish (a date and time).' }),
    }),
  ])
  .meta({ id: 'StatusChange' });
export type StatusChange = z.infer<typeof statusChange>;

export const noticeWrite = noticeContent
  .omit({ pdf: true })
  .extend({
    recruitmentId: z.uuid({ message: 'must be a recruitment id' }).nullable(),
    status: z.enum(LIFECYCLE_STATUSES).default('published'),
    publishAt: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'NoticeWrite' });
export type NoticeWrite = z.input<typeof noticeWrite>;

/** Notice PDFs: checked by content (the `%PDF-` signature), never by the file name. */
export const NOTICE_PDF_MAX_BYTES = 15 * 1024 * 1024;

/**
 * `PUT /api/admin/notices/{id}/pdf?status=…`: publish (or schedule) the notice in the same write that
 * attaches its PDF. A new notice with a PDF is created as a draft and published this way, so a failed
 * upload (not a PDF, too big, network) leaves a draft that users never see, not a notice without its PDF.
 */
export const noticePdfQuery = z
  .object({
    status: z.enum(['published', 'scheduled']).optional(),
    publishAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((query) => query.status !== 'scheduled' || query.publishAt !== undefined, {
    path: ['publishAt'],
    message: 'Choose when to publish (a date and time).',
  });
export type NoticePdfQuery = z.infer<typeof noticePdfQuery>;

// ── Bulk import.

export const importInput = z
  .object({
    format: z.enum(['json', 'csv']),
    content: z.string().min(1, { message: 'Paste or upload the file to import.' }).max(5_000_000),
    dryRun: z.boolean().default(true),
  })
  .meta({ id: 'ImportInput' });
export const importReport = z
  .object({
    dryRun: z.boolean(),
    total: z.number(),
    valid: z.number(),
    created: z.number(),
    rows: z.array(
      z.object({
        row: z.number(),
        slug: z.string().nullable(),
        ok: z.boolean(),
        errors: z.array(z.object({ path: z.string(), message: z.string() })),
      }),
    ),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReport>;

// ── Pages.

export const pageWrite = z
  .object({
    slug: pageSlug,
    title: z
      .string()
      .trim()
      .min(2, { message: 'Give the page a title.' })
      .max(120, { message: 'Keep the title under 120 characters.' }),
    body: z.string().max(100_000, { message: 'Keep the page under 100,000 characters.' }),
    status: z.enum(['draft', 'published']).default('published'),
  })
  .meta({ id: 'PageWrite' });
export type PageWrite = z.input<typeof pageWrite>;
export const adminPage = z
  .object({ slug: z.string(), title: z.string(), body: z.string(), status: z.string(), updatedAt: z.string() })
  .meta({ id: 'AdminPage' });
