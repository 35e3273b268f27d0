import { describe, expect, it } from 'vitest';
import { generateSheet, sheetCorpus } from '@jobportal/shared/testing/response-sheets';
import { readResponseSheet } from './read-sheet.ts';

/**
 * Every generated sheet, saved as a page or pasted as text, must read exactly as generated: every
 * chosen option, status, section and the shift, SSC's marked key from the page (pasted text carries
 * no marks), and the header shown to the member. The MHTML forms are in `corpus-mhtml.test.ts` (two
 * files run in parallel).
 */
describe('reading the corpus from saved pages and pasted text', () => {
  it.each(sheetCorpus().map((spec) => [spec.label, spec] as const))('reads %s', async (_label, spec) => {
    const sheet = generateSheet(spec);

    const fromPage = await readResponseSheet({ file: new File([sheet.htmlBytes], 'response-sheet.html') });
    expect(fromPage).toEqual({ ok: true, read: { source: 'html', ...sheet.truth } });

    const fromText = await readResponseSheet({ text: sheet.text });
    expect(fromText).toEqual({ ok: true, read: { source: 'text', ...sheet.textTruth } });

    // What may be sent holds the answers, never the person.
    const sent = JSON.stringify(fromPage.ok && fromPage.read.sheet);
    for (const personal of Object.values(spec.candidate)) expect(sent).not.toContain(personal);
  });

  it('runs none of a page’s scripts', async () => {
    const sheet = generateSheet(sheetCorpus()[0]!);
    expect(sheet.html).toContain('<script>window.__responseSheetScriptRan = true;</script>');
    await readResponseSheet({ file: new File([sheet.htmlBytes], 'response-sheet.html') });
    expect('__responseSheetScriptRan' in window).toBe(false);
  });
});
