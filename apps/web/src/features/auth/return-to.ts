import type { Location } from 'react-router';
import { safeReturnPath } from '@jobportal/shared';

/** Router state the guards leave on `/`: the page a signed-out visitor asked for. */
export type ReturnState = { from: string };

/**
 * Where a signed-out visitor was going: the page the guard sent them from, as router state. None for
 * the page this tab's own Logout left (`loggedOutFrom`): the next sign-in goes to the dashboard.
 */
export function returnStateFor(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  loggedOutFrom: string | null = null,
): ReturnState | undefined {
  const path = `${location.pathname}${location.search}${location.hash}`;
  if (path === loggedOutFrom) return undefined;
  const from = safeReturnPath(path);
  return from ? { from } : undefined;
}

/**
 * Where to go once signed in: the guarded page the visitor asked for (router state), or the `next`
 * parameter of a confirmation link; only paths on this site. `null`: the dashboard.
 */
export function returnTarget(location: Pick<Location, 'search' | 'state'>): string | null {
  const state: unknown = location.state;
  const fromState = typeof state === 'object' && state !== null && 'from' in state ? safeReturnPath(state.from) : null;
  return fromState ?? safeReturnPath(new URLSearchParams(location.search).get('next'));
}
