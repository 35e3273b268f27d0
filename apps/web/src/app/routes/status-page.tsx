import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HealthResponse } from '@jobportal/shared';

/** Shows `/api/health`: a quick way for operators and users to see whether the service is up. */
export function StatusPage() {
  const [health, setHealth] = useState<HealthResponse | 'error' | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health', { signal: controller.signal })
      .then(async (response) => setHealth((await response.json()) as HealthResponse))
      .catch(() => !controller.signal.aborted && setHealth('error'));
    return () => controller.abort();
  }, []);

  return (
    <main className="mx-auto max-w-xl p-6">
      <title>System status | JobPortal</title>
      <h1 className="mb-4 text-2xl font-semibold">System status</h1>
      {health === undefined && <p>Checking…</p>}
      {health === 'error' && <p className="text-red-700">The server could not be reached.</p>}
      {health !== undefined && health !== 'error' && (
        <dl className="grid grid-cols-2 gap-2 rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-slate-600">Database</dt>
          <dd data-testid="db-status">{health.db}</dd>
          <dt className="text-slate-600">Version</dt>
          <dd>{health.version}</dd>
        </dl>
      )}
      <Link className="mt-6 inline-block text-brand-700 underline" to="/">
        Back to home
      </Link>
    </main>
  );
}
