import { describe, expect, it } from 'vitest';
import {
  currentTypingRuleSets,
  findTypingRuleSet,
  SSC_MISTAKE_WEIGHTS,
  TYPING_RULE_SETS,
  typingRuleSet,
  wpmToKdph,
  type TypingRuleSet,
} from './rule-sets.ts';

function preset(id: string): TypingRuleSet {
  const found = findTypingRuleSet(id);
  if (!found) throw new Error(`no rule set ${id}`);
  return found;
}

describe('typing rule sets', () => {
  it('are all valid under the admin schema, with unique ids', () => {
    for (const set of TYPING_RULE_SETS) expect(typingRuleSet.safeParse(set).success, set.id).toBe(true);
    const ids = TYPING_RULE_SETS.map((set) => set.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hold the published SSC CHSL rules (domain §3)', () => {
    expect(preset('ssc-chsl-en-v1')).toMatchObject({
      language: 'en',
      minutes: 10,
      speed: { unit: 'wpm', value: 35, basis: 'gross' },
      allowedErrorPercent: { ur: 7, other: 10 },
      backspaceAllowed: true,
      wordCountSpaceLock: true,
      untypedWords: 'omission',
    });
    expect(preset('ssc-chsl-hi-v1')).toMatchObject({
      language: 'hi',
      minutes: 10,
      speed: { unit: 'wpm', value: 30, basis: 'gross' },
      hindiLayouts: ['inscript', 'remington-gail'],
    });
    expect(wpmToKdph(35)).toBe(10_500);
    expect(wpmToKdph(30)).toBe(9_000);
  });

  it('hold the CGL DEST and DEO rules', () => {
    const dest = preset('ssc-cgl-dest-v1');
    expect(dest).toMatchObject({ minutes: 15, extendedMinutes: 20, passageKeyDepressions: 2000 });
    expect(dest.speed).toEqual({ unit: 'kdph', value: 8000, basis: 'gross' });
    // 2,000 key depressions in 15 minutes is exactly 8,000 an hour.
    expect((dest.passageKeyDepressions! * 60) / dest.minutes).toBe(dest.speed!.value);
    expect(preset('ssc-deo-v1')).toMatchObject({
      minutes: 15,
      speed: { unit: 'kdph', value: 8000 },
      allowedErrorPercent: { ur: 5, other: 7 },
    });
  });

  it('hold CPCT, the court clerk test and free practice', () => {
    expect(preset('mp-cpct-en-v1')).toMatchObject({ minutes: 15, speed: { unit: 'wpm', value: 30, basis: 'net' } });
    expect(preset('mp-cpct-hi-v1')).toMatchObject({ minutes: 15, speed: { unit: 'wpm', value: 20, basis: 'net' } });
    expect(preset('court-jca-en-v1')).toMatchObject({
      minutes: 10,
      speed: { unit: 'wpm', value: 35, basis: 'net' },
      allowedErrorPercent: { ur: 3, other: 3 },
    });
    expect(preset('free-practice-v1')).toMatchObject({
      language: 'any',
      minuteOptions: [1, 2, 5],
      speed: null,
      allowedErrorPercent: null,
      untypedWords: 'ignore',
    });
  });

  it('use the SSC mistake convention: word errors full, the rest half', () => {
    expect(SSC_MISTAKE_WEIGHTS).toMatchObject({ omission: 1, repetition: 1, spacing: 0.5, transposition: 0.5 });
    for (const set of TYPING_RULE_SETS) expect(set.weights).toEqual(SSC_MISTAKE_WEIGHTS);
  });

  it('reject what an admin must not save', () => {
    const base = preset('ssc-chsl-en-v1');
    expect(typingRuleSet.safeParse({ ...base, minutes: 12 }).success).toBe(false);
    expect(typingRuleSet.safeParse({ ...base, weights: { ...base.weights, spacing: 0.7 } }).success).toBe(false);
    expect(typingRuleSet.safeParse({ ...base, id: 'SSC CHSL' }).success).toBe(false);
    expect(typingRuleSet.safeParse({ ...base, speed: { unit: 'wpm', value: -1, basis: 'gross' } }).success).toBe(false);
    expect(typingRuleSet.safeParse({ ...base, allowedErrorPercent: { ur: 7, other: 120 } }).success).toBe(false);
    expect(typingRuleSet.safeParse({ ...base, minutes: 12, minuteOptions: [12] }).success).toBe(true);
  });

  it('pick the highest version of each family, filtered by language', () => {
    const newer = { ...preset('ssc-chsl-en-v1'), id: 'ssc-chsl-en-v2', version: 2 };
    const current = currentTypingRuleSets(undefined, [...TYPING_RULE_SETS, newer]);
    expect(current.filter((set) => set.family === 'ssc-chsl-en').map((set) => set.id)).toEqual(['ssc-chsl-en-v2']);
    expect(current).toHaveLength(8);
    expect(currentTypingRuleSets('hi').map((set) => set.id)).toEqual([
      'ssc-chsl-hi-v1',
      'mp-cpct-hi-v1',
      'free-practice-v1',
    ]);
    expect(findTypingRuleSet('nope')).toBeNull();
  });
});
