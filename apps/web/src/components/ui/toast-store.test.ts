import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  dismissToast,
  getToasts,
  subscribe,
  toast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('has the agreed constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toBe('F8');
    expect(TOAST_REMOVE_DELAY_MS).toBe(300);
  });

  it('adds an open toast with the default variant and a 5000 ms duration', () => {
    const handle = toast({ title: 'Saved', description: 'Your profile is up to date.' });
    expect(getToasts()).toEqual([
      {
        id: handle.id,
        title: 'Saved',
        description: 'Your profile is up to date.',
        variant: 'default',
        duration: 5000,
        action: undefined,
        open: true,
      },
    ]);
  });

  it('keeps the given variant, duration and action', () => {
    const onClick = vi.fn();
    toast({ title: 'Failed', variant: 'destructive', duration: 10_000, action: { label: 'Retry', onClick } });
    const [item] = getToasts();
    expect(item).toMatchObject({ variant: 'destructive', duration: 10_000, action: { label: 'Retry', onClick } });
  });

  it('shows at most one toast: a second toast replaces the first', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    expect(first.id).not.toBe(second.id);
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second.id, title: 'Second', open: true });
  });

  it('dismiss closes the toast, then removes it after the exit animation', () => {
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('dismissToast(id) closes that toast; dismissToast() closes all', () => {
    const handle = toast({ title: 'One' });
    dismissToast('toast-unknown');
    expect(getToasts()[0]?.open).toBe(true);
    dismissToast(handle.id);
    expect(getToasts()[0]?.open).toBe(false);

    toast({ title: 'Two' });
    dismissToast();
    expect(getToasts().every((item) => !item.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toEqual([]);
  });

  it('a new toast replaces one that is closing, and the old removal timer does not remove it', () => {
    const first = toast({ title: 'First' });
    first.dismiss();
    const second = toast({ title: 'Second' });
    expect(getToasts().map((item) => item.id)).toEqual([second.id]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS * 2);
    expect(getToasts()).toEqual([expect.objectContaining({ id: second.id, open: true })]);
  });

  it('notifies listeners of every change until they unsubscribe, with a new array each time', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    const before = getToasts();

    const handle = toast({ title: 'Hi' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(getToasts());
    expect(getToasts()).not.toBe(before);

    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    handle.dismiss(); // already closing: no change, no notification
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenLastCalledWith([]);

    unsubscribe();
    toast({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
