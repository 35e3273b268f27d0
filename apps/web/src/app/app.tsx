import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { AuthProvider } from '../features/auth/hooks/auth-context.tsx';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster closeLabel={t('common.close')} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
