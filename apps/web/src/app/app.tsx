import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { AuthProvider } from '../features/auth/hooks/auth-context.tsx';
import type { GuardedHistory } from '../lib/navigation/guarded-history.ts';
import { NavigationGuardProvider } from '../lib/navigation/use-blocker.tsx';
import { AppRoutes } from './router.tsx';
import { HydratedProvider, PersonalPartsProvider } from '../lib/page-lifecycle.ts';
import { NotFoundDocumentContext, type NotFoundDocument } from './not-found-document.ts';

/**
 * The whole app. The browser gives it its query cache and history (main.tsx); the server renders the
 * same tree for one URL with a memory history and a cache of its own (entry-server.tsx), and the
 * browser hydrates that HTML. `notFoundAt`: a document the server answered 404 or 400, where the app
 * shows its not-found page. `drawsPage`: the browser draws the page itself (its root holds no server
 * HTML to hydrate).
 */
export function App({
  client,
  history,
  notFoundAt,
  drawsPage = false,
}: {
  client: QueryClient;
  history: GuardedHistory;
  notFoundAt?: NotFoundDocument | undefined;
  drawsPage?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <HydratedProvider drawsPage={drawsPage}>
          <PersonalPartsProvider drawsPage={drawsPage}>
            <NavigationGuardProvider history={history}>
              <HistoryRouter history={history}>
                {/* Only the first page shows this: later pages load in a transition, the last one stays. */}
                <Suspense fallback={<FullScreenSpinner />}>
                  <NotFoundDocumentContext value={notFoundAt}>
                    <AppRoutes />
                  </NotFoundDocumentContext>
                </Suspense>
              </HistoryRouter>
            </NavigationGuardProvider>
          </PersonalPartsProvider>
        </HydratedProvider>
        <LazyToaster closeLabel={t('common.close')} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
