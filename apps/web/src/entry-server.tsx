// Server rendering (docs/decisions/016-shared-links.md, 018-server-rendered-pages.md): built by
// `vite.ssr.config.ts` into `dist-server/entry-server.js`, which the server imports at start.
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchRoutes, UNSAFE_createMemoryHistory } from 'react-router';
import { isRenderedPath, requestPath, type NotFoundKind, type RenderedPage } from '@jobportal/shared';
import { App } from './app/app.tsx';
import { routes, type PageHandle } from './app/router.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { i18next, loadLanguage, type Language } from './lib/i18n.ts';
import { guardHistory } from './lib/navigation/guarded-history.ts';
import { fetchSession, sessionQueryKey } from './lib/session.ts';
import { siteQuery } from './features/site/public-content.ts';

/** The request being rendered: its requests to the API go out with its cookie (see `renderPage`). */
const requests = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const fetchApi = requests.getStore();
  return fetchApi ? fetchApi(input, init) : Promise.reject(new Error('API request outside a server render'));
});

/** Loads the chunk of the page at `pathname`, so the page renders rather than its loading state. */
async function loadPageAt(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.load()));
}

/** Rounds of render, answer the requests it made, render again: for requests that depend on others. */
const MAX_ROUNDS = 8;

export type RenderOptions = {
  /** The server's own API, answering as the visitor (their cookie). */
  fetchApi: typeof fetch;
  /** The visitor's interface language (the app's language cookie). */
  language: Language;
  /** The app's not-found page for this kind of thing, whatever `url` is: the server answers the URL 404 or 400. */
  notFound?: NotFoundKind;
};

/** A query the render asked for and nobody has answered yet (a disabled one waits for another's answer). */
const waiting = (query: Query) =>
  query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false;

/**
 * The app's HTML for `url` as this visitor sees it, with the answers it was rendered from, so the
 * browser's app hydrates it (main.tsx) instead of drawing the page again. The very same `<App>` the
 * browser runs, with a memory history at `url` and a query cache of its own; its requests are answered
 * by the server's API in-process, as the visitor. Undefined for a page not rendered here, or one this
 * visitor is sent away from (signed in at `/`, signed out on a members' page): the app redirects.
 * With `notFound`, the not-found page for anyone (the browser's app shows it too: `NotFoundDocumentContext`).
 */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage | undefined> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const notFound = options.notFound;
  if (!notFound && !isRenderedPath(pathname)) return undefined;
  return requests.run(options.fetchApi, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    // Who is asking decides whether the page is theirs to see (guards.tsx decides the same in the app).
    const [session, site] = await Promise.all([
      client.fetchQuery({ queryKey: sessionQueryKey, queryFn: () => fetchSession() }),
      client.fetchQuery(siteQuery),
    ]);
    const signedIn = session !== null;
    const allowed =
      notFound || (pathname === '/' ? !signedIn : signedIn || (site.publicContent && pathname !== '/dashboard'));
    if (!allowed) return undefined;
    await Promise.all([loadPageAt(pathname), options.language === 'en' ? undefined : loadLanguage(options.language)]);

    const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }));
    const render = () => {
      // Renders are synchronous and others may run between them: each sets its own language first.
      void i18next.changeLanguage(options.language);
      if (i18next.language !== options.language) throw new Error(`language ${options.language} not ready`);
      return renderToString(
        <App
          client={client}
          history={history}
          notFoundAt={notFound ? { path: pathname, kind: notFound } : undefined}
        />,
      );
    };
    const urls = new Map<string, string>();
    let html = render();
    for (let round = 1; round < MAX_ROUNDS; round += 1) {
      const asked = client.getQueryCache().getAll().filter(waiting);
      // Code the page loads lazily that has not arrived yet leaves a boundary to the browser: wait for it.
      const suspended = html.includes('<!--$!-->');
      if (asked.length === 0 && !suspended) break;
      // Each query's request is noted with it: the server tells public answers from personal ones by it.
      await Promise.all(
        asked.map((query) =>
          requests.run(
            (input, init) => {
              urls.set(query.queryHash, requestPath(input));
              return options.fetchApi(input, init);
            },
            () => query.fetch().catch(() => undefined),
          ),
        ),
      );
      if (suspended) await new Promise((resolve) => setTimeout(resolve, 5));
      html = render();
    }
    const queries = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => {
        const url = urls.get(query.queryHash);
        return { key: query.queryKey, data: query.state.data, ...(url ? { url } : {}) };
      });
    return { html, queries, language: options.language, personal: signedIn };
  });
}
