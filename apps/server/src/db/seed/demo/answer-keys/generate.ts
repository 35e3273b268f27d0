/**
 * Writes the demo's answer-key samples (issue #36, decision 040) into this folder:
 *
 *   node_modules/.bin/node apps/server/src/db/seed/demo/answer-keys/generate.ts
 *
 * - `rrb-group-d-response-sheet.html`: a response sheet in NTA's layout (question and option IDs, no
 *   marks) for the demo RRB Group D answer-key notice, and its official key, made from that sheet's own
 *   IDs, in `keys.json` (one question dropped, one with two right options);
 * - `ssc-mts-response-sheet.html` and `.mhtml`: one SSC MTS sheet that marks its right options (one
 *   question unmarked: dropped; one with two marked), saved as a page and as Chrome's MHTML, for the
 *   demo SSC MTS notice, which has no key attached (`keys.json` gives it its marking, no entries).
 *
 * The sheets come from the test corpus's generator (`@jobportal/shared/testing/response-sheets`), the
 * key from the same run, so the two cannot disagree; the demo seed (`demo-content.ts`) attaches
 * `keys.json`, and `demo-answer-keys.test.ts` scores the files with it. Everything is fictional: the
 * candidate is "DEMO CANDIDATE", the boards are the demo's "(Demo)" ones, the images point nowhere.
 * The pages are written as Prettier formats them (the repository's `prettier --check` reads them).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  keyFromMarks,
  MARKINGS,
  scoreSheet,
  type AnswerKey,
  type AnswerKeyStage,
  type KeyAnswer,
  type MarkingPreset,
  type Normalisation,
  type SheetQuestion,
} from '@jobportal/shared';
import { quotedPrintable } from '@jobportal/shared/testing/response-sheet-encoding';
import {
  generateSheet,
  mulberry32,
  type GeneratedSheet,
  type SheetSpec,
} from '@jobportal/shared/testing/response-sheets';

const folder = new URL('./', import.meta.url);

/** What the generator prints that the demo says otherwise: its boards are the demo's, its images nowhere. */
const REAL_IMAGE_HOST = 'https://ssc.digialm.com/';
const DEMO_IMAGE_HOST = 'https://response-sheets.example.invalid/';

const DEMO_CANDIDATE = {
  name: 'DEMO CANDIDATE (sample sheet)',
  centre: 'Demo Test Centre, Example Nagar (fictional)',
};

const common = {
  vendor: 'tcs_ion',
  numbering: 'per_section',
  medium: 'english',
  options: 4,
  imageOptions: false,
  chosenPrinted: 'number',
  charset: 'utf-8',
  mhtmlEncoding: 'quoted-printable',
  textSeparator: 'tab',
  textJoinsTables: false,
  // A page that Prettier can format: SSC's "Chosen Option" row without its `<tr>` is not one.
  chosenRowUnopened: false,
} as const satisfies Partial<SheetSpec>;

/** RRB Group D's four sections (100 questions, +1 and −1/3), at 40 % of their length. */
const groupD: SheetSpec = {
  ...common,
  label: 'demo RRB Group D, NTA layout',
  seed: 2026,
  board: 'nta',
  keyMarked: false,
  sections: [
    { name: 'General Science', questions: 10 },
    { name: 'Mathematics', questions: 10 },
    { name: 'General Intelligence and Reasoning', questions: 12 },
    { name: 'General Awareness and Current Affairs', questions: 8 },
  ],
  printedDate: '06/10/2026',
  printedTime: '9:00 AM - 10:30 AM',
  shift: { date: '2026-10-06', time: '09:00' },
  paperLabel: 'Test Name',
  paper: 'Level 1 (Group D) CBT 2026 (Demo)',
  candidate: { ...DEMO_CANDIDATE, rollNumber: 'DEMO0000000001' },
  doubleMarked: 0,
  unmarked: 0,
};

/**
 * SSC MTS's two sessions (Session-I: numerical ability and reasoning, no negative marking; Session-II:
 * general awareness and English, −1), 10 questions a section. The seed is the first from this one
 * whose sheet is worth showing (`worthShowing`).
 */
const sscMts: SheetSpec = {
  ...common,
  label: 'demo SSC MTS, marked',
  seed: 1448,
  board: 'ssc',
  keyMarked: true,
  sections: [
    { name: 'Numerical and Mathematical Ability', questions: 10 },
    { name: 'Reasoning Ability and Problem Solving', questions: 10 },
    { name: 'General Awareness', questions: 10 },
    { name: 'English Language and Comprehension', questions: 10 },
  ],
  printedDate: '23/10/2026',
  printedTime: '10:00 AM - 11:30 AM',
  shift: { date: '2026-10-23', time: '10:00' },
  paperLabel: 'Exam Name',
  paper: 'Multi-Tasking (Non-Technical) Staff and Havaldar Examination 2026 (Demo)',
  candidate: { ...DEMO_CANDIDATE, rollNumber: 'DEMO000002' },
  doubleMarked: 1,
  unmarked: 1,
};

/** The page's texts the demo replaces: the board's name and the note on marking. */
const RETITLED: Record<string, Array<[string, string]>> = {
  nta: [['National Testing Agency', 'Railway Recruitment Board (Demo): sample response sheet']],
  ssc: [
    ['Staff Selection Commission', 'Staff Selection Board (Demo): sample response sheet'],
    [
      'Correct answer carries 1 mark; 1/3 is deducted for a wrong answer.',
      '3 marks for a right answer; Session-I has no negative marking, Session-II deducts 1 for a wrong answer.',
    ],
  ],
};

async function demoPage(spec: SheetSpec, sheet: GeneratedSheet, file: string): Promise<string> {
  let html = sheet.html.replaceAll(REAL_IMAGE_HOST, DEMO_IMAGE_HOST);
  for (const [from, to] of RETITLED[spec.board] ?? []) {
    if (!html.includes(from)) throw new Error(`${spec.label}: the page no longer says "${from}"`);
    html = html.replace(from, () => to);
  }
  const filepath = fileURLToPath(new URL(file, folder));
  const config = await prettier.resolveConfig(filepath);
  // As `prettier --write` prints it (the path decides some of it), until a pass changes nothing.
  for (let pass = 0; pass < 3; pass++) {
    const formatted = await prettier.format(html, { ...config, filepath });
    if (formatted === html) return html;
    html = formatted;
  }
  throw new Error(`${spec.label}: Prettier does not settle on a format of the page`);
}

/** Chrome's MHTML of the generated page, holding the demo's page instead. */
function demoMhtml(sheet: GeneratedSheet, html: string): string {
  const body = quotedPrintable(sheet.htmlBytes);
  if (!sheet.mhtml.includes(body)) throw new Error('the MHTML does not hold the page as quoted-printable');
  return sheet.mhtml
    .replace(body, () => quotedPrintable(new TextEncoder().encode(html)))
    .replaceAll(REAL_IMAGE_HOST, DEMO_IMAGE_HOST);
}

/**
 * An official key for an NTA-style sheet (which marks nothing): per question ID one right option ID,
 * the member's own about two times in three; then the first question of the second section the member
 * got wrong is dropped, and the first of the third they got wrong accepts their option too.
 */
function officialKeyOf(sheet: GeneratedSheet, seed: number): Record<string, KeyAnswer> | undefined {
  const random = mulberry32(seed);
  const right = new Map<string, string>();
  for (const question of sheet.truth.sheet.sections.flatMap((section) => section.questions)) {
    const others = question.optionIds.filter((id) => id !== question.chosenOptionId);
    const own = question.chosenOptionId !== null && random() < 0.68;
    right.set(question.questionId, own ? question.chosenOptionId! : others[Math.floor(random() * others.length)]!);
  }
  const wrongIn = (section: number): SheetQuestion | undefined =>
    sheet.truth.sheet.sections[section]!.questions.find(
      (q) => q.chosenOptionId !== null && q.chosenOptionId !== right.get(q.questionId),
    );
  const dropped = wrongIn(1);
  const twoRight = wrongIn(2);
  if (!dropped || !twoRight) return undefined;
  const entries: Record<string, KeyAnswer> = {};
  for (const question of sheet.truth.sheet.sections.flatMap((section) => section.questions)) {
    const one = right.get(question.questionId)!;
    if (question === dropped) entries[question.questionId] = { dropped: true };
    else if (question === twoRight) {
      const both = [one, question.chosenOptionId!];
      entries[question.questionId] = { right: question.optionIds.filter((id) => both.includes(id)) };
    } else entries[question.questionId] = { right: [one] };
  }
  return entries;
}

/** What the member's sheet scores with the key: what the seed's test expects of the answer-keys service. */
function expectedScore(sheet: GeneratedSheet, key: AnswerKey, preset: MarkingPreset) {
  const result = scoreSheet(sheet.truth.sheet, key, MARKINGS[preset]);
  if (!result.ok) throw new Error(`the key lacks ${result.missing.length} of the sheet's questions`);
  const { score, maxScore, correct, wrong, skipped, discarded } = result.score;
  return { shift: sheet.truth.sheet.shift, score, maxScore, correct, wrong, skipped, discarded };
}

/**
 * The first seed from the spec's on whose sheet `make` succeeds: the generator's output decides, so
 * the samples stay right when it changes (a changed generator may move the seed; the files and the key
 * move with it).
 */
function firstSheet<T>(spec: SheetSpec, make: (sheet: GeneratedSheet, seed: number) => T | undefined) {
  for (let seed = spec.seed; seed < spec.seed + 5_000; seed++) {
    const sheet = generateSheet({ ...spec, seed });
    const made = make(sheet, seed);
    if (made !== undefined) return { spec: { ...spec, seed }, sheet, made };
  }
  throw new Error(`${spec.label}: no seed from ${spec.seed} gives a sheet worth showing`);
}

/** An SSC sheet worth showing: its dropped and its two-right questions answered, a fair score. */
function worthShowing(sheet: GeneratedSheet): ReturnType<typeof expectedScore> | undefined {
  const marked = Object.entries(sheet.truth.markedKey!);
  const chosen = new Map(
    sheet.truth.sheet.sections.flatMap((s) => s.questions).map((q) => [q.questionId, q.chosenOptionId]),
  );
  const dropped = marked.find(([, right]) => right.length === 0);
  const twoRight = marked.find(([, right]) => right.length === 2);
  if (!dropped || !twoRight || chosen.get(dropped[0]) === null) return undefined;
  if (!twoRight[1].includes(chosen.get(twoRight[0]) ?? '')) return undefined;
  const expected = expectedScore(sheet, keyFromMarks(sheet.truth.markedKey!), 'ssc_mts');
  return expected.score >= expected.maxScore / 3 ? expected : undefined;
}

type DemoKey = {
  recruitmentSlug: string;
  markingPreset: MarkingPreset;
  stage: AnswerKeyStage;
  normalisation: Normalisation;
  cutoffs: Record<string, number>;
  entries: Record<string, KeyAnswer>;
  samples: Array<{ file: string; expected: ReturnType<typeof expectedScore> }>;
};

async function main() {
  const files = new Map<string, string>();

  const nta = firstSheet(groupD, officialKeyOf);
  const groupDSheet = nta.sheet;
  const groupDPage = 'rrb-group-d-response-sheet.html';
  files.set(groupDPage, await demoPage(nta.spec, groupDSheet, groupDPage));
  const groupDEntries = nta.made;
  const groupDKey: DemoKey = {
    recruitmentSlug: 'demo-railway-group-d-2026',
    // RRB's CBTs mark +1 and −1/3, as NTPC's preset does; shifts are made comparable by percentiles.
    markingPreset: 'rrb_ntpc_cbt1',
    stage: 'provisional',
    normalisation: 'equipercentile',
    cutoffs: {},
    entries: groupDEntries,
    samples: [
      {
        file: groupDPage,
        expected: expectedScore(groupDSheet, new Map(Object.entries(groupDEntries)), 'rrb_ntpc_cbt1'),
      },
    ],
  };

  const ssc = firstSheet(sscMts, worthShowing);
  const sscSheet = ssc.sheet;
  const sscPage = 'ssc-mts-response-sheet.html';
  const sscHtml = await demoPage(ssc.spec, sscSheet, sscPage);
  files.set(sscPage, sscHtml);
  files.set('ssc-mts-response-sheet.mhtml', demoMhtml(sscSheet, sscHtml));
  const sscExpected = ssc.made;
  const sscKey: DemoKey = {
    recruitmentSlug: 'demo-ssc-mts-havaldar-2026',
    markingPreset: 'ssc_mts',
    stage: 'provisional',
    normalisation: 'ssc_2019',
    cutoffs: {},
    // No key attached: SSC's sheets mark the right options.
    entries: {},
    samples: [
      { file: sscPage, expected: sscExpected },
      { file: 'ssc-mts-response-sheet.mhtml', expected: sscExpected },
    ],
  };

  const keys = {
    about:
      'Written by generate.ts (do not edit by hand): the demo answer-key notices the seed attaches a key to, and their sample response sheets.',
    keys: [groupDKey, sscKey],
  };
  const keysPath = fileURLToPath(new URL('keys.json', folder));
  const keysConfig = await prettier.resolveConfig(keysPath);
  files.set('keys.json', await prettier.format(JSON.stringify(keys), { ...keysConfig, filepath: keysPath }));

  for (const [name, content] of files) {
    await writeFile(new URL(name, folder), content);
    process.stdout.write(`wrote ${name} (${content.length} characters)\n`);
  }
  process.stdout.write(`seeds: RRB Group D ${nta.spec.seed}, SSC MTS ${ssc.spec.seed}\n`);
}

await main();
