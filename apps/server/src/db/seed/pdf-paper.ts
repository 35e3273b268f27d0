import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { mockTestContent, type MockTestContent } from '@jobportal/shared';
import {
  boxesToUpload,
  buildPaper,
  checkKey,
  questionsOf,
  type CropBox,
  type PaperDetails,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import type { FileStore } from '../../modules/files/index.ts';
import { paperPdf, saveFigure, type FiguresRepository } from '../../modules/mock-tests/index.ts';
import { BUILT_IN_PDF_PAPER_SLUG } from './pdf-paper-slug.ts';

/**
 * The demo content's practice paper that ships as a printed paper's PDF (`demo/papers/`, printed by
 * `e2e/support/make-demo-paper.ts` from its written questions), made into a test the way an admin's
 * crop screen makes one: the engine's proposed boxes, unadjusted, the key, each crop drawn and stored
 * as a figure. The key is the written paper's own answers, pasted as an admin would ("1-B, 2-C, …").
 */

const papersDir = new URL('./demo/papers/', import.meta.url);

export const BUILT_IN_PDF_PAPER: { file: string; written: string; details: PaperDetails } = {
  file: 'ssc-cgl-style-paper.pdf',
  written: 'ssc-cgl-style-paper.json',
  details: {
    slug: BUILT_IN_PDF_PAPER_SLUG,
    title: 'SSC CGL Tier-I Practice Paper (made from its PDF)',
    titleHi: 'एसएससी सीजीएल टियर-I अभ्यास प्रश्नपत्र (उसकी PDF से बना)',
    exam: 'SSC CGL Tier-I',
    sector: 'ssc',
    durationMinutes: 15,
    preset: 'ssc_cgl_tier1',
  },
};

type Written = { questions: Array<{ en: string; hi: string; options: Array<[string, string]>; answer: number }> };

/** The paper's key as an admin pastes it, from the written questions' answers. */
const keyOf = (written: Written) =>
  written.questions.map((question, index) => `${index + 1}-${'ABCD'[question.answer]}`).join(', ');

/**
 * A crop's alt text as its words were written: a PDF's text layer loses some Devanagari vowel signs
 * (Chromium prints conjuncts as glyphs without Unicode), so the Hindi read from it is rough, and an
 * admin would correct it in the crop screen's text field.
 */
function writtenText(written: Written, box: CropBox): string {
  const question = written.questions[box.number - 1];
  if (!question) return box.text;
  const language = box.language === 'en' ? 0 : 1;
  const label = box.language === 'en' ? `Q.${box.number}` : `प्रश्न ${box.number}.`;
  const options = question.options.map((option, i) => `(${'abcd'[i]}) ${option[language]}`).join(' ');
  return `${label} ${box.language === 'en' ? question.en : question.hi} ${options}`;
}

/** The PDF paper as a test, its crops stored as figures; an error when the engine or the key disagree. */
export async function readBuiltInPdfPaper(
  deps: { store: FileStore; figures: FiguresRepository },
  signal?: AbortSignal,
): Promise<MockTestContent> {
  const file = (name: string) => readFile(fileURLToPath(new URL(name, papersDir)));
  const written = JSON.parse((await file(BUILT_IN_PDF_PAPER.written)).toString('utf8')) as Written;
  const { cropPaperPdf } = await paperPdf();
  const cropped = await cropPaperPdf(await file(BUILT_IN_PDF_PAPER.file), signal);
  const seen = new Set<string>();
  const boxes = cropped.boxes.map((box) => {
    // A question that runs on into the next column: its words go with its first part.
    const first = !seen.has(`${box.number}:${box.language}`);
    seen.add(`${box.number}:${box.language}`);
    const text = first
      ? writtenText(written, box)
      : box.language === 'en'
        ? `Q.${box.number} (continued)`
        : `प्रश्न ${box.number} (जारी)`;
    return { ...box, text, textEdited: true };
  });
  const questions = questionsOf(boxes);
  const key = checkKey(keyOf(written), questions);
  if (key.problems.length > 0) throw new Error(`demo PDF paper: ${JSON.stringify(key.problems)}`);
  const crops = new Map(cropped.crops.map((crop) => [crop.id, crop]));
  const figures = new Map<string, string>();
  for (const box of boxesToUpload(questions)) {
    signal?.throwIfAborted();
    const crop = crops.get(box.id)!;
    const stored = (await deps.figures.find([crop.figureId])).has(crop.figureId)
      ? crop.figureId
      : (await saveFigure(deps, crop.renditions, crop.figureId)).id;
    figures.set(box.id, stored);
  }
  return mockTestContent.parse(buildPaper(BUILT_IN_PDF_PAPER.details, questions, key.answers, figures));
}
