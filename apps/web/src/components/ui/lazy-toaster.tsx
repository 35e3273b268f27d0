import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import type { ToasterProps } from './toaster.tsx';
import { useToasts } from './use-toast.ts';

// Radix Toast is its own chunk: the store (toast-store.ts) keeps every toast raised before it arrives.
const Toaster = lazy(() => import('./toaster.tsx').then(({ Toaster }) => ({ default: Toaster })));

/** The toaster, fetched once the page has painted, or at once when a toast is raised before that. */
export function LazyToaster(props: ToasterProps) {
  const [idle, setIdle] = useState(false);
  const waiting = useToasts().length > 0;
  useEffect(() => afterFirstPaint(() => setIdle(true)), []);
  if (!idle && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
