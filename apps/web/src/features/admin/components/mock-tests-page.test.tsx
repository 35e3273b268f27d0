import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render.tsx';
import { renderAdmin } from '../testing/render-admin.tsx';
import { MockTestsPage } from './mock-tests-page.tsx';

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
    expect(api.calls().find((call) => call.url.endsWith('/import'))?.body).toEqual({ content: paper, dryRun: true });

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
});
