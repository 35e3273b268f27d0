import type { HindiKeyboardLayout } from './keymap.ts';

/**
 * InScript, the Government of India standard, as Windows ships it ("Hindi Traditional", KBDINDEV):
 * phonetic order, one character per key except the Shift row of digits (ज्ञ, त्र, क्ष, श्र, ्र, र्).
 * Digits are Latin on the base layer and Devanagari with AltGr. Nukta letters are written
 * decomposed (क + ़), which is their NFC form. Checked against the Keyman import of KBDINDEV.
 */
export const INSCRIPT_LAYOUT: HindiKeyboardLayout = {
  id: 'inscript',
  name: 'InScript (Hindi Traditional)',
  iMatraFirst: false,
  rules: [],
  keys: {
    Backquote: { base: 'ॊ', shift: 'ऒ' },
    Digit1: { base: '1', shift: 'ऍ', altGr: '१' },
    Digit2: { base: '2', shift: 'ॅ', altGr: '२' },
    Digit3: { base: '3', shift: '्र', altGr: '३' },
    Digit4: { base: '4', shift: 'र्', altGr: '४' },
    Digit5: { base: '5', shift: 'ज्ञ', altGr: '५' },
    Digit6: { base: '6', shift: 'त्र', altGr: '६' },
    Digit7: { base: '7', shift: 'क्ष', altGr: '७' },
    Digit8: { base: '8', shift: 'श्र', altGr: '८' },
    Digit9: { base: '9', shift: '(', altGr: '९' },
    Digit0: { base: '0', shift: ')', altGr: '०' },
    Minus: { base: '-', shift: 'ः' },
    Equal: { base: 'ृ', shift: 'ऋ', altGr: 'ॄ', shiftAltGr: 'ॠ' },

    KeyQ: { base: 'ौ', shift: 'औ' },
    KeyW: { base: 'ै', shift: 'ऐ' },
    KeyE: { base: 'ा', shift: 'आ', shiftAltGr: '\u0951' },
    KeyR: { base: 'ी', shift: 'ई', altGr: 'ॣ', shiftAltGr: 'ॡ' },
    KeyT: { base: 'ू', shift: 'ऊ' },
    KeyY: { base: 'ब', shift: 'भ' },
    KeyU: { base: 'ह', shift: 'ङ' },
    KeyI: { base: 'ग', shift: 'घ', altGr: 'ग़' },
    KeyO: { base: 'द', shift: 'ध' },
    KeyP: { base: 'ज', shift: 'झ', altGr: 'ज़' },
    BracketLeft: { base: 'ड', shift: 'ढ', altGr: 'ड़', shiftAltGr: 'ढ़' },
    BracketRight: { base: '़', shift: 'ञ' },
    Backslash: { base: 'ॉ', shift: 'ऑ' },

    KeyA: { base: 'ो', shift: 'ओ' },
    KeyS: { base: 'े', shift: 'ए' },
    KeyD: { base: '्', shift: 'अ', altGr: '\u0952' },
    KeyF: { base: 'ि', shift: 'इ', altGr: 'ॢ', shiftAltGr: 'ऌ' },
    KeyG: { base: 'ु', shift: 'उ' },
    KeyH: { base: 'प', shift: 'फ', shiftAltGr: 'फ़' },
    KeyJ: { base: 'र', shift: 'ऱ' },
    KeyK: { base: 'क', shift: 'ख', altGr: 'क़', shiftAltGr: 'ख़' },
    KeyL: { base: 'त', shift: 'थ' },
    Semicolon: { base: 'च', shift: 'छ', altGr: '\u0952' },
    Quote: { base: 'ट', shift: 'ठ', shiftAltGr: '\u0951' },

    KeyZ: { base: 'ॆ', shift: 'ऎ', altGr: '\u0953' },
    KeyX: { base: 'ं', shift: 'ँ', shiftAltGr: 'ॐ' },
    KeyC: { base: 'म', shift: 'ण', altGr: '\u0954' },
    KeyV: { base: 'न', shift: 'ऩ' },
    KeyB: { base: 'व', shift: 'ऴ' },
    KeyN: { base: 'ल', shift: 'ळ' },
    KeyM: { base: 'स', shift: 'श' },
    Comma: { base: ',', shift: 'ष', altGr: '॰' },
    Period: { base: '.', shift: '।', altGr: '॥', shiftAltGr: 'ऽ' },
    Slash: { base: 'य', shift: 'य़' },
    IntlBackslash: { base: 'ॉ', shift: 'ऑ' },
  },
};
