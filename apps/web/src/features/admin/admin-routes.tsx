import { Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { lazyWithStrings } from '../../lib/lazy-with-strings.ts';
import type { AdminRenderers } from './components/admin-context.tsx';

// The only admin module in the main bundle: everything else arrives with the first visit to /admin.
const AdminArea = lazyWithStrings(() => import('./admin-area.tsx'));

/** The `/admin/*` route element: the admin area, lazily loaded. */
export function AdminRoutes(renderers: AdminRenderers) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      }
    >
      <AdminArea {...renderers} />
    </Suspense>
  );
}
