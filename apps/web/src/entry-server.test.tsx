import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, UNSAFE_createMemoryHistory } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_RENDER_PATH, type JobDetail } from '@jobportal/shared';
import { App } from './app/app.tsx';
import { routes, type PageHandle } from './app/router.tsx';
import { renderPage } from './entry-server.tsx';
import { guardHistory } from './lib/navigation/guarded-history.ts';

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
    uploadSpecs: [
      { kind: 'photo', widthPx: 200, heightPx: 230, minKb: 20, maxKb: 50, formats: ['jpeg'], nameAndDate: true },
      { kind: 'other', label: 'Caste certificate', minKb: 50, maxKb: 300, formats: ['pdf'], nameAndDate: false },
    ],
  },
  notices: [],
};

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
const jobsPage = { items: [card], page: 1, perPage: 20, total: 1, totalCapped: false };
const session = {
  session: { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'asha@example.com', name: 'Asha <Verma>' },
};
const me = {
  id: 'u1',
  email: 'asha@example.com',
  name: 'Asha <Verma>',
  image: null,
  isAdmin: false,
  preferredLanguage: null,
};

/** The server's API as one visitor sees it: answers by URL, and every URL asked for. */
function api(options: { signedIn: boolean; publicContent: boolean }) {
  const answers: Record<string, unknown> = {
    '/api/auth/get-session': options.signedIn ? session : null,
    '/api/site': { demoContent: false, publicContent: options.publicContent },
    '/api/jobs?sort=last_date&show=open&page=1': jobsPage,
    [`/api/jobs/${job.slug}`]: job,
    ...(options.signedIn ? { '/api/me': me } : {}),
  };
  const asked: string[] = [];
  const fetchApi = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const found = url in answers;
    return new Response(JSON.stringify(found ? answers[url] : { code: 'NOT_FOUND', message: 'No route' }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchApi, asked };
}

describe('renderPage (the server rendering of the pages visitors land on)', () => {
  let signedOut: ReturnType<typeof api>;
  beforeEach(() => {
    signedOut = api({ signedIn: false, publicContent: true });
  });

  it('renders the whole app at /jobs from the page’s own requests and returns their answers', async () => {
    const page = await renderPage('/jobs', { fetchApi: signedOut.fetchApi, language: 'en' });
    expect(signedOut.asked).toContain('/api/jobs?sort=last_date&show=open&page=1');
    // The app's layout (header, the main landmark) and the page in it: what the browser's app hydrates.
    expect(page!.html).toMatch(/<header/);
    expect(page!.html).toMatch(/<main[^>]*id="main"/);
    expect(page!.html).toMatch(/<h1[^>]*>Government Jobs/);
    expect(page!.html).toContain('RRB NTPC 2026 &lt;b&gt;&amp; more&lt;/b&gt;');
    expect(page!.html).not.toContain('<b>& more</b>');
    expect(page!.html).toContain('href="/jobs/rrb-ntpc-2026"');
    // The head is the server's (share-head.ts): no <title> in the body.
    expect(page!.html).not.toContain('<title>');
    // Each answer with the request that gave it (the server tells personal answers by it, decision 019).
    expect(page!.queries).toContainEqual({
      key: ['jobs', 'sort=last_date&show=open&page=1'],
      data: jobsPage,
      url: '/api/jobs?sort=last_date&show=open&page=1',
    });
    expect(page!.queries).toContainEqual({ key: ['auth', 'session'], data: null });
    expect(page!.personal).toBe(false);
  });

  it('renders a recruitment’s page: title, dates, vacancies and links, escaped', async () => {
    const page = await renderPage(`/jobs/${job.slug}`, { fetchApi: signedOut.fetchApi, language: 'en' });
    expect(page!.html).toMatch(/<h1[^>]*>RRB NTPC 2026 &lt;b&gt;&amp; more&lt;\/b&gt;/);
    expect(page!.html).toContain('Important dates');
    expect(page!.html).toContain('15/04/2026');
    expect(page!.html).toContain('Station Master');
    expect(page!.html).toContain('href="https://rrb.example.gov.in/apply"');
    // Signed out: "Save" (which asks to sign in), never a saved state.
    expect(page!.html).toMatch(/aria-pressed="false"[^>]*>.*Save</);
    expect(page!.queries).toContainEqual({ key: ['job', job.slug], data: job, url: `/api/jobs/${job.slug}` });
  });

  it('renders a recruitment’s "What to upload" in the visitor’s language, with the fitter link (issue #26)', async () => {
    const page = await renderPage(`/jobs/${job.slug}`, { fetchApi: signedOut.fetchApi, language: 'en' });
    expect(page!.html).toMatch(/<h2[^>]*>What to upload<\/h2>/);
    expect(page!.html).toContain('200 × 230 px · 20–50 KB · JPEG · Name and date on the photo');
    expect(page!.html).toContain('Caste certificate');
    expect(page!.html).toMatch(/<a data-testid="prepare-uploads"[^>]*href="\/tools\/photo\?job=rrb-ntpc-2026"/);
    const hindi = await renderPage(`/jobs/${job.slug}`, { fetchApi: signedOut.fetchApi, language: 'hi' });
    expect(hindi!.html).toMatch(/<h2[^>]*>क्या अपलोड करना है<\/h2>/);
    expect(hindi!.html).toContain('फ़ोटो पर नाम और तारीख');
    // The member's fee is never in the shared HTML (decision 019).
    expect(page!.html).not.toContain('Your fee');
  });

  it('renders a signed-in user’s dashboard as theirs, with their session and profile for the app', async () => {
    const member = api({ signedIn: true, publicContent: false });
    const page = await renderPage('/dashboard', { fetchApi: member.fetchApi, language: 'en' });
    expect(page!.personal).toBe(true);
    expect(page!.html).toContain('Welcome, Asha &lt;Verma&gt;');
    expect(page!.queries).toContainEqual({ key: ['auth', 'session'], data: session });
    expect(page!.queries).toContainEqual({ key: ['me', 'u1'], data: me, url: '/api/me' });
  });

  it('renders in Hindi when that is the visitor’s language', async () => {
    const member = api({ signedIn: true, publicContent: false });
    const page = await renderPage('/jobs', { fetchApi: member.fetchApi, language: 'hi' });
    expect(page!.language).toBe('hi');
    expect(page!.html).toMatch(/<h1[^>]*>सरकारी नौकरियाँ/);
    // Another visitor's page rendered after it is English again: the language is per render.
    const english = await renderPage('/jobs', { fetchApi: member.fetchApi, language: 'en' });
    expect(english!.html).toMatch(/<h1[^>]*>Government Jobs/);
  });

  it('leaves to the app the pages a visitor is sent away from, and the pages it does not render', async () => {
    const member = api({ signedIn: true, publicContent: false });
    // Signed in at the sign-in screen (the app goes to the dashboard).
    expect(await renderPage('/', { fetchApi: member.fetchApi, language: 'en' })).toBeUndefined();
    // Signed out on members' pages, and on the lists when content is not public.
    const closed = api({ signedIn: false, publicContent: false });
    expect(await renderPage('/dashboard', { fetchApi: closed.fetchApi, language: 'en' })).toBeUndefined();
    expect(await renderPage('/jobs', { fetchApi: closed.fetchApi, language: 'en' })).toBeUndefined();
    expect(await renderPage('/dashboard', { fetchApi: signedOut.fetchApi, language: 'en' })).toBeUndefined();
    // Pages drawn in the browser only.
    expect(await renderPage('/profile', { fetchApi: member.fetchApi, language: 'en' })).toBeUndefined();
    expect(await renderPage('/admin', { fetchApi: member.fetchApi, language: 'en' })).toBeUndefined();
  });

  it('renders the sign-in screen for a signed-out visitor, its form not usable until the app runs it', async () => {
    const closed = api({ signedIn: false, publicContent: false });
    const page = await renderPage('/', { fetchApi: closed.fetchApi, language: 'en' });
    expect(page!.html).toContain('Welcome Back');
    expect(page!.html).toMatch(/<input[^>]*id="email"[^>]*readOnly=""/i);
    expect(page!.html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});

describe('the not-found page (a URL the server answers 404 or 400: unknown content or path, a malformed id)', () => {
  it('is rendered for anyone, members and visitors in either mode, with nothing of the URL in it', async () => {
    const closed = api({ signedIn: false, publicContent: false });
    const visitor = await renderPage(NOT_FOUND_RENDER_PATH, {
      fetchApi: closed.fetchApi,
      language: 'en',
      notFound: 'page',
    });
    expect(visitor!.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(visitor!.html).toContain('The page you opened does not exist or has moved.');
    expect(visitor!.personal).toBe(false);
    // The same HTML wherever it is rendered: the server renders it once for every such URL.
    const again = await renderPage('/jobs/does-not-exist', {
      fetchApi: closed.fetchApi,
      language: 'en',
      notFound: 'page',
    });
    expect(again!.html).toBe(visitor!.html);
    expect(visitor!.html).not.toContain('does-not-exist');
    const member = api({ signedIn: true, publicContent: false });
    const own = await renderPage(NOT_FOUND_RENDER_PATH, {
      fetchApi: member.fetchApi,
      language: 'hi',
      notFound: 'page',
    });
    expect(own!.html).toMatch(/<h1[^>]*>पेज नहीं मिला<\/h1>/);
    expect(own!.personal).toBe(true);
    // A recruitment or a notice: said so, with the way back to the jobs their own pages have.
    for (const [kind, text] of [
      ['recruitment', 'This recruitment does not exist or is no longer published.'],
      ['notice', 'This notice does not exist or is no longer published.'],
    ] as const) {
      const html = (await renderPage(NOT_FOUND_RENDER_PATH, {
        fetchApi: closed.fetchApi,
        language: 'en',
        notFound: kind,
      }))!.html;
      expect(html, kind).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(html, kind).toContain(text);
      expect(html, kind).toMatch(/<a [^>]*href="\/jobs"[^>]*>.*Back to jobs<\/a>/);
    }
  });

  it('is what the browser’s app draws at the document’s path: it hydrates the server’s HTML as it is', async () => {
    const member = api({ signedIn: true, publicContent: false });
    const page = await renderPage(NOT_FOUND_RENDER_PATH, {
      fetchApi: member.fetchApi,
      language: 'en',
      notFound: 'recruitment',
    });
    const root = document.createElement('div');
    root.innerHTML = page!.html;
    document.body.append(root);
    // The browser: the document's URL is the one asked for, its query cache seeded from the document.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    for (const query of page!.queries) client.setQueryData(query.key, query.data);
    const history = guardHistory(
      UNSAFE_createMemoryHistory({ initialEntries: ['/jobs/does-not-exist'], v5Compat: true }),
    );
    // The code of the route at that URL is here too (as the browser may have it): whatever the app
    // draws there is drawn at once, so a page that is not the HTML's shows as a mismatch.
    await Promise.all(
      (matchRoutes(routes, '/jobs/does-not-exist') ?? []).map((match) =>
        (match.route.handle as PageHandle | undefined)?.load(),
      ),
    );
    const mismatches: unknown[] = [];
    const app = await act(async () => {
      const hydrated = hydrateRoot(
        root,
        <App client={client} history={history} notFoundAt={{ path: '/jobs/does-not-exist', kind: 'recruitment' }} />,
        {
          onRecoverableError: (error) => mismatches.push(error),
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      return hydrated;
    });
    expect(mismatches).toEqual([]);
    expect(root.querySelector('h1')?.textContent).toBe('Page not found');
    expect(root.textContent).toContain('This recruitment does not exist or is no longer published.');
    // Elsewhere the app's own routes: a list is the list.
    await act(async () => history.push('/jobs'));
    expect(root.querySelector('[data-testid="not-found"]')).toBeNull();
    act(() => app.unmount());
    root.remove();
  });
});
