import { describe, expect, it } from 'vitest';
import {
  candidatesIn,
  equipercentileNormalised,
  percentileOf,
  rankOf,
  scoreAtPercentile,
  shiftStatistics,
  sscNormalised,
  type ScoreCounts,
} from './standing.ts';

/** A seeded generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Raw scores in hundredths, as SSC CGL's would be: multiples of 50 (±0.5) from −50 to 200 marks. */
function rawShift(seed: number, size: number, mean: number): number[] {
  const next = random(seed);
  return Array.from({ length: size }, () => {
    const marks = Math.round((mean + (next() + next() + next() - 1.5) * 80) * 2) / 2;
    return Math.max(-50, Math.min(200, marks)) * 100;
  });
}

function countsOf(scores: readonly number[]): ScoreCounts {
  const counts = new Map<number, number>();
  for (const score of scores) counts.set(score, (counts.get(score) ?? 0) + 1);
  return [...counts];
}

// The published formulas, computed straight from every candidate's score (in marks).
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};
const topAverage = (xs: number[]) => mean([...xs].sort((a, b) => b - a).slice(0, Math.ceil(xs.length * 0.001)));
/** SSC's formula for one shift against all shifts, given every candidate's marks. */
function sscFormula(shift: number[], all: number[]) {
  const mti = topAverage(shift);
  const mqi = mean(shift) + sd(shift);
  const mtg = topAverage(all);
  const mqg = mean(all) + sd(all);
  return (score: number) => ((mtg - mqg) / (mti - mqi)) * (score - mqi) + mqg;
}
const ntaPercentile = (shift: number[], score: number) => (100 * shift.filter((x) => x <= score).length) / shift.length;
/** The raw score at a percentile of a shift, interpolated between its distinct scores. */
function scoreAt(shift: number[]) {
  const distinct = [...new Set(shift)].sort((a, b) => a - b);
  const points = distinct.map((score) => [ntaPercentile(shift, score), score] as const);
  return (percentile: number) => interpolate(points, percentile);
}
function interpolate(points: ReadonlyArray<readonly [number, number]>, percentile: number) {
  if (percentile <= points[0]![0]) return points[0]![1];
  const upper = points.findIndex(([p]) => p >= percentile);
  const [p1, s1] = points[upper]!;
  const [p0, s0] = points[upper - 1]!;
  return s0 + ((percentile - p0) / (p1 - p0)) * (s1 - s0);
}

describe('standing among members, from score counts', () => {
  const shifts = [rawShift(1, 1_500, 90), rawShift(2, 2_100, 105), rawShift(3, 900, 80), rawShift(4, 1_200, 120)];
  const all = shifts.flat();

  it('rank: 1 + how many scored higher, equal scores sharing it', () => {
    const counts = countsOf([100, 200, 200, 300]);
    expect([300, 200, 100, 150].map((score) => rankOf(counts, score))).toEqual([1, 2, 4, 4]);
    for (const score of all.slice(0, 200)) {
      expect(rankOf(countsOf(all), score)).toBe(1 + all.filter((x) => x > score).length);
    }
  });

  it("percentile: NTA's, the share with this score or lower (the top scorer at 100)", () => {
    const counts = countsOf([100, 200, 200, 300]);
    expect(percentileOf(counts, 300)).toBe(100);
    expect(percentileOf(counts, 200)).toBe(75);
    expect(percentileOf(counts, 100)).toBe(25);
    expect(percentileOf([], 100)).toBe(0);
  });

  it('shift statistics: mean, population SD and the top 0.1 % rounded up', () => {
    const stats = shiftStatistics(countsOf(shifts[0]!));
    const marks = shifts[0]!.map((x) => x / 100);
    expect(stats.candidates).toBe(1_500);
    expect(stats.mean).toBeCloseTo(mean(marks), 9);
    expect(stats.sd).toBeCloseTo(sd(marks), 9);
    // 1,500 candidates: the top 0.1 % is 1.5, rounded up to the top two.
    expect(stats.topAverage).toBeCloseTo(topAverage(marks), 9);
    expect(shiftStatistics(countsOf([5_000, 10_000, 20_000])).topAverage).toBe(200);
  });

  it("SSC's 2019 normalisation equals the formula computed from every candidate's marks", () => {
    const allStats = shiftStatistics(countsOf(all));
    const inMarks = (xs: number[]) => xs.map((x) => x / 100);
    for (const [index, shift] of shifts.entries()) {
      const stats = shiftStatistics(countsOf(shift));
      const formula = sscFormula(inMarks(shift), inMarks(all));
      for (const score of shift.slice(0, 50)) {
        const expected = formula(score / 100);
        expect(sscNormalised(stats, allStats, score / 100), `shift ${index}, ${score / 100}`).toBeCloseTo(expected, 6);
      }
    }
  });

  it('SSC normalisation has no value for a shift where everyone scored alike', () => {
    const flat = shiftStatistics(countsOf([5_000, 5_000, 5_000]));
    expect(sscNormalised(flat, shiftStatistics(countsOf(all)), 50)).toBeUndefined();
  });

  it('equipercentile: a worked example', () => {
    const a = countsOf([1_000, 2_000, 3_000, 4_000]);
    const b = countsOf([2_000, 4_000, 6_000, 8_000]);
    // 30 marks in shift A is the 75th percentile; B's 75th is 60; the average of 30 and 60.
    expect(equipercentileNormalised(a, [a, b], 3_000)).toBe(45);
    // Between two of B's scores: the 62.5th percentile lies half-way between 40 (50th) and 60 (75th).
    expect(scoreAtPercentile(b, 62.5)).toBe(50);
    expect(scoreAtPercentile(b, 10)).toBe(20);
  });

  it("equipercentile equals the method computed from every candidate's marks", () => {
    const counts = shifts.map(countsOf);
    const at = shifts.map(scoreAt);
    for (const [index, shift] of shifts.entries()) {
      for (const score of shift.slice(0, 40)) {
        const percentile = ntaPercentile(shift, score);
        const expected = mean(at.map((scoreAtPercentile) => scoreAtPercentile(percentile) / 100));
        expect(equipercentileNormalised(counts[index]!, counts, score), `shift ${index}`).toBeCloseTo(expected, 6);
      }
    }
    expect(candidatesIn(counts[1]!)).toBe(2_100);
  });
});
