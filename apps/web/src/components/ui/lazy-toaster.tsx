import { lazy, Suspense, useState } from 'react';
import type { ToasterProps } from './toaster.tsx';
import { useToasts } from './use-toast.ts';

// Radix Toast is its own chunk: the store (toast-store.ts) keeps every toast raised before it arrives.
const Toaster = lazy(() => import('./toaster.tsx').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toaster, mounted with the first toast and kept from then on. Its chunk comes with that first
 * toast (the store keeps the toast meanwhile): a page nobody is told anything on never downloads it
 * (decision 020).
 */
export function LazyToaster(props: ToasterProps) {
  const [mounted, setMounted] = useState(false);
  const anyToast = useToasts().length > 0;
  if (anyToast && !mounted) setMounted(true);
  if (!mounted && !anyToast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
