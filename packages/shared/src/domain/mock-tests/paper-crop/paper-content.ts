import type { MockTestContentInput } from '../../../contracts/mock-test-content.ts';
import type { SectorSlug } from '../../categories.ts';
import { parseAnswerKey, type KeyedAnswer } from './answer-key.ts';
import { paperMarking, type PaperMarkingId } from './marking-presets.ts';
import type { PaperLanguage } from './propose.ts';
import { DEFAULT_OPTIONS, type CropBox } from './crop-boxes.ts';

/**
 * From the crop screen's boxes, the key and the paper's details to a paper in the mock tests' content
 * format (`mockTestContent`): one section; each question's text is the image of its crop (a part per
 * image when it runs on), with the crop's text layer as the image's alt text (what a screen reader
 * reads, and what search finds); options are the printed labels (a)–(d) in both languages, the answer
 * is the key's, and a question the key drops is `discarded` (full marks to everyone).
 */

/** A question as the boxes make it: its number, and its boxes (parts) in each language, in list order. */
export type PaperQuestion = { number: number; en: CropBox[]; hi: CropBox[]; optionCount: number };

export type PaperDetails = {
  slug: string;
  title: string;
  titleHi: string;
  exam: string;
  sector: SectorSlug;
  durationMinutes: number;
  preset: PaperMarkingId;
};

/** The questions of the boxes, by number (English and Hindi versions paired by it). */
export function questionsOf(boxes: readonly CropBox[]): PaperQuestion[] {
  const byNumber = new Map<number, PaperQuestion>();
  for (const box of boxes) {
    let question = byNumber.get(box.number);
    if (!question) {
      question = { number: box.number, en: [], hi: [], optionCount: box.optionCount };
      byNumber.set(box.number, question);
    }
    question[box.language].push(box);
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}

/** Whether the paper prints its questions in both languages (then each needs its Hindi version). */
export const isBilingual = (questions: readonly PaperQuestion[]) =>
  questions.some((question) => question.hi.length > 0) && questions.some((question) => question.en.length > 0);

/** The numbers from 1 to the highest that have no box: the key is read as questions 1 to N. */
export function missingNumbers(questions: readonly PaperQuestion[]): number[] {
  const present = new Set(questions.map((question) => question.number));
  const highest = Math.max(0, ...present);
  const missing: number[] = [];
  for (let number = 1; number <= highest; number += 1) if (!present.has(number)) missing.push(number);
  return missing;
}

/** In a bilingual paper, the questions without a box in `language` (the other version stands in). */
export function unpaired(questions: readonly PaperQuestion[], language: PaperLanguage): number[] {
  if (!isBilingual(questions)) return [];
  return questions.filter((question) => question[language].length === 0).map((question) => question.number);
}

export type KeyProblem =
  /** One of the engine's messages (English, as the engine words it). */
  | { kind: 'engine'; message: string }
  /** The key names an option the question does not have. */
  | { kind: 'beyondOptions'; number: number; optionCount: number; option: string };

export type KeyCheck = { answers: Map<number, KeyedAnswer>; problems: KeyProblem[]; empty: boolean };

const optionLetter = (index: number) => String.fromCharCode(97 + index);

/** The pasted key read against the paper's questions; publishing waits until it has no problems. */
export function checkKey(text: string, questions: readonly PaperQuestion[]): KeyCheck {
  if (text.trim() === '') return { answers: new Map(), problems: [], empty: true };
  const options = Math.max(DEFAULT_OPTIONS, ...questions.map((question) => question.optionCount));
  const parsed = parseAnswerKey(text, questions.length, options);
  const problems: KeyProblem[] = parsed.issues.map((issue) => ({ kind: 'engine', message: issue.message }));
  for (const question of questions) {
    const answer = parsed.answers.get(question.number);
    if (typeof answer === 'number' && answer >= question.optionCount) {
      problems.push({
        kind: 'beyondOptions',
        number: question.number,
        optionCount: question.optionCount,
        option: optionLetter(answer),
      });
    }
  }
  return { answers: parsed.answers, problems, empty: false };
}

/** The longest alt text kept of a crop's text layer (a long passage is still searchable by its start). */
export const ALT_TEXT_MAX = 1000;

/**
 * Text as it reads inside Markdown's `![…]`: on one line, no longer than `max`, and every character
 * Markdown or the maths syntax would read (brackets, `$`, `*`, `_`, a backslash…) escaped.
 */
export function markdownText(text: string, max = ALT_TEXT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
  return cut.replace(/[\\`*_{}[\]()<>#+!|$~^&]/g, (character) => `\\${character}`);
}

/** A crop's alt text: its text, or "Question 7" / "प्रश्न 7" for a box without a text layer (a scan). */
export function altText(box: CropBox, language: PaperLanguage): string {
  const text = markdownText(box.text);
  if (text) return text;
  return language === 'hi' ? `प्रश्न ${box.number}` : `Question ${box.number}`;
}

/**
 * A question's text in `language`: its crops as images (`figures` maps a box to its uploaded figure),
 * or, for the check before anything is uploaded, their alt text. A version missing in a bilingual
 * paper is stood in for by the other one.
 */
function questionText(
  question: PaperQuestion,
  language: PaperLanguage,
  figures: ReadonlyMap<string, string> | undefined,
): string {
  const other: PaperLanguage = language === 'en' ? 'hi' : 'en';
  const boxes = question[language].length > 0 ? question[language] : question[other];
  return boxes
    .map((box) => {
      const alt = altText(box, language);
      const figure = figures?.get(box.id);
      return figures ? `![${alt}](figure:${figure ?? 'missing'})` : alt;
    })
    .join('\n\n');
}

/** The explanation a key gives: the right option, or that the question was dropped. */
export function keyExplanation(answer: KeyedAnswer): { en: string; hi: string } {
  if (answer === 'dropped') {
    return {
      en: 'Dropped in the official key: every candidate gets the marks for this question.',
      hi: 'आधिकारिक उत्तर कुंजी में यह प्रश्न हटा दिया गया है: सभी अभ्यर्थियों को इसके अंक मिलते हैं।',
    };
  }
  const option = `(${optionLetter(answer)})`;
  return { en: `Answer from the official key: ${option}.`, hi: `आधिकारिक उत्तर कुंजी के अनुसार उत्तर: ${option}।` };
}

const DESCRIPTION = {
  en: 'The question paper as printed, question by question, with the official answer key.',
  hi: 'मूल प्रश्नपत्र, प्रश्न-दर-प्रश्न, आधिकारिक उत्तर कुंजी के साथ।',
};
const SECTION = { key: 'paper', title: 'Question paper', titleHi: 'प्रश्नपत्र' };
/** The topic of every question: a printed paper says none. */
export const PAPER_TOPIC = 'previous-year-paper';

/**
 * The paper in the content format. `figures` (box id → figure id) makes each crop an image; without it
 * the texts are the crops' alt text, for checking the rest of the paper before the crops are uploaded.
 */
export function buildPaper(
  details: PaperDetails,
  questions: readonly PaperQuestion[],
  answers: ReadonlyMap<number, KeyedAnswer>,
  figures?: ReadonlyMap<string, string>,
): MockTestContentInput {
  const bilingual = isBilingual(questions);
  const marking = paperMarking(details.preset);
  const both = (en: string, hi: string) => (bilingual ? { en, hi } : { en });
  return {
    slug: details.slug.trim(),
    title: details.title.trim(),
    ...(bilingual || details.titleHi.trim() ? { titleHi: details.titleHi.trim() } : {}),
    exam: details.exam.trim(),
    sector: details.sector,
    description: both(DESCRIPTION.en, DESCRIPTION.hi),
    languages: bilingual ? ['en', 'hi'] : ['en'],
    durationMinutes: details.durationMinutes,
    marksPerQuestion: marking.marksPerQuestion,
    negativeMarks: marking.negativeMarks,
    sections: [
      {
        key: SECTION.key,
        title: SECTION.title,
        ...(bilingual ? { titleHi: SECTION.titleHi } : {}),
        questions: questions.map((question, index) => {
          const answer = answers.get(question.number) ?? 0;
          const explanation = keyExplanation(answer);
          return {
            key: `q${index + 1}`,
            topic: PAPER_TOPIC,
            type: 'single' as const,
            text: bilingual
              ? { en: questionText(question, 'en', figures), hi: questionText(question, 'hi', figures) }
              : { en: questionText(question, question.en.length > 0 ? 'en' : 'hi', figures) },
            options: Array.from({ length: question.optionCount }, (_, option) =>
              both(`(${optionLetter(option)})`, `(${optionLetter(option)})`),
            ),
            answerIndex: answer === 'dropped' ? 0 : answer,
            ...(answer === 'dropped' ? { discarded: true } : {}),
            explanation: both(explanation.en, explanation.hi),
          };
        }),
      },
    ],
  };
}

/** Every box that becomes an image, in the order they are uploaded. */
export function boxesToUpload(questions: readonly PaperQuestion[]): CropBox[] {
  return questions.flatMap((question) => [...question.en, ...question.hi]);
}
