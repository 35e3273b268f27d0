import { createRequire } from 'node:module';
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pageTextFromPdf, type CropPart, type PageText } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import type { CroppedPaper } from './pdf-crops-worker.ts';

/**
 * A question paper's PDF read on the server, as the admin's crop screen reads it in the browser: pdf.js
 * for the text layer the crop engine proposes boxes from, and for drawing a crop as an image (on
 * @napi-rs/canvas, the canvas pdf.js uses in Node). The seed turns the demo paper into a test this way.
 */

/** Pages are drawn at this many pixels a point: a column of a two-column A4 page is about 780 px, 2.5 times its width on a 360 px phone. */
const PIXELS_PER_POINT = 3;

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export type PaperPdf = {
  pages: PageText[];
  /** A question's parts (its box, and where it continues) drawn one under the other, as a PNG. */
  cropPng(parts: readonly CropPart[]): Promise<Buffer>;
  close(): Promise<void>;
};

export async function openPaperPdf(bytes: Uint8Array): Promise<PaperPdf> {
  const doc: PDFDocumentProxy = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: PageText[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    pages.push(pageTextFromPdf(await page.getTextContent(), page.getViewport({ scale: 1 })));
  }
  const drawn = new Map<number, Promise<Canvas>>();
  const drawPage = (pageIndex: number) => {
    let canvas = drawn.get(pageIndex);
    if (!canvas) {
      canvas = (async () => {
        const page = await doc.getPage(pageIndex + 1);
        const viewport = page.getViewport({ scale: PIXELS_PER_POINT });
        const target = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        const context = target.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, target.width, target.height);
        await page.render({ canvas: target as unknown as HTMLCanvasElement, viewport }).promise;
        return target;
      })();
      drawn.set(pageIndex, canvas);
    }
    return canvas;
  };
  return {
    pages,
    async cropPng(parts) {
      const px = (points: number) => Math.max(1, Math.round(points * PIXELS_PER_POINT));
      const width = Math.max(...parts.map((part) => px(part.box.width)));
      const height = parts.reduce((sum, part) => sum + px(part.box.height), 0);
      const out = createCanvas(width, height);
      const context = out.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      let y = 0;
      for (const part of parts) {
        const page = await drawPage(part.pageIndex);
        const { x, y: top, width: w, height: h } = part.box;
        context.drawImage(page, px(x), px(top), px(w), px(h), 0, y, px(w), px(h));
        y += px(h);
      }
      return out.toBuffer('image/png');
    },
    close: () => doc.destroy(),
  };
}

/**
 * A paper's PDF with the engine's proposed boxes, each drawn as a PNG, made in a child process at the
 * lowest CPU priority (pdf.js would hold the app's thread for seconds, and the cores with it). `signal`
 * ends the child at once.
 */
export function cropPaperPdf(bytes: Uint8Array, signal?: AbortSignal): Promise<CroppedPaper> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = fork(fileURLToPath(new URL('./pdf-crops-worker.ts', import.meta.url)), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    try {
      if (child.pid) setPriority(child.pid, 19);
    } catch {
      // Not allowed here: it still works, at the app's own priority.
    }
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    let result: CroppedPaper | undefined;
    const abort = () => {
      child.kill('SIGKILL');
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    child.once('message', (message: CroppedPaper) => {
      result = message;
    });
    child.once('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.once('exit', (code) => {
      signal?.removeEventListener('abort', abort);
      if (result && code === 0) resolve(result);
      else reject(new Error(`drawing the PDF's crops failed (exit ${code}): ${stderr.trim()}`));
    });
    child.send(bytes);
  });
}
