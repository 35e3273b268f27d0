import { describe, expect, it } from 'vitest';
import { isValidMarks } from '../scoring.ts';
import { MARKING_PRESETS } from './marking-presets.ts';
import { paperPagesProblem, paperPdfLoadMessage, paperPdfProblem } from './paper-pdf.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('bad papers', () => {
  it('accepts a PDF within the limit', () => {
    expect(paperPdfProblem(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeUndefined();
  });

  it('refuses an empty file, a file over the limit and a file that is not a PDF', () => {
    expect(paperPdfProblem(new Uint8Array())).toBe('The file is empty.');
    expect(paperPdfProblem(new Uint8Array(3 * 1024 * 1024).fill(37), 2 * 1024 * 1024)).toBe(
      'The PDF is 3.0 MB; the limit is 2.0 MB. Upload a smaller file (for example, the paper without its cover pages, or scanned at a lower resolution).',
    );
    expect(paperPdfProblem(bytes('<html>not a paper</html>'))).toBe(
      'This file is not a PDF. Upload the question paper as a PDF file.',
    );
  });

  it("explains pdf.js's failures: a password, or a damaged file", () => {
    const locked = Object.assign(new Error('No password given'), { name: 'PasswordException' });
    expect(paperPdfLoadMessage(locked)).toBe(
      'This PDF is locked with a password. Open it, remove the password (or print it to a new PDF) and upload that file.',
    );
    const damaged = Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' });
    expect(paperPdfLoadMessage(damaged)).toBe(
      'This PDF could not be read: it may be damaged or incomplete. Open it, save it again as a PDF and upload that file.',
    );
  });

  it('refuses a PDF without pages', () => {
    expect(paperPagesProblem(0)).toBe('This PDF has no pages.');
    expect(paperPagesProblem(12)).toBeUndefined();
  });
});

describe('MARKING_PRESETS', () => {
  it('has the four presets with valid marks and both labels', () => {
    expect(Object.keys(MARKING_PRESETS)).toEqual(['ssc-cgl', 'ibps', 'rrb', 'none']);
    expect(Object.values(MARKING_PRESETS).map((preset) => [preset.marksPerQuestion, preset.negativeMarks])).toEqual([
      [2, 0.5],
      [1, 0.25],
      [1, '1/3'],
      [1, 0],
    ]);
    for (const preset of Object.values(MARKING_PRESETS)) {
      expect(isValidMarks(preset.marksPerQuestion) && isValidMarks(preset.negativeMarks)).toBe(true);
      expect(preset.label.en).not.toBe('');
      expect(preset.label.hi).toMatch(/[\u0900-\u097F]/);
    }
  });
});
