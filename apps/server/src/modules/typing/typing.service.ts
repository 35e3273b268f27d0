import {
  evaluateTyping,
  TYPING_MAX_TYPED_FACTOR,
  TYPING_SUBMIT_GRACE_MS,
  typingCategoryFor,
  typingCharacterCount,
  typingLayoutsFor,
  typingMinutesFor,
  type StartTypingAttemptInput,
  type SubmitTypingAttemptInput,
  type TypingAttemptStarted,
  type TypingCategory,
  type TypingLayout,
  type TypingMode,
  type TypingOptions,
  type TypingPassageFull,
  type TypingResult,
  type TypingRuleSet,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import { toAttemptSummary, type TypingRepository } from './typing.repository.ts';

/** A started attempt may be submitted up to this long after its allotted time (then it has expired). */
export const TYPING_ATTEMPT_EXPIRY_MS = 2 * 60 * 60 * 1000;
/** Faster than this over the elapsed time is not a person typing (the fastest typists hold about 200 wpm). */
export const TYPING_MAX_PLAUSIBLE_WPM = 250;
/** Below this many typed characters the speed check is skipped (a short burst can be very fast). */
const SPEED_CHECK_FROM_CHARACTERS = 50;

/**
 * The key depressions an attempt is scored with (gross speed counts them), from the count the page
 * sent, which is not taken on trust: never fewer than the characters in the box with an English
 * keyboard (each took a key; paste is off), never more than the fastest typist presses in the time
 * (TYPING_MAX_PLAUSIBLE_WPM over the elapsed time, a short burst allowed). A Hindi layout key may
 * type several characters (a conjunct), so there only the upper bound holds.
 */
export function boundedTypingKeystrokes(input: {
  reported: number;
  typed: string;
  layout: TypingLayout;
  elapsedMs: number;
}): number {
  const lower = input.layout === 'english' ? Array.from(input.typed).length : 0;
  const upper = Math.max(
    lower,
    SPEED_CHECK_FROM_CHARACTERS,
    Math.floor((TYPING_MAX_PLAUSIBLE_WPM * 5 * input.elapsedMs) / 60_000),
  );
  return Math.min(upper, Math.max(lower, input.reported));
}

/** The options in force: exam mode takes backspace and the word rule from the preset. */
export function effectiveTypingOptions(rules: TypingRuleSet, mode: TypingMode, chosen: TypingOptions): TypingOptions {
  return mode === 'exam'
    ? { ...chosen, backspace: rules.backspaceAllowed, spaceLock: rules.wordCountSpaceLock }
    : { ...chosen };
}

/**
 * Starting, scoring and reading attempts. The server decides everything that counts: which rules and
 * passage apply, the time, and the figures (from the typed text, with `evaluateTyping`).
 */
export function createTypingService(repository: TypingRepository, now: () => number = Date.now) {
  async function rulesOf(ruleSetId: string): Promise<TypingRuleSet> {
    const found = await repository.findRuleSet(ruleSetId);
    if (!found) throw new HttpError(404, 'NOT_FOUND', 'This typing-test preset does not exist.');
    return found.rules;
  }

  async function passageOf(id: string, version: number): Promise<TypingPassageFull> {
    const passage = await repository.passageVersion(id, version);
    if (!passage) throw new HttpError(404, 'NOT_FOUND', 'This passage does not exist.');
    return passage;
  }

  return {
    async start(userId: string, input: StartTypingAttemptInput): Promise<TypingAttemptStarted> {
      const found = await repository.findRuleSet(input.ruleSetId);
      if (!found || !found.active) {
        throw new HttpError(404, 'NOT_FOUND', 'This typing-test preset does not exist or has been retired.');
      }
      const rules = found.rules;
      const passage = await repository.currentPassage(input.passageId);
      if (!passage) throw new HttpError(404, 'NOT_FOUND', 'This passage does not exist or has been retired.');
      if (rules.language !== 'any' && rules.language !== passage.language) {
        throw new HttpError(400, 'LANGUAGE_MISMATCH', 'This passage is not in the language of the preset.');
      }
      if (input.mode === 'exam' && !passage.presetFamilies.includes(rules.family)) {
        throw new HttpError(400, 'PASSAGE_NOT_FOR_PRESET', 'In exam mode, choose a passage made for this test.');
      }
      if (!typingLayoutsFor(rules, passage.language).includes(input.layout)) {
        throw new HttpError(400, 'LAYOUT_NOT_ALLOWED', 'This keyboard layout is not offered for this passage.');
      }
      const minutes = typingMinutesFor(rules, input.mode);
      if (!minutes.includes(input.minutes)) {
        throw new HttpError(
          400,
          'DURATION_NOT_ALLOWED',
          `Choose one of these durations: ${minutes.join(', ')} minutes.`,
        );
      }
      const options = effectiveTypingOptions(rules, input.mode, input.options);
      const row = await repository.startAttempt({
        userId,
        ruleSet: rules,
        passage,
        layout: input.layout,
        mode: input.mode,
        options,
        allottedMs: Math.round(input.minutes * 60_000),
      });
      return {
        attempt: {
          id: row.id,
          mode: input.mode,
          language: passage.language,
          layout: input.layout,
          allottedMs: row.allottedMs,
          options,
          startedAt: row.startedAt.toISOString(),
        },
        ruleSet: rules,
        passage,
      };
    },

    /**
     * Scores a started attempt from the typed text and stores it; the client's own figures are never
     * read, and its key count only within bounds (`boundedTypingKeystrokes`).
     */
    async submit(userId: string, id: string, input: SubmitTypingAttemptInput): Promise<TypingResult> {
      const attempt = await repository.findAttempt(userId, id);
      if (!attempt) throw new HttpError(404, 'NOT_FOUND', 'This attempt does not exist.');
      if (attempt.status !== 'started') {
        throw new HttpError(409, 'ALREADY_SUBMITTED', 'This attempt has been submitted already.');
      }
      if (now() - attempt.startedAt.getTime() > attempt.allottedMs + TYPING_ATTEMPT_EXPIRY_MS) {
        throw new HttpError(409, 'EXPIRED', 'This attempt has expired. Please start a new one.');
      }
      if (input.elapsedMs > attempt.allottedMs + TYPING_SUBMIT_GRACE_MS) {
        throw new HttpError(400, 'ELAPSED_TOO_LONG', 'The time taken is longer than the time allowed.');
      }
      const rules = await rulesOf(attempt.ruleSetId);
      const passage = await passageOf(attempt.passageId, attempt.passageVersion);
      const typed = input.typed.normalize('NFC');
      if (typed.length > passage.text.length * TYPING_MAX_TYPED_FACTOR + 100) {
        throw new HttpError(400, 'TYPED_TOO_LONG', 'The typed text is far longer than the passage.');
      }
      const elapsedMs = Math.min(input.elapsedMs, attempt.allottedMs);
      const characters = typingCharacterCount(typed);
      if (
        characters >= SPEED_CHECK_FROM_CHARACTERS &&
        (elapsedMs === 0 || characters / 5 / (elapsedMs / 60_000) > TYPING_MAX_PLAUSIBLE_WPM)
      ) {
        throw new HttpError(400, 'IMPLAUSIBLE_SPEED', 'This much text cannot have been typed in the time given.');
      }
      const category: TypingCategory = typingCategoryFor(await repository.profileCategory(userId));
      const keystrokes = boundedTypingKeystrokes({
        reported: input.keystrokes,
        typed,
        layout: attempt.layout as TypingLayout,
        elapsedMs,
      });
      const evaluation = evaluateTyping({
        passage: passage.text,
        typed,
        language: passage.language,
        elapsedMs,
        allottedMs: attempt.allottedMs,
        mode: attempt.mode as TypingMode,
        keystrokes,
        ruleSet: rules,
        category,
      });
      const stored = await repository.submitAttempt(userId, id, {
        typed,
        elapsedMs,
        keystrokes,
        category,
        evaluation,
      });
      if (!stored) throw new HttpError(409, 'ALREADY_SUBMITTED', 'This attempt has been submitted already.');
      return this.result(userId, id);
    },

    /**
     * One submitted attempt: the stored summary, and the figures, verdict and marks of the rules and
     * passage version that scored it (evaluated again from the stored text: the evaluator is pure).
     */
    async result(userId: string, id: string): Promise<TypingResult> {
      const row = await repository.findSubmitted(userId, id);
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'This result does not exist.');
      const rules = await rulesOf(row.ruleSetId);
      const passage = await passageOf(row.passageId, row.passageVersion);
      const summary = toAttemptSummary(row);
      const typed = row.typed ?? '';
      const elapsedMs = row.elapsedMs ?? 0;
      const evaluation = evaluateTyping({
        passage: passage.text,
        typed,
        language: passage.language,
        elapsedMs,
        allottedMs: row.allottedMs,
        mode: row.mode as TypingMode,
        // Stored bounded since the count became the speed's basis; rows from before are bounded here.
        keystrokes:
          row.keystrokes === null
            ? null
            : boundedTypingKeystrokes({
                reported: row.keystrokes,
                typed,
                layout: row.layout as TypingLayout,
                elapsedMs,
              }),
        ruleSet: rules,
        category: summary.category,
      });
      const { marks, verdict, ...figures } = evaluation;
      return {
        summary,
        figures: { ...figures, keystrokes: figures.keystrokes ?? 0 },
        verdict,
        ruleSet: rules,
        passage,
        typed,
        options: row.options,
        marks,
      };
    },
  };
}

export type TypingService = ReturnType<typeof createTypingService>;
