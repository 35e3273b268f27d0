import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';

/** Signed-in users only; everyone else goes to `/`. A spinner covers the screen while auth loads. */
export function RequireAuth() {
  const { loading, user } = useAuth();
  if (loading) return <FullScreenSpinner />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Admins only; other signed-in users go to `/dashboard`. (The server checks again on every call.) */
export function RequireAdmin() {
  const { loading, isAdmin } = useAuth();
  if (loading) return <FullScreenSpinner />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** The login screen: signed-in users go straight to `/dashboard`. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  if (loading) return <FullScreenSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return children;
}
