import { parseDocument, DomUtils } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import type { StoreImage } from '../figures.ts';
import { toLatinDigits, type BankPassage, type BankQuestion, type BankSection, type Text } from './bank.ts';
import { equationsAsText, MATH_CLOSE, MATH_OPEN } from './omml.ts';
import type { SheetRead } from './sheet.ts';

/**
 * A Word question bank: numbered questions (`1.`, `Q.1`, `प्रश्न 1`, or Word's own numbering), their
 * options (`(a)`…`(d)`, on their own lines or on one), `Ans:` and `Sol:` lines, each followed by its
 * Hindi when the bank is bilingual; sections as headings (or `Section: …` lines), and sets as
 * `Directions (Q. 6–10): …` paragraphs. Pictures become figures, tables Markdown tables, equations
 * LaTeX. `docs/question-banks.md` shows a sample; the words the reader looks for are below.
 */

type Block = { kind: 'heading' | 'para' | 'item' | 'table'; depth: number; md: string };
type Lang = 'en' | 'hi' | 'shared';
type Part = { items: { lang: Lang; md: string }[] };

const QUESTION =
  /^(?:Q(?:ues(?:tion)?)?\s*\.?\s*(?:No\.?\s*)?([\d०-९]+)\s*[.):-]?|प्रश्न\s*(?:सं(?:ख्या)?\.?\s*)?([\d०-९]+)\s*[.):-]?|प्र\.\s*([\d०-९]+)\s*[.):-]?|([\d०-९]+)\s*[.)](?=\s))\s*/i;
const OPTION = /^(?:\(([a-f]|[1-6]|[कखगघङच])\)|([a-f])[.)](?=\s))\s*/i;
const ANSWER = /^(?:Ans(?:wer)?|Correct\s+(?:answer|option)|उत्तर|सही\s+उत्तर)\s*[.:\-–]+\s*/i;
const SOLUTION = /^(?:Sol(?:ution)?|Explanation|Exp|हल|व्याख्या)\s*[.:\-–]+\s*/i;
const TOPIC = /^Topic\s*[:\-–]+\s*/i;
const TYPE = /^Type\s*[:\-–]+\s*/i;
const SECTION = /^(?:(?:Section|Part)\b|खंड|भाग)[^:\-–]*[:\-–]+\s*/i;
const DIRECTIONS = /^(?:Directions?\b|निर्देश)\s*(\([^)]*\))?\s*[.:\-–]*\s*/i;
const RANGE = /([\d०-९]+)\s*(?:-|–|—|to|से)\s*([\d०-९]+)/;
const OPTION_KEYS = 'abcdef';
const HINDI_OPTION_KEYS = 'कखगघङच';

/** Devanagari letters outnumber Latin ones (maths and figures left out). */
function isHindi(md: string): boolean {
  const text = md.replace(/\$[^$]*\$/g, '').replace(/!\[[^\]]*\]\([^)]*\)/g, '');
  const hindi = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return hindi > latin;
}
const hasLetters = (md: string) =>
  /[A-Za-z\p{Script=Devanagari}]/u.test(md.replace(/\$[^$]*\$/g, '').replace(/!\[[^\]]*\]\([^)]*\)/g, ''));

/** A keyword's language (`प्रश्न 5.`, `हल:`; `Q.5`, `Sol:`) is its line's, even when the rest is numbers. */
function keywordLanguage(keyword: string, rest: string): Lang {
  if (/\p{Script=Devanagari}/u.test(keyword) || isHindi(rest)) return 'hi';
  return /[A-Za-z]/.test(keyword) || hasLetters(rest) ? 'en' : 'shared';
}

/** Markdown's own characters in the document's text, outside formulas. */
function escapeText(text: string): string {
  return text
    .split(new RegExp(`(${MATH_OPEN}[^${MATH_CLOSE}]*${MATH_CLOSE})`))
    .map((piece) => (piece.startsWith(MATH_OPEN) ? `$${piece.slice(1, -1)}$` : piece.replace(/([\\`*_[\]])/g, '\\$1')))
    .join('');
}

const latexText = (text: string) => text.replace(/([\\{}#%&_$^~])/g, '\\$1');

/** An element's inline content as Markdown. */
function inline(nodes: ChildNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeText(node.data);
      if (node.type !== 'tag') return '';
      const element = node as Element;
      const inner = () => inline(element.children);
      switch (element.name) {
        case 'strong':
        case 'b': {
          const text = inner();
          return text.trim() ? `**${text.trim()}**` : text;
        }
        case 'em':
        case 'i': {
          const text = inner();
          return text.trim() ? `*${text.trim()}*` : text;
        }
        case 'sup':
          return `$^{${latexText(DomUtils.textContent(element))}}$`;
        case 'sub':
          return `$_{${latexText(DomUtils.textContent(element))}}$`;
        case 'br':
          return '  \n';
        case 'img':
          return `![${(element.attribs.alt ?? '').replace(/[[\]\n]/g, ' ').trim()}](${element.attribs.src ?? ''})`;
        case 'ol':
        case 'ul':
        case 'table':
          return '';
        default:
          return inner();
      }
    })
    .join('');
}

function tableMarkdown(table: Element): string {
  const rows = DomUtils.findAll((node) => node.name === 'tr', table.children).map((row) =>
    row.children
      .filter((cell): cell is Element => cell.type === 'tag' && (cell.name === 'td' || cell.name === 'th'))
      .map((cell) =>
        inline(
          cell.children.flatMap((child) =>
            child.type === 'tag' && child.name === 'p'
              ? [...child.children, { type: 'text', data: ' ' } as ChildNode]
              : [child],
          ),
        )
          .replace(/\s*\n\s*/g, ' ')
          .replace(/\|/g, '\\|')
          .trim(),
      ),
  );
  const width = Math.max(0, ...rows.map((row) => row.length));
  if (width === 0) return '';
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  return [line(rows[0]!), line(Array(width).fill('---')), ...rows.slice(1).map(line)].join('\n');
}

/** The document's paragraphs, list items and tables in order. */
function blocksOf(html: string): Block[] {
  const blocks: Block[] = [];
  const walk = (nodes: ChildNode[], depth: number) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const element = node as Element;
      if (/^h[1-6]$/.test(element.name)) blocks.push({ kind: 'heading', depth, md: inline(element.children).trim() });
      else if (element.name === 'p') blocks.push({ kind: 'para', depth, md: inline(element.children).trim() });
      else if (element.name === 'table') blocks.push({ kind: 'table', depth, md: tableMarkdown(element) });
      else if (element.name === 'ol' || element.name === 'ul') {
        for (const item of element.children) {
          if (item.type !== 'tag' || item.name !== 'li') continue;
          blocks.push({ kind: 'item', depth, md: inline(item.children).trim() });
          walk(item.children, depth + 1);
        }
      } else walk(element.children, depth);
    }
  };
  walk(parseDocument(html).children, 0);
  return blocks.filter((block) => block.md !== '');
}

/** `**Q.1.** What…` → the match and `What…` (emphasis around the number is dropped with it). */
function take(md: string, pattern: RegExp): { match: RegExpExecArray; rest: string } | undefined {
  const lead = /^(\*\*|\*)?\s*/.exec(md)!;
  const match = pattern.exec(md.slice(lead[0].length));
  if (!match) return undefined;
  let rest = md.slice(lead[0].length + match[0].length);
  const opening = lead[1];
  if (opening && rest.startsWith(opening)) rest = rest.slice(opening.length);
  else if (opening) rest = `${opening}${rest}`;
  return { match, rest: rest.trim() };
}

const textOf = (part: Part): Text => {
  const en: string[] = [];
  const hi: string[] = [];
  let enCount = 0;
  const pendingShared: { after: number; md: string }[] = [];
  for (const item of part.items) {
    if (item.lang === 'en') {
      en.push(item.md);
      enCount += 1;
    } else if (item.lang === 'hi') hi.push(item.md);
    else {
      en.push(item.md);
      pendingShared.push({ after: enCount, md: item.md });
    }
  }
  if (hi.length === 0) {
    // Numbers and formulas only (`(a) 14`): the same in both languages.
    const neutral = part.items.length > 0 && part.items.every((item) => item.lang === 'shared');
    return { en: en.join('\n\n') || undefined, ...(neutral ? { hi: en.join('\n\n') } : {}) };
  }
  // A figure or table both versions show sits after as many Hindi paragraphs as English ones before it.
  const hiWithShared: string[] = [];
  hi.forEach((md, index) => {
    for (const shared of pendingShared.filter((s) => s.after === index && index > 0)) hiWithShared.push(shared.md);
    hiWithShared.push(md);
  });
  for (const shared of pendingShared.filter((s) => s.after === 0 || s.after >= hi.length)) hiWithShared.push(shared.md);
  return { en: en.join('\n\n') || undefined, hi: hiWithShared.join('\n\n') };
};

/** Question numbers a directions paragraph names: `(Q. 6–10)` → 6…10. */
function rangeOf(label: string | undefined, text: string): [number, number] | undefined {
  const match = RANGE.exec(toLatinDigits(label ?? '')) ?? RANGE.exec(toLatinDigits(text.slice(0, 60)));
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

type Draft = {
  number: number;
  section: BankSection;
  passage?: { passage: BankPassage; part: Part } | undefined;
  text: Part;
  options: Part[];
  answer?: string;
  type?: string;
  topic?: string;
  explanation: Part;
  problems: string[];
};

/** The questions of the document's blocks. */
export function questionsOfBlocks(blocks: Block[]): BankQuestion[] {
  const questions: BankQuestion[] = [];
  let section: BankSection | undefined;
  let sectionPart: Part | undefined;
  let pending: { passage: BankPassage; part: Part; range?: [number, number] | undefined } | undefined;
  let current: Draft | undefined;
  /** Where a paragraph without a keyword goes. */
  let context: Part | undefined;
  let ordinal = 0;

  const finishSection = () => {
    if (section && sectionPart) section.title = textOf(sectionPart);
  };
  const finish = () => {
    if (!current) return;
    const draft = current;
    current = undefined;
    const options = draft.options.map(textOf);
    questions.push({
      row: draft.number,
      section: draft.section,
      passage: draft.passage ? { ...draft.passage.passage, text: textOf(draft.passage.part) } : undefined,
      type: draft.type,
      text: textOf(draft.text),
      options,
      answer: draft.answer,
      explanation: textOf(draft.explanation),
      topic: draft.topic,
      problems: draft.problems,
    });
  };
  const add = (part: Part | undefined, md: string, lang?: Lang) => {
    if (!part) return;
    part.items.push({ lang: lang ?? (isHindi(md) ? 'hi' : hasLetters(md) ? 'en' : 'shared'), md });
  };

  for (const block of blocks) {
    const { md } = block;
    if (block.kind === 'table') {
      add(context, md, isHindi(md) ? 'hi' : 'shared');
      continue;
    }
    const sectionLine = block.kind === 'heading' ? { rest: md.replace(/^\*\*|\*\*$/g, '') } : take(md, SECTION);
    if (sectionLine) {
      finish();
      finishSection();
      pending = undefined;
      const [en, hi] = sectionLine.rest.split(/\s+[/|]\s+/);
      sectionPart = { items: [] };
      section = { title: {} };
      add(sectionPart, en ?? '');
      if (hi) add(sectionPart, hi);
      context = sectionPart;
      continue;
    }
    const directions = take(md, DIRECTIONS);
    if (directions) {
      finish();
      const part: Part = { items: [] };
      add(part, directions.rest || md);
      const passage = { key: `set-${questions.length + 1}`, text: {} };
      // Hindi directions right after English ones are the same set.
      if (pending && isHindi(md) && pending.part.items.every((item) => item.lang !== 'hi')) {
        add(pending.part, directions.rest || md, 'hi');
        context = pending.part;
        continue;
      }
      pending = { passage, part, range: rangeOf(directions.match[1], directions.rest) };
      context = part;
      continue;
    }
    const answer = current && take(md, ANSWER);
    if (current && answer) {
      current.answer = answer.rest.replace(/\*+/g, '').replace(/\.$/, '').trim();
      context = undefined;
      continue;
    }
    const solution = current && take(md, SOLUTION);
    if (current && solution) {
      if (solution.rest) add(current.explanation, solution.rest, keywordLanguage(solution.match[0], solution.rest));
      context = current.explanation;
      continue;
    }
    const topic = current && take(md, TOPIC);
    if (current && topic) {
      current.topic = topic.rest.replace(/\*+/g, '');
      continue;
    }
    const type = current && take(md, TYPE);
    if (current && type) {
      current.type = type.rest.replace(/\*+/g, '');
      continue;
    }
    const option = current && (block.kind === 'item' && block.depth > 0 ? { list: true } : take(md, OPTION));
    if (current && option && current.answer === undefined) {
      readOptions(current, 'list' in option ? undefined : option, md);
      context = current.options.at(-1);
      continue;
    }
    const anchor =
      take(md, QUESTION) ?? (block.kind === 'item' && block.depth === 0 ? { match: null, rest: md } : undefined);
    if (anchor) {
      const number = anchor.match ? Number(toLatinDigits(anchor.match.slice(1).find(Boolean) ?? '')) : ordinal + 1;
      // The Hindi version of the question just read, under the same number.
      if (
        current &&
        isHindi(anchor.rest) &&
        number === current.number &&
        !current.text.items.some((i) => i.lang === 'hi')
      ) {
        add(current.text, anchor.rest, 'hi');
        context = current.text;
        continue;
      }
      finish();
      ordinal += 1;
      if (!section) {
        section = { title: { en: 'Questions', hi: 'प्रश्न' } };
        sectionPart = undefined;
      }
      const inRange = pending?.range ? number >= pending.range[0] && number <= pending.range[1] : pending !== undefined;
      if (pending && !inRange && pending.range && number > pending.range[1]) pending = undefined;
      current = {
        number,
        section,
        passage: pending && inRange ? pending : undefined,
        text: { items: [] },
        options: [],
        explanation: { items: [] },
        problems: [],
      };
      add(current.text, anchor.rest);
      context = current.text;
      continue;
    }
    if (current && current.options.length > 0 && context === current.options.at(-1) && isHindi(md)) {
      // Options' Hindi after the English ones, in the same order: `(क) …` lines, or bare lines.
      add(current.options.find((o) => o.items.every((i) => i.lang !== 'hi')) ?? context!, md, 'hi');
      continue;
    }
    add(context, md);
  }
  finish();
  finishSection();
  return questions;
}

/** `(a) 7 (b) 9 (c) 11 (d) 5`, `(a) Delhi / दिल्ली`, or one option per line. */
function readOptions(draft: Draft, first: { match: RegExpExecArray; rest: string } | undefined, md: string) {
  if (!first) {
    draft.options.push({ items: [] });
    splitLanguages(draft.options.at(-1)!, md);
    return;
  }
  const key = first.match[1] ?? first.match[2] ?? '';
  const pieces = `(${key}) ${first.rest}`.split(/\s*(?=\((?:[a-f]|[1-6]|[कखगघङच])\)\s)/i).filter(Boolean);
  for (const piece of pieces) {
    const marker = /^\(([^)]+)\)\s*/.exec(piece);
    const label = marker?.[1]?.toLowerCase() ?? '';
    const body = marker ? piece.slice(marker[0].length).trim() : piece.trim();
    const hindiIndex = HINDI_OPTION_KEYS.indexOf(label);
    if (hindiIndex >= 0 && draft.options[hindiIndex]) {
      add2(draft.options[hindiIndex], body, 'hi');
      continue;
    }
    const index =
      OPTION_KEYS.includes(label) && label !== ''
        ? OPTION_KEYS.indexOf(label)
        : /^[1-6]$/.test(label)
          ? Number(label) - 1
          : draft.options.length;
    if (index < draft.options.length && isHindi(body)) {
      add2(draft.options[index]!, body, 'hi');
      continue;
    }
    if (index !== draft.options.length) {
      draft.problems.push(`option (${label}) is out of order: expected (${OPTION_KEYS[draft.options.length]})`);
    }
    const option: Part = { items: [] };
    splitLanguages(option, body);
    draft.options.push(option);
  }
}

const add2 = (part: Part, md: string, lang: Lang) => part.items.push({ lang, md });

/** `Delhi / दिल्ली` → English and Hindi. */
function splitLanguages(part: Part, md: string) {
  const split = /^(.*\S)\s+[/|]\s+(\S.*)$/.exec(md);
  if (split && !isHindi(split[1]!) && isHindi(split[2]!)) {
    add2(part, split[1]!, 'en');
    add2(part, split[2]!, 'hi');
    return;
  }
  add2(part, md, isHindi(md) ? 'hi' : hasLetters(md) ? 'en' : 'shared');
}

/** Equations as text runs, so mammoth keeps them. */
async function withEquationsAsText(bytes: Uint8Array): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const document = zip.file('word/document.xml');
  if (!document) throw new Error('no word/document.xml');
  const xml = await document.async('string');
  if (!xml.includes('<m:oMath')) return Buffer.from(bytes);
  zip.file('word/document.xml', equationsAsText(xml));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/** Mammoth reads a picture's description (its alt text) but its types do not say so. */
const altOf = (image: object) => {
  const alt = (image as { altText?: string }).altText?.trim();
  return alt ? { alt } : {};
};

/** A `.docx` question bank's questions (pictures stored as figures through `storeImage`). */
export async function readDocx(bytes: Uint8Array, storeImage: StoreImage): Promise<SheetRead> {
  let buffer: Buffer;
  try {
    buffer = await withEquationsAsText(bytes);
  } catch {
    return {
      questions: [],
      issues: [{ path: '', message: 'This Word file could not be opened: save it again as .docx and upload it.' }],
    };
  }
  const refused: string[] = [];
  const { value: html } = await mammoth.convertToHtml(
    { buffer },
    {
      externalFileAccess: false,
      ignoreEmptyParagraphs: true,
      convertImage: mammoth.images.imgElement(async (image) => {
        const stored = await storeImage(await image.readAsBuffer(), image.contentType);
        if ('refused' in stored) {
          refused.push(stored.refused);
          return { src: `refused:${refused.length - 1}` };
        }
        return { src: `figure:${stored.id}`, ...altOf(image) };
      }),
    },
  );
  const questions = questionsOfBlocks(blocksOf(html));
  for (const question of questions) {
    const texts = JSON.stringify([question.text, question.options, question.explanation, question.passage?.text]);
    for (const match of texts.matchAll(/refused:(\d+)/g)) question.problems.push(refused[Number(match[1])]!);
    // Pictures without alt text get one from their place, so a screen reader says what it is.
    const label = (part: Text, name: string) => {
      for (const lang of ['en', 'hi'] as const) {
        part[lang] = part[lang]?.replace(/!\[\]\((figure:[^)]+)\)/g, (_, src: string) =>
          lang === 'en'
            ? `![Figure for ${name} ${question.row}](${src})`
            : `![${name === 'question' ? 'प्रश्न' : 'विकल्प'} ${question.row} का चित्र](${src})`,
        );
      }
    };
    label(question.text, 'question');
    question.options.forEach((option) => label(option, 'question'));
    label(question.explanation, 'question');
    if (question.passage) label(question.passage.text, 'question');
  }
  if (questions.length === 0) {
    return {
      questions,
      issues: [
        {
          path: '',
          message:
            'No numbered questions were found: number each question (1. or Q.1) and give its options as (a)–(d).',
        },
      ],
    };
  }
  return { questions, issues: [] };
}
