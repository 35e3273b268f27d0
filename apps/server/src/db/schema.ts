import { type SQL, sql as rawSql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecruitmentContent } from '@jobportal/shared';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Small facts about this installation (e.g. when demo content was loaded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── better-auth's tables (core + admin plugin fields). Property names are better-auth's field names.

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// ── JobPortal's own tables.

/** One row per account (spec §3): `id` is the auth user's id. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  isAdmin: boolean('is_admin').notNull().default(false),
  lastSeen: timestamp('last_seen', { withTimezone: true }),
  name: text('name'),
  avatarUrl: text('avatar_url'),
  showOnlineStatus: boolean('show_online_status').notNull().default(true),
  bio: text('bio'),
  state: text('state'),
  qualification: text('qualification'),
  targetExams: text('target_exams')
    .array()
    .notNull()
    .default(rawSql`'{}'::text[]`),
  category: text('category'),
  dateOfBirth: date('date_of_birth'),
  preferredLanguage: text('preferred_language'),
  ...timestamps,
});

// ── Jobs and exam notices.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Weighted English (stemmed) and Hindi/other (simple) text of the given columns, for full-text search. */
function searchVector(weighted: Array<[column: string, weight: 'A' | 'B' | 'C']>): SQL {
  const parts = weighted.flatMap(([column, weight]) => [
    `setweight(to_tsvector('english', coalesce(${column}, '')), '${weight}')`,
    `setweight(to_tsvector('simple', coalesce(${column}, '')), '${weight}')`,
  ]);
  return rawSql.raw(parts.join(' || '));
}

/** Uploaded or generated files (notice PDFs), stored under DATA_DIR/uploads by content hash. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  sha256: text('sha256').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  pageCount: integer('page_count'),
  originalName: text('original_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The structured rows of a recruitment, validated by the shared contract before they are stored. */
export type RecruitmentDetails = Pick<
  RecruitmentContent,
  | 'importantDates'
  | 'fees'
  | 'paymentModes'
  | 'ageLimit'
  | 'vacancies'
  | 'eligibility'
  | 'selectionStages'
  | 'examPattern'
  | 'howToApply'
  | 'documents'
  | 'faqs'
  | 'links'
  | 'corrections'
>;

/** One recruitment drive. Lists filter and sort on the columns; the detail page reads `details`. */
export const recruitments = pgTable(
  'recruitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleHi: text('title_hi'),
    organisationName: text('organisation_name').notNull(),
    organisationShortName: text('organisation_short_name').notNull(),
    organisationWebsite: text('organisation_website').notNull(),
    examName: text('exam_name'),
    advertisementNo: text('advertisement_no'),
    summary: text('summary').notNull(),
    summaryHi: text('summary_hi'),
    sector: text('sector').notNull(),
    states: text('states')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
    qualifications: text('qualifications')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    totalVacancies: integer('total_vacancies'),
    payScale: text('pay_scale'),
    jobLocation: text('job_location'),
    applicationStart: date('application_start'),
    lastDate: date('last_date'),
    details: jsonb('details').$type<RecruitmentDetails>().notNull(),
    officialSourceUrl: text('official_source_url').notNull(),
    lastVerifiedAt: date('last_verified_at'),
    search: tsvector('search').generatedAlwaysAs(
      searchVector([
        ['title', 'A'],
        ['title_hi', 'A'],
        ['organisation_name', 'A'],
        ['organisation_short_name', 'A'],
        ['exam_name', 'A'],
        ['summary', 'B'],
        ['summary_hi', 'B'],
        ['advertisement_no', 'C'],
      ]),
    ),
    ...timestamps,
  },
  (table) => [
    index('recruitments_status_last_date_idx').on(table.status, table.lastDate),
    index('recruitments_status_published_idx').on(table.status, table.publishedAt),
    index('recruitments_sector_idx').on(table.sector, table.lastDate),
    index('recruitments_states_idx').using('gin', table.states),
    index('recruitments_qualifications_idx').using('gin', table.qualifications),
    index('recruitments_search_idx').using('gin', table.search),
  ],
);

/** Typed notices: children of a recruitment (its timeline) or standalone. */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruitmentId: uuid('recruitment_id').references(() => recruitments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    titleHi: text('title_hi'),
    body: text('body'),
    bodyHi: text('body_hi'),
    /** When the notice was issued. */
    date: date('date').notNull(),
    status: text('status').notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    objectionStart: date('objection_start'),
    objectionEnd: date('objection_end'),
    objectionFeePerQuestion: integer('objection_fee_per_question'),
    examDate: date('exam_date'),
    examDateStatus: text('exam_date_status'),
    search: tsvector('search').generatedAlwaysAs(
      searchVector([
        ['title', 'A'],
        ['title_hi', 'A'],
        ['body', 'C'],
        ['body_hi', 'C'],
      ]),
    ),
    ...timestamps,
  },
  (table) => [
    index('notices_type_date_idx').on(table.type, table.date),
    index('notices_recruitment_idx').on(table.recruitmentId),
    index('notices_exam_date_idx').on(table.examDate),
    index('notices_search_idx').using('gin', table.search),
  ],
);

/** A user's saved recruitments. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recruitmentId: uuid('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.recruitmentId] })],
);

/** Admin-authored Markdown pages at `/page/{slug}` (about, privacy, terms, contact…). */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  status: text('status').notNull().default('published'),
  ...timestamps,
});
