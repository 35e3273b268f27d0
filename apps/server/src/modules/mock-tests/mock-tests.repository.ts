import { and, desc, eq, sql } from 'drizzle-orm';
import type { AttemptScore, MockTestContent, MockTestLanguage, MockTestResponse } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { mockTestAttempts, mockTests } from '../../db/schema.ts';
import { RENDER_VERSION, type RenderedTest } from './content-render.ts';
import { createFiguresRepository } from './figures.ts';
import { renderPaper } from './render-paper.ts';

export type AttemptRow = typeof mockTestAttempts.$inferSelect;

/** A test as authored and as rendered for candidates. */
export type StoredPaper = { content: MockTestContent; rendered: RenderedTest };

/**
 * Content stored before passages and answer types existed lacks their defaults (the contract adds
 * them when it parses a paper); every reader sees them.
 */
function withDefaults(content: MockTestContent): MockTestContent {
  return {
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      passages: section.passages ?? [],
      questions: section.questions.map((question) => ({
        ...question,
        type: question.type ?? 'single',
        options: question.options ?? [],
      })),
    })),
  };
}

/** A catalogue row: the test without its questions, the counts, and the caller's own figures. */
export type CatalogueRow = {
  slug: string;
  content: Omit<MockTestContent, 'sections'>;
  sections: {
    key: string;
    title: string;
    titleHi: string | null;
    questionCount: number;
    durationMinutes: number | null;
  }[];
  questionCount: number;
  maxScore: number;
  attempts: number;
  myAttempts: number;
  myBest: number | null;
  inProgressAttemptId: string | null;
};

/** Scores an attempt's responses against its test; the service passes `scoreAttempt`. */
export type Scorer = (content: MockTestContent, responses: MockTestResponse[]) => AttemptScore;

/** First attempts of a test compared with one score: rank and percentile come from these counts. */
export type StandingCounts = { all: number; higher: number; atOrBelow: number };

export type Benchmark = { score: number; accuracy: number; timeSpentMs: number };

/** Due attempts finalised per sweep transaction: short transactions, the next run takes the rest. */
const SWEEP_BATCH = 50;

export function createMockTestsRepository(db: Database) {
  // The papers, by slug, with the `updated_at` they were read at: every read checks the stamp, so an
  // edited test is read again, and the 50 KB paper is not read from the database on every save.
  const papers = new Map<string, { updatedAt: number; paper: StoredPaper }>();
  const figures = createFiguresRepository(db);

  /** The test's content and its rendered texts; a paper saved before rendering existed is rendered now, once. */
  async function paper(slug: string): Promise<StoredPaper | undefined> {
    const [stamp] = await db
      .select({ updatedAt: mockTests.updatedAt })
      .from(mockTests)
      .where(eq(mockTests.slug, slug))
      .limit(1);
    if (!stamp) return undefined;
    const cached = papers.get(slug);
    if (cached && cached.updatedAt === stamp.updatedAt.getTime()) return cached.paper;
    const [row] = await db
      .select({ content: mockTests.content, rendered: mockTests.rendered, updatedAt: mockTests.updatedAt })
      .from(mockTests)
      .where(eq(mockTests.slug, slug))
      .limit(1);
    if (!row) return undefined;
    const content = withDefaults(row.content);
    let rendered = row.rendered;
    if (rendered?.version !== RENDER_VERSION) {
      rendered = (await renderPaper(content, figures)).rendered;
      // Kept without touching `updated_at`: the paper itself did not change.
      await db.update(mockTests).set({ rendered }).where(eq(mockTests.slug, slug));
    }
    const stored = { content, rendered };
    papers.set(slug, { updatedAt: row.updatedAt.getTime(), paper: stored });
    return stored;
  }

  const content = async (slug: string) => (await paper(slug))?.content;

  /**
   * Submits one attempt in progress, in the caller's transaction: locks its row (a concurrent save
   * waits, then finds it submitted), scores the stored responses and stores the figures. With
   * `by: 'deadline'` only an attempt whose deadline has passed is taken. False when there was
   * nothing to submit (already submitted, or not due).
   */
  async function finalise(
    tx: Pick<Database, 'execute'>,
    id: string,
    by: 'candidate' | 'deadline',
    score: Scorer,
  ): Promise<boolean> {
    const due = by === 'deadline' ? sql`AND deadline <= now()` : sql``;
    const { rows } = await tx.execute<{ test_slug: string; responses: Record<string, MockTestResponse> }>(
      sql`SELECT test_slug, responses FROM mock_test_attempts
          WHERE id = ${id} AND status = 'in_progress' ${due} FOR UPDATE`,
    );
    const row = rows[0];
    if (!row) return false;
    const paper = await content(row.test_slug);
    if (!paper) return false;
    const result = score(paper, Object.values(row.responses));
    await tx.execute(sql`
      UPDATE mock_test_attempts SET
        status = 'submitted',
        submitted_by = ${by},
        submitted_at = least(now(), deadline),
        score = ${result.score},
        correct = ${result.correct},
        wrong = ${result.wrong},
        skipped = ${result.skipped},
        accuracy = ${result.accuracy},
        time_spent_ms = ${result.timeSpentMs}
      WHERE id = ${id}`);
    return true;
  }

  return {
    content,
    paper,

    /** Active tests in catalogue order (sector, exam, title), optionally by sector or matching `q`. */
    async catalogue(
      userId: string,
      filter: { sector?: string; q?: string; slug?: string } = {},
    ): Promise<CatalogueRow[]> {
      const conditions = [sql`t.active`];
      if (filter.sector) conditions.push(sql`t.sector = ${filter.sector}`);
      if (filter.slug) conditions.push(sql`t.slug = ${filter.slug}`);
      if (filter.q) {
        const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`(t.title ILIKE ${pattern} OR t.exam ILIKE ${pattern} OR t.content->>'titleHi' ILIKE ${pattern})`,
        );
      }
      const { rows } = await db.execute<{
        slug: string;
        content: Omit<MockTestContent, 'sections'>;
        sections: CatalogueRow['sections'];
        question_count: number;
        max_score: number;
        attempts: number;
        my_attempts: number;
        my_best: number | null;
        in_progress: string | null;
      }>(sql`
        SELECT t.slug, t.content - 'sections' AS content, t.question_count, t.max_score,
          (SELECT jsonb_agg(jsonb_build_object(
              'key', s->>'key', 'title', s->>'title', 'titleHi', s->>'titleHi',
              'questionCount', jsonb_array_length(s->'questions'), 'durationMinutes', s->'durationMinutes'
            ) ORDER BY n)
            FROM jsonb_array_elements(t.content->'sections') WITH ORDINALITY AS x(s, n)) AS sections,
          (SELECT count(*)::int FROM mock_test_attempts a
            WHERE a.test_slug = t.slug AND a.status = 'submitted') AS attempts,
          (SELECT count(*)::int FROM mock_test_attempts a
            WHERE a.test_slug = t.slug AND a.user_id = ${userId} AND a.status = 'submitted') AS my_attempts,
          (SELECT max(a.score) FROM mock_test_attempts a
            WHERE a.test_slug = t.slug AND a.user_id = ${userId} AND a.status = 'submitted') AS my_best,
          (SELECT a.id FROM mock_test_attempts a
            WHERE a.test_slug = t.slug AND a.user_id = ${userId} AND a.status = 'in_progress'
              AND a.deadline > now()) AS in_progress
        FROM mock_tests t
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY t.sector, t.exam, t.title`);
      return rows.map((row) => ({
        slug: row.slug,
        content: row.content,
        sections: row.sections.map((section) => ({
          ...section,
          titleHi: section.titleHi ?? null,
          durationMinutes: section.durationMinutes ?? null,
        })),
        questionCount: row.question_count,
        maxScore: row.max_score,
        attempts: row.attempts,
        myAttempts: row.my_attempts,
        myBest: row.my_best,
        inProgressAttemptId: row.in_progress,
      }));
    },

    /**
     * Starts the user's next attempt of a test, with its deadline fixed by the database clock. Undefined
     * when an attempt is already in progress (the unique index refuses a second one).
     */
    async startAttempt(input: {
      userId: string;
      testSlug: string;
      language: MockTestLanguage;
      durationMinutes: number;
      maxScore: number;
    }): Promise<string | undefined> {
      const { rows } = await db.execute<{ id: string }>(sql`
        INSERT INTO mock_test_attempts (user_id, test_slug, attempt_number, language, deadline, max_score)
        SELECT ${input.userId}, ${input.testSlug}, coalesce(max(attempt_number), 0) + 1, ${input.language},
          now() + make_interval(mins => ${input.durationMinutes}), ${input.maxScore}
        FROM mock_test_attempts WHERE user_id = ${input.userId} AND test_slug = ${input.testSlug}
        ON CONFLICT DO NOTHING
        RETURNING id`);
      return rows[0]?.id;
    },

    async inProgressId(userId: string, testSlug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: mockTestAttempts.id })
        .from(mockTestAttempts)
        .where(
          and(
            eq(mockTestAttempts.userId, userId),
            eq(mockTestAttempts.testSlug, testSlug),
            eq(mockTestAttempts.status, 'in_progress'),
          ),
        )
        .limit(1);
      return row?.id;
    },

    /** One of the user's attempts (never another user's), with the database's clock. */
    async findAttempt(userId: string, id: string): Promise<(AttemptRow & { dbNow: Date }) | undefined> {
      const [row] = await db
        .select({ attempt: mockTestAttempts, dbNow: sql<string>`now()`.mapWith((value: string) => new Date(value)) })
        .from(mockTestAttempts)
        .where(and(eq(mockTestAttempts.id, id), eq(mockTestAttempts.userId, userId)))
        .limit(1);
      return row && { ...row.attempt, dbNow: row.dbNow };
    },

    /**
     * Merges responses into an attempt in progress, only before its deadline (the database's clock
     * decides, in the same statement). Undefined when the attempt is submitted or its time is over.
     */
    async saveResponses(
      userId: string,
      id: string,
      responses: MockTestResponse[],
      language: MockTestLanguage | undefined,
    ): Promise<{ deadline: Date; dbNow: Date } | undefined> {
      const patch = Object.fromEntries(responses.map((response) => [response.questionKey, response]));
      const { rows } = await db.execute<{ deadline: string; db_now: string }>(sql`
        UPDATE mock_test_attempts
        SET responses = responses || ${JSON.stringify(patch)}::jsonb,
            language = coalesce(${language ?? null}, language)
        WHERE id = ${id} AND user_id = ${userId} AND status = 'in_progress' AND deadline > now()
        RETURNING deadline, now() AS db_now`);
      const row = rows[0];
      return row && { deadline: new Date(row.deadline), dbNow: new Date(row.db_now) };
    },

    /** Submits an attempt for the candidate; false when it was not in progress. */
    async submit(id: string, score: Scorer): Promise<boolean> {
      return db.transaction((tx) => finalise(tx, id, 'candidate', score));
    },

    /**
     * Submits attempts whose deadline has passed: every one (the periodic sweep), or only a user's.
     * Idempotent and safe with several server instances: due rows are claimed with `FOR UPDATE SKIP
     * LOCKED` and finalised only while still in progress. Returns how many it submitted.
     */
    async submitDue(score: Scorer, filter: { userId?: string } = {}): Promise<number> {
      let total = 0;
      for (;;) {
        const submitted = await db.transaction(async (tx) => {
          // The interval sweep skips rows someone else is finalising. A member's own sweep waits for
          // them instead: its caller reads the attempt next and must see it submitted, not skipped.
          const byUser = filter.userId ? sql`AND user_id = ${filter.userId}` : sql``;
          const lock = filter.userId ? sql`FOR UPDATE` : sql`FOR UPDATE SKIP LOCKED`;
          const { rows } = await tx.execute<{ id: string }>(sql`
            SELECT id FROM mock_test_attempts
            WHERE status = 'in_progress' AND deadline <= now() ${byUser}
            ORDER BY deadline LIMIT ${SWEEP_BATCH}
            ${lock}`);
          let count = 0;
          for (const row of rows) if (await finalise(tx, row.id, 'deadline', score)) count += 1;
          return { count, full: rows.length === SWEEP_BATCH };
        });
        total += submitted.count;
        if (!submitted.full) return total;
      }
    },

    /** How the first attempts of a test stand against `score`. */
    async standing(testSlug: string, score: number): Promise<StandingCounts> {
      const { rows } = await db.execute<StandingCounts>(sql`
        SELECT count(*)::int AS "all",
          count(*) FILTER (WHERE score > ${score})::int AS higher,
          count(*) FILTER (WHERE score <= ${score})::int AS "atOrBelow"
        FROM mock_test_attempts
        WHERE test_slug = ${testSlug} AND attempt_number = 1 AND status = 'submitted'`);
      return rows[0] ?? { all: 0, higher: 0, atOrBelow: 0 };
    },

    /** The topper (highest score, then least time) and the average of a test's first attempts. */
    async benchmarks(
      testSlug: string,
    ): Promise<{ attempts: number; topper: Benchmark | null; average: Benchmark | null }> {
      const { rows } = await db.execute<{
        attempts: number;
        avg_score: number | null;
        avg_accuracy: number | null;
        avg_time: number | null;
        top_score: number | null;
        top_accuracy: number | null;
        top_time: number | null;
      }>(sql`
        WITH ranked AS (
          SELECT score, accuracy, time_spent_ms FROM mock_test_attempts
          WHERE test_slug = ${testSlug} AND attempt_number = 1 AND status = 'submitted'
        ), top AS (SELECT * FROM ranked ORDER BY score DESC, time_spent_ms ASC LIMIT 1)
        SELECT (SELECT count(*)::int FROM ranked) AS attempts,
          (SELECT avg(score) FROM ranked) AS avg_score,
          (SELECT avg(accuracy) FROM ranked) AS avg_accuracy,
          (SELECT avg(time_spent_ms)::float8 FROM ranked) AS avg_time,
          (SELECT score FROM top) AS top_score,
          (SELECT accuracy FROM top) AS top_accuracy,
          (SELECT time_spent_ms FROM top) AS top_time`);
      const row = rows[0];
      if (!row || row.attempts === 0) return { attempts: 0, topper: null, average: null };
      const round2 = (value: number | null) => Math.round((value ?? 0) * 100) / 100;
      return {
        attempts: row.attempts,
        topper: { score: row.top_score ?? 0, accuracy: row.top_accuracy ?? 0, timeSpentMs: row.top_time ?? 0 },
        average: {
          score: round2(row.avg_score),
          accuracy: round2(row.avg_accuracy),
          timeSpentMs: Math.round(row.avg_time ?? 0),
        },
      };
    },

    /** The user's attempts, newest first, with their tests' titles. */
    async history(userId: string, limit: number, testSlug?: string) {
      const conditions = [eq(mockTestAttempts.userId, userId)];
      if (testSlug) conditions.push(eq(mockTestAttempts.testSlug, testSlug));
      return db
        .select({ attempt: mockTestAttempts, testTitle: mockTests.title, exam: mockTests.exam })
        .from(mockTestAttempts)
        .innerJoin(mockTests, eq(mockTests.slug, mockTestAttempts.testSlug))
        .where(and(...conditions))
        .orderBy(desc(mockTestAttempts.startedAt))
        .limit(limit);
    },
  };
}

export type MockTestsRepository = ReturnType<typeof createMockTestsRepository>;
