import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { JobDetail as JobDetailData } from '@jobportal/shared';
import { setLanguage } from '../../../lib/i18n.ts';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { JobDetail, linkLabel } from './job-detail.tsx';

const job: JobDetailData = {
  id: '1',
  slug: 'demo-ssc-cgl-2026',
  title: 'SSC CGL Recruitment 2026',
  titleHi: null,
  organisation: 'Staff Selection Commission (Demo)',
  organisationShortName: 'SSC',
  sector: 'ssc',
  states: [],
  qualifications: ['graduate'],
  totalVacancies: 100,
  applicationStart: '2026-01-01',
  lastDate: '2026-02-05',
  publishedAt: '2026-01-01T00:00:00.000Z',
  daysLeft: 10,
  isNew: false,
  expired: false,
  summary: 'A demo recruitment.',
  summaryHi: null,
  examName: 'CGL',
  advertisementNo: null,
  organisationWebsite: 'https://ssc.example.gov.in',
  payScale: null,
  jobLocation: null,
  officialSourceUrl: 'https://ssc.example.gov.in/notice',
  lastVerifiedAt: null,
  details: {
    importantDates: [{ kind: 'last_date', label: 'Last date', date: '2026-02-05' }],
    fees: [],
    paymentModes: [],
    vacancies: [],
    eligibility: [],
    selectionStages: ['Tier-I', 'Tier-II'],
    examPattern:
      '**Prelims** decide the shortlist.\n\n| Section | Questions |\n| --- | --- |\n| Reasoning | 25 |\n\n' +
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> [bad](javascript:alert(1))',
    howToApply: [],
    documents: [],
    faqs: [],
    links: [],
    corrections: [],
  },
  notices: [],
};

afterEach(() => vi.unstubAllGlobals());

it('renders the exam pattern as sanitized Markdown: bold and a table, no script or event handler', async () => {
  mockFetch(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }));
  const { container } = renderWithProviders(<JobDetail job={job} />);
  const pattern = await screen.findByTestId('exam-pattern');
  await waitFor(() => expect(pattern.querySelector('strong')).toHaveTextContent('Prelims'));
  const table = pattern.querySelector('table');
  expect(table).not.toBeNull();
  expect(table!.querySelector('th')).toHaveTextContent('Section');
  expect(table!.querySelector('td')).toHaveTextContent('Reasoning');
  // The table scrolls inside its own box, never the page.
  expect(table!.parentElement).toHaveClass('overflow-x-auto');
  expect(pattern).not.toHaveTextContent('**');
  expect(pattern).not.toHaveTextContent('| --- |');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(screen.getByText('bad').getAttribute('href') ?? '').not.toContain('javascript');
});

it('shows the usual link labels in the reader’s language in Hindi mode, and every label as written in English mode', () => {
  expect(linkLabel({ kind: 'apply', label: 'Apply online' }, 'hi')).toEqual({ standard: true, lang: 'hi' });
  expect(linkLabel({ kind: 'notification', label: ' Notification (PDF) ' }, 'hi')).toEqual({
    standard: true,
    lang: 'hi',
  });
  expect(linkLabel({ kind: 'official', label: 'Official Website' }, 'hi')).toEqual({ standard: true, lang: 'hi' });
  // A label that says more than its kind keeps the admin's words.
  expect(linkLabel({ kind: 'syllabus', label: 'Tier-I and Tier-II syllabus' }, 'hi')).toEqual({
    standard: false,
    lang: 'en',
  });
  expect(linkLabel({ kind: 'other', label: 'Apply online' }, 'hi')).toEqual({ standard: false, lang: 'en' });
  expect(linkLabel({ kind: 'apply', label: 'Apply online' }, 'en')).toEqual({ standard: false, lang: 'en' });
});

const withUploads: JobDetailData = {
  ...job,
  details: {
    ...job.details,
    fees: [
      { category: 'general', label: 'General / OBC / EWS (men)', amount: 100 },
      { category: 'sc', label: 'SC / ST', amount: 0 },
    ],
    uploadSpecs: [
      {
        kind: 'photo',
        widthCm: 3.5,
        heightCm: 4.5,
        dpi: 200,
        minKb: 20,
        maxKb: 50,
        formats: ['jpeg'],
        background: 'white',
        nameAndDate: true,
      },
      { kind: 'signature', widthPx: 140, heightPx: 60, minKb: 10, maxKb: 20, formats: ['jpeg'], nameAndDate: false },
      {
        kind: 'other',
        label: 'Caste certificate',
        labelHi: 'जाति प्रमाण पत्र',
        minKb: 50,
        maxKb: 300,
        formats: ['pdf'],
        nameAndDate: false,
      },
    ],
  },
};

const uploadTexts = () =>
  [...screen.getByTestId('upload-specs').querySelectorAll('li')].map((item) => item.textContent);

it('lists what to upload: cm at a dpi with its pixels, px, the KB range, formats, background, name and date', async () => {
  mockFetch(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }));
  renderWithProviders(<JobDetail job={withUploads} />);
  // A chunk of its own (the server's HTML is adopted while the app hydrates): drawn once it loads.
  expect(await screen.findByRole('heading', { name: 'What to upload' })).toBeInTheDocument();
  expect(uploadTexts()).toEqual([
    'Photo: 3.5 × 4.5 cm at 200 dpi (276 × 354 px) · 20–50 KB · JPEG · White background · Name and date on the photo',
    'Signature: 140 × 60 px · 10–20 KB · JPEG',
    'Caste certificate: 50–300 KB · PDF',
  ]);
  const prepare = screen.getByTestId('prepare-uploads');
  expect(prepare).toHaveTextContent('Prepare my photo and signature');
  expect(prepare).toHaveAttribute('href', '/tools/photo?job=demo-ssc-cgl-2026');
});

it('lists what to upload in Hindi in Hindi mode', async () => {
  mockFetch(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }));
  try {
    await setLanguage('hi');
    renderWithProviders(<JobDetail job={withUploads} />);
    expect(await screen.findByRole('heading', { name: 'क्या अपलोड करना है' })).toBeInTheDocument();
    expect(uploadTexts()).toEqual([
      'फ़ोटो: 200 dpi पर 3.5 × 4.5 सेमी (276 × 354 px) · 20–50 KB · JPEG · सफ़ेद पृष्ठभूमि · फ़ोटो पर नाम और तारीख',
      'हस्ताक्षर: 140 × 60 px · 10–20 KB · JPEG',
      'जाति प्रमाण पत्र: 50–300 KB · PDF',
    ]);
    expect(screen.getByTestId('prepare-uploads')).toHaveTextContent('मेरी फ़ोटो और हस्ताक्षर तैयार करें');
  } finally {
    await setLanguage('en');
  }
});

it('has no upload section without specs, and no fitter link when nothing is an image it can prepare', async () => {
  mockFetch(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }));
  const { unmount } = renderWithProviders(<JobDetail job={job} />);
  expect(screen.queryByTestId('upload-specs')).toBeNull();
  unmount();
  renderWithProviders(
    <JobDetail
      job={{
        ...withUploads,
        details: { ...withUploads.details, uploadSpecs: withUploads.details.uploadSpecs!.slice(2) },
      }}
    />,
  );
  expect(await screen.findByTestId('upload-specs')).toBeInTheDocument();
  expect(screen.queryByTestId('prepare-uploads')).toBeNull();
});

it('states the member’s own fee, "Your fee: ₹100 (OBC)", in English and in Hindi', async () => {
  mockFetch(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }));
  const mine: JobDetailData = {
    ...withUploads,
    yourFee: { kind: 'fee', amount: 100, basis: 'obc', label: 'General / OBC / EWS (men)' },
  };
  const { unmount } = renderWithProviders(<JobDetail job={mine} />);
  expect(await screen.findByTestId('your-fee')).toHaveTextContent(/^Your fee: ₹100 \(OBC\)$/);
  unmount();
  try {
    await setLanguage('hi');
    const hindi = renderWithProviders(
      <JobDetail job={{ ...mine, yourFee: { ...mine.yourFee!, basis: 'esm' } as never }} />,
    );
    expect(await screen.findByTestId('your-fee')).toHaveTextContent(/^आपका शुल्क: ₹100 \(पूर्व सैनिक\)$/);
    hindi.unmount();
    renderWithProviders(<JobDetail job={{ ...mine, yourFee: { kind: 'needs_category' } }} />);
    expect(await screen.findByTestId('your-fee')).toHaveTextContent('अपना शुल्क देखने के लिए प्रोफ़ाइल में अपनी श्रेणी जोड़ें।');
  } finally {
    await setLanguage('en');
  }
});

it('states a woman’s fee where women are exempt, "Your fee: ₹0 (Women)", in English and in Hindi', async () => {
  mockFetch(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }));
  const hers: JobDetailData = {
    ...withUploads,
    yourFee: { kind: 'fee', amount: 0, basis: 'female', label: 'Women (all categories)' },
  };
  const { unmount } = renderWithProviders(<JobDetail job={hers} />);
  expect(await screen.findByTestId('your-fee')).toHaveTextContent(/^Your fee: ₹0 \(Women\)$/);
  unmount();
  try {
    await setLanguage('hi');
    renderWithProviders(<JobDetail job={hers} />);
    expect(await screen.findByTestId('your-fee')).toHaveTextContent(/^आपका शुल्क: ₹0 \(महिला\)$/);
  } finally {
    await setLanguage('en');
  }
});

it('marks a post the notice opens to women only or men only, in English and in Hindi', async () => {
  mockFetch(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }));
  const police: JobDetailData = {
    ...job,
    details: {
      ...job.details,
      eligibility: [
        { post: 'Constable (Men)', text: '12th pass.', gender: 'male' },
        { post: 'Constable (Women)', text: '12th pass.', gender: 'female' },
        { post: 'Driver', text: '10th pass.' },
      ],
    },
  };
  const { unmount } = renderWithProviders(<JobDetail job={police} />);
  expect(screen.getByText('Constable (Women)')).toHaveTextContent(/^Constable \(Women\)Women only$/);
  expect(screen.getByText('Constable (Men)')).toHaveTextContent(/^Constable \(Men\)Men only$/);
  expect(screen.getByText('Driver')).toHaveTextContent(/^Driver$/);
  unmount();
  try {
    await setLanguage('hi');
    renderWithProviders(<JobDetail job={police} />);
    expect(screen.getByText('Constable (Women)')).toHaveTextContent('केवल महिलाएँ');
    expect(screen.getByText('Constable (Men)')).toHaveTextContent('केवल पुरुष');
  } finally {
    await setLanguage('en');
  }
});

it('asks for the category when the fee depends on it, and says nothing for visitors', async () => {
  mockFetch(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }));
  const { unmount } = renderWithProviders(<JobDetail job={{ ...withUploads, yourFee: { kind: 'needs_category' } }} />);
  expect(await screen.findByTestId('your-fee')).toHaveTextContent('Add your category to your profile to see your fee.');
  expect(await screen.findByRole('button', { name: 'Add my details' })).toBeInTheDocument();
  unmount();
  renderWithProviders(<JobDetail job={withUploads} />);
  expect(screen.queryByTestId('your-fee')).toBeNull();
});
