import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenSlicesAdopted } from './slice-adoption.ts';

/**
 * Runs `run` at the browser's first idle moment after the page has painted (at most `timeout` ms
 * later): for code no page needs to paint (the chat engine, the sign-in client), fetched ahead of use.
 * Returns a function that cancels it.
 */
export function afterFirstPaint(run: () => void, timeout = 1_500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Handlers that fetch `load` (a lazy chunk) when the member shows the intent to use a control: the
 * pointer comes over it, a finger touches it, or it gets the keyboard focus. What only a tap opens (a
 * dialog, a sheet, the sign-in client) is not downloaded by a phone that never taps it (decision
 * 020), and is usually there by the time the tap ends.
 */
export function loadOnIntent(load: () => unknown) {
  const run = () => void load();
  return { onPointerEnter: run, onTouchStart: run, onFocus: run };
}

/** False while the server renders (no window there); true in a browser where no provider says otherwise. */
const HydratedContext = createContext(typeof window !== 'undefined');

/**
 * Says when the app has adopted the server's HTML: false while the server renders and while the app
 * hydrates, true from then on (from the start on a page the app draws itself: `drawsPage`). Turned on
 * in a transition: the parts that wait for it are drawn a slice at a time, and a part still waiting
 * for its code keeps its HTML until it has it.
 */
export function HydratedProvider({ drawsPage, children }: { drawsPage: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(drawsPage);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/**
 * False while the server renders a page and while the browser hydrates that HTML (so both agree); true
 * from the render after. What only the browser can show (the page's head tags, a form that may be typed
 * into) waits for it: the HTML and the app's first render stay the same, and nothing typed before the
 * app runs is lost (docs/decisions/018). A context, not an external store: a store that reads
 * differently after hydration makes React draw its readers again synchronously, inside the task that
 * finishes the hydration (decision 030).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Resolves once no query is being fetched (at once when none is), or after `timeoutMs` at most.
 */
export function whenQueriesSettled(client: QueryClient, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
  });
}

/** How long the member's parts wait for the answers the page asked for at its start, at most (ms). */
export const PERSONAL_PARTS_WAIT_MS = 3_000;

/**
 * Whether what is the signed-in member's own (their verdicts, Saved marks, saved list, admin link, the
 * bell's count) may be shown. The server renders a page once for all members without it (decision
 * 019), so it is false while the server renders and while the browser adopts that HTML; the app then
 * turns it on in a transition, so the member's parts fill in a slice at a time rather than in one long
 * task. The transition starts once the answers the page asked for at its start are in: an answer
 * arriving while React renders in slices changes what the render read, and React then renders the
 * whole tree again in one synchronous go (up to 550 ms on a phone's /dashboard; decision 030). It also
 * waits until the browser has adopted every slice of the page's lists (components/hydration-slices.tsx):
 * a slice still waiting makes React adopt it first and start the transition's render again from the top,
 * once per slice (lib/slice-adoption.ts). A page the app draws itself (no server HTML) has it from the
 * start.
 */
const PersonalPartsContext = createContext(true);

export function PersonalPartsProvider({ drawsPage, children }: { drawsPage: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(drawsPage);
  const client = useQueryClient();
  useEffect(() => {
    if (shown) return;
    let cancelled = false;
    void whenQueriesSettled(client, PERSONAL_PARTS_WAIT_MS)
      .then(() => whenSlicesAdopted(PERSONAL_PARTS_WAIT_MS))
      .then(() => {
        if (!cancelled) startTransition(() => setShown(true));
      });
    return () => {
      cancelled = true;
    };
  }, [shown, client]);
  return createElement(PersonalPartsContext.Provider, { value: shown }, children);
}

export function usePersonalParts(): boolean {
  return useContext(PersonalPartsContext);
}
