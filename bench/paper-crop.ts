/**
 * `npm run bench:paper-crop`: the crop boxes proposed for a question paper's PDF (the paper-crop engine,
 * `packages/shared/src/domain/mock-tests/paper-crop/`), on papers printed by Debian's Chromium.
 *
 *   node_modules/.bin/node bench/paper-crop.ts
 *
 * 1. Accuracy: a generated 25-question bilingual paper (e2e/support/question-paper.ts: "Q.n" in English
 *    then "प्रश्न n" in Hindi, stems of 1–6 lines, figures and tables, a section heading every ten
 *    questions, two columns on every other page, a header and a footer on every page). Its text layer
 *    is read with pdf.js (as the crop screen does), the engine proposes crops, and each question is
 *    checked against the generator's ground truth. A question counts as right when its English and
 *    Hindi boxes together (with any continuation) contain its whole printed block and none of them
 *    touches the next question's block; the share of such questions is the target (≥ 90 %). The same
 *    per box (each language's box against its own block, and not into the block after it) is printed
 *    too, and every miss with its reason.
 * 2. Time: a 100-page paper of the same kind, from its PDF bytes to proposed crops (pdf.js loads the
 *    document and extracts every page's text, the adapter and the engine run), the median of RUNS runs;
 *    baseline in the same run: pdf.js loading and extracting the text alone, so the difference is the
 *    engine's own cost.
 *
 * Environment: CHROMIUM_PATH (see e2e/playwright.config.ts), SEED (default 2024), RUNS (default 3).
 * Exit code 0 whatever the figures (a measurement); 1 if the run itself failed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  type Box,
  type PageText,
  type ProposedCrop,
  pageTextFromPdf,
  proposeCrops,
} from '../packages/shared/src/domain/mock-tests/paper-crop/index.ts';
import { chromiumPath, type QuestionTruth, questionPaperPdf } from '../e2e/support/question-paper.ts';
import { fixed, printTable, seconds, verdict } from './kit/report.ts';
import { machineDescription, onCleanUp, positiveInt, printLoadBefore, runBenchmark } from './kit/run.ts';
import { summary } from './stats.ts';

const SEED = positiveInt(process.env['SEED'], 2024);
const RUNS = positiveInt(process.env['RUNS'], 3);
const TARGET_SHARE = 0.9;

const require = createRequire(import.meta.url);
// pdf.js warns without its standard fonts (Chromium's PDFs embed theirs, but the path keeps it quiet).
const standardFontDataUrl = `${pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** The text layer of every page, as the crop screen reads it; `adapt: false` stops at pdf.js's own text content. */
async function readPages(pdf: Uint8Array, adapt: boolean): Promise<PageText[]> {
  // pdf.js takes the buffer over: give it a copy.
  const document = await getDocument({ data: pdf.slice(), isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: PageText[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    if (adapt) pages.push(pageTextFromPdf(content, page.getViewport({ scale: 1 })));
    page.cleanup();
  }
  await document.destroy();
  return pages;
}

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;
/** Whether `outer` contains `inner` whole (a quarter of a point of rounding allowed). */
const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x + 0.25 &&
  outer.y <= inner.y + 0.25 &&
  right(outer) >= right(inner) - 0.25 &&
  bottom(outer) >= bottom(inner) - 0.25;
/** Whether two boxes share any area (touching edges do not). */
const intersects = (a: Box, b: Box) => a.x < right(b) && b.x < right(a) && a.y < bottom(b) && b.y < bottom(a);

type Placed = { pageIndex: number; box: Box };
const partsOf = (crop: ProposedCrop): Placed[] => [{ pageIndex: crop.pageIndex, box: crop.box }, ...crop.continuation];
const describe = (placed: Placed) =>
  `p${placed.pageIndex + 1} (${fixed(placed.box.x, 1)}, ${fixed(placed.box.y, 1)}, ${fixed(placed.box.width, 1)}×${fixed(placed.box.height, 1)})`;

/** Why a box is wrong for `truth` (its block) with `after` (the block after it), or undefined when it is right. */
function boxMiss(parts: Placed[], truth: Placed, after: Placed | undefined): string | undefined {
  if (!parts.some((part) => part.pageIndex === truth.pageIndex && contains(part.box, truth.box))) {
    return `does not contain the block ${describe(truth)}: proposed ${parts.map(describe).join(' + ')}`;
  }
  if (after && parts.some((part) => part.pageIndex === after.pageIndex && intersects(part.box, after.box))) {
    return `reaches into the next block ${describe(after)}: proposed ${parts.map(describe).join(' + ')}`;
  }
  return undefined;
}

type Score = { questions: number; right: number; boxes: number; rightBoxes: number; misses: string[] };

function score(crops: ProposedCrop[], truth: QuestionTruth[]): Score {
  const result: Score = { questions: truth.length, right: 0, boxes: truth.length * 2, rightBoxes: 0, misses: [] };
  for (const [index, question] of truth.entries()) {
    const next = truth[index + 1];
    const en = crops.find((crop) => crop.number === question.number && crop.language === 'en');
    const hi = crops.find((crop) => crop.number === question.number && crop.language === 'hi');
    const place = (box: Box, pageIndex = question.pageIndex): Placed => ({ pageIndex, box });
    const nextBlock = next ? place(next.box, next.pageIndex) : undefined;
    // Per box: English against its block (and not into the Hindi one), Hindi against its block (and not into the next question).
    const enMiss = en ? boxMiss(partsOf(en), place(question.enBox), place(question.hiBox)) : 'no English box';
    const hiMiss = hi ? boxMiss(partsOf(hi), place(question.hiBox), nextBlock) : 'no Hindi box';
    if (!enMiss) result.rightBoxes += 1;
    if (!hiMiss) result.rightBoxes += 1;
    // Per question: both boxes together contain the question whole, and neither reaches the next question.
    const parts = [...(en ? partsOf(en) : []), ...(hi ? partsOf(hi) : [])];
    const union = unionOn(parts, question.pageIndex);
    let miss: string | undefined;
    if (!en || !hi) miss = `${en ? '' : 'no English box '}${hi ? '' : 'no Hindi box'}`.trim();
    else if (!union || !contains(union, question.box))
      miss = `does not contain the question ${describe(place(question.box))}`;
    else if (
      nextBlock &&
      parts.some((part) => part.pageIndex === nextBlock.pageIndex && intersects(part.box, nextBlock.box))
    ) {
      miss = `reaches into question ${next!.number} ${describe(nextBlock)}`;
    }
    if (!miss) result.right += 1;
    else result.misses.push(`Q.${question.number}: ${miss}; English ${enMiss ?? 'right'}; Hindi ${hiMiss ?? 'right'}`);
  }
  return result;
}

function unionOn(parts: Placed[], pageIndex: number): Box | undefined {
  const boxes = parts.filter((part) => part.pageIndex === pageIndex).map((part) => part.box);
  if (boxes.length === 0) return undefined;
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return { x, y, width: Math.max(...boxes.map(right)) - x, height: Math.max(...boxes.map(bottom)) - y };
}

const median = (values: number[]) => summary(values).p50;
const percent = (part: number, whole: number) => `${fixed((100 * part) / whole, 1)} %`;

async function main(): Promise<number> {
  console.log(machineDescription());
  printLoadBefore();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  onCleanUp('chromium', () => browser.close());

  // 1. Accuracy on the 25-question paper.
  const paper = await questionPaperPdf({ questions: 25, seed: SEED, browser });
  const crops = proposeCrops(await readPages(paper.pdf, true));
  const result = score(crops, paper.truth);
  console.log(
    `\n25-question bilingual paper (seed ${SEED}): ${paper.pageCount} pages, ${(paper.pdf.length / 1024).toFixed(0)} KB, ` +
      `${crops.length} boxes proposed (${crops.filter((crop) => crop.continues).length} continuing into another column)\n`,
  );
  printTable(
    ['measure', 'right', 'share', 'target'],
    [
      [
        'questions (English + Hindi boxes contain the question whole, none reaches the next)',
        `${result.right} / ${result.questions}`,
        percent(result.right, result.questions),
        `≥ 90 %: ${verdict(result.right / result.questions >= TARGET_SHARE)}`,
      ],
      [
        'boxes (each language against its own block, not into the block after it)',
        `${result.rightBoxes} / ${result.boxes}`,
        percent(result.rightBoxes, result.boxes),
        '',
      ],
    ],
  );
  console.log(
    result.misses.length ? `\nmisses:\n${result.misses.map((miss) => `- ${miss}`).join('\n')}` : '\nmisses: none',
  );

  // 2. Time on a 100-page paper.
  const started = performance.now();
  const big = await questionPaperPdf({ pages: 100, seed: SEED, browser });
  console.log(
    `\n100-page paper: ${big.pageCount} pages, ${big.truth.length} questions, ${(big.pdf.length / 1024 / 1024).toFixed(2)} MB ` +
      `(printed in ${seconds(performance.now() - started)}); median of ${RUNS} runs (after one warm-up each)\n`,
  );
  const baseline: number[] = [];
  const whole: number[] = [];
  const engine: number[] = [];
  let proposed = 0;
  await readPages(big.pdf, false);
  await readPages(big.pdf, true).then(proposeCrops);
  for (let run = 0; run < RUNS; run += 1) {
    let at = performance.now();
    await readPages(big.pdf, false);
    baseline.push(performance.now() - at);
    at = performance.now();
    const pages = await readPages(big.pdf, true);
    const extracted = performance.now();
    proposed = proposeCrops(pages).length;
    whole.push(performance.now() - at);
    engine.push(performance.now() - extracted);
  }
  printTable(
    ['step', 'median', 'min–max'],
    [
      [
        'PDF bytes → proposed crops (pdf.js load + text + adapter + proposeCrops)',
        `${fixed(median(whole), 0)} ms`,
        `${fixed(Math.min(...whole), 0)}–${fixed(Math.max(...whole), 0)} ms`,
      ],
      [
        'baseline: pdf.js load + getTextContent of every page',
        `${fixed(median(baseline), 0)} ms`,
        `${fixed(Math.min(...baseline), 0)}–${fixed(Math.max(...baseline), 0)} ms`,
      ],
      [
        'proposeCrops alone (in the first row)',
        `${fixed(median(engine), 0)} ms`,
        `${fixed(Math.min(...engine), 0)}–${fixed(Math.max(...engine), 0)} ms`,
      ],
    ],
  );
  console.log(
    `\n${proposed} boxes proposed for ${big.truth.length} questions; whole ÷ baseline: ${fixed(median(whole) / median(baseline), 2)}×; ` +
      `per page: ${fixed(median(whole) / big.pageCount, 1)} ms`,
  );
  return 0;
}

await runBenchmark(main, { watchdogMs: 10 * 60_000 });
