import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enAdmin } from './en-admin.ts';
import { enAlerts } from './en-alerts.ts';
import { enAnswerKeys } from './en-answer-keys.ts';
import { enChat } from './en-chat.ts';
import { enMockTests } from './en-mock-tests.ts';
import { enPaperCrop } from './en-paper-crop.ts';
import { enTools } from './en-tools.ts';
import { enTyping } from './en-typing.ts';
import { hi } from './hi.ts';
import { hiAdmin } from './hi-admin.ts';
import { hiAlerts } from './hi-alerts.ts';
import { hiAnswerKeys } from './hi-answer-keys.ts';
import { hiChat } from './hi-chat.ts';
import { hiMockTests } from './hi-mock-tests.ts';
import { hiPaperCrop } from './hi-paper-crop.ts';
import { hiTools } from './hi-tools.ts';
import { hiTyping } from './hi-typing.ts';

/** Each English catalogue with its Hindi twin. */
const pairs: [name: string, english: object, hindi: object][] = [
  ['translation', en, hi],
  ['chat', enChat, hiChat],
  ['alerts', enAlerts, hiAlerts],
  ['mockTests', enMockTests, hiMockTests],
  ['typing', enTyping, hiTyping],
  ['tools', enTools, hiTools],
  ['admin', enAdmin, hiAdmin],
  ['answerKeys', enAnswerKeys, hiAnswerKeys],
  ['paperCrop', enPaperCrop, hiPaperCrop],
];

/**
 * Strings that may stay without Devanagari: brand, placeholders, reservation categories and other
 * Latin abbreviations that Hindi portals print as they are. Strings made only of placeholders,
 * digits and symbols (`+{{marks}}`, `{{score}} / {{max}}`) need no entry.
 */
const latinAllowed = new Set([
  'JobPortal',
  'you@example.com',
  'PDF',
  'UR',
  'OBC',
  'SC',
  'ST',
  'EWS',
  'PwBD',
  'ESM',
  // Apps named on the share buttons, as their own brands write them.
  'WhatsApp',
  'Telegram',
  // Data formats.
  'CSV',
  'JSON',
  // Keyboard layouts, named as typing-test notices name them.
  'InScript',
  'Remington GAIL',
  '{{value}} KDPH',
  // Upload sizes, in the units application forms print (issue #26).
  '{{width}} × {{height}} px',
  '{{min}}–{{max}} KB',
  'dpi',
]);
const onlySymbols = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** Every leaf as `path → text`. */
function leaves(value: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child && typeof child === 'object') for (const entry of leaves(child as object, path)) out.set(...entry);
    else out.set(path, `<${typeof child}>`);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort();
const devanagari = /[\u0900-\u097F]/;

describe.each(pairs)('Hindi %s catalogue', (_name, english, hindi) => {
  const enLeaves = leaves(english);
  const hiLeaves = leaves(hindi);

  it('has every English key and no other', () => {
    expect([...enLeaves.keys()].filter((path) => !hiLeaves.has(path))).toEqual([]);
    expect([...hiLeaves.keys()].filter((path) => !enLeaves.has(path))).toEqual([]);
  });

  it('keeps the interpolation placeholders of each string', () => {
    const differing = [...enLeaves]
      .filter(([path]) => hiLeaves.has(path))
      .filter(([path, text]) => placeholders(text).join() !== placeholders(hiLeaves.get(path)!).join())
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });

  it('has only non-empty strings', () => {
    expect([...hiLeaves].filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([]);
  });

  it('is written in Devanagari, except brand names and abbreviations', () => {
    const latin = [...hiLeaves]
      .filter(([, text]) => !devanagari.test(text) && !latinAllowed.has(text) && !onlySymbols(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(latin).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('notice a missing key, an extra key and a lost placeholder', () => {
    const english = { a: 'A {{count}}', b: { c: 'C' } };
    const hindi = { a: 'अ', b: { d: 'द' } };
    const enKeys = [...leaves(english).keys()];
    const hiKeys = [...leaves(hindi).keys()];
    expect(enKeys.filter((path) => !hiKeys.includes(path))).toEqual(['b.c']);
    expect(hiKeys.filter((path) => !enKeys.includes(path))).toEqual(['b.d']);
    expect(placeholders(english.a)).toEqual(['count']);
    expect(placeholders(hindi.a)).toEqual([]);
  });

  it('let through only listed Latin strings and pure symbols', () => {
    expect(onlySymbols('+{{marks}}')).toBe(true);
    expect(onlySymbols('{{score}} / {{max}}')).toBe(true);
    expect(onlySymbols('{{count}} minutes')).toBe(false);
    expect(devanagari.test('Sign In')).toBe(false);
    expect(latinAllowed.has('Sign In')).toBe(false);
  });
});
