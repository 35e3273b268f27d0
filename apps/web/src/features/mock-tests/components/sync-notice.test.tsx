import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { createStatusStore } from '../lib/sync-status-store.ts';
import { SyncNotice } from './sync-notice.tsx';

describe('SyncNotice', () => {
  it('follows its store: saved and saving for screen readers, offline and errors on screen', () => {
    const store = createStatusStore();
    renderWithProviders(<SyncNotice store={store} />);
    expect(screen.getByTestId('sync-status')).toHaveAttribute('data-status', 'saved');
    expect(screen.getByRole('status')).toHaveTextContent('All answers saved');

    act(() => store.set({ status: 'saving' }));
    expect(screen.getByTestId('sync-status')).toHaveAttribute('data-status', 'saving');

    act(() => store.set({ status: 'offline' }));
    expect(screen.queryByTestId('sync-status')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline: answers are kept on this device/);

    act(() => store.set({ status: 'error', message: 'The section is locked' }));
    expect(screen.getByRole('status')).toHaveTextContent('An answer was not accepted: The section is locked');
  });
});
