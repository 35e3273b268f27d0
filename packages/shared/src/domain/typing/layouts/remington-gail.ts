import type { HindiKeyboardLayout } from './keymap.ts';

/**
 * Remington GAIL, the typewriter layout of the Hindi typing tests, after the MIT-licensed Keyman
 * keyboard (keymanapp/keyboards, release/r/remington_gail, © SIL International): the default and
 * Shift layers are the legacy typewriter; AltGr and Shift+AltGr hold the extra letters and conjuncts
 * of APS Saral.
 *
 * Typewriter habits that the composer keeps:
 * - Many letters exist only as half forms (ख्, श्, ध् …): the ा stroke (K, or Shift+A) after a half
 *   form makes the full letter, so ख is `[` `K` and खा is `[` `K` `K`.
 * - ि is typed before its consonant (`iMatraFirst`): कि is `F` `D`, स्थिति is `F` `Shift+L` `Shift+F`
 *   `K` `F` `R`. Keyman itself expects phonetic order here; the composer can be told to do so.
 * - Rakar ्र (`Z`) follows its consonant; reph र् (`Shift+Z`) is typed before its consonant, as in
 *   Keyman (the old typewriter put it after the syllable).
 * - Vowels are built from parts: आ = अ + ा, ओ = अ + ा + े, ई = इ + र्, ो = ा + े.
 */
export const REMINGTON_GAIL_LAYOUT: HindiKeyboardLayout = {
  id: 'remington-gail',
  name: 'Remington GAIL',
  iMatraFirst: true,
  keys: {
    Backquote: { base: '़', shift: 'द्य', altGr: '\u200C', shiftAltGr: '\u200D' },
    Digit1: { base: '1', shift: '।', altGr: '१', shiftAltGr: 'ङ' },
    Digit2: { base: '2', shift: '/', altGr: '२', shiftAltGr: 'घ' },
    Digit3: { base: '3', shift: 'ः', altGr: '३', shiftAltGr: 'ह्न' },
    Digit4: { base: '4', shift: '*', altGr: '४', shiftAltGr: 'ह्य' },
    Digit5: { base: '5', shift: '-', altGr: '५', shiftAltGr: '%' },
    Digit6: { base: '6', shift: '‘', altGr: '६', shiftAltGr: 'ह्म' },
    Digit7: { base: '7', shift: '’', altGr: '७', shiftAltGr: '÷' },
    Digit8: { base: '8', shift: 'द्ध', altGr: '८', shiftAltGr: '×' },
    Digit9: { base: '9', shift: 'त्र', altGr: '९', shiftAltGr: 'द्ग' },
    Digit0: { base: '0', shift: 'ऋ', altGr: '०', shiftAltGr: '!' },
    Minus: { base: ';', shift: '.', altGr: 'ञ', shiftAltGr: 'ञ्' },
    Equal: { base: 'ृ', shift: '्', altGr: '+', shiftAltGr: '=' },

    KeyQ: { base: 'ु', shift: 'फ', altGr: 'फ्', shiftAltGr: 'झ्र' },
    KeyW: { base: 'ू', shift: 'ॅ', altGr: 'ॄ', shiftAltGr: 'ॠ' },
    KeyE: { base: 'म', shift: 'म्', altGr: 'ें', shiftAltGr: 'ैं' },
    KeyR: { base: 'त', shift: 'त्', altGr: 'त्त', shiftAltGr: 'त्त्' },
    KeyT: { base: 'ज', shift: 'ज्', altGr: 'ज्र', shiftAltGr: 'त्र्' },
    KeyY: { base: 'ल', shift: 'ल्', altGr: 'द्द', shiftAltGr: 'द्भ' },
    KeyU: { base: 'न', shift: 'न्', altGr: 'फ़', shiftAltGr: 'न्न' },
    KeyI: { base: 'प', shift: 'प्', altGr: 'फ', shiftAltGr: 'प्र' },
    KeyO: { base: 'व', shift: 'व्', altGr: 'व्न', shiftAltGr: 'व्र' },
    KeyP: { base: 'च', shift: 'च्', altGr: 'श', shiftAltGr: 'ढ़' },
    BracketLeft: { base: 'ख्', shift: 'क्ष्', altGr: 'ख', shiftAltGr: 'क्ष' },
    BracketRight: { base: ',', shift: 'द्व', altGr: 'द्ध', shiftAltGr: 'द्ब' },
    Backslash: { base: '(', shift: ')', altGr: 'ऽ', shiftAltGr: 'ॐ' },

    KeyA: { base: 'ं', shift: 'ा', altGr: 'ह्ण', shiftAltGr: 'ख़' },
    KeyS: { base: 'े', shift: 'ै', altGr: 'भ', shiftAltGr: 'ष्ट' },
    KeyD: { base: 'क', shift: 'क्', altGr: 'ध', shiftAltGr: 'ष्ठ' },
    KeyF: { base: 'ि', shift: 'थ्', altGr: 'य्', shiftAltGr: 'थ' },
    KeyG: { base: 'ह', shift: 'ळ', altGr: 'घ', shiftAltGr: 'ग्र' },
    KeyH: { base: 'ी', shift: 'भ्', altGr: 'ीं', shiftAltGr: 'ञ्च' },
    KeyJ: { base: 'र', shift: 'श्र', altGr: 'र्\u200D', shiftAltGr: 'श्' },
    KeyK: { base: 'ा', shift: 'ज्ञ', altGr: '्य', shiftAltGr: 'ज्ञ्' },
    KeyL: { base: 'स', shift: 'स्', altGr: 'स्त्र', shiftAltGr: 'स्र' },
    Semicolon: { base: 'य', shift: 'रू', altGr: ';', shiftAltGr: 'ञ्ज' },
    Quote: { base: 'श्', shift: 'ष्', altGr: 'श', shiftAltGr: 'ष' },

    KeyZ: { base: '्र', shift: 'र्', altGr: 'ो', shiftAltGr: 'ौ' },
    KeyX: { base: 'ग', shift: 'ग्', altGr: 'द्र', shiftAltGr: 'ग़' },
    KeyC: { base: 'ब', shift: 'ब्', altGr: 'ड़', shiftAltGr: 'ज़' },
    KeyV: { base: 'अ', shift: 'ट', altGr: 'ट्', shiftAltGr: 'ट्ट' },
    KeyB: { base: 'इ', shift: 'ठ', altGr: 'ई', shiftAltGr: 'ईं' },
    KeyN: { base: 'द', shift: 'छ', altGr: 'ण', shiftAltGr: 'द्म' },
    KeyM: { base: 'उ', shift: 'ड', altGr: 'ऊ', shiftAltGr: 'ड्ड' },
    Comma: { base: 'ए', shift: 'ढ', altGr: 'ँ', shiftAltGr: 'ढ्ढ' },
    Period: { base: 'ण्', shift: 'झ', altGr: '.', shiftAltGr: 'झ्' },
    Slash: { base: 'ध्', shift: 'घ्', altGr: '/', shiftAltGr: '?' },
  },
  rules: [
    // The ा stroke after a half form completes the letter.
    { key: 'KeyK', after: /([\u0915-\u0939]\u093C?)\u094D\u200D?$/u, to: '$1' },
    { key: 'Shift+KeyA', after: /([\u0915-\u0939]\u093C?)\u094D\u200D?$/u, to: '$1' },
    // Vowels and matras built from parts.
    { key: 'KeyK', after: /अ$/u, to: 'आ' },
    { key: 'Shift+KeyA', after: /अ$/u, to: 'आ' },
    { key: 'Shift+KeyW', after: /आ$/u, to: 'ऑ' },
    { key: 'KeyS', after: /आ$/u, to: 'ओ' },
    { key: 'Shift+KeyS', after: /आ$/u, to: 'औ' },
    { key: 'Shift+KeyZ', after: /इ$/u, to: 'ई' },
    { key: 'KeyQ', after: /उ$/u, to: 'ऊ' },
    { key: 'Shift+KeyW', after: /ए$/u, to: 'ऍ' },
    { key: 'KeyS', after: /ए$/u, to: 'ऐ' },
    { key: 'Shift+KeyW', after: /ा$/u, to: 'ॉ' },
    { key: 'KeyS', after: /ा$/u, to: 'ो' },
    { key: 'Shift+KeyS', after: /ा$/u, to: 'ौ' },
    { key: 'Equal', after: /ृ$/u, to: 'ॄ' },
    // Candrabindu from the candra and a dot.
    { key: 'KeyA', after: /ॉ$/u, to: 'ाँ' },
    { key: 'KeyA', after: /ॅ$/u, to: 'ँ' },
    { key: 'Shift+KeyA', after: /ॅ$/u, to: 'ँ' },
    { key: 'Shift+KeyW', after: /ं$/u, to: 'ँ' },
    // Double danda, curly double quotes, and a colon (not visarga) after digits, punctuation or space.
    { key: 'Shift+Digit1', after: /।$/u, to: '॥' },
    { key: 'Shift+Digit6', after: /‘$/u, to: '“' },
    { key: 'Shift+Digit7', after: /’$/u, to: '”' },
    { key: 'Shift+Digit3', after: /[0-9;,()/*\-‘’“”÷×! ]$/u, to: '$&:' },
  ],
};
