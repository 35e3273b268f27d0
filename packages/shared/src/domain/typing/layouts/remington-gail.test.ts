import { describe, expect, it } from 'vitest';
import {
  applyTypingKey,
  createTypingComposer,
  parseTypingKeys,
  typeTypingKeys,
  typingComposerText,
  typingKeyOutput,
} from './keymap.ts';
import { REMINGTON_GAIL_LAYOUT } from './remington-gail.ts';

const type = (notation: string) => typeTypingKeys(REMINGTON_GAIL_LAYOUT, parseTypingKeys(notation));

// Known words and the keys a Remington typist presses for them: ि before its consonant, full
// letters from half forms plus the ा stroke (K). Letter keys as on the typewriter: "Hkkjr" is भारत.
const WORDS: [word: string, keys: string][] = [
  ['भारत', 'Shift+KeyH KeyK KeyK KeyJ KeyR'],
  ['सरकार', 'KeyL KeyJ KeyD KeyK KeyJ'],
  ['परीक्षा', 'KeyI KeyJ KeyH Shift+BracketLeft KeyK KeyK'],
  ['हिंदी', 'KeyF KeyG KeyA KeyN KeyH'],
  ['किताब', 'KeyF KeyD KeyR KeyK KeyC'],
  ['क्षमता', 'Shift+BracketLeft KeyK KeyE KeyR KeyK'],
  ['प्रश्न', 'KeyI KeyZ Quote KeyU'],
  ['स्थिति', 'KeyF Shift+KeyL Shift+KeyF KeyK KeyF KeyR'],
  ['शिक्षा', 'KeyF Quote KeyK Shift+BracketLeft KeyK KeyK'],
  ['विकास', 'KeyF KeyO KeyD KeyK KeyL'],
  ['विद्यालय', 'KeyF KeyO Shift+Backquote KeyK KeyY Semicolon'],
  ['राष्ट्रीय', 'KeyJ KeyK Shift+Quote Shift+KeyV KeyZ KeyH Semicolon'],
  ['क्रिया', 'KeyF KeyD KeyZ Semicolon KeyK'],
  ['मिट्टी', 'KeyF KeyE Shift+AltGr+KeyV KeyH'],
  ['खेती', 'BracketLeft KeyK KeyS KeyR KeyH'],
  ['धन', 'Slash KeyK KeyU'],
  ['कर्म', 'KeyD Shift+KeyZ KeyE'],
  ['आज', 'KeyV KeyK KeyT'],
  ['ओर', 'KeyV KeyK KeyS KeyJ'],
  ['कौन', 'KeyD KeyK Shift+KeyS KeyU'],
  ['ईमानदार', 'KeyB Shift+KeyZ KeyE KeyK KeyU KeyN KeyK KeyJ'],
  ['ऊपर', 'KeyM KeyQ KeyI KeyJ'],
  ['गाँव', 'KeyX KeyK Shift+KeyW KeyA KeyO'],
  ['हैं', 'KeyG Shift+KeyS KeyA'],
  ['पत्र', 'KeyI Shift+Digit9'],
  ['ज्ञान', 'Shift+KeyK KeyK KeyU'],
  ['श्रम', 'Shift+KeyJ KeyE'],
  ['ज़रूर', 'KeyT Backquote Shift+Semicolon KeyJ'],
  ['है।', 'KeyG Shift+KeyS Shift+Digit1'],
  ['॥', 'Shift+Digit1 Shift+Digit1'],
  ['10:30', 'Digit1 Digit0 Shift+Digit3 Digit3 Digit0'],
  ['दुःख', 'KeyN KeyQ Shift+Digit3 BracketLeft KeyK'],
];

describe('Remington GAIL layout', () => {
  it.each(WORDS)('types %s from %s', (word, keys) => {
    expect(type(keys)).toBe(word.normalize('NFC'));
  });

  it('maps the typewriter home row', () => {
    const home = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyG', 'KeyH', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon', 'Quote'];
    expect(home.map((code) => typingKeyOutput(REMINGTON_GAIL_LAYOUT, { code })).join(' ')).toBe('ं े क ि ह ी र ा स य श्');
    expect(home.map((code) => typingKeyOutput(REMINGTON_GAIL_LAYOUT, { code, shift: true })).join(' ')).toBe(
      'ा ै क् थ् ळ भ् श्र ज्ञ स् रू ष्',
    );
  });

  it('gives every common consonant, directly or from its half form', () => {
    const outputs = new Set(
      Object.values(REMINGTON_GAIL_LAYOUT.keys).flatMap((key) => [key.base, key.shift, key.altGr, key.shiftAltGr]),
    );
    const missing = [...'कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह'].filter(
      (letter) => !outputs.has(letter) && !outputs.has(`${letter}्`),
    );
    expect(missing).toEqual([]);
  });

  describe('the two orders of the i matra ि', () => {
    const typewriter = (notation: string) =>
      typeTypingKeys(REMINGTON_GAIL_LAYOUT, parseTypingKeys(notation), { iMatraFirst: true });
    const keyman = (notation: string) =>
      typeTypingKeys(REMINGTON_GAIL_LAYOUT, parseTypingKeys(notation), { iMatraFirst: false });

    it('typewriter order (the default): ि before its consonant', () => {
      expect(type('KeyF KeyD')).toBe('कि');
      expect(typewriter('KeyF KeyD')).toBe('कि');
      expect(typewriter('KeyF KeyD KeyZ Semicolon KeyK')).toBe('क्रिया');
      expect(typewriter('KeyF Shift+KeyL Shift+KeyF KeyK KeyF KeyR')).toBe('स्थिति');
    });

    it('Keyman / Windows order: ि after its consonant, as Unicode stores it', () => {
      expect(keyman('KeyD KeyF')).toBe('कि');
      expect(keyman('KeyD KeyZ KeyF Semicolon KeyK')).toBe('क्रिया');
      expect(keyman('Shift+KeyL Shift+KeyF KeyK KeyF KeyR KeyF')).toBe('स्थिति');
      expect(keyman('KeyO KeyF KeyD KeyK KeyL')).toBe('विकास');
    });

    it('each order reads the other’s key sequence literally', () => {
      // Typewriter keys in the Keyman order: the ि stays where it was typed, before the क.
      expect(keyman('KeyF KeyD')).toBe('िक');
      // The same keys give कित in the Keyman order and कति in the typewriter order, where the ि
      // belongs to the consonant after it.
      expect(keyman('KeyD KeyF KeyR')).toBe('कित');
      expect(typewriter('KeyD KeyF KeyR')).toBe('कति');
    });
  });

  describe('ि typed before its consonant, in typewriter order (issue #25, item 9)', () => {
    /** What the typing box shows after each key. */
    const keyByKey = (notation: string) => {
      let state = createTypingComposer(REMINGTON_GAIL_LAYOUT);
      return parseTypingKeys(notation).map((key) => typingComposerText((state = applyTypingKey(state, key))));
    };

    it('composes हिन्दी key by key: ि belongs to ह, the consonant typed right after it, not to the conjunct न्द', () => {
      expect(keyByKey('KeyF KeyG Shift+KeyU KeyN KeyH')).toEqual(['ि', 'हि', 'हिन्', 'हिन्द', 'हिन्दी']);
      // न् typed as न and a halant: the same word.
      expect(type('KeyF KeyG KeyU Shift+Equal KeyN KeyH')).toBe('हिन्दी');
    });

    it('puts ि after a plain consonant', () => {
      expect(keyByKey('KeyF KeyD')).toEqual(['ि', 'कि']);
      expect(type('KeyF KeyY Comma')).toBe('लिए');
      expect(type('KeyF KeyD Shift+KeyU KeyR KeyQ')).toBe('किन्तु');
    });

    it('puts ि after a conjunct of two consonants typed after it', () => {
      expect(keyByKey('KeyE KeyF Shift+KeyU KeyN KeyJ')).toEqual(['म', 'मि', 'मिन्', 'मन्दि', 'मन्दिर']);
      expect(type('KeyF Shift+KeyL Shift+KeyF KeyK KeyF KeyR')).toBe('स्थिति');
      // The first consonant as a full letter and a halant.
      expect(type('KeyE KeyF KeyU Shift+Equal KeyN KeyJ')).toBe('मन्दिर');
    });

    it('puts ि after a conjunct of three consonants typed after it', () => {
      expect(keyByKey('KeyB KeyF Shift+KeyU KeyN KeyZ Semicolon')).toEqual([
        'इ',
        'इि',
        'इिन्',
        'इन्दि',
        'इन्द्रि',
        'इन्द्रिय',
      ]);
      expect(type('KeyF Shift+KeyL KeyR KeyZ Semicolon KeyK Shift+KeyW KeyA')).toBe('स्त्रियाँ');
      expect(type('KeyE KeyF Shift+KeyU Shift+Digit9 KeyE KeyA Shift+KeyM KeyY')).toBe('मन्त्रिमंडल');
    });

    it('types the whole sentence', () => {
      const keys =
        'Shift+KeyH KeyK KeyK KeyJ KeyR Space KeyL KeyJ KeyD KeyK KeyJ Space KeyU KeyS Space ' +
        'KeyF KeyG Shift+KeyU KeyN KeyH Space KeyI KeyJ KeyH Shift+BracketLeft KeyK KeyK Space KeyD KeyS Space ' +
        'KeyF KeyY Comma Space KeyV KeyK KeyO KeyS KeyN KeyU Space KeyE KeyK KeyA KeyX KeyS Shift+Digit1';
      expect(type(keys)).toBe('भारत सरकार ने हिन्दी परीक्षा के लिए आवेदन मांगे।');
    });
  });

  it('can be told to take the i matra in phonetic order, as Keyman does', () => {
    const keys = parseTypingKeys('KeyD KeyF KeyR KeyK KeyC');
    expect(typeTypingKeys(REMINGTON_GAIL_LAYOUT, keys, { iMatraFirst: false })).toBe('किताब');
  });
});
