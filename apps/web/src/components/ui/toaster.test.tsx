import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { clearToasts, holdToastsOffBottom, TOAST_REMOVE_DELAY_MS } from './toast-store.ts';
import { Toaster } from './toaster.tsx';
import { toast } from './use-toast.ts';

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function show(options: Parameters<typeof toast>[0]) {
  let handle: ReturnType<typeof toast> | undefined;
  act(() => {
    handle = toast(options);
  });
  return handle;
}

/** The toast list items (Radix renders each toast as an `<li>` in the viewport). */
function toastItems() {
  return within(region()).queryAllByRole('listitem');
}

beforeAll(() => {
  // jsdom has no pointer capture; Radix Toast calls these on pointer up and while tracking a swipe.
  Element.prototype.setPointerCapture = vi.fn();
  Element.prototype.releasePointerCapture = vi.fn();
  Element.prototype.hasPointerCapture = vi.fn(() => false);
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('names the region, each toast and its close button in the interface language (issue #25, item 6)', async () => {
    await setLanguage('hi');
    try {
      render(<Toaster />);
      show({ title: 'सहेजा गया' });
      const hindiRegion = screen.getByRole('region', { name: 'सूचनाएँ (F8)' });
      expect(within(hindiRegion).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
      // Radix announces each toast to screen readers under the provider's label ("Notification" in English).
      await waitFor(() => expect(screen.getByText('सूचना सहेजा गया')).toHaveAttribute('role', 'status'));
    } finally {
      await setLanguage('en');
    }
  });

  it('shows the title and description in a notification region labelled with the F8 hotkey', () => {
    render(<Toaster />);
    show({ title: 'Saved', description: 'Your answers were saved.' });
    const notifications = within(region());
    expect(notifications.getByText('Saved')).toBeInTheDocument();
    expect(notifications.getByText('Your answers were saved.')).toBeInTheDocument();
    expect(toastItems()).toHaveLength(1);
  });

  it('shows at the bottom, and at the top while something holds the bottom of the screen', () => {
    render(<Toaster />);
    show({ title: 'Hello' });
    const viewport = () => region().querySelector('[data-slot="toast-viewport"]') ?? region();
    expect(viewport()).toHaveAttribute('data-placement', 'bottom');
    let release: () => void = () => {};
    let second: () => void = () => {};
    act(() => {
      release = holdToastsOffBottom();
      second = holdToastsOffBottom();
    });
    expect(viewport()).toHaveAttribute('data-placement', 'top');
    act(() => {
      release();
      release(); // releasing twice counts once
    });
    expect(viewport()).toHaveAttribute('data-placement', 'top');
    act(() => second());
    expect(viewport()).toHaveAttribute('data-placement', 'bottom');
  });

  it('replaces the current toast with a new one', () => {
    render(<Toaster />);
    show({ title: 'First' });
    show({ title: 'Second' });
    const notifications = within(region());
    expect(notifications.queryByText('First')).not.toBeInTheDocument();
    expect(notifications.getByText('Second')).toBeInTheDocument();
    expect(toastItems()).toHaveLength(1);
  });

  it('renders destructive toasts in red', () => {
    render(<Toaster />);
    show({ title: 'Upload failed', variant: 'destructive' });
    const item = toastItems()[0];
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(item).toHaveClass('bg-red-600', 'text-white');
  });

  it('runs the action handler and dismisses the toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onClick = vi.fn();
    render(<Toaster />);
    show({ title: 'Notice deleted', action: { label: 'Undo', onClick } });

    await user.click(within(region()).getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(toastItems()[0]).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(toastItems()).toHaveLength(0);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toaster />);
    show({ title: 'Hello' });
    await user.click(within(region()).getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(within(region()).queryByText('Hello')).not.toBeInTheDocument();
  });

  it('moves focus into the notification region when F8 is pressed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    show({ title: 'Focus me' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(region()).not.toContainElement(document.activeElement as HTMLElement);

    // A real F8 press (user-event's default key map has no function keys, so it would send code 'Unknown').
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F8', code: 'F8' });
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  it('disappears after 5000 ms', () => {
    render(<Toaster />);
    show({ title: 'Brief' });
    act(() => vi.advanceTimersByTime(4990));
    expect(toastItems()[0]).toHaveAttribute('data-state', 'open');

    act(() => vi.advanceTimersByTime(10));
    expect(toastItems()[0]).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(within(region()).queryByText('Brief')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    show({ title: 'Longer', duration: 8000 });
    act(() => vi.advanceTimersByTime(7999));
    expect(toastItems()[0]).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(1));
    expect(toastItems()[0]).toHaveAttribute('data-state', 'closed');
  });

  describe('swipe right to dismiss', () => {
    function swipe(element: HTMLElement, distanceX: number) {
      fireEvent.pointerDown(element, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
      for (let x = 100; x <= 100 + distanceX; x += 10) {
        fireEvent.pointerMove(element, { pointerId: 1, clientX: x, clientY: 100 });
      }
      fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + distanceX, clientY: 100 });
    }

    it('keeps the toast when swiped less than 50 px', () => {
      render(<Toaster />);
      show({ title: 'Stay' });
      const item = toastItems()[0]!;
      swipe(item, 40);
      expect(item).toHaveAttribute('data-swipe', 'cancel');
      expect(item).toHaveAttribute('data-state', 'open');
    });

    it('dismisses the toast when swiped right 50 px or more', () => {
      render(<Toaster />);
      show({ title: 'Go' });
      const item = toastItems()[0]!;
      swipe(item, 60);
      expect(item).toHaveAttribute('data-swipe', 'end');
      expect(item).toHaveAttribute('data-state', 'closed');
      act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
      expect(toastItems()).toHaveLength(0);
    });

    it('ignores a swipe to the left', () => {
      render(<Toaster />);
      show({ title: 'Left' });
      const item = toastItems()[0]!;
      swipe(item, -80);
      expect(item).toHaveAttribute('data-state', 'open');
    });
  });
});
