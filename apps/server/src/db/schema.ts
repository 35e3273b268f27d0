import { type SQL, sql as rawSql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AnswerKeyStage,
  KeyAnswer,
  MarkingPreset,
  MockTestContent,
  MockTestResponse,
  ProfileGender,
  ProfileVisibility,
  RecruitmentContent,
  ResponseSheet,
  ScoreGroupKind,
  Normalisation,
  TypingOptions,
  TypingRuleSet,
} from '@jobportal/shared';
import type { RenderedTest } from '../modules/mock-tests/content-render.ts';

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
export const profiles = pgTable(
  'profiles',
  {
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
    /** Person with benchmark disability; private like category and date of birth (eligibility only). */
    pwbd: boolean('pwbd'),
    exServiceman: boolean('ex_serviceman'),
    /** `PROFILE_GENDERS`; private like category (women's fees, relaxations and posts only). */
    gender: text('gender').$type<ProfileGender>(),
    preferredLanguage: text('preferred_language'),
    /** Who sees each optional field (`ProfileVisibility`); missing keys use the defaults. */
    visibility: jsonb('visibility').$type<Partial<ProfileVisibility>>().notNull().default({}),
    avatarThumbUrl: text('avatar_thumb_url'),
    ...timestamps,
  },
  (table) => [check('profiles_gender', rawSql`${table.gender} IN ('female', 'male', 'transgender', 'undisclosed')`)],
);

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
  | 'domicile'
  | 'vacancies'
  | 'eligibility'
  | 'selectionStages'
  | 'examPattern'
  | 'howToApply'
  | 'documents'
  | 'faqs'
  | 'links'
  | 'corrections'
> & { uploadSpecs?: RecruitmentContent['uploadSpecs'] | undefined };

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
    index('recruitments_status_published_idx').on(table.status, table.publishedAt),
    // The listing orders (see recruitments.repository.ts): a page is an index scan that stops after 20 rows.
    index('recruitments_listed_deadline_idx')
      .on(rawSql`(coalesce(${table.lastDate}, 'infinity'::date))`, table.id)
      .where(rawSql`${table.status} IN ('published', 'scheduled')`),
    index('recruitments_listed_sector_deadline_idx')
      .on(table.sector, rawSql`(coalesce(${table.lastDate}, 'infinity'::date))`, table.id)
      .where(rawSql`${table.status} IN ('published', 'scheduled')`),
    index('recruitments_listed_newest_idx')
      .on(rawSql`(coalesce(${table.publishedAt}, ${table.publishAt})) DESC`, table.id)
      .where(rawSql`${table.status} IN ('published', 'scheduled')`),
    index('recruitments_listed_sector_newest_idx')
      .on(table.sector, rawSql`(coalesce(${table.publishedAt}, ${table.publishAt})) DESC`, table.id)
      .where(rawSql`${table.status} IN ('published', 'scheduled')`),
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

// ── People: friends, blocks, success stories.

/**
 * One row per pair of users, whatever its state: `user_low < user_high` makes the pair canonical, so
 * A→B and B→A can never both exist. `requested_by` says who asked; `accepted_at` is set once accepted.
 */
export const friendships = pgTable(
  'friendships',
  {
    userLow: text('user_low')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userHigh: text('user_high')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userLow, table.userHigh] }),
    index('friendships_user_high_idx').on(table.userHigh),
    check('friendships_pair_ordered', rawSql`${table.userLow} < ${table.userHigh}`),
    check('friendships_status', rawSql`${table.status} IN ('pending', 'accepted')`),
    check(
      'friendships_requested_by_member',
      rawSql`${table.requestedBy} = ${table.userLow} OR ${table.requestedBy} = ${table.userHigh}`,
    ),
  ],
);

/** `blocker` blocked `blocked`: no requests, messages or directory listing either way. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_idx').on(table.blockedId),
  ],
);

/** Success stories: submitted as `pending`, then `published` or `rejected` (with a reason) by an admin. */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    exam: text('exam').notNull(),
    year: integer('year').notNull(),
    post: text('post').notNull(),
    state: text('state'),
    body: text('body').notNull(),
    tips: text('tips'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    showName: boolean('show_name').notNull(),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('stories_published_idx')
      .on(table.publishedAt.desc())
      .where(rawSql`${table.status} = 'published'`),
    index('stories_author_idx').on(table.authorId),
    check('stories_status', rawSql`${table.status} IN ('pending', 'published', 'rejected')`),
  ],
);

// ── Admin.

/** Every admin action: who, what, on which item, when, and a summary of the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept when the actor's account is deleted. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);

// ── Chat.

/**
 * One-to-one messages, encrypted in the browser: the server stores `encrypted_content` and never sees
 * plaintext. `id` orders messages (the cursor); `client_id` is unique per sender, so a resend after a
 * lost acknowledgement is stored once. `deleted_for` lists users who deleted the message for themselves.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: text('client_id').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    encryptedContent: text('encrypted_content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedFor: text('deleted_for')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex('messages_sender_client_idx').on(table.senderId, table.clientId),
    // A conversation's history in time order (imported history has newer ids than its time).
    index('messages_conversation_time_idx').on(
      rawSql`least(${table.senderId}, ${table.receiverId})`,
      rawSql`greatest(${table.senderId}, ${table.receiverId})`,
      table.createdAt,
      table.id,
    ),
    index('messages_receiver_idx').on(table.receiverId, table.id),
    index('messages_sender_idx').on(table.senderId, table.id),
  ],
);

/** Each user's current public key for v1 end-to-end encryption (the private key never leaves the browser). */
export const userKeys = pgTable('user_keys', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  publicKey: text('public_key').notNull(),
  ...timestamps,
});

/** A user's private key wrapped in the browser by a chat passphrase or recovery code: opaque to the server. */
export const keyBackups = pgTable('key_backups', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  blob: text('blob').notNull(),
  ...timestamps,
});

// ── Typing test.

/**
 * Typing-test rule sets (presets), one row per version: `id` is the version's slug (`ssc-chsl-en-v1`),
 * `rules` the whole `TypingRuleSet`. A correction is a new version, so past attempts keep the rules
 * that scored them; `active = false` retires a version. Built-in ones are loaded from the shared
 * constants at start (db/seed/typing-content.ts).
 */
export const typingRuleSets = pgTable(
  'typing_rule_sets',
  {
    id: text('id').primaryKey(),
    family: text('family').notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    rules: jsonb('rules').$type<TypingRuleSet>().notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('typing_rule_sets_family_version_idx').on(table.family, table.version),
    check('typing_rule_sets_language', rawSql`${table.language} IN ('en', 'hi', 'any')`),
  ],
);

/** Typing passages, one row per version of each passage id; attempts name the version they typed. */
export const typingPassages = pgTable(
  'typing_passages',
  {
    id: text('id').notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** NFC. */
    text: text('text').notNull(),
    wordCount: integer('word_count').notNull(),
    characterCount: integer('character_count').notNull(),
    /** Rule-set families the passage suits, best first. */
    presetFamilies: text('preset_families')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.id, table.version] }),
    check('typing_passages_language', rawSql`${table.language} IN ('en', 'hi')`),
  ],
);

/**
 * One typing attempt: created `started` when the candidate starts (the server chose passage and rules),
 * then `submitted` with the typed text and the figures the server computed from it.
 */
export const typingAttempts = pgTable(
  'typing_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ruleSetId: text('rule_set_id')
      .notNull()
      .references(() => typingRuleSets.id),
    ruleSetFamily: text('rule_set_family').notNull(),
    ruleSetVersion: integer('rule_set_version').notNull(),
    passageId: text('passage_id').notNull(),
    passageVersion: integer('passage_version').notNull(),
    language: text('language').notNull(),
    layout: text('layout').notNull(),
    mode: text('mode').notNull(),
    options: jsonb('options').$type<TypingOptions>().notNull(),
    status: text('status').notNull().default('started'),
    allottedMs: integer('allotted_ms').notNull(),
    elapsedMs: integer('elapsed_ms'),
    typed: text('typed'),
    keystrokes: integer('keystrokes'),
    /** `ur` or `other`: the error-limit bucket of the candidate's category when submitted. */
    category: text('category'),
    grossWpm: doublePrecision('gross_wpm'),
    netWpm: doublePrecision('net_wpm'),
    grossKdph: doublePrecision('gross_kdph'),
    netKdph: doublePrecision('net_kdph'),
    keystrokesPerHour: doublePrecision('keystrokes_per_hour'),
    accuracy: doublePrecision('accuracy'),
    errorPercent: doublePrecision('error_percent'),
    fullMistakes: integer('full_mistakes'),
    halfMistakes: integer('half_mistakes'),
    mistakeScore: doublePrecision('mistake_score'),
    passageWords: integer('passage_words'),
    typedWords: integer('typed_words'),
    wordsReached: integer('words_reached'),
    typedCharacters: integer('typed_characters'),
    correctCharacters: integer('correct_characters'),
    minutes: doublePrecision('minutes'),
    /** Mistakes per class. */
    counts: jsonb('counts').$type<Record<string, number>>(),
    passed: boolean('passed'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'typing_attempts_passage_fk',
      columns: [table.passageId, table.passageVersion],
      foreignColumns: [typingPassages.id, typingPassages.version],
    }),
    index('typing_attempts_user_submitted_idx').on(table.userId, table.submittedAt.desc()),
    index('typing_attempts_user_family_idx').on(table.userId, table.ruleSetFamily, table.language),
    index('typing_attempts_rule_set_idx').on(table.ruleSetId),
    check('typing_attempts_status', rawSql`${table.status} IN ('started', 'submitted')`),
    check('typing_attempts_mode', rawSql`${table.mode} IN ('exam', 'practice')`),
  ],
);

/**
 * Online mock tests. A test's paper (sections, questions, answer key) is one validated content
 * document (`mockTestContent`); the columns beside it are what the catalogue lists and filters by.
 */
export const mockTests = pgTable(
  'mock_tests',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    exam: text('exam').notNull(),
    sector: text('sector').notNull(),
    content: jsonb('content').$type<MockTestContent>().notNull(),
    /** Its texts as HTML with MathML, rendered when it was saved (null: not rendered yet, done on first read). */
    rendered: jsonb('rendered').$type<RenderedTest>(),
    questionCount: integer('question_count').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mock_tests_sector_idx').on(table.sector, table.exam)],
);

/** A figure's stored WebP renditions, one per width, and the JPEG every browser can show. */
export type FigureFiles = {
  webp: { width: number; fileId: string; bytes: number }[];
  fallback: { width: number; fileId: string; bytes: number };
};

/**
 * An image in a mock test's text (a geometry figure, a mirror image, a chart), written in the text as
 * `![alt text](figure:<id>)`. Its files are in the file store; a figure never changes, so a paper that
 * uses it renders the same for ever.
 */
export const mockTestFigures = pgTable('mock_test_figures', {
  id: uuid('id').primaryKey().defaultRandom(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  files: jsonb('files').$type<FigureFiles>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sitting of a mock test. The deadline is fixed by the database clock at the start; responses are
 * merged into `responses` (question key → response) while `status = 'in_progress'` and the deadline
 * has not passed; the server submits due attempts itself (`mock-tests.repository.ts`, `submitDue`).
 */
export const mockTestAttempts = pgTable(
  'mock_test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    testSlug: text('test_slug')
      .notNull()
      .references(() => mockTests.slug, { onDelete: 'cascade' }),
    /** 1 for the first attempt (ranked); re-attempts are practice. */
    attemptNumber: integer('attempt_number').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    responses: jsonb('responses').$type<Record<string, MockTestResponse>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by'),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score').notNull(),
    correct: integer('correct'),
    wrong: integer('wrong'),
    skipped: integer('skipped'),
    accuracy: doublePrecision('accuracy'),
    timeSpentMs: integer('time_spent_ms'),
  },
  (table) => [
    uniqueIndex('mock_test_attempts_user_test_number_idx').on(table.userId, table.testSlug, table.attemptNumber),
    // One attempt in progress per user and test: a second start resumes it.
    uniqueIndex('mock_test_attempts_one_in_progress_idx')
      .on(table.userId, table.testSlug)
      .where(rawSql`${table.status} = 'in_progress'`),
    // The deadline sweep reads only attempts in progress.
    index('mock_test_attempts_due_idx')
      .on(table.deadline)
      .where(rawSql`${table.status} = 'in_progress'`),
    // Rank, percentile, topper and average among first attempts.
    index('mock_test_attempts_ranked_idx')
      .on(table.testSlug, table.score)
      .where(rawSql`${table.attemptNumber} = 1 AND ${table.status} = 'submitted'`),
    index('mock_test_attempts_user_started_idx').on(table.userId, table.startedAt.desc()),
    check('mock_test_attempts_status', rawSql`${table.status} IN ('in_progress', 'submitted')`),
    check('mock_test_attempts_submitted_by', rawSql`${table.submittedBy} IN ('candidate', 'deadline')`),
    check('mock_test_attempts_language', rawSql`${table.language} IN ('en', 'hi')`),
  ],
);

// ── Alerts, reminders, notifications, web push (decision 015).

/** One row per user who set alert preferences. Empty arrays mean "any". */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    sectors: text('sectors')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
    states: text('states')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
    qualifications: text('qualifications')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
    /** job (new recruitments), result, admit_card, answer_key. */
    noticeTypes: text('notice_types')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
    /** Stored; applied once eligibility can be evaluated in SQL. */
    eligibleOnly: boolean('eligible_only').notNull().default(false),
    emailMode: text('email_mode').notNull().default('off'),
    push: boolean('push').notNull().default(false),
    remindByEmail: boolean('remind_by_email').notNull().default(false),
    remindByPush: boolean('remind_by_push').notNull().default(false),
    /** Notices (admit card, answer key, result, exam date) of recruitments the user applied to (decision 023). */
    appliedByEmail: boolean('applied_by_email').notNull().default(true),
    appliedByPush: boolean('applied_by_push').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    check('alert_preferences_email_mode', rawSql`${table.emailMode} IN ('off', 'instant', 'daily', 'weekly')`),
    index('alert_preferences_notice_types_idx').using('gin', table.noticeTypes),
  ],
);

/** Items already fanned out: a recruitment or notice is matched against preferences once. */
export const alertFanouts = pgTable('alert_fanouts', {
  /** `recruitment:<id>` or `notice:<id>`. */
  itemKey: text('item_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The notification centre: alerts, reminders, friend requests, story moderation. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What it is about (`recruitment:<id>`, `notice:<id>`, `reminder:<id>:<date kind>:<days>` …). */
    itemKey: text('item_key').notNull(),
    /** The item's own title (a recruitment's, a notice's, a person's name). */
    title: text('title').notNull(),
    /** Details the UI words the notification with (notice type, date kind, days left). */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when a daily or weekly digest mail took it. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_kind_item_idx').on(table.userId, table.kind, table.itemKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(rawSql`${table.readAt} IS NULL`),
  ],
);

/**
 * One row per message sent (or being sent) to one user over one channel: the UNIQUE idempotency key
 * (user × item × channel) is claimed before the send, so a retried job never sends twice.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** sending → sent, or failed (the send threw: the row is removed so a retry may claim it again). */
    status: text('status').notNull().default('sending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [check('alert_deliveries_channel', rawSql`${table.channel} IN ('email', 'push')`)],
);

/** Browsers that accept web push for a user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

// ── Applications a member recorded ("I applied", decision 023).

/**
 * One row per member and recruitment. The application number is the member's own: only their routes
 * read it; no admin route, log line or notification carries it.
 */
export const applications = pgTable(
  'applications',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recruitmentId: uuid('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    appliedOn: date('applied_on').notNull(),
    applicationNumber: text('application_number').notNull(),
    /** In whole rupees; null when not recorded. */
    feePaid: integer('fee_paid'),
    note: text('note'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.recruitmentId] }),
    // The alerts fan-out finds a recruitment's applicants.
    index('applications_recruitment_idx').on(table.recruitmentId),
    check('applications_fee_paid', rawSql`${table.feePaid} IS NULL OR ${table.feePaid} BETWEEN 0 AND 100000`),
  ],
);

// ── Answer-key day (decision 040).

/**
 * What an admin attached to an answer-key notice so members can check their score: the exam's
 * marking, the key (question ID → right option IDs or dropped; empty while members' SSC sheets mark
 * it), whether it is final, the normalisation the exam uses and last cycle's cut-offs per category.
 */
export const answerKeys = pgTable(
  'answer_keys',
  {
    noticeId: uuid('notice_id')
      .primaryKey()
      .references(() => notices.id, { onDelete: 'cascade' }),
    markingPreset: text('marking_preset').$type<MarkingPreset>().notNull(),
    stage: text('stage').$type<AnswerKeyStage>().notNull(),
    entries: jsonb('entries').$type<Record<string, KeyAnswer>>().notNull().default({}),
    normalisation: text('normalisation').$type<Normalisation>().notNull(),
    /** Last cycle's cut-off marks by category (`CATEGORIES`), when the admin entered them. */
    cutoffs: jsonb('cutoffs').$type<Partial<Record<string, number>>>().notNull().default({}),
    /** Raised by every change of the key: a check scored under an older version is scored again. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    check('answer_keys_stage', rawSql`${table.stage} IN ('provisional', 'final')`),
    check('answer_keys_normalisation', rawSql`${table.normalisation} IN ('none', 'ssc_2019', 'equipercentile')`),
  ],
);

/**
 * A member's check of one answer key: the sheet's answers (question and option IDs only, never the
 * person), its shift, the score, and the profile's category and state when checked (the groups of
 * their rank). One per member and notice; checking again replaces it.
 */
export const answerKeyChecks = pgTable(
  'answer_key_checks',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** `YYYY-MM-DD HH:MM`, the sheet's test date and start time. */
    shift: text('shift').notNull(),
    sheet: jsonb('sheet').$type<ResponseSheet>().notNull(),
    /** The right options an SSC sheet marks, by question ID (null for NTA sheets and pasted text). */
    markedKey: jsonb('marked_key').$type<Record<string, string[]>>(),
    /** In hundredths of a mark (the score rounded as shown). */
    score: integer('score').notNull(),
    keyVersion: integer('key_version').notNull(),
    category: text('category'),
    state: text('state'),
    /** Question IDs the member thinks the key has wrong. */
    objections: text('objections')
      .array()
      .notNull()
      .default(rawSql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.noticeId, table.userId] }),
    index('answer_key_checks_user_idx').on(table.userId),
  ],
);

/**
 * How many checks of a notice have each score, overall and per shift, category and state: a rank or a
 * normalisation reads these few hundred rows, never every check. Kept by the same transaction that
 * writes a check.
 */
export const answerKeyScoreCounts = pgTable(
  'answer_key_score_counts',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    /** `all` (value ''), `shift`, `category` or `state`. */
    groupKind: text('group_kind').$type<ScoreGroupKind>().notNull(),
    groupValue: text('group_value').notNull(),
    score: integer('score').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.groupKind, table.groupValue, table.score] })],
);
