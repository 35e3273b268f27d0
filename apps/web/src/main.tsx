import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { App } from './app/app.tsx';
import { prepareRoutes } from './app/router.tsx';
import { prepareClassMerge } from './lib/cn.ts';
import { installBackActionHandler } from './app/layout/back-action.ts';
import { startLanguage } from './lib/i18n.ts';
import { seedInitialQueries } from './lib/initial-queries.ts';
import { guardHistory } from './lib/navigation/guarded-history.ts';
import { nextTask } from './lib/next-task.ts';
import { notFoundDocument } from './app/not-found-document.ts';
import { queryClient } from './lib/query-client.ts';
import { promptToUpdate } from './pwa/update-prompt.ts';
import './styles.css';

installBackActionHandler();

// The service worker (offline app shell, saved copies, "Refresh to update"): after first paint, in
// its own chunk. The dev server has none.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void import('./pwa/register.ts').then(({ registerServiceWorker }) => registerServiceWorker(promptToUpdate));
}

/** The browser's history, able to hold a navigation back for a confirmation (lib/navigation/guarded-history.ts). */
const history = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
const rootElement = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App
      client={queryClient}
      history={history}
      notFoundAt={notFoundDocument()}
      drawsPage={!rootElement.hasChildNodes()}
    />
  </StrictMode>
);

// A server-rendered page (docs/decisions/018) loads this script only once it has been painted
// (public/boot.js) and holds the answers it was rendered from: the app starts from them, so its first
// render is the HTML's. English renders at once; a device switched to Hindi first fetches the Hindi
// strings (a small chunk, precached by the service worker), so its first screen is Hindi rather than a
// flash of English (the server rendered it in Hindi too: the language cookie, lib/i18n.ts).
void (async () => {
  await nextTask();
  seedInitialQueries(queryClient);
  await startLanguage();
  await nextTask();
  // The class merger's lookup, which the first render would otherwise build in the middle of its work.
  prepareClassMerge();
  await nextTask();
  // The routes matched once before the render that needs them, in a task of their own.
  prepareRoutes(window.location.pathname);
  await nextTask();
  // In a transition: React works in slices of a few milliseconds and lets the browser in between
  // (a cheap phone stays responsive to scrolling while the app starts).
  startTransition(() => {
    // Server-rendered: the app adopts the HTML on screen (nothing is drawn again, nothing moves).
    if (rootElement.hasChildNodes()) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  });
})();
