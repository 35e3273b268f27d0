import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installBackActionHandler } from './app/layout/back-action.ts';
import { startLanguage } from './lib/i18n.ts';
import { seedInitialQueries } from './lib/initial-queries.ts';
import { queryClient } from './lib/query-client.ts';
import { promptToUpdate } from './pwa/update-prompt.ts';
import './styles.css';

installBackActionHandler();

// The service worker (offline app shell, saved copies, "Refresh to update"): after first paint, in
// its own chunk. The dev server has none.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void import('./pwa/register.ts').then(({ registerServiceWorker }) => registerServiceWorker(promptToUpdate));
}

// The server's head tags (title, description, Open Graph: for link previews and crawlers) give way to
// the ones each page writes (page-head.tsx), so none is doubled.
for (const tag of document.head.querySelectorAll('[data-server-head]')) tag.remove();

// A server-rendered page (PUBLIC_CONTENT=true) loads this script only once it has been painted
// (public/boot.js); the app then starts from the answers the page was rendered from.
seedInitialQueries(queryClient);
// English renders at once; a device switched to Hindi first fetches the Hindi strings (a small chunk,
// precached by the service worker), so its first screen is Hindi rather than a flash of English.
// The first render is a transition: React renders in slices of a few milliseconds and lets the browser
// in between (a cheap phone stays responsive to taps and scrolling while the app starts).
void startLanguage().then(() => {
  const reactRoot = createRoot(document.getElementById('root')!);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
