import { describe, expect, it } from 'vitest';
import { evaluateTyping, typingCharacterCount, typingWordCount } from './evaluate.ts';
import { findTypingPassage, TYPING_PASSAGES, typingPassagesFor } from './passages.ts';
import { findTypingRuleSet } from './rule-sets.ts';

const english = TYPING_PASSAGES.filter((passage) => passage.language === 'en');
const hindi = TYPING_PASSAGES.filter((passage) => passage.language === 'hi');

describe('typing passages', () => {
  it('has at least ten passages in each language, with unique ids', () => {
    expect(english.length).toBeGreaterThanOrEqual(10);
    expect(hindi.length).toBeGreaterThanOrEqual(10);
    const ids = TYPING_PASSAGES.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(TYPING_PASSAGES.map((passage) => [passage.id, passage] as const))(
    '%s: stored counts match the text, which is one clean NFC paragraph',
    (_id, passage) => {
      expect(passage.wordCount).toBe(typingWordCount(passage.text));
      expect(passage.characterCount).toBe(typingCharacterCount(passage.text));
      expect(passage.text.normalize('NFC')).toBe(passage.text);
      expect(passage.text).toMatch(/^\S+( \S+)*$/u);
      expect(passage.title.length).toBeGreaterThan(0);
    },
  );

  it('suggests only rule sets that exist and fit the language', () => {
    for (const passage of TYPING_PASSAGES) {
      expect(passage.presetIds.length, passage.id).toBeGreaterThan(0);
      for (const id of passage.presetIds) {
        const set = findTypingRuleSet(id);
        expect(set, `${passage.id} → ${id}`).not.toBeNull();
        expect(['any', passage.language], `${passage.id} → ${id}`).toContain(set!.language);
      }
    }
  });

  it('writes Hindi passages in Devanagari', () => {
    for (const passage of hindi) {
      expect(passage.text, passage.id).not.toMatch(/[A-Za-z]/u);
      expect(passage.text, passage.id).toMatch(/^[\u0900-\u097F ,-]+$/u);
    }
  });

  it('sizes passages for their tests', () => {
    // 10-minute English tests at 35 wpm.
    for (const passage of typingPassagesFor('ssc-chsl-en-v1')) {
      expect(passage.wordCount, passage.id).toBeGreaterThanOrEqual(350);
      expect(passage.wordCount, passage.id).toBeLessThanOrEqual(450);
    }
    // Hindi tests: 30 wpm for 10 minutes, 20 wpm for 15 minutes.
    for (const passage of typingPassagesFor('ssc-chsl-hi-v1')) {
      expect(passage.wordCount, passage.id).toBeGreaterThanOrEqual(300);
    }
    // CGL DEST: about 2,000 key depressions.
    const dest = typingPassagesFor('ssc-cgl-dest-v1');
    expect(dest.length).toBeGreaterThanOrEqual(2);
    for (const passage of dest) expect(Math.abs(passage.characterCount - 2000), passage.id).toBeLessThanOrEqual(100);
    // Short ones for 1- and 2-minute practice.
    const short = TYPING_PASSAGES.filter((passage) => passage.wordCount <= 150);
    expect(short.filter((passage) => passage.language === 'en').length).toBeGreaterThanOrEqual(3);
    expect(short.filter((passage) => passage.language === 'hi').length).toBeGreaterThanOrEqual(3);
    for (const passage of short) expect(passage.wordCount, passage.id).toBeGreaterThanOrEqual(80);
  });

  it('scores a perfect copy of every passage as faultless', () => {
    const ruleSet = findTypingRuleSet('free-practice-v1')!;
    for (const passage of TYPING_PASSAGES) {
      const result = evaluateTyping({
        passage: passage.text,
        typed: passage.text,
        language: passage.language,
        elapsedMs: 60_000,
        allottedMs: 60_000,
        mode: 'practice',
        ruleSet,
      });
      expect(result.mistakeScore, passage.id).toBe(0);
      expect(result.grossWpm, passage.id).toBe(passage.characterCount / 5);
    }
  });

  it('finds passages by id and by rule set', () => {
    expect(findTypingPassage('hi-matdan')?.language).toBe('hi');
    expect(findTypingPassage('nope')).toBeNull();
    expect(typingPassagesFor('free-practice-v1', 'hi')).toHaveLength(hindi.length);
  });
});
