import { boxesFromCrops, proposeCrops, type CropBox } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { figureIdOf, figureRenditions, type FigureRenditions } from './figures.ts';
import { openPaperPdf } from './pdf-paper.ts';

/**
 * A child process (see `cropPaperPdf`): a paper's PDF read, the engine's boxes proposed, each drawn as
 * a PNG and turned into a figure's renditions. pdf.js parses and draws for seconds on the thread it runs on; in its own process, at the
 * lowest CPU priority, the app and its database keep the cores while it works.
 */
export type CroppedPaper = {
  boxes: CropBox[];
  /** By box id: the crop's figure id (from its PNG) and its renditions, ready to store. */
  crops: Array<{ id: string; figureId: string; renditions: FigureRenditions }>;
};

process.once('message', (bytes: Uint8Array) => {
  void (async () => {
    const pdf = await openPaperPdf(bytes);
    try {
      const boxes = boxesFromCrops(pdf.pages, proposeCrops(pdf.pages));
      const crops: CroppedPaper['crops'] = [];
      for (const box of boxes) {
        const png = await pdf.cropPng([{ pageIndex: box.pageIndex, box: box.box }]);
        crops.push({ id: box.id, figureId: figureIdOf(png), renditions: await figureRenditions(png) });
      }
      const result: CroppedPaper = { boxes, crops };
      process.send!(result, () => process.exit(0));
    } finally {
      await pdf.close();
    }
  })().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
});
