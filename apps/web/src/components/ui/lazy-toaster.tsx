import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../lib/page-lifecycle.ts';
import type { ToasterProps } from './toaster.tsx';
import { useToasts } from './use-toast.ts';

// Radix Toast is its own chunk: the store (toast-store.ts) keeps every toast raised before it arrives.
const loadToaster = () => import('./toaster.tsx');
const Toaster = lazy(() => loadToaster().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toaster, mounted with the first toast and kept from then on; its chunk is fetched ahead once
 * the page has painted, so the first toast does not wait for it.
 */
export function LazyToaster(props: ToasterProps) {
  const [mounted, setMounted] = useState(false);
  const anyToast = useToasts().length > 0;
  if (anyToast && !mounted) setMounted(true);
  useEffect(() => afterFirstPaint(() => void loadToaster()), []);
  if (!mounted && !anyToast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
