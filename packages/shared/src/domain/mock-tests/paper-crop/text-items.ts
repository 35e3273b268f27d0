/**
 * A question paper's text layer as the crop engine reads it: pieces of text with their boxes in PDF
 * points from the page's top left. The adapter takes what pdf.js's `page.getTextContent()` and
 * `page.getViewport({ scale: 1 })` give, typed structurally, so neither this package nor its tests load
 * pdf.js (the browser's crop screen and the Node benchmark pass their own pdf.js objects in).
 */

/** A box in PDF points, origin at the page's top left, y downwards (as the crop screen draws it). */
export type Box = { x: number; y: number; width: number; height: number };

/** A piece of the text layer: a run of text and its box (top of the ascenders to the bottom of the descenders). */
export type TextItem = Box & { text: string };

/** One page of a paper: its size in points and its text (none on a scanned page). */
export type PageText = { width: number; height: number; items: TextItem[] };

/** The parts of pdf.js's `TextItem` the adapter reads (`TextMarkedContent` entries have no `str`). */
export type PdfTextItem = { str: string; transform: readonly number[]; width: number; height: number };
export type PdfTextContent = { items: ReadonlyArray<PdfTextItem | { type: string }> };
/** pdf.js's `PageViewport`: its size and the matrix from PDF space to the viewport's (y down). */
export type PdfViewport = { width: number; height: number; transform: readonly number[] };

/** How far above the baseline a line's glyphs reach, in font sizes (pdf.js's own default ascent). */
const ASCENT = 0.8;

/** `a × b` for pdf.js's 6-number affine matrices ([a b c d e f]), as its `Util.transform`. */
function multiply(a: readonly number[], b: readonly number[]): number[] {
  const [a0 = 1, a1 = 0, a2 = 0, a3 = 1, a4 = 0, a5 = 0] = a;
  const [b0 = 1, b1 = 0, b2 = 0, b3 = 1, b4 = 0, b5 = 0] = b;
  return [
    a0 * b0 + a2 * b1,
    a1 * b0 + a3 * b1,
    a0 * b2 + a2 * b3,
    a1 * b2 + a3 * b3,
    a0 * b4 + a2 * b5 + a4,
    a1 * b4 + a3 * b5 + a5,
  ];
}

/**
 * The page's text as the engine reads it. Empty and whitespace-only items are left out (Chromium's
 * PDFs have space items as wide as the gap between a header's two halves, which would bridge a
 * gutter), so are rotated ones (a diagonal watermark is not a question), and NUL characters (glyphs
 * without a Unicode mapping, common in Devanagari conjuncts) are dropped from the text.
 */
export function pageTextFromPdf(content: PdfTextContent, viewport: PdfViewport): PageText {
  const scale = Math.hypot(viewport.transform[0] ?? 1, viewport.transform[1] ?? 0);
  const items: TextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const text = item.str.replaceAll('\u0000', '');
    if (text.trim() === '') continue;
    const [a = 1, b = 0, c = 0, d = 1, x = 0, baseline = 0] = multiply(viewport.transform, item.transform);
    if (Math.abs(b) > Math.abs(a) * 0.05 || Math.abs(c) > Math.abs(d) * 0.05) continue;
    const size = Math.hypot(c, d);
    items.push({ text, x, y: baseline - ASCENT * size, width: item.width * scale, height: size });
  }
  return { width: viewport.width, height: viewport.height, items };
}
