import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';

describe('Alert', () => {
  it('is announced with role alert and shows its title and description', () => {
    render(
      <Alert>
        <AlertTitle>Heads up</AlertTitle>
        <AlertDescription>The exam date has changed.</AlertDescription>
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Heads up');
    expect(alert).toHaveTextContent('The exam date has changed.');
    expect(alert).toHaveAttribute('data-variant', 'default');
    expect(alert).toHaveClass('bg-white');
    expect(alert.className).not.toMatch(/red/);
  });

  it('is red when destructive', () => {
    render(
      <Alert variant="destructive">
        <AlertTitle>Could not save</AlertTitle>
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    expect(alert).toHaveClass('border-red-300', 'bg-red-50', 'text-red-800');
    expect(alert).not.toHaveClass('bg-white');
  });

  it('merges a custom className', () => {
    render(<Alert className="mt-4">Text</Alert>);
    expect(screen.getByRole('alert')).toHaveClass('mt-4', 'rounded-lg');
  });
});
