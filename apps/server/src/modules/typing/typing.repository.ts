import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import {
  sortTypingPresets,
  typingCharacterCount,
  typingWordCount,
  type TypingAttemptSummary,
  type TypingEvaluation,
  type TypingLayout,
  type TypingOptions,
  type TypingPassageFull,
  type TypingPassageSummary,
  type TypingPersonalBest,
  type TypingRuleSet,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { profiles, typingAttempts, typingPassages, typingRuleSets } from '../../db/schema.ts';

type PassageRow = typeof typingPassages.$inferSelect;
type AttemptRow = typeof typingAttempts.$inferSelect;

/** Words at the start of a passage for the chooser. */
const EXCERPT_WORDS = 18;

function toPassage(row: PassageRow): TypingPassageFull {
  // Split at any white space: a passage written as paragraphs has line breaks.
  const words = row.text.split(/\s+/u);
  return {
    id: row.id,
    version: row.version,
    language: row.language as TypingPassageFull['language'],
    title: row.title,
    wordCount: row.wordCount,
    characterCount: row.characterCount,
    presetFamilies: row.presetFamilies,
    excerpt: words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')} …` : words.join(' '),
    text: row.text,
  };
}

function toSummary(passage: TypingPassageFull): TypingPassageSummary {
  const { text: _text, ...summary } = passage;
  return summary;
}

/** A submitted attempt as the history lists it. */
export type SubmittedAttempt = AttemptRow & { exam: string; passageTitle: string };

export function toAttemptSummary(row: SubmittedAttempt): TypingAttemptSummary {
  return {
    id: row.id,
    ruleSet: { id: row.ruleSetId, family: row.ruleSetFamily, version: row.ruleSetVersion, exam: row.exam },
    passage: { id: row.passageId, version: row.passageVersion, title: row.passageTitle },
    language: row.language as TypingAttemptSummary['language'],
    layout: row.layout as TypingLayout,
    mode: row.mode as TypingAttemptSummary['mode'],
    category: (row.category ?? 'ur') as TypingAttemptSummary['category'],
    allottedMs: row.allottedMs,
    elapsedMs: row.elapsedMs ?? 0,
    grossWpm: row.grossWpm ?? 0,
    netWpm: row.netWpm ?? 0,
    accuracy: row.accuracy ?? 0,
    errorPercent: row.errorPercent ?? 0,
    fullMistakes: row.fullMistakes ?? 0,
    halfMistakes: row.halfMistakes ?? 0,
    passed: row.passed,
    submittedAt: (row.submittedAt ?? row.createdAt).toISOString(),
  };
}

export type NewAttempt = {
  userId: string;
  ruleSet: TypingRuleSet;
  passage: TypingPassageFull;
  layout: TypingLayout;
  mode: 'exam' | 'practice';
  options: TypingOptions;
  allottedMs: number;
};

export type AttemptScore = {
  typed: string;
  elapsedMs: number;
  keystrokes: number;
  category: 'ur' | 'other';
  evaluation: TypingEvaluation;
};

/** Started attempts never submitted are removed after this long. */
const STALE_STARTED_MS = 24 * 60 * 60 * 1000;

export function createTypingRepository(db: Database) {
  /** Submitted attempts joined with their rule set's exam name and the passage title. */
  const selectSubmitted = () =>
    db
      .select({
        attempt: typingAttempts,
        exam: sql<string>`${typingRuleSets.rules}->>'exam'`,
        passageTitle: typingPassages.title,
      })
      .from(typingAttempts)
      .innerJoin(typingRuleSets, eq(typingRuleSets.id, typingAttempts.ruleSetId))
      .innerJoin(
        typingPassages,
        and(eq(typingPassages.id, typingAttempts.passageId), eq(typingPassages.version, typingAttempts.passageVersion)),
      );
  const flatten = (row: { attempt: AttemptRow; exam: string; passageTitle: string }): SubmittedAttempt => ({
    ...row.attempt,
    exam: row.exam,
    passageTitle: row.passageTitle,
  });

  return {
    /** The current version of each preset family: its highest active version. */
    async currentRuleSets(): Promise<TypingRuleSet[]> {
      const rows = await db
        .selectDistinctOn([typingRuleSets.family], { rules: typingRuleSets.rules })
        .from(typingRuleSets)
        .where(eq(typingRuleSets.active, true))
        .orderBy(typingRuleSets.family, desc(typingRuleSets.version));
      return sortTypingPresets(rows.map((row) => row.rules));
    },

    async findRuleSet(id: string): Promise<{ rules: TypingRuleSet; active: boolean } | undefined> {
      const [row] = await db
        .select({ rules: typingRuleSets.rules, active: typingRuleSets.active })
        .from(typingRuleSets)
        .where(eq(typingRuleSets.id, id))
        .limit(1);
      return row;
    },

    /** The current (highest active) version of each passage, optionally in one language or for one family. */
    async currentPassages(filter: { language?: 'en' | 'hi'; family?: string } = {}): Promise<TypingPassageSummary[]> {
      const conditions = [eq(typingPassages.active, true)];
      if (filter.language) conditions.push(eq(typingPassages.language, filter.language));
      if (filter.family) conditions.push(sql`${filter.family} = ANY(${typingPassages.presetFamilies})`);
      const rows = await db
        .selectDistinctOn([typingPassages.id])
        .from(typingPassages)
        .where(and(...conditions))
        .orderBy(typingPassages.id, desc(typingPassages.version));
      // Shortest first within a language reads well in a chooser: practice passages before exam ones.
      return rows
        .map((row) => toSummary(toPassage(row)))
        .sort((a, b) => a.language.localeCompare(b.language) || a.title.localeCompare(b.title));
    },

    async currentPassage(id: string): Promise<TypingPassageFull | undefined> {
      const [row] = await db
        .select()
        .from(typingPassages)
        .where(and(eq(typingPassages.id, id), eq(typingPassages.active, true)))
        .orderBy(desc(typingPassages.version))
        .limit(1);
      return row ? toPassage(row) : undefined;
    },

    async passageVersion(id: string, version: number): Promise<TypingPassageFull | undefined> {
      const [row] = await db
        .select()
        .from(typingPassages)
        .where(and(eq(typingPassages.id, id), eq(typingPassages.version, version)))
        .limit(1);
      return row ? toPassage(row) : undefined;
    },

    /** Records a started attempt (and forgets the user's started attempts older than a day). */
    async startAttempt(input: NewAttempt): Promise<AttemptRow> {
      await db
        .delete(typingAttempts)
        .where(
          and(
            eq(typingAttempts.userId, input.userId),
            eq(typingAttempts.status, 'started'),
            lt(typingAttempts.startedAt, new Date(Date.now() - STALE_STARTED_MS)),
          ),
        );
      const [row] = await db
        .insert(typingAttempts)
        .values({
          userId: input.userId,
          ruleSetId: input.ruleSet.id,
          ruleSetFamily: input.ruleSet.family,
          ruleSetVersion: input.ruleSet.version,
          passageId: input.passage.id,
          passageVersion: input.passage.version,
          language: input.passage.language,
          layout: input.layout,
          mode: input.mode,
          options: input.options,
          allottedMs: input.allottedMs,
        })
        .returning();
      return row!;
    },

    /** The reservation category on the user's profile (`general`, `obc` …), or null. */
    async profileCategory(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ category: profiles.category })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .limit(1);
      return row?.category ?? null;
    },

    /** One of the user's attempts, started or submitted. */
    async findAttempt(userId: string, id: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(typingAttempts)
        .where(and(eq(typingAttempts.id, id), eq(typingAttempts.userId, userId)))
        .limit(1);
      return row;
    },

    /** Stores the server's score of a started attempt; false when it was submitted meanwhile. */
    async submitAttempt(userId: string, id: string, score: AttemptScore): Promise<boolean> {
      const { evaluation } = score;
      const rows = await db
        .update(typingAttempts)
        .set({
          status: 'submitted',
          typed: score.typed,
          elapsedMs: score.elapsedMs,
          keystrokes: score.keystrokes,
          category: score.category,
          grossWpm: evaluation.grossWpm,
          netWpm: evaluation.netWpm,
          grossKdph: evaluation.grossKdph,
          netKdph: evaluation.netKdph,
          keystrokesPerHour: evaluation.keystrokesPerHour,
          accuracy: evaluation.accuracy,
          errorPercent: evaluation.errorPercent,
          fullMistakes: evaluation.fullMistakes,
          halfMistakes: evaluation.halfMistakes,
          mistakeScore: evaluation.mistakeScore,
          passageWords: evaluation.passageWords,
          typedWords: evaluation.typedWords,
          wordsReached: evaluation.wordsReached,
          typedCharacters: evaluation.typedCharacters,
          correctCharacters: evaluation.correctCharacters,
          minutes: evaluation.minutes,
          counts: evaluation.counts,
          passed: evaluation.verdict.passed,
          submittedAt: new Date(),
        })
        .where(and(eq(typingAttempts.id, id), eq(typingAttempts.userId, userId), eq(typingAttempts.status, 'started')))
        .returning({ id: typingAttempts.id });
      return rows.length === 1;
    },

    async findSubmitted(userId: string, id: string): Promise<SubmittedAttempt | undefined> {
      const [row] = await selectSubmitted()
        .where(
          and(eq(typingAttempts.id, id), eq(typingAttempts.userId, userId), eq(typingAttempts.status, 'submitted')),
        )
        .limit(1);
      return row ? flatten(row) : undefined;
    },

    /** The user's submitted attempts, newest first. */
    async history(userId: string, page: number, perPage: number) {
      const mine = and(eq(typingAttempts.userId, userId), eq(typingAttempts.status, 'submitted'));
      const rows = await selectSubmitted()
        .where(mine)
        .orderBy(desc(typingAttempts.submittedAt), desc(typingAttempts.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(typingAttempts).where(mine);
      return { items: rows.map((row) => toAttemptSummary(flatten(row))), total: total?.n ?? 0 };
    },

    /** Per preset family and language: the best attempt (highest net wpm, then lowest error %) and how many. */
    async personalBests(userId: string): Promise<TypingPersonalBest[]> {
      const mine = and(eq(typingAttempts.userId, userId), eq(typingAttempts.status, 'submitted'));
      const bests = await db
        .selectDistinctOn([typingAttempts.ruleSetFamily, typingAttempts.language], {
          attempt: typingAttempts,
          exam: sql<string>`${typingRuleSets.rules}->>'exam'`,
          passageTitle: typingPassages.title,
        })
        .from(typingAttempts)
        .innerJoin(typingRuleSets, eq(typingRuleSets.id, typingAttempts.ruleSetId))
        .innerJoin(
          typingPassages,
          and(
            eq(typingPassages.id, typingAttempts.passageId),
            eq(typingPassages.version, typingAttempts.passageVersion),
          ),
        )
        .where(mine)
        .orderBy(
          typingAttempts.ruleSetFamily,
          typingAttempts.language,
          desc(typingAttempts.netWpm),
          typingAttempts.errorPercent,
          typingAttempts.submittedAt,
        );
      const counts = await db
        .select({ family: typingAttempts.ruleSetFamily, language: typingAttempts.language, n: count() })
        .from(typingAttempts)
        .where(mine)
        .groupBy(typingAttempts.ruleSetFamily, typingAttempts.language);
      const countOf = new Map(counts.map((row) => [`${row.family}/${row.language}`, row.n]));
      return bests
        .map((row) => {
          const best = toAttemptSummary(flatten(row));
          return {
            family: best.ruleSet.family,
            exam: best.ruleSet.exam,
            language: best.language,
            attempts: countOf.get(`${best.ruleSet.family}/${best.language}`) ?? 1,
            best,
          };
        })
        .sort((a, b) => b.best.submittedAt.localeCompare(a.best.submittedAt));
    },

    // ── Admin.

    async allRuleSets() {
      const rows = await db
        .select({ rules: typingRuleSets.rules, active: typingRuleSets.active })
        .from(typingRuleSets)
        .orderBy(typingRuleSets.family, desc(typingRuleSets.version));
      const uses = await db
        .select({ id: typingAttempts.ruleSetId, n: count() })
        .from(typingAttempts)
        .groupBy(typingAttempts.ruleSetId);
      const usesOf = new Map(uses.map((row) => [row.id, row.n]));
      return rows.map((row) => ({ ruleSet: row.rules, active: row.active, attempts: usesOf.get(row.rules.id) ?? 0 }));
    },

    async highestVersion(family: string): Promise<number> {
      const [row] = await db
        .select({ version: sql<number | null>`max(${typingRuleSets.version})` })
        .from(typingRuleSets)
        .where(eq(typingRuleSets.family, family));
      return row?.version ?? 0;
    },

    /** Inserts a rule set; false when its id or its family and version exist already. */
    async insertRuleSet(rules: TypingRuleSet): Promise<boolean> {
      const rows = await db
        .insert(typingRuleSets)
        .values({ id: rules.id, family: rules.family, version: rules.version, language: rules.language, rules })
        .onConflictDoNothing()
        .returning({ id: typingRuleSets.id });
      return rows.length === 1;
    },

    async setRuleSetActive(id: string, active: boolean): Promise<boolean> {
      const rows = await db
        .update(typingRuleSets)
        .set({ active })
        .where(eq(typingRuleSets.id, id))
        .returning({ id: typingRuleSets.id });
      return rows.length === 1;
    },

    async allPassages() {
      const rows = await db
        .select()
        .from(typingPassages)
        .orderBy(typingPassages.language, typingPassages.id, desc(typingPassages.version));
      return rows.map((row) => ({ ...toPassage(row), active: row.active }));
    },

    /** Stores the passage as the next version of its id (version 1 for a new id). */
    async insertPassageVersion(input: {
      id: string;
      language: 'en' | 'hi';
      title: string;
      text: string;
      presetFamilies: string[];
    }): Promise<TypingPassageFull> {
      return db.transaction(async (tx) => {
        // One writer per passage id at a time, so two edits cannot take the same version.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`typing-passage:${input.id}`}))`);
        const [latest] = await tx
          .select({ version: sql<number | null>`max(${typingPassages.version})` })
          .from(typingPassages)
          .where(eq(typingPassages.id, input.id));
        const [row] = await tx
          .insert(typingPassages)
          .values({
            id: input.id,
            version: (latest?.version ?? 0) + 1,
            language: input.language,
            title: input.title,
            text: input.text,
            wordCount: typingWordCount(input.text),
            characterCount: typingCharacterCount(input.text),
            presetFamilies: [...new Set(input.presetFamilies)],
          })
          .returning();
        return toPassage(row!);
      });
    },

    /** Retires or restores every version of a passage; false when there is no such passage. */
    async setPassageActive(id: string, active: boolean): Promise<boolean> {
      const rows = await db
        .update(typingPassages)
        .set({ active })
        .where(eq(typingPassages.id, id))
        .returning({ id: typingPassages.id });
      return rows.length > 0;
    },
  };
}

export type TypingRepository = ReturnType<typeof createTypingRepository>;
