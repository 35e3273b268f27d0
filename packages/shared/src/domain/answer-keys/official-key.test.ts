import { describe, expect, it } from 'vitest';
import { formatOfficialKey, parseOfficialKey } from './official-key.ts';

describe('an official key as an admin pastes it', () => {
  it("reads NTA's table (subject, question ID, right option IDs) and TCS iON's pairs, dropped and multi-answer", () => {
    const result = parseOfficialKey(
      [
        'Subject\tQuestion ID\tCorrect Option(s) ID',
        'General Test\t630680461234\t6306801841230',
        '2. 630680461235 : 6306801841235, 6306801841237',
        '630680461236 Dropped',
        '  630680461237   BONUS  ',
        '',
        '630680461238 - 6306801841240',
      ].join('\n'),
    );
    expect(result.ok && [...result.entries]).toEqual([
      ['630680461234', { right: ['6306801841230'] }],
      ['630680461235', { right: ['6306801841235', '6306801841237'] }],
      ['630680461236', { dropped: true }],
      ['630680461237', { dropped: true }],
      ['630680461238', { right: ['6306801841240'] }],
    ]);
  });

  it('names each line with a question but no answer, and each question given twice', () => {
    const result = parseOfficialKey('630680461234 6306801841230\n630680461235\n\n630680461234 6306801841231\r\n');
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 2, text: '630680461235', problem: 'no_answer' },
        { line: 4, text: '630680461234 6306801841231', problem: 'repeated' },
      ],
    });
  });

  it('reads back what it wrote: the key the editor shows is the key it saves', () => {
    const entries = new Map([
      ['630680461234', { right: ['6306801841230'] }],
      ['630680461235', { right: ['6306801841235', '6306801841237'] }],
      ['630680461236', { dropped: true as const }],
    ]);
    const text = formatOfficialKey(entries);
    expect(text).toBe('630680461234 6306801841230\n630680461235 6306801841235, 6306801841237\n630680461236 Dropped');
    expect(parseOfficialKey(text)).toEqual({ ok: true, entries });
  });
});
