import { parsePath, type HistoryRouterProps, type Location, type To } from 'react-router';

/** React Router's history interface (what `<HistoryRouter>` drives). */
export type History = HistoryRouterProps['history'];

/** Asked before every navigation while registered: true keeps the user where they are. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** What a page that blocks sees: `blocked` until the user answers with `proceed` or `reset`. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined; location?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void; location: Location };

const UNBLOCKED: Blocker = { state: 'unblocked' };

export type GuardedHistory = History & {
  /** Registers a blocker; returns its id and a function that removes it. */
  addBlocker(blocker: BlockerFunction): { id: number; remove: () => void };
  /** The id of the blocker holding a navigation back, and its state. */
  blocked(): { id: number; blocker: Blocker } | null;
  subscribe(onChange: () => void): () => void;
};

function locationOf(to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'blocked',
    mask: undefined,
  } as Location;
}

/**
 * A history that can hold a navigation back until the user confirms it ("Leave without saving?",
 * "Discard this test?"). React Router's `useBlocker` needs its data router, whose core alone is about
 * 19 KiB of gzip in the first load; the app uses the declarative router instead and blocks here, the
 * way the data router does: an in-app push or replace is held before it happens; a back or forward
 * (the URL has already changed) is undone with `go(-delta)` and redone with `go(delta)` on proceed.
 */
export function guardHistory(inner: History): GuardedHistory {
  const blockers = new Map<number, BlockerFunction>();
  const subscribers = new Set<() => void>();
  let nextId = 1;
  let current: { id: number; blocker: Blocker } | null = null;
  /** Pops we caused by undoing a blocked back/forward: not the user's. */
  let ownPops = 0;
  /** The user said "leave": the next navigation passes. */
  let letThrough = false;

  const publish = (next: { id: number; blocker: Blocker } | null) => {
    current = next;
    for (const onChange of subscribers) onChange();
  };
  const blockerFor = (nextLocation: Location): number | null => {
    if (letThrough) return null;
    for (const [id, shouldBlock] of blockers) {
      if (shouldBlock({ currentLocation: inner.location, nextLocation })) return id;
    }
    return null;
  };
  const hold = (id: number, location: Location, go: () => void) => {
    publish({
      id,
      blocker: {
        state: 'blocked',
        location,
        proceed: () => {
          publish(null);
          letThrough = true;
          go();
        },
        reset: () => publish(null),
      },
    });
  };
  const navigate = (kind: 'push' | 'replace', to: To, state?: unknown) => {
    const id = blockerFor(locationOf(to, state));
    if (id === null) {
      inner[kind](to, state);
      return;
    }
    hold(id, locationOf(to, state), () => inner[kind](to, state));
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push: (to, state) => navigate('push', to, state),
    replace: (to, state) => navigate('replace', to, state),
    listen(listener) {
      return inner.listen((update) => {
        if (update.action === 'POP' && ownPops > 0) {
          ownPops -= 1;
          return;
        }
        const id = update.action === 'POP' && update.delta ? blockerFor(update.location) : null;
        if (id !== null && update.delta) {
          const delta = update.delta;
          ownPops += 1;
          inner.go(-delta);
          hold(id, update.location, () => inner.go(delta));
          return;
        }
        letThrough = false;
        listener(update);
      });
    },
    addBlocker(blocker) {
      const id = nextId++;
      blockers.set(id, blocker);
      return {
        id,
        remove: () => {
          blockers.delete(id);
          if (current?.id === id) publish(null);
        },
      };
    },
    blocked: () => current,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}

export { UNBLOCKED };
