/**
 * A member's standing among the members who checked the same exam, from score counts alone: how many
 * members have each score (in hundredths of a mark), for the exam, a shift, a category or a state. A
 * request reads a few hundred counts, never every check (decision 040).
 */

/** [score in hundredths, how many members have it], in any order. */
export type ScoreCounts = ReadonlyArray<readonly [score: number, count: number]>;

export type ShiftStatistics = {
  candidates: number;
  /** Mean and population standard deviation, in marks. */
  mean: number;
  sd: number;
  /** The average of the top 0.1 % (rounded up, so at least one candidate), in marks. */
  topAverage: number;
};

const descending = (counts: ScoreCounts) => [...counts].filter(([, n]) => n > 0).sort((a, b) => b[0] - a[0]);
const ascending = (counts: ScoreCounts) => [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);

export function candidatesIn(counts: ScoreCounts): number {
  return counts.reduce((sum, [, n]) => sum + n, 0);
}

/** A group as a rank reads it: its members, how many scored above, how many at or below a score. */
export type GroupTally = { members: number; above: number; atOrBelow: number };

export function tallyOf(counts: ScoreCounts, score: number): GroupTally {
  let above = 0;
  let atOrBelow = 0;
  for (const [s, n] of counts) {
    if (s > score) above += n;
    else atOrBelow += n;
  }
  return { members: above + atOrBelow, above, atOrBelow };
}

/**
 * Rank: 1 + how many scored higher (equal scores share a rank). Percentile, NTA's: 100 × the members
 * with this score or lower ÷ all members of the group, so the top scorer is at 100 (0 for no members).
 */
export function placeIn(tally: GroupTally): { rank: number; percentile: number } {
  return { rank: tally.above + 1, percentile: tally.members === 0 ? 0 : (100 * tally.atOrBelow) / tally.members };
}

export const rankOf = (counts: ScoreCounts, score: number): number => placeIn(tallyOf(counts, score)).rank;
export const percentileOf = (counts: ScoreCounts, score: number): number => placeIn(tallyOf(counts, score)).percentile;

export function shiftStatistics(counts: ScoreCounts): ShiftStatistics {
  const candidates = candidatesIn(counts);
  if (candidates === 0) return { candidates: 0, mean: 0, sd: 0, topAverage: 0 };
  const mean = counts.reduce((sum, [s, n]) => sum + s * n, 0) / candidates;
  const variance = counts.reduce((sum, [s, n]) => sum + n * (s - mean) ** 2, 0) / candidates;
  let top = Math.ceil(candidates / 1000);
  let topSum = 0;
  const topCount = top;
  for (const [s, n] of descending(counts)) {
    const taken = Math.min(n, top);
    topSum += s * taken;
    top -= taken;
    if (top === 0) break;
  }
  return { candidates, mean: mean / 100, sd: Math.sqrt(variance) / 100, topAverage: topSum / topCount / 100 };
}

/**
 * SSC's normalisation for multi-shift exams (2019 notice): for candidate j of shift i,
 * (Mtg − Mqg) / (Mti − Mqi) × (Mij − Mqi) + Mqg, where Mt is the average of the top 0.1 % and Mq the
 * mean + standard deviation, of the shift (i) and of all shifts (g). `score` in marks; undefined when
 * the shift's top average equals its mean + SD (every candidate of the shift scored alike).
 */
export function sscNormalised(shift: ShiftStatistics, all: ShiftStatistics, score: number): number | undefined {
  const mqi = shift.mean + shift.sd;
  const mqg = all.mean + all.sd;
  if (shift.topAverage === mqi) return undefined;
  return ((all.topAverage - mqg) / (shift.topAverage - mqi)) * (score - mqi) + mqg;
}

/** The raw score (in marks) at a percentile of a shift, interpolated between its distinct scores. */
export function scoreAtPercentile(counts: ScoreCounts, percentile: number): number {
  const total = candidatesIn(counts);
  const points: Array<[percentile: number, score: number]> = [];
  let atOrBelow = 0;
  for (const [s, n] of ascending(counts)) {
    atOrBelow += n;
    points.push([(100 * atOrBelow) / total, s / 100]);
  }
  if (points.length === 0) return 0;
  if (percentile <= points[0]![0]) return points[0]![1];
  for (let i = 1; i < points.length; i += 1) {
    const [p1, s1] = points[i]!;
    if (percentile <= p1) {
      const [p0, s0] = points[i - 1]!;
      return s0 + ((percentile - p0) / (p1 - p0)) * (s1 - s0);
    }
  }
  return points.at(-1)![1];
}

/**
 * The equipercentile method (newer SSC and NTA notices): the candidate's percentile in their own
 * shift, then the raw score at that percentile in every shift, averaged. `score` in hundredths.
 */
export function equipercentileNormalised(ownShift: ScoreCounts, shifts: readonly ScoreCounts[], score: number): number {
  const percentile = percentileOf(ownShift, score);
  const withCandidates = shifts.filter((counts) => candidatesIn(counts) > 0);
  return withCandidates.reduce((sum, counts) => sum + scoreAtPercentile(counts, percentile), 0) / withCandidates.length;
}
