import { useQuery } from '@tanstack/react-query';
import type { siteInfo } from '@jobportal/shared';
import { apiRequest } from '../../lib/api-client.ts';

/** `GET /api/site`: installation facts (demo content, public content), the same for every visitor. */
export const siteQuery = {
  queryKey: ['site'],
  queryFn: () => apiRequest<typeof siteInfo>('/api/site'),
  staleTime: 5 * 60_000,
};

/**
 * The server marks every document it renders with `PUBLIC_CONTENT=true` (a meta tag), so the first
 * page load knows at once. The service worker's offline shell has no mark: then `/api/site` says.
 */
const markedPublic = () =>
  typeof document !== 'undefined' && document.querySelector('meta[name="jobportal:public-content"]') !== null;

/**
 * Whether recruitments, notices, stories and pages are readable without an account: `true`, `false`,
 * or `undefined` while `/api/site` is still loading.
 */
export function usePublicContent(): boolean | undefined {
  const marked = markedPublic();
  const site = useQuery({ ...siteQuery, enabled: !marked });
  if (marked) return true;
  return site.data?.publicContent ?? (site.isError ? false : undefined);
}
