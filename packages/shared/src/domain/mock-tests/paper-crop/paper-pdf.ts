/**
 * Uploaded papers that cannot become crops, said in words an admin can act on: a file over the size
 * limit or not a PDF (checked on its bytes before pdf.js is loaded), a PDF locked with a password or
 * damaged (from pdf.js's error when it opens it), and a PDF without pages. A PDF with an owner password
 * only (printing or copying restricted) opens, and is fine.
 */

/** The largest paper accepted: a 200-page scan at 150 dpi fits. */
export const PAPER_PDF_MAX_BYTES = 50 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A problem with the file's bytes, or undefined when pdf.js may open it. */
export function paperPdfProblem(bytes: Uint8Array, maxBytes = PAPER_PDF_MAX_BYTES): string | undefined {
  if (bytes.length === 0) return 'The file is empty.';
  if (bytes.length > maxBytes) {
    return `The PDF is ${megabytes(bytes.length)}; the limit is ${megabytes(maxBytes)}. Upload a smaller file (for example, the paper without its cover pages, or scanned at a lower resolution).`;
  }
  // "%PDF-" within the first kilobyte, as readers allow.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!head.includes('%PDF-')) return 'This file is not a PDF. Upload the question paper as a PDF file.';
  return undefined;
}

/** What pdf.js's failure to open a paper means for the admin (its errors carry a `name`). */
export function paperPdfLoadMessage(error: unknown): string {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null)
      ? (error as { name?: unknown }).name
      : undefined;
  if (name === 'PasswordException') {
    return 'This PDF is locked with a password. Open it, remove the password (or print it to a new PDF) and upload that file.';
  }
  return 'This PDF could not be read: it may be damaged or incomplete. Open it, save it again as a PDF and upload that file.';
}

/** The problem with a paper that opened, or undefined: a PDF with no pages has nothing to crop. */
export function paperPagesProblem(pageCount: number): string | undefined {
  return pageCount === 0 ? 'This PDF has no pages.' : undefined;
}
