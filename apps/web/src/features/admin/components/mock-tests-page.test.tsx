import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render.tsx';
import { renderAdmin } from '../testing/render-admin.tsx';
import { mockTestContent } from '@jobportal/shared';
import { MockTestsPage, PAPER_TEMPLATE } from './mock-tests-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listed = {
  slug: 'ssc-cgl-tier-1-mock-1',
  title: 'SSC CGL Tier-I Mock 1',
  exam: 'SSC CGL Tier-I',
  sector: 'ssc',
  languages: ['en', 'hi'],
  durationMinutes: 60,
  sections: 4,
  questionCount: 100,
  maxScore: 200,
  active: true,
  attempts: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const paper = { slug: 'ssc-cgl-tier-1-mock-1', title: 'SSC CGL Tier-I Mock 1', sections: [] };

function serve(onImport: (body: { content: unknown; dryRun: boolean }) => unknown) {
  return mockFetch((call) => {
    if (call.url === '/api/admin/mock-tests') return { body: { items: [listed] } };
    if (call.url === `/api/admin/mock-tests/${listed.slug}` && call.method === 'GET') return { body: paper };
    if (call.url === '/api/admin/mock-tests/figures') {
      return {
        status: 201,
        body: {
          id: 'f1c3a2b4-0000-4000-8000-000000000001',
          markdown: '![Describe the figure](figure:f1c3a2b4-0000-4000-8000-000000000001)',
          width: 1080,
          height: 608,
          renditions: [
            { width: 360, bytes: 6000, url: '/api/files/a' },
            { width: 720, bytes: 15_360, url: '/api/files/b' },
          ],
          fallback: { width: 720, bytes: 30_000, url: '/api/files/c' },
        },
      };
    }
    if (call.url === '/api/admin/mock-tests/import') {
      return { body: onImport(call.body as { content: unknown; dryRun: boolean }) };
    }
    return { status: 204 };
  });
}

describe('MockTestsPage', () => {
  it('lists each paper with its size and use, and retires one', async () => {
    const user = userEvent.setup();
    const api = serve(() => ({}));
    renderAdmin(<MockTestsPage />, { route: '/admin/tests' });
    const row = await screen.findByTestId('mock-test-row');
    expect(row).toHaveTextContent('SSC CGL Tier-I · 4 sections · 100 questions · 200 marks · 60 min · 3 attempts');
    await user.click(within(row).getByRole('button', { name: 'Retire SSC CGL Tier-I Mock 1' }));
    await waitFor(() =>
      expect(api.calls().find((call) => call.method === 'PATCH')).toMatchObject({
        url: `/api/admin/mock-tests/${listed.slug}`,
        body: { active: false },
      }),
    );
  });

  it('names each row button with its visible words (no aria-label that leaves them out)', async () => {
    serve(() => ({}));
    renderAdmin(<MockTestsPage />, { route: '/admin/tests' });
    const row = await screen.findByTestId('mock-test-row');
    for (const button of within(row).getAllByRole('button')) {
      const label = button.getAttribute('aria-label');
      if (label !== null) expect(label).toContain(button.textContent);
    }
    const edit = within(row).getByRole('button', { name: 'Edit SSC CGL Tier-I Mock 1 as JSON' });
    expect(edit).toHaveTextContent('Edit as JSON');
  });

  it('loads a paper into the editor, shows each problem of a dry run by path, and saves a valid one', async () => {
    const user = userEvent.setup();
    let valid = false;
    const api = serve(({ dryRun }) =>
      valid
        ? {
            valid: true,
            issues: [],
            test: { slug: listed.slug, title: listed.title, sections: 4, questions: 100, maxScore: 200 },
            replaces: true,
            saved: !dryRun,
          }
        : {
            valid: false,
            issues: [
              { path: 'sections.0.questions.3.answerIndex', message: 'must point to one of the 4 options (0–3)' },
            ],
            test: null,
            replaces: false,
            saved: false,
          },
    );
    renderAdmin(<MockTestsPage />, { route: '/admin/tests' });
    await user.click(await screen.findByRole('button', { name: 'Edit SSC CGL Tier-I Mock 1 as JSON' }));
    const editor = screen.getByLabelText('Paper (JSON)');
    await waitFor(() => expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual(paper));

    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByTestId('paper-problems')).toHaveTextContent(
      '1 problem to fix:sections.0.questions.3.answerIndex: must point to one of the 4 options (0–3)',
    );
    expect(api.calls().find((call) => call.url.endsWith('/import'))?.body).toEqual({
      content: paper,
      dryRun: true,
      preview: false,
    });

    valid = true;
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByTestId('paper-ready')).toHaveTextContent(
      'Ready: 4 sections, 100 questions, 200 marks.Saving replaces the paper “ssc-cgl-tier-1-mock-1”.',
    );
    await user.click(screen.getByRole('button', { name: 'Save paper' }));
    await waitFor(() =>
      expect(
        api
          .calls()
          .filter((call) => call.url.endsWith('/import'))
          .at(-1)?.body,
      ).toEqual({
        content: paper,
        dryRun: false,
        preview: false,
      }),
    );
  });

  it('says what is wrong with text that is not JSON, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = serve(() => ({}));
    renderAdmin(<MockTestsPage />, { route: '/admin/tests' });
    await user.click(await screen.findByRole('button', { name: 'Start a new paper from a template' }));
    const editor = screen.getByLabelText('Paper (JSON)');
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toMatchObject({ slug: 'new-mock-test-1' });
    await user.type(editor, '}');
    await user.click(screen.getByRole('button', { name: 'Save paper' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This is not valid JSON: /);
    expect(api.calls().filter((call) => call.url.endsWith('/import'))).toEqual([]);
  });

  it('starts a new paper from a template that is itself a valid paper showing each kind of content', () => {
    const parsed = mockTestContent.parse(PAPER_TEMPLATE);
    const [section] = parsed.sections;
    expect(section!.passages).toHaveLength(1);
    expect(section!.questions.map((q) => q.type)).toEqual(['single', 'multiple', 'numeric']);
    expect(section!.questions[0]!.text.en).toContain('$x + \\frac{1}{x} = 3$');
  });

  it('previews a checked paper as the candidate sees it, with its passage, maths and answer types, in Hindi too', async () => {
    const user = userEvent.setup();
    const mathml = (n: number) => `<p><math><mn>${n}</mn></math></p>`;
    const preview = {
      slug: 'new-mock-test-1',
      title: 'New mock test',
      titleHi: 'नया मॉक टेस्ट',
      exam: 'SSC CGL Tier-I',
      languages: ['en', 'hi'],
      durationMinutes: 60,
      sections: [
        {
          key: 'quant',
          title: 'Quantitative Aptitude',
          titleHi: 'मात्रात्मक योग्यता',
          durationMinutes: null,
          passages: [
            {
              key: 'sales-table',
              text: {
                en: '<div class="rich-table"><table><tr><th>Year</th></tr></table></div>',
                hi: '<div class="rich-table"><table><tr><th>वर्ष</th></tr></table></div>',
              },
              firstNumber: 2,
              lastNumber: 3,
            },
          ],
          questions: [
            {
              key: 'q1',
              type: 'single',
              passage: null,
              text: { en: '<p>Find it</p>', hi: '<p>ज्ञात कीजिए</p>' },
              options: [{ en: mathml(7) }, { en: mathml(9) }],
              marks: 2,
              negativeMarks: 0.5,
            },
            {
              key: 'q2',
              type: 'multiple',
              passage: 'sales-table',
              text: { en: '<p>Which years?</p>', hi: '<p>किन वर्षों में?</p>' },
              options: [{ en: '<p>2023</p>' }, { en: '<p>2024</p>' }],
              marks: 2,
              negativeMarks: 0.5,
            },
            {
              key: 'q3',
              type: 'numeric',
              passage: 'sales-table',
              text: { en: '<p>Growth?</p>', hi: '<p>वृद्धि?</p>' },
              options: [],
              marks: 2,
              negativeMarks: 0,
            },
          ],
        },
      ],
    };
    const api = serve(() => ({
      valid: true,
      issues: [],
      test: { slug: 'new-mock-test-1', title: 'New mock test', sections: 1, questions: 3, maxScore: 6 },
      replaces: false,
      saved: false,
      preview,
    }));
    renderAdmin(<MockTestsPage />, { route: '/admin/tests' });
    await user.click(await screen.findByRole('button', { name: 'Start a new paper from a template' }));
    await user.click(screen.getByRole('button', { name: 'Preview as candidates see it' }));
    const questions = await screen.findAllByTestId('preview-question');
    expect(api.calls().find((call) => call.url.endsWith('/import'))?.body).toMatchObject({
      dryRun: true,
      preview: true,
    });
    expect(questions).toHaveLength(3);
    expect(questions[0]!.querySelectorAll('math')).toHaveLength(2);
    expect(screen.getAllByTestId('preview-passage')).toHaveLength(1);
    expect(within(questions[1]!).getByTestId('preview-passage')).toHaveTextContent('Directions (Q. 2–3)Year');
    expect(questions[1]).toHaveTextContent('Choose every right option.');
    expect(questions[2]).toHaveTextContent('The candidate types a number.');

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(questions[1]).toHaveTextContent('किन वर्षों में?');
    expect(within(questions[1]!).getByRole('table')).toHaveTextContent('वर्ष');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('uploads a figure and gives the line that puts it in the paper', async () => {
    const user = userEvent.setup();
    const api = serve(() => ({}));
    renderAdmin(<MockTestsPage />, { route: '/admin/tests' });
    const input = await screen.findByLabelText('Upload a figure (JPEG, PNG or WebP, up to 5 MB)');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'triangle.png', { type: 'image/png' }));
    const figure = await screen.findByTestId('uploaded-figure');
    expect(figure).toHaveTextContent(
      '![Describe the figure](figure:f1c3a2b4-0000-4000-8000-000000000001)1080 × 608 px · 15 KB on a phone',
    );
    const sent = api.calls().find((call) => call.url === '/api/admin/mock-tests/figures');
    expect(sent?.method).toBe('POST');
  });
});

describe('MockTestsPage links', () => {
  it('leads to the paper-from-PDF screen', () => {
    serve(() => ({}));
    renderAdmin(<MockTestsPage />);
    expect(screen.getByRole('link', { name: 'Make a paper from a question paper’s PDF' })).toHaveAttribute(
      'href',
      '/admin/tests/from-pdf',
    );
  });
});
