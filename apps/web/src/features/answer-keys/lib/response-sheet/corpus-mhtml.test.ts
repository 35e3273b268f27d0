import { describe, expect, it } from 'vitest';
import { generateSheet, sheetCorpus } from '@jobportal/shared/testing/response-sheets';
import { readResponseSheet } from './read-sheet.ts';

/** Every generated sheet, saved by Chrome on a phone as MHTML, must read exactly as generated. */
describe('reading the corpus from MHTML', () => {
  it.each(sheetCorpus().map((spec) => [spec.label, spec] as const))('reads %s', async (_label, spec) => {
    const sheet = generateSheet(spec);
    const read = await readResponseSheet({ file: new File([sheet.mhtml], 'response-sheet.mhtml') });
    expect(read).toEqual({ ok: true, read: { source: 'mhtml', ...sheet.truth } });
  });
});
