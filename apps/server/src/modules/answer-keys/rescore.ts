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
/** Passes over the checks at most: the first scores them all, the next any saved with the old key meanwhile. */
const RESCORE_PASSES = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Scores every check made under an older key version again with the new one, in pages, and answers
 * with the members whose score changed (once each, first score to last). A check saved with the old
 * key while a pass ran, behind its cursor, is left for the next pass: passes go on until one finds
 * nothing (such a request read the key just before it changed). The counts are not touched here.
 */
export async function rescoreChecks(
  repository: Pick<AnswerKeysRepository, 'staleChecks' | 'updateScores'>,
  job: RescoreJob,
): Promise<ScoreChange[]> {
  const answers = answersOf(job.entries);
  const changed = new Map<string, { from: number; to: number }>();
  for (let pass = 0; pass < RESCORE_PASSES; pass += 1) {
    let scored = 0;
    for (let after = ''; ;) {
      const page = await repository.staleChecks(job.noticeId, job.version, after, job.pageSize ?? RESCORE_PAGE);
      if (page.length === 0) break;
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
        if (marks !== check.score) {
          const from = changed.get(check.userId)?.from ?? check.score / 100;
          changed.set(check.userId, { from, to: marks / 100 });
        }
        scores.push({ userId: check.userId, score: marks });
        if (performance.now() - slice > RESCORE_SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          slice = performance.now();
        }
      }
      await repository.updateScores(job.noticeId, job.version, scores);
      scored += page.length;
      after = page.at(-1)!.userId;
      await pause(RESCORE_PAUSE_MS);
    }
    if (scored === 0) break;
  }
  return [...changed].flatMap(([userId, { from, to }]) => (from === to ? [] : [{ userId, from, to }]));
}
