import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

describe('Input and Label', () => {
  it('labels the input and accepts typing', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" placeholder="you@example.com" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveClass('h-10', 'focus-visible:ring-2');
    await user.type(input, 'a@b.in');
    expect(input).toHaveValue('a@b.in');
  });

  it('defaults to a text input and styles aria-invalid in red', () => {
    render(<Input aria-label="Name" aria-invalid />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toBeInvalid();
    expect(input).toHaveClass('aria-invalid:border-red-600');
  });
});

describe('Card', () => {
  it('renders its parts, with the title as a heading', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>SSC CGL 2025</CardTitle>
          <CardDescription>Last date: 31 July</CardDescription>
        </CardHeader>
        <CardContent>Details</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'SSC CGL 2025' })).toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveTextContent('Last date: 31 JulyDetailsFooter');
  });

  it('lets the title use another heading level via asChild', () => {
    render(
      <CardTitle asChild>
        <h3>Nested</h3>
      </CardTitle>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nested' })).toHaveClass('font-semibold');
  });
});
