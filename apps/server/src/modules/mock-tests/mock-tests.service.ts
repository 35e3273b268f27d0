import {
  formatPercentile,
  marksAsNumber,
  MOCK_TEST_HISTORY_LIMIT,
  percentileFromCounts,
  questionMarking,
  scoreAttempt,
  sectionIsOpen,
  sectionWindows,
  type MockTestAttemptState,
  type MockTestCatalogue,
  type MockTestContent,
  type MockTestHistory,
  type MockTestPaper,
  type MockTestResponse,
  type MockTestResult,
  type MockTestSaved,
  type MockTestSummary,
  type SaveMockTestResponsesInput,
  type StartMockTestAttemptInput,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { AttemptRow, CatalogueRow, MockTestsRepository, Scorer } from './mock-tests.repository.ts';

const score: Scorer = (content, responses) => scoreAttempt(content, responses);

const notFound = () => new HttpError(404, 'NOT_FOUND', 'This attempt does not exist.');
const timeOver = () =>
  new HttpError(
    409,
    'TIME_OVER',
    'The time for this test is over, so answers are no longer accepted. Your attempt has been submitted.',
  );

function toSummary(row: CatalogueRow): MockTestSummary {
  const { content } = row;
  return {
    slug: row.slug,
    title: content.title,
    titleHi: content.titleHi ?? null,
    exam: content.exam,
    sector: content.sector,
    description: content.description,
    languages: content.languages,
    durationMinutes: content.durationMinutes,
    questionCount: row.questionCount,
    maxScore: row.maxScore,
    marksPerQuestion: marksAsNumber(content.marksPerQuestion),
    negativeMarks: marksAsNumber(content.negativeMarks),
    negativeMarksLabel: String(content.negativeMarks),
    sections: row.sections,
    attempts: row.attempts,
    myAttempts: row.myAttempts,
    myBest: row.myBest,
    inProgressAttemptId: row.inProgressAttemptId,
  };
}

/** The paper without its answer key: no right options, explanations, topics or discarded flags. */
export function paperOf(content: MockTestContent): MockTestPaper {
  return {
    slug: content.slug,
    title: content.title,
    titleHi: content.titleHi ?? null,
    exam: content.exam,
    languages: content.languages,
    durationMinutes: content.durationMinutes,
    sections: content.sections.map((section) => ({
      key: section.key,
      title: section.title,
      titleHi: section.titleHi ?? null,
      durationMinutes: section.durationMinutes ?? null,
      questions: section.questions.map((question) => {
        const marking = questionMarking(content, section, question);
        return {
          key: question.key,
          text: question.text,
          options: question.options,
          marks: marksAsNumber(marking.marks),
          negativeMarks: marksAsNumber(marking.negativeMarks),
        };
      }),
    })),
  };
}

function windowsOf(content: MockTestContent, attempt: AttemptRow) {
  return sectionWindows(content.sections, attempt.startedAt.getTime(), attempt.deadline.getTime());
}

/**
 * Mock-test attempts. The server owns the clock: the deadline is fixed at the start by the database,
 * answers are refused after it (and after their section's own timer), and attempts left open are
 * submitted by `submitDue`, both on an interval (`startDeadlineSweep`) and before any read or write
 * of a user's attempts, so no instance ever shows an overdue attempt as open.
 */
export function createMockTestsService(repository: MockTestsRepository) {
  async function contentOf(slug: string): Promise<MockTestContent> {
    const content = await repository.content(slug);
    if (!content) throw new HttpError(404, 'NOT_FOUND', 'This test does not exist.');
    return content;
  }

  /** The user's attempt after submitting it if its time is over. */
  async function attemptOf(userId: string, id: string) {
    await repository.submitDue(score, { userId });
    const attempt = await repository.findAttempt(userId, id);
    if (!attempt) throw notFound();
    return attempt;
  }

  async function state(userId: string, id: string): Promise<MockTestAttemptState> {
    const attempt = await attemptOf(userId, id);
    const content = await contentOf(attempt.testSlug);
    return {
      id: attempt.id,
      testSlug: attempt.testSlug,
      attemptNumber: attempt.attemptNumber,
      ranked: attempt.attemptNumber === 1,
      status: attempt.status as MockTestAttemptState['status'],
      language: attempt.language as MockTestAttemptState['language'],
      startedAt: attempt.startedAt.toISOString(),
      deadline: attempt.deadline.toISOString(),
      serverNow: attempt.dbNow.toISOString(),
      sections: windowsOf(content, attempt).map((window) => ({
        key: window.key,
        opensAt: new Date(window.opensAt).toISOString(),
        closesAt: new Date(window.closesAt).toISOString(),
      })),
      paper: paperOf(content),
      responses: Object.values(attempt.responses),
    };
  }

  async function result(userId: string, id: string): Promise<MockTestResult> {
    const attempt = await attemptOf(userId, id);
    if (attempt.status !== 'submitted' || !attempt.submittedAt) {
      throw new HttpError(
        409,
        'NOT_SUBMITTED',
        'The result, the answer key and the explanations are shown once the attempt is submitted.',
      );
    }
    const content = await contentOf(attempt.testSlug);
    const scored = scoreAttempt(content, Object.values(attempt.responses));
    const ranked = attempt.attemptNumber === 1;
    const [standing, benchmarks] = await Promise.all([
      repository.standing(attempt.testSlug, scored.score),
      repository.benchmarks(attempt.testSlug),
    ]);
    const byKey = new Map(scored.questionResults.map((row) => [row.questionKey, row]));
    const { sections: _sections, ...test } = paperOf(content);
    const { sections: _s, topics: _t, questionResults: _q, ...total } = scored;
    return {
      attempt: {
        id: attempt.id,
        testSlug: attempt.testSlug,
        attemptNumber: attempt.attemptNumber,
        ranked,
        language: attempt.language as MockTestResult['attempt']['language'],
        startedAt: attempt.startedAt.toISOString(),
        submittedAt: attempt.submittedAt.toISOString(),
        submittedBy: (attempt.submittedBy ?? 'candidate') as MockTestResult['attempt']['submittedBy'],
      },
      test,
      score: total,
      sections: scored.sections.map(({ sectionKey, ...tally }) => {
        const section = content.sections.find((s) => s.key === sectionKey)!;
        return { key: sectionKey, title: section.title, titleHi: section.titleHi ?? null, ...tally };
      }),
      topics: scored.topics,
      rank: ranked ? standing.higher + 1 : null,
      percentile: ranked ? formatPercentile(percentileFromCounts(standing.atOrBelow, standing.all)) : null,
      comparison: benchmarks,
      review: content.sections.map((section) => ({
        key: section.key,
        title: section.title,
        titleHi: section.titleHi ?? null,
        questions: section.questions.map((question) => {
          const row = byKey.get(question.key)!;
          return {
            key: question.key,
            topic: question.topic,
            text: question.text,
            options: question.options,
            answerIndex: question.answerIndex,
            explanation: question.explanation,
            selectedIndex: row.selectedIndex,
            outcome: row.outcome,
            paletteState: row.paletteState,
            marks: row.marks,
            maxMarks: row.maxMarks,
            timeSpentMs: row.timeSpentMs,
          };
        }),
      })),
    };
  }

  return {
    state,
    result,

    /** Submits every overdue attempt (the interval sweep). */
    submitDue: () => repository.submitDue(score),

    async catalogue(userId: string, filter: { sector?: string; q?: string }): Promise<MockTestCatalogue> {
      await repository.submitDue(score, { userId });
      return { items: (await repository.catalogue(userId, filter)).map(toSummary) };
    },

    async test(userId: string, slug: string): Promise<MockTestSummary> {
      await repository.submitDue(score, { userId });
      const [row] = await repository.catalogue(userId, { slug });
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'This test does not exist.');
      return toSummary(row);
    },

    /** Starts an attempt, or resumes the one in progress (a second tab, a double tap). */
    async start(
      userId: string,
      slug: string,
      input: StartMockTestAttemptInput,
    ): Promise<{ created: boolean; state: MockTestAttemptState }> {
      await repository.submitDue(score, { userId });
      const [row] = await repository.catalogue(userId, { slug });
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'This test does not exist.');
      if (!row.content.languages.includes(input.language)) {
        throw new HttpError(400, 'LANGUAGE_NOT_OFFERED', 'This test is not offered in that language.');
      }
      const existing = await repository.inProgressId(userId, slug);
      if (existing) return { created: false, state: await state(userId, existing) };
      const id = await repository.startAttempt({
        userId,
        testSlug: slug,
        language: input.language,
        durationMinutes: row.content.durationMinutes,
        maxScore: row.maxScore,
      });
      const resumed = id ?? (await repository.inProgressId(userId, slug));
      if (!resumed) throw new HttpError(409, 'TRY_AGAIN', 'The test could not be started. Please try again.');
      return { created: id !== undefined, state: await state(userId, resumed) };
    },

    /**
     * Saves responses as the candidate makes them. Refused after the deadline, for a question of a
     * section that is locked or not open yet, and for a question or option the paper does not have.
     */
    async save(userId: string, id: string, input: SaveMockTestResponsesInput): Promise<MockTestSaved> {
      const attempt = await attemptOf(userId, id);
      if (attempt.status !== 'in_progress') throw timeOver();
      const content = await contentOf(attempt.testSlug);
      const windows = new Map(windowsOf(content, attempt).map((window) => [window.key, window]));
      const questions = new Map(
        content.sections.flatMap((section) =>
          section.questions.map((question) => [question.key, { section: section.key, question }] as const),
        ),
      );
      const nowMs = attempt.dbNow.getTime();
      // Past the deadline the answer is "time over", whatever the section: the deadline sweep may be
      // submitting this attempt in a transaction this read does not see yet.
      if (nowMs >= attempt.deadline.getTime()) throw timeOver();
      const limitMs = attempt.deadline.getTime() - attempt.startedAt.getTime();
      const responses: MockTestResponse[] = [];
      for (const response of input.responses) {
        const found = questions.get(response.questionKey);
        if (!found) {
          throw new HttpError(400, 'UNKNOWN_QUESTION', `This test has no question "${response.questionKey}".`);
        }
        if (response.selectedIndex !== null && response.selectedIndex >= found.question.options.length) {
          throw new HttpError(400, 'UNKNOWN_OPTION', `Question "${response.questionKey}" has no such option.`);
        }
        const window = windows.get(found.section)!;
        if (!sectionIsOpen(window, nowMs)) {
          throw nowMs >= window.closesAt
            ? new HttpError(409, 'SECTION_LOCKED', 'The time for this section is over: its answers are locked.')
            : new HttpError(409, 'SECTION_NOT_OPEN', 'This section opens when the previous section’s time ends.');
        }
        responses.push({ ...response, timeSpentMs: Math.min(response.timeSpentMs, limitMs) });
      }
      const saved = await repository.saveResponses(userId, id, responses, input.language);
      if (!saved) {
        await repository.submitDue(score, { userId });
        throw timeOver();
      }
      return { saved: responses.length, serverNow: saved.dbNow.toISOString(), deadline: saved.deadline.toISOString() };
    },

    /** Submits the attempt and returns its result; submitting a submitted attempt returns its result too. */
    async submit(userId: string, id: string): Promise<MockTestResult> {
      const attempt = await attemptOf(userId, id);
      if (attempt.status === 'in_progress') await repository.submit(id, score);
      return result(userId, id);
    },

    async history(userId: string, testSlug?: string): Promise<MockTestHistory> {
      await repository.submitDue(score, { userId });
      const rows = await repository.history(userId, MOCK_TEST_HISTORY_LIMIT, testSlug);
      return {
        items: rows.map(({ attempt, testTitle, exam }) => ({
          id: attempt.id,
          testSlug: attempt.testSlug,
          testTitle,
          exam,
          attemptNumber: attempt.attemptNumber,
          ranked: attempt.attemptNumber === 1,
          status: attempt.status as MockTestHistory['items'][number]['status'],
          score: attempt.score,
          maxScore: attempt.maxScore,
          accuracy: attempt.accuracy,
          startedAt: attempt.startedAt.toISOString(),
          submittedAt: attempt.submittedAt?.toISOString() ?? null,
          submittedBy: attempt.submittedBy as MockTestHistory['items'][number]['submittedBy'],
        })),
      };
    },
  };
}

export type MockTestsService = ReturnType<typeof createMockTestsService>;

/**
 * Submits overdue attempts every `intervalMs` in this process. Several instances may all run it: the
 * sweep claims rows with `SKIP LOCKED` and finalises only attempts still in progress. Returns a stop
 * function.
 */
export function startDeadlineSweep(
  service: Pick<MockTestsService, 'submitDue'>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = service
      .submitDue()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  // Stopping waits for a sweep under way, so the database pool is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
