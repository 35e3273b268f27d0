import {
  evaluateTyping,
  typingCharacterCount,
  typingWordCount,
  findTypingPassage,
  findTypingRuleSet,
  type TypingAttemptStarted,
  type TypingLayout,
  type TypingOptions,
  type TypingPassageFull,
  type TypingResult,
} from '@jobportal/shared';

export const ATTEMPT_ID = '3f1c8a52-7d4e-4b8a-9a51-2c6f0d9e1b7a';

export function passageFixture(id: string): TypingPassageFull {
  const passage = findTypingPassage(id)!;
  return {
    id: passage.id,
    version: 1,
    language: passage.language,
    title: passage.title,
    wordCount: passage.wordCount,
    characterCount: passage.characterCount,
    presetFamilies: ['free-practice'],
    excerpt: passage.text.split(' ').slice(0, 18).join(' '),
    text: passage.text,
  };
}

/** What `POST /api/typing/attempts` answers. */
export function startedFixture(
  overrides: {
    passageId?: string;
    /** Replaces the passage's text (e.g. one written as paragraphs). */
    passageText?: string;
    ruleSetId?: string;
    mode?: 'exam' | 'practice';
    layout?: TypingLayout;
    allottedMs?: number;
    options?: Partial<TypingOptions>;
  } = {},
): TypingAttemptStarted {
  const builtIn = passageFixture(overrides.passageId ?? 'en-public-library');
  const passage =
    overrides.passageText === undefined
      ? builtIn
      : {
          ...builtIn,
          text: overrides.passageText,
          wordCount: typingWordCount(overrides.passageText),
          characterCount: typingCharacterCount(overrides.passageText),
        };
  return {
    attempt: {
      id: ATTEMPT_ID,
      mode: overrides.mode ?? 'practice',
      language: passage.language,
      layout: overrides.layout ?? (passage.language === 'en' ? 'english' : 'inscript'),
      allottedMs: overrides.allottedMs ?? 60_000,
      options: { backspace: true, spaceLock: false, highlight: true, blind: false, ...overrides.options },
      startedAt: '2026-01-15T10:00:00.000Z',
    },
    ruleSet: findTypingRuleSet(overrides.ruleSetId ?? 'free-practice-v1')!,
    passage,
  };
}

/** A scored result as the server returns it, computed with the shared evaluator. */
export function resultFixture(
  typed: string,
  options: {
    passageId?: string;
    passageText?: string;
    ruleSetId?: string;
    mode?: 'exam' | 'practice';
    category?: 'ur' | 'other';
  } = {},
): TypingResult {
  const started = startedFixture({
    passageId: options.passageId,
    passageText: options.passageText,
    ruleSetId: options.ruleSetId,
    mode: options.mode,
  });
  const allottedMs = started.ruleSet.minutes * 60_000;
  const evaluation = evaluateTyping({
    passage: started.passage.text,
    typed,
    language: started.passage.language,
    elapsedMs: allottedMs,
    allottedMs,
    mode: started.attempt.mode,
    keystrokes: typed.length,
    ruleSet: started.ruleSet,
    category: options.category ?? 'ur',
  });
  const { marks, verdict, ...figures } = evaluation;
  return {
    summary: {
      id: ATTEMPT_ID,
      ruleSet: {
        id: started.ruleSet.id,
        family: started.ruleSet.family,
        version: started.ruleSet.version,
        exam: started.ruleSet.exam,
      },
      passage: { id: started.passage.id, version: 1, title: started.passage.title },
      language: started.passage.language,
      layout: started.attempt.layout,
      mode: started.attempt.mode,
      category: options.category ?? 'ur',
      allottedMs,
      elapsedMs: allottedMs,
      grossWpm: figures.grossWpm,
      netWpm: figures.netWpm,
      accuracy: figures.accuracy,
      errorPercent: figures.errorPercent,
      fullMistakes: figures.fullMistakes,
      halfMistakes: figures.halfMistakes,
      passed: verdict.passed,
      submittedAt: '2026-01-15T10:01:00.000Z',
    },
    figures: { ...figures, keystrokes: figures.keystrokes ?? 0 },
    verdict,
    ruleSet: started.ruleSet,
    passage: started.passage,
    typed,
    options: started.attempt.options,
    marks,
  };
}
