import type { TypingHindiLayoutId } from '../rule-sets.ts';
import { INSCRIPT_LAYOUT } from './inscript.ts';
import { REMINGTON_GAIL_LAYOUT } from './remington-gail.ts';

/**
 * Hindi keyboard layouts done by the page itself (domain §3): a physical key (`KeyboardEvent.code`
 * with the Shift and AltGr states) becomes Unicode Devanagari through the layout's table, whatever
 * input method the candidate's computer has. The composer appends at the end of the text, as a
 * typewriter does; caret movement is not modelled.
 */

/** A physical key as the browser reports it. */
export type TypingKeyPress = { code: string; shift?: boolean; altGr?: boolean };

/** What one physical key types in each modifier state; a missing state types nothing. */
export type TypingKeyOutputs = { base?: string; shift?: string; altGr?: string; shiftAltGr?: string };

/**
 * A contextual rule: when `key` (a code, optionally prefixed `Shift+`, `AltGr+` or `Shift+AltGr+`) is
 * pressed and the text ends with a match of `after`, that match is replaced by `to` (`$1` allowed).
 */
export type TypingContextRule = { key: string; after: RegExp; to: string };

export type HindiKeyboardLayout = {
  id: TypingHindiLayoutId;
  name: string;
  /** Typewriter order: the short-i matra ि is typed before its consonant and moved after it. */
  iMatraFirst: boolean;
  keys: Readonly<Record<string, TypingKeyOutputs>>;
  rules: readonly TypingContextRule[];
};

export const HINDI_TYPING_LAYOUTS: Readonly<Record<TypingHindiLayoutId, HindiKeyboardLayout>> = {
  inscript: INSCRIPT_LAYOUT,
  'remington-gail': REMINGTON_GAIL_LAYOUT,
};

/** The physical rows of a 101/102-key keyboard, for the on-screen chart. */
export const TYPING_KEYBOARD_ROWS: readonly (readonly string[])[] = [
  'Backquote Digit1 Digit2 Digit3 Digit4 Digit5 Digit6 Digit7 Digit8 Digit9 Digit0 Minus Equal',
  'KeyQ KeyW KeyE KeyR KeyT KeyY KeyU KeyI KeyO KeyP BracketLeft BracketRight Backslash',
  'KeyA KeyS KeyD KeyF KeyG KeyH KeyJ KeyK KeyL Semicolon Quote',
  'KeyZ KeyX KeyC KeyV KeyB KeyN KeyM Comma Period Slash',
].map((row) => row.split(' '));

/** One key of the on-screen chart; an empty string where the state types nothing. */
export type TypingChartKey = { code: string; base: string; shift: string; altGr: string; shiftAltGr: string };

/** Rows of keys with what each types, for an on-screen layout chart. */
export function typingLayoutChart(layout: HindiKeyboardLayout): TypingChartKey[][] {
  return TYPING_KEYBOARD_ROWS.map((row) =>
    row.map((code) => {
      const key = layout.keys[code] ?? {};
      return {
        code,
        base: key.base ?? '',
        shift: key.shift ?? '',
        altGr: key.altGr ?? '',
        shiftAltGr: key.shiftAltGr ?? '',
      };
    }),
  );
}

const WHITE_SPACE_KEYS: Readonly<Record<string, string>> = { Space: ' ', Enter: '\n', NumpadEnter: '\n', Tab: '\t' };

/** What a key types on its own (before contextual rules), or null when it types nothing. */
export function typingKeyOutput(layout: HindiKeyboardLayout, key: TypingKeyPress): string | null {
  const space = WHITE_SPACE_KEYS[key.code];
  if (space !== undefined) return space;
  const outputs = layout.keys[key.code];
  if (!outputs) return null;
  const state = key.altGr ? (key.shift ? 'shiftAltGr' : 'altGr') : key.shift ? 'shift' : 'base';
  return outputs[state] ?? null;
}

/**
 * Keys from the notation the rules use: space-separated codes, each optionally prefixed `Shift+`,
 * `AltGr+` or `Shift+AltGr+` (e.g. `"Shift+KeyH KeyK KeyK KeyJ KeyR"` is भारत in Remington GAIL).
 */
export function parseTypingKeys(notation: string): TypingKeyPress[] {
  return notation
    .trim()
    .split(/\s+/u)
    .filter((slot) => slot !== '')
    .map((slot) => {
      const parts = slot.split('+');
      const code = parts.pop() ?? '';
      return { code, shift: parts.includes('Shift'), altGr: parts.includes('AltGr') };
    });
}

// ── The composer.

const I_MATRA = '\u093F';
const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F]\\u093C?';
const HALF = `${CONSONANT}\\u094D[\\u200C\\u200D]?`;
/** A consonant cluster ending in a full consonant: where a waiting ि belongs. */
const COMPLETE_CLUSTER = new RegExp(`^(?:${HALF})*${CONSONANT}$`, 'u');
/** Half forms only: the cluster is still being typed. */
const OPEN_CLUSTER = new RegExp(`^(?:${HALF})*$`, 'u');

/** A short-i matra typed before its consonant: waiting at `start`, or already placed after the cluster. */
type IMatra = { start: number; placed: boolean };

/** How to undo one key: keep `keep` characters, put `removed` back, restore the matra state. */
type UndoStep = { previous: UndoStep | null; keep: number; removed: string; iMatra: IMatra | null };

export type TypingComposer = {
  readonly layout: HindiKeyboardLayout;
  readonly iMatraFirst: boolean;
  /** Text so far (NFC), without a ि that is still waiting for its consonant. */
  readonly text: string;
  readonly iMatra: IMatra | null;
  readonly undo: UndoStep | null;
};

/**
 * A composer for a layout. `text` resumes an attempt (backspace then deletes one character at a time
 * until new keys are typed); `iMatraFirst` overrides the layout's ि order.
 */
export function createTypingComposer(
  layout: HindiKeyboardLayout,
  options: { text?: string; iMatraFirst?: boolean } = {},
): TypingComposer {
  return {
    layout,
    iMatraFirst: options.iMatraFirst ?? layout.iMatraFirst,
    text: (options.text ?? '').normalize('NFC'),
    iMatra: null,
    undo: null,
  };
}

/**
 * The composer after one key. Backspace undoes the last key (a key that typed a conjunct removes it
 * whole; after "ि + क" it leaves the ि waiting again); with nothing to undo it deletes one character.
 * Keys the layout does not map leave the state unchanged.
 */
export function applyTypingKey(state: TypingComposer, key: TypingKeyPress): TypingComposer {
  if (key.code === 'Backspace') return backspace(state);
  const output = typingKeyOutput(state.layout, key);
  if (output === null) return state;
  const next = state.iMatraFirst
    ? applyWithIMatraFirst(state, key, output)
    : { text: insert(state.layout, state.text, key, output), iMatra: null };
  return record(state, next.text, next.iMatra);
}

/** What the candidate has typed, with a waiting ि shown where it was typed. */
export function typingComposerText(state: TypingComposer): string {
  return state.iMatra && !state.iMatra.placed ? placeAt(state.text, state.iMatra.start) : state.text;
}

/** Types a key sequence from an empty text and returns the result. */
export function typeTypingKeys(
  layout: HindiKeyboardLayout,
  keys: readonly TypingKeyPress[],
  options: { iMatraFirst?: boolean } = {},
): string {
  return typingComposerText(keys.reduce(applyTypingKey, createTypingComposer(layout, options)));
}

function applyWithIMatraFirst(
  state: TypingComposer,
  key: TypingKeyPress,
  output: string,
): { text: string; iMatra: IMatra | null } {
  const { layout, text, iMatra } = state;
  if (output === I_MATRA) {
    const base = iMatra && !iMatra.placed ? placeAt(text, iMatra.start) : text;
    return { text: base, iMatra: { start: base.length, placed: false } };
  }
  if (iMatra && !iMatra.placed) {
    const candidate = insert(layout, text, key, output);
    const cluster = candidate.slice(iMatra.start);
    if (COMPLETE_CLUSTER.test(cluster)) return { text: candidate + I_MATRA, iMatra: { ...iMatra, placed: true } };
    if (OPEN_CLUSTER.test(cluster)) return { text: candidate, iMatra };
    // Not a consonant: the ि stays where it was typed.
    return { text: insert(layout, placeAt(text, iMatra.start), key, output), iMatra: null };
  }
  if (iMatra && iMatra.placed) {
    // A rakar, nukta or halant typed after the consonant still belongs to the cluster, before the ि.
    const candidate = insert(layout, text.slice(0, -1), key, output);
    const cluster = candidate.slice(iMatra.start);
    if (COMPLETE_CLUSTER.test(cluster)) return { text: candidate + I_MATRA, iMatra };
    if (OPEN_CLUSTER.test(cluster)) return { text: candidate, iMatra: { ...iMatra, placed: false } };
  }
  return { text: insert(layout, text, key, output), iMatra: null };
}

/** Appends a key's output to the text, applying the first contextual rule that matches. */
function insert(layout: HindiKeyboardLayout, text: string, key: TypingKeyPress, output: string): string {
  const slot = `${key.shift ? 'Shift+' : ''}${key.altGr ? 'AltGr+' : ''}${key.code}`;
  for (const rule of layout.rules) {
    if (rule.key === slot && rule.after.test(text)) return text.replace(rule.after, rule.to).normalize('NFC');
  }
  return (text + output).normalize('NFC');
}

function placeAt(text: string, start: number): string {
  return (text.slice(0, start) + I_MATRA + text.slice(start)).normalize('NFC');
}

function record(state: TypingComposer, text: string, iMatra: IMatra | null): TypingComposer {
  let keep = 0;
  const limit = Math.min(state.text.length, text.length);
  while (keep < limit && state.text.charCodeAt(keep) === text.charCodeAt(keep)) keep += 1;
  const step: UndoStep = { previous: state.undo, keep, removed: state.text.slice(keep), iMatra: state.iMatra };
  return { ...state, text, iMatra, undo: step };
}

function backspace(state: TypingComposer): TypingComposer {
  const step = state.undo;
  if (step) {
    const text = state.text.slice(0, step.keep) + step.removed;
    return { ...state, text, iMatra: step.iMatra, undo: step.previous };
  }
  const last = state.text.codePointAt(state.text.length - 1);
  if (last === undefined) return state;
  const width = last >= 0xdc00 && last <= 0xdfff && state.text.length > 1 ? 2 : 1;
  return { ...state, text: state.text.slice(0, -width), iMatra: null };
}
