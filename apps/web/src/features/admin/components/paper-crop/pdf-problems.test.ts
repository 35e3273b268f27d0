import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  PAPER_PDF_MAX_BYTES,
  paperPagesProblem,
  paperPdfLoadMessage,
  paperPdfProblem,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { enPaperCrop } from '../../../../locales/en-paper-crop.ts';
import { bytesProblem, loadProblem, pagesProblem } from './pdf-problems.ts';

describe('the PDF’s problems', () => {
  const t = i18next.getFixedT('en', 'paperCrop');
  i18next.addResourceBundle('en', 'paperCrop', enPaperCrop, true, true);

  it('are said in English in the engine’s own words', () => {
    const notPdf = new TextEncoder().encode('hello');
    const big = new Uint8Array(PAPER_PDF_MAX_BYTES + 1);
    const cases: Array<[ReturnType<typeof bytesProblem>, string | undefined]> = [
      [bytesProblem(new Uint8Array()), paperPdfProblem(new Uint8Array())],
      [bytesProblem(notPdf), paperPdfProblem(notPdf)],
      [bytesProblem(big), paperPdfProblem(big)],
      [loadProblem({ name: 'PasswordException' }), paperPdfLoadMessage({ name: 'PasswordException' })],
      [loadProblem(new Error('broken')), paperPdfLoadMessage(new Error('broken'))],
      [pagesProblem(0), paperPagesProblem(0)],
    ];
    for (const [problem, message] of cases) {
      expect(t(`problems.${problem!.kind}`, { size: problem!.size, limit: problem!.limit })).toBe(message);
    }
    expect(bytesProblem(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(pagesProblem(3)).toBeUndefined();
  });
});
