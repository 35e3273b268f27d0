import { DOMParser, type Element } from '@xmldom/xmldom';

/**
 * Word's equations (Office Math Markup, `<m:oMath>`) as LaTeX, which the paper's text already uses for
 * maths: the fractions, powers, roots, brackets, sums and matrices of a question bank. Mammoth, which
 * reads the rest of the document, drops equations, so they are turned into text runs (`$…$`) in the
 * document's XML before it reads it.
 */

const MATH_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** Marks a formula's ends in the text mammoth returns, so Markdown escaping leaves the LaTeX alone. */
export const MATH_OPEN = '\uE000';
export const MATH_CLOSE = '\uE001';

const SYMBOLS: Record<string, string> = {
  '×': '\\times ',
  '÷': '\\div ',
  '±': '\\pm ',
  '∓': '\\mp ',
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '≈': '\\approx ',
  '≡': '\\equiv ',
  '∞': '\\infty ',
  '°': '^{\\circ}',
  '∠': '\\angle ',
  '△': '\\triangle ',
  '∆': '\\triangle ',
  '∴': '\\therefore ',
  '∵': '\\because ',
  '⋅': '\\cdot ',
  '·': '\\cdot ',
  '−': '-',
  '→': '\\to ',
  '∈': '\\in ',
  '∪': '\\cup ',
  '∩': '\\cap ',
  '⊂': '\\subset ',
  '∝': '\\propto ',
  '∑': '\\sum ',
  '∏': '\\prod ',
  '∫': '\\int ',
  '∮': '\\oint ',
  α: '\\alpha ',
  β: '\\beta ',
  γ: '\\gamma ',
  δ: '\\delta ',
  θ: '\\theta ',
  λ: '\\lambda ',
  μ: '\\mu ',
  π: '\\pi ',
  ρ: '\\rho ',
  σ: '\\sigma ',
  φ: '\\phi ',
  ω: '\\omega ',
  Δ: '\\Delta ',
  Σ: '\\Sigma ',
  Ω: '\\Omega ',
  '#': '\\#',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\sim ',
  '\\': '\\backslash ',
};
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'cosec', 'log', 'ln', 'lim', 'max', 'min', 'exp']);
const ACCENTS: Record<string, string> = { '̂': 'hat', '̃': 'tilde', '̄': 'bar', '⃗': 'vec', '̇': 'dot', '̅': 'overline' };

const texText = (text: string) => [...text].map((char) => SYMBOLS[char] ?? char).join('');

function children(element: Element, name?: string): Element[] {
  const found: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const child = node as Element;
    if (child.namespaceURI === MATH_NS && (name === undefined || child.localName === name)) found.push(child);
  }
  return found;
}
const child = (element: Element, name: string) => children(element, name)[0];
/** A property such as `<m:chr m:val="∑"/>` inside `<m:naryPr>`. */
function property(element: Element, pr: string, name: string): string | undefined {
  const props = child(element, pr);
  const value = props && child(props, name);
  return value ? (value.getAttributeNS(MATH_NS, 'val') ?? value.getAttribute('m:val') ?? undefined) : undefined;
}
const group = (element: Element | undefined) => `{${element ? latexOf(element) : ''}}`;

/** The LaTeX of an equation element and everything in it. */
function latexOf(element: Element): string {
  return children(element)
    .map((node) => convert(node))
    .join('');
}

function convert(node: Element): string {
  switch (node.localName) {
    case 'r': {
      const text = [...runTexts(node)].join('');
      const plain = property(node, 'rPr', 'sty') === 'p' && /^[A-Za-z]{2,}$/.test(text) && !FUNCTIONS.has(text);
      return plain ? `\\mathrm{${text}}` : texText(text);
    }
    case 'f': {
      const num = group(child(node, 'num'));
      const den = group(child(node, 'den'));
      const type = property(node, 'fPr', 'type');
      if (type === 'lin') return `${num}/${den}`;
      if (type === 'noBar') return `\\genfrac{}{}{0pt}{}${num}${den}`;
      return `\\frac${num}${den}`;
    }
    case 'sSup':
      return `${group(child(node, 'e'))}^${group(child(node, 'sup'))}`;
    case 'sSub':
      return `${group(child(node, 'e'))}_${group(child(node, 'sub'))}`;
    case 'sSubSup':
      return `${group(child(node, 'e'))}_${group(child(node, 'sub'))}^${group(child(node, 'sup'))}`;
    case 'sPre':
      return `{}_${group(child(node, 'sub'))}^${group(child(node, 'sup'))}${group(child(node, 'e'))}`;
    case 'rad': {
      const degree = child(node, 'deg');
      const hidden = property(node, 'radPr', 'degHide');
      const index = degree && hidden !== '1' && hidden !== 'on' ? latexOf(degree) : '';
      return index ? `\\sqrt[${index}]${group(child(node, 'e'))}` : `\\sqrt${group(child(node, 'e'))}`;
    }
    case 'd': {
      const open = property(node, 'dPr', 'begChr') ?? '(';
      const close = property(node, 'dPr', 'endChr') ?? ')';
      const separator = property(node, 'dPr', 'sepChr') ?? '|';
      const parts = children(node, 'e').map(latexOf).join(texText(separator));
      return `\\left${delimiter(open)}${parts}\\right${delimiter(close)}`;
    }
    case 'nary': {
      const operator = property(node, 'naryPr', 'chr') ?? '∫';
      const sub = child(node, 'sub');
      const sup = child(node, 'sup');
      const limits = `${sub && latexOf(sub) ? `_${group(sub)}` : ''}${sup && latexOf(sup) ? `^${group(sup)}` : ''}`;
      return `${texText(operator).trim()}${limits}${group(child(node, 'e'))}`;
    }
    case 'func': {
      const name = [...runTexts(child(node, 'fName') ?? node)].join('').trim();
      const fn = FUNCTIONS.has(name)
        ? name === 'cosec'
          ? '\\operatorname{cosec}'
          : `\\${name}`
        : latexOf(child(node, 'fName')!);
      return `${fn}${group(child(node, 'e'))}`;
    }
    case 'acc': {
      const accent = property(node, 'accPr', 'chr') ?? '̂';
      return `\\${ACCENTS[accent] ?? 'hat'}${group(child(node, 'e'))}`;
    }
    case 'bar':
      return `${property(node, 'barPr', 'pos') === 'top' ? '\\overline' : '\\underline'}${group(child(node, 'e'))}`;
    case 'limLow':
      return `${group(child(node, 'e'))}_${group(child(node, 'lim'))}`;
    case 'limUpp':
      return `${group(child(node, 'e'))}^${group(child(node, 'lim'))}`;
    case 'm': {
      const rows = children(node, 'mr').map((row) => children(row, 'e').map(latexOf).join(' & '));
      return `\\begin{matrix}${rows.join(' \\\\ ')}\\end{matrix}`;
    }
    case 'eqArr':
      return `\\begin{matrix}${children(node, 'e').map(latexOf).join(' \\\\ ')}\\end{matrix}`;
    case 'e':
    case 'box':
    case 'borderBox':
    case 'groupChr':
    case 'phant':
    case 'oMath':
      return latexOf(node);
    default:
      // Properties (`…Pr`) and control marks draw nothing.
      return '';
  }
}

function delimiter(char: string): string {
  if (char === '') return '.';
  if (char === '{') return '\\{';
  if (char === '}') return '\\}';
  if (char === '|') return '|';
  if (char === '‖') return '\\|';
  if (char === '⌊') return '\\lfloor ';
  if (char === '⌋') return '\\rfloor ';
  if (char === '⟨') return '\\langle ';
  if (char === '⟩') return '\\rangle ';
  return char;
}

function* runTexts(element: Element): Generator<string> {
  const texts = element.getElementsByTagNameNS(MATH_NS, 't');
  for (let i = 0; i < texts.length; i += 1) yield texts.item(i)?.textContent ?? '';
}

/** One equation (`<m:oMath>` or `<m:oMathPara>`, as XML text) as LaTeX. */
export function ommlToLatex(xml: string): string {
  const wrapped = `<root xmlns:m="${MATH_NS}" xmlns:w="${WORD_NS}">${xml}</root>`;
  const root = new DOMParser({ onError: () => undefined }).parseFromString(wrapped, 'text/xml').documentElement;
  if (!root) return '';
  const maths = root.getElementsByTagNameNS(MATH_NS, 'oMath');
  const parts: string[] = [];
  for (let i = 0; i < maths.length; i += 1) parts.push(latexOf(maths.item(i)!));
  return parts.join(' \\quad ').replace(/\s+/g, ' ').trim();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const EQUATION = /<m:oMathPara\b[^>]*>[\s\S]*?<\/m:oMathPara>|<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g;

/**
 * A Word document's XML with every equation replaced by a text run of its LaTeX between the markers:
 * `$…$` in a line, `$$…$$` for an equation on its own line (`<m:oMathPara>`).
 */
export function equationsAsText(documentXml: string): string {
  return documentXml.replace(EQUATION, (equation) => {
    const latex = ommlToLatex(equation);
    if (!latex) return '';
    const display = equation.startsWith('<m:oMathPara');
    const text = display ? `$${MATH_OPEN}${latex}${MATH_CLOSE}$` : `${MATH_OPEN}${latex}${MATH_CLOSE}`;
    return `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  });
}
