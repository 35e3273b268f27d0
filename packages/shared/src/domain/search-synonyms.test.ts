import { describe, expect, it } from 'vitest';
import { expandTerm, searchTerms } from './search-synonyms.ts';

describe('searchTerms', () => {
  it('keeps letters and digits only, lower-cased and unique, in Hindi too', () => {
    expect(searchTerms('SSC CGL 2026!! ssc')).toEqual(['ssc', 'cgl', '2026']);
    expect(searchTerms('रेलवे भर्ती')).toEqual(['रेलवे', 'भर्ती']);
    expect(searchTerms("'); DROP TABLE x; --")).toEqual(['drop', 'table', 'x']);
  });

  it('rewrites phrases: hall ticket and admit card are one thing', () => {
    expect(searchTerms('UP Police hall ticket')).toEqual(['up', 'police', 'admitcard']);
    expect(searchTerms('admit card')).toEqual(['admitcard']);
    expect(searchTerms('उत्तर कुंजी')).toEqual(['answerkey']);
  });
});

describe('expandTerm', () => {
  it('adds the domain synonyms', () => {
    expect(expandTerm('bharti')).toEqual(expect.arrayContaining(['bharti', 'recruitment', 'vacancy', 'भर्ती']));
    expect(expandTerm('admitcard')).toEqual(expect.arrayContaining(['admit', 'hall']));
    expect(expandTerm('cgl')).toEqual(['cgl']);
  });
});
