import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retry flaky networks, but never a 4xx: the answer will not change.
      retry: (failureCount, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
      // Ask even when the phone says it is offline: the service worker may answer with its saved copy
      // (docs/decisions/011-pwa-offline.md). Retries still wait for the network to come back.
      networkMode: 'offlineFirst',
    },
  },
});
