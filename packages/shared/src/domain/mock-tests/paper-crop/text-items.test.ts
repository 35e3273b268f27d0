import { describe, expect, it } from 'vitest';
import { pageTextFromPdf } from './text-items.ts';

// pdf.js's viewport of an A4 page at scale 1: PDF space (y up) to the page's (y down).
const viewport = { width: 595, height: 842, transform: [1, 0, 0, -1, 0, 842] };

describe('pageTextFromPdf', () => {
  it('puts items in top-left page points, the box from ascender to descender', () => {
    const content = {
      items: [
        { str: 'Q.1 Which river', transform: [10, 0, 0, 10, 50, 700], width: 80, height: 10 },
        { type: 'beginMarkedContent' },
      ],
    };
    expect(pageTextFromPdf(content, viewport)).toEqual({
      width: 595,
      height: 842,
      items: [{ text: 'Q.1 Which river', x: 50, y: 134, width: 80, height: 10 }],
    });
  });

  it('scales with the viewport', () => {
    const content = { items: [{ str: 'A', transform: [10, 0, 0, 10, 50, 700], width: 8, height: 10 }] };
    const double = { width: 1190, height: 1684, transform: [2, 0, 0, -2, 0, 1684] };
    expect(pageTextFromPdf(content, double).items).toEqual([{ text: 'A', x: 100, y: 268, width: 16, height: 20 }]);
  });

  it('leaves out blank and rotated items, and NUL characters', () => {
    const content = {
      items: [
        { str: ' ', transform: [9, 0, 0, 9, 271, 813], width: 237, height: 0 },
        { str: '', transform: [9, 0, 0, 9, 36, 813], width: 0, height: 0 },
        { str: 'DRAFT', transform: [0, 40, -40, 0, 300, 400], width: 120, height: 40 },
        { str: '\u0000ा', transform: [10, 0, 0, 10, 359, 742], width: 10, height: 10 },
      ],
    };
    expect(pageTextFromPdf(content, viewport).items).toEqual([{ text: 'ा', x: 359, y: 92, width: 10, height: 10 }]);
  });
});
