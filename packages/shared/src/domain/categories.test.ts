import { describe, expect, it } from 'vitest';
import { QUALIFICATIONS, resolveCategory, SECTORS, STATES } from './categories.ts';
import { TARGET_EXAMS } from './target-exams.ts';

describe('category vocabulary', () => {
  it('has the sectors the issue names', () => {
    expect(SECTORS.map((c) => c.slug)).toEqual([
      'ssc',
      'upsc',
      'railway',
      'bank',
      'defence',
      'police',
      'teaching',
      'psu',
      'state-psc',
    ]);
  });

  it('has unique slugs across sectors, states and qualifications', () => {
    const slugs = [...SECTORS, ...STATES, ...QUALIFICATIONS].map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('resolves a cat value to its kind', () => {
    expect(resolveCategory('railway')?.kind).toBe('sector');
    expect(resolveCategory('bihar')?.kind).toBe('state');
    expect(resolveCategory('12th')?.kind).toBe('qualification');
    expect(resolveCategory('nope')).toBeUndefined();
  });

  it('names every sector, state, qualification and target exam in Hindi (Devanagari), not in English', () => {
    for (const entry of [...SECTORS, ...STATES, ...QUALIFICATIONS, ...TARGET_EXAMS]) {
      expect(entry.hi, entry.slug).toMatch(/[\u0900-\u097F]/);
      expect(entry.hi, entry.slug).not.toMatch(/[A-Za-z]/);
    }
  });

  it('keeps the target exam slugs people have stored', () => {
    expect(TARGET_EXAMS.map((exam) => exam.slug)).toEqual([
      'ssc-cgl',
      'ssc-chsl',
      'ssc-mts',
      'ssc-gd',
      'ssc-je',
      'ssc-steno',
      'rrb-ntpc',
      'rrb-group-d',
      'rrb-alp',
      'rrb-je',
      'ibps-po',
      'ibps-clerk',
      'sbi-po',
      'sbi-clerk',
      'rbi-grade-b',
      'upsc-cse',
      'nda',
      'cds',
      'afcat',
      'agniveer',
      'state-psc',
      'police-constable',
      'police-si',
      'ctet',
      'teacher',
      'court-clerk',
      'psu',
    ]);
    expect(new Set(TARGET_EXAMS.map((exam) => exam.slug)).size).toBe(TARGET_EXAMS.length);
  });
});
