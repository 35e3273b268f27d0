import { describe, expect, it } from 'vitest';
import { typingIndentStarts } from '../domain/typing/evaluate.ts';
import { trimPassage, typingPassageInput } from './typing.ts';

const input = (text: string) => ({
  id: 'two-paragraphs',
  language: 'en',
  title: 'Two paragraphs',
  text,
  presetFamilies: [],
});

describe('a passage saved by an admin', () => {
  it('keeps the Tab that indents its first paragraph (both paragraphs are typed after a Tab)', () => {
    const text = '\tThe first paragraph of the passage.\n\tThe second paragraph of it.';
    const saved = typingPassageInput.parse(input(`\n\n${text}\n\n`)).text;
    expect(saved).toBe(text);
    expect(typingIndentStarts(saved)).toEqual([0, 6]);
  });

  it('drops the blank lines and spaces around it', () => {
    expect(trimPassage('  \n \r\n   Plain text here.  \n\n')).toBe('Plain text here.');
    expect(trimPassage('  \t Indented text.')).toBe('\tIndented text.');
    expect(trimPassage('One.\n\tTwo.\n')).toBe('One.\n\tTwo.');
  });

  it('counts its length after trimming (20 characters at least)', () => {
    const result = typingPassageInput.safeParse(input(`\n\n   ${'x'.repeat(10)}   \n\n`));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A passage needs at least 20 characters.');
  });
});
