import type { ReadSheet, SheetStatus } from '../contracts/answer-keys.ts';
import { base64Lines, quotedPrintable, windows1252 } from './response-sheet-encoding.ts';

/**
 * A generated corpus of response sheets, each written three ways (the saved page, Chrome's MHTML of it,
 * and the text a select-all copy of it gives) together with what a reader must make of it. The pages
 * follow TCS iON's layout as public score checkers read it (`main-info-pnl` header rows without colons,
 * `section-cntnr` > `section-lbl` "Section : …", `question-pnl` with a `questionRowTbl` of the "Q.n"
 * number, the question and "N. option" rows (RRB's "A. option"), SSC's and RRB's `rightAns`/`wrngAns`
 * cells, and a `menu-tbl` of "Question ID :" … "Chosen Option :" rows, the last without its `<tr>` on
 * some pages). SSC's pages from 2025 follow Eduquity's layout (see `eduquityQuestionBlock`).
 * Deterministic: a spec's seed decides everything, so a failure names a sheet that can be generated
 * again.
 *
 * Names, roll numbers and centres are made up; tests use them to check they never leave the phone.
 */

/** What a reader must make of a sheet (`source` aside: that is the form it was given in). */
export type SheetTruth = Omit<ReadSheet, 'source'>;

export type SheetSpec = {
  /** Names the sheet in test titles. */
  label: string;
  seed: number;
  /**
   * Whose layout the page has: TCS iON's (SSC's sheets until 2024, RRB's, NTA's digialm pages) or
   * Eduquity's (SSC's from 2025, a page per part of the paper).
   */
  vendor: 'tcs_ion' | 'eduquity';
  /** RRB's sheets letter the options A–D (the chosen one too). */
  board: 'ssc' | 'rrb' | 'nta';
  /** Whether the page marks the right options: SSC's and RRB's do, NTA's print IDs only. */
  keyMarked: boolean;
  /**
   * How "Q.n" is numbered: afresh in each section (as public checkers read TCS iON's sheets, and SSC's
   * 2025 pages per part) or through the whole paper.
   */
  numbering: 'per_section' | 'running';
  /** Hindi-medium sheets print questions in Devanagari (the labels stay English). */
  medium: 'english' | 'hindi';
  sections: readonly { name: string; questions: number }[];
  options: number;
  imageOptions: boolean;
  /** NTA sheets print the chosen option's number, or its ID (RRB's print its letter). */
  chosenPrinted: 'number' | 'id' | 'letter';
  printedDate: string;
  printedTime: string;
  /** The shift a reader must find: YYYY-MM-DD and 24-hour HH:MM. */
  shift: { date: string; time: string };
  paperLabel: 'Subject' | 'Exam Name' | 'Test Name';
  paper: string;
  candidate: { name: string; rollNumber: string; centre: string };
  charset: 'utf-8' | 'windows-1252' | 'iso-8859-1';
  mhtmlEncoding: 'quoted-printable' | 'base64';
  /** How the copied text separates a row's cells: a desktop's tab, or the spaces some phones give. */
  textSeparator: 'tab' | 'spaces';
  /** A copy that runs a question's last option and its first menu row into one line, tab-separated. */
  textJoinsTables: boolean;
  /** SSC's pages open the "Chosen Option" row without `<tr>`. */
  chosenRowUnopened: boolean;
  /** Questions the key marks two options right of (multi-answer) and none of (dropped: a bonus). */
  doubleMarked: number;
  unmarked: number;
};

export type GeneratedSheet = {
  /** The page; its `<meta>` names `spec.charset`. */
  html: string;
  /** The page's bytes in that charset: what a desktop's "Save as" writes. */
  htmlBytes: Uint8Array<ArrayBuffer>;
  /** Chrome's MHTML of the page (ASCII: the page is encoded in it). */
  mhtml: string;
  /** What selecting all of the page and copying it gives. */
  text: string;
  truth: SheetTruth;
  /** Pasted text has no marks: nothing tells the right options. */
  textTruth: SheetTruth;
};

/** Defects a bad input is made of (see the helpers at the end; `sheetWithGap` cuts a built sheet). */
type Flaws = { repeatQuestion?: boolean; dropDate?: boolean; chosenOutOfRange?: boolean };

// ---------------------------------------------------------------------------------------------------
// Randomness

type Random = {
  /** A float in [0, 1). */
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
};

/** mulberry32: small, fast and good enough to vary test data; a float in [0, 1) per call. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomFrom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}

// ---------------------------------------------------------------------------------------------------
// Words

const ENGLISH_QUESTIONS: readonly (readonly string[])[] = [
  ['Which of the following rivers is known as the Dakshin Ganga?'],
  ['If A < B and B < C, which of the following is definitely true?'],
  ['Select the odd one out: 12 & 18 & 24 & 35'],
  ['Choose the word that means "brave".'],
  ['A train covers 180 km in 3 hours. What is its speed in km/h?'],
  ['Which Article of the Constitution of India abolishes untouchability?'],
  ['Find the missing number: 3, 9, 27, ?, 243'],
  ["Identify the error in: 'He don't know the answer.'"],
  [
    'Read the passage and answer the question that follows.',
    'Status of women in the nineteenth century was a subject of many reform movements.',
    'Section 144 of the old Code of Criminal Procedure was often discussed by them.',
    'What was a subject of many reform movements?',
  ],
  ['The ratio of 2 hours to 40 minutes is:'],
];

const HINDI_QUESTIONS: readonly (readonly string[])[] = [
  ['निम्नलिखित में से किस नदी को दक्षिण की गंगा कहा जाता है?'],
  ['भारत के प्रथम राष्ट्रपति कौन थे?'],
  ['यदि 3x + 5 = 20 है, तो x का मान क्या है?'],
  ['दिए गए विकल्पों में से विषम शब्द का चयन करें।'],
  ['एक रेलगाड़ी 60 किमी/घंटा की चाल से 3 घंटे में कितनी दूरी तय करेगी?'],
  ['गद्यांश को पढ़कर प्रश्न का उत्तर दीजिए।', 'स्वतंत्रता संग्राम में अनेक आंदोलनों ने भाग लिया।', 'किस आंदोलन का उल्लेख गद्यांश में है?'],
  ['"जल" का पर्यायवाची शब्द कौन सा है?'],
  ['संविधान का कौन सा अनुच्छेद अस्पृश्यता का अंत करता है?'],
];

const ENGLISH_OPTIONS = [
  'Godavari',
  'Kaveri',
  '60',
  '180 km',
  'Article 17',
  '81',
  'A < C',
  'courageous',
  '3 : 1',
  '35',
];
const HINDI_OPTIONS = ['गोदावरी', 'कावेरी', 'डॉ. राजेंद्र प्रसाद', '5', '180 किमी', 'नीर', 'अनुच्छेद 17', 'असहयोग आंदोलन'];

const SSC_SECTIONS = [
  'General Intelligence and Reasoning',
  'General Awareness',
  'Quantitative Aptitude',
  'English Comprehension',
  'Computer Knowledge Module',
];
const NTA_SECTIONS = ['General Test', 'English', 'Mathematics', 'Physics', 'Teaching Aptitude'];
const HINDI_SECTIONS = ['सामान्य बुद्धि एवं तर्कशक्ति', 'सामान्य जागरूकता', 'प्रारंभिक गणित', 'हिंदी भाषा', 'अंग्रेज़ी भाषा'];

const NAMES = [
  'Asha Verma',
  'Rahul Kumar Yadav',
  'Priya Singh',
  'Mohammed Irfan Ansari',
  'Sunita Devi',
  'Arjun Reddy',
  'Kavita Sharma',
  'Deepak Chaudhary',
  'Fatima Sheikh',
  'Anjali Mehta',
];
const CENTRES = [
  'iON Digital Zone iDZ Lucknow Kanpur Road',
  'Sri Sai Krupa Institute of Technology, Patna',
  'iON Digital Zone iDZ 2 Mundka, Delhi',
  'TCS iON Bhubaneswar Infocity',
  'Vardhman Institute & Technology, Indore',
];
const SSC_PAPERS = [
  'Combined Graduate Level Examination 2024 Tier I',
  'Multi Tasking (Non-Technical) Staff and Havaldar 2024',
  'Combined Higher Secondary (10+2) Level Examination 2024 Tier I',
  'Stenographer Grade C & D Examination 2024',
];
const RRB_PAPERS = ['RRB NTPC Under Graduate CBT 1', 'RRB Group D Level 1 CBT'];
const NTA_PAPERS = ['CUET (UG) 2024 - General Test', 'CUET (UG) 2024 - English', 'UGC NET June 2024 Paper 1'];
const SSC_2025_PAPERS = [
  'Combined Graduate Level Examination 2025 Tier I',
  'Combined Higher Secondary (10+2) Level Examination 2025 Tier I',
  'Selection Post Phase XIII Examination 2025',
];
/** Characters only windows-1252 holds (’ – at 0x92, 0x96), for the sheets written in it. */
const LEGACY_NAME = 'Rohan D’Souza';
const LEGACY_PAPER = 'Junior Engineer – Civil Examination 2024';

const SHIFTS = [
  { printed: '9:00 AM - 10:00 AM', time: '09:00' },
  { printed: '11:45 AM - 12:45 PM', time: '11:45' },
  { printed: '2:30 PM - 3:30 PM', time: '14:30' },
  { printed: '4:15 PM - 5:15 PM', time: '16:15' },
  { printed: '12:30 PM - 2:30 PM', time: '12:30' },
  { printed: '3:00 PM - 6:00 PM', time: '15:00' },
  { printed: '09:00 AM - 12:00 PM', time: '09:00' },
  { printed: '14:30 - 16:30', time: '14:30' },
];

// ---------------------------------------------------------------------------------------------------
// The corpus

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `total` questions over `count` sections, each with at least one. */
function splitQuestions(total: number, count: number, random: Random): number[] {
  const cuts = random
    .shuffle(Array.from({ length: total - 1 }, (_, index) => index + 1))
    .slice(0, count - 1)
    .sort((a, b) => a - b);
  return [...cuts, total].map((cut, index) => cut - (index === 0 ? 0 : cuts[index - 1]!));
}

/**
 * Most sheets are short: what is tested is the reading of each variation, and jsdom parses a page a
 * hundred times slower than a phone's browser. A few are full length.
 */
const QUESTION_COUNTS = [25, 28, 26, 32, 25, 30, 27];
const LONG_SHEETS: Record<number, number> = { 1: 200, 4: 150, 9: 60 };
const CORPUS_SIZE = 40;
const PAPER_LABELS = ['Subject', 'Exam Name', 'Test Name'] as const;

/** Roll numbers as each board prints them: SSC's 10 digits, RRB's 15, NTA's state code and digits. */
const ROLL_NUMBERS: Record<SheetSpec['board'], (random: Random) => string> = {
  ssc: (random) => `${random.int(2201, 9201)}${pad(random.int(0, 999999), 6)}`,
  rrb: (random) => `${random.int(100_000_000, 999_999_999)}${pad(random.int(0, 999999), 6)}`,
  nta: (random) => `DL0${random.int(1, 9)}${pad(random.int(0, 999999), 6)}`,
};

/** The variations the reader must handle, spread over the corpus by each sheet's index. */
function specAt(index: number): SheetSpec {
  const random = randomFrom(0x5eed + index * 7919);
  const board = index % 2 === 1 ? 'nta' : index % 10 === 4 ? 'rrb' : 'ssc';
  const medium = index % 3 === 1 ? 'hindi' : 'english';
  const total = LONG_SHEETS[index] ?? QUESTION_COUNTS[index % QUESTION_COUNTS.length]!;
  const sectionCount = Math.min(1 + (index % 5), total);
  const sectionNames =
    medium === 'hindi' && index % 2 === 1 ? HINDI_SECTIONS : board === 'nta' ? NTA_SECTIONS : SSC_SECTIONS;
  const names = random.shuffle(sectionNames).slice(0, sectionCount);
  const sections = splitQuestions(total, sectionCount, random).map((questions, at) => ({
    name: names[at]!,
    questions,
  }));
  const charset =
    medium === 'english' && index % 8 === 0
      ? 'windows-1252'
      : index % 8 === 4 && medium === 'english'
        ? 'iso-8859-1'
        : 'utf-8';
  const legacy = charset !== 'utf-8';
  const shift = SHIFTS[index % SHIFTS.length]!;
  const year = 2024 + (index % 2);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const dateSeparator = index % 3 === 0 ? '-' : '/';
  const marked = board !== 'nta';
  return {
    label: `#${index + 1} ${board} ${medium} ${total}q ${sectionCount}s${legacy ? ` ${charset}` : ''}`,
    seed: index,
    vendor: 'tcs_ion',
    board,
    keyMarked: marked,
    numbering: index % 4 === 3 ? 'running' : 'per_section',
    medium,
    sections,
    options: index % 7 === 5 ? 5 : 4,
    imageOptions: index % 5 === 3,
    chosenPrinted: board === 'rrb' ? 'letter' : !marked && index % 4 === 1 ? 'id' : 'number',
    printedDate: `${pad(day)}${dateSeparator}${pad(month)}${dateSeparator}${year}`,
    printedTime: shift.printed,
    shift: { date: `${year}-${pad(month)}-${pad(day)}`, time: shift.time },
    paperLabel: PAPER_LABELS[index % PAPER_LABELS.length]!,
    paper: legacy ? LEGACY_PAPER : random.pick(board === 'rrb' ? RRB_PAPERS : marked ? SSC_PAPERS : NTA_PAPERS),
    candidate: {
      name: legacy ? LEGACY_NAME : random.pick(NAMES),
      rollNumber: ROLL_NUMBERS[board](random),
      centre: random.pick(CENTRES),
    },
    charset,
    mhtmlEncoding: index % 5 === 2 ? 'base64' : 'quoted-printable',
    textSeparator: index % 3 === 2 ? 'spaces' : 'tab',
    textJoinsTables: index % 6 === 3,
    chosenRowUnopened: marked && index % 4 === 0,
    doubleMarked: marked ? index % 3 : 0,
    unmarked: marked ? Math.floor(index / 2) % 2 : 0,
  };
}

/**
 * SSC's 2025 pages, after TCS iON's: a page holds one part of the paper, so one section of 25; English
 * and Hindi, with the key marked (the tentative key's pages) and not.
 */
const EDUQUITY_SHEETS = 4;

function eduquitySpecAt(at: number): SheetSpec {
  const index = CORPUS_SIZE + at;
  const random = randomFrom(0x5eed + index * 7919);
  const medium = at % 2 === 0 ? 'english' : 'hindi';
  const keyMarked = at < 2;
  const shift = SHIFTS[at % SHIFTS.length]!;
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return {
    label: `#${index + 1} ssc 2025 ${medium} 25q 1 part${keyMarked ? '' : ' unmarked'}`,
    seed: index,
    vendor: 'eduquity',
    board: 'ssc',
    keyMarked,
    numbering: 'per_section',
    medium,
    sections: [{ name: random.pick(medium === 'hindi' ? HINDI_SECTIONS : SSC_SECTIONS), questions: 25 }],
    options: 4,
    imageOptions: at === 1,
    chosenPrinted: 'number',
    printedDate: `${pad(day)}/${pad(month)}/2025`,
    printedTime: shift.printed,
    shift: { date: `2025-${pad(month)}-${pad(day)}`, time: shift.time },
    paperLabel: 'Exam Name',
    paper: random.pick(SSC_2025_PAPERS),
    candidate: { name: random.pick(NAMES), rollNumber: ROLL_NUMBERS.ssc(random), centre: random.pick(CENTRES) },
    charset: 'utf-8',
    mhtmlEncoding: at === 3 ? 'base64' : 'quoted-printable',
    textSeparator: at === 2 ? 'spaces' : 'tab',
    textJoinsTables: false,
    chosenRowUnopened: false,
    doubleMarked: keyMarked ? 1 : 0,
    unmarked: keyMarked ? 1 : 0,
  };
}

export function sheetCorpus(): SheetSpec[] {
  return [
    ...Array.from({ length: CORPUS_SIZE }, (_, index) => specAt(index)),
    ...Array.from({ length: EDUQUITY_SHEETS }, (_, at) => eduquitySpecAt(at)),
  ];
}

// ---------------------------------------------------------------------------------------------------
// A sheet's content

type Question = {
  /** Its place in the paper. */
  number: number;
  /** The "Q.n" the page prints (see `SheetSpec.numbering`). */
  printedNumber: number;
  questionId: string;
  optionIds: string[];
  /** The question's lines (a passage has several); empty when it is an image. */
  lines: readonly string[];
  /** Each option's text; empty when it is an image. */
  options: string[];
  printedStatus: string;
  printedChosen: string;
  status: SheetStatus;
  chosenOptionId: string | null;
  /** The option numbers the key marks right. */
  right: number[];
};

type Sheet = { spec: SheetSpec; sections: { name: string; questions: Question[] }[] };

/** A status and how the board prints it with the chosen option. */
function statusOf(
  spec: SheetSpec,
  random: Random,
  chosen: number,
): Pick<Question, 'printedStatus' | 'status'> & { chose: boolean } {
  const roll = random.next();
  if (roll < 0.55) return { status: 'answered', printedStatus: 'Answered', chose: true };
  if (roll < 0.7) return { status: 'not_answered', printedStatus: 'Not Answered', chose: false };
  if (roll < 0.8) return { status: 'not_visited', printedStatus: 'Not Visited', chose: false };
  if (roll < 0.9) {
    const printed =
      spec.board === 'nta' && chosen % 2 === 0 ? 'Marked For Review' : 'Not Attempted and Marked For Review';
    return { status: 'marked_for_review', printedStatus: printed, chose: false };
  }
  // TCS iON prints an answered and marked question as "Marked For Review" with its chosen option.
  const printed = spec.board !== 'nta' && chosen !== 1 ? 'Marked For Review' : 'Answered and Marked For Review';
  return { status: 'answered_marked_for_review', printedStatus: printed, chose: true };
}

/**
 * Question IDs and option IDs as TCS iON numbers them: a paper's prefix, then a running number (SSC's
 * 12 and 13 digits, NTA's 10 and 11, RRB's both 13 from runs far apart).
 */
const ID_LAYOUTS: Record<
  SheetSpec['board'],
  { prefix: [number, number]; questionDigits: number; optionDigits: number; optionStart: number }
> = {
  ssc: { prefix: [630000, 869999], questionDigits: 6, optionDigits: 7, optionStart: 0 },
  rrb: { prefix: [4400, 4499], questionDigits: 9, optionDigits: 9, optionStart: 500_000_000 },
  nta: { prefix: [36000, 99999], questionDigits: 5, optionDigits: 6, optionStart: 0 },
};

function idMaker(spec: SheetSpec, random: Random) {
  const layout = ID_LAYOUTS[spec.board];
  const prefix = random.int(...layout.prefix);
  let question = random.int(1000, 9000);
  let option = layout.optionStart + random.int(100000, 900000);
  return {
    question: () => `${prefix}${pad((question += random.int(1, 9)), layout.questionDigits)}`,
    option: () => `${prefix}${pad((option += random.int(1, 3)), layout.optionDigits)}`,
  };
}

/** How the sheet prints option `number` (1-based): RRB's letter it. */
const optionLabel = (spec: SheetSpec, number: number) =>
  spec.board === 'rrb' ? String.fromCharCode(64 + number) : String(number);

function buildSheet(spec: SheetSpec, flaws: Flaws): Sheet {
  const random = randomFrom(spec.seed * 104729 + 1);
  const ids = idMaker(spec, random);
  const total = spec.sections.reduce((sum, section) => sum + section.questions, 0);
  const numbers = random.shuffle(Array.from({ length: total }, (_, index) => index + 1));
  const doubled = new Set(numbers.slice(0, spec.doubleMarked));
  const dropped = new Set(numbers.slice(spec.doubleMarked, spec.doubleMarked + spec.unmarked));
  const questionPool = spec.medium === 'hindi' ? HINDI_QUESTIONS : ENGLISH_QUESTIONS;
  const optionPool = spec.medium === 'hindi' ? HINDI_OPTIONS : ENGLISH_OPTIONS;
  let number = 0;
  let outOfRangeDone = false;

  const question = (inSection: number): Question => {
    number += 1;
    const optionIds = random.shuffle(Array.from({ length: spec.options }, () => ids.option()));
    const chosen = random.int(1, spec.options);
    const { status, printedStatus, chose } = statusOf(spec, random, chosen);
    const firstRight = random.int(1, spec.options);
    const secondRight = (firstRight % spec.options) + 1;
    const right = dropped.has(number)
      ? []
      : doubled.has(number)
        ? [firstRight, secondRight].sort((a, b) => a - b)
        : [firstRight];
    const imageQuestion = spec.imageOptions && random.next() < 0.5;
    let printedChosen = !chose
      ? '--'
      : spec.chosenPrinted === 'id'
        ? optionIds[chosen - 1]!
        : optionLabel(spec, chosen);
    if (flaws.chosenOutOfRange && chose && !outOfRangeDone) {
      printedChosen = String(spec.options + 2);
      outOfRangeDone = true;
    }
    return {
      number,
      printedNumber: spec.numbering === 'running' ? number : inSection,
      questionId: ids.question(),
      optionIds,
      lines: imageQuestion ? [] : random.pick(questionPool),
      options: spec.imageOptions
        ? Array.from({ length: spec.options }, () => '')
        : random.shuffle(optionPool).slice(0, spec.options),
      printedStatus,
      printedChosen,
      status,
      chosenOptionId: chose ? optionIds[chosen - 1]! : null,
      right: spec.keyMarked ? right : [],
    };
  };

  const sections = spec.sections.map((section) => ({
    name: section.name,
    questions: Array.from({ length: section.questions }, (_, at) => question(at + 1)),
  }));
  if (flaws.repeatQuestion) {
    const first = sections[0]!.questions;
    first.splice(Math.min(2, first.length), 0, { ...first[0]!, number: first.length + 1 });
  }
  return { spec, sections };
}

function truthOf(sheet: Sheet): SheetTruth {
  const { spec } = sheet;
  const questions = sheet.sections.flatMap((section) => section.questions);
  return {
    kind: spec.keyMarked ? 'marked' : 'ids_only',
    paper: spec.paper,
    sheet: {
      shift: spec.shift,
      sections: sheet.sections.map((section) => ({
        name: section.name,
        questions: section.questions.map(({ questionId, optionIds, chosenOptionId, status }) => ({
          questionId,
          optionIds,
          chosenOptionId,
          status,
        })),
      })),
    },
    personal: { ...spec.candidate },
    markedKey: spec.keyMarked
      ? Object.fromEntries(questions.map((q) => [q.questionId, q.right.map((option) => q.optionIds[option - 1]!)]))
      : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// The page and its copied text, block by block, so the two say the same

/** A block of the page: its HTML and the lines a copy of it gives. */
type Block = { html: string; lines: string[] };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A table row's cells on one line of copied text. */
const cells = (spec: SheetSpec, ...texts: string[]) =>
  spec.textSeparator === 'tab' ? texts.join('\t') : texts.filter((text) => text !== '').join(' ');

const HEADER_ROWS: Record<SheetSpec['board'], (spec: SheetSpec) => [string, string][]> = {
  ssc: ({ candidate, printedDate, printedTime }) => [
    ['Roll Number', candidate.rollNumber],
    ['Candidate Name', candidate.name],
    ['Venue Name', candidate.centre],
    ['Exam Date', printedDate],
    ['Exam Time', printedTime],
  ],
  rrb: ({ candidate, printedDate, printedTime }) => [
    ['Roll Number', candidate.rollNumber],
    ['Candidate Name', candidate.name],
    ['Registration Number', `${candidate.rollNumber.slice(0, 6)}1${candidate.rollNumber.slice(-6)}`],
    ['Community', 'UR'],
    ['Test Centre Name', candidate.centre],
    ['Test Date', printedDate],
    ['Test Time', printedTime],
  ],
  nta: ({ candidate, printedDate, printedTime }) => [
    ['Application No', `2403${candidate.rollNumber.slice(-8)}`],
    ['Candidate Name', candidate.name],
    ['Roll No', candidate.rollNumber],
    ['Test Date', printedDate],
    ['Test Time', printedTime],
    ['Test Center Name', candidate.centre],
  ],
};

/** SSC's 2025 pages: the rows public checkers read ("Roll No", "Test Date", "Centre Name"). */
const EDUQUITY_HEADER_ROWS = ({ candidate, printedDate, printedTime }: SheetSpec): [string, string][] => [
  ['Roll No', candidate.rollNumber],
  ['Candidate Name', candidate.name],
  ['Test Date', printedDate],
  ['Test Time', printedTime],
  ['Centre Name', candidate.centre],
];

function headerRows(spec: SheetSpec, flaws: Flaws): [string, string][] {
  const vendorRows = spec.vendor === 'eduquity' ? EDUQUITY_HEADER_ROWS(spec) : HEADER_ROWS[spec.board](spec);
  const rows = [...vendorRows, [spec.paperLabel, spec.paper] as [string, string]];
  return flaws.dropDate ? rows.filter(([label]) => !/date/i.test(label)) : rows;
}

const TITLES: Record<SheetSpec['board'], string> = {
  ssc: 'Staff Selection Commission',
  rrb: 'Railway Recruitment Board',
  nta: 'National Testing Agency',
};

function headerBlock(spec: SheetSpec, flaws: Flaws): Block {
  const title = TITLES[spec.board];
  const rows = headerRows(spec, flaws);
  const note = spec.board === 'nta' ? null : 'Correct answer carries 1 mark; 1/3 is deducted for a wrong answer.';
  const html = [
    '<div class="main-info-pnl">',
    `<div style="text-align:center"><strong><span>${escapeHtml(title)}</span></strong></div><br>`,
    '<table border="1" cellpadding="4" style="width:100%"><tbody>',
    ...rows.map(([label, value]) => `<tr><td style="width:30%">${label}</td><td>${escapeHtml(value)}</td></tr>`),
    note ? `<tr><td>* Note</td><td>${escapeHtml(note)}</td></tr>` : '',
    '</tbody></table></div>',
  ].join('\n');
  const lines = [title, ...rows.map(([label, value]) => cells(spec, label, value))];
  if (note) lines.push(cells(spec, '* Note', note));
  return { html, lines: [...lines, ''] };
}

const IMAGE_BASE = 'https://ssc.digialm.com//per/g28/pub/2207/touchstone/AssessmentQPHTMLMode1//2207O24187';

function questionBlock(spec: SheetSpec, question: Question): Block {
  const { number } = question;
  const questionHtml =
    question.lines.length === 0
      ? `<img name="Q${number}" src="${IMAGE_BASE}/${question.questionId}q.png" alt="">`
      : question.lines.map(escapeHtml).join('<br>');
  const optionRows = question.options.map((text, index) => {
    const option = index + 1;
    const content =
      text === '' ? `<img src="${IMAGE_BASE}/${question.questionId}o${option}.png" alt="">` : escapeHtml(text);
    const marked = question.right.includes(option);
    const cls = spec.keyMarked ? ` class="${marked ? 'rightAns' : 'wrngAns'}"` : '';
    const tick = marked ? `<img src="${IMAGE_BASE}/tick.png" width="15" height="15"> ` : '';
    const label = index === 0 ? '<td class="bold" valign="top">Ans</td>' : '<td></td>';
    return `<tr>${label}<td${cls}>${tick}${optionLabel(spec, option)}. ${content}</td></tr>`;
  });
  const menuRows: [string, string][] = [
    ['Question Type :', 'MCQ'],
    ['Question ID :', question.questionId],
    ...question.optionIds.map((id, index): [string, string] => [`Option ${index + 1} ID :`, id]),
    ['Status :', question.printedStatus],
  ];
  const chosenRow = `<td align="right">Chosen Option :</td><td class="bold">${escapeHtml(question.printedChosen)}</td></tr>`;
  const html = [
    '<div class="question-pnl"><table class="questionPnlTbl" width="100%"><tbody><tr><td class="rw">',
    '<table class="questionRowTbl" width="100%"><tbody>',
    `<tr><td class="bold" valign="top" width="5%">Q.${question.printedNumber}</td><td class="bold" style="text-align: left;">${questionHtml}</td></tr>`,
    ...optionRows,
    '</tbody></table></td><td valign="top"><table class="menu-tbl"><tbody>',
    ...menuRows.map(
      ([label, value]) => `<tr><td align="right">${label}</td><td class="bold">${escapeHtml(value)}</td></tr>`,
    ),
    spec.chosenRowUnopened ? chosenRow : `<tr>${chosenRow}`,
    '</tbody></table></td></tr></tbody></table></div>',
  ].join('');

  const [firstLine = '', ...moreLines] = question.lines;
  const optionLines = question.options.map((text, index) =>
    cells(spec, index === 0 ? 'Ans' : '', `${optionLabel(spec, index + 1)}. ${text}`.trim()),
  );
  const menuLines = [...menuRows, ['Chosen Option :', question.printedChosen] as [string, string]].map(
    ([label, value]) => cells(spec, label, value),
  );
  if (spec.textJoinsTables) {
    optionLines[optionLines.length - 1] = `${optionLines.at(-1)!}\t${menuLines.shift()!}`;
  }
  const numberLine = cells(spec, `Q.${question.printedNumber}`, firstLine);
  return { html, lines: [numberLine, ...moreLines, ...optionLines, '', ...menuLines, ''] };
}

function sectionBlock(spec: SheetSpec, section: Sheet['sections'][number]): Block {
  const questions = section.questions.map((question) => questionBlock(spec, question));
  return {
    html: [
      '<div class="section-cntnr">',
      `<div class="section-lbl"><span class="bold">Section :</span>&nbsp;<span class="bold">${escapeHtml(section.name)}</span></div>`,
      ...questions.map((block) => block.html),
      '</div>',
    ].join('\n'),
    lines: [`Section : ${section.name}`, ...questions.flatMap((block) => block.lines)],
  };
}

// SSC's 2025 pages (Eduquity's): a page per part of the paper, as public score checkers read them
// (surajktr/cgl-score-sight, surajktr/scorecard-savvy): header rows whose value cells start with
// ":&nbsp;&nbsp;&nbsp;", the part in `span#lblsubject`, and a table per question: a "Q.No:&nbsp;n" cell
// and the question, then per option an `<!-- Option n -->` comment and a row whose first cell is
// coloured when the key is marked (green: right and chosen, yellow: right, red: chosen and wrong; none
// on a dropped question). Those checkers read no IDs; the rows of Question ID, option IDs, Status and
// Chosen Option follow the issue describing the format (#36), their colon in the value's cell.

const EDUQUITY_BASE = 'https://sscexam.cbexams.com';
const EDUQUITY_VALUE = ':\u00a0\u00a0\u00a0';

function eduquityHeaderBlock(spec: SheetSpec, flaws: Flaws): Block {
  const rows = headerRows(spec, flaws);
  const html = [
    `<div align="center"><b>${escapeHtml(TITLES[spec.board])}</b></div>`,
    '<table width="100%" border="0" cellpadding="2"><tbody>',
    ...rows.map(
      ([label, value]) => `<tr><td width="25%">${label}</td><td>:&nbsp;&nbsp;&nbsp;${escapeHtml(value)}</td></tr>`,
    ),
    '</tbody></table>',
  ].join('\n');
  const lines = [TITLES[spec.board], ...rows.map(([label, value]) => cells(spec, label, `${EDUQUITY_VALUE}${value}`))];
  return { html, lines: [...lines, ''] };
}

/** A marker cell's colour: none on an unmarked page, nor on a question the key dropped. */
function markerColour(spec: SheetSpec, question: Question, option: number): string | null {
  if (!spec.keyMarked || question.right.length === 0) return null;
  const chosen = question.chosenOptionId !== null && question.optionIds[option - 1] === question.chosenOptionId;
  if (question.right.includes(option)) return chosen ? 'green' : 'yellow';
  return chosen ? 'red' : null;
}

function eduquityQuestionBlock(spec: SheetSpec, question: Question): Block {
  const { questionId } = question;
  const number = `Q.No:&nbsp;${question.printedNumber}`;
  const questionHtml =
    question.lines.length === 0 ? `<img src="qimg/${questionId}_EN.jpg">` : question.lines.map(escapeHtml).join('<br>');
  const optionRows = question.options.map((text, index) => {
    const option = index + 1;
    const colour = markerColour(spec, question, option);
    const content = text === '' ? `<img src="qimg/${questionId}_${option}_EN.jpg">` : escapeHtml(text);
    const marker = `<td width="2%"${colour ? ` bgcolor="${colour}"` : ''}>&nbsp;</td>`;
    return `<!-- Option ${option} -->\n<tr>${marker}<td width="49%">${content}</td></tr>`;
  });
  const idRows: [string, string][] = [
    ['Question ID', questionId],
    ...question.optionIds.map((id, index): [string, string] => [`Option ${index + 1} ID`, id]),
    ['Status', question.printedStatus],
    ['Chosen Option', question.printedChosen],
  ];
  const html = [
    '<table width="100%" border="1" cellspacing="0" cellpadding="3"><tbody>',
    `<tr><td width="10%" valign="top"><font color="#000080"><b>${number}</b></font></td><td width="85%">${questionHtml}</td></tr>`,
    ...optionRows,
    '<!-- Candidate Response -->',
    ...idRows.map(([label, value]) => `<tr><td>${label}</td><td>:&nbsp;${escapeHtml(value)}</td></tr>`),
    '</tbody></table><br>',
  ].join('\n');

  const [firstLine = '', ...moreLines] = question.lines;
  const lines = [
    cells(spec, `Q.No:\u00a0${question.printedNumber}`, firstLine),
    ...moreLines,
    ...question.options.map((text) => cells(spec, '', text)),
    '',
    ...idRows.map(([label, value]) => cells(spec, label, `:\u00a0${value}`)),
    '',
  ];
  return { html, lines };
}

/** A part's page: "Part A : …" in `span#lblsubject`, then its questions. */
function eduquityPartBlock(spec: SheetSpec, section: Sheet['sections'][number], at: number): Block {
  const part = `Part ${String.fromCharCode(65 + at)} : ${section.name}`;
  const questions = section.questions.map((question) => eduquityQuestionBlock(spec, question));
  return {
    html: [
      `<span id="lblsubject" style="font-weight:bold">${escapeHtml(part)}</span><br>`,
      ...questions.map((q) => q.html),
    ].join('\n'),
    lines: [part, ...questions.flatMap((block) => block.lines)],
  };
}

function metaCharset(spec: SheetSpec): string {
  if (spec.charset === 'iso-8859-1') return '<meta charset="iso-8859-1">';
  const name = spec.charset === 'utf-8' ? 'UTF-8' : 'windows-1252';
  return `<meta http-equiv="Content-Type" content="text/html; charset=${name}">`;
}

/** The header and the sections, as the vendor lays them out. */
function blocksOf(
  sheet: Sheet,
  flaws: Flaws,
): { header: Block; sections: Block[]; body: (html: string[]) => string[] } {
  const { spec } = sheet;
  if (spec.vendor === 'eduquity') {
    return {
      header: eduquityHeaderBlock(spec, flaws),
      sections: sheet.sections.map((section, at) => eduquityPartBlock(spec, section, at)),
      body: (html) => ['<form method="post" action="./ViewCandResponse.aspx" id="form1">', ...html, '</form>'],
    };
  }
  return {
    header: headerBlock(spec, flaws),
    sections: sheet.sections.map((section) => sectionBlock(spec, section)),
    body: ([header = '', ...sections]) => [header, '<div class="grp-cntnr">', ...sections, '</div>'],
  };
}

function pageOf(sheet: Sheet, flaws: Flaws): { html: string; text: string } {
  const { spec } = sheet;
  const { header, sections, body } = blocksOf(sheet, flaws);
  const html = [
    '<!DOCTYPE html>',
    '<html><head>',
    metaCharset(spec),
    '<title>Response Sheet</title>',
    '<style>.rightAns{color:green}.wrngAns{color:red}.bold{font-weight:bold}.menu-tbl td{padding:2px}</style>',
    '<script>window.__responseSheetScriptRan = true;</script>',
    '</head><body>',
    ...body([header.html, ...sections.map((block) => block.html)]),
    '</body></html>',
    '',
  ].join('\n');
  const text = [...header.lines, ...sections.flatMap((block) => block.lines)].join('\n');
  return { html, text };
}

// ---------------------------------------------------------------------------------------------------
// Chrome's MHTML

const PNG_DOT = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);

function mhtmlOf(spec: SheetSpec, htmlBytes: Uint8Array): string {
  const random = randomFrom(spec.seed + 17);
  const token = Array.from({ length: 40 }, () =>
    random.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789']),
  ).join('');
  const boundary = `----MultipartBoundary--${token}----`;
  const location =
    spec.vendor === 'eduquity'
      ? `${EDUQUITY_BASE}/ViewCandResponse.aspx`
      : `${IMAGE_BASE}/2207O24187S1D3546/${spec.candidate.rollNumber}_2207O24187S1D3546E2.html`;
  const charset = spec.charset === 'utf-8' ? '' : `; charset=${spec.charset}`;
  const body = spec.mhtmlEncoding === 'base64' ? base64Lines(htmlBytes) : quotedPrintable(htmlBytes);
  return [
    'From: <Saved by Blink>',
    `Snapshot-Content-Location: ${location}`,
    'Subject: Response Sheet',
    'Date: Tue, 10 Sep 2024 12:34:56 -0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/related;',
    '\ttype="text/html";',
    `\tboundary="${boundary}"`,
    '',
    '',
    `--${boundary}`,
    `Content-Type: text/html${charset}`,
    `Content-ID: <frame-${token.slice(0, 8)}@mhtml.blink>`,
    `Content-Transfer-Encoding: ${spec.mhtmlEncoding}`,
    `Content-Location: ${location}`,
    '',
    body,
    `--${boundary}`,
    'Content-Type: text/css',
    'Content-Transfer-Encoding: quoted-printable',
    'Content-Location: cid:css-1@mhtml.blink',
    '',
    quotedPrintable(new TextEncoder().encode('@charset "utf-8";\n.rightAns { color: green; }\n')),
    `--${boundary}`,
    'Content-Type: image/png',
    'Content-Transfer-Encoding: base64',
    `Content-Location: ${IMAGE_BASE}/tick.png`,
    '',
    base64Lines(PNG_DOT),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

// ---------------------------------------------------------------------------------------------------
// Generating

const bytesOf = (spec: SheetSpec, html: string) =>
  spec.charset === 'utf-8' ? new TextEncoder().encode(html) : windows1252(html);

function generate(spec: SheetSpec, flaws: Flaws): GeneratedSheet {
  const sheet = buildSheet(spec, flaws);
  const { html, text } = pageOf(sheet, flaws);
  const htmlBytes = bytesOf(spec, html);
  const truth = truthOf(sheet);
  return {
    html,
    htmlBytes,
    mhtml: mhtmlOf(spec, htmlBytes),
    text,
    truth,
    textTruth: { ...truth, kind: 'ids_only', markedKey: null },
  };
}

export function generateSheet(spec: SheetSpec): GeneratedSheet {
  return generate(spec, {});
}

/** The page cut off inside its last question (before its "Status :" row), as an interrupted save leaves it. */
export function truncatedSheet(spec: SheetSpec): string {
  const { html } = generate(spec, {});
  return html.slice(0, html.lastIndexOf(spec.vendor === 'eduquity' ? '<td>Status</td>' : 'Status :'));
}

/**
 * The sheet with a run of whole questions cut out of the middle of its longest section, as a partial
 * copy or a page saved before it had loaded leaves it, as page, MHTML and text. `missing` is the run's
 * printed numbers.
 */
export function sheetWithGap(spec: SheetSpec): {
  html: string;
  mhtml: string;
  text: string;
  missing: { from: number; to: number };
} {
  const sheet = buildSheet(spec, {});
  const longest = sheet.sections.reduce((most, section) =>
    section.questions.length > most.questions.length ? section : most,
  );
  const third = Math.floor(longest.questions.length / 3);
  if (third === 0) throw new Error(`${spec.label}: no section long enough to cut from its middle`);
  const cut = longest.questions.splice(third, third);
  const { html, text } = pageOf(sheet, {});
  return {
    html,
    mhtml: mhtmlOf(spec, bytesOf(spec, html)),
    text,
    missing: { from: cut[0]!.printedNumber, to: cut.at(-1)!.printedNumber },
  };
}

/** A sheet whose first question is printed again (as the third), as page and as text. */
export function repeatedQuestionSheet(spec: SheetSpec): { html: string; text: string } {
  return pageOf(buildSheet(spec, { repeatQuestion: true }), {});
}

/** A sheet without its exam date row. */
export function sheetWithoutDate(spec: SheetSpec): { html: string; text: string } {
  const flaws = { dropDate: true };
  return pageOf(buildSheet(spec, flaws), flaws);
}

/** A sheet whose first answered question's "Chosen Option" is beyond its options. */
export function chosenOutOfRangeSheet(spec: SheetSpec): { html: string; text: string } {
  return pageOf(buildSheet(spec, { chosenOutOfRange: true }), {});
}

/** The copied text with its line breaks lost: everything on one line. */
export function textWithoutLineBreaks(spec: SheetSpec): string {
  return generate(spec, {}).text.replace(/\s*\n\s*/g, ' ');
}
