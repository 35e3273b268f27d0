import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { UNBLOCKED, type Blocker, type BlockerFunction, type GuardedHistory } from './guarded-history.ts';

const GuardContext = createContext<GuardedHistory | null>(null);

/** Makes `useBlocker` work below it: the app's history (app.tsx) or a test's memory history. */
export function NavigationGuardProvider({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  return <GuardContext.Provider value={history}>{children}</GuardContext.Provider>;
}

const noSubscription = () => () => undefined;
const nothingBlocked = () => null;

/**
 * React Router's `useBlocker`, for the declarative router (see guarded-history.ts): while `when`
 * says so, navigations wait for the user's `proceed()` or `reset()`.
 */
export function useBlocker(when: boolean | BlockerFunction): Blocker {
  const history = useContext(GuardContext);
  const latest = useRef(when);
  useEffect(() => {
    latest.current = when;
  });
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    if (!history) return;
    const registration = history.addBlocker((args) =>
      typeof latest.current === 'function' ? latest.current(args) : latest.current,
    );
    setId(registration.id);
    return registration.remove;
  }, [history]);
  const blocked = useSyncExternalStore(
    history?.subscribe ?? noSubscription,
    history?.blocked ?? nothingBlocked,
    history?.blocked ?? nothingBlocked,
  );
  return blocked !== null && blocked.id === id ? blocked.blocker : UNBLOCKED;
}
