import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { JobDetail as JobDetailData } from '@jobportal/shared';
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
