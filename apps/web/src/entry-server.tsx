// Server rendering of public pages (docs/decisions/016-shared-links.md): built by `vite.ssr.config.ts`
// into `dist-server/entry-server.js`, which the server imports when PUBLIC_CONTENT=true.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { JobDetail as JobDetailData } from '@jobportal/shared';
import { JobDetail } from './features/jobs/components/job-detail.tsx';
import './lib/i18n.ts';
import { SignInGateContext } from './lib/sign-in-gate.ts';

const signedOut = { signedIn: false, ask: () => undefined };

/**
 * A recruitment's page as the web app renders it (the same `JobDetail` component), as HTML for the
 * app's root: the page as a signed-out visitor first sees it, before any script runs. Lazily loaded
 * parts (Markdown sections) show their placeholder; the app renders the page itself once it starts.
 */
export function renderJobDetail(job: JobDetailData): string {
  // Nothing fetches on the server: the page is rendered from `job` alone.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/jobs/${job.slug}`]}>
        <SignInGateContext value={signedOut}>
          {/* The layout's <main> (app-layout.tsx), so the page does not move when the app takes over. */}
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
            <JobDetail job={job} />
          </main>
        </SignInGateContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
