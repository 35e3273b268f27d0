import { describe, expect, it } from 'vitest';
import { INSCRIPT_LAYOUT } from './inscript.ts';
import {
  applyTypingKey,
  createTypingComposer,
  HINDI_TYPING_LAYOUTS,
  parseTypingKeys,
  TYPING_KEYBOARD_ROWS,
  typingComposerText,
  typingKeyOutput,
  typingLayoutChart,
  type TypingComposer,
} from './keymap.ts';
import { REMINGTON_GAIL_LAYOUT } from './remington-gail.ts';

function press(state: TypingComposer, notation: string): TypingComposer {
  return parseTypingKeys(notation).reduce(applyTypingKey, state);
}

const remington = () => createTypingComposer(REMINGTON_GAIL_LAYOUT);

describe('parseTypingKeys', () => {
  it('reads codes with Shift and AltGr prefixes', () => {
    expect(parseTypingKeys(' KeyK Shift+KeyK AltGr+Digit1 Shift+AltGr+KeyV ')).toEqual([
      { code: 'KeyK', shift: false, altGr: false },
      { code: 'KeyK', shift: true, altGr: false },
      { code: 'Digit1', shift: false, altGr: true },
      { code: 'KeyV', shift: true, altGr: true },
    ]);
  });
});

describe('the composer: Remington short-i matra', () => {
  it('holds ि until its consonant arrives, and shows it meanwhile', () => {
    const waiting = press(remington(), 'KeyF');
    expect(waiting.text).toBe('');
    expect(typingComposerText(waiting)).toBe('ि');
    expect(typingComposerText(press(waiting, 'KeyD'))).toBe('कि');
  });

  it('moves ि past half forms to the end of the conjunct', () => {
    const state = press(remington(), 'KeyF Shift+KeyL Shift+KeyF');
    expect(typingComposerText(state)).toBe('िस्थ्');
    expect(typingComposerText(press(state, 'KeyK'))).toBe('स्थि');
  });

  it('keeps ि after a rakar, nukta or halant typed after the consonant', () => {
    expect(typingComposerText(press(remington(), 'KeyF KeyD KeyZ'))).toBe('क्रि');
    expect(typingComposerText(press(remington(), 'KeyF KeyT Backquote'))).toBe('\u091C\u093C\u093F');
    expect(typingComposerText(press(remington(), 'KeyF KeyD Shift+Equal KeyD'))).toBe('क्कि');
  });

  it('leaves ि where it was typed when no consonant follows', () => {
    expect(typingComposerText(press(remington(), 'KeyF Space KeyD'))).toBe('ि क');
    expect(typingComposerText(press(remington(), 'KeyF KeyF KeyD'))).toBe('िकि');
  });
});

describe('the composer: backspace', () => {
  it('undoes the last key, a conjunct key as a whole', () => {
    const state = press(remington(), 'KeyI KeyJ KeyH Shift+BracketLeft');
    expect(state.text).toBe('परीक्ष्');
    expect(press(state, 'Backspace').text).toBe('परी');
    expect(press(state, 'KeyK KeyK Backspace').text).toBe('परीक्ष');
  });

  it('after ि + consonant, takes back the consonant and leaves ि waiting', () => {
    const state = press(remington(), 'KeyF KeyD Backspace');
    expect(state.text).toBe('');
    expect(typingComposerText(state)).toBe('ि');
    expect(typingComposerText(press(state, 'KeyG'))).toBe('हि');
    expect(typingComposerText(press(state, 'Backspace'))).toBe('');
  });

  it('deletes one character of resumed text, and does nothing on empty text', () => {
    const resumed = createTypingComposer(REMINGTON_GAIL_LAYOUT, { text: 'भारत' });
    expect(press(resumed, 'Backspace Backspace').text).toBe('भा');
    const empty = remington();
    expect(press(empty, 'Backspace')).toBe(empty);
  });
});

describe('the composer: other keys', () => {
  it('types Space, Enter and Tab, and ignores keys the layout does not map', () => {
    const state = press(createTypingComposer(INSCRIPT_LAYOUT), 'KeyK Space KeyK Enter KeyK Tab');
    expect(state.text).toBe('क क\nक\t');
    expect(applyTypingKey(state, { code: 'ArrowLeft' })).toBe(state);
    expect(applyTypingKey(state, { code: 'Backquote', altGr: true })).toBe(state);
  });

  it('types ASCII digits on the base layer and Devanagari digits with AltGr', () => {
    expect(typingKeyOutput(REMINGTON_GAIL_LAYOUT, { code: 'Digit5' })).toBe('5');
    expect(typingKeyOutput(REMINGTON_GAIL_LAYOUT, { code: 'Digit5', altGr: true })).toBe('५');
    expect(typingKeyOutput(INSCRIPT_LAYOUT, { code: 'Digit5', altGr: true })).toBe('५');
  });
});

describe('typingLayoutChart', () => {
  it('gives four rows of keys with each state’s output', () => {
    const chart = typingLayoutChart(INSCRIPT_LAYOUT);
    expect(chart.map((row) => row.length)).toEqual([13, 13, 11, 10]);
    expect(chart[2]![7]).toEqual({ code: 'KeyK', base: 'क', shift: 'ख', altGr: 'क़', shiftAltGr: 'ख़' });
    expect(chart[0]![0]).toEqual({ code: 'Backquote', base: 'ॊ', shift: 'ऒ', altGr: '', shiftAltGr: '' });
  });

  it('covers every key of the rows in both layouts, in NFC', () => {
    for (const layout of Object.values(HINDI_TYPING_LAYOUTS)) {
      for (const code of TYPING_KEYBOARD_ROWS.flat())
        expect(layout.keys[code]?.base, `${layout.id} ${code}`).toBeTruthy();
      for (const key of typingLayoutChart(layout).flat()) {
        for (const output of [key.base, key.shift, key.altGr, key.shiftAltGr]) {
          expect(output.normalize('NFC'), `${layout.id} ${key.code}`).toBe(output);
        }
      }
    }
  });
});
