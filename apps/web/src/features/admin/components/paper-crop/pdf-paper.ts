import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import {
  pageTextFromPdf,
  textInBox,
  type Box,
  type PageText,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { bytesProblem, loadProblem, pagesProblem, PdfProblemError } from './pdf-problems.ts';
import { nextTask } from '../../../../lib/next-task.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * pdf.js for the crop screen (this module is only in the screen's own chunk): opening a paper with its
 * checks, reading each page's text layer for the engine, and drawing a box of a page as an image.
 */

export type OpenedPaper = { doc: PDFDocumentProxy; pages: PageText[] };

/** Opens a PDF file after checking its bytes; a problem is thrown as a `PdfProblemError`. */
async function open(file: Blob): Promise<PDFDocumentProxy> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = bytesProblem(bytes);
  if (problem) throw new PdfProblemError(problem);
  let doc: PDFDocumentProxy;
  try {
    // The strict CSP has no 'unsafe-eval': pdf.js must not compile fonts' glyphs to functions.
    doc = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  } catch (error) {
    throw new PdfProblemError(loadProblem(error));
  }
  const empty = pagesProblem(doc.numPages);
  if (empty) {
    await doc.destroy();
    throw new PdfProblemError(empty);
  }
  return doc;
}

/** The text layer of every page, yielding to the page between pages (a 100-page paper takes a second). */
async function readPages(doc: PDFDocumentProxy, onPage?: (read: number) => void): Promise<PageText[]> {
  const pages: PageText[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    pages.push(pageTextFromPdf(await page.getTextContent(), page.getViewport({ scale: 1 })));
    onPage?.(number);
    await nextTask();
  }
  return pages;
}

/** The question paper, opened and read. */
export async function openPaper(file: Blob, onPage?: (read: number) => void): Promise<OpenedPaper> {
  const doc = await open(file);
  try {
    return { doc, pages: await readPages(doc, onPage) };
  } catch (error) {
    await doc.destroy();
    throw new PdfProblemError(loadProblem(error));
  }
}

/** An official answer key's PDF as text, line by line, for the key's reader. */
export async function keyPdfText(file: Blob): Promise<string> {
  const doc = await open(file);
  try {
    const pages = await readPages(doc);
    return pages.map((page) => textInBox(page, { x: 0, y: 0, width: page.width, height: page.height })).join('\n');
  } finally {
    await doc.destroy();
  }
}

/** Draws a page into `canvas` at `scale` CSS pixels per point (times the device's pixel ratio). */
export function renderPage(doc: PDFDocumentProxy, pageIndex: number, canvas: HTMLCanvasElement, scale: number) {
  let cancelled = false;
  let task: { cancel: () => void; promise: Promise<void> } | undefined;
  const done = doc.getPage(pageIndex + 1).then((page) => {
    if (cancelled) return;
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    task = page.render({ canvas, viewport });
    return task.promise;
  });
  return {
    promise: done,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}

/** The width a crop is stored at: the widest a figure is kept (a 360 px phone at 3×). */
export const CROP_WIDTH = 1080;
/** The tallest crop image, in pixels: a browser's canvas has limits, and a crop is a question, not a page. */
const CROP_MAX_HEIGHT = 8000;
/** A figure upload's limit, less a margin: a PNG above it is sent as a JPEG instead. */
const UPLOAD_MAX_BYTES = 4.5 * 1024 * 1024;

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be drawn.'))), type, quality),
  );

/**
 * A box of a page as an image `CROP_WIDTH` pixels wide (sharp on a phone at 3×): only the box is drawn,
 * through a viewport shifted to its corner, on white. PNG (text stays crisp), JPEG when a PNG is too big.
 */
export async function renderCrop(doc: PDFDocumentProxy, pageIndex: number, box: Box): Promise<Blob> {
  const page = await doc.getPage(pageIndex + 1);
  const scale = Math.min(CROP_WIDTH / box.width, CROP_MAX_HEIGHT / box.height);
  const viewport = page.getViewport({ scale, offsetX: -box.x * scale, offsetY: -box.y * scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(box.width * scale));
  canvas.height = Math.max(1, Math.round(box.height * scale));
  await page.render({ canvas, viewport, background: 'white' }).promise;
  const png = await toBlob(canvas, 'image/png');
  const image = png.size <= UPLOAD_MAX_BYTES ? png : await toBlob(canvas, 'image/jpeg', 0.9);
  canvas.width = 0;
  canvas.height = 0;
  return image;
}
