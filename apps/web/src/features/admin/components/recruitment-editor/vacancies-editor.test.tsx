import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../../testing/render.tsx';
import { recruitment, RECRUITMENT_ID } from '../../testing/fixtures.ts';
import { renderAdmin } from '../../testing/render-admin.tsx';
import { RecruitmentEditorPage } from './recruitment-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const total = (row: number) => screen.getByRole('spinbutton', { name: `Vacancy ${row}: Total` });

describe('vacancies table', () => {
  it('flags a total that differs from the categories before saving, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ body: recruitment() }));
    renderAdmin(<RecruitmentEditorPage />, {
      route: `/admin/recruitments/${RECRUITMENT_ID}`,
      path: '/admin/recruitments/:id',
    });
    const ur = await screen.findByRole('spinbutton', { name: 'Vacancy 1: UR' });
    expect(total(1)).not.toBeInvalid();

    await user.clear(ur);
    await user.type(ur, '12');

    expect(screen.getByTestId('vacancy-sum-0')).toHaveTextContent('22');
    expect(total(1)).toBeInvalid();
    expect(total(1)).toHaveAccessibleDescription('The categories add up to 22.');
    expect(total(2)).not.toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByTestId('editor-error')).toHaveTextContent('1 field needs attention before saving.');
    expect(api.calls().filter((call) => call.method !== 'GET')).toEqual([]);
    // The first field to fix gets the focus.
    expect(total(1)).toHaveFocus();

    // One click takes the sum as the total.
    await user.click(screen.getByRole('button', { name: 'Use 22' }));
    expect(total(1)).toHaveValue(22);
    expect(total(1)).not.toBeInvalid();
  });

  it("shows the server's vacancies.0.total issue on the first row's total, not elsewhere", async () => {
    const user = userEvent.setup();
    const api = mockFetch((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              issues: [{ path: 'vacancies.0.total', message: 'must equal UR + OBC + SC + ST + EWS (21)' }],
            },
          }
        : { body: recruitment() },
    );
    renderAdmin(<RecruitmentEditorPage />, {
      route: `/admin/recruitments/${RECRUITMENT_ID}`,
      path: '/admin/recruitments/:id',
    });
    const post = await screen.findByRole('textbox', { name: 'Vacancy 1: Post' });
    await user.type(post, ' (CSS)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(total(1)).toBeInvalid());
    expect(total(1)).toHaveAccessibleDescription('Must equal UR + OBC + SC + ST + EWS (21)');
    expect(total(2)).not.toBeInvalid();
    expect(within(screen.getByTestId('vacancy-row-1')).queryByText(/Must equal/)).not.toBeInTheDocument();
    expect(screen.getByTestId('editor-error')).toHaveTextContent('Some fields are not valid.');
    const put = api.calls().find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/admin/recruitments/${RECRUITMENT_ID}`);
    expect((put?.body as { vacancies: Array<{ post: string }> }).vacancies[0]?.post).toBe('Assistant (CSS)');
  });
});
