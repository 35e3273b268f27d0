import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { returnStateFor, returnTarget } from '../features/auth/return-to.ts';
import { usePublicContent } from '../features/site/public-content.ts';

/**
 * Signed-in users only; everyone else goes to `/`, which remembers the page asked for (router
 * state) and returns there after sign-in (not the page this tab's own Logout left: that sign-in goes
 * to the dashboard). A spinner covers the screen while auth loads.
 */
export function RequireAuth() {
  const { loading, user, loggedOutFrom } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (!user) return <Navigate to="/" replace state={returnStateFor(location, loggedOutFrom)} />;
  return <Outlet />;
}

/**
 * Recruitments, notices, stories and pages: readable by anyone with `PUBLIC_CONTENT=true`, otherwise
 * like {@link RequireAuth} (the spec). Personal features on these pages ask to sign in themselves.
 */
export function RequireAuthUnlessPublic() {
  const { loading, user, loggedOutFrom } = useAuth();
  const publicContent = usePublicContent();
  const location = useLocation();
  if (user || publicContent === true) return <Outlet />;
  if (loading || publicContent === undefined) return <FullScreenSpinner />;
  return <Navigate to="/" replace state={returnStateFor(location, loggedOutFrom)} />;
}

/**
 * Admins only; other signed-in users go to `/dashboard`, signed-out visitors to `/` (and back here
 * after sign-in). The server checks again on every call.
 */
export function RequireAdmin() {
  const { loading, user, isAdmin, loggedOutFrom } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (!user) return <Navigate to="/" replace state={returnStateFor(location, loggedOutFrom)} />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * The login screen (its children, or the matched child route): signed-in users go on to the page
 * they asked for, or to `/dashboard`.
 */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const { loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (user) return <Navigate to={returnTarget(location) ?? '/dashboard'} replace />;
  return children ?? <Outlet />;
}
