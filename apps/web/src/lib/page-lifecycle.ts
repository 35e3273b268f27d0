import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

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
 * dialog, a sheet, the sign-in client) is not downloaded by a phone that never taps it (issue #25,
 * item 10), and is usually there by the time the tap ends.
 */
export function loadOnIntent(load: () => unknown) {
  const run = () => void load();
  return { onPointerEnter: run, onTouchStart: run, onFocus: run };
}

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML (React uses the
 * server snapshot then, so both agree); true from the render after. What only the browser can show
 * (the page's head tags, a form that may be typed into) waits for it: the HTML and the app's first
 * render stay the same, and nothing typed before the app runs is lost (docs/decisions/018).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether what is the signed-in member's own (their verdicts, Saved marks, saved list, admin link, the
 * bell's count) may be shown. The server renders a page once for all members without it (decision
 * 019), so it is false while the server renders and while the browser adopts that HTML; the app then
 * turns it on in a transition, so the member's parts fill in a slice at a time rather than in one long
 * task. A page the app draws itself (no server HTML) has it from the start.
 */
const PersonalPartsContext = createContext(true);

export function PersonalPartsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(
    () => typeof document !== 'undefined' && !document.getElementById('root')?.hasChildNodes(),
  );
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return createElement(PersonalPartsContext.Provider, { value: shown }, children);
}

export function usePersonalParts(): boolean {
  return useContext(PersonalPartsContext);
}
