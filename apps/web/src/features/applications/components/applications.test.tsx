import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indiaDateOf, type Application, type JobDetail } from '@jobportal/shared';
import { setLanguage } from '../../../lib/i18n.ts';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { prefilledFee } from './application-dialog.tsx';
import { AppliedButton } from './applied-button.tsx';
import { ApplicationsList } from './applications-list.tsx';

const today = indiaDateOf(new Date());
const job: Pick<JobDetail, 'id' | 'applicationStart' | 'details'> = {
  id: '7b1c6a34-0000-4000-8000-000000000001',
  applicationStart: '2020-01-01',
  details: {
    importantDates: [],
    fees: [
      { category: 'general', label: 'General / EWS', amount: 100 },
      { category: 'obc', label: 'OBC', amount: 80 },
      { category: 'sc', label: 'SC / ST', amount: 0 },
    ],
    paymentModes: [],
    vacancies: [],
    eligibility: [],
    selectionStages: [],
    howToApply: [],
    documents: [],
    faqs: [],
    links: [],
    corrections: [],
  },
};

const record = (overrides: Partial<Application> = {}): Application => ({
  recruitment: {
    id: job.id,
    slug: 'demo-clerk-2026',
    title: 'Demo Clerk 2026',
    titleHi: 'डेमो क्लर्क 2026',
    organisationShortName: 'DSB',
  },
  appliedOn: '2026-03-05',
  applicationNumber: 'REG-42',
  feePaid: 80,
  note: 'Paid by UPI',
  updatedAt: '2026-03-05T10:00:00.000Z',
  nextStep: { kind: 'admit_card_out', examDate: '2026-07-05', examTentative: false },
  ...overrides,
});

beforeAll(() => {
  // Radix dialogs use pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture = vi.fn(() => false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prefilledFee, the prefilled fee (the job page\'s "Your fee")', () => {
  const member = (category: string | null, extra: { pwbd?: boolean; exServiceman?: boolean } = {}) => ({
    category,
    pwbd: extra.pwbd ?? false,
    exServiceman: extra.exServiceman ?? false,
  });
  it('is the row of the member’s category, named by its category or its label, the cheapest that applies', () => {
    expect(prefilledFee(job.details.fees, member('obc'))).toBe(80);
    expect(prefilledFee(job.details.fees, member('sc'))).toBe(0);
    expect(prefilledFee(job.details.fees, member('st'))).toBe(0); // "SC / ST"
    expect(prefilledFee(job.details.fees, member('ews'))).toBe(100); // "General / EWS"
    expect(prefilledFee([{ category: 'all', label: 'All', amount: 250 }], member('st'))).toBe(250);
  });
  it('is nothing for a woman where the notice exempts women, and the category’s fee for a man', () => {
    const ssc = [
      { category: 'general', label: 'General / OBC / EWS (men)', amount: 100 },
      { category: 'female', label: 'Women (all categories)', amount: 0 },
    ] as const;
    expect(prefilledFee(ssc, { ...member('obc'), gender: 'female' })).toBe(0);
    expect(prefilledFee(ssc, { ...member('obc'), gender: 'male' })).toBe(100);
    expect(prefilledFee(ssc, { ...member(null), gender: 'female' })).toBe(0);
  });
  it('is unknown without fee rows, or without a category where the fee depends on it', () => {
    expect(prefilledFee(job.details.fees, member(null))).toBeNull();
    expect(prefilledFee(job.details.fees, undefined)).toBeNull();
    expect(prefilledFee([], member('general'))).toBeNull();
  });
});

describe('"I applied" on the job page', () => {
  it('opens the form with today and the member’s fee, and records the application', async () => {
    let saved: unknown;
    const { calls } = mockFetch(({ url, method, body }) => {
      if (url === '/api/me/profile') return { body: { category: 'obc' } };
      if (method === 'PUT') {
        saved = body;
        return { body: { application: record({ appliedOn: today, applicationNumber: 'REG/2026/7' }) } };
      }
      return { body: { application: null } };
    });
    renderWithProviders(<AppliedButton job={job} />);
    const button = await screen.findByRole('button', { name: 'I applied' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'I applied' });
    expect(within(dialog).getByLabelText('Date you applied')).toHaveValue(today);
    await waitFor(() => expect(within(dialog).getByLabelText('Fee paid (₹)')).toHaveValue(80));
    await userEvent.type(within(dialog).getByLabelText('Registration / application number'), 'REG/2026/7');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Centre: Patna');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual({ appliedOn: today, applicationNumber: 'REG/2026/7', feePaid: 80, note: 'Centre: Patna' }),
    );
    expect(calls().find((call) => call.method === 'PUT')?.url).toBe(`/api/me/applications/${job.id}`);
    const [year, month, day] = today.split('-');
    expect(await screen.findByRole('button', { name: `Applied on ${day}/${month}/${year}` })).toBeInTheDocument();
  });

  it('names each mistake before sending anything', async () => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/me/profile' ? { body: { category: null } } : { body: { application: null } },
    );
    renderWithProviders(<AppliedButton job={job} />);
    const button = await screen.findByRole('button', { name: 'I applied' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Date you applied');
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-01');
    await userEvent.type(within(dialog).getByLabelText('Fee paid (₹)'), '12.5');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'x'.repeat(10));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The date you applied cannot be after today.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the registration or application number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the fee in whole rupees, from 0 to 100000.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Registration / application number')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByLabelText('Registration / application number'), 'ABC<1>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Use letters, digits, spaces and / . _ - only.')).toBeInTheDocument();
    expect(calls().filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows "Applied on <date>", and edits or removes the record', async () => {
    let current: Application | null = record();
    mockFetch(({ method }) => {
      if (method === 'DELETE') {
        current = null;
        return { status: 200 };
      }
      return { body: { application: current } };
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<AppliedButton job={job} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Applied on 05/03/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your application' });
    expect(within(dialog).getByLabelText('Registration / application number')).toHaveValue('REG-42');
    expect(within(dialog).getByLabelText('Fee paid (₹)')).toHaveValue(80);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'I applied' })).toBeInTheDocument();
  });

  it('is not there for a signed-out visitor', async () => {
    const { SignInGateContext } = await import('../../../lib/sign-in-gate.ts');
    const { fetch } = mockFetch(() => ({ status: 401, body: {} }));
    renderWithProviders(
      <SignInGateContext.Provider value={{ signedIn: false, ask: () => undefined }}>
        <AppliedButton job={job} />
      </SignInGateContext.Provider>,
    );
    expect(screen.queryByTestId('applied-button')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('/applications', () => {
  it('says what to do when there is nothing yet', async () => {
    mockFetch(() => ({ body: { items: [] } }));
    renderWithProviders(<ApplicationsList />);
    expect(
      await screen.findByText(
        'You have not recorded any applications yet. After you apply for a job, open its page and press “I applied” to track its admit card, answer key and result here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('lists each application with its next step and a link to the job', async () => {
    mockFetch(() => ({
      body: {
        items: [
          record(),
          record({
            recruitment: {
              ...record().recruitment,
              id: 'b',
              slug: 'demo-po-2026',
              title: 'Demo PO 2026',
              titleHi: null,
            },
            feePaid: null,
            note: null,
            nextStep: { kind: 'objection_open', until: '2026-07-25' },
            scoreCheckNoticeId: '5d1c6a34-0000-4000-8000-00000000000a',
          }),
        ],
      },
    }));
    renderWithProviders(<ApplicationsList />);
    const items = await screen.findAllByTestId('application-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByTestId('application-next-step')).toHaveTextContent('Next: Admit card is outExam on 05/07/2026');
    expect(first.getByText('Applied on 05/03/2026')).toBeInTheDocument();
    expect(first.getByText('Application no. REG-42')).toBeInTheDocument();
    expect(first.getByText('Fee paid ₹80')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', '/jobs/demo-clerk-2026');
    expect(within(items[1]!).getByTestId('application-next-step')).toHaveTextContent(
      'Answer key is out; objections open until 25/07/2026',
    );
    // The answer key's score check, where there is one.
    expect(first.queryByRole('link', { name: 'Check my score on the answer key' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Check my score on the answer key' })).toHaveAttribute(
      'href',
      '/answer-key/5d1c6a34-0000-4000-8000-00000000000a/check',
    );
  });

  it('is in Hindi in Hindi mode', async () => {
    await setLanguage('hi');
    try {
      mockFetch(() => ({ body: { items: [record({ nextStep: { kind: 'result_out', date: '2026-09-01' } })] } }));
      renderWithProviders(<ApplicationsList />);
      const item = await screen.findByTestId('application-item');
      expect(within(item).getByTestId('application-next-step')).toHaveTextContent('अगला चरण: परिणाम जारी हो गया है');
      expect(within(item).getByText('05/03/2026 को आवेदन किया')).toBeInTheDocument();
      expect(within(item).getByRole('link', { name: 'नौकरी खोलें' })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
