import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { expectSlices, sliceAdopted, type SliceCount } from '../lib/slice-adoption.ts';

/**
 * Renders `items` in slices of `size`, each its own Suspense boundary. Nothing here suspends: the
 * boundaries are for hydration. The browser adopts a server-rendered page boundary by boundary, the
 * first slices (on screen) first, each in a task of its own, instead of wiring up a whole list of cards
 * in one long task on a slow phone (Total Blocking Time; decision 019). No element is added: the layout is the same.
 * The slices still to adopt are counted (lib/slice-adoption.ts): the member's parts wait for them.
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
  const [count] = useState<SliceCount>(() => ({ left: slices.length }));
  useEffect(() => expectSlices(count), [count]);
  return slices.map((slice, index) => (
    <Suspense key={index} fallback={null}>
      <Adopted count={count}>{slice.map(children)}</Adopted>
    </Suspense>
  ));
}

/** A slice's content: its mount (the slice adopted, or drawn) is counted. */
function Adopted({ count, children }: { count: SliceCount; children: ReactNode }) {
  useEffect(() => sliceAdopted(count), [count]);
  return children;
}
