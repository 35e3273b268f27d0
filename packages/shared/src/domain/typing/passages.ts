import { ENGLISH_TYPING_PASSAGES } from './passages/english.ts';
import { HINDI_TYPING_PASSAGES } from './passages/hindi.ts';

/**
 * Demo passages for the typing test, written for JobPortal (no copied text). Long ones suit the
 * 10- and 15-minute tests (SSC CHSL, courts, CPCT), the "DEST" ones hold about 2,000 key depressions,
 * short ones suit 1- and 2-minute practice.
 */
export type TypingPassage = {
  id: string;
  language: 'en' | 'hi';
  title: string;
  /** One paragraph, NFC. */
  text: string;
  /** Words by the SSC word rule (runs of characters between spaces). */
  wordCount: number;
  /** Characters including spaces: the key depressions of a perfect copy in English. */
  characterCount: number;
  /** Rule sets the passage suits, best first. */
  presetIds: string[];
};

export const TYPING_PASSAGES: readonly TypingPassage[] = [...ENGLISH_TYPING_PASSAGES, ...HINDI_TYPING_PASSAGES];

/** The passage with this id, or null. */
export function findTypingPassage(id: string): TypingPassage | null {
  return TYPING_PASSAGES.find((passage) => passage.id === id) ?? null;
}

/** Passages suggested for a rule set, optionally in one language. */
export function typingPassagesFor(ruleSetId: string, language?: 'en' | 'hi'): TypingPassage[] {
  return TYPING_PASSAGES.filter(
    (passage) => passage.presetIds.includes(ruleSetId) && (language === undefined || passage.language === language),
  );
}
