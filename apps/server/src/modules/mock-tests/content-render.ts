import MarkdownIt, { type StateInline } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import temml from 'temml';
import type { MockTestContent, MockTestLanguage, MockTestPaperFigure, MockTestText } from '@jobportal/shared';
import { escapeHtml } from '../../lib/html.ts';
import { fileUrl, type Figure } from './figures.ts';

/**
 * A mock test's content as the candidate sees it: every question, option, explanation and passage
 * rendered once, when the test is saved, from the authored Markdown (paragraphs, **bold**, *italics*,
 * lists, tables) and LaTeX (`$…$` inline, `$$…$$` display) to sanitised HTML with the maths as
 * MathML, which the browser draws itself: the phone downloads no maths library and nothing shifts
 * after the question is shown. A screen reader reads the MathML; the LaTeX source rides along as
 * its annotation.
 */

/** Bumped when the rendering changes: papers rendered by an older version are rendered again when read. */
export const RENDER_VERSION = 2;

export type RenderedText = { en: string; hi?: string };
export type RenderedQuestion = { text: RenderedText; options: RenderedText[]; explanation: RenderedText };
export type RenderedTest = {
  version: number;
  /** By `${sectionKey}/${passageKey}`. */
  passages: Record<string, RenderedText>;
  /** By question key. */
  questions: Record<string, RenderedQuestion>;
  /** Every figure the paper shows, once: the player fetches them all when the attempt starts. */
  figures: MockTestPaperFigure[];
};
export type RenderIssue = { path: string; message: string };

type RenderEnv = {
  errors: string[];
  /** The figures the text may name, by id. */
  figures: ReadonlyMap<string, Figure>;
  /** The figures it did name, by id. */
  used: Map<string, MockTestPaperFigure>;
};

/**
 * How wide a figure is drawn: the question column on a desktop, the screen less the card's padding on a
 * phone (360 px → 312 px: the 720 px file at 2×, 1080 at 3×).
 */
export const FIGURE_SIZES = '(min-width: 1024px) 42rem, calc(100vw - 3rem)';

/** `![alt](figure:<id>)`: a stored figure at the widths the screen asks for, WebP with a JPEG fallback. */
function renderFigure(src: string, alt: string, env: RenderEnv): string {
  const id = /^figure:([0-9a-f-]{36})$/.exec(src)?.[1];
  if (!id) {
    env.errors.push(`the image "${src}" is not an uploaded figure: upload it and write ![alt text](figure:<id>)`);
    return '';
  }
  const figure = env.figures.get(id);
  if (!figure) {
    env.errors.push(`there is no figure ${id}: upload the image again and use the id it is given`);
    return '';
  }
  if (alt.trim() === '') {
    env.errors.push(
      `the figure ${id} needs its alt text, what a screen reader reads: ![a triangle ABC with …](figure:${id})`,
    );
  }
  const srcset = figure.files.webp.map((r) => `${fileUrl(r.fileId)} ${r.width}w`).join(', ');
  const fallback = fileUrl(figure.files.fallback.fileId);
  env.used.set(id, { src: fallback, srcset, sizes: FIGURE_SIZES });
  return (
    `<picture><source type="image/webp" srcset="${srcset}" sizes="${FIGURE_SIZES}">` +
    `<img class="rich-figure" src="${fallback}" width="${figure.width}" height="${figure.height}" ` +
    `alt="${escapeHtml(alt.trim())}" decoding="async"></picture>`
  );
}

/** `$…$` and `$$…$$` at inline level: a formula inside a paragraph, a list item or a table cell. */
function mathRule(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== 0x24 /* $ */) return false;
  const display = src.charCodeAt(pos + 1) === 0x24;
  const open = display ? 2 : 1;
  const start = pos + open;
  // An inline formula starts right after its `$` ("costs $5 and $6" is not maths).
  if (!display && (start >= posMax || /\s/.test(src[start]!))) return false;
  let end = start;
  for (;;) {
    end = src.indexOf(display ? '$$' : '$', end);
    if (end < 0 || end >= posMax) return false;
    if (src.charCodeAt(end - 1) !== 0x5c /* \ */) break;
    end += 1;
  }
  const tex = src.slice(start, end);
  if (tex.trim() === '') return false;
  if (!display && /\s/.test(tex[tex.length - 1]!)) return false;
  if (!silent) {
    const token = state.push(display ? 'math_display' : 'math_inline', 'math', 0);
    token.content = tex;
  }
  state.pos = end + open;
  return true;
}

function renderMath(tex: string, displayMode: boolean, env: RenderEnv): string {
  try {
    return temml.renderToString(tex, { displayMode, annotate: true, throwOnError: true, trust: false });
  } catch (error) {
    // Temml's message names the position and repeats the formula underlined on a second line.
    const raw = error instanceof Error ? error.message : String(error);
    const message = raw
      .replace(/^Temml parse error:\s*/, '')
      .split('\n')[0]!
      .replace(/:\s*$/, '')
      .trim();
    env.errors.push(`the formula $${tex}$ is not valid LaTeX: ${message}`);
    return `<code>${escapeHtml(tex)}</code>`;
  }
}

function createMarkdown() {
  // No raw HTML (it is escaped), no links turned from bare text, hard line breaks as authored.
  const md = new MarkdownIt('default', { html: false, linkify: false, breaks: true, typographer: false });
  // Headings and code blocks are not question content (a `#` or four spaces mean what they say); an
  // image is a stored figure with its alt text, never an address (`renderFigure`).
  md.disable(['heading', 'lheading', 'code', 'fence', 'html_block', 'html_inline', 'link', 'autolink']);
  md.inline.ruler.before('escape', 'math', mathRule);
  md.renderer.rules.math_inline = (tokens, index, _options, env) =>
    renderMath(tokens[index]!.content, false, env as RenderEnv);
  md.renderer.rules.math_display = (tokens, index, _options, env) =>
    renderMath(tokens[index]!.content, true, env as RenderEnv);
  md.renderer.rules.image = (tokens, index, options, env) => {
    const token = tokens[index]!;
    const alt = md.renderer.renderInlineAsText(token.children ?? [], options, env);
    return renderFigure(String(token.attrGet('src') ?? ''), alt, env as RenderEnv);
  };
  // A table scrolls sideways in its own box on a narrow screen; the box takes focus for the keyboard.
  md.renderer.rules.table_open = () => '<div class="rich-table" tabindex="0" role="region"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md;
}

const MATHML_TAGS = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mpadded',
  'mphantom',
  'menclose',
  'mstyle',
  'merror',
  'mmultiscripts',
  'mprescripts',
  'none',
  'mlabeledtr',
];
const MATHML_ATTRIBUTES = [
  'display',
  'class',
  'mathvariant',
  'stretchy',
  'fence',
  'separator',
  'lspace',
  'rspace',
  'accent',
  'accentunder',
  'linethickness',
  'columnalign',
  'rowalign',
  'rowspacing',
  'columnspacing',
  'width',
  'height',
  'depth',
  'voffset',
  'scriptlevel',
  'displaystyle',
  'encoding',
  'movablelimits',
  'largeop',
  'symmetric',
  'minsize',
  'maxsize',
  'notation',
  'xmlns',
  'form',
  'columnlines',
  'rowlines',
  'frame',
  'framespacing',
  'equalrows',
  'equalcolumns',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'code',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'picture',
    'source',
    'img',
    ...MATHML_TAGS,
  ],
  allowedAttributes: {
    div: ['class', 'tabindex', 'role'],
    ol: ['start'],
    source: ['type', 'srcset', 'sizes'],
    img: ['class', 'src', 'width', 'height', 'alt', 'decoding'],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  allowedClasses: { div: ['rich-table'], img: ['rich-figure'] },
  // Figures only from this site's file store.
  allowedSchemes: [],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs['src']?.startsWith('/api/files/')) ||
    (frame.tag === 'source' && !/^(\/api\/files\/[0-9a-f-]{36} \d+w(, )?)+$/.test(frame.attribs['srcset'] ?? '')),
  // Alignment comes as `style` from tables and colours from `\color`: the page's CSP allows no
  // inline style, so they are dropped here rather than refused by the browser.
  allowedStyles: {},
  parser: { lowerCaseTags: false, lowerCaseAttributeNames: false },
};

const markdown = createMarkdown();

/**
 * One piece of authored text as HTML, and what is wrong with it (malformed LaTeX, a figure unknown or
 * without alt text). `used` collects the figures it shows.
 */
export function renderRichText(
  source: string,
  figures: ReadonlyMap<string, Figure> = new Map(),
  used: Map<string, MockTestPaperFigure> = new Map(),
): { html: string; errors: string[] } {
  const env: RenderEnv = { errors: [], figures, used };
  const html = sanitizeHtml(markdown.render(source, env), SANITIZE).trim();
  return { html, errors: env.errors };
}

/**
 * Renders every text of a test, with the figures it names (`figureIdsIn` lists them). Issues carry the
 * path of the text in the document, as the contract's issues do.
 */
export function renderMockTest(
  content: MockTestContent,
  figures: ReadonlyMap<string, Figure> = new Map(),
): { rendered: RenderedTest; issues: RenderIssue[] } {
  const issues: RenderIssue[] = [];
  const used = new Map<string, MockTestPaperFigure>();
  const renderText = (value: MockTestText, path: (string | number)[]): RenderedText => {
    const out: RenderedText = { en: '' };
    for (const language of ['en', 'hi'] as const satisfies readonly MockTestLanguage[]) {
      const source = value[language];
      if (source === undefined) continue;
      const { html, errors } = renderRichText(source, figures, used);
      out[language] = html;
      for (const message of errors) issues.push({ path: [...path, language].join('.'), message });
    }
    return out;
  };

  const rendered: RenderedTest = { version: RENDER_VERSION, passages: {}, questions: {}, figures: [] };
  content.sections.forEach((section, s) => {
    section.passages.forEach((passage, p) => {
      rendered.passages[`${section.key}/${passage.key}`] = renderText(passage.text, [
        'sections',
        s,
        'passages',
        p,
        'text',
      ]);
    });
    section.questions.forEach((question, q) => {
      const at = ['sections', s, 'questions', q];
      rendered.questions[question.key] = {
        text: renderText(question.text, [...at, 'text']),
        options: question.options.map((option, o) => renderText(option, [...at, 'options', o])),
        explanation: renderText(question.explanation, [...at, 'explanation']),
      };
    });
  });
  rendered.figures = [...used.values()];
  return { rendered, issues };
}
