// Server rendering of public pages (docs/decisions/016-shared-links.md): built by `vite.ssr.config.ts`
// into `dist-server/entry-server.js`, which the server imports when PUBLIC_CONTENT=true.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { InitialQuery, JobDetail as JobDetailData } from '@jobportal/shared';
import { JobsPage } from './app/routes/jobs-page.tsx';
import { ServerRenderedContext } from './app/layout/page-head.tsx';
import { NoticesPage } from './app/routes/notices-page.tsx';
import { StaticAuthProvider, type AuthState } from './features/auth/hooks/auth-context.tsx';
import { JobDetail } from './features/jobs/components/job-detail.tsx';
import { setApiFetch } from './lib/api-client.ts';
import './lib/i18n.ts';
import { SignInGateContext } from './lib/sign-in-gate.ts';

const signedOut = { signedIn: false, ask: () => undefined };
const signedOutAuth: AuthState = {
  loading: false,
  user: null,
  isAdmin: false,
  signOut: async () => false,
  refresh: async () => undefined,
};

/** The page inside what every page has around it: as a signed-out visitor on a phone sees it. */
function Page({ path, client, children }: { path: string; client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <StaticAuthProvider value={signedOutAuth}>
        <MemoryRouter initialEntries={[path]}>
          <SignInGateContext value={signedOut}>
            <ServerRenderedContext value>
              {/* The layout's <main> (app-layout.tsx), so the page does not move when the app takes over. */}
              <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
                {children}
              </main>
            </ServerRenderedContext>
          </SignInGateContext>
        </MemoryRouter>
      </StaticAuthProvider>
    </QueryClientProvider>
  );
}

/**
 * A recruitment's page as the web app renders it (the same `JobDetail` component), as HTML for the
 * app's root: the page as a signed-out visitor first sees it, before any script runs. Lazily loaded
 * parts (Markdown sections) show their placeholder; the app renders the page itself once it starts.
 */
export function renderJobDetail(job: JobDetailData): string {
  // Nothing fetches on the server: the page is rendered from `job` alone.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  return renderToString(
    <Page path={`/jobs/${job.slug}`} client={client}>
      <JobDetail job={job} />
    </Page>,
  );
}

/** The public lists the server renders, by path: the same page components the app's router shows. */
const LIST_PAGES: Record<string, () => ReactNode> = {
  '/jobs': () => <JobsPage />,
  '/result': () => <NoticesPage type="result" page="result" />,
  '/admit-card': () => <NoticesPage type="admit_card" page="admitCard" />,
  '/answer-key': () => <NoticesPage type="answer_key" page="answerKey" />,
  '/exam-date': () => <NoticesPage type="exam_date" page="examDate" />,
  '/misc': () => <NoticesPage type="misc" page="misc" />,
  '/syllabus': () => <NoticesPage type="syllabus" page="syllabus" />,
};

export type RenderedPage = { html: string; queries: InitialQuery[] };

/**
 * A public list (`/jobs`, the notice lists) with its first page of items, as a signed-out visitor
 * sees it without filters. The page's own queries run against the server's API (`fetchApi`, anonymous
 * requests only): render, answer the queries the render asked for, render again (at most three rounds,
 * for queries that depend on others). Returns the HTML and the answers, which the app starts from so
 * its first render shows the same items (lib/initial-queries.ts); undefined for other paths.
 */
export async function renderListPage(path: string, fetchApi: typeof fetch): Promise<RenderedPage | undefined> {
  const content = LIST_PAGES[path];
  if (!content) return undefined;
  setApiFetch(fetchApi);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const render = () =>
    renderToString(
      <Page path={path} client={client}>
        {content()}
      </Page>,
    );
  let html = render();
  for (let round = 0; round < 3; round += 1) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending');
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
  return { html, queries };
}
