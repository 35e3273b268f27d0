/**
 * Prints the demo content's bilingual practice paper (`apps/server/src/db/seed/demo/papers/`): the
 * written questions of `ssc-cgl-style-paper.json` laid out as an exam paper's PDF, two columns on some
 * pages, which the seed turns into a test through the PDF crop path. Here because the paper is printed
 * by the same Chromium layout as the browser tests' papers:
 *   node e2e/support/make-demo-paper.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writtenPaperPdf, type WrittenQuestion } from './question-paper.ts';

type Written = {
  title: { en: string; hi: string };
  sections: Array<{ en: string; hi: string }>;
  questions: Array<Omit<WrittenQuestion, 'number'> & { section: number; answer: number }>;
};

const dir = new URL('../../apps/server/src/db/seed/demo/papers/', import.meta.url);
const written = JSON.parse(readFileSync(new URL('ssc-cgl-style-paper.json', dir), 'utf8')) as Written;
const paper = await writtenPaperPdf(
  { ...written.title, minutes: 15, marks: written.questions.length * 2 },
  written.sections.map((section, s) => ({
    heading: `${section.en} / ${section.hi}`,
    questions: written.questions
      .map((question, index) => ({ ...question, number: index + 1 }))
      .filter((question) => question.section === s),
  })),
  {
    running: {
      left: 'SSC CGL Tier-I — Practice Paper (JobPortal demo)',
      right: 'Set A',
      footer: 'Fictional questions written for practice',
    },
  },
);
writeFileSync(fileURLToPath(new URL('ssc-cgl-style-paper.pdf', dir)), paper.pdf);
console.log(`ssc-cgl-style-paper.pdf: ${paper.pageCount} pages, ${paper.truth.length} questions`);
