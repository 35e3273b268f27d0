import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { CurrentUser } from '@jobportal/shared';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-errors.ts';
import { currentLanguage, setLanguage, storedLanguage } from '../../../lib/i18n.ts';
import { refetchSession as refetchSessionNow, sessionQueryKey, useSessionQuery } from '../../../lib/session.ts';
import { clearOfflineCopies } from '../../../pwa/offline-copies.ts';
import { useMe } from '../api/get-me.ts';
import { savePreferredLanguage } from '../api/preferred-language.ts';

export type AuthState = {
  /** True until the first session is resolved (and, when signed in, `is_admin` is known). */
  loading: boolean;
  user: CurrentUser | null;
  isAdmin: boolean;
  /** Signs out; a 401/404 from the server is ignored and the local session cleared. */
  signOut: () => Promise<boolean>;
  /**
   * The page (path, search and hash) this tab was on when its own Logout ended the session, until the
   * next sign-in; null otherwise. The guard that sends that page to `/` as the session ends is not
   * sending a visitor to sign in: it keeps no page to return to.
   */
  loggedOutFrom: string | null;
  /** Re-reads the session (after signing in), resolving once the new state is known. */
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** Keeps the session (better-auth) and `is_admin` (`/api/me`, refetched on every session change). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  const userId = session.data?.user.id;
  const me = useMe(userId);

  // The server no longer knows this session (revoked, expired, banned): drop it locally.
  const meError = me.error;
  const refetchSession = useCallback(() => refetchSessionNow(queryClient), [queryClient]);
  useEffect(() => {
    if (meError instanceof ApiRequestError && meError.status === 401) void refetchSession();
  }, [meError, refetchSession]);

  // A failed session lookup that is not a 401 (network down, server busy) says nothing about who is
  // signed in: keep waiting and ask again, instead of treating the user as signed out.
  const sessionUnknown = session.isError && session.data === undefined;
  useEffect(() => {
    if (!sessionUnknown) return;
    const timer = setTimeout(() => void refetchSession(), 2_000);
    return () => clearTimeout(timer);
  }, [sessionUnknown, refetchSession]);

  // The session ended some other way (revoked, expired, another account): drop the saved copies too.
  const lastUserId = useRef(userId);
  useEffect(() => {
    if (lastUserId.current !== undefined && lastUserId.current !== userId) void clearOfflineCopies();
    lastUserId.current = userId;
  }, [userId]);

  // A voluntary logout's page is forgotten at the next sign-in (adjusted while rendering, from the
  // user of the previous render: no render of the new session still carries it).
  const [loggedOutFrom, setLoggedOutFrom] = useState<string | null>(null);
  const [renderedUserId, setRenderedUserId] = useState(userId);
  if (userId !== renderedUserId) {
    setRenderedUserId(userId);
    if (userId !== undefined) setLoggedOutFrom(null);
  }

  // Signed in, the profile's language wins (set on another device, or in the profile form); a profile
  // without one takes the language this device was switched to before signing in.
  const preferredLanguage = me.data?.preferredLanguage;
  const meLoaded = me.data !== undefined;
  useEffect(() => {
    if (userId === undefined || !meLoaded) return;
    if (preferredLanguage) {
      if (preferredLanguage !== currentLanguage()) void setLanguage(preferredLanguage).catch(() => undefined);
      return;
    }
    const chosen = storedLanguage();
    if (chosen) void savePreferredLanguage(chosen).catch(() => undefined);
  }, [userId, meLoaded, preferredLanguage]);

  const signOut = useCallback(async () => {
    const { authClient } = await import('../../../lib/auth-client.ts');
    const { error } = await authClient.signOut();
    if (error && error.status !== 401 && error.status !== 404) {
      toast({
        title: t('auth.errors.signOutFailed'),
        description: apiErrorText(error.code, error.message) || t('common.somethingWentWrong'),
        variant: 'destructive',
      });
      return false;
    }
    // Known before the signed-out session is read below (hence flushSync): the guard then redirects to
    // `/` without a page to return to.
    const { pathname, search, hash } = window.location;
    flushSync(() => setLoggedOutFrom(`${pathname}${search}${hash}`));
    // Every cached answer was this user's; the session query stays (the context watches it) and is
    // read again below.
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(sessionQueryKey) });
    // The service worker's saved copies hold this user's saved jobs and session: never for the next one.
    // (Done here, before the signed-out session is read and kept, so the effect above need not.)
    lastUserId.current = undefined;
    await clearOfflineCopies();
    await refetchSession();
    return true;
  }, [queryClient, refetchSession, t]);

  const refresh = useCallback(async () => {
    await refetchSession();
  }, [refetchSession]);

  const value = useMemo<AuthState>(() => {
    const loading = session.isPending || sessionUnknown || (userId !== undefined && me.isPending);
    const user = userId !== undefined && me.data ? me.data : null;
    return { loading, user, isAdmin: user?.isAdmin ?? false, signOut, loggedOutFrom, refresh };
  }, [session.isPending, sessionUnknown, userId, me.isPending, me.data, signOut, loggedOutFrom, refresh]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
