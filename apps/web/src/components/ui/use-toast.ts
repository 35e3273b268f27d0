import { useSyncExternalStore } from 'react';
import { getToasts, subscribe, type ToastItem } from './toast-store.ts';

export { dismissToast, toast } from './toast-store.ts';

/** The store's toasts, re-rendering on every change. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
