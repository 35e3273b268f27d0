import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { AuthProvider } from '../features/auth/hooks/auth-context.tsx';
import { queryClient } from '../lib/query-client.ts';
import { guardHistory } from '../lib/navigation/guarded-history.ts';
import { NavigationGuardProvider } from '../lib/navigation/use-blocker.tsx';
import { AppRoutes } from './router.tsx';

/** The browser's history, able to hold a navigation back for a confirmation (lib/navigation/guarded-history.ts). */
const history = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <NavigationGuardProvider history={history}>
          <HistoryRouter history={history}>
            {/* Only the first page shows this: later pages load in a transition, the last one stays. */}
            <Suspense fallback={<FullScreenSpinner />}>
              <AppRoutes />
            </Suspense>
          </HistoryRouter>
        </NavigationGuardProvider>
        <LazyToaster closeLabel={t('common.close')} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
