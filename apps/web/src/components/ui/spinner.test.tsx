import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner, Spinner, SPINNER_SIZES } from './spinner.tsx';

describe('Spinner', () => {
  it('is a status labelled "Loading…" by default, with a spinning icon hidden from screen readers', () => {
    render(<Spinner />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status).toHaveTextContent('Loading…');
    const icon = status.querySelector('svg');
    expect(icon).toHaveClass('animate-spin');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts a custom label', () => {
    render(<Spinner label="Saving answers" />);
    expect(screen.getByRole('status', { name: 'Saving answers' })).toBeInTheDocument();
  });

  it('renders each size differently', () => {
    const iconClasses = SPINNER_SIZES.map((size) => {
      render(<Spinner size={size} label={size} />);
      return screen.getByRole('status', { name: size }).querySelector('svg')?.getAttribute('class');
    });
    expect(new Set(iconClasses).size).toBe(SPINNER_SIZES.length);
    expect(screen.getByRole('status', { name: 'lg' }).querySelector('svg')).toHaveClass('size-10');
  });
});

describe('FullScreenSpinner', () => {
  it('covers the screen with a centred spinner', () => {
    render(<FullScreenSpinner label="Signing in" />);
    const overlay = screen.getByTestId('full-screen-spinner');
    expect(overlay).toHaveClass('fixed', 'inset-0', 'flex', 'items-center', 'justify-center');
    expect(within(overlay).getByRole('status', { name: 'Signing in' })).toBeInTheDocument();
  });

  it('defaults to the "Loading…" label', () => {
    render(<FullScreenSpinner />);
    expect(within(screen.getByTestId('full-screen-spinner')).getByRole('status')).toHaveAccessibleName('Loading…');
  });
});
