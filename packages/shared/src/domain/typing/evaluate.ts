import {
  TYPING_MISTAKE_CLASSES,
  type TypingMistakeClass,
  type TypingMistakeWeight,
  type TypingRuleSet,
} from './rule-sets.ts';

/**
 * Typing-test scoring (domain §3), pure and deterministic.
 *
 * Both texts are NFC-normalised and split into words at white space (the SSC word rule: a run of
 * characters followed by a space is a word; several spaces count as one, so paragraph breaks and
 * indentation are not marked). Typed words are aligned to passage words by a word-level edit
 * distance whose moves are the mistake classes themselves, so the cheapest alignment is also the
 * kindest reading of the attempt. Each aligned step becomes one mark with one class.
 *
 * Choices where the published rules are silent:
 * - A word with both a case and a punctuation difference is one punctuation mistake.
 * - Case is never a mistake in Hindi (weight 0), whatever the rule set says.
 * - Passage words after the point where the candidate stopped: in exam mode they are omissions when
 *   the rule set says so (SSC), otherwise (and always in practice mode) they are `not-reached` and
 *   the error % is taken over the passage words reached.
 * - Gross speed counts key depressions (domain §3: gross wpm = keystrokes ÷ 5 ÷ minutes), corrections
 *   included, as the page recorded them (the server bounds the count). Without a count (older data)
 *   it falls back to the typed characters with one space between words.
 * - Paragraphs: in a passage written as paragraphs (lines of text, more than one), the paragraphs the
 *   passage indents (`typingIndentStarts`) are to be typed with a Tab before their first word (white
 *   space holding a Tab before the first typed word of the paragraph, or before added words right in
 *   front of it). A paragraph typed without one is one `indentation` mark, counted only when the rule
 *   set weighs the class (SSC: a half mistake). A paragraph the passage does not indent expects no Tab.
 *   Paragraphs never reached are not marked. A one-paragraph passage expects no indent.
 * - Net speed subtracts the weighted mistakes made in the typed part (full + half ÷ 2), not the
 *   omissions after the stopping point, which already lower the gross speed.
 */

export type TypingLanguage = 'en' | 'hi';
export type TypingMode = 'exam' | 'practice';
/** Error limits differ for unreserved (UR) candidates and the others. */
export type TypingCategory = 'ur' | 'other';
export type TypingMarkKind = 'correct' | TypingMistakeClass | 'not-reached';

/** One step of the alignment, in passage order: what the passage had, what was typed, and the verdict. */
export type TypingMark = {
  kind: TypingMarkKind;
  /**
   * Passage words of this step (none for an addition, nor for an `indentation` mark, which stands
   * before the paragraph whose first word is at `passageIndex`).
   */
  passage: string[];
  /** Typed words of this step (none for an omission). */
  typed: string[];
  /** Index of the first passage word, or null. */
  passageIndex: number | null;
  /** Index of the first typed word, or null. */
  typedIndex: number | null;
  weight: TypingMistakeWeight;
  /** A passage word after the point where the candidate stopped. */
  afterStop: boolean;
};

export type TypingEvaluationInput = {
  passage: string;
  typed: string;
  language: TypingLanguage;
  elapsedMs: number;
  allottedMs: number;
  mode: TypingMode;
  /** Every key depression the page recorded, corrections included: the basis of gross speed. */
  keystrokes?: number | null;
  ruleSet: TypingRuleSet;
  category?: TypingCategory;
};

export type TypingVerdict = {
  /** Null when the rule set sets neither a speed nor an error limit. */
  passed: boolean | null;
  speedOk: boolean | null;
  errorsOk: boolean | null;
  requiredSpeed: TypingRuleSet['speed'];
  /** Speed in the rule set's unit and basis. */
  measuredSpeed: number | null;
  allowedErrorPercent: number | null;
};

export type TypingEvaluation = {
  marks: TypingMark[];
  counts: Record<TypingMistakeClass, number>;
  fullMistakes: number;
  halfMistakes: number;
  /** full + 0.5 × half. */
  mistakeScore: number;
  passageWords: number;
  typedWords: number;
  /** Passage words up to the point where the candidate stopped. */
  wordsReached: number;
  /** mistakeScore ÷ (passage words, or words reached when untyped words are ignored) × 100, 2 decimals. */
  errorPercent: number;
  /** Characters of the typed words plus one space between words. */
  typedCharacters: number;
  correctCharacters: number;
  /** correctCharacters ÷ typedCharacters × 100, 2 decimals; 0 when nothing was typed. */
  accuracy: number;
  /** Allotted time in exam mode, elapsed time in practice mode. */
  minutes: number;
  grossWpm: number;
  netWpm: number;
  grossKdph: number;
  netKdph: number;
  keystrokes: number | null;
  keystrokesPerHour: number | null;
  verdict: TypingVerdict;
};

// Alignment costs in twentieths of a mistake, so that every comparison is exact.
const EXACT = 0;
const HALF = 10;
const CLOSE = 19; // misspelt or incomplete: a full mistake, preferred to an unrelated word
const WRONG = 20;
const NONE = Number.MAX_SAFE_INTEGER;

const PUNCTUATION = /\p{P}/gu;

type Word = {
  text: string;
  /** Code points of `loose`. */
  chars: string[];
  /** Lower case without punctuation: what "the same word" means for half mistakes. */
  loose: string;
  lower: string;
  punctuationOnly: boolean;
};

type Comparison = { kind: 'correct' | TypingMistakeClass; cost: number };

type Move = 'pair' | 'transposition' | 'join2' | 'join3' | 'split2' | 'split3' | 'omission' | 'addition';
// Order breaks ties between equally cheap alignments, read from the end of the attempt: an added word
// goes before a pair, so that a repeated phrase keeps its first copy as the match.
const MOVES: Move[] = ['addition', 'pair', 'transposition', 'join2', 'join3', 'split2', 'split3', 'omission'];

/** Words of a text as the evaluator sees them: NFC, split at white space. */
export function typingWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** Number of words in a text by the SSC word rule. */
export function typingWordCount(text: string): number {
  return typingWords(text).length;
}

/** Characters (code points) of a text's words plus one space between words: the key depressions of a clean copy. */
export function typingCharacterCount(text: string): number {
  const words = typingWords(text);
  return words.reduce((sum, word) => sum + codePoints(word).length, 0) + Math.max(0, words.length - 1);
}

/**
 * The paragraphs of a passage, as words: its lines that hold text (blank lines and indents are
 * ignored). A text without line breaks is one paragraph.
 */
export function typingParagraphs(text: string): string[][] {
  return paragraphLines(text).map((line) => line.words);
}

/**
 * Index (among the passage's words) of the first word of each paragraph, when the passage is written
 * as paragraphs: more than one. Empty for a one-paragraph passage.
 */
export function typingParagraphStarts(text: string): number[] {
  const paragraphs = typingParagraphs(text);
  if (paragraphs.length < 2) return [];
  const starts: number[] = [];
  let index = 0;
  for (const words of paragraphs) {
    starts.push(index);
    index += words.length;
  }
  return starts;
}

/**
 * Index (among the passage's words) of the first word of each paragraph to be typed with a Tab: the
 * paragraphs whose line begins with a Tab in the passage. A passage written as paragraphs without any
 * Tab has the usual layout, every paragraph indented (as the page shows it). A one-paragraph passage
 * expects no indent.
 */
export function typingIndentStarts(text: string): number[] {
  const lines = paragraphLines(text);
  if (lines.length < 2) return [];
  const marked = lines.some((line) => line.indented);
  const starts: number[] = [];
  let index = 0;
  for (const line of lines) {
    if (line.indented || !marked) starts.push(index);
    index += line.words.length;
  }
  return starts;
}

/** The lines of a passage that hold text: their words, and whether the line begins with a Tab. */
function paragraphLines(text: string): { words: string[]; indented: boolean }[] {
  return text
    .normalize('NFC')
    .split(/\r?\n|\r/u)
    .map((line) => ({ words: typingWords(line), indented: /^[^\S\n]*\t/u.test(line) }))
    .filter((line) => line.words.length > 0);
}

/** Scores one attempt against a passage under a rule set. */
export function evaluateTyping(input: TypingEvaluationInput): TypingEvaluation {
  const passage = typingWords(input.passage).map(toWord);
  const typed = typingWords(input.typed).map(toWord);
  const tailIsOmission = input.mode === 'exam' && input.ruleSet.untypedWords === 'omission';

  const steps = align(passage, typed, tailIsOmission);
  const weights = input.ruleSet.weights;
  let marks = toMarks(steps, passage, typed, tailIsOmission);
  markRepetitions(marks, typed);
  // Rule sets stored before a class existed do not weigh it: it is not counted.
  const weightOf = (kind: TypingMistakeClass): TypingMistakeWeight =>
    (weights as Partial<Record<TypingMistakeClass, TypingMistakeWeight>>)[kind] ?? 0;
  if (weightOf('indentation') > 0) {
    marks = markIndentation(
      marks,
      typingParagraphStarts(input.passage),
      new Set(typingIndentStarts(input.passage)),
      passage.length,
      typedGaps(input.typed),
    );
  }

  for (const mark of marks) {
    if (mark.kind === 'correct' || mark.kind === 'not-reached') mark.weight = 0;
    else if (mark.kind === 'capitalisation' && input.language === 'hi') mark.weight = 0;
    else mark.weight = weightOf(mark.kind);
  }

  const counts = emptyCounts();
  let fullMistakes = 0;
  let halfMistakes = 0;
  let typedPartScore = 0;
  for (const mark of marks) {
    if (mark.kind !== 'correct' && mark.kind !== 'not-reached') counts[mark.kind] += 1;
    if (mark.weight === 1) fullMistakes += 1;
    if (mark.weight === 0.5) halfMistakes += 1;
    if (!mark.afterStop) typedPartScore += mark.weight;
  }
  const mistakeScore = fullMistakes + 0.5 * halfMistakes;

  const wordsReached = passage.length - marks.filter((mark) => mark.afterStop).length;
  const denominator = tailIsOmission ? passage.length : wordsReached;
  const errorPercent = denominator === 0 ? 0 : round2((mistakeScore / denominator) * 100);

  const typedCharacters =
    typed.reduce((sum, word) => sum + codePoints(word.text).length, 0) + Math.max(0, typed.length - 1);
  const correctCharacters = countCorrectCharacters(marks, typed.length);
  const accuracy = typedCharacters === 0 ? 0 : round2((correctCharacters / typedCharacters) * 100);

  const minutes = Math.max(0, input.mode === 'exam' ? input.allottedMs : input.elapsedMs) / 60_000;
  const keystrokes = input.keystrokes ?? null;
  const keyDepressions = keystrokes ?? typedCharacters;
  const grossWpmExact = minutes === 0 ? 0 : keyDepressions / 5 / minutes;
  const netWpmExact = minutes === 0 ? 0 : Math.max(0, grossWpmExact - typedPartScore / minutes);

  const verdict = judge(input, { grossWpmExact, netWpmExact, minutes, errorPercent, typedWords: typed.length });

  return {
    marks,
    counts,
    fullMistakes,
    halfMistakes,
    mistakeScore,
    passageWords: passage.length,
    typedWords: typed.length,
    wordsReached,
    errorPercent,
    typedCharacters,
    correctCharacters,
    accuracy,
    minutes,
    grossWpm: round2(grossWpmExact),
    netWpm: round2(netWpmExact),
    grossKdph: round2(grossWpmExact * 300),
    netKdph: round2(netWpmExact * 300),
    keystrokes,
    keystrokesPerHour: keystrokes === null || minutes === 0 ? null : round2((keystrokes / minutes) * 60),
    verdict,
  };
}

/** Maps a profile's reservation category to the error-limit bucket; unknown counts as UR (the strictest). */
export function typingCategoryFor(profileCategory: string | null | undefined): TypingCategory {
  return profileCategory && profileCategory !== 'general' && profileCategory !== 'ur' ? 'other' : 'ur';
}

function judge(
  input: TypingEvaluationInput,
  result: { grossWpmExact: number; netWpmExact: number; minutes: number; errorPercent: number; typedWords: number },
): TypingVerdict {
  const { speed, allowedErrorPercent } = input.ruleSet;
  const allowed = allowedErrorPercent ? allowedErrorPercent[input.category ?? 'ur'] : null;
  let measuredSpeed: number | null = null;
  if (speed) {
    const wpm = speed.basis === 'gross' ? result.grossWpmExact : result.netWpmExact;
    const exact = speed.unit === 'wpm' ? wpm : speed.unit === 'kdph' ? wpm * 300 : wpm * 5 * result.minutes;
    measuredSpeed = round2(exact);
  }
  const speedOk = speed && measuredSpeed !== null ? measuredSpeed >= speed.value : null;
  const errorsOk = allowed === null ? null : result.errorPercent <= allowed;
  const passed =
    speedOk === null && errorsOk === null ? null : result.typedWords > 0 && speedOk !== false && errorsOk !== false;
  return { passed, speedOk, errorsOk, requiredSpeed: speed, measuredSpeed, allowedErrorPercent: allowed };
}

// ── Alignment.

type Step = { move: Move; i: number; j: number; kind: 'correct' | TypingMistakeClass };

/**
 * Cheapest alignment of passage words to typed words. With `tailIsOmission` every passage word must
 * be accounted for; otherwise the passage may end anywhere (the candidate stopped there), and among
 * equal costs the alignment reaching furthest into the passage wins.
 */
function align(passage: Word[], typed: Word[], tailIsOmission: boolean): Step[] {
  const n = passage.length;
  const m = typed.length;
  const width = m + 1;
  const cost = new Float64Array((n + 1) * width).fill(NONE);
  const how = new Uint8Array((n + 1) * width);
  cost[0] = 0;

  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) continue;
      let best = NONE;
      let bestMove = 0;
      for (let k = 0; k < MOVES.length; k++) {
        const step = tryMove(MOVES[k]!, i, j, passage, typed);
        if (!step) continue;
        const before = cost[step.fromI * width + step.fromJ]!;
        if (before === NONE) continue;
        const total = before + step.cost;
        if (total < best) {
          best = total;
          bestMove = k;
        }
      }
      cost[i * width + j] = best;
      how[i * width + j] = bestMove;
    }
  }

  let endI = n;
  if (!tailIsOmission) {
    for (let i = n; i >= 0; i--) if (cost[i * width + m]! < cost[endI * width + m]!) endI = i;
  }

  const steps: Step[] = [];
  let i = endI;
  let j = m;
  while (i > 0 || j > 0) {
    const move = MOVES[how[i * width + j]!]!;
    const step = tryMove(move, i, j, passage, typed)!;
    steps.push({ move, i: step.fromI, j: step.fromJ, kind: step.kind });
    i = step.fromI;
    j = step.fromJ;
  }
  steps.reverse();
  for (let rest = endI; rest < n; rest++) steps.push({ move: 'omission', i: rest, j: m, kind: 'omission' });
  return steps;
}

type Candidate = { fromI: number; fromJ: number; cost: number; kind: 'correct' | TypingMistakeClass };

/** The move ending at (i, j), if it applies there. */
function tryMove(move: Move, i: number, j: number, passage: Word[], typed: Word[]): Candidate | null {
  switch (move) {
    case 'pair': {
      if (i < 1 || j < 1) return null;
      const { kind, cost } = compare(passage[i - 1]!, typed[j - 1]!);
      return { fromI: i - 1, fromJ: j - 1, cost, kind };
    }
    case 'transposition': {
      if (i < 2 || j < 2) return null;
      const [p1, p2] = [passage[i - 2]!, passage[i - 1]!];
      const [t1, t2] = [typed[j - 2]!, typed[j - 1]!];
      const swapped = p1.loose !== '' && p2.loose !== '' && p1.loose !== p2.loose;
      if (!swapped || p1.loose !== t2.loose || p2.loose !== t1.loose) return null;
      return { fromI: i - 2, fromJ: j - 2, cost: HALF, kind: 'transposition' };
    }
    case 'join2':
    case 'join3': {
      const k = move === 'join2' ? 2 : 3;
      if (i < k || j < 1 || !joins(passage, i - k, i, typed[j - 1]!)) return null;
      return { fromI: i - k, fromJ: j - 1, cost: HALF, kind: 'spacing' };
    }
    case 'split2':
    case 'split3': {
      const k = move === 'split2' ? 2 : 3;
      if (i < 1 || j < k || !joins(typed, j - k, j, passage[i - 1]!)) return null;
      return { fromI: i - 1, fromJ: j - k, cost: HALF, kind: 'spacing' };
    }
    case 'omission': {
      if (i < 1) return null;
      const punctuation = passage[i - 1]!.punctuationOnly;
      return {
        fromI: i - 1,
        fromJ: j,
        cost: punctuation ? HALF : WRONG,
        kind: punctuation ? 'punctuation' : 'omission',
      };
    }
    case 'addition': {
      if (j < 1) return null;
      const punctuation = typed[j - 1]!.punctuationOnly;
      return {
        fromI: i,
        fromJ: j - 1,
        cost: punctuation ? HALF : WRONG,
        kind: punctuation ? 'punctuation' : 'addition',
      };
    }
  }
}

/**
 * Whether words[from..to) written without spaces give `whole`, ignoring case and punctuation. A part
 * that is punctuation only must then be there too ("India ," for "India,"), or a dash left out would
 * pass for a spacing error.
 */
function joins(words: Word[], from: number, to: number, whole: Word): boolean {
  let length = 0;
  for (let k = from; k < to; k++) length += words[k]!.loose.length;
  if (length === 0 || length !== whole.loose.length) return false;
  let loose = '';
  let lower = '';
  let punctuationPart = false;
  for (let k = from; k < to; k++) {
    loose += words[k]!.loose;
    lower += words[k]!.lower;
    punctuationPart ||= words[k]!.punctuationOnly;
  }
  return loose === whole.loose && (!punctuationPart || lower === whole.lower);
}

/** One passage word against one typed word. */
function compare(expected: Word, actual: Word): Comparison {
  if (expected.text === actual.text) return { kind: 'correct', cost: EXACT };
  if (expected.punctuationOnly || actual.punctuationOnly) {
    return expected.punctuationOnly && actual.punctuationOnly
      ? { kind: 'punctuation', cost: HALF }
      : { kind: 'substitution', cost: WRONG };
  }
  if (expected.lower === actual.lower) return { kind: 'capitalisation', cost: HALF };
  if (expected.loose === actual.loose) return { kind: 'punctuation', cost: HALF };
  const want = expected.chars;
  const got = actual.chars;
  if (got.length < want.length && expected.loose.startsWith(actual.loose)) return { kind: 'incomplete', cost: CLOSE };
  if (isMisspelling(want, got)) return { kind: 'misspelling', cost: CLOSE };
  return { kind: 'substitution', cost: WRONG };
}

/**
 * A misspelling is a typed word close to the passage word: both at least three characters long and at
 * most one edit (insert, delete, replace, swap of neighbours) per three characters apart. Shorter
 * words that differ ("is"/"it", "के"/"की") are different words.
 */
function isMisspelling(want: string[], got: string[]): boolean {
  if (want.length < 3 || got.length < 3) return false;
  const allowed = Math.max(1, Math.floor(Math.max(want.length, got.length) / 3));
  if (Math.abs(want.length - got.length) > allowed) return false;
  return editDistance(want, got) <= allowed;
}

/** Optimal string alignment distance (Levenshtein with adjacent swaps). */
function editDistance(a: string[], b: string[]): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Uint16Array(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + same);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = value;
    }
  }
  return d[rows * cols - 1]!;
}

// ── Marks.

function toMarks(steps: Step[], passage: Word[], typed: Word[], tailIsOmission: boolean): TypingMark[] {
  const marks: TypingMark[] = steps.map((step) => {
    const size = MOVE_SIZE[step.move];
    return {
      kind: step.kind,
      passage: passage.slice(step.i, step.i + size.passage).map((word) => word.text),
      typed: typed.slice(step.j, step.j + size.typed).map((word) => word.text),
      passageIndex: size.passage > 0 ? step.i : null,
      typedIndex: size.typed > 0 ? step.j : null,
      weight: 0,
      afterStop: false,
    };
  });
  // Passage words after the last typed word: the candidate stopped before them.
  for (let k = marks.length - 1; k >= 0 && marks[k]!.typed.length === 0; k--) {
    const mark = marks[k]!;
    mark.afterStop = true;
    if (!tailIsOmission) mark.kind = 'not-reached';
  }
  return marks;
}

/** The white space before each typed word (NFC), in order: where a Tab indents a paragraph. */
function typedGaps(text: string): string[] {
  return Array.from(text.normalize('NFC').matchAll(/(\s*)\S+/gu), (match) => match[1] ?? '');
}

/**
 * Adds an `indentation` mark before each paragraph (first words at `starts`) that the passage indents
 * (`indented`) and whose typed counterpart does not begin with a Tab. The counterpart begins at the
 * first typed word aligned to a word of the paragraph, or at the added words right before it.
 */
function markIndentation(
  marks: TypingMark[],
  starts: readonly number[],
  indented: ReadonlySet<number>,
  passageLength: number,
  gaps: readonly string[],
): TypingMark[] {
  if (indented.size === 0) return marks;
  const before = new Map<number, TypingMark>();
  for (let k = 0; k < starts.length; k++) {
    const start = starts[k]!;
    if (!indented.has(start)) continue;
    const end = starts[k + 1] ?? passageLength;
    const first = marks.findIndex(
      (mark) =>
        mark.passageIndex !== null &&
        mark.passageIndex >= start &&
        mark.passageIndex < end &&
        mark.typedIndex !== null &&
        !mark.afterStop,
    );
    if (first === -1) continue;
    let from = first;
    while (from > 0 && marks[from - 1]!.passageIndex === null && marks[from - 1]!.typedIndex !== null) from -= 1;
    let tabbed = false;
    for (let index = marks[from]!.typedIndex!; index <= marks[first]!.typedIndex!; index++) {
      if (gaps[index]?.includes('\t')) tabbed = true;
    }
    if (tabbed) continue;
    before.set(from, {
      kind: 'indentation',
      passage: [],
      typed: [],
      passageIndex: start,
      typedIndex: marks[from]!.typedIndex,
      weight: 0,
      afterStop: false,
    });
  }
  return marks.flatMap((mark, index) => {
    const indentation = before.get(index);
    return indentation ? [indentation, mark] : [mark];
  });
}

const MOVE_SIZE: Record<Move, { passage: number; typed: number }> = {
  pair: { passage: 1, typed: 1 },
  transposition: { passage: 2, typed: 2 },
  join2: { passage: 2, typed: 1 },
  join3: { passage: 3, typed: 1 },
  split2: { passage: 1, typed: 2 },
  split3: { passage: 1, typed: 3 },
  omission: { passage: 1, typed: 0 },
  addition: { passage: 0, typed: 1 },
};

/**
 * Added words that repeat what was just typed are repetitions ("I shall shall be", or a repeated
 * phrase "I shall I shall be"): within each run of added words, the longest stretch that copies the
 * words right before it is marked, then the rest of the run is examined the same way; an added word
 * that the next typed word repeats is also a repetition.
 */
function markRepetitions(marks: TypingMark[], typed: Word[]): void {
  const added = new Map<number, TypingMark>();
  for (const mark of marks) if (mark.kind === 'addition') added.set(mark.typedIndex!, mark);
  const same = (a: number, b: number) => typed[a]!.loose !== '' && typed[a]!.loose === typed[b]!.loose;

  for (let x = 0; x < typed.length;) {
    if (!added.has(x)) {
      x += 1;
      continue;
    }
    let end = x;
    while (added.has(end + 1)) end += 1;
    while (x <= end) {
      let copied = 0;
      for (let k = Math.min(end - x + 1, x); k >= 1 && copied === 0; k--) {
        let all = true;
        for (let y = 0; y < k && all; y++) all = same(x + y, x - k + y);
        if (all) copied = k;
      }
      if (copied > 0) {
        for (let y = 0; y < copied; y++) added.get(x + y)!.kind = 'repetition';
        x += copied;
        continue;
      }
      if (x + 1 < typed.length && same(x, x + 1)) added.get(x)!.kind = 'repetition';
      x += 1;
    }
  }
}

/**
 * Typed characters that are right: for each mark, the longest common subsequence of what was typed and
 * what the passage had (transposed words compared word by word), plus the spaces between marks.
 */
function countCorrectCharacters(marks: TypingMark[], typedWordCount: number): number {
  let correct = 0;
  let spacesInside = 0;
  for (const mark of marks) {
    if (mark.typed.length === 0) continue;
    spacesInside += mark.typed.length - 1;
    if (mark.kind === 'transposition') {
      correct += commonLength(mark.typed[0]!, mark.passage[1]!) + commonLength(mark.typed[1]!, mark.passage[0]!) + 1;
    } else {
      correct += commonLength(mark.typed.join(' '), mark.passage.join(' '));
    }
  }
  return correct + Math.max(0, typedWordCount - 1 - spacesInside);
}

/** Length of the longest common subsequence, in code points. */
function commonLength(a: string, b: string): number {
  if (a === b) return codePoints(a).length;
  const x = codePoints(a);
  const y = codePoints(b);
  let previous = new Uint16Array(y.length + 1);
  let current = new Uint16Array(y.length + 1);
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      current[j] = x[i - 1] === y[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    [previous, current] = [current, previous];
  }
  return previous[y.length]!;
}

function emptyCounts(): Record<TypingMistakeClass, number> {
  const counts = {} as Record<TypingMistakeClass, number>;
  for (const kind of TYPING_MISTAKE_CLASSES) counts[kind] = 0;
  return counts;
}

function toWord(text: string): Word {
  const stripped = text.replace(PUNCTUATION, '');
  const loose = stripped.toLowerCase();
  return { text, chars: codePoints(loose), loose, lower: text.toLowerCase(), punctuationOnly: stripped === '' };
}

function codePoints(text: string): string[] {
  return Array.from(text);
}

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
