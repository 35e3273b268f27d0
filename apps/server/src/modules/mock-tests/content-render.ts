import MarkdownIt, { type StateInline } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import temml from 'temml';
import type { MockTestContent, MockTestLanguage, MockTestText } from '@jobportal/shared';

/**
 * A mock test's content as the candidate sees it: every question, option, explanation and passage
 * rendered once, when the test is saved, from the authored Markdown (paragraphs, **bold**, *italics*,
 * lists, tables) and LaTeX (`$…$` inline, `$$…$$` display) to sanitised HTML with the maths as
 * MathML, which the browser draws itself: the phone downloads no maths library and nothing shifts
 * after the question is shown. A screen reader reads the MathML; the LaTeX source rides along as
 * its annotation.
 */

/** Bumped when the rendering changes: papers rendered by an older version are rendered again when read. */
export const RENDER_VERSION = 1;

export type RenderedText = { en: string; hi?: string };
export type RenderedQuestion = { text: RenderedText; options: RenderedText[]; explanation: RenderedText };
export type RenderedTest = {
  version: number;
  /** By `${sectionKey}/${passageKey}`. */
  passages: Record<string, RenderedText>;
  /** By question key. */
  questions: Record<string, RenderedQuestion>;
};
export type RenderIssue = { path: string; message: string };

type RenderEnv = { errors: string[] };

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function createMarkdown() {
  // No raw HTML (it is escaped), no links turned from bare text, hard line breaks as authored.
  const md = new MarkdownIt('default', { html: false, linkify: false, breaks: true, typographer: false });
  // Figures come as stored files with their alt text, never from an address in the text; headings
  // and code blocks are not question content (a `#` or four spaces mean what they say).
  md.disable(['image', 'heading', 'lheading', 'code', 'fence', 'html_block', 'html_inline', 'link', 'autolink']);
  md.inline.ruler.before('escape', 'math', mathRule);
  md.renderer.rules.math_inline = (tokens, index, _options, env) =>
    renderMath(tokens[index]!.content, false, env as RenderEnv);
  md.renderer.rules.math_display = (tokens, index, _options, env) =>
    renderMath(tokens[index]!.content, true, env as RenderEnv);
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
    ...MATHML_TAGS,
  ],
  allowedAttributes: {
    div: ['class', 'tabindex', 'role'],
    ol: ['start'],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  allowedClasses: { div: ['rich-table'] },
  // Alignment comes as `style` from tables and colours from `\color`: the page's CSP allows no
  // inline style, so they are dropped here rather than refused by the browser.
  allowedStyles: {},
  parser: { lowerCaseTags: false, lowerCaseAttributeNames: false },
};

const markdown = createMarkdown();

/** One piece of authored text as HTML, and what is wrong with it (malformed LaTeX). */
export function renderRichText(source: string): { html: string; errors: string[] } {
  const env: RenderEnv = { errors: [] };
  const html = sanitizeHtml(markdown.render(source, env), SANITIZE).trim();
  return { html, errors: env.errors };
}

/** Renders every text of a test. Issues carry the path of the text in the document, as the contract's issues do. */
export function renderMockTest(content: MockTestContent): { rendered: RenderedTest; issues: RenderIssue[] } {
  const issues: RenderIssue[] = [];
  const renderText = (value: MockTestText, path: (string | number)[]): RenderedText => {
    const out: RenderedText = { en: '' };
    for (const language of ['en', 'hi'] as const satisfies readonly MockTestLanguage[]) {
      const source = value[language];
      if (source === undefined) continue;
      const { html, errors } = renderRichText(source);
      out[language] = html;
      for (const message of errors) issues.push({ path: [...path, language].join('.'), message });
    }
    return out;
  };

  const rendered: RenderedTest = { version: RENDER_VERSION, passages: {}, questions: {} };
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
  return { rendered, issues };
}
