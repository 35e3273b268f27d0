import {
  formatPercentile,
  marksAsNumber,
  parseNumericAnswer,
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
  type MockTestPaperPassage,
  type MockTestResponse,
  type MockTestResult,
  type MockTestSaved,
  type MockTestSummary,
  type SaveMockTestResponsesInput,
  type StartMockTestAttemptInput,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { RenderedTest } from './content-render.ts';
import type { AttemptRow, CatalogueRow, MockTestsRepository, Scorer, StoredPaper } from './mock-tests.repository.ts';

const score: Scorer = (content, responses) => scoreAttempt(content, responses);

/**
 * A response answers its question the way its type asks: an option of a single-answer question,
 * options of a multiple-answer one, a value for a numeric one.
 */
function checkResponseFits(
  question: MockTestContent['sections'][number]['questions'][number],
  response: MockTestResponse,
) {
  const misfit = (message: string) => new HttpError(400, 'ANSWER_DOES_NOT_FIT', message);
  const count = question.options.length;
  const chosen = [
    ...(response.selectedIndex === null ? [] : [response.selectedIndex]),
    ...(response.selectedIndexes ?? []),
  ];
  if (question.type !== 'multiple' && (response.selectedIndexes?.length ?? 0) > 0) {
    throw misfit(`Question "${response.questionKey}" takes one option, not several.`);
  }
  if (question.type !== 'single' && response.selectedIndex !== null) {
    throw misfit(
      question.type === 'numeric'
        ? `Question "${response.questionKey}" takes a number typed in, not an option.`
        : `Question "${response.questionKey}" takes its options as a list.`,
    );
  }
  if (question.type !== 'numeric' && response.value !== undefined && response.value !== '') {
    throw misfit(`Question "${response.questionKey}" takes an option, not a typed answer.`);
  }
  if (question.type === 'numeric' && response.value && parseNumericAnswer(response.value) === undefined) {
    throw misfit('Type a number, such as 42, -3 or 12.5.');
  }
  if (chosen.some((index) => index >= count)) {
    throw new HttpError(400, 'UNKNOWN_OPTION', `Question "${response.questionKey}" has no such option.`);
  }
}

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

/** Each set's passage with the numbers of its questions in the whole paper ("Q. 6–10"). */
function passagesOf(
  section: MockTestContent['sections'][number],
  numberBase: number,
  rendered: RenderedTest,
): MockTestPaperPassage[] {
  return section.passages.map((passage) => {
    const numbers = section.questions.flatMap((question, index) =>
      question.passage === passage.key ? [numberBase + index + 1] : [],
    );
    return {
      key: passage.key,
      text: rendered.passages[`${section.key}/${passage.key}`] ?? passage.text,
      firstNumber: numbers[0] ?? 0,
      lastNumber: numbers.at(-1) ?? 0,
    };
  });
}

/** The questions before each section, so numbers run through the whole paper as in the official one. */
function numberBases(content: MockTestContent): number[] {
  let base = 0;
  return content.sections.map((section) => {
    const start = base;
    base += section.questions.length;
    return start;
  });
}

/** The paper without its answer key: no right options, explanations, topics or discarded flags. */
export function paperOf({ content, rendered }: StoredPaper): MockTestPaper {
  const bases = numberBases(content);
  return {
    slug: content.slug,
    title: content.title,
    titleHi: content.titleHi ?? null,
    exam: content.exam,
    languages: content.languages,
    durationMinutes: content.durationMinutes,
    figures: rendered.figures ?? [],
    sections: content.sections.map((section, s) => ({
      key: section.key,
      title: section.title,
      titleHi: section.titleHi ?? null,
      durationMinutes: section.durationMinutes ?? null,
      passages: passagesOf(section, bases[s]!, rendered),
      questions: section.questions.map((question) => {
        const marking = questionMarking(content, section, question);
        const html = rendered.questions[question.key];
        return {
          key: question.key,
          type: question.type,
          passage: question.passage ?? null,
          text: html?.text ?? question.text,
          options: html?.options ?? question.options,
          marks: marksAsNumber(marking.marks),
          negativeMarks: marksAsNumber(marking.negativeMarks),
        };
      }),
    })),
  };
}

/** The right options of a question: one, several, or none for a numeric question. */
function rightOptions(question: MockTestContent['sections'][number]['questions'][number]): number[] {
  if (question.type === 'multiple') return [...(question.answerIndexes ?? [])].sort((a, b) => a - b);
  if (question.type === 'single' && question.answerIndex !== undefined) return [question.answerIndex];
  return [];
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
  async function paperFor(slug: string): Promise<StoredPaper> {
    const paper = await repository.paper(slug);
    if (!paper) throw new HttpError(404, 'NOT_FOUND', 'This test does not exist.');
    return paper;
  }
  const contentOf = async (slug: string) => (await paperFor(slug)).content;

  /** The user's attempt after submitting it if its time is over. */
  async function attemptOf(userId: string, id: string) {
    await repository.submitDue(score, { userId });
    const attempt = await repository.findAttempt(userId, id);
    if (!attempt) throw notFound();
    return attempt;
  }

  async function state(userId: string, id: string): Promise<MockTestAttemptState> {
    const attempt = await attemptOf(userId, id);
    const stored = await paperFor(attempt.testSlug);
    const { content } = stored;
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
      paper: paperOf(stored),
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
    const stored = await paperFor(attempt.testSlug);
    const { content, rendered } = stored;
    const scored = scoreAttempt(content, Object.values(attempt.responses));
    const ranked = attempt.attemptNumber === 1;
    const [standing, benchmarks] = await Promise.all([
      repository.standing(attempt.testSlug, scored.score),
      repository.benchmarks(attempt.testSlug),
    ]);
    const byKey = new Map(scored.questionResults.map((row) => [row.questionKey, row]));
    const { sections: paperSections, figures: _figures, ...test } = paperOf(stored);
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
      review: content.sections.map((section, s) => ({
        key: section.key,
        title: section.title,
        titleHi: section.titleHi ?? null,
        passages: paperSections[s]!.passages,
        questions: section.questions.map((question) => {
          const row = byKey.get(question.key)!;
          const html = rendered.questions[question.key];
          return {
            key: question.key,
            type: question.type,
            passage: question.passage ?? null,
            topic: question.topic,
            text: html?.text ?? question.text,
            options: html?.options ?? question.options,
            answerIndexes: rightOptions(question),
            answer: question.type === 'numeric' ? (question.answer ?? null) : null,
            tolerance: question.type === 'numeric' ? (question.tolerance ?? 0) : null,
            explanation: html?.explanation ?? question.explanation,
            selectedIndex: row.selectedIndex,
            selectedIndexes: row.selectedIndexes,
            value: row.value,
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
        checkResponseFits(found.question, response);
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
