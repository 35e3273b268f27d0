import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getMockTestAttempt, useSubmitMockTest } from '../api/mock-tests-api.ts';
import { mockTestPaths } from '../lib/paths.ts';
import type { ResponseSync } from '../lib/response-sync.ts';

/**
 * The attempt's end: `submit` sends what is waiting and submits; once `timeUp`, the server submits it
 * and this waits until it has. Both then open the result.
 */
export function useSubmission(attemptId: string, sync: ResponseSync, timeUp: boolean) {
  const navigate = useNavigate();
  const mutation = useSubmitMockTest();

  // Time is up: the server submits the attempt; wait until it has, then show the result.
  useEffect(() => {
    if (!timeUp) return;
    sync.dispose();
    let cancelled = false;
    const poll = async () => {
      while (!cancelled) {
        try {
          const latest = await getMockTestAttempt(attemptId);
          if (latest.status === 'submitted') {
            sync.clear();
            void navigate(mockTestPaths.result(attemptId), { replace: true });
            return;
          }
        } catch {
          // Offline: try again.
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    };
    void poll();
    return () => {
      cancelled = true;
    };
  }, [timeUp, attemptId, sync, navigate]);

  /** Sends every response waiting, then submits the attempt and opens its result. */
  const submit = async () => {
    await sync.drain();
    mutation.mutate(attemptId, {
      onSuccess: (result) => {
        sync.clear();
        void navigate(mockTestPaths.result(result.attempt.id), { replace: true });
      },
    });
  };

  return { submit, isPending: mutation.isPending, isError: mutation.isError };
}
