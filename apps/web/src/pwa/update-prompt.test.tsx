import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../components/ui/toast-store.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import '../lib/i18n.ts';
import { promptToUpdate } from './update-prompt.ts';

beforeAll(() => {
  // jsdom has no pointer capture; Radix Toast calls these on pointer up.
  Element.prototype.setPointerCapture = vi.fn();
  Element.prototype.releasePointerCapture = vi.fn();
  Element.prototype.hasPointerCapture = vi.fn(() => false);
});

afterEach(() => {
  act(() => clearToasts());
});

describe('promptToUpdate', () => {
  it('shows a toast that stays until answered and updates only when "Refresh to update" is clicked', async () => {
    const update = vi.fn();
    render(<Toaster />);
    act(() => {
      promptToUpdate(update);
    });
    expect(getToasts()).toMatchObject([
      { title: 'A new version of JobPortal is ready', duration: Number.POSITIVE_INFINITY, open: true },
    ]);
    expect(screen.getByText('A new version of JobPortal is ready')).toBeVisible();
    expect(update).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh to update' }));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
