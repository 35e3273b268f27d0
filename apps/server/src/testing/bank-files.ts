import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Math as WordMath,
  MathFraction,
  MathRadical,
  MathRun,
  MathSuperScript,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { MOCK_TEST_BANK_COLUMNS } from '@jobportal/shared';
import { csvOf } from '../modules/mock-tests/bank-import/template.ts';

/**
 * Question banks as test makers keep them, made here for the tests, the benchmark and the demo
 * content: a bilingual Word document (headings for sections, numbered questions with their Hindi,
 * options on one line or one per line with " / हिंदी", real Word equations, pictures, a table in a
 * `Directions` set, `Ans:` and `Sol:` lines) and the same questions as a sheet of
 * `MOCK_TEST_BANK_COLUMNS`. Deterministic: the same options give the same bytes' content.
 */

export type BankKind = 'algebra' | 'capital' | 'figure' | 'set' | 'numeric' | 'multiple';
const CYCLE: BankKind[] = ['algebra', 'capital', 'figure', 'set', 'numeric', 'multiple'];

const CAPITALS: [string, string, string, string][] = [
  ['Rajasthan', 'राजस्थान', 'Jaipur', 'जयपुर'],
  ['Odisha', 'ओडिशा', 'Bhubaneswar', 'भुवनेश्वर'],
  ['Assam', 'असम', 'Dispur', 'दिसपुर'],
  ['Kerala', 'केरल', 'Thiruvananthapuram', 'तिरुवनंतपुरम'],
  ['Bihar', 'बिहार', 'Patna', 'पटना'],
];
const OTHER_CITIES: [string, string][] = [
  ['Kolkata', 'कोलकाता'],
  ['Lucknow', 'लखनऊ'],
  ['Bhopal', 'भोपाल'],
];

/** A small PNG of a labelled triangle, numbered: each question's picture is its own. */
export async function trianglePng(n: number): Promise<Buffer> {
  const base = 120 + (n % 5) * 20;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
    <rect width="480" height="300" fill="#fff"/>
    <polygon points="60,260 ${60 + base * 2},260 ${90 + base},40" fill="none" stroke="#111" stroke-width="4"/>
    <text x="40" y="285" font-size="26" font-family="sans-serif">A</text>
    <text x="${60 + base * 2}" y="285" font-size="26" font-family="sans-serif">B</text>
    <text x="${80 + base}" y="32" font-size="26" font-family="sans-serif">C</text>
    <text x="${40 + base}" y="250" font-size="22" font-family="sans-serif">${base} cm</text>
    <text x="380" y="40" font-size="20" font-family="sans-serif">Fig. ${n}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const p = (
  children: (TextRun | ImageRun | WordMath)[] | string,
  heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel],
) =>
  new Paragraph({
    children: typeof children === 'string' ? [new TextRun(children)] : children,
    ...(heading ? { heading } : {}),
  });
const t = (text: string, bold = false) => new TextRun({ text, bold });

/** `x + 1/x = a` as a Word equation. */
const reciprocalSum = (a: number) =>
  new WordMath({
    children: [
      new MathRun('x+'),
      new MathFraction({ numerator: [new MathRun('1')], denominator: [new MathRun('x')] }),
      new MathRun(`=${a}`),
    ],
  });
const squareSum = () =>
  new WordMath({
    children: [
      new MathSuperScript({ children: [new MathRun('x')], superScript: [new MathRun('2')] }),
      new MathRun('+'),
      new MathFraction({
        numerator: [new MathRun('1')],
        denominator: [new MathSuperScript({ children: [new MathRun('x')], superScript: [new MathRun('2')] })],
      }),
    ],
  });

export type BankDocxOptions = {
  questions?: number;
  /** Leave the answer line out of these question numbers (a refused row). */
  withoutAnswer?: number[];
  /** Pictures in figure questions (off: the figure question is a plain one). */
  figures?: boolean;
};

/** Question `n`'s paragraphs (1-based), and how many questions it used (a set uses two). */
async function docxQuestion(n: number, kind: BankKind, options: BankDocxOptions) {
  const paragraphs: (Paragraph | Table)[] = [];
  const answer = (text: string) => (options.withoutAnswer?.includes(n) ? [] : [p([t('Ans: ', true), t(text)])]);
  switch (kind) {
    case 'algebra': {
      const a = 3 + (n % 4);
      paragraphs.push(
        p([t(`${n}. If `), reciprocalSum(a), t(', find the value of '), squareSum(), t('.')]),
        p([t(`प्रश्न ${n}. यदि `), reciprocalSum(a), t(' है, तो '), squareSum(), t(' का मान ज्ञात कीजिए।')]),
        p(`(a) ${a * a - 2}   (b) ${a * a}   (c) ${a * a + 2}   (d) ${a * a - 1}`),
        ...answer('(a)'),
        p([
          t('Sol: Square both sides: '),
          new WordMath({ children: [new MathRun(`x^2 + 1/x^2 = ${a}^2 − 2 = ${a * a - 2}`)] }),
        ]),
        p(`हल: दोनों पक्षों का वर्ग करने पर मान ${a * a - 2} आता है।`),
      );
      return { paragraphs, used: 1 };
    }
    case 'capital': {
      const [state, stateHi, capital, capitalHi] = CAPITALS[n % CAPITALS.length]!;
      const choices: [string, string][] = [[capital, capitalHi], ...OTHER_CITIES];
      const right = n % 4;
      [choices[0], choices[right]] = [choices[right]!, choices[0]!];
      paragraphs.push(
        p(`Q.${n} What is the capital of ${state}?`),
        p(`प्रश्न ${n}. ${stateHi} की राजधानी क्या है?`),
        ...choices.map(([en, hi], i) => p(`(${'abcd'[i]}) ${en} / ${hi}`)),
        ...answer(`(${'abcd'[right]})`),
        p(`Sol: ${capital} is the capital of ${state}.`),
        p(`हल: ${stateHi} की राजधानी ${capitalHi} है।`),
      );
      return { paragraphs, used: 1 };
    }
    case 'figure': {
      const base = 120 + (n % 5) * 20;
      const picture =
        options.figures === false
          ? []
          : [
              p([
                new ImageRun({
                  type: 'png',
                  data: await trianglePng(n),
                  transformation: { width: 240, height: 150 },
                  altText: {
                    name: `triangle-${n}`,
                    title: 'Triangle ABC',
                    description: `Triangle ABC with base AB of ${base} cm`,
                  },
                }),
              ]),
            ];
      paragraphs.push(
        p(`${n}. In the figure, the height of triangle ABC is 60 cm. What is its area in square centimetres?`),
        ...picture,
        p(`प्रश्न ${n}. चित्र में त्रिभुज ABC की ऊँचाई 60 सेमी है। इसका क्षेत्रफल वर्ग सेमी में कितना है?`),
        p(`(a) ${base * 30}`),
        p(`(b) ${base * 60}`),
        p(`(c) ${base * 15}`),
        p(`(d) ${base * 120}`),
        ...answer('a'),
        p(`Sol: Area = ½ × ${base} × 60 = ${base * 30}.`),
        p(`हल: क्षेत्रफल = ½ × ${base} × 60 = ${base * 30}।`),
      );
      return { paragraphs, used: 1 };
    }
    case 'set': {
      const units = [40 + (n % 7), 50 + (n % 5), 45];
      const cell = (text: string) => new TableCell({ children: [p(text)], width: { size: 2000, type: WidthType.DXA } });
      paragraphs.push(
        p([t(`Directions (Q. ${n}–${n + 1}): `, true), t('Study the table and answer the questions that follow.')]),
        p(`निर्देश (प्रश्न ${n}–${n + 1}): तालिका का अध्ययन कर नीचे दिए प्रश्नों के उत्तर दीजिए।`),
        new Table({
          rows: [
            new TableRow({ children: [cell('Year'), cell('Units')] }),
            ...units.map((u, i) => new TableRow({ children: [cell(String(2022 + i)), cell(String(u))] })),
          ],
        }),
        p(`${n}. In which year were the most units sold?`),
        p(`प्रश्न ${n}. किस वर्ष सबसे अधिक इकाइयाँ बिकीं?`),
        p('(a) 2022 (b) 2023 (c) 2024 (d) None of these / इनमें से कोई नहीं'),
        ...answer('(b)'),
        p(`Sol: ${units[1]} units in 2023 is the most.`),
        p(`हल: 2023 में ${units[1]} इकाइयाँ सबसे अधिक हैं।`),
        p(`${n + 1}. How many units were sold in 2022 and 2024 together?`),
        p(`प्रश्न ${n + 1}. 2022 और 2024 में कुल कितनी इकाइयाँ बिकीं?`),
        ...(options.withoutAnswer?.includes(n + 1) ? [] : [p(`Ans: ${units[0]! + units[2]!}`)]),
        p(`Sol: ${units[0]} + ${units[2]} = ${units[0]! + units[2]!}.`),
        p(`हल: ${units[0]} + ${units[2]} = ${units[0]! + units[2]!}।`),
      );
      return { paragraphs, used: 2 };
    }
    case 'numeric': {
      const side = 4 + (n % 6);
      paragraphs.push(
        p([
          t(`${n}. Find the value of `),
          new WordMath({ children: [new MathRadical({ children: [new MathRun(String(side * side))] })] }),
          t('.'),
        ]),
        p([
          t(`प्रश्न ${n}. `),
          new WordMath({ children: [new MathRadical({ children: [new MathRun(String(side * side))] })] }),
          t(' का मान ज्ञात कीजिए।'),
        ]),
        ...answer(String(side)),
        p(`Sol: ${side} × ${side} = ${side * side}.`),
        p(`हल: ${side} × ${side} = ${side * side}।`),
      );
      return { paragraphs, used: 1 };
    }
    case 'multiple': {
      paragraphs.push(
        p(`${n}. Which of these numbers are prime? (More than one may be right.)`),
        p(`प्रश्न ${n}. इनमें से कौन-सी संख्याएँ अभाज्य हैं? (एक से अधिक उत्तर सही हो सकते हैं।)`),
        p(
          `(a) ${[2, 3, 5, 7][n % 4]} (b) ${[4, 6, 8, 9][n % 4]} (c) ${[11, 13, 17, 19][n % 4]} (d) ${[15, 21, 25, 27][n % 4]}`,
        ),
        ...answer('(a), (c)'),
        p('Sol: Only (a) and (c) have no divisor but 1 and themselves.'),
        p('हल: केवल (a) और (c) के भाजक 1 और स्वयं हैं।'),
      );
      return { paragraphs, used: 1 };
    }
  }
}

/** The kind of question `n` (1-based) is, in the bank's repeating mix. */
export const bankKind = (index: number): BankKind => CYCLE[index % CYCLE.length]!;

/** A bilingual Word bank of about `questions` questions in two sections. */
export async function bankDocx(options: BankDocxOptions = {}): Promise<Buffer> {
  const total = options.questions ?? 12;
  const children: (Paragraph | Table)[] = [
    new Paragraph({ children: [t('Practice bank — demo content', true)], alignment: AlignmentType.CENTER }),
  ];
  let n = 1;
  let index = 0;
  const half = Math.ceil(total / 2);
  children.push(p('Quantitative Aptitude / मात्रात्मक योग्यता', HeadingLevel.HEADING_1));
  let secondSection = false;
  while (n <= total) {
    if (n > half && !secondSection) {
      children.push(p('General Awareness and Reasoning / सामान्य जागरूकता एवं तर्कशक्ति', HeadingLevel.HEADING_1));
      secondSection = true;
    }
    let kind = bankKind(index);
    if (kind === 'set' && n === total) kind = 'capital';
    const { paragraphs, used } = await docxQuestion(n, kind, options);
    children.push(...paragraphs);
    n += used;
    index += 1;
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

type SheetRow = Partial<Record<(typeof MOCK_TEST_BANK_COLUMNS)[number], string | number>>;

/** Sheet row `n` (1-based question number). */
function sheetRow(n: number, section: [string, string]): SheetRow {
  const row: SheetRow = { section: section[0], section_hi: section[1], topic: 'mixed' };
  switch (n % 4) {
    case 0: {
      const a = 3 + (n % 5);
      return {
        ...row,
        question: `If $x + \\frac{1}{x} = ${a}$, find $x^2 + \\frac{1}{x^2}$.`,
        question_hi: `यदि $x + \\frac{1}{x} = ${a}$ है, तो $x^2 + \\frac{1}{x^2}$ ज्ञात कीजिए।`,
        option_a: a * a - 2,
        option_a_hi: a * a - 2,
        option_b: a * a,
        option_b_hi: a * a,
        option_c: a * a + 2,
        option_c_hi: a * a + 2,
        option_d: a * a - 1,
        option_d_hi: a * a - 1,
        answer: 'A',
        explanation: `$(x + \\frac{1}{x})^2 - 2 = ${a * a - 2}$`,
        explanation_hi: `$(x + \\frac{1}{x})^2 - 2 = ${a * a - 2}$`,
        topic: 'algebra',
      };
    }
    case 1: {
      const [state, stateHi, capital, capitalHi] = CAPITALS[n % CAPITALS.length]!;
      return {
        ...row,
        question: `What is the capital of ${state}?`,
        question_hi: `${stateHi} की राजधानी क्या है?`,
        option_a: OTHER_CITIES[0]![0],
        option_a_hi: OTHER_CITIES[0]![1],
        option_b: capital,
        option_b_hi: capitalHi,
        option_c: OTHER_CITIES[1]![0],
        option_c_hi: OTHER_CITIES[1]![1],
        option_d: OTHER_CITIES[2]![0],
        option_d_hi: OTHER_CITIES[2]![1],
        answer: 'B',
        explanation: `${capital} is the capital of ${state}.`,
        explanation_hi: `${stateHi} की राजधानी ${capitalHi} है।`,
        topic: 'states-and-capitals',
      };
    }
    case 2: {
      const side = 4 + (n % 9);
      return {
        ...row,
        type: 'numeric',
        question: `Find $\\sqrt{${side * side}}$.`,
        question_hi: `$\\sqrt{${side * side}}$ का मान ज्ञात कीजिए।`,
        answer: side,
        tolerance: 0,
        explanation: `$${side} \\times ${side} = ${side * side}$`,
        explanation_hi: `$${side} \\times ${side} = ${side * side}$`,
        topic: 'square-roots',
      };
    }
    default:
      return {
        ...row,
        question: 'Which of these numbers are prime?',
        question_hi: 'इनमें से कौन-सी संख्याएँ अभाज्य हैं?',
        option_a: [2, 3, 5, 7][n % 4]!,
        option_a_hi: [2, 3, 5, 7][n % 4]!,
        option_b: [4, 6, 8, 9][n % 4]!,
        option_b_hi: [4, 6, 8, 9][n % 4]!,
        option_c: [11, 13, 17, 19][n % 4]!,
        option_c_hi: [11, 13, 17, 19][n % 4]!,
        option_d: [15, 21, 25, 27][n % 4]!,
        option_d_hi: [15, 21, 25, 27][n % 4]!,
        answer: 'A, C',
        explanation: 'Only A and C have no divisor but 1 and themselves.',
        explanation_hi: 'केवल A और C के भाजक 1 और स्वयं हैं।',
        topic: 'number-system',
      };
  }
}

export type BankSheetOptions = {
  rows?: number;
  /** Rows (question numbers) left without their answer. */
  withoutAnswer?: number[];
  /** An extra column the importer does not know. */
  extraColumn?: string;
  /** A set of three questions on a table, at the start of the second section. */
  withSet?: boolean;
  /** How many sections the rows are split into (two, or more for over 600 rows). */
  sections?: number;
};

const SHEET_SECTIONS: [string, string][] = [
  ['Quantitative Aptitude', 'मात्रात्मक योग्यता'],
  ['General Awareness', 'सामान्य जागरूकता'],
  ['Reasoning', 'तर्कशक्ति'],
  ['Arithmetic', 'अंकगणित'],
  ['Current Affairs', 'समसामयिकी'],
];

/** The sheet's header and rows, as strings: the rows in `sections` equal sections (at most 300 each). */
export function bankSheetTable(options: BankSheetOptions = {}): string[][] {
  const total = options.rows ?? 12;
  const sections = options.sections ?? Math.max(2, Math.ceil(total / 300));
  const perSection = Math.ceil(total / sections);
  const columns: string[] = [...MOCK_TEST_BANK_COLUMNS, ...(options.extraColumn ? [options.extraColumn] : [])];
  const rows: string[][] = [columns];
  for (let n = 1; n <= total; n += 1) {
    const index = Math.floor((n - 1) / perSection);
    const first = (n - 1) % perSection === 0;
    const row = sheetRow(n, SHEET_SECTIONS[index % SHEET_SECTIONS.length]!);
    // A set of three questions on a table, at the start of the second section.
    if (options.withSet && index === 1 && (n - 1) % perSection < 3) {
      row.set = 'sales-table';
      if (first) {
        row.passage = 'Study the table.\n\n| Year | Units |\n|---|---:|\n| 2023 | 40 |\n| 2024 | 50 |';
        row.passage_hi = 'तालिका का अध्ययन कीजिए।\n\n| वर्ष | इकाइयाँ |\n|---|---:|\n| 2023 | 40 |\n| 2024 | 50 |';
      }
    }
    if (options.withoutAnswer?.includes(n)) delete row.answer;
    // A blank section carries the one above, as sheets are usually filled in.
    if (!first) {
      delete row.section;
      delete row.section_hi;
    }
    rows.push(columns.map((column) => String(row[column as keyof SheetRow] ?? '')));
  }
  return rows;
}

export async function bankXlsx(options: BankSheetOptions = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  for (const row of bankSheetTable(options)) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function bankCsv(options: BankSheetOptions = {}): Buffer {
  return Buffer.from(csvOf(bankSheetTable(options)));
}
