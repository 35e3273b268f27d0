import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../../testing/render.tsx';
import { recruitment, RECRUITMENT_ID } from '../../testing/fixtures.ts';
import { renderAdmin } from '../../testing/render-admin.tsx';
import { todayInIndia } from '../../utils/format.ts';
import { RecruitmentEditorPage } from './recruitment-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openNew = () =>
  renderAdmin(<RecruitmentEditorPage />, { route: '/admin/recruitments/new', path: '/admin/recruitments/new' });

describe('RecruitmentEditor (new)', () => {
  it('checks the form in the browser first and shows each problem at its field', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockFetch(() => ({ body: {} }));
    openNew();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByTestId('editor-error')).toHaveTextContent(/fields need attention before saving/);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/^Fill this in\./);
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Organisation website')).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getByLabelText('Sector')).toBeInvalid();
    expect(screen.getByRole('group', { name: 'Qualifications' })).toHaveAccessibleDescription('Add at least 1.');
    expect(api.calls()).toEqual([]);

    // Errors follow the form as it is fixed.
    await user.type(screen.getByLabelText('Organisation website'), 'ssc.gov.in');
    expect(screen.getByLabelText('Organisation website')).toHaveAccessibleDescription(
      'Enter a full web address, starting with https://',
    );
  });

  it('creates a draft with dates, fees and vacancies, then opens it', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const created = recruitment({ id: RECRUITMENT_ID });
    const api = mockFetch((call) => (call.method === 'POST' ? { status: 201, body: created } : { body: created }));
    const { history } = openNew();

    await user.type(screen.getByLabelText('Title'), 'SSC CGL Recruitment 2026');
    expect(screen.getByLabelText('Slug (page address)')).toHaveValue('ssc-cgl-recruitment-2026');
    await user.type(screen.getByLabelText('Organisation'), 'Staff Selection Commission');
    await user.type(screen.getByLabelText('Short name'), 'SSC');
    await user.type(screen.getByLabelText('Organisation website'), 'https://ssc.gov.in');
    await user.type(screen.getByLabelText('Summary'), 'Graduate-level posts in ministries.');
    await user.selectOptions(screen.getByLabelText('Sector'), 'SSC');
    await user.click(screen.getByLabelText('Graduate'));

    expect(screen.getByLabelText('Important date 1: Label')).toHaveValue('Application starts');
    await user.type(screen.getByLabelText('Important date 1: Date'), '2026-04-01');
    expect(screen.getByLabelText('Important date 2: Label')).toHaveValue('Last date to apply');
    await user.type(screen.getByLabelText('Important date 2: Date'), '2026-05-01');

    await user.click(screen.getByRole('button', { name: 'Add fee' }));
    await user.selectOptions(screen.getByLabelText('Fee 1: Category'), 'SC');
    expect(screen.getByLabelText('Fee 1: Label as printed')).toHaveValue('SC');
    await user.type(screen.getByLabelText('Fee 1: Amount (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Add fee' }));
    await user.type(screen.getByLabelText('Fee 2: Amount (₹)'), '100');

    await user.click(screen.getByRole('button', { name: 'Add post' }));
    await user.type(screen.getByLabelText('Vacancy 1: Post'), 'Assistant');
    await user.type(screen.getByLabelText('Vacancy 1: UR'), '5');
    await user.type(screen.getByLabelText('Vacancy 1: OBC'), '3');
    expect(screen.getByTestId('vacancy-sum-0')).toHaveTextContent('8');

    // Reordering keeps each row's values.
    await user.click(screen.getByRole('button', { name: 'Move Fee 2 up' }));
    expect(screen.getByLabelText('Fee 1: Amount (₹)')).toHaveValue(100);

    await user.type(screen.getByLabelText('Official source (URL)'), 'https://ssc.gov.in/notice.pdf');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(history.location.pathname).toBe(`/admin/recruitments/${RECRUITMENT_ID}`));
    const post = api.calls().find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/admin/recruitments');
    expect(post?.body).toMatchObject({
      slug: 'ssc-cgl-recruitment-2026',
      title: 'SSC CGL Recruitment 2026',
      status: 'draft',
      sector: 'ssc',
      qualifications: ['graduate'],
      states: [],
      importantDates: [
        { kind: 'application_start', label: 'Application starts', date: '2026-04-01' },
        { kind: 'last_date', label: 'Last date to apply', date: '2026-05-01' },
      ],
      fees: [
        { category: 'general', label: 'General (UR)', amount: 100 },
        { category: 'sc', label: 'SC', amount: 0 },
      ],
      vacancies: [{ post: 'Assistant', ur: 5, obc: 3, sc: 0, st: 0, ews: 0, total: 8 }],
      lastVerifiedAt: todayInIndia(),
      notices: [],
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(() => ({ body: {} }));
    const { history } = openNew();
    await user.type(screen.getByLabelText('Title'), 'Half written');
    expect(screen.getByTestId('unsaved')).toBeInTheDocument();

    act(() => history.push('/admin/users'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(history.location.pathname).toBe('/admin/recruitments/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Half written');
  });
});

describe('RecruitmentEditor (saved)', () => {
  it('publishes a draft: saves pending edits first, then changes the status', async () => {
    const user = userEvent.setup({ delay: null });
    let current = recruitment();
    current.content.status = 'draft';
    const api = mockFetch((call) => {
      if (call.method === 'PUT') current = { ...current, content: { ...current.content, ...(call.body as object) } };
      if (call.method === 'POST') current = { ...current, content: { ...current.content, status: 'published' } };
      return { body: current };
    });
    renderAdmin(<RecruitmentEditorPage />, {
      route: `/admin/recruitments/${RECRUITMENT_ID}`,
      path: '/admin/recruitments/:id',
    });
    await user.type(await screen.findByLabelText('Title'), ' (revised)');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument());
    const writes = api.calls().filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([
      `PUT /api/admin/recruitments/${RECRUITMENT_ID}`,
      `POST /api/admin/recruitments/${RECRUITMENT_ID}/status`,
    ]);
    expect(writes[0]!.body).toMatchObject({ title: 'SSC CGL Recruitment 2026 (revised)', status: 'draft' });
    expect(writes[1]!.body).toEqual({ status: 'published' });
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it('marks a post for women only, and records the women’s fee and age relaxation', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const current = recruitment();
    current.content.ageLimit = { min: 18, max: 27, asOn: '2026-08-01', relaxations: [] };
    const api = mockFetch(() => ({ body: current }));
    renderAdmin(<RecruitmentEditorPage />, {
      route: `/admin/recruitments/${RECRUITMENT_ID}`,
      path: '/admin/recruitments/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Add fee' }));
    await user.selectOptions(screen.getByLabelText('Fee 2: Category'), 'Women');
    expect(screen.getByLabelText('Fee 2: Label as printed')).toHaveValue('Women');
    await user.type(screen.getByLabelText('Fee 2: Amount (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Add relaxation' }));
    await user.selectOptions(screen.getByLabelText('Relaxation 1: Category'), 'Women');
    await user.type(screen.getByLabelText('Relaxation 1: Years'), '5');
    await user.click(screen.getByRole('button', { name: 'Add eligibility' }));
    await user.type(screen.getByLabelText('Eligibility 1: Post'), 'Constable (Women)');
    await user.type(screen.getByLabelText('Eligibility 1: Qualification'), '12th pass.');
    const gender = screen.getByLabelText('Eligibility 1: Who may apply for this post');
    expect([...(gender as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Anyone',
      'Women only',
      'Men only',
    ]);
    await user.selectOptions(gender, 'Women only');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.calls().some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls().find((call) => call.method === 'PUT')!.body).toMatchObject({
      fees: [
        { category: 'general', label: 'General', amount: 100 },
        { category: 'female', label: 'Women', amount: 0 },
      ],
      ageLimit: { relaxations: [{ category: 'female', years: 5 }] },
      eligibility: [{ post: 'Constable (Women)', text: '12th pass.', gender: 'female' }],
    });
  });

  it('previews the current form through the public job page', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(() => ({ body: recruitment() }));
    renderAdmin(<RecruitmentEditorPage />, {
      route: `/admin/recruitments/${RECRUITMENT_ID}`,
      path: '/admin/recruitments/:id',
    });
    await user.type(await screen.findByLabelText('Title'), ' – updated');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByTestId('job-preview')).toHaveTextContent('SSC CGL Recruitment 2026 – updated');
  });
});
