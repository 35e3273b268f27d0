import { Suspense, type ReactNode } from 'react';

/**
 * Renders `items` in slices of `size`, each its own Suspense boundary. Nothing here suspends: the
 * boundaries are for hydration. The browser adopts a server-rendered page boundary by boundary, the
 * first slices (on screen) first, each in a task of its own, instead of wiring up a whole list of cards
 * in one long task on a slow phone (Total Blocking Time; decision 019). No element is added: the layout is the same.
 */
export function HydrationSlices<T>({
  items,
  size = 4,
  children,
}: {
  items: readonly T[];
  size?: number;
  children: (item: T) => ReactNode;
}) {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices.map((slice, index) => (
    <Suspense key={index} fallback={null}>
      {slice.map(children)}
    </Suspense>
  ));
}
