/**
 * A paper's answer key as an admin pastes it next to the proposed crops: pairs such as `1-B, 2-D`,
 * `1 B 2 D`, `1. (b)` or `Q.1 : 2`, several on a line or one a line, or the rows of an official key's
 * table ("Q. No. | Answer", copied from its PDF). An answer is an option letter (A–D), its number
 * (1–4) or its Hindi letter (क ख ग घ); "Dropped", "Bonus", "Deleted" or `*` drops the question (full
 * marks to everyone, as the scoring already does for a discarded question). Lines with no question
 * number (headings, the table's header) are skipped.
 */

/** What a key gives a question: the right option's index (0 for A), or dropped. */
export type KeyedAnswer = number | 'dropped';

export type AnswerKeyIssue = { line?: number; message: string };

export type ParsedAnswerKey = {
  /** By question number (1-based, as printed). */
  answers: Map<number, KeyedAnswer>;
  /** Empty when the key matches the paper; each a sentence an admin can act on. */
  issues: AnswerKeyIssue[];
};

const HINDI_LETTERS = 'कखगघङ';
const DROPPED = /^(?:dropped|drop|bonus|deleted|cancelled|\*)$/i;

/**
 * A question number, then an answer: `Q.1 : B`, `1-B`, `1. (b)`, `1 | 2`, `13 Dropped`. The answer is one
 * letter or digit standing alone (so "2024 Shift" and "1. All" read as nothing), or a word that drops
 * the question.
 */
const ENTRY =
  /(?:^|[\s,;|])(?:Q(?:ues(?:tion)?)?\s*\.?\s*(?:No\.?\s*)?)?(\d{1,4})(?!\d)\s*(?:[.):\-–=|]\s*)*(?:Ans(?:wer)?\s*[.:\-–]?\s*)?\(?\s*(dropped|drop|bonus|deleted|cancelled|\*|[A-Za-z](?![A-Za-z])|\d(?!\d)|[क-ह](?![\u093E-\u094D]))\s*\)?(?=$|[\s,;|.])/gi;
/** A line that is only a question number: a row of the key whose answer is missing. */
const NUMBER_ONLY = /^\s*(?:Q(?:ues(?:tion)?)?\s*\.?\s*(?:No\.?\s*)?)?(\d{1,4})\s*[.):\-–|]?\s*$/i;

/** Devanagari and full-width digits as ASCII ones. */
const asciiDigits = (text: string) =>
  text
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[０-９]/g, (digit) => String(digit.charCodeAt(0) - 0xff10));

/** The option index an answer names, or undefined when it names none of the `options`. */
function optionIndex(answer: string, options: number): number | undefined {
  let index: number;
  if (/^\d$/.test(answer)) index = Number(answer) - 1;
  else if (HINDI_LETTERS.includes(answer)) index = HINDI_LETTERS.indexOf(answer);
  else if (/^[A-Za-z]$/.test(answer)) index = answer.toLowerCase().charCodeAt(0) - 97;
  else return undefined;
  return index >= 0 && index < options ? index : undefined;
}

const optionName = (index: number) => String.fromCharCode(65 + index);
const answerName = (answer: KeyedAnswer) => (answer === 'dropped' ? 'dropped' : optionName(answer));

/** "question 13", "questions 13 and 14", "questions 3, 7 and 9", at most ten named. */
function questionList(numbers: number[]): string {
  const named = numbers.slice(0, 10).map(String);
  const more = numbers.length - named.length;
  if (more > 0) named.push(`${more} more`);
  if (named.length === 1) return `question ${named[0]}`;
  return `questions ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** Reads a pasted key for a paper of `questionCount` questions with `options` options each (see the module's comment). */
export function parseAnswerKey(text: string, questionCount: number, options = 4): ParsedAnswerKey {
  const answers = new Map<number, KeyedAnswer>();
  const issues: AnswerKeyIssue[] = [];
  const seenOn = new Map<number, number>();
  const outside: number[] = [];
  const lastLetter = optionName(options - 1);
  for (const [index, raw] of asciiDigits(text)
    .split(/\r\n|\r|\n/)
    .entries()) {
    const line = index + 1;
    let read = 0;
    for (const match of raw.matchAll(ENTRY)) {
      read += 1;
      const number = Number(match[1]);
      const given = match[2]!;
      const optionAt = DROPPED.test(given) ? 'dropped' : optionIndex(given, options);
      if (optionAt === undefined) {
        issues.push({
          line,
          message: `Line ${line}: "${given}" is not an option of question ${number}: use A–${lastLetter}, 1–${options} or ${HINDI_LETTERS.slice(0, options).split('').join(' ')}.`,
        });
        seenOn.set(number, seenOn.get(number) ?? line);
        continue;
      }
      const earlier = answers.get(number);
      if (earlier !== undefined || (seenOn.has(number) && !outside.includes(number))) {
        if (earlier !== optionAt) {
          issues.push({
            line,
            message: `Line ${line}: question ${number} is given twice, ${earlier === undefined ? 'unreadably' : answerName(earlier)} on line ${seenOn.get(number)} and ${answerName(optionAt)} here.`,
          });
        }
        continue;
      }
      seenOn.set(number, line);
      if (number < 1 || number > questionCount) {
        if (!outside.includes(number)) outside.push(number);
        continue;
      }
      answers.set(number, optionAt);
    }
    const bare = read === 0 ? NUMBER_ONLY.exec(raw) : null;
    if (bare) {
      issues.push({ line, message: `Line ${line}: question ${Number(bare[1])} has no answer.` });
      seenOn.set(Number(bare[1]), line);
    }
  }
  const missing: number[] = [];
  for (let number = 1; number <= questionCount; number += 1) if (!seenOn.has(number)) missing.push(number);
  if (missing.length > 0 || outside.length > 0) {
    const given = seenOn.size;
    const details = [
      missing.length > 0 ? `${questionList(missing)} ${missing.length === 1 ? 'has' : 'have'} no answer` : '',
      outside.length > 0 ? `${questionList(outside)} ${outside.length === 1 ? 'is' : 'are'} not in the paper` : '',
    ].filter(Boolean);
    const head =
      given === questionCount
        ? `The key's answers do not match the paper's ${questionCount} questions`
        : `The key has ${given} ${given === 1 ? 'answer' : 'answers'} but the paper has ${questionCount} ${questionCount === 1 ? 'question' : 'questions'}`;
    issues.push({ message: `${head}: ${details.join('; ')}.` });
  }
  return { answers, issues };
}
