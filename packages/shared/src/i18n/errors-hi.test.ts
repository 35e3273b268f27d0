import { describe, expect, it } from 'vitest';
import { errorCodesHi, errorMessagesHi } from './errors-hi.ts';

const devanagari = /[\u0900-\u097F]/;

describe('Hindi error texts', () => {
  it('key codes in the API’s SCREAMING_CASE', () => {
    expect(Object.keys(errorCodesHi).filter((code) => !/^[A-Z][A-Z_]*[A-Z]$/.test(code))).toEqual([]);
  });

  it('are all non-empty Devanagari text', () => {
    const texts = [...Object.entries(errorCodesHi), ...Object.entries(errorMessagesHi)];
    expect(texts.filter(([, hindi]) => hindi.trim() === '' || !devanagari.test(hindi))).toEqual([]);
  });

  it('key messages by English text, never by Hindi', () => {
    expect(Object.keys(errorMessagesHi).filter((english) => devanagari.test(english))).toEqual([]);
  });

  it('keep a message’s closing full stop where the English has one', () => {
    const differing = Object.entries(errorMessagesHi).filter(
      ([english, hindi]) => english.endsWith('.') !== /[।.:]$/.test(hindi),
    );
    expect(differing).toEqual([]);
  });
});
