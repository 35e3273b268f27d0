import type { KeyAnswer, MarkingPreset } from '@jobportal/shared';
import type { AnswerKeysRepository } from './answer-keys.repository.ts';
import { answersOf, hundredths, scoreCheck } from './check-scoring.ts';

/** A changed key whose checks are to be scored again: what a worker thread is given. */
export type RescoreJob = {
  noticeId: string;
  version: number;
  markingPreset: MarkingPreset;
  entries: Record<string, KeyAnswer>;
  pageSize?: number;
};

/** A member whose score the new key changed, in marks. */
export type ScoreChange = { userId: string; from: number; to: number };

/** Checks read and written back at a time, and the pause between two pages (the database's members first). */
const RESCORE_PAGE = 500;
const RESCORE_PAUSE_MS = 10;
/** The longest scoring runs before the thread gives way (it may be the thread answering requests). */
const RESCORE_SLICE_MS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Scores every check made under an older key version again with the new one, in pages, and answers
 * with the members whose score changed. One pass finds them all: a check scored with the old key is
 * refused once the new one is saved (`jobportal_answer_key_check` compares the versions under the
 * notice's lock), so none appears behind the cursor. The counts are not touched here.
 */
export async function rescoreChecks(
  repository: Pick<AnswerKeysRepository, 'staleChecks' | 'updateScores'>,
  job: RescoreJob,
): Promise<ScoreChange[]> {
  const answers = answersOf(job.entries);
  const changed: ScoreChange[] = [];
  const pageSize = job.pageSize ?? RESCORE_PAGE;
  const read = (after: string) => repository.staleChecks(job.noticeId, job.version, after, pageSize);
  // The next page is read while this one is scored: the database and this thread work side by side.
  for (let page = await read(''); page.length > 0;) {
    const next = page.length === pageSize ? read(page.at(-1)!.userId) : Promise.resolve([]);
    next.catch(() => undefined); // Awaited below; a failure before then is not unhandled.
    const scores: Array<{ userId: string; score: number }> = [];
    let slice = performance.now();
    for (const check of page) {
      let marks: number;
      try {
        marks = hundredths(scoreCheck(job, answers, check).score);
      } catch {
        // A sheet the new key does not cover keeps its score (it was scored with its own marks).
        marks = check.score;
      }
      if (marks !== check.score) changed.push({ userId: check.userId, from: check.score / 100, to: marks / 100 });
      scores.push({ userId: check.userId, score: marks });
      if (performance.now() - slice > RESCORE_SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
    }
    await repository.updateScores(job.noticeId, job.version, scores);
    await pause(RESCORE_PAUSE_MS);
    page = await next;
  }
  return changed;
}
