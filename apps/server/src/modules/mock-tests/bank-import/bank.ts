import {
  asciiSlug,
  mockTestContent,
  type MockTestBankPaper,
  type MockTestBankRow,
  type MockTestContentInput,
} from '@jobportal/shared';

/**
 * The part of a bank import that does not care where the questions came from: the questions a Word or
 * sheet reader found, turned into one paper in the content format, and the report row by row. A row's
 * problems are the reader's (no answer, an option letter the question does not have) and the content
 * contract's, traced back to the row they came from.
 */

export type Text = { en?: string | undefined; hi?: string | undefined };

export type BankSection = { title: Text };
export type BankPassage = { key: string; text: Text };

/** One question as a reader found it: loosely typed, checked when the paper is built. */
export type BankQuestion = {
  row: number;
  section: BankSection;
  passage?: BankPassage | undefined;
  type?: string | undefined;
  text: Text;
  options: Text[];
  /** As written: `b`, `(b)`, `B, D`, `2`, `12.5`, `12.5 ± 0.5`. */
  answer?: string | undefined;
  tolerance?: string | undefined;
  explanation: Text;
  topic?: string | undefined;
  marks?: string | undefined;
  negativeMarks?: string | undefined;
  /** What the reader could not make sense of. */
  problems: string[];
};

export type BuiltBank = {
  content: MockTestContentInput;
  rows: MockTestBankRow[];
  /** Problems of the paper's own fields and of the file as a whole, by path. */
  issues: { path: string; message: string }[];
};

const LETTERS = 'abcdef';
const ANSWER_FIELDS = new Set(['answerIndex', 'answerIndexes', 'answer', 'tolerance', 'type']);
const HINDI_LETTERS = 'कखगघङच';
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

const excerptOf = (text: Text) => {
  const plain = (text.en ?? text.hi ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '[figure]')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 80 ? `${plain.slice(0, 79)}…` : plain;
};

/** `१२` → `12`: Devanagari digits as Latin ones (Hindi banks number with either). */
export const toLatinDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));

/** One option as written in an answer: `b`, `(B)`, `2`, `ख` → its index. */
function optionIndex(token: string, optionCount: number): number | undefined {
  const bare = toLatinDigits(
    token
      .trim()
      .replace(/^[([]|[)\].]$/g, '')
      .trim(),
  ).toLowerCase();
  if (/^[a-f]$/.test(bare)) return LETTERS.indexOf(bare);
  if (bare.length === 1 && HINDI_LETTERS.includes(bare)) return HINDI_LETTERS.indexOf(bare);
  if (/^[1-6]$/.test(bare) && Number(bare) <= optionCount) return Number(bare) - 1;
  return undefined;
}

type Answer = Pick<
  NonNullable<MockTestContentInput['sections'][number]['questions'][number]>,
  'type' | 'answerIndex' | 'answerIndexes' | 'answer' | 'tolerance'
>;

/** The question's type and key from its answer as written (and its `type`, when given). */
function readAnswer(question: BankQuestion, problems: string[]): Answer {
  const written = (question.answer ?? '').trim();
  const type = question.type?.trim().toLowerCase() || undefined;
  if (type !== undefined && !['single', 'multiple', 'numeric'].includes(type)) {
    problems.push(`the type "${question.type}" is not one of single, multiple or numeric`);
    return {};
  }
  if (!written) {
    problems.push('has no answer: write it after "Ans:" (a letter, letters, or the number for a typed answer)');
    return {};
  }
  const numeric = type === 'numeric' || (type === undefined && question.options.length === 0);
  if (numeric) {
    const match = /^(-?\d+(?:\.\d+)?)\s*(?:(?:±|\+\/-|\+-)\s*(\d+(?:\.\d+)?))?$/.exec(toLatinDigits(written));
    if (!match) {
      problems.push(`the answer "${written}" of a typed-answer question must be a number, e.g. 12.5 or 12.5 ± 0.5`);
      return { type: 'numeric' };
    }
    const tolerance = question.tolerance?.trim() ? Number(question.tolerance) : Number(match[2] ?? 0);
    if (!Number.isFinite(tolerance)) problems.push(`the tolerance "${question.tolerance}" must be a number`);
    return { type: 'numeric', answer: Number(match[1]), tolerance: Number.isFinite(tolerance) ? tolerance : 0 };
  }
  const tokens = written
    .replace(/\b(?:and|or)\b|&/gi, ',')
    .split(/[\s,;/]+/)
    .filter(Boolean)
    // "AC" as two letters.
    .flatMap((token) => (/^[a-f]{2,6}$/i.test(token) ? [...token] : [token]));
  const indexes = tokens.map((token) => optionIndex(token, question.options.length));
  const unknown = tokens.filter((_, i) => indexes[i] === undefined);
  if (unknown.length > 0) {
    const letters = LETTERS.slice(0, Math.max(question.options.length, 1)).toUpperCase().split('').join(', ');
    problems.push(`the answer "${written}" does not name one of its options (${letters})`);
    return {};
  }
  const known = indexes as number[];
  const outOfRange = known.find((index) => index >= question.options.length);
  if (outOfRange !== undefined) {
    problems.push(
      `the answer "${written}" names option ${LETTERS[outOfRange]!.toUpperCase()}, but the question has ` +
        `${question.options.length} option${question.options.length === 1 ? '' : 's'}`,
    );
    return {};
  }
  if (type === 'multiple' || (type === undefined && known.length > 1)) {
    return { type: 'multiple', answerIndexes: [...new Set(known)].sort((a, b) => a - b) };
  }
  if (known.length > 1) problems.push(`a single-answer question has one answer, not "${written}"`);
  return { type: 'single', answerIndex: known[0] };
}

/** Not every bank explains every answer; the review then says only which option was right. */
const unexplained = (bilingual: boolean) =>
  bilingual ? { en: 'No explanation given.', hi: 'व्याख्या नहीं दी गई है।' } : { en: 'No explanation given.' };
const marksOf = (value: string | undefined) => {
  const trimmed = value?.trim().replace(/^[+]/, '');
  if (!trimmed) return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * The paper the questions make. Sections follow the order they first appear in; a set's passage is
 * written once and its questions name it. Hindi is offered when any text has it, and then every text
 * needs it (the contract says where one is missing).
 */
export function buildBank(
  paper: MockTestBankPaper,
  questions: readonly BankQuestion[],
  source: { fileName: string },
): BuiltBank {
  const sections: MockTestContentInput['sections'] = [];
  const sectionOf = new Map<BankSection, number>();
  const sectionKeys = new Set<string>();
  /** Where each question went: its row, and its place in the content (for tracing the contract's issues). */
  const placed: { section: number; question: number; row: MockTestBankRow }[] = [];
  const rows: MockTestBankRow[] = [];
  const answerUnread = new Set<MockTestBankRow>();
  // Options are often numbers, the same in both languages: the questions' own texts decide.
  const bilingual =
    paper.titleHi !== undefined || questions.some((q) => q.text.hi || q.explanation.hi || q.passage?.text.hi);
  const text = (value: Text) => ({
    en: value.en?.trim() ?? '',
    ...(bilingual && value.hi?.trim() ? { hi: value.hi.trim() } : {}),
  });

  questions.forEach((question, ordinal) => {
    const problems = [...question.problems];
    let s = sectionOf.get(question.section);
    if (s === undefined) {
      const base = asciiSlug(question.section.title.en ?? '') || `section-${sections.length + 1}`;
      let key = base;
      for (let n = 2; sectionKeys.has(key); n += 1) key = `${base}-${n}`;
      sectionKeys.add(key);
      s = sections.length;
      sectionOf.set(question.section, s);
      sections.push({
        key,
        title: question.section.title.en?.trim() ?? '',
        ...(bilingual && question.section.title.hi?.trim() ? { titleHi: question.section.title.hi.trim() } : {}),
        passages: [],
        questions: [],
      });
    }
    const section = sections[s]!;
    if (question.passage && !section.passages!.some((p) => p.key === question.passage!.key)) {
      section.passages!.push({ key: question.passage.key, text: text(question.passage.text) });
    }
    const answer = readAnswer(question, problems);
    const answerRead = problems.length;
    const topic = asciiSlug(question.topic ?? '') || section.key;
    const marks = marksOf(question.marks);
    const negativeMarks = marksOf(question.negativeMarks);
    const explained = Boolean(question.explanation.en?.trim() || question.explanation.hi?.trim());
    const content = {
      key: `q${ordinal + 1}`,
      topic,
      ...(question.passage ? { passage: question.passage.key } : {}),
      text: text(question.text),
      options: question.options.map(text),
      ...answer,
      explanation: explained ? text(question.explanation) : unexplained(bilingual),
      ...(marks !== undefined ? { marks } : {}),
      ...(negativeMarks !== undefined ? { negativeMarks } : {}),
    };
    const row: MockTestBankRow = {
      row: question.row,
      section: section.title,
      excerpt: excerptOf(question.text),
      imported: false,
      problems,
    };
    rows.push(row);
    if (answerRead > question.problems.length) answerUnread.add(row);
    placed.push({ section: s, question: section.questions.length, row });
    section.questions.push(content);
  });

  const description =
    paper.description?.trim() || `${paper.title}: ${questions.length} questions from ${source.fileName}.`;
  const content: MockTestContentInput = {
    slug: paper.slug,
    title: paper.title,
    ...(paper.titleHi ? { titleHi: paper.titleHi } : {}),
    exam: paper.exam,
    sector: paper.sector,
    description: {
      en: description,
      ...(bilingual
        ? { hi: paper.descriptionHi?.trim() || `${paper.titleHi ?? paper.title}: ${questions.length} प्रश्न।` }
        : {}),
    },
    languages: bilingual ? ['en', 'hi'] : ['en'],
    durationMinutes: paper.durationMinutes,
    marksPerQuestion: paper.marksPerQuestion ?? 1,
    negativeMarks: paper.negativeMarks ?? 0,
    sections,
  };

  const issues: BuiltBank['issues'] = [];
  const parsed = mockTestContent.safeParse(content);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, s, second, q, ...rest] = issue.path.map(String);
      const at =
        first === 'sections' && second === 'questions'
          ? placed.find((p) => p.section === Number(s) && p.question === Number(q))
          : undefined;
      // A row whose answer could not be read is not told again that it has none.
      if (at && answerUnread.has(at.row) && ANSWER_FIELDS.has(rest[0] ?? '')) continue;
      if (at) at.row.problems.push(rest.length > 0 ? `${describe(rest)}: ${issue.message}` : issue.message);
      else issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
    }
  }
  for (const row of rows) row.imported = row.problems.length === 0;
  return { content, rows, issues };
}

/** A contract path inside a question, as a test maker names it: `options.1.hi` → `option B (Hindi)`. */
function describe(path: string[]): string {
  const [field, index, language] = path;
  const inHindi = (name: string, lang: string | undefined) => (lang === 'hi' ? `${name} (Hindi)` : name);
  if (field === 'options' && index !== undefined && /^\d+$/.test(index)) {
    return inHindi(`option ${LETTERS[Number(index)]?.toUpperCase() ?? Number(index) + 1}`, language);
  }
  if (field === 'text') return inHindi('question', index);
  if (field === 'explanation') return inHindi('explanation', index);
  return path.join('.');
}
