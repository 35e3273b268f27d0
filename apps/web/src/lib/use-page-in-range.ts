import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** What a paged list answer carries: the page it is for, its items and the total it counted. */
export type PagedData = { page: number; perPage: number; total: number; items: readonly unknown[] };

/** The last page of `total` items shown `perPage` at a time (at least 1). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * A list paged by `?page=` in the URL: when the answer for the page asked for is empty although the page is
 * past the first (an old link, a hand-typed `?page=999`, items removed since), the URL is replaced by the
 * last page that has items (no history entry). Returns true while that is under way, so the list shows a
 * spinner instead of "no matches" next to "Page 999 of 2".
 */
export function usePageInRange(page: number, data: PagedData | undefined): boolean {
  const [params, setParams] = useSearchParams();
  // An answer kept from the previous page while the next one loads is not about this page.
  const outOfRange = data !== undefined && data.page === page && page > 1 && data.items.length === 0;
  const target = outOfRange ? Math.min(page - 1, lastPage(data.total, data.perPage)) : page;
  useEffect(() => {
    if (!outOfRange) return;
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    setParams(next, { replace: true });
  }, [outOfRange, target, params, setParams]);
  return outOfRange;
}
