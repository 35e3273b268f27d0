import { parentPort, workerData } from 'node:worker_threads';
import { boxesFromCrops, proposeCrops, type CropBox } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { openPaperPdf } from './pdf-paper.ts';

/**
 * In a worker thread (see `cropPaperPdf`): a paper's PDF read, the engine's boxes proposed and each
 * drawn as a PNG. pdf.js parses and draws on the thread it runs on, for seconds on a long paper, and
 * the app's own thread must keep answering requests meanwhile.
 */
export type CroppedPaper = { boxes: CropBox[]; crops: Array<{ id: string; png: Uint8Array }> };

const { bytes } = workerData as { bytes: Uint8Array };
const pdf = await openPaperPdf(bytes);
try {
  const boxes = boxesFromCrops(pdf.pages, proposeCrops(pdf.pages));
  const crops: CroppedPaper['crops'] = [];
  for (const box of boxes) {
    crops.push({ id: box.id, png: new Uint8Array(await pdf.cropPng([{ pageIndex: box.pageIndex, box: box.box }])) });
  }
  const result: CroppedPaper = { boxes, crops };
  parentPort!.postMessage(
    result,
    crops.map((crop) => crop.png.buffer as ArrayBuffer),
  );
} finally {
  await pdf.close();
}
