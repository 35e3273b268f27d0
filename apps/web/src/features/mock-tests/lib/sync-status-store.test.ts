import { describe, expect, it, vi } from 'vitest';
import { createStatusStore } from './sync-status-store.ts';

describe('createStatusStore', () => {
  it('starts saved and tells its listeners only when the status or its message changes', () => {
    const store = createStatusStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toEqual({ status: 'saved' });

    store.set({ status: 'saved' });
    expect(listener).not.toHaveBeenCalled();

    store.set({ status: 'error', message: 'Locked' });
    store.set({ status: 'error', message: 'Locked' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ status: 'error', message: 'Locked' });

    store.set({ status: 'error', message: 'Refused' });
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.set({ status: 'saving' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get().status).toBe('saving');
  });
});
