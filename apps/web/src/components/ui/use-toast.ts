import { useSyncExternalStore } from 'react';
import {
  getToastPlacement,
  getToasts,
  subscribe,
  subscribeToastPlacement,
  type ToastItem,
  type ToastPlacement,
} from './toast-store.ts';

export { dismissToast, holdToastsOffBottom, toast } from './toast-store.ts';

/** The store's toasts, re-rendering on every change. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}

/** Where the toasts show now (see `holdToastsOffBottom`). */
export function useToastPlacement(): ToastPlacement {
  return useSyncExternalStore(subscribeToastPlacement, getToastPlacement, getToastPlacement);
}
