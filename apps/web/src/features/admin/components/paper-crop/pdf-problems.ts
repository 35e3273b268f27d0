import {
  PAPER_PDF_MAX_BYTES,
  paperPagesProblem,
  paperPdfLoadMessage,
  paperPdfProblem,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';

/**
 * Why an uploaded paper (or key) PDF cannot be used, as a kind the screen words in the interface's
 * language (`problems.<kind>` in the paperCrop strings, whose English is the engine's own wording:
 * `paper-pdf.ts`), with the sizes its message names.
 */
export type PdfProblemKind = 'empty' | 'tooBig' | 'notPdf' | 'password' | 'damaged' | 'noPages';
export type PdfProblem = { kind: PdfProblemKind; size?: string; limit?: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A problem with the file's bytes (checked before pdf.js is loaded), or undefined. */
export function bytesProblem(bytes: Uint8Array, maxBytes = PAPER_PDF_MAX_BYTES): PdfProblem | undefined {
  if (!paperPdfProblem(bytes, maxBytes)) return undefined;
  if (bytes.length === 0) return { kind: 'empty' };
  if (bytes.length > maxBytes) return { kind: 'tooBig', size: megabytes(bytes.length), limit: megabytes(maxBytes) };
  return { kind: 'notPdf' };
}

/** What pdf.js's failure to open the file means. */
export function loadProblem(error: unknown): PdfProblem {
  return paperPdfLoadMessage(error).includes('password') ? { kind: 'password' } : { kind: 'damaged' };
}

/** A PDF that opened but has nothing to crop. */
export function pagesProblem(pageCount: number): PdfProblem | undefined {
  return paperPagesProblem(pageCount) ? { kind: 'noPages' } : undefined;
}

/** Thrown by the loader with the problem to show. */
export class PdfProblemError extends Error {
  readonly problem: PdfProblem;
  constructor(problem: PdfProblem) {
    super(problem.kind);
    this.problem = problem;
    this.name = 'PdfProblemError';
  }
}
