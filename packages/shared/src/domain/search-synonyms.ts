/**
 * Words candidates use for the same thing (shared/design/domain.md §1). A search for any word of a
 * group also finds the others; phrases are first rewritten to one word.
 */
export const SEARCH_PHRASES: ReadonlyArray<[phrase: RegExp, word: string]> = [
  [/\bhall\s+tickets?\b/g, 'admitcard'],
  [/\badmit\s+cards?\b/g, 'admitcard'],
  [/प्रवेश\s+पत्र/g, 'admitcard'],
  [/\banswer\s+keys?\b/g, 'answerkey'],
  [/उत्तर\s+कुंजी/g, 'answerkey'],
  [/\bcut[\s-]?offs?\b/g, 'cutoff'],
  [/\bmerit\s+lists?\b/g, 'merit'],
];

export const SEARCH_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['recruitment', 'vacancy', 'vacancies', 'bharti', 'bharati', 'भर्ती', 'naukri', 'नौकरी'],
  ['admitcard', 'admit', 'hall', 'प्रवेश'],
  ['answerkey', 'answer', 'objection', 'उत्तर', 'आपत्ति'],
  ['result', 'results', 'merit', 'cutoff', 'परिणाम', 'रिजल्ट'],
  ['railway', 'railways', 'rrb', 'रेलवे'],
  ['police', 'constable', 'पुलिस', 'सिपाही'],
  ['teacher', 'teaching', 'शिक्षक'],
  ['bank', 'banking', 'बैंक'],
  ['army', 'defence', 'सेना'],
];

/** The words after phrase rewriting from which a search box text is made; letters and digits only. */
export function searchTerms(query: string, maxTerms = 8): string[] {
  let text = query.normalize('NFC').toLowerCase();
  for (const [phrase, word] of SEARCH_PHRASES) text = text.replace(phrase, ` ${word} `);
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, maxTerms);
}

/** A term with its synonyms (the term itself first). */
export function expandTerm(term: string): string[] {
  const group = SEARCH_SYNONYMS.find((words) => words.includes(term));
  if (!group) return [term];
  // Words joined for phrase rewriting ("admitcard") never occur in text; search their parts' group.
  return [term, ...group.filter((word) => word !== term)];
}
