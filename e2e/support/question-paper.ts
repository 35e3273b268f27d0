import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import { mulberry32 } from '@jobportal/shared/testing/response-sheets';

/**
 * A generated previous-year question paper as a PDF, printed by Chromium, with the ground truth of
 * where every question is: what the paper-crop engine (`@jobportal/shared/domain/mock-tests/paper-crop`)
 * must find from the PDF's text layer, and what `bench/paper-crop.ts` measures it against.
 *
 * The paper looks like a bilingual SSC paper: a header line and a "Page n of N" footer on every page, a
 * title and numbered instructions on the first page, a section heading every ten questions, one column
 * on even pages (1st, 3rd…) and two columns with a rule between them on odd ones. Each question is
 * printed twice, one block after the other: "Q.n" with the English stem and options (a)–(d), then
 * "प्रश्न n" with the Hindi stem and its own options (a)–(d), the style of SSC's and RRB's bilingual
 * papers where each language is a block of its own (rather than "(a) Delhi / दिल्ली" on one line).
 * Stems are 1–6 lines; some questions have an SVG figure (between the stem and the options, printed
 * once, in the English block) or a small data table; short options sit two to a row.
 *
 * The layout is done in the page by script: fixed A4 page divs, each block measured at its column's
 * width and placed in the current column, or the next column or page when it does not fit (a question
 * is never split), so the script knows each block's box. Boxes are in PDF points from the page's top
 * left. Deterministic: the seed decides every question.
 */

/** A box in PDF points, origin at the page's top left. */
export type PaperBox = { x: number; y: number; width: number; height: number };

export type QuestionTruth = {
  number: number;
  pageIndex: number;
  /** The whole question: the English block and the Hindi block. */
  box: PaperBox;
  /** The English block ("Q.n", stem, figure, options). */
  enBox: PaperBox;
  /** The Hindi block ("प्रश्न n", stem, options). */
  hiBox: PaperBox;
};

export type QuestionPaper = {
  pdf: Uint8Array;
  truth: QuestionTruth[];
  /** A4 in points. */
  pageSize: { width: number; height: number };
  pageCount: number;
};

export type QuestionPaperOptions = {
  /** Questions to print (default 25); ignored when `pages` is given. */
  questions?: number;
  /** Print as many questions as fill exactly this many pages (the timing benchmark's 100-page paper). */
  pages?: number;
  seed?: number;
  /** A browser to print with (left open); without one, a headless Chromium is launched and closed. */
  browser?: Browser;
};

/** CSS pixels (96 per inch) to PDF points (72 per inch). */
const PT_PER_PX = 0.75;
/** A4 as Chromium prints it (793.28 × 1122.56 CSS pixels). */
const A4 = { width: 594.96, height: 841.92 };

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium as `e2e/playwright.config.ts` picks it: CHROMIUM_PATH, else the headless shell, else the browser. */
export function chromiumPath(): string {
  return process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}

/** Prints the paper. */
export async function questionPaperPdf(options: QuestionPaperOptions = {}): Promise<QuestionPaper> {
  const seed = options.seed ?? 2024;
  const count = options.pages ? options.pages * 8 : (options.questions ?? 25);
  return printBlocks(paperBlocks(count, seed), options);
}

/** A question written out, for a paper of chosen questions (the demo content's). */
export type WrittenQuestion = {
  number: number;
  en: string;
  hi: string;
  options: Array<[string, string]>;
  /** A data table, first row the header, in each language. */
  table?: string[][];
  tableHi?: string[][];
};

/** A paper of chosen questions under section headings, laid out and printed as the generated ones are. */
export function writtenPaperPdf(
  title: PaperTitle,
  sections: Array<{ heading: string; questions: WrittenQuestion[] }>,
  options: { browser?: Browser; running?: RunningText } = {},
): Promise<QuestionPaper> {
  const blocks: Block[] = [{ kind: 'title', html: titleHtml(title) }];
  for (const section of sections) {
    blocks.push({ kind: 'section', html: escapeHtml(section.heading) });
    for (const question of section.questions) {
      blocks.push({ kind: 'question', number: question.number, html: writtenQuestionHtml(question) });
    }
  }
  return printBlocks(blocks, options);
}

function writtenQuestionHtml(question: WrittenQuestion): string {
  const twoToARow = question.options.every(([en, hi]) => en.length <= 14 && hi.length <= 14);
  const table = (rows: string[][] | undefined) =>
    rows
      ? `<table class="data">${rows
          .map(
            (row, r) =>
              `<tr>${row.map((cell) => (r === 0 ? `<th>${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join('')}</tr>`,
          )
          .join('')}</table>`
      : '';
  const part = (language: 'en' | 'hi') => {
    const label = language === 'en' ? `Q.${question.number}` : `प्रश्न ${question.number}.`;
    const paragraphs = question[language]
      .split('\n')
      .map((text, i) => `<p>${i === 0 ? `${label} ` : ''}${escapeHtml(text)}</p>`)
      .join('');
    const options = question.options
      .map((option, i) => `<div>(${LETTERS[i]}) ${escapeHtml(option[language === 'en' ? 0 : 1])}</div>`)
      .join('');
    const data = table(language === 'en' ? question.table : (question.tableHi ?? question.table));
    return `<div class="${language}">${paragraphs}${data}<div class="opts${twoToARow ? ' two' : ''}">${options}</div></div>`;
  };
  return `<div class="q">${part('en')}${part('hi')}</div>`;
}

/** The lines printed at the top and foot of every page (HTML). */
type RunningText = { left: string; right: string; footer: string };
const RUNNING_2024: RunningText = {
  left: 'SSC Combined Graduate Level Examination (Tier-I) 2024',
  right: 'Shift 2 · 12-09-2024 · Set A',
  footer: 'SSC CGL 2024 — Previous Year Paper',
};

async function printBlocks(
  blocks: Block[],
  options: { pages?: number; browser?: Browser; running?: RunningText },
): Promise<QuestionPaper> {
  const browser =
    options.browser ??
    (await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] }));
  try {
    const page = await browser.newPage();
    try {
      await page.setContent(paperHtml(), { waitUntil: 'load' });
      // A font with a unicode-range loads when text needs it: load both before anything is measured.
      await page.evaluate(async () => {
        await document.fonts.load("14px 'Paper Sans'", 'Q.1 प्रश्न');
        await document.fonts.ready;
      });
      const laid = await page.evaluate(layOutPaper, {
        blocks,
        maxPages: options.pages ?? 10_000,
        running: options.running ?? RUNNING_2024,
      });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      const toPoints = (box: PaperBox): PaperBox => ({
        x: round(box.x * PT_PER_PX),
        y: round(box.y * PT_PER_PX),
        width: round(box.width * PT_PER_PX),
        height: round(box.height * PT_PER_PX),
      });
      return {
        pdf: new Uint8Array(pdf),
        truth: laid.truth.map((question) => ({
          number: question.number,
          pageIndex: question.pageIndex,
          box: toPoints(question.box),
          enBox: toPoints(question.enBox),
          hiBox: toPoints(question.hiBox),
        })),
        pageSize: A4,
        pageCount: laid.pageCount,
      };
    } finally {
      await page.close();
    }
  } finally {
    if (!options.browser) await browser.close();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

// ── The page and its layout script.

type Block = { kind: 'title' | 'section' | 'question'; number?: number; html: string };
type LaidBox = { x: number; y: number; width: number; height: number };
type Laid = {
  truth: Array<{ number: number; pageIndex: number; box: LaidBox; enBox: LaidBox; hiBox: LaidBox }>;
  pageCount: number;
};

const require = createRequire(import.meta.url);

/** A font file of @fontsource as a data URL, so Devanagari prints on a machine without system fonts. */
function fontUrl(pkg: string, file: string): string {
  const bytes = readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`));
  return `data:font/woff2;base64,${bytes.toString('base64')}`;
}

function paperHtml(): string {
  const latin = fontUrl('noto-sans', 'noto-sans-latin-400-normal.woff2');
  const devanagari = fontUrl('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff2');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
@font-face { font-family: 'Paper Sans'; src: url(${latin}) format('woff2'); unicode-range: U+0000-00FF, U+2000-206F, U+2212; }
@font-face { font-family: 'Paper Sans'; src: url(${devanagari}) format('woff2'); unicode-range: U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+25CC, U+A8E0-A8FF; }
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Paper Sans', sans-serif; font-size: 14px; line-height: 1.4; color: #111; }
.page { position: relative; width: 210mm; height: 296.9mm; overflow: hidden; break-after: page; }
.page:last-child { break-after: auto; }
.header { position: absolute; left: 48px; right: 48px; top: 26px; display: flex; justify-content: space-between;
  font-size: 12px; border-bottom: 1.5px solid #333; padding-bottom: 5px; }
.footer { position: absolute; left: 48px; right: 48px; bottom: 26px; display: flex; justify-content: space-between;
  font-size: 11px; color: #333; border-top: 1px solid #999; padding-top: 4px; }
.rule { position: absolute; top: 84px; bottom: 70px; left: 396px; border-left: 1px solid #999; }
.block { position: absolute; }
.title { text-align: center; }
.title h1 { font-size: 19px; margin: 0 0 4px; font-weight: 400; }
.title p { margin: 2px 0; }
.title ol { text-align: left; margin: 8px 0 0; padding-left: 22px; font-size: 13px; }
.section { font-size: 15px; border-bottom: 1px solid #555; padding: 2px 0 3px; background: #eee; }
.q p { margin: 0 0 3px; }
.hi { margin-top: 6px; }
.opts { display: grid; grid-template-columns: 1fr; column-gap: 18px; margin-top: 2px; padding-left: 14px; }
.opts.two { grid-template-columns: 1fr 1fr; }
table.data { border-collapse: collapse; margin: 3px 0 5px 14px; font-size: 13px; }
table.data td, table.data th { border: 1px solid #666; padding: 1px 8px; font-weight: 400; }
svg { display: block; margin: 4px 0 5px 14px; }
</style></head><body><div id="paper"></div></body></html>`;
}

/**
 * In the page: places the blocks on A4 pages (one column on even pages, two on odd ones) and returns
 * each question's boxes in CSS pixels from its page's top left. Self-contained: Playwright sends its source.
 */
function layOutPaper({ blocks, maxPages, running }: { blocks: Block[]; maxPages: number; running: RunningText }): Laid {
  const PAGE_WIDTH = 793.7;
  const MARGIN = 48;
  const GUTTER = 28;
  const BODY_TOP = 86;
  const BODY_BOTTOM = 1122.5 - 74;
  const GAP = 13;
  const paper = document.getElementById('paper')!;
  const truth: Laid['truth'] = [];
  let page: HTMLElement | undefined;
  let pageIndex = -1;
  let columns: Array<{ x: number; width: number }> = [];
  let column = 0;
  let y = BODY_TOP;

  const newPage = (): boolean => {
    if (pageIndex + 1 >= maxPages) return false;
    pageIndex += 1;
    page = document.createElement('div');
    page.className = 'page';
    page.innerHTML =
      `<div class="header"><span>${running.left}</span><span>${running.right}</span></div>` +
      `<div class="footer"><span>${running.footer}</span><span class="page-number"></span></div>`;
    paper.appendChild(page);
    const width = PAGE_WIDTH - 2 * MARGIN;
    if (pageIndex % 2 === 1) {
      const half = (width - GUTTER) / 2;
      columns = [
        { x: MARGIN, width: half },
        { x: MARGIN + half + GUTTER, width: half },
      ];
      const rule = document.createElement('div');
      rule.className = 'rule';
      page.appendChild(rule);
    } else {
      columns = [{ x: MARGIN, width }];
    }
    column = 0;
    y = BODY_TOP;
    return true;
  };
  const place = (block: Block): HTMLElement => {
    const element = document.createElement('div');
    element.className = `block ${block.kind}`;
    element.innerHTML = block.html;
    element.style.left = `${columns[column]!.x}px`;
    element.style.top = `${y}px`;
    element.style.width = `${columns[column]!.width}px`;
    page!.appendChild(element);
    return element;
  };
  const relative = (element: Element): LaidBox => {
    const rect = element.getBoundingClientRect();
    const origin = page!.getBoundingClientRect();
    return { x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height };
  };

  newPage();
  for (const block of blocks) {
    let element = place(block);
    // A block that does not fit goes to the next column, or the next page (a section heading, too,
    // is kept off a column's foot by wanting room for some of the question after it).
    const room = block.kind === 'section' ? 120 : 0;
    if (y + element.offsetHeight + room > BODY_BOTTOM && y > BODY_TOP) {
      element.remove();
      if (column + 1 < columns.length) {
        column += 1;
        y = BODY_TOP;
      } else if (!newPage()) {
        break;
      }
      element = place(block);
    }
    if (block.kind === 'question') {
      truth.push({
        number: block.number!,
        pageIndex,
        box: relative(element),
        enBox: relative(element.querySelector('.en')!),
        hiBox: relative(element.querySelector('.hi')!),
      });
    }
    y += element.offsetHeight + GAP;
  }
  const pages = paper.querySelectorAll('.page-number');
  pages.forEach((span, index) => {
    span.textContent = `Page ${index + 1} of ${pages.length}`;
  });
  return { truth, pageCount: pages.length };
}

// ── The questions.

type Bilingual = { en: string; hi: string };
type Template = { stem: Bilingual; options: Bilingual[] };
type Section = { en: string; hi: string; context: Bilingual[]; templates: Template[] };

const b = (en: string, hi: string): Bilingual => ({ en, hi });
const opts = (...pairs: Array<[string, string]>): Bilingual[] => pairs.map(([en, hi]) => b(en, hi));

const SECTIONS: Section[] = [
  {
    en: 'Section A: General Intelligence and Reasoning',
    hi: 'खंड A: सामान्य बुद्धि एवं तर्कशक्ति',
    context: [
      b(
        'Read the following information carefully and answer the question that follows.',
        'निम्नलिखित जानकारी को ध्यानपूर्वक पढ़िए और उसके बाद दिए गए प्रश्न का उत्तर दीजिए।',
      ),
      b(
        'Six friends P, Q, R, S, T and U are sitting around a circular table facing the centre.',
        'छह मित्र P, Q, R, S, T और U एक वृत्ताकार मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं।',
      ),
      b(
        'R sits second to the left of P, and T is an immediate neighbour of both Q and U.',
        'R, P के बाएँ से दूसरे स्थान पर बैठा है, और T, Q तथा U दोनों का निकटतम पड़ोसी है।',
      ),
      b(
        'S does not sit next to P, and U is not an immediate neighbour of R.',
        'S, P के बगल में नहीं बैठा है, और U, R का निकटतम पड़ोसी नहीं है।',
      ),
      b(
        'Each of them likes a different colour among red, blue, green, white, pink and black.',
        'उनमें से प्रत्येक को लाल, नीला, हरा, सफ़ेद, गुलाबी और काला में से एक अलग रंग पसंद है।',
      ),
    ],
    templates: [
      {
        stem: b(
          'Select the option that is related to the third number in the same way as the second number is related to the first number. 12 : 144 :: 15 : ?',
          'उस विकल्प का चयन कीजिए जो तीसरी संख्या से उसी प्रकार संबंधित है जिस प्रकार दूसरी संख्या पहली संख्या से संबंधित है। 12 : 144 :: 15 : ?',
        ),
        options: opts(['225', '225'], ['215', '215'], ['230', '230'], ['195', '195']),
      },
      {
        stem: b('Who among the following sits to the immediate right of S?', 'निम्नलिखित में से कौन S के ठीक दाएँ बैठा है?'),
        options: opts(['Q', 'Q'], ['T', 'T'], ['U', 'U'], ['P', 'P']),
      },
      {
        stem: b(
          'Select the figure that will come next in the following series of figures.',
          'दी गई आकृति श्रृंखला में आगे आने वाली आकृति का चयन कीजिए।',
        ),
        options: opts(['Figure 1', 'आकृति 1'], ['Figure 2', 'आकृति 2'], ['Figure 3', 'आकृति 3'], ['Figure 4', 'आकृति 4']),
      },
      {
        stem: b(
          'In a certain code language, MOTHER is written as OQVJGT. How will FATHER be written in that language?',
          'एक निश्चित कूट भाषा में MOTHER को OQVJGT लिखा जाता है। उसी भाषा में FATHER को कैसे लिखा जाएगा?',
        ),
        options: opts(['HCVJGT', 'HCVJGT'], ['HBVJGT', 'HBVJGT'], ['GCVJGT', 'GCVJGT'], ['HCVIGT', 'HCVIGT']),
      },
    ],
  },
  {
    en: 'Section B: General Awareness',
    hi: 'खंड B: सामान्य जागरूकता',
    context: [
      b(
        'The question below is based on the Constitution of India as amended up to 2023.',
        'नीचे दिया गया प्रश्न वर्ष 2023 तक संशोधित भारत के संविधान पर आधारित है।',
      ),
      b(
        'Consider the following statements about the fundamental duties of citizens.',
        'नागरिकों के मौलिक कर्तव्यों के बारे में निम्नलिखित कथनों पर विचार कीजिए।',
      ),
      b(
        'Statement 1: They were added by the Forty-second Amendment Act in the year 1976.',
        'कथन 1: इन्हें वर्ष 1976 में बयालीसवें संशोधन अधिनियम द्वारा जोड़ा गया था।',
      ),
      b(
        'Statement 2: They are enforceable by the courts like the fundamental rights.',
        'कथन 2: मौलिक अधिकारों की तरह इन्हें न्यायालयों द्वारा लागू कराया जा सकता है।',
      ),
      b(
        'Choose the correct answer using the codes given below the statements.',
        'कथनों के नीचे दिए गए कूटों का प्रयोग करके सही उत्तर चुनिए।',
      ),
    ],
    templates: [
      {
        stem: b(
          'Which of the following rivers is known as the Sorrow of Bihar?',
          'निम्नलिखित में से किस नदी को बिहार का शोक कहा जाता है?',
        ),
        options: opts(['Kosi', 'कोसी'], ['Gandak', 'गंडक'], ['Son', 'सोन'], ['Ghaghara', 'घाघरा']),
      },
      {
        stem: b('Which of the statements given above is/are correct?', 'ऊपर दिए गए कथनों में से कौन-सा/से सही है/हैं?'),
        options: opts(
          ['Only statement 1 is correct', 'केवल कथन 1 सही है'],
          ['Only statement 2 is correct', 'केवल कथन 2 सही है'],
          ['Both statements 1 and 2 are correct', 'कथन 1 और 2 दोनों सही हैं'],
          ['Neither statement 1 nor statement 2 is correct', 'न तो कथन 1 और न ही कथन 2 सही है'],
        ),
      },
      {
        stem: b(
          'The headquarters of the Reserve Bank of India is located in which city?',
          'भारतीय रिज़र्व बैंक का मुख्यालय किस शहर में स्थित है?',
        ),
        options: opts(['Mumbai', 'मुंबई'], ['New Delhi', 'नई दिल्ली'], ['Kolkata', 'कोलकाता'], ['Chennai', 'चेन्नई']),
      },
      {
        stem: b(
          'Who among the following was the first woman to become the President of India?',
          'निम्नलिखित में से कौन भारत की राष्ट्रपति बनने वाली पहली महिला थीं?',
        ),
        options: opts(
          ['Pratibha Patil', 'प्रतिभा पाटिल'],
          ['Indira Gandhi', 'इंदिरा गांधी'],
          ['Sarojini Naidu', 'सरोजिनी नायडू'],
          ['Droupadi Murmu', 'द्रौपदी मुर्मू'],
        ),
      },
    ],
  },
  {
    en: 'Section C: Quantitative Aptitude',
    hi: 'खंड C: मात्रात्मक योग्यता',
    context: [
      b(
        'Study the given table carefully and answer the question that follows.',
        'दी गई तालिका का ध्यानपूर्वक अध्ययन कीजिए और उसके बाद दिए गए प्रश्न का उत्तर दीजिए।',
      ),
      b(
        'A shopkeeper marks his goods 40% above the cost price and allows a discount of 15% on the marked price.',
        'एक दुकानदार अपने सामान पर क्रय मूल्य से 40% अधिक मूल्य अंकित करता है और अंकित मूल्य पर 15% की छूट देता है।',
      ),
      b(
        'He also uses a weight of 900 g in place of a weight of one kilogram while selling.',
        'बेचते समय वह एक किलोग्राम के बाट के स्थान पर 900 ग्राम के बाट का प्रयोग भी करता है।',
      ),
      b(
        'The population of a town increases by 10% in the first year and decreases by 10% in the second year.',
        'एक शहर की जनसंख्या पहले वर्ष में 10% बढ़ती है और दूसरे वर्ष में 10% घट जाती है।',
      ),
      b(
        'Round off the answer to the nearest whole number wherever it is necessary.',
        'जहाँ आवश्यक हो, उत्तर को निकटतम पूर्ण संख्या में पूर्णांकित कीजिए।',
      ),
    ],
    templates: [
      {
        stem: b('What is his overall profit percentage in the transaction?', 'इस लेन-देन में उसका कुल लाभ प्रतिशत कितना है?'),
        options: opts(['32.2%', '32.2%'], ['19%', '19%'], ['25%', '25%'], ['28.5%', '28.5%']),
      },
      {
        stem: b(
          'What is the average production of wheat over the years given in the table (in lakh tonnes)?',
          'तालिका में दिए गए वर्षों में गेहूँ का औसत उत्पादन (लाख टन में) कितना है?',
        ),
        options: opts(['52', '52'], ['48', '48'], ['55', '55'], ['50', '50']),
      },
      {
        stem: b(
          'The value of (0.75 × 0.75 − 0.25 × 0.25) ÷ (0.75 − 0.25) is:',
          '(0.75 × 0.75 − 0.25 × 0.25) ÷ (0.75 − 0.25) का मान है:',
        ),
        options: opts(['1', '1'], ['0.5', '0.5'], ['0.75', '0.75'], ['1.25', '1.25']),
      },
      {
        stem: b(
          'In the given figure, ABCD is a square of side 14 cm. Find the area of the shaded region.',
          'दी गई आकृति में ABCD, 14 सेमी भुजा वाला एक वर्ग है। छायांकित भाग का क्षेत्रफल ज्ञात कीजिए।',
        ),
        options: opts(
          ['42 sq cm', '42 वर्ग सेमी'],
          ['56 sq cm', '56 वर्ग सेमी'],
          ['38.5 sq cm', '38.5 वर्ग सेमी'],
          ['49 sq cm', '49 वर्ग सेमी'],
        ),
      },
    ],
  },
  {
    en: 'Section D: General Science',
    hi: 'खंड D: सामान्य विज्ञान',
    context: [
      b(
        'Read the following passage about the human body and answer the question.',
        'मानव शरीर के बारे में निम्नलिखित गद्यांश को पढ़िए और प्रश्न का उत्तर दीजिए।',
      ),
      b(
        'Blood is a fluid connective tissue that carries oxygen, nutrients and hormones to every cell.',
        'रक्त एक तरल संयोजी ऊतक है जो प्रत्येक कोशिका तक ऑक्सीजन, पोषक तत्व और हार्मोन पहुँचाता है।',
      ),
      b(
        'It also removes carbon dioxide and other waste products from the tissues of the body.',
        'यह शरीर के ऊतकों से कार्बन डाइऑक्साइड और अन्य अपशिष्ट पदार्थों को भी हटाता है।',
      ),
      b(
        'An adult human body contains about five to six litres of blood at any time.',
        'एक वयस्क मानव शरीर में किसी भी समय लगभग पाँच से छह लीटर रक्त होता है।',
      ),
      b(
        'Red blood cells are made in the bone marrow and live for about one hundred and twenty days.',
        'लाल रक्त कोशिकाएँ अस्थि मज्जा में बनती हैं और लगभग एक सौ बीस दिन तक जीवित रहती हैं।',
      ),
    ],
    templates: [
      {
        stem: b(
          'Which of the following vitamins helps in the clotting of blood?',
          'निम्नलिखित में से कौन-सा विटामिन रक्त का थक्का जमने में सहायक है?',
        ),
        options: opts(
          ['Vitamin K', 'विटामिन K'],
          ['Vitamin C', 'विटामिन C'],
          ['Vitamin A', 'विटामिन A'],
          ['Vitamin D', 'विटामिन D'],
        ),
      },
      {
        stem: b('Which pigment gives red blood cells their colour?', 'कौन-सा वर्णक लाल रक्त कोशिकाओं को उनका रंग देता है?'),
        options: opts(
          ['Haemoglobin', 'हीमोग्लोबिन'],
          ['Chlorophyll', 'क्लोरोफ़िल'],
          ['Melanin', 'मेलानिन'],
          ['Keratin', 'केराटिन'],
        ),
      },
      {
        stem: b('The SI unit of electric resistance is:', 'विद्युत प्रतिरोध का SI मात्रक है:'),
        options: opts(['ohm', 'ओम'], ['volt', 'वोल्ट'], ['ampere', 'एम्पियर'], ['watt', 'वाट']),
      },
      {
        stem: b(
          'In the circuit shown in the figure, what is the equivalent resistance between the points A and B?',
          'चित्र में दिखाए गए परिपथ में बिंदु A और B के बीच तुल्य प्रतिरोध कितना है?',
        ),
        options: opts(['2 ohm', '2 ओम'], ['4 ohm', '4 ओम'], ['6 ohm', '6 ओम'], ['8 ohm', '8 ओम']),
      },
    ],
  },
];

const LETTERS = ['a', 'b', 'c', 'd'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A reasoning-style figure: shapes in a row or a grid, of varying size, with a few letter labels. */
function figureSvg(random: () => number): string {
  const width = 90 + Math.floor(random() * 150);
  const height = 50 + Math.floor(random() * 130);
  const shapes: string[] = [];
  const count = 3 + Math.floor(random() * 4);
  for (let i = 0; i < count; i += 1) {
    const cx = ((i + 0.5) * width) / count;
    const r = Math.min(width / count, height) * (0.2 + random() * 0.2);
    const cy = height / 2 + (random() - 0.5) * (height / 3);
    shapes.push(
      random() < 0.5
        ? `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${random() < 0.4 ? '#999' : 'none'}" stroke="#222"/>`
        : `<rect x="${(cx - r).toFixed(1)}" y="${(cy - r).toFixed(1)}" width="${(2 * r).toFixed(1)}" height="${(2 * r).toFixed(1)}" fill="none" stroke="#222"/>`,
    );
  }
  const labels =
    random() < 0.5
      ? `<text x="2" y="12" font-size="11">A</text><text x="${width - 10}" y="${height - 3}" font-size="11">B</text>`
      : '';
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg"><rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="none" stroke="#444"/>${shapes.join('')}${labels}</svg>`;
}

function tableHtml(random: () => number, language: 'en' | 'hi'): string {
  const years = 2 + Math.floor(random() * 3);
  const head = language === 'en' ? ['Year', 'Wheat', 'Rice'] : ['वर्ष', 'गेहूँ', 'चावल'];
  const rows = Array.from({ length: years }, (_, i) => [
    String(2019 + i),
    String(40 + Math.floor(random() * 20)),
    String(30 + Math.floor(random() * 25)),
  ]);
  return `<table class="data"><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</table>`;
}

/** One question's block: the English part (with the figure, if any) and the Hindi part. */
function questionHtml(number: number, section: Section, random: () => number): string {
  const template = section.templates[Math.floor(random() * section.templates.length)]!;
  // 0–4 context sentences before the question itself: stems of one to about six lines.
  const contextCount = Math.floor(random() * random() * 5.5);
  const start = Math.floor(random() * section.context.length);
  const context = Array.from(
    { length: contextCount },
    (_, i) => section.context[(start + i) % section.context.length]!,
  );
  const figure = random() < 0.25 ? figureSvg(random) : '';
  const table = !figure && random() < 0.15;
  const tableSeed = Math.floor(random() * 1e9);
  const twoToARow = template.options.every((option) => option.en.length <= 14) && random() < 0.7;
  const part = (language: 'en' | 'hi') => {
    const label = language === 'en' ? `Q.${number}` : `प्रश्न ${number}.`;
    const sentences = [...context.map((sentence) => sentence[language]), template.stem[language]];
    const stem = sentences.length > 2 ? sentences : [sentences.join(' ')];
    const paragraphs = stem.map((text, i) => `<p>${i === 0 ? `${label} ` : ''}${escapeHtml(text)}</p>`).join('');
    const options = template.options
      .map((option, i) => `<div>(${LETTERS[i]}) ${escapeHtml(option[language])}</div>`)
      .join('');
    const extra = language === 'en' ? figure : '';
    const data = table ? tableHtml(mulberry32(tableSeed), language) : '';
    return `<div class="${language}">${paragraphs}${extra}${data}<div class="opts${twoToARow ? ' two' : ''}">${options}</div></div>`;
  };
  return `<div class="q">${part('en')}${part('hi')}</div>`;
}

type PaperTitle = { en: string; hi: string; minutes: number; marks: number };
const TITLE_2024: PaperTitle = {
  en: 'SSC Combined Graduate Level Examination (Tier-I) 2024',
  hi: 'कर्मचारी चयन आयोग — संयुक्त स्नातक स्तरीय परीक्षा (टियर-I) 2024',
  minutes: 60,
  marks: 200,
};

function titleHtml(title: PaperTitle = TITLE_2024): string {
  return `<h1>${escapeHtml(title.en)}</h1>
<p>${escapeHtml(title.hi)}</p>
<p>Time: ${title.minutes} minutes · Maximum marks: ${title.marks}</p>
<ol>
<li>All questions are compulsory. Each question carries 2 marks.</li>
<li>0.50 marks will be deducted for each wrong answer.</li>
<li>Questions are printed in English and in Hindi; in case of any doubt the English version prevails.</li>
</ol>`;
}

/** The paper's blocks in order: the title, then each section heading before its ten questions. */
function paperBlocks(count: number, seed: number): Block[] {
  const random = mulberry32(seed);
  const blocks: Block[] = [{ kind: 'title', html: titleHtml() }];
  for (let number = 1; number <= count; number += 1) {
    const section = SECTIONS[Math.floor((number - 1) / 10) % SECTIONS.length]!;
    if ((number - 1) % 10 === 0) blocks.push({ kind: 'section', html: `${section.en} / ${section.hi}` });
    blocks.push({ kind: 'question', number, html: questionHtml(number, section, random) });
  }
  return blocks;
}
