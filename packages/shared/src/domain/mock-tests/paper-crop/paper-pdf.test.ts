import { describe, expect, it } from 'vitest';
import { isValidMarks } from '../scoring.ts';
import { PAPER_MARKINGS, paperMarking, type PaperMarkingId } from './marking-presets.ts';
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

describe('PAPER_MARKINGS', () => {
  it('are the exams’ presets of one marking for the whole paper (the issue’s four among them), and none', () => {
    expect(PAPER_MARKINGS).toEqual([
      'ssc_cgl_tier1',
      'ssc_chsl_tier1',
      'rrb_ntpc_cbt1',
      'ibps_prelims',
      'cuet',
      'none',
    ]);
    const marks = (id: PaperMarkingId) => [paperMarking(id).marksPerQuestion, paperMarking(id).negativeMarks];
    expect(marks('ssc_cgl_tier1')).toEqual([2, 0.5]);
    expect(marks('ibps_prelims')).toEqual([1, 0.25]);
    expect(marks('rrb_ntpc_cbt1')).toEqual([1, '1/3']);
    expect(marks('none')).toEqual([1, 0]);
    for (const id of PAPER_MARKINGS) {
      const marking = paperMarking(id);
      expect(isValidMarks(marking.marksPerQuestion) && isValidMarks(marking.negativeMarks)).toBe(true);
      expect(marking.label.en).not.toBe('');
      expect(marking.label.hi).toMatch(/\p{Script=Devanagari}|\d/u);
    }
  });
});
