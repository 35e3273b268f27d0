import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerKeyCheckView, AnswerKeyView } from '@jobportal/shared';
import { setLanguage } from '../../../lib/i18n.ts';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { generateSheet, sheetCorpus } from '@jobportal/shared/testing/response-sheets';
import { ScoreCheck } from './score-check.tsx';

const NOTICE = '5d1c6a34-0000-4000-8000-00000000000a';
const view = (overrides: Partial<AnswerKeyView> = {}): AnswerKeyView => ({
  noticeId: NOTICE,
  title: 'Tentative answer key',
  titleHi: 'अनंतिम उत्तर कुंजी',
  recruitmentTitle: 'SSC CGL 2026',
  recruitmentTitleHi: null,
  markingPreset: 'ssc_cgl_tier1',
  stage: 'provisional',
  keyAttached: true,
  normalisation: 'ssc_2019',
  objection: { start: '2026-10-01', end: '2026-10-04', feePerQuestion: 100, link: 'https://ssc.gov.in' },
  check: null,
  ...overrides,
});

const checked: AnswerKeyCheckView = {
  shift: '2026-09-10 09:00',
  stage: 'provisional',
  score: {
    questions: 2,
    correct: 1,
    wrong: 1,
    skipped: 0,
    discarded: 0,
    attempted: 2,
    score: 1.5,
    maxScore: 4,
    marksLost: 0.5,
    sections: [
      {
        name: 'Reasoning',
        questions: 2,
        correct: 1,
        wrong: 1,
        skipped: 0,
        discarded: 0,
        attempted: 2,
        score: 1.5,
        maxScore: 4,
        marksLost: 0.5,
      },
    ],
    answers: [
      {
        questionId: '630680461234',
        number: 1,
        section: 'Reasoning',
        chosenOptionId: '1',
        right: ['1'],
        chosenOption: 1,
        rightOptions: [1],
        outcome: 'correct',
        marks: 2,
      },
      {
        questionId: '630680461235',
        number: 2,
        section: 'Reasoning',
        chosenOptionId: '2',
        right: ['3'],
        chosenOption: 2,
        rightOptions: [3],
        outcome: 'wrong',
        marks: -0.5,
      },
    ],
  },
  standing: {
    groups: [
      { kind: 'all', value: '', members: 412, rank: 37, percentile: 91.26 },
      { kind: 'shift', value: '2026-09-10 09:00', members: 12, rank: null, percentile: null },
    ],
    normalised: { method: 'ssc_2019', marks: 3.12, members: 400, shifts: 3 },
    cutoff: { category: 'obc', marks: 2, distance: 1.12 },
  },
  objections: [],
  checkedAt: '2026-10-01T10:00:00.000Z',
};

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

describe('"Check my score" (the sheet read on the phone)', () => {
  it('reads a saved sheet here, sends only its answers, and shows the score and standing', async () => {
    const spec = sheetCorpus().find((candidate) => candidate.board === 'ssc')!;
    const sheet = generateSheet(spec);
    let sent: unknown;
    const { calls } = mockFetch(({ method, body }) => {
      if (method === 'PUT') {
        sent = body;
        return { body: checked };
      }
      return { body: view() };
    });
    renderWithProviders(<ScoreCheck noticeId={NOTICE} />);
    expect(await screen.findByTestId('sheet-privacy')).toHaveTextContent('never leave it');
    await userEvent.upload(
      screen.getByLabelText('Choose the saved response sheet page'),
      new File([sheet.htmlBytes], 'response-sheet.html', { type: 'text/html' }),
    );
    const read = await screen.findByTestId('sheet-read');
    expect(read).toHaveTextContent(`shift`);
    expect(read).toHaveTextContent(
      `Stays on this phone: ${spec.candidate.name}, roll number ${spec.candidate.rollNumber}`,
    );
    await userEvent.click(within(read).getByRole('button', { name: 'Check my score' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({ sheet: sheet.truth.sheet, markedKey: sheet.truth.markedKey });
    // Nothing of the person reached any request.
    const everything = JSON.stringify(calls());
    for (const personal of [spec.candidate.name, spec.candidate.rollNumber, spec.candidate.centre]) {
      expect(everything).not.toContain(personal);
    }
    expect(calls().find((call) => call.method === 'PUT')?.url).toBe(`/api/answer-keys/${NOTICE}/check`);
    expect(await screen.findByTestId('score-total')).toHaveTextContent('1.5 of 4');
    const groups = screen.getByTestId('standing-groups');
    expect(groups).toHaveTextContent('Rank 37 of 412');
    expect(groups).toHaveTextContent('12 members so far: figures appear from 30.');
    expect(screen.getByTestId('standing-normalised')).toHaveTextContent('Normalised marks: 3.12');
    expect(screen.getByTestId('standing-cutoff')).toHaveTextContent('You are 1.12 marks above it.');
  });

  it('shares the score as the image the server draws, downloaded where the phone has no share sheet', async () => {
    const { calls } = mockFetch(() => ({ body: view({ check: checked }) }));
    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:score';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<ScoreCheck noticeId={NOTICE} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share my score as an image' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls().at(-1)?.url).toBe(`/api/answer-keys/${NOTICE}/check/card.png`);
    expect((made[0] as File).name).toBe('my-score.png');
    expect(screen.getByText(/not your name, roll number or centre/)).toBeInTheDocument();
  });

  it('says plainly what is wrong with a file that is not a saved page, and sends nothing', async () => {
    const { calls } = mockFetch(() => ({ body: view() }));
    renderWithProviders(<ScoreCheck noticeId={NOTICE} />);
    await userEvent.upload(
      await screen.findByLabelText('Choose the saved response sheet page'),
      new File([new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj')], 'sheet.html', { type: 'text/html' }),
    );
    expect(await screen.findByTestId('sheet-problem')).toHaveTextContent('not a PDF or a picture');
    expect(calls().filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks for the saved file when a pasted sheet has no key to be scored with, in Hindi', async () => {
    await setLanguage('hi');
    const sheet = generateSheet(sheetCorpus().find((candidate) => candidate.board === 'ssc')!);
    mockFetch(() => ({ body: view({ keyAttached: false }) }));
    renderWithProviders(<ScoreCheck noticeId={NOTICE} />);
    await userEvent.click(await screen.findByLabelText('पेज का टेक्स्ट पेस्ट करें'));
    await userEvent.paste(sheet.text);
    await userEvent.click(screen.getByRole('button', { name: 'पेस्ट किया गया टेक्स्ट पढ़ें' }));
    expect(await screen.findByTestId('sheet-problem')).toHaveTextContent('सहेजी हुई फ़ाइल चुनें');
  });
});
