import {
  applyTypingKey,
  typingComposerText,
  typingKeyOutput,
  typingWordCount,
  typingWords,
  type TypingComposer,
  type TypingKeyPress,
} from '@jobportal/shared';

/**
 * The page's keyboard rules, kept pure so that they are tested without a browser: Hindi keys through
 * the layout composer, the SSC word rule (space lock), backspace on/off, and the live view's helpers.
 */

/** What the attempt enforces while the candidate types. */
export type TypingRules = {
  backspace: boolean;
  spaceLock: boolean;
  /** Words in the passage (the SSC word rule's limit). */
  passageWords: number;
};

const MODIFIERS = new Set([
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'CapsLock',
  'Fn',
  'OS',
  'NumLock',
  'Hyper',
  'Super',
]);

/** A key that only modifies others (it neither types nor starts the timer). */
export function isModifierKey(key: string): boolean {
  return MODIFIERS.has(key);
}

type KeyEventLike = Pick<KeyboardEvent, 'code' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'> & {
  getModifierState?: (key: string) => boolean;
};

/** AltGr as browsers report it: the AltGraph modifier, or Ctrl+Alt (Windows). */
export function isAltGr(event: KeyEventLike): boolean {
  return Boolean(event.getModifierState?.('AltGraph')) || (event.ctrlKey && event.altKey);
}

/** The physical key of a `keydown`, with the Shift and AltGr states the layouts use. */
export function keyPressFromEvent(event: KeyEventLike): TypingKeyPress {
  return { code: event.code, shift: event.shiftKey, altGr: isAltGr(event) };
}

/** A shortcut (Ctrl or ⌘ without AltGr), not typing. */
export function isShortcut(event: KeyEventLike): boolean {
  return (event.ctrlKey || event.metaKey) && !isAltGr(event);
}

/** SSC word rule: the passage's word count has been reached, so white space types nothing. */
export function wordLimitReached(text: string, passageWords: number): boolean {
  return typingWordCount(text) >= passageWords;
}

/** Index of the passage word being typed now (the next one after a space). */
export function currentWordIndex(text: string): number {
  const count = typingWordCount(text);
  if (count === 0) return 0;
  return /\s$/u.test(text) ? count : count - 1;
}

const WHITE_SPACE_CODES = new Set(['Space', 'Enter', 'NumpadEnter', 'Tab']);

/**
 * Tab types a paragraph indent ("\t") in the typing box instead of moving the focus (SSC: a paragraph
 * not indented with Tab is a half mistake). Shift+Tab, and Tab with Ctrl, Alt or ⌘, still move the
 * focus, so the box is never a keyboard trap.
 */
export function isIndentKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>) {
  return event.key === 'Tab' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey;
}

/** The text with `insert` in place of the selection [start, end), and the caret after it. */
export function insertAtSelection(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

export type HindiKeyResult = {
  /** The composer after the key (the same object when nothing changed). */
  state: TypingComposer;
  /** The page took the key: the browser must not type it. */
  handled: boolean;
  /** The key was refused by a rule. */
  refused: 'space-lock' | 'backspace' | null;
};

/**
 * One `keydown` in a Hindi layout. Keys the layout maps are typed through the composer; white space
 * (Tab included: the caller leaves Shift+Tab to the browser) obeys the word rule; backspace obeys the
 * backspace option; anything else is left to the browser (arrows, function keys), except that the
 * caller still blocks printable keys.
 */
export function hindiKeyDown(state: TypingComposer, press: TypingKeyPress, rules: TypingRules): HindiKeyResult {
  if (press.code === 'Backspace') {
    if (!rules.backspace) return { state, handled: true, refused: 'backspace' };
    return { state: applyTypingKey(state, press), handled: true, refused: null };
  }
  if (WHITE_SPACE_CODES.has(press.code)) {
    if (rules.spaceLock && wordLimitReached(typingComposerText(state), rules.passageWords)) {
      return { state, handled: true, refused: 'space-lock' };
    }
    return { state: applyTypingKey(state, press), handled: true, refused: null };
  }
  if (typingKeyOutput(state.layout, press) === null) {
    return { state, handled: false, refused: null };
  }
  return { state: applyTypingKey(state, press), handled: true, refused: null };
}

/** What an English `beforeinput` would do, and whether the rules allow it. */
export function englishInputAllowed(
  inputType: string,
  data: string | null,
  text: string,
  rules: TypingRules,
): { allowed: boolean; refused: 'space-lock' | 'backspace' | 'paste' | null } {
  if (inputType.startsWith('insertFrom') || inputType === 'insertReplacementText') {
    // Paste, drop, yank, autocorrect: text the candidate did not type.
    return { allowed: false, refused: 'paste' };
  }
  if (inputType.startsWith('history')) return { allowed: false, refused: null };
  if (inputType.startsWith('delete')) {
    return rules.backspace ? { allowed: true, refused: null } : { allowed: false, refused: 'backspace' };
  }
  const addsSpace =
    inputType === 'insertLineBreak' || inputType === 'insertParagraph' || (data !== null && /\s/u.test(data));
  if (addsSpace && rules.spaceLock && wordLimitReached(text, rules.passageWords)) {
    return { allowed: false, refused: 'space-lock' };
  }
  return { allowed: true, refused: null };
}

/**
 * The safety net behind `beforeinput` (which some phone keyboards skip): a change of the English text
 * is kept only if the rules allow it.
 */
export function englishChangeAllowed(previous: string, next: string, rules: TypingRules): boolean {
  if (!rules.backspace && next.length < previous.length) return false;
  if (rules.spaceLock && next.length > previous.length && typingWordCount(next) > rules.passageWords) return false;
  if (
    rules.spaceLock &&
    next.length > previous.length &&
    /\s$/u.test(next) &&
    !/\s$/u.test(previous) &&
    wordLimitReached(previous, rules.passageWords)
  ) {
    return false;
  }
  return true;
}

/** Remaining time as m:ss (never negative). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Completed typed words that differ from the passage word at the same place: the live hint of the
 * non-blind mode. (The result aligns words properly; this quick check is only a guide while typing.)
 */
export function wrongWordIndexes(passageWords: readonly string[], text: string): Set<number> {
  const typed = typingWords(text);
  const completed = /\s$/u.test(text) ? typed.length : typed.length - 1;
  const wrong = new Set<number>();
  for (let index = 0; index < completed && index < passageWords.length; index++) {
    if (typed[index] !== passageWords[index]) wrong.add(index);
  }
  return wrong;
}
