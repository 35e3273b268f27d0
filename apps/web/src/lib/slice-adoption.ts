/**
 * Which server-rendered slices of a list (components/hydration-slices.tsx) the browser has yet to adopt.
 *
 * Each slice is a Suspense boundary that React hydrates later, one per task. A context that changes
 * while one is still waiting (the member's parts turned on: lib/page-lifecycle.ts) makes React adopt
 * that slice first and then start the change's render again from the top: with ten slices of a list,
 * every card was drawn 5.5 times instead of once (110 renders of 20 cards, 1.3 s of script at a phone's
 * speed, while the member's first taps waited). So the member's parts wait for the slices.
 */
export type SliceCount = { left: number };

const waiting = new Set<SliceCount>();
const listeners = new Set<() => void>();

function changed() {
  if (waiting.size > 0) return;
  for (const listener of [...listeners]) listener();
}

/** A list of `slices` slices is on the page (from its mount effect); returns what its unmount calls. */
export function expectSlices(count: SliceCount): () => void {
  if (count.left > 0) waiting.add(count);
  return () => {
    if (waiting.delete(count)) changed();
  };
}

/** One slice of `count`'s list is adopted (from the slice's mount effect); returns its unmount's undo. */
export function sliceAdopted(count: SliceCount): () => void {
  count.left -= 1;
  if (count.left <= 0 && waiting.delete(count)) changed();
  return () => {
    count.left += 1;
  };
}

/** Resolves once no list on the page has a slice left to adopt, or after `timeoutMs` at most. */
export function whenSlicesAdopted(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (waiting.size === 0) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      listeners.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    listeners.add(done);
  });
}
