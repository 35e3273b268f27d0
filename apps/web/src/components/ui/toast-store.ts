// A tiny framework-free store for toasts: `toast()` can be called from anywhere (query callbacks,
// socket handlers, plain functions), and `<Toaster />` renders whatever the store holds.

/** At most this many toasts are kept; adding one more drops the oldest, so a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays open unless the user hovers or focuses it (Radix pauses the timer then). */
export const TOAST_DURATION_MS = 5000;
/** A toast is dismissed when swiped right by at least this many pixels. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Pressing this key moves focus to the notification region. */
export const TOAST_HOTKEY = 'F8';
/** A dismissed toast stays in the store (with `open: false`) this long so its exit animation can play. */
export const TOAST_REMOVE_DELAY_MS = 300;

export type ToastVariant = 'default' | 'destructive';

export interface ToastActionOptions {
  /** Button text, also used as the screen-reader alternative. */
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; defaults to `TOAST_DURATION_MS`. `Infinity` keeps it until dismissed. */
  duration?: number;
  action?: ToastActionOptions;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  action?: ToastActionOptions;
  /** False while the exit animation plays, just before the toast is removed. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export type ToastListener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<ToastListener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function cancelRemoval(id: string): void {
  const timer = removeTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removeTimers.delete(id);
  }
}

function remove(id: string): void {
  cancelRemoval(id);
  if (toasts.some((item) => item.id === id)) setToasts(toasts.filter((item) => item.id !== id));
}

/** Shows a toast, replacing the oldest one when `TOAST_LIMIT` is reached. */
export function toast(options: ToastOptions): ToastHandle {
  const id = `toast-${nextId++}`;
  const item: ToastItem = {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
    action: options.action,
    open: true,
  };
  const all = [...toasts, item];
  const kept = all.slice(-TOAST_LIMIT);
  for (const dropped of all.slice(0, all.length - kept.length)) cancelRemoval(dropped.id);
  setToasts(kept);
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or every toast when no id is given; it is removed after `TOAST_REMOVE_DELAY_MS`. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  for (const item of closing) {
    removeTimers.set(
      item.id,
      setTimeout(() => remove(item.id), TOAST_REMOVE_DELAY_MS),
    );
  }
  const closingIds = new Set(closing.map((item) => item.id));
  setToasts(toasts.map((item) => (closingIds.has(item.id) ? { ...item, open: false } : item)));
}

/** Removes every toast at once, without exit animations (tests, sign-out). */
export function clearToasts(): void {
  for (const id of removeTimers.keys()) cancelRemoval(id);
  if (toasts.length > 0) setToasts([]);
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribe(listener: ToastListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current toasts. The array is replaced, never mutated, on each change. */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

// ── Placement: toasts show at the bottom (above the ad bar) unless something holds the bottom of the screen.

/** Where the toasts show. */
export type ToastPlacement = 'bottom' | 'top';

let bottomHolds = 0;
const placementListeners = new Set<() => void>();

function placementChanged(): void {
  for (const listener of placementListeners) listener();
}

/**
 * Keeps toasts off the bottom of the screen (they show at the top) until the returned function is
 * called, e.g. while an open chat window's text box and Send button sit there. Holds add up.
 */
export function holdToastsOffBottom(): () => void {
  bottomHolds += 1;
  if (bottomHolds === 1) placementChanged();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    bottomHolds -= 1;
    if (bottomHolds === 0) placementChanged();
  };
}

export function getToastPlacement(): ToastPlacement {
  return bottomHolds > 0 ? 'top' : 'bottom';
}

/** Calls `listener` when the placement changes; returns the unsubscribe function. */
export function subscribeToastPlacement(listener: () => void): () => void {
  placementListeners.add(listener);
  return () => {
    placementListeners.delete(listener);
  };
}
