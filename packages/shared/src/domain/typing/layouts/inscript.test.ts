import { describe, expect, it } from 'vitest';
import { INSCRIPT_LAYOUT } from './inscript.ts';
import { parseTypingKeys, typeTypingKeys, typingKeyOutput } from './keymap.ts';

const type = (notation: string) => typeTypingKeys(INSCRIPT_LAYOUT, parseTypingKeys(notation));

// Known words and the keys an InScript typist presses for them (phonetic order).
const WORDS: [word: string, keys: string][] = [
  ['भारत', 'Shift+KeyY KeyE KeyJ KeyL'],
  ['सरकार', 'KeyM KeyJ KeyK KeyE KeyJ'],
  ['परीक्षा', 'KeyH KeyJ KeyR KeyK KeyD Shift+Comma KeyE'],
  ['परीक्षा', 'KeyH KeyJ KeyR Shift+Digit7 KeyE'],
  ['हिंदी', 'KeyU KeyF KeyX KeyO KeyR'],
  ['क्षमता', 'Shift+Digit7 KeyC KeyL KeyE'],
  ['प्रश्न', 'KeyH KeyD KeyJ Shift+KeyM KeyD KeyV'],
  ['प्रश्न', 'KeyH Shift+Digit3 Shift+KeyM KeyD KeyV'],
  ['कर्मचारी', 'KeyK Shift+Digit4 KeyC Semicolon KeyE KeyJ KeyR'],
  ['विद्यालय', 'KeyB KeyF KeyO KeyD Slash KeyE KeyN Slash'],
  ['ज्ञान', 'Shift+Digit5 KeyE KeyV'],
  ['श्रम', 'Shift+Digit8 KeyC'],
  ['त्रुटि', 'Shift+Digit6 KeyG Quote KeyF'],
  ['पूँजी', 'KeyH KeyT Shift+KeyX KeyP KeyR'],
  ['ऑनलाइन', 'Shift+Backslash KeyV KeyN KeyE Shift+KeyF KeyV'],
  ['ज़रूरी', 'KeyP BracketRight KeyJ KeyT KeyJ KeyR'],
  ['ईमानदार', 'Shift+KeyR KeyC KeyE KeyV KeyO KeyE KeyJ'],
  ['औषधि', 'Shift+KeyQ Shift+Comma Shift+KeyO KeyF'],
  ['है।', 'KeyU KeyW Shift+Period'],
  ['२०२६', 'AltGr+Digit2 AltGr+Digit0 AltGr+Digit2 AltGr+Digit6'],
];

describe('InScript layout', () => {
  it.each(WORDS)('types %s from %s', (word, keys) => {
    expect(type(keys)).toBe(word.normalize('NFC'));
  });

  it('maps the home row as the Government of India standard does', () => {
    const home = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyG', 'KeyH', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon', 'Quote'];
    expect(home.map((code) => typingKeyOutput(INSCRIPT_LAYOUT, { code })).join(' ')).toBe('ो े ् ि ु प र क त च ट');
    expect(home.map((code) => typingKeyOutput(INSCRIPT_LAYOUT, { code, shift: true })).join(' ')).toBe(
      'ओ ए अ इ उ फ ऱ ख थ छ ठ',
    );
  });

  it('types in phonetic order: the i matra follows its consonant', () => {
    expect(type('KeyK KeyF')).toBe('कि');
    expect(type('KeyF KeyK')).toBe('िक');
  });

  it('writes nukta letters in NFC (decomposed for क़ … य़)', () => {
    expect(type('AltGr+KeyK')).toBe('\u0915\u093C');
    expect(type('Shift+Slash')).toBe('\u092F\u093C');
    expect(type('Shift+KeyV')).toBe('\u0929'); // ऩ composes under NFC
  });
});
