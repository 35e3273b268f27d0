import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';

describe('list states', () => {
  it('loading is a status named "Loading…" unless told otherwise', () => {
    const { rerender } = render(<ListLoading />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    rerender(<ListLoading label="Loading jobs" />);
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
  });

  it('an error is an alert with its title and detail, and "Try again" calls back', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ListError title="Jobs could not be loaded." detail="Server unavailable" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Jobs could not be loaded.');
    expect(alert).toHaveTextContent('Server unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('an error without a way to retry offers no button', () => {
    render(<ListError title="Could not load this" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('empty shows the reason and the next step it is given', () => {
    render(
      <ListEmpty text="No members match these filters.">
        <button type="button">Clear filters</button>
      </ListEmpty>,
    );
    const empty = screen.getByTestId('empty-state');
    expect(empty).toHaveTextContent('No members match these filters.');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
