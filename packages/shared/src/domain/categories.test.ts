import { describe, expect, it } from 'vitest';
import { QUALIFICATIONS, resolveCategory, SECTORS, STATES } from './categories.ts';

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
});
