import type { KeyAnswer } from './score-sheet.ts';

/** An official key holds at most this many questions (every shift of a large exam together). */
export const OFFICIAL_KEY_MAX_QUESTIONS = 20_000;

export type KeyLineProblem = { line: number; text: string; problem: 'no_answer' | 'repeated' };

/**
 * The official key as an admin pastes it: the key's table copied from NTA's or TCS iON's page or PDF,
 * one question per line, its question ID first, then its right option ID(s), or the word "Dropped"
 * ("Drop", "Bonus"). Serial numbers, subjects and headers are ignored: a line's IDs are its runs of
 * five or more digits. Every line with a question ID must give an answer, and no question twice.
 */
export function parseOfficialKey(
  text: string,
): { ok: true; entries: Map<string, KeyAnswer> } | { ok: false; problems: KeyLineProblem[] } {
  const entries = new Map<string, KeyAnswer>();
  const problems: KeyLineProblem[] = [];
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const ids = raw.match(/\b\d{5,}\b/g) ?? [];
    if (ids.length === 0) continue;
    const [questionId, ...right] = ids as [string, ...string[]];
    const dropped = /\b(drop(ped)?|bonus)\b/i.test(raw);
    const line = { line: index + 1, text: raw.trim().slice(0, 120) };
    if (entries.has(questionId)) problems.push({ ...line, problem: 'repeated' });
    else if (dropped) entries.set(questionId, { dropped: true });
    else if (right.length === 0) problems.push({ ...line, problem: 'no_answer' });
    else entries.set(questionId, { right: [...new Set(right)] });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entries };
}

/** The key written back as `parseOfficialKey` reads it: one question a line, its right option IDs or "Dropped". */
export function formatOfficialKey(entries: Iterable<readonly [string, KeyAnswer]>): string {
  return [...entries]
    .map(([questionId, answer]) => `${questionId} ${'dropped' in answer ? 'Dropped' : answer.right.join(', ')}`)
    .join('\n');
}
