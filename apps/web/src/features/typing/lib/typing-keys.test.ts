import { describe, expect, it } from 'vitest';
import {
  createTypingComposer,
  HINDI_TYPING_LAYOUTS,
  parseTypingKeys,
  typingComposerText,
  type TypingComposer,
} from '@jobportal/shared';
import {
  currentWordIndex,
  englishChangeAllowed,
  englishInputAllowed,
  formatClock,
  hindiKeyDown,
  insertAtSelection,
  isAltGr,
  isIndentKey,
  isShortcut,
  keyPressFromEvent,
  wordLimitReached,
  wrongWordIndexes,
  type TypingRules,
} from './typing-keys.ts';

const open: TypingRules = { backspace: true, spaceLock: false, passageWords: 3 };
const strict: TypingRules = { backspace: false, spaceLock: true, passageWords: 3 };

function typeKeys(layout: 'inscript' | 'remington-gail', notation: string, rules: TypingRules = open) {
  let state: TypingComposer = createTypingComposer(HINDI_TYPING_LAYOUTS[layout]);
  const refused: string[] = [];
  for (const press of parseTypingKeys(notation)) {
    const result = hindiKeyDown(state, press, rules);
    if (result.refused) refused.push(result.refused);
    state = result.state;
  }
  return { text: typingComposerText(state), refused };
}

describe('Hindi keys through the page’s layouts', () => {
  it('types the e2e InScript sentence from physical key codes', () => {
    // The same keys as e2e/tests/typing (one InScript key per character).
    const keys =
      'KeyM KeyD KeyB Semicolon KeyD Shift+Semicolon KeyL KeyE Space KeyK KeyS KeyB KeyN Space KeyM Shift+KeyH KeyE Shift+KeyR Space ' +
      'KeyK KeyJ KeyD KeyC Semicolon KeyE KeyJ KeyF Slash KeyA KeyX Space KeyK KeyF Space KeyP KeyF KeyC KeyD KeyC KeyS KeyO KeyE KeyJ KeyR Space ' +
      'KeyU KeyW Comma Space KeyY KeyN KeyD KeyK KeyF Space KeyU KeyJ Space KeyU KeyJ Space KeyV KeyE KeyI KeyJ KeyF KeyK Space ' +
      'KeyK KeyE Space KeyK KeyJ KeyD KeyL KeyB KeyD Slash Space KeyU KeyW Shift+Period';
    expect(typeKeys('inscript', keys, { ...open, passageWords: 99 }).text).toBe(
      'स्वच्छता केवल सफाई कर्मचारियों कि जिम्मेदारी है, बल्कि हर हर नागरिक का कर्तव्य है।',
    );
  });

  it('types Remington GAIL in typewriter order (ि before its consonant)', () => {
    expect(typeKeys('remington-gail', 'KeyF KeyD').text).toBe('कि');
    expect(typeKeys('remington-gail', 'Shift+KeyH KeyK KeyK KeyJ KeyR').text).toBe('भारत');
  });

  it('types a Remington GAIL sentence with ि before its consonant, under the SSC word rule (issue #25, item 9)', () => {
    const keys =
      'Shift+KeyH KeyK KeyK KeyJ KeyR Space KeyL KeyJ KeyD KeyK KeyJ Space KeyU KeyS Space ' +
      'KeyF KeyG Shift+KeyU KeyN KeyH Space KeyI KeyJ KeyH Shift+BracketLeft KeyK KeyK Space KeyD KeyS Space ' +
      'KeyF KeyY Comma Space KeyV KeyK KeyO KeyS KeyN KeyU Space KeyE KeyK KeyA KeyX KeyS Shift+Digit1';
    expect(typeKeys('remington-gail', keys, { ...strict, passageWords: 9 })).toEqual({
      text: 'भारत सरकार ने हिन्दी परीक्षा के लिए आवेदन मांगे।',
      refused: [],
    });
  });

  it('backspace undoes a key when allowed, and is refused when not', () => {
    expect(typeKeys('inscript', 'KeyK KeyE Backspace').text).toBe('क');
    expect(typeKeys('inscript', 'KeyK KeyE Backspace', strict)).toEqual({ text: 'का', refused: ['backspace'] });
  });

  it('locks white space once the passage’s word count is reached (SSC word rule)', () => {
    const { text, refused } = typeKeys('inscript', 'KeyK Space KeyK Space KeyK Space Enter KeyE', strict);
    expect(text).toBe('क क का');
    expect(refused).toEqual(['space-lock', 'space-lock']);
    expect(typeKeys('inscript', 'KeyK Space KeyK Space KeyK Space KeyK').text).toBe('क क क क');
  });

  it('types Tab as a paragraph indent, under the word rule like other white space', () => {
    expect(typeKeys('inscript', 'Tab KeyK Enter Tab KeyK').text).toBe('\tक\n\tक');
    expect(typeKeys('inscript', 'KeyK Space KeyK Space KeyK Tab', strict).refused).toEqual(['space-lock']);
  });

  it('takes Tab alone as an indent and leaves Shift+Tab (leaving the box) to the browser', () => {
    const tab = { key: 'Tab', shiftKey: false, ctrlKey: false, altKey: false, metaKey: false };
    expect(isIndentKey(tab)).toBe(true);
    expect(isIndentKey({ ...tab, shiftKey: true })).toBe(false);
    expect(isIndentKey({ ...tab, ctrlKey: true })).toBe(false);
    expect(isIndentKey({ ...tab, key: 'a' })).toBe(false);
    expect(insertAtSelection('ab cd', 3, 3, '\t')).toEqual({ text: 'ab \tcd', caret: 4 });
    expect(insertAtSelection('ab cd', 2, 5, '\t')).toEqual({ text: 'ab\t', caret: 3 });
  });

  it('leaves keys the layout does not map to the browser (arrows)', () => {
    const state = createTypingComposer(HINDI_TYPING_LAYOUTS.inscript);
    expect(hindiKeyDown(state, { code: 'ArrowLeft' }, open).handled).toBe(false);
    expect(hindiKeyDown(state, { code: 'KeyK' }, open).handled).toBe(true);
  });

  it('reads Shift and AltGr (or Ctrl+Alt) from the event', () => {
    const event = (init: Partial<KeyboardEvent> & { altGraph?: boolean }) => ({
      code: 'Digit2',
      shiftKey: false,
      ctrlKey: false,
      altKey: false,
      metaKey: false,
      getModifierState: (key: string) => key === 'AltGraph' && Boolean(init.altGraph),
      ...init,
    });
    expect(keyPressFromEvent(event({ altGraph: true }))).toEqual({ code: 'Digit2', shift: false, altGr: true });
    expect(isAltGr(event({ ctrlKey: true, altKey: true }))).toBe(true);
    expect(keyPressFromEvent(event({ shiftKey: true }))).toEqual({ code: 'Digit2', shift: true, altGr: false });
    expect(isShortcut(event({ ctrlKey: true }))).toBe(true);
    expect(isShortcut(event({ ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('English input rules', () => {
  it('refuses paste, drop and autocorrect, and undo', () => {
    expect(englishInputAllowed('insertFromPaste', null, '', open)).toEqual({ allowed: false, refused: 'paste' });
    expect(englishInputAllowed('insertFromDrop', null, '', open).allowed).toBe(false);
    expect(englishInputAllowed('insertReplacementText', 'the', '', open).allowed).toBe(false);
    expect(englishInputAllowed('historyUndo', null, 'a', open).allowed).toBe(false);
  });

  it('refuses deletions when backspace is off', () => {
    expect(englishInputAllowed('deleteContentBackward', null, 'ab', open).allowed).toBe(true);
    expect(englishInputAllowed('deleteContentBackward', null, 'ab', strict)).toEqual({
      allowed: false,
      refused: 'backspace',
    });
    expect(englishInputAllowed('deleteWordBackward', null, 'ab', strict).allowed).toBe(false);
  });

  it('refuses white space after the last word when the word rule is on', () => {
    expect(englishInputAllowed('insertText', ' ', 'one two', strict).allowed).toBe(true);
    expect(englishInputAllowed('insertText', ' ', 'one two thr', strict)).toEqual({
      allowed: false,
      refused: 'space-lock',
    });
    expect(englishInputAllowed('insertLineBreak', null, 'one two thr', strict).allowed).toBe(false);
    expect(englishInputAllowed('insertText', 'e', 'one two thr', strict).allowed).toBe(true);
    expect(englishInputAllowed('insertText', ' ', 'one two thr', open).allowed).toBe(true);
  });

  it('checks each change again (phone keyboards may skip beforeinput)', () => {
    expect(englishChangeAllowed('one tw', 'one t', strict)).toBe(false);
    expect(englishChangeAllowed('one tw', 'one t', open)).toBe(true);
    expect(englishChangeAllowed('one two thr', 'one two thr ', strict)).toBe(false);
    expect(englishChangeAllowed('one two thr', 'one two three', strict)).toBe(true);
    expect(englishChangeAllowed('one two three', 'one two th ree', strict)).toBe(false);
  });
});

describe('live view helpers', () => {
  it('finds the word being typed', () => {
    expect(currentWordIndex('')).toBe(0);
    expect(currentWordIndex('one')).toBe(0);
    expect(currentWordIndex('one ')).toBe(1);
    expect(currentWordIndex('one tw')).toBe(1);
  });

  it('marks completed words that differ at their place', () => {
    expect([...wrongWordIndexes(['one', 'two', 'three'], 'one tow thr')]).toEqual([1]);
    expect([...wrongWordIndexes(['one', 'two', 'three'], 'one tow thre ')]).toEqual([1, 2]);
  });

  it('formats the countdown', () => {
    expect(formatClock(600_000)).toBe('10:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(9_000)).toBe('0:09');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('knows when the word count is reached', () => {
    expect(wordLimitReached('a b', 3)).toBe(false);
    expect(wordLimitReached('a b c', 3)).toBe(true);
  });
});
