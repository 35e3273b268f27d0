import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@jobportal/shared';
import { renderJobDetail, renderListPage } from './entry-server.tsx';

const job: JobDetail = {
  id: 'j1',
  slug: 'rrb-ntpc-2026',
  title: 'RRB NTPC 2026 <b>& more</b>',
  titleHi: 'आरआरबी एनटीपीसी 2026',
  organisation: 'Railway Recruitment Board',
  organisationShortName: 'RRB',
  sector: 'railway',
  states: [],
  qualifications: ['graduate'],
  totalVacancies: 11558,
  applicationStart: '2026-03-01',
  lastDate: '2026-04-15',
  publishedAt: '2026-03-01T00:00:00.000Z',
  daysLeft: 20,
  isNew: false,
  expired: false,
  summary: 'Graduate and undergraduate posts on Indian Railways.',
  summaryHi: null,
  examName: 'NTPC',
  advertisementNo: 'CEN 05/2026',
  organisationWebsite: 'https://rrb.example.gov.in',
  payScale: null,
  jobLocation: null,
  officialSourceUrl: 'https://rrb.example.gov.in/ntpc',
  lastVerifiedAt: '2026-03-02',
  details: {
    importantDates: [
      { kind: 'application_start', label: 'Application starts', date: '2026-03-01' },
      { kind: 'last_date', label: 'Last date to apply', date: '2026-04-15' },
    ],
    fees: [],
    paymentModes: [],
    vacancies: [{ post: 'Station Master', ur: 400, obc: 200, sc: 100, st: 50, ews: 50, total: 800 }],
    eligibility: [],
    selectionStages: [],
    howToApply: [],
    documents: [],
    faqs: [],
    links: [{ kind: 'apply', label: 'Apply online', url: 'https://rrb.example.gov.in/apply' }],
    corrections: [],
  },
  notices: [],
};

describe('renderJobDetail (the server rendering of public job pages)', () => {
  it('renders the web app’s job page to HTML: title, dates, vacancies and links, escaped', () => {
    const html = renderJobDetail(job);
    expect(html).toContain('RRB NTPC 2026 &lt;b&gt;&amp; more&lt;/b&gt;');
    expect(html).not.toContain('<b>& more</b>');
    expect(html).toMatch(/<h1[^>]*>RRB NTPC 2026/);
    expect(html).toContain('Important dates');
    expect(html).toContain('15/04/2026');
    expect(html).toContain('Station Master');
    expect(html).toContain('href="https://rrb.example.gov.in/apply"');
    // Signed out on the server: "Save" (which asks to sign in), never a saved state.
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Save</);
  });
});

describe('renderListPage (the server rendering of public lists)', () => {
  const card = {
    id: job.id,
    slug: job.slug,
    title: job.title,
    titleHi: job.titleHi,
    organisation: job.organisation,
    organisationShortName: job.organisationShortName,
    sector: job.sector,
    states: job.states,
    qualifications: job.qualifications,
    totalVacancies: job.totalVacancies,
    applicationStart: job.applicationStart,
    lastDate: job.lastDate,
    publishedAt: job.publishedAt,
    daysLeft: job.daysLeft,
    isNew: job.isNew,
    expired: job.expired,
  };
  const answers: Record<string, unknown> = {
    '/api/jobs?sort=last_date&show=open&page=1': { items: [card], page: 1, perPage: 20, total: 1, totalCapped: false },
    '/api/site': { demoContent: false, publicContent: true },
  };
  const asked: string[] = [];
  const fetchApi = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const body = answers[url];
    return new Response(JSON.stringify(body ?? { code: 'NOT_FOUND', message: 'No route' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;

  it('renders /jobs with its first page from the page’s own requests, and returns the answers for the app', async () => {
    const rendered = await renderListPage('/jobs', fetchApi);
    expect(asked).toContain('/api/jobs?sort=last_date&show=open&page=1');
    expect(rendered!.html).toMatch(/<h1[^>]*>Government Jobs/);
    expect(rendered!.html).toContain('RRB NTPC 2026 &lt;b&gt;&amp; more&lt;/b&gt;');
    expect(rendered!.html).toContain('href="/jobs/rrb-ntpc-2026"');
    // The head is the server's (share-head.ts): no <title> in the body.
    expect(rendered!.html).not.toContain('<title>');
    expect(rendered!.queries).toContainEqual({
      key: ['jobs', 'sort=last_date&show=open&page=1'],
      data: answers['/api/jobs?sort=last_date&show=open&page=1'],
    });
  });

  it('renders nothing for a path that is not a public list', async () => {
    expect(await renderListPage('/dashboard', fetchApi)).toBeUndefined();
    expect(await renderListPage('/jobs/rrb-ntpc-2026', fetchApi)).toBeUndefined();
  });
});
