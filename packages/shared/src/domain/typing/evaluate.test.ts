import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateTyping,
  typingCategoryFor,
  typingCharacterCount,
  typingIndentStarts,
  typingParagraphs,
  typingParagraphStarts,
  typingWordCount,
  type TypingEvaluationInput,
} from './evaluate.ts';
import { findTypingRuleSet, type TypingRuleSet } from './rule-sets.ts';

function ruleSet(id: string): TypingRuleSet {
  const found = findTypingRuleSet(id);
  if (!found) throw new Error(`no rule set ${id}`);
  return found;
}

const CHSL = ruleSet('ssc-chsl-en-v1');

function evaluate(passage: string, typed: string, overrides: Partial<TypingEvaluationInput> = {}) {
  return evaluateTyping({
    passage,
    typed,
    language: 'en',
    elapsedMs: 60_000,
    allottedMs: 60_000,
    mode: 'practice',
    ruleSet: CHSL,
    ...overrides,
  });
}

/** The marks as `kind:passage|typed` strings, compact enough to compare whole. */
function marksOf(passage: string, typed: string, overrides: Partial<TypingEvaluationInput> = {}) {
  return evaluate(passage, typed, overrides).marks.map(
    (mark) => `${mark.kind}:${mark.passage.join(' ')}|${mark.typed.join(' ')}`,
  );
}

describe('evaluateTyping: full mistakes', () => {
  it('counts a repeated word once, as a repetition', () => {
    const result = evaluate('I shall be', 'I shall shall be');
    expect(marksOf('I shall be', 'I shall shall be')).toEqual([
      'correct:I|I',
      'correct:shall|shall',
      'repetition:|shall',
      'correct:be|be',
    ]);
    expect(result.counts.repetition).toBe(1);
    expect(result.counts.addition).toBe(0);
    expect(result.fullMistakes).toBe(1);
    expect(result.halfMistakes).toBe(0);
    expect(result.errorPercent).toBe(33.33);
  });

  it('counts each word of a repeated phrase as a repetition', () => {
    expect(marksOf('I shall be', 'I shall I shall be')).toEqual([
      'correct:I|I',
      'correct:shall|shall',
      'repetition:|I',
      'repetition:|shall',
      'correct:be|be',
    ]);
  });

  it('marks a left-out word as an omission', () => {
    const result = evaluate('we must save water', 'we save water');
    expect(marksOf('we must save water', 'we save water')).toEqual([
      'correct:we|we',
      'omission:must|',
      'correct:save|save',
      'correct:water|water',
    ]);
    expect(result.fullMistakes).toBe(1);
    expect(result.errorPercent).toBe(25);
  });

  it('marks an extra word as an addition', () => {
    expect(marksOf('we must save water', 'we must save the water')).toEqual([
      'correct:we|we',
      'correct:must|must',
      'correct:save|save',
      'addition:|the',
      'correct:water|water',
    ]);
  });

  it('marks an unrelated word as a substitution', () => {
    const result = evaluate('we must save water', 'we must keep water');
    expect(result.marks[2]).toEqual({
      kind: 'substitution',
      passage: ['save'],
      typed: ['keep'],
      passageIndex: 2,
      typedIndex: 2,
      weight: 1,
      afterStop: false,
    });
  });

  it('marks a close misspelling, and short different words as substitutions', () => {
    expect(marksOf('the government of India', 'the goverment of India')[1]).toBe('misspelling:government|goverment');
    expect(marksOf('the quick fox', 'the qiuck fox')[1]).toBe('misspelling:quick|qiuck');
    expect(marksOf('it is here', 'it it here')[1]).toBe('substitution:is|it');
  });

  it('prefers pairing a misspelt word over an omission next to it', () => {
    expect(marksOf('the government of India', 'the goverment India')).toEqual([
      'correct:the|the',
      'misspelling:government|goverment',
      'omission:of|',
      'correct:India|India',
    ]);
  });

  it('marks a word cut short as incomplete', () => {
    const result = evaluate('the government of India', 'the governm of India');
    expect(result.marks[1]!.kind).toBe('incomplete');
    expect(result.marks[1]!.weight).toBe(1);
  });
});

describe('evaluateTyping: half mistakes', () => {
  it('marks joined words as one spacing error', () => {
    const result = evaluate('I hope', 'Ihope');
    expect(marksOf('I hope', 'Ihope')).toEqual(['spacing:I hope|Ihope']);
    expect(result.halfMistakes).toBe(1);
    expect(result.fullMistakes).toBe(0);
    expect(result.errorPercent).toBe(25);
  });

  it('marks a split word as one spacing error', () => {
    expect(marksOf('I hope so', 'I ho pe so')).toEqual(['correct:I|I', 'spacing:hope|ho pe', 'correct:so|so']);
    expect(marksOf('India, Nepal', 'India , Nepal')).toEqual(['spacing:India,|India ,', 'correct:Nepal|Nepal']);
  });

  it('marks swapped neighbours as one transposition', () => {
    const result = evaluate('I hope', 'hope I');
    expect(result.marks).toEqual([
      {
        kind: 'transposition',
        passage: ['I', 'hope'],
        typed: ['hope', 'I'],
        passageIndex: 0,
        typedIndex: 0,
        weight: 0.5,
        afterStop: false,
      },
    ]);
    expect(result.halfMistakes).toBe(1);
    expect(result.errorPercent).toBe(25);
  });

  it('marks wrong capitalisation as a half mistake in English', () => {
    const result = evaluate('Delhi is the capital of India', 'Delhi is the capital of india');
    expect(result.marks[5]!.kind).toBe('capitalisation');
    expect(result.marks[5]!.weight).toBe(0.5);
    expect(result.halfMistakes).toBe(1);
    expect(result.errorPercent).toBe(8.33);
  });

  it('does not count capitalisation in Hindi', () => {
    const result = evaluate('भारत का GDP बढ़ा है।', 'भारत का gdp बढ़ा है।', { language: 'hi' });
    expect(result.marks[2]!.kind).toBe('capitalisation');
    expect(result.marks[2]!.weight).toBe(0);
    expect(result.halfMistakes).toBe(0);
    expect(result.errorPercent).toBe(0);
  });

  it('marks punctuation changed, omitted and added as half mistakes', () => {
    expect(marksOf('India, Nepal', 'India. Nepal')[0]).toBe('punctuation:India,|India.');
    expect(marksOf('India, Nepal', 'India Nepal')[0]).toBe('punctuation:India,|India');
    expect(marksOf('India Nepal', 'India, Nepal')[0]).toBe('punctuation:India|India,');
    expect(marksOf('rivers - and hills', 'rivers and hills')).toEqual([
      'correct:rivers|rivers',
      'punctuation:-|',
      'correct:and|and',
      'correct:hills|hills',
    ]);
    // A word with both a case and a punctuation difference is one punctuation mistake.
    expect(evaluate('India, Nepal', 'india Nepal').halfMistakes).toBe(1);
  });

  it('scores Hindi word by word after NFC', () => {
    const passage = 'भारत सरकार ने नई योजना शुरू की है।';
    const result = evaluate(passage, 'भारत सरकर ने नई योजना शुरु की है', { language: 'hi' });
    expect(result.marks.map((mark) => mark.kind)).toEqual([
      'correct',
      'misspelling',
      'correct',
      'correct',
      'correct',
      'misspelling', // शुरु for शुरू
      'correct',
      'punctuation',
    ]);
    expect(result.errorPercent).toBe(31.25); // (2 + 0.5) ÷ 8 × 100
    // Short words that differ are different words, not misspellings.
    expect(marksOf('राम के घर', 'राम की घर', { language: 'hi' })[1]).toBe('substitution:के|की');
  });
});

describe('evaluateTyping: a worked example', () => {
  // 18 words. Mistakes: "passangers" (misspelling), "also" left out (omission) = 2 full;
  // "day" without comma (punctuation), "Cement" (capitalisation), "acrossIndia." (spacing) = 3 half.
  const passage =
    'The railways carry millions of passengers every day, and they also move coal, grain and cement across India.';
  const typed = 'The railways carry millions of passangers every day and they move coal, grain and Cement acrossIndia.';

  it('classifies every mistake', () => {
    const result = evaluate(passage, typed, { mode: 'exam', allottedMs: 600_000, elapsedMs: 120_000 });
    expect(result.counts).toEqual({
      omission: 1,
      substitution: 0,
      addition: 0,
      misspelling: 1,
      repetition: 0,
      incomplete: 0,
      spacing: 1,
      capitalisation: 1,
      punctuation: 1,
      transposition: 0,
      indentation: 0,
    });
    expect(result.passageWords).toBe(18);
    expect(result.typedWords).toBe(16);
    expect(result.fullMistakes).toBe(2);
    expect(result.halfMistakes).toBe(3);
    expect(result.mistakeScore).toBe(3.5);
  });

  it('computes error %, speeds and accuracy by hand', () => {
    const result = evaluate(passage, typed, { mode: 'exam', allottedMs: 600_000, elapsedMs: 120_000 });
    // (2 + 0.5 × 3) ÷ 18 × 100 = 19.444…
    expect(result.errorPercent).toBe(19.44);
    // 86 letters + 15 spaces = 101 characters.
    expect(result.typedCharacters).toBe(101);
    // Exam mode: the full 10 minutes count although the candidate stopped after 2.
    expect(result.minutes).toBe(10);
    expect(result.grossWpm).toBe(2.02); // 101 ÷ 5 ÷ 10
    expect(result.netWpm).toBe(1.67); // 2.02 − 3.5 ÷ 10
    expect(result.grossKdph).toBe(606);
    expect(result.netKdph).toBe(501);
    // Wrong: the "a" of "passangers" and the capital C. 99 ÷ 101.
    expect(result.correctCharacters).toBe(99);
    expect(result.accuracy).toBe(98.02);
  });

  it('uses the elapsed time in practice mode', () => {
    const result = evaluate(passage, typed, { mode: 'practice', allottedMs: 600_000, elapsedMs: 120_000 });
    expect(result.minutes).toBe(2);
    expect(result.grossWpm).toBe(10.1);
    expect(result.netWpm).toBe(8.35);
    expect(result.grossKdph).toBe(3030);
    expect(result.netKdph).toBe(2505);
  });

  it('fails the SSC CHSL rule set on both speed and errors', () => {
    const { verdict } = evaluate(passage, typed, { mode: 'exam', allottedMs: 600_000, elapsedMs: 120_000 });
    expect(verdict).toEqual({
      passed: false,
      speedOk: false,
      errorsOk: false,
      requiredSpeed: { unit: 'wpm', value: 35, basis: 'gross' },
      measuredSpeed: 2.02,
      allowedErrorPercent: 7,
    });
  });
});

describe('evaluateTyping: where the candidate stopped', () => {
  const passage = 'one two three four five six seven eight nine ten';

  it('counts untyped words as omissions in an SSC exam', () => {
    const result = evaluate(passage, 'one two three four', { mode: 'exam' });
    expect(result.counts.omission).toBe(6);
    expect(result.marks.filter((mark) => mark.afterStop)).toHaveLength(6);
    expect(result.marks[4]).toMatchObject({ kind: 'omission', passage: ['five'], weight: 1, afterStop: true });
    expect(result.errorPercent).toBe(60);
    expect(result.wordsReached).toBe(4);
    // Omissions after the stop do not lower the net speed again.
    expect(result.netWpm).toBe(result.grossWpm);
  });

  it('ignores untyped words in practice mode and takes the error % over the words reached', () => {
    const result = evaluate(passage, 'one two thre four', { mode: 'practice' });
    expect(result.marks[4]).toMatchObject({ kind: 'not-reached', weight: 0, afterStop: true });
    expect(result.counts.omission).toBe(0);
    expect(result.wordsReached).toBe(4);
    expect(result.errorPercent).toBe(25); // one incomplete word in four
  });

  it('ignores untyped words in an exam whose rule set says so (courts)', () => {
    const result = evaluate(passage, 'one two three four', { mode: 'exam', ruleSet: ruleSet('court-jca-en-v1') });
    expect(result.errorPercent).toBe(0);
    expect(result.marks.at(-1)!.kind).toBe('not-reached');
  });

  it('reads a last typed word as the next passage word, not an addition', () => {
    expect(marksOf(passage, 'one two three fuor', { mode: 'practice' }).slice(0, 5)).toEqual([
      'correct:one|one',
      'correct:two|two',
      'correct:three|three',
      'misspelling:four|fuor',
      'not-reached:five|',
    ]);
  });
});

describe('evaluateTyping: verdict', () => {
  // 25 words; two misspellings make 8%: over the UR limit (7), within the others' (10).
  const passage = Array.from({ length: 25 }, (_, i) => `word${String.fromCharCode(97 + i)}`).join(' ');
  const typed = passage.replace('worda', 'wodra').replace('wordb', 'wodrb');

  it('applies the error limit of the candidate category', () => {
    const ur = evaluate(passage, typed, { mode: 'exam', allottedMs: 30_000, category: 'ur' });
    expect(ur.errorPercent).toBe(8);
    expect(ur.verdict.speedOk).toBe(true);
    expect(ur.verdict.errorsOk).toBe(false);
    expect(ur.verdict.passed).toBe(false);
    const other = evaluate(passage, typed, { mode: 'exam', allottedMs: 30_000, category: 'other' });
    expect(other.verdict.allowedErrorPercent).toBe(10);
    expect(other.verdict.passed).toBe(true);
  });

  it('measures KDPH for a key-depression rule set (CGL DEST)', () => {
    const dest = ruleSet('ssc-cgl-dest-v1');
    const text = 'abcd '.repeat(400).trim(); // 1,999 characters
    const full = evaluate(text, text, { mode: 'exam', allottedMs: 15 * 60_000, ruleSet: dest });
    expect(full.grossKdph).toBe(7996);
    expect(full.verdict).toMatchObject({ speedOk: false, passed: false, measuredSpeed: 7996 });
    const more = `${text} abcd`;
    const enough = evaluate(more, more, { mode: 'exam', allottedMs: 15 * 60_000, ruleSet: dest });
    expect(enough.verdict).toMatchObject({ speedOk: true, errorsOk: null, passed: true, measuredSpeed: 8016 });
  });

  it('judges net speed where the rule set asks for it (CPCT)', () => {
    const cpct = ruleSet('mp-cpct-en-v1');
    const text = 'abcd '.repeat(90).trim(); // 449 characters: 89.8 gross wpm in one minute
    const typed = text.replace(/abcd/g, (word, offset: number) => (offset < 300 ? 'abdc' : word));
    const result = evaluate(text, typed, { mode: 'exam', allottedMs: 60_000, ruleSet: cpct });
    expect(result.fullMistakes).toBe(60);
    expect(result.grossWpm).toBe(89.8);
    expect(result.netWpm).toBe(29.8);
    expect(result.verdict).toMatchObject({ speedOk: false, passed: false, measuredSpeed: 29.8 });
  });

  it('has no verdict in free practice and fails an empty attempt', () => {
    expect(evaluate('a b c', 'a b c', { ruleSet: ruleSet('free-practice-v1') }).verdict.passed).toBeNull();
    const empty = evaluate('a b c', '', { mode: 'exam' });
    expect(empty.verdict.passed).toBe(false);
    expect(empty.accuracy).toBe(0);
    expect(empty.grossWpm).toBe(0);
  });

  it('never lets net speed fall below zero', () => {
    const result = evaluate('alpha beta gamma delta', 'xx yy zz ww', { elapsedMs: 60_000 });
    expect(result.grossWpm).toBe(2.2);
    expect(result.netWpm).toBe(0);
  });

  it('reports keystrokes per hour when the page counts them', () => {
    const result = evaluate('a b', 'a b', { mode: 'practice', elapsedMs: 30_000, keystrokes: 40 });
    expect(result.keystrokes).toBe(40);
    expect(result.keystrokesPerHour).toBe(4800);
    expect(evaluate('a b', 'a b').keystrokesPerHour).toBeNull();
  });
});

describe('evaluateTyping: gross speed counts key depressions', () => {
  // The result page's case: 81 characters typed in a 10-minute exam with 82 key depressions (one
  // of them a correction), "Keys pressed 82 (492 per hour)".
  const passage = 'The office opens at ten in the morning and closes at five in the evening each day.';
  const typed = 'The office opens at ten in the morning and closes at five in the evening each day';

  it('computes gross wpm as keystrokes ÷ 5 ÷ minutes (82 keys in 10 minutes: 1.64 wpm, not 1.62)', () => {
    expect(typingCharacterCount(typed)).toBe(81);
    const result = evaluate(passage, typed, { mode: 'exam', allottedMs: 600_000, elapsedMs: 300_000, keystrokes: 82 });
    expect(result.keystrokes).toBe(82);
    expect(result.keystrokesPerHour).toBe(492);
    expect(result.grossWpm).toBe(1.64);
    expect(result.grossKdph).toBe(492);
    // Net: 1.64 − 0.5 (the missing full stop) ÷ 10.
    expect(result.netWpm).toBe(1.59);
    expect(result.verdict.measuredSpeed).toBe(1.64);
  });

  it('measures key-depression rule sets (CGL DEST) from the keystrokes', () => {
    const dest = ruleSet('ssc-cgl-dest-v1');
    const result = evaluate(passage, typed, { mode: 'exam', allottedMs: 900_000, keystrokes: 2100, ruleSet: dest });
    expect(result.verdict.measuredSpeed).toBe(8400);
    expect(result.verdict.speedOk).toBe(true);
  });

  it('falls back to the typed characters when no keystrokes were recorded', () => {
    const result = evaluate(passage, typed, { mode: 'exam', allottedMs: 600_000 });
    expect(result.keystrokes).toBeNull();
    expect(result.grossWpm).toBe(1.62);
  });
});

describe('evaluateTyping: paragraph indentation (SSC: half a mistake)', () => {
  const passage = 'The first paragraph ends here.\nThe second one follows.\n\nAnd a third.';

  it('reads a passage’s paragraphs from its lines', () => {
    expect(typingParagraphs(passage)).toEqual([
      ['The', 'first', 'paragraph', 'ends', 'here.'],
      ['The', 'second', 'one', 'follows.'],
      ['And', 'a', 'third.'],
    ]);
    expect(typingParagraphStarts(passage)).toEqual([0, 5, 9]);
    expect(typingParagraphStarts('One paragraph only.')).toEqual([]);
  });

  it('finds no mistake when every paragraph starts with a Tab', () => {
    const typed = '\tThe first paragraph ends here.\n\tThe second one follows.\n\tAnd a third.';
    const result = evaluate(passage, typed);
    expect(result.mistakeScore).toBe(0);
    expect(result.counts.indentation).toBe(0);
    // A Tab typed without the line break indents too.
    expect(
      evaluate(passage, '\tThe first paragraph ends here. \tThe second one follows.\tAnd a third.').mistakeScore,
    ).toBe(0);
  });

  it('counts each paragraph typed without a Tab as half a mistake', () => {
    const typed = 'The first paragraph ends here.\n\tThe second one follows.\nAnd a third.';
    const result = evaluate(passage, typed);
    expect(result.counts.indentation).toBe(2);
    expect(result.halfMistakes).toBe(2);
    expect(result.fullMistakes).toBe(0);
    expect(result.mistakeScore).toBe(1);
    // 1 ÷ 12 words.
    expect(result.errorPercent).toBe(8.33);
    const marks = result.marks.filter((mark) => mark.kind === 'indentation');
    expect(marks.map((mark) => [mark.passageIndex, mark.typedIndex, mark.weight])).toEqual([
      [0, 0, 0.5],
      [9, 9, 0.5],
    ]);
    // The mark stands right before the paragraph's first word.
    const third = result.marks.findIndex((mark) => mark.passageIndex === 9 && mark.kind === 'correct');
    expect(result.marks[third - 1]!.kind).toBe('indentation');
    // Spaces are not an indent.
    expect(evaluate(passage, '    The first paragraph ends here.', { mode: 'practice' }).counts.indentation).toBe(1);
  });

  it('adds the indent mistake to the word mistakes of the paragraph', () => {
    const typed = '\tThe first paragraph ends here.\nThe second follows.\n\tAnd a third.';
    const result = evaluate(passage, typed);
    expect(result.counts).toMatchObject({ omission: 1, indentation: 1 });
    expect(result.mistakeScore).toBe(1.5);
  });

  it('looks at the first typed word of the paragraph, also when its first word was left out', () => {
    const typed = '\tThe first paragraph ends here.\n\tsecond one follows.\n\tAnd a third.';
    expect(evaluate(passage, typed).counts).toMatchObject({ omission: 1, indentation: 0 });
  });

  it('does not mark paragraphs the candidate never reached', () => {
    const typed = '\tThe first paragraph ends here.';
    expect(evaluate(passage, typed, { mode: 'practice' }).counts.indentation).toBe(0);
    const exam = evaluate(passage, typed, { mode: 'exam', allottedMs: 600_000 });
    expect(exam.counts).toMatchObject({ omission: 7, indentation: 0 });
  });

  it('follows the passage’s own indents: a paragraph it does not indent expects no Tab (issue #25, item 8)', () => {
    const notice = 'The notice was issued today.\n\tCandidates must apply online before the last date.';
    const result = evaluate(
      notice,
      'The notice was issued today.\nCandidates must apply online before the last date.',
      {
        mode: 'exam',
        allottedMs: 600_000,
      },
    );
    // One half mistake: the second paragraph typed without its Tab; 0.5 ÷ 13 words.
    expect(result.passageWords).toBe(13);
    expect(result.halfMistakes).toBe(1);
    expect(result.fullMistakes).toBe(0);
    expect(result.counts.indentation).toBe(1);
    expect(result.mistakeScore).toBe(0.5);
    expect(result.errorPercent).toBe(3.85);
    const marks = result.marks.filter((mark) => mark.kind !== 'correct');
    expect(marks.map((mark) => [mark.kind, mark.passageIndex, mark.typedIndex, mark.weight])).toEqual([
      ['indentation', 5, 5, 0.5],
    ]);
    // Typed as the passage shows it: no mistake.
    expect(
      evaluate(notice, 'The notice was issued today.\n\tCandidates must apply online before the last date.')
        .mistakeScore,
    ).toBe(0);
    expect(typingIndentStarts(notice)).toEqual([5]);
  });

  it('reads which paragraphs are indented from the passage’s lines', () => {
    // Without any Tab, every paragraph (the usual layout); with Tabs, the lines that begin with one.
    expect(typingIndentStarts(passage)).toEqual([0, 5, 9]);
    expect(typingIndentStarts('\tOne.\nTwo here.\n  \tThree.')).toEqual([0, 3]);
    expect(typingIndentStarts('One.\n    Two, spaces only.')).toEqual([0, 1]);
    expect(typingIndentStarts('\tOne paragraph only.')).toEqual([]);
  });

  it('expects no indent in a one-paragraph passage', () => {
    expect(evaluate('One paragraph only.', 'One paragraph only.').mistakeScore).toBe(0);
  });

  it('counts nothing under a rule set that does not weigh indentation (or predates the class)', () => {
    const typed = 'The first paragraph ends here. The second one follows. And a third.';
    const noIndent = { ...CHSL, weights: { ...CHSL.weights, indentation: 0 as const } };
    expect(evaluate(passage, typed, { ruleSet: noIndent }).mistakeScore).toBe(0);
    const { indentation: _dropped, ...older } = CHSL.weights;
    const stored = { ...CHSL, weights: older } as unknown as TypingRuleSet;
    const result = evaluate(passage, typed, { ruleSet: stored });
    expect(result.mistakeScore).toBe(0);
    expect(result.marks.some((mark) => mark.kind === 'indentation')).toBe(false);
  });
});

describe('typing helpers', () => {
  it('counts words and characters by the SSC word rule', () => {
    expect(typingWordCount('  I   shall\nbe. ')).toBe(3);
    expect(typingCharacterCount('  I   shall\nbe. ')).toBe(11);
    expect(typingWordCount('')).toBe(0);
  });

  it('maps profile categories to error-limit buckets', () => {
    expect(typingCategoryFor('general')).toBe('ur');
    expect(typingCategoryFor(null)).toBe('ur');
    expect(typingCategoryFor('obc')).toBe('other');
    expect(typingCategoryFor('sc')).toBe('other');
  });
});

// ── Properties.

const VOCABULARY = [
  'the',
  'The',
  'government',
  'goverment',
  'India',
  'India,',
  'india',
  'of',
  'hope',
  'I',
  'ho',
  'pe',
  'Ihope',
  '-',
  'café',
  'सरकार',
  'सरकर',
  'है।',
  'है',
  'ज़रूर',
  'क़ानून',
];
const vocabularyWords = fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 20 });
const anyWords = fc.array(
  fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme' }).filter((word) => !/\s/u.test(word)),
  { maxLength: 20 },
);
const words = fc.oneof(vocabularyWords, anyWords);
const mode = fc.constantFrom<'exam' | 'practice'>('exam', 'practice');
const language = fc.constantFrom<'en' | 'hi'>('en', 'hi');

describe('evaluateTyping: properties', () => {
  it('finds no mistakes in a perfect copy', () => {
    fc.assert(
      fc.property(words, mode, language, (passageWords, chosenMode, chosenLanguage) => {
        fc.pre(passageWords.length > 0);
        const passage = passageWords.join(' ');
        const result = evaluate(passage, passage, { mode: chosenMode, language: chosenLanguage });
        expect(result.fullMistakes).toBe(0);
        expect(result.halfMistakes).toBe(0);
        expect(result.errorPercent).toBe(0);
        expect(result.accuracy).toBe(100);
        expect(result.netWpm).toBe(result.grossWpm);
        expect(result.marks.every((mark) => mark.kind === 'correct')).toBe(true);
      }),
    );
  });

  it('keeps net speed within [0, gross], error % non-negative and accuracy within [0, 100]', () => {
    fc.assert(
      fc.property(words, words, mode, language, (passageWords, typedWords, chosenMode, chosenLanguage) => {
        const result = evaluate(passageWords.join(' '), typedWords.join(' '), {
          mode: chosenMode,
          language: chosenLanguage,
          elapsedMs: 45_000,
        });
        expect(result.netWpm).toBeGreaterThanOrEqual(0);
        expect(result.netWpm).toBeLessThanOrEqual(result.grossWpm);
        expect(result.errorPercent).toBeGreaterThanOrEqual(0);
        expect(result.accuracy).toBeGreaterThanOrEqual(0);
        expect(result.accuracy).toBeLessThanOrEqual(100);
        expect(result.mistakeScore).toBe(result.fullMistakes + 0.5 * result.halfMistakes);
      }),
    );
  });

  it('accounts for every passage word and every typed word once, in order', () => {
    fc.assert(
      fc.property(words, words, mode, (passageWords, typedWords, chosenMode) => {
        const result = evaluate(passageWords.join(' '), typedWords.join(' '), { mode: chosenMode });
        expect(result.marks.flatMap((mark) => mark.passage)).toEqual(passageWords.map((word) => word.normalize('NFC')));
        expect(result.marks.flatMap((mark) => mark.typed)).toEqual(typedWords.map((word) => word.normalize('NFC')));
      }),
    );
  });

  it('gives the same result for NFC and NFD input', () => {
    fc.assert(
      fc.property(words, words, language, (passageWords, typedWords, chosenLanguage) => {
        const passage = passageWords.join(' ');
        const typed = typedWords.join(' ');
        const composed = evaluate(passage.normalize('NFC'), typed.normalize('NFC'), { language: chosenLanguage });
        const decomposed = evaluate(passage.normalize('NFD'), typed.normalize('NFD'), { language: chosenLanguage });
        expect(decomposed).toEqual(composed);
      }),
    );
  });

  it('treats a precomposed nukta letter like its NFC form', () => {
    // U+095B (ज़, excluded from composition) against ज + nukta.
    expect(evaluate('\u095Bरूर', '\u091C\u093Cरूर', { language: 'hi' }).marks[0]!.kind).toBe('correct');
  });
});
