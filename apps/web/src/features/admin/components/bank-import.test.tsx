import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockTestBankReport } from '@jobportal/shared';
import { mockFetch } from '../../../testing/render.tsx';
import { renderAdmin } from '../testing/render-admin.tsx';
import { BankImport } from './bank-import.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (n: number, problems: string[] = []) => ({
  row: n,
  section: 'Quantitative Aptitude',
  excerpt: `Question text ${n}`,
  imported: problems.length === 0,
  problems,
});
const paperReport = (valid: boolean, saved = false) => ({
  valid,
  issues: [],
  test: { slug: 'word-bank-1', title: 'Word bank', sections: 1, questions: 3, maxScore: 6 },
  replaces: false,
  saved,
  preview: null,
});

async function fill(user: ReturnType<typeof userEvent.setup>, name = 'bank.xlsx') {
  await user.upload(screen.getByLabelText(/^Question bank/), new File(['x'], name));
  await user.type(screen.getByLabelText(/^Slug/), 'word-bank-1');
  await user.type(screen.getByLabelText('Title'), 'Word bank');
  await user.type(screen.getByLabelText('Exam'), 'SSC CGL Tier-I');
}

describe('BankImport', () => {
  it('sends the paper’s fields before the file, reports refused rows first, and keeps Import shut', async () => {
    const user = userEvent.setup();
    const report: MockTestBankReport = {
      format: 'xlsx',
      issues: [],
      rows: [row(2), row(3, ['has no answer: write it after "Ans:"']), row(4)],
      paper: paperReport(false),
    };
    const api = mockFetch(() => ({ body: report }));
    renderAdmin(<BankImport />);
    const importButton = screen.getByRole('button', { name: 'Import the paper' });
    expect(screen.getByRole('button', { name: 'Check the bank' })).toBeDisabled();
    await fill(user);
    await user.selectOptions(screen.getByLabelText('Marking'), 'rrb_ntpc_cbt1');
    await user.click(screen.getByRole('button', { name: 'Check the bank' }));

    expect(await screen.findByText('2 of 3 questions can be imported; 1 refused.')).toBeInTheDocument();
    const [refused] = screen.getAllByTestId('bank-rows');
    expect(
      within(refused!)
        .getAllByTestId('bank-row')
        .map((tr) => tr.textContent),
    ).toEqual(['Row 3Quantitative AptitudeQuestion text 3has no answer: write it after "Ans:"']);
    expect(importButton).toBeDisabled();

    const form = api.calls()[0]!.body as FormData;
    expect([...form.keys()]).toEqual(['paper', 'dryRun', 'preview', 'file']);
    expect(JSON.parse(form.get('paper') as string)).toEqual({
      slug: 'word-bank-1',
      title: 'Word bank',
      exam: 'SSC CGL Tier-I',
      sector: 'ssc',
      durationMinutes: 60,
      marksPerQuestion: 1,
      negativeMarks: '1/3',
    });
    expect(form.get('dryRun')).toBe('true');
  });

  it('imports only the file and fields it checked with every row in', async () => {
    const user = userEvent.setup();
    const api = mockFetch((call) => {
      const dryRun = (call.body as FormData).get('dryRun') === 'true';
      return {
        status: dryRun ? 200 : 201,
        body: { format: 'docx', issues: [], rows: [row(1), row(2), row(3)], paper: paperReport(true, !dryRun) },
      };
    });
    renderAdmin(<BankImport />);
    await fill(user, 'bank.docx');
    await user.click(screen.getByRole('button', { name: 'Check the bank' }));
    const importButton = screen.getByRole('button', { name: 'Import the paper' });
    expect(await screen.findByText('3 of 3 questions can be imported; 0 refused.')).toBeInTheDocument();
    expect(importButton).toBeEnabled();
    // A changed field needs a new check.
    await user.type(screen.getByLabelText('Minutes'), '0');
    expect(importButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check the bank' }));
    await screen.findByText('3 of 3 questions can be imported; 0 refused.');
    await user.click(importButton);
    expect(await screen.findByText('Imported 3 questions as “word-bank-1”.')).toBeInTheDocument();
    expect((api.calls().at(-1)!.body as FormData).get('dryRun')).toBe('false');
    expect(importButton).toBeDisabled();
  });

  it('offers the sheet template to download', () => {
    mockFetch(() => ({ status: 204 }));
    renderAdmin(<BankImport />);
    expect(screen.getByRole('link', { name: 'Excel template' })).toHaveAttribute(
      'href',
      '/api/admin/mock-tests/bank-template?format=xlsx',
    );
  });
});
