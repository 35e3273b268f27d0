import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '@jobportal/shared';
import { mockFetch } from '../../../testing/render.tsx';
import { renderAdmin } from '../testing/render-admin.tsx';
import { ImportPage } from './import-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HEADER =
  'slug,title,organisation_name,organisation_short_name,organisation_website,sector,qualifications,summary,last_date,official_source_url';
const GOOD =
  'ssc-gd-2026,SSC GD 2026,Staff Selection Commission,SSC,https://ssc.gov.in,ssc,10th,Constables,2026-05-01,https://ssc.gov.in';
const BAD =
  'rrb-ntpc-2026,RRB NTPC 2026,Railway Recruitment Board,RRB,https://rrb.gov.in,railways,12th,Clerks,2026-05-01,https://rrb.gov.in';
const FIXED = BAD.replace(',railways,', ',railway,');

const report = (rows: ImportReport['rows'], dryRun = true, created = 0): ImportReport => ({
  dryRun,
  total: rows.length,
  valid: rows.filter((row) => row.ok).length,
  created,
  rows,
});

describe('ImportPage', () => {
  it('lists each row with its errors and keeps Import off until every row is valid', async () => {
    const user = userEvent.setup();
    const api = mockFetch((call) => {
      const body = call.body as { content: string; dryRun: boolean };
      if (body.content.includes(',railways,')) {
        return {
          body: report([
            { row: 2, slug: 'ssc-gd-2026', ok: true, errors: [] },
            { row: 3, slug: 'rrb-ntpc-2026', ok: false, errors: [{ path: 'sector', message: 'Invalid option' }] },
          ]),
        };
      }
      const rows = [
        { row: 2, slug: 'ssc-gd-2026', ok: true, errors: [] },
        { row: 3, slug: 'rrb-ntpc-2026', ok: true, errors: [] },
      ];
      return { body: report(rows, body.dryRun, body.dryRun ? 0 : 2) };
    });
    renderAdmin(<ImportPage />);

    // The CSV columns are listed as help.
    expect(screen.getByTestId('csv-columns')).toHaveTextContent('official_source_url');

    const importButton = () => screen.getByRole('button', { name: /^Import/ });
    const box = screen.getByLabelText('Or paste the contents');
    await user.click(box);
    await user.paste([HEADER, GOOD, BAD].join('\n'));
    expect(importButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByTestId('import-summary')).toHaveTextContent('1 of 2 rows are valid');
    const rows = screen.getAllByTestId('import-row');
    expect(rows[0]).toHaveTextContent('ssc-gd-2026');
    expect(rows[0]).toHaveTextContent('Ready');
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('rrb-ntpc-2026');
    expect(rows[1]).toHaveTextContent('sectorInvalid option');
    expect(importButton()).toBeDisabled();
    expect(api.calls()).toHaveLength(1);
    expect(api.calls()[0]).toMatchObject({ method: 'POST', url: '/api/admin/recruitments/import' });
    expect(api.calls()[0]!.body).toMatchObject({ format: 'csv', dryRun: true });

    // Fixed and checked again: now every row is valid.
    await user.clear(box);
    await user.click(box);
    await user.paste([HEADER, GOOD, FIXED].join('\n'));
    expect(importButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByText('2 of 2 rows are valid')).toBeInTheDocument();
    expect(importButton()).toHaveAccessibleName('Import 2 recruitments');
    expect(importButton()).toBeEnabled();

    // A change after the check closes Import again until it is checked.
    await user.type(box, ' ');
    expect(importButton()).toBeDisabled();
    expect(screen.getByText('The text changed since the check: check again.')).toBeInTheDocument();
    await user.type(box, '{Backspace}');
    expect(importButton()).toBeEnabled();

    await user.click(importButton());
    expect(await screen.findByText('Imported 2 recruitments')).toBeInTheDocument();
    expect(api.calls().at(-1)!.body).toMatchObject({ format: 'csv', dryRun: false });
  });

  it('shows a file that cannot be read as one message, without a row table', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      body: {
        dryRun: true,
        total: 0,
        valid: 0,
        created: 0,
        rows: [
          {
            row: 0,
            slug: null,
            ok: false,
            errors: [{ path: '', message: 'The file could not be read: Unexpected token' }],
          },
        ],
      },
    }));
    renderAdmin(<ImportPage />);
    await user.click(screen.getByLabelText('JSON'));
    await user.click(screen.getByLabelText('Or paste the contents'));
    await user.paste('[{ not json');
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByText('The file could not be read')).toBeInTheDocument();
    expect(screen.getByText('The file could not be read: Unexpected token')).toBeInTheDocument();
    expect(screen.queryAllByTestId('import-row')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
