import {
  equipercentileNormalised,
  MARKINGS,
  placeIn,
  PROFILE_CATEGORIES,
  scoreSheet,
  shiftStatistics,
  sscNormalised,
  STANDING_MIN_MEMBERS,
  type AnswerKey,
  type AnswerKeyCheckView,
  type AnswerKeyView,
  type CheckInput,
  type KeyAnswer,
  type ScoreCounts,
  type SheetScore,
  type ShiftStatistics,
  type Standing,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { AnswerKeyRow, AnswerKeysRepository, CheckRow, KeyHead } from './answer-keys.repository.ts';

/** How long a notice's shift counts serve normalisations before they are read again. */
export const SHIFT_COUNTS_TTL_MS = 5_000;
/** The longest the re-scoring of checks runs before members' requests get their turn. */
const RESCORE_SLICE_MS = 5;
/** Checks read and written back at a time when a key changes, and the pause between two pages. */
const RESCORE_PAGE = 500;
const RESCORE_PAUSE_MS = 10;
/** Passes over the checks at most: the first scores them all, the next any saved with the old key meanwhile. */
const RESCORE_PASSES = 3;

const shiftOf = (sheet: { shift: { date: string; time: string } }) => `${sheet.shift.date} ${sheet.shift.time}`;
const hundredths = (marks: number) => Math.round(marks * 100);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The admin's key as scoring reads it. */
function answersOf(entries: AnswerKeyRow['entries']): AnswerKey | undefined {
  const list = Object.entries(entries);
  return list.length > 0 ? new Map(list) : undefined;
}

/** The key a check is scored with: the admin's when attached, else the right options its SSC sheet marked. */
function keyOf(answers: AnswerKey | undefined, markedKey: Record<string, string[]> | null): AnswerKey | undefined {
  if (answers) return answers;
  if (markedKey && Object.keys(markedKey).length > 0) {
    // A question whose right option the sheet does not mark was dropped: SSC gives its marks to all.
    return new Map(
      Object.entries(markedKey).map(([id, right]): [string, KeyAnswer] => [
        id,
        right.length > 0 ? { right } : { dropped: true },
      ]),
    );
  }
  return undefined;
}

function score(
  key: Pick<KeyHead, 'markingPreset'>,
  answers: AnswerKey | undefined,
  check: Pick<CheckRow, 'sheet' | 'markedKey'>,
): SheetScore {
  const scoredWith = keyOf(answers, check.markedKey);
  if (!scoredWith) {
    throw new HttpError(
      409,
      'ANSWER_KEY_NOT_ATTACHED',
      'The official key is not attached yet. Choose the saved response sheet file (it marks the right answers), or check again when the key is attached.',
    );
  }
  const result = scoreSheet(check.sheet, scoredWith, MARKINGS[key.markingPreset]);
  if (!result.ok) {
    throw new HttpError(
      400,
      'SHEET_NOT_THIS_EXAM',
      `${result.missing.length} question(s) of this sheet are not in this answer key: it is the sheet of another exam or shift.`,
    );
  }
  return result.score;
}

/**
 * Answer-key day (decision 040): a member's check scored with the key and the exam's marking, their
 * rank and percentile in each group, normalised marks across shifts, and the scores made again when
 * the key changes. The member is always the session's (the routes pass `viewer.id`).
 */
export function createAnswerKeysService(deps: {
  repository: AnswerKeysRepository;
  events?: DomainEvents;
  /** How long shift counts serve before they are read again (tests shorten it). */
  shiftCountsTtlMs?: number;
}) {
  const { repository } = deps;
  const shiftCountsTtlMs = deps.shiftCountsTtlMs ?? SHIFT_COUNTS_TTL_MS;
  type Shifts = {
    /** Shifts with at least `STANDING_MIN_MEMBERS` checks: their counts and statistics. */
    enough: Array<{ shift: string; counts: ScoreCounts; stats: ShiftStatistics }>;
    overall: ShiftStatistics;
    members: number;
  };
  const shiftCache = new Map<string, { at: number; shifts: Promise<Shifts>; refreshing?: boolean }>();
  const answersCache = new Map<string, { version: number; answers: Promise<AnswerKey | undefined> }>();

  /** The admin's key of a notice as scoring reads it, read and built once per key version (and instance). */
  function answersFor(key: KeyHead): Promise<AnswerKey | undefined> {
    if (!key.keyAttached) return Promise.resolve(undefined);
    const cached = answersCache.get(key.noticeId);
    if (cached && cached.version === key.version) return cached.answers;
    const answers = repository.keyEntries(key.noticeId).then((row) => (row ? answersOf(row.entries) : undefined));
    answersCache.set(key.noticeId, { version: key.version, answers });
    answers.catch(() => answersCache.delete(key.noticeId));
    return answers;
  }

  async function readShifts(noticeId: string): Promise<Shifts> {
    const all = await repository.shiftCounts(noticeId);
    const enough = [...all]
      .map(([shift, counts]) => ({ shift, counts, stats: shiftStatistics(counts) }))
      .filter(({ stats }) => stats.candidates >= STANDING_MIN_MEMBERS);
    const overall = shiftStatistics(enough.flatMap(({ counts }) => counts));
    return { enough, overall, members: overall.candidates };
  }

  /**
   * Every shift's counts and statistics, read at most once per `shiftCountsTtlMs` per notice (and
   * instance). Once read, a request never waits for them: past their time they still serve while one
   * read of the new counts runs (at 200 checks a second, waiting would hold a dozen requests each time).
   */
  function shifts(noticeId: string): Promise<Shifts> {
    const cached = shiftCache.get(noticeId);
    if (!cached) {
      const read = readShifts(noticeId);
      shiftCache.set(noticeId, { at: performance.now(), shifts: read });
      read.catch(() => shiftCache.delete(noticeId));
      return read;
    }
    if (performance.now() - cached.at >= shiftCountsTtlMs && !cached.refreshing) {
      cached.refreshing = true;
      readShifts(noticeId).then(
        (fresh) => {
          // A rescore may have dropped this entry meanwhile: its counts are newer than this read.
          if (shiftCache.get(noticeId) === cached) {
            shiftCache.set(noticeId, { at: performance.now(), shifts: Promise.resolve(fresh) });
          }
        },
        () => {
          cached.refreshing = false;
        },
      );
    }
    return cached.shifts;
  }

  async function normalised(key: KeyHead, check: CheckRow): Promise<Standing['normalised']> {
    if (key.normalisation === 'none') return null;
    const { enough, overall, members } = await shifts(key.noticeId);
    const own = enough.find(({ shift }) => shift === check.shift);
    if (!own || enough.length < 2) return null;
    const marks =
      key.normalisation === 'ssc_2019'
        ? sscNormalised(own.stats, overall, check.score / 100)
        : equipercentileNormalised(
            own.counts,
            enough.map(({ counts }) => counts),
            check.score,
          );
    if (marks === undefined) return null;
    return { method: key.normalisation, marks: round2(marks), members, shifts: enough.length };
  }

  async function standing(key: KeyHead, check: CheckRow): Promise<Standing> {
    const [figures, normalisedMarks] = await Promise.all([
      repository.groupFigures(key.noticeId, check, check.score),
      normalised(key, check),
    ]);
    const category = PROFILE_CATEGORIES.find((c) => c === check.category);
    const cutoffMarks = category === undefined ? undefined : key.cutoffs[category];
    const marks = normalisedMarks?.marks ?? check.score / 100;
    return {
      groups: figures.map(({ kind, value, ...tally }) => {
        const place = tally.members >= STANDING_MIN_MEMBERS ? placeIn(tally) : null;
        return {
          kind,
          value,
          members: tally.members,
          rank: place?.rank ?? null,
          percentile: place ? round2(place.percentile) : null,
        };
      }),
      normalised: normalisedMarks,
      cutoff:
        category !== undefined && cutoffMarks !== undefined
          ? { category, marks: cutoffMarks, distance: round2(marks - cutoffMarks) }
          : null,
    };
  }

  async function checkView(key: KeyHead, check: CheckRow, scored?: SheetScore): Promise<AnswerKeyCheckView> {
    return {
      shift: check.shift,
      stage: key.stage,
      score: scored ?? score(key, await answersFor(key), check),
      standing: await standing(key, check),
      objections: check.objections,
      checkedAt: check.updatedAt.toISOString(),
    };
  }

  async function requireKey(noticeId: string) {
    const found = await repository.findKey(noticeId);
    if (!found) {
      throw new HttpError(404, 'NOT_FOUND', 'This answer key does not exist or has no score check.');
    }
    return found;
  }

  /** One pass over the checks scored under an older key, in pages; answers how many it scored. */
  async function rescorePass(
    noticeId: string,
    key: AnswerKeyRow,
    answers: AnswerKey | undefined,
    pageSize: number,
    changes: Map<string, { from: number; to: number }>,
  ): Promise<number> {
    let scored = 0;
    for (let after = ''; ;) {
      const page = await repository.staleChecks(noticeId, key.version, after, pageSize);
      if (page.length === 0) return scored;
      const scores: Array<{ userId: string; score: number }> = [];
      let slice = performance.now();
      for (const check of page) {
        let marks: number;
        try {
          marks = hundredths(score(key, answers, check).score);
        } catch {
          // A sheet the new key does not cover keeps its score (it was scored with its own marks).
          marks = check.score;
        }
        if (marks !== check.score) {
          const from = changes.get(check.userId)?.from ?? check.score / 100;
          changes.set(check.userId, { from, to: marks / 100 });
        }
        scores.push({ userId: check.userId, score: marks });
        // Members' requests go first: the loop gives way every few milliseconds.
        if (performance.now() - slice > RESCORE_SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          slice = performance.now();
        }
      }
      await repository.updateScores(noticeId, key.version, scores);
      scored += page.length;
      after = page.at(-1)!.userId;
      // The database too gives members' requests room between two pages.
      await new Promise((resolve) => setTimeout(resolve, RESCORE_PAUSE_MS));
    }
  }

  return {
    async view(noticeId: string, userId: string): Promise<AnswerKeyView> {
      const found = await requireKey(noticeId);
      const check = await repository.findCheck(noticeId, userId);
      return {
        noticeId,
        title: found.title,
        titleHi: found.titleHi,
        recruitmentTitle: found.recruitmentTitle,
        recruitmentTitleHi: found.recruitmentTitleHi,
        markingPreset: found.key.markingPreset,
        stage: found.key.stage,
        keyAttached: found.key.keyAttached,
        normalisation: found.key.normalisation,
        objection: {
          start: found.objectionStart,
          end: found.objectionEnd,
          feePerQuestion: found.objectionFeePerQuestion,
          link: found.officialSourceUrl,
        },
        check: check ? await checkView(found.key, check) : null,
      };
    },

    /** Scores the member's sheet, stores it (replacing theirs) and answers with the score and standing. */
    async check(noticeId: string, userId: string, input: CheckInput): Promise<AnswerKeyCheckView> {
      const { key } = await requireKey(noticeId);
      const scored = score(key, await answersFor(key), { sheet: input.sheet, markedKey: input.markedKey });
      const check = await repository.saveCheck({
        noticeId,
        userId,
        shift: shiftOf(input.sheet),
        sheet: input.sheet,
        markedKey: input.markedKey,
        score: hundredths(scored.score),
        keyVersion: key.version,
      });
      return checkView(key, check, scored);
    },

    /**
     * What the member's shareable score card says: the exam, the marks, the overall rank and the
     * normalised marks as they see them, nothing of the person. Undefined when they have no check.
     */
    async scoreCard(noticeId: string, userId: string) {
      const found = await requireKey(noticeId);
      const check = await repository.findCheck(noticeId, userId);
      if (!check) return undefined;
      const view = await checkView(found.key, check);
      const all = view.standing.groups.find((group) => group.kind === 'all');
      const marks = (value: number) => String(round2(value));
      return {
        exam: found.recruitmentTitle,
        notice: found.title,
        marks: marks(view.score.score),
        maxMarks: marks(view.score.maxScore),
        rank: all?.rank ? `${all.rank} / ${all.members}` : null,
        normalised: view.standing.normalised ? marks(view.standing.normalised.marks) : null,
        stage: found.key.stage,
      };
    },

    async forget(noticeId: string, userId: string): Promise<void> {
      await requireKey(noticeId);
      await repository.deleteCheck(noticeId, userId);
    },

    async object(noticeId: string, userId: string, questionIds: string[]): Promise<AnswerKeyCheckView> {
      const { key } = await requireKey(noticeId);
      const check = await repository.findCheck(noticeId, userId);
      if (!check)
        throw new HttpError(404, 'NOT_FOUND', 'Check your score first, then mark the questions you object to.');
      const onSheet = new Set(check.sheet.sections.flatMap((s) => s.questions.map((q) => q.questionId)));
      const unknown = questionIds.filter((id) => !onSheet.has(id));
      if (unknown.length > 0) {
        throw new HttpError(400, 'NOT_ON_SHEET', `Question ${unknown[0]} is not on your response sheet.`);
      }
      const objections = [...new Set(questionIds)];
      await repository.setObjections(noticeId, userId, objections);
      return checkView(key, { ...check, objections });
    },

    /**
     * Scores every check made under an older key again, in pages, then makes the counts again, and tells
     * of the members whose score changed (`answer-key.rescored`). Answers with the key's version, how
     * many questions it drops, and those members (in marks, before and after).
     */
    async rescore(noticeId: string, pageSize = RESCORE_PAGE) {
      const key = await repository.adminKey(noticeId);
      if (!key) return { version: 0, dropped: 0, changes: [] };
      const answers = answersOf(key.entries);
      const changed = new Map<string, { from: number; to: number }>();
      // A check saved with the old key while a pass ran, behind its cursor, is left for the next pass:
      // passes go on until one finds nothing left (its request read the key before it changed).
      for (let pass = 0; pass < RESCORE_PASSES; pass += 1) {
        if ((await rescorePass(noticeId, key, answers, pageSize, changed)) === 0) break;
      }
      const changes = [...changed].flatMap(([userId, { from, to }]) => (from === to ? [] : [{ userId, from, to }]));
      await repository.rebuildCounts(noticeId);
      shiftCache.delete(noticeId);
      const dropped = Object.values(key.entries).filter((answer) => 'dropped' in answer).length;
      // Members whose score moved hear of it (alerts' notification listeners).
      const found = changes.length > 0 ? await repository.findKey(noticeId) : undefined;
      if (found) {
        deps.events?.emit('answer-key.rescored', {
          noticeId,
          version: key.version,
          title: found.recruitmentTitle,
          dropped,
          changes,
        });
      }
      return { version: key.version, dropped, changes };
    },
  };
}

export type AnswerKeysService = ReturnType<typeof createAnswerKeysService>;
