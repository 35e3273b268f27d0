import {
  equipercentileNormalised,
  placeIn,
  PROFILE_CATEGORIES,
  shiftStatistics,
  sscNormalised,
  STANDING_MIN_MEMBERS,
  type AnswerKey,
  type AnswerKeyCheckView,
  type AnswerKeyView,
  type CheckInput,
  type ScoreCounts,
  type SheetScore,
  type ShiftStatistics,
  type Standing,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { AnswerKeysRepository, CheckRow, GroupFigures, KeyHead } from './answer-keys.repository.ts';
import { answersOf, hundredths, scoreCheck } from './check-scoring.ts';
import { rescoreChecks, type RescoreJob, type ScoreChange } from './rescore.ts';

/** Saves of one check at most while its key keeps changing under it (each scores it with the newest). */
const CHECK_ATTEMPTS = 3;

/** How long a notice's key, as checks read it, serves before it is read again (`keyFor`). */
const KEY_HEAD_TTL_MS = 1_000;

/** How long a notice's shift counts serve normalisations before they are read again. */
export const SHIFT_COUNTS_TTL_MS = 5_000;

const shiftOf = (sheet: { shift: { date: string; time: string } }) => `${sheet.shift.date} ${sheet.shift.time}`;
const round2 = (value: number) => Math.round(value * 100) / 100;

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
  /**
   * Where a changed key's checks are scored again: the app gives a worker thread of its own
   * (`rescoreInThread`), so members' requests never wait behind it; by default, in this thread.
   */
  rescoreChecks?: (job: RescoreJob) => Promise<ScoreChange[]>;
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
  const keyHeads = new Map<string, { at: number; key: Promise<KeyHead> }>();

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

  /** The check's standing; `known` figures are its groups' as its save read them (else read now). */
  async function standing(key: KeyHead, check: CheckRow, known?: GroupFigures[]): Promise<Standing> {
    const [figures, normalisedMarks] = await Promise.all([
      known ?? repository.groupFigures(key.noticeId, check, check.score),
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

  /** A check as its member sees it; `known` is what the request has already (its score, its figures). */
  async function checkView(
    key: KeyHead,
    check: CheckRow,
    known: { scored?: SheetScore; figures?: GroupFigures[] } = {},
  ): Promise<AnswerKeyCheckView> {
    return {
      shift: check.shift,
      stage: key.stage,
      score: known.scored ?? scoreCheck(key, await answersFor(key), check),
      standing: await standing(key, check, known.figures),
      objections: check.objections,
      checkedAt: check.updatedAt.toISOString(),
    };
  }

  const notFound = () => new HttpError(404, 'NOT_FOUND', 'This answer key does not exist or has no score check.');

  async function requireKey(noticeId: string) {
    const found = await repository.findKey(noticeId);
    if (!found) throw notFound();
    return found;
  }

  /**
   * The key a check is scored with, read at most once per `KEY_HEAD_TTL_MS` per notice (and instance):
   * at 200 checks a second, its read was a third of a check's work. Only its version decides the score,
   * and the save confirms that; its stage, normalisation and cut-offs come back fresh from the save.
   * A notice hidden meanwhile still takes checks for that second.
   */
  function keyFor(noticeId: string): Promise<KeyHead> {
    const cached = keyHeads.get(noticeId);
    if (cached && performance.now() - cached.at < KEY_HEAD_TTL_MS) return cached.key;
    const key = requireKey(noticeId).then((found) => found.key);
    keyHeads.set(noticeId, { at: performance.now(), key });
    key.catch(() => keyHeads.delete(noticeId));
    return key;
  }

  return {
    async view(noticeId: string, userId: string): Promise<AnswerKeyView> {
      // The key, the member's check and its figures in one read.
      const found = await repository.findKeyWithCheck(noticeId, userId);
      if (!found) throw notFound();
      const { check, figures } = found;
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
        check: check ? await checkView(found.key, check, { figures: figures ?? undefined }) : null,
      };
    },

    /**
     * Scores the member's sheet, stores it (replacing theirs) and answers with the score and standing.
     * The key it is scored with may be a second old (`keyFor`): the save compares its version with the
     * notice's under the notice's lock and refuses it if the key was replaced; the kept key is then
     * dropped and the sheet scored again with the key read afresh.
     */
    async check(noticeId: string, userId: string, input: CheckInput): Promise<AnswerKeyCheckView> {
      for (let attempt = 1; ; attempt += 1) {
        const key = await keyFor(noticeId);
        const scored = scoreCheck(key, await answersFor(key), { sheet: input.sheet, markedKey: input.markedKey });
        const saved = await repository.saveCheck({
          noticeId,
          userId,
          shift: shiftOf(input.sheet),
          sheet: input.sheet,
          markedKey: input.markedKey,
          score: hundredths(scored.score),
          keyVersion: key.version,
        });
        if (saved) return checkView({ ...key, ...saved.key }, saved.check, { scored, figures: saved.figures });
        keyHeads.delete(noticeId);
        if (attempt === CHECK_ATTEMPTS) {
          throw new HttpError(409, 'ANSWER_KEY_CHANGING', 'The answer key is being changed. Check again in a minute.');
        }
      }
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

    /**
     * Members' checks of a notice per shift, in aggregate (what an admin sees, decision 040): how many,
     * their mean, spread and top 0.1 % average, from the score counts; never one member's answers.
     */
    async checkFigures(noticeId: string) {
      const shifts = [...(await repository.shiftCounts(noticeId))]
        .map(([shift, counts]) => {
          const stats = shiftStatistics(counts);
          return {
            shift,
            members: stats.candidates,
            mean: round2(stats.mean),
            sd: round2(stats.sd),
            topAverage: round2(stats.topAverage),
          };
        })
        .sort((a, b) => a.shift.localeCompare(b.shift));
      return { members: shifts.reduce((sum, s) => sum + s.members, 0), shifts };
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
    async rescore(noticeId: string, pageSize?: number) {
      const key = await repository.adminKey(noticeId);
      if (!key) return { version: 0, dropped: 0, changes: [] };
      const job: RescoreJob = {
        noticeId,
        version: key.version,
        markingPreset: key.markingPreset,
        entries: key.entries,
        ...(pageSize ? { pageSize } : {}),
      };
      const changes = await (deps.rescoreChecks ?? ((j: RescoreJob) => rescoreChecks(repository, j)))(job);
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
