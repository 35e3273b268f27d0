import { RESPONSE_SHEET_MAX_BYTES } from '@jobportal/shared';
import { describe, expect, it } from 'vitest';
import {
  chosenOutOfRangeSheet,
  generateSheet,
  repeatedQuestionSheet,
  sheetCorpus,
  sheetWithoutDate,
  textWithoutLineBreaks,
  truncatedSheet,
} from '@jobportal/shared/testing/response-sheets';
import { readResponseSheet } from './read-sheet.ts';

const short = sheetCorpus().filter((spec) => spec.sections.reduce((sum, section) => sum + section.questions, 0) <= 30);
const ssc = short.find((spec) => spec.board === 'ssc');
const nta = short.find((spec) => spec.board === 'nta' && spec.chosenPrinted === 'id');
const asFile = (content: BlobPart, name = 'response-sheet.html') => new File([content], name);
const problemOf = async (input: Parameters<typeof readResponseSheet>[0]) => {
  const result = await readResponseSheet(input);
  return result.ok ? 'read' : result.problem;
};

describe('readResponseSheet refusing what it cannot read', () => {
  it('refuses a file over the limit before reading it', async () => {
    const file = asFile(new Uint8Array(RESPONSE_SHEET_MAX_BYTES + 1));
    file.arrayBuffer = () => Promise.reject(new Error('read a file over the limit'));
    expect(await readResponseSheet({ file })).toEqual({
      ok: false,
      problem: 'too_large',
      detail: `${RESPONSE_SHEET_MAX_BYTES + 1} bytes`,
    });
  });

  it('refuses pasted text over the limit', async () => {
    expect(await problemOf({ text: 'x'.repeat(RESPONSE_SHEET_MAX_BYTES + 1) })).toBe('too_large');
  });

  it.each([
    ['a PNG screenshot', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]],
    ['a JPEG photo', [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]],
    ['a PDF printout', Array.from('%PDF-1.7\n%âãÏÓ\n1 0 obj', (char) => char.charCodeAt(0) & 0xff)],
    ['a zip', [0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]],
    ['a HEIC photo', [0, 0, 0, 24, ...Array.from('ftypheic', (char) => char.charCodeAt(0))]],
    ['binary data', [0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e, 0, 1, 2, 3]],
    ['an empty file', []],
  ])('refuses %s named .html as not a page', async (_name, bytes) => {
    expect(await problemOf({ file: asFile(new Uint8Array(bytes)) })).toBe('not_a_page');
  });

  it('refuses an MHTML file without a page in it', async () => {
    const mhtml = generateSheet(ssc!).mhtml.replace(/Content-Type: text\/html/g, 'Content-Type: text/plain');
    expect(await problemOf({ file: asFile(mhtml, 'sheet.mhtml') })).toBe('not_a_page');
  });

  it('refuses an unrelated page or text as not a response sheet', async () => {
    const page = `<!DOCTYPE html><html><head><title>SSC CGL 2024 notice</title></head><body>
      <h1>Combined Graduate Level Examination 2024</h1>
      <table><tr><td>Exam Date</td><td>10/09/2024</td></tr><tr><td>Status</td><td>Answered</td></tr></table>
      </body></html>`;
    expect(await problemOf({ file: asFile(page) })).toBe('not_a_response_sheet');
    expect(await problemOf({ text: 'Roll Number\t2201234567\nStatus : Answered\nChosen Option : 3' })).toBe(
      'not_a_response_sheet',
    );
    expect(await problemOf({ text: '' })).toBe('not_a_response_sheet');
  });

  it('refuses a sheet cut off inside a question as incomplete', async () => {
    const result = await readResponseSheet({ file: asFile(truncatedSheet(ssc!)) });
    expect(result).toMatchObject({ ok: false, problem: 'question_incomplete' });
    expect(!result.ok && result.detail).toMatch(/no "Status"/);
  });

  it('refuses an SSC 2025 page cut off inside a question as incomplete', async () => {
    const page = truncatedSheet(sheetCorpus().find((spec) => spec.vendor === 'eduquity')!);
    expect(page).toMatch(/<td>Option 4 ID<\/td><td>:&nbsp;\d+<\/td><\/tr>\n<tr>$/);
    const result = await readResponseSheet({ file: asFile(page) });
    expect(result).toMatchObject({ ok: false, problem: 'question_incomplete' });
    expect(!result.ok && result.detail).toMatch(/no "Status"/);
  });

  it('refuses a sheet printing a question twice, saved or pasted', async () => {
    for (const spec of [ssc!, nta!]) {
      const { html, text } = repeatedQuestionSheet(spec);
      expect(await problemOf({ file: asFile(html) })).toBe('question_repeated');
      expect(await problemOf({ text })).toBe('question_repeated');
    }
  });

  it('refuses a chosen option beyond the question’s options as incomplete', async () => {
    const { html, text } = chosenOutOfRangeSheet(nta!);
    const result = await readResponseSheet({ file: asFile(html) });
    expect(result).toMatchObject({ ok: false, problem: 'question_incomplete' });
    expect(!result.ok && result.detail).toContain(`chosen option ${nta!.options + 2} of ${nta!.options}`);
    expect(await problemOf({ text })).toBe('question_incomplete');
  });

  it('refuses text whose line breaks were lost as mangled', async () => {
    expect(await problemOf({ text: textWithoutLineBreaks(ssc!) })).toBe('text_mangled');
    expect(await problemOf({ text: textWithoutLineBreaks(nta!) })).toBe('text_mangled');
  });

  it('refuses text whose labels were split from their values as mangled', async () => {
    const text =
      'Exam Date\t10/09/2024\nExam Time\t9:00 AM\nQuestion ID :\nOption 1 ID :\nOption 2 ID :\n123\n456\n789';
    expect(await problemOf({ text })).toBe('text_mangled');
  });

  it('refuses a sheet without its exam date as having no shift', async () => {
    for (const spec of [ssc!, nta!]) {
      const { html, text } = sheetWithoutDate(spec);
      expect(await problemOf({ file: asFile(html) })).toBe('no_shift');
      expect(await problemOf({ text })).toBe('no_shift');
    }
  });
});
