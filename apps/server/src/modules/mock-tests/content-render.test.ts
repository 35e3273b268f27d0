import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mockTestContent } from '@jobportal/shared';
import { readBuiltInMockTests } from '../../db/seed/mock-tests-content.ts';
import { renderMockTest, renderRichText } from './content-render.ts';

describe('renderRichText', () => {
  it('renders inline and display LaTeX as MathML with the source as its annotation', () => {
    const { html, errors } = renderRichText('If $x^2 = 16$, then\n$$\\sqrt{x^2} = 4$$');
    expect(errors).toEqual([]);
    expect(html).toMatch(/^<p>If <math><semantics><mrow><msup><mi>x<\/mi>/);
    expect(html).toContain('<annotation encoding="application/x-tex">x^2 = 16</annotation>');
    expect(html).toContain('<math display="block" class="tml-display">');
    expect(html).toContain('<msqrt>');
  });

  it('renders the same maths inside Hindi text', () => {
    const { html } = renderRichText('यदि $\\frac{a}{b} = 2$ है, तो');
    expect(html).toMatch(/^<p>यदि <math>.*<mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac>.*<\/math> है, तो<\/p>$/);
  });

  it('says which formula is malformed and where, and keeps its source visible', () => {
    const { html, errors } = renderRichText('Find $\\frca{1}{2}$ now');
    expect(errors).toEqual([
      'the formula $\\frca{1}{2}$ is not valid LaTeX: Unsupported function name: \\frca at position 1',
    ]);
    expect(html).toBe('<p>Find <code>\\frca{1}{2}</code> now</p>');
    expect(renderRichText('$\\frac{1}{$').errors[0]).toMatch(/^the formula \$\\frac\{1\}\{\$ is not valid LaTeX: /);
  });

  it('leaves prices and lone dollar signs as text', () => {
    expect(renderRichText('It costs $5 and $6 more').html).toBe('<p>It costs $5 and $6 more</p>');
    expect(renderRichText('A \\$ sign').html).toBe('<p>A $ sign</p>');
  });

  it('wraps a table in a box that scrolls sideways and takes focus, without inline styles', () => {
    const { html } = renderRichText('| Year | Sales |\n|---:|---|\n| 2021 | 40 |');
    expect(html).toMatch(/^<div class="rich-table" tabindex="0" role="region"><table>/);
    expect(html).toContain('<th>Year</th>');
    expect(html).not.toContain('style');
  });

  it('keeps line breaks, bold, italics and lists, and escapes HTML, links and image addresses', () => {
    expect(renderRichText('2, 6, 12\n20, ?').html).toBe('<p>2, 6, 12<br />\n20, ?</p>');
    expect(renderRichText('**all** of *these*').html).toBe('<p><strong>all</strong> of <em>these</em></p>');
    expect(renderRichText('- one\n- two').html).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    const hostile = renderRichText('<img src=x onerror=alert(1)> ![a](http://evil/x.png) [l](javascript:alert(1))');
    expect(hostile.html).not.toMatch(/<img|<a[ >]|href=/);
    expect(hostile.html).toContain('&lt;img');
  });

  it('keeps a blank of underscores as it is typed', () => {
    expect(renderRichText('She is ______ honest woman.').html).toBe('<p>She is ______ honest woman.</p>');
  });

  it('drops what the browser would refuse or run: colours, hrefs and event handlers inside maths', () => {
    const colour = renderRichText('$\\color{red}{x}$');
    expect(colour.errors).toEqual([]);
    expect(colour.html).toContain('<mi>x</mi>');
    expect(colour.html).not.toContain('style=');
    // Links inside maths are not trusted: the formula is refused, its source shown as text.
    const link = renderRichText('$\\href{javascript:alert(1)}{y}$');
    expect(link.errors).toHaveLength(1);
    expect(link.html).not.toMatch(/<a|href=/);
  });
});

describe('renderMockTest', () => {
  const paper = mockTestContent.parse({
    slug: 'render-sample',
    title: 'Sample',
    titleHi: 'नमूना',
    exam: 'SSC CGL Tier-I',
    sector: 'ssc',
    description: { en: 'A sample.', hi: 'एक नमूना।' },
    durationMinutes: 10,
    sections: [
      {
        key: 'quant',
        title: 'Quant',
        titleHi: 'गणित',
        passages: [{ key: 'di', text: { en: '| A | B |\n|--|--|\n| 1 | 2 |', hi: '| क | ख |\n|--|--|\n| 1 | 2 |' } }],
        questions: [
          {
            key: 'q1',
            topic: 'algebra',
            passage: 'di',
            text: { en: 'Solve $x+1=2$', hi: 'हल कीजिए $x+1=\\frac{4}{$' },
            options: [
              { en: '$1$', hi: '$1$' },
              { en: '$2$', hi: '$2$' },
            ],
            answerIndex: 0,
            explanation: { en: '$x = 1$', hi: '$x = 1$' },
          },
        ],
      },
    ],
  });

  it('renders every text of the paper by question and by passage, in both languages', () => {
    const { rendered } = renderMockTest(paper);
    expect(rendered.questions.q1!.options[1]!.en).toContain('<mn>2</mn>');
    expect(rendered.questions.q1!.explanation.hi).toContain('<math>');
    expect(rendered.passages['quant/di']!.hi).toContain('<th>क</th>');
  });

  it('gives each malformed formula as an issue at its path in the document', () => {
    const { issues } = renderMockTest(paper);
    expect(issues).toEqual([
      {
        path: 'sections.0.questions.0.text.hi',
        message: expect.stringMatching(/^the formula \$x\+1=\\frac\{4\}\{\$ is not valid LaTeX: /),
      },
    ]);
  });

  it('renders the built-in tests without an issue, every figure they name drawn in demo/figures', async () => {
    const drawn = (await readdir(new URL('../../db/seed/demo/figures/', import.meta.url)))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => name.slice(0, -4));
    const figures = new Map(
      drawn.map((id) => [
        id,
        {
          id,
          width: 1080,
          height: 600,
          files: { webp: [{ width: 1080, fileId: id, bytes: 1 }], fallback: { width: 720, fileId: id, bytes: 1 } },
        },
      ]),
    );
    const named = new Set<string>();
    for (const test of await readBuiltInMockTests()) {
      const { rendered, issues } = renderMockTest(test, figures);
      expect({ slug: test.slug, issues }).toEqual({ slug: test.slug, issues: [] });
      for (const figure of rendered.figures) named.add(figure.src.slice('/api/files/'.length));
    }
    // Every drawing is used, and a paper uses at least 10 of them.
    expect([...named].sort()).toEqual(drawn.sort());
    expect(named.size).toBeGreaterThanOrEqual(10);
  });

  it('renders a 300-question bilingual paper with maths in every question (its time: bench/mock-test-save.ts)', () => {
    const questions = Array.from({ length: 300 }, (_, i) => ({
      key: `q${i}`,
      topic: 'algebra',
      text: { en: `If $x^{${i}} + \\frac{1}{x} = ${i}$, find $\\sqrt{${i}}$.`, hi: `यदि $x^{${i}} = ${i}$ है` },
      options: [0, 1, 2, 3].map((o) => ({ en: `$${i + o}\\sqrt{2}$`, hi: `$${i + o}$` })),
      answerIndex: 0,
      explanation: { en: `$$\\frac{${i}}{2}$$`, hi: `$$\\frac{${i}}{2}$$` },
    }));
    const big = mockTestContent.parse({ ...paper, sections: [{ ...paper.sections[0]!, passages: [], questions }] });
    const { rendered, issues } = renderMockTest(big);
    expect(issues).toEqual([]);
    expect(Object.keys(rendered.questions)).toHaveLength(300);
    expect(rendered.questions.q299!.explanation.en).toContain('<mn>299</mn>');
  });
});
