import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { INITIAL_JOB_ELEMENT_ID, useJob } from './get-job.ts';

const serverJob = {
  id: 'j1',
  slug: 'rrb-ntpc-2026',
  title: 'RRB NTPC 2026',
  titleHi: null,
  organisation: 'Railway Recruitment Board',
  organisationShortName: 'RRB',
  sector: 'railway',
  states: [],
  qualifications: ['graduate'],
  totalVacancies: 11558,
  applicationStart: null,
  lastDate: '2026-04-15',
  publishedAt: null,
  daysLeft: 20,
  isNew: false,
  expired: false,
  summary: 'Posts on Indian Railways.',
  summaryHi: null,
  examName: null,
  advertisementNo: null,
  organisationWebsite: 'https://rrb.example.gov.in',
  payScale: null,
  jobLocation: null,
  officialSourceUrl: 'https://rrb.example.gov.in/ntpc',
  lastVerifiedAt: null,
  details: {
    importantDates: [],
    fees: [],
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
  notices: [],
};

afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

it('starts from the job the server rendered into the page, and only for that job', () => {
  // The network never answers: what shows comes from the document.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_JOB_ELEMENT_ID;
  element.textContent = JSON.stringify(serverJob);
  document.head.append(element);

  const same = renderHook(() => useJob('rrb-ntpc-2026'), { wrapper });
  expect(same.result.current.data?.title).toBe('RRB NTPC 2026');
  const byId = renderHook(() => useJob('j1'), { wrapper });
  expect(byId.result.current.data?.slug).toBe('rrb-ntpc-2026');
  const other = renderHook(() => useJob('ssc-cgl-2026'), { wrapper });
  expect(other.result.current.isPending).toBe(true);
  element.remove();
});
