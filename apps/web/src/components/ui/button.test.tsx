import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cn } from '../../lib/cn.ts';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS, buttonVariants } from './button.tsx';

describe('Button', () => {
  it('offers exactly six variants and four sizes', () => {
    expect(BUTTON_VARIANTS).toEqual(['default', 'destructive', 'outline', 'secondary', 'ghost', 'link']);
    expect(BUTTON_SIZES).toEqual(['default', 'sm', 'lg', 'icon']);
  });

  it('renders every variant with its own classes', () => {
    const classNames = BUTTON_VARIANTS.map((variant) => {
      render(<Button variant={variant}>{variant}</Button>);
      const button = screen.getByRole('button', { name: variant });
      expect(button).toHaveAttribute('data-variant', variant);
      expect(button.className).toBe(cn(buttonVariants({ variant })));
      return button.className;
    });
    expect(new Set(classNames).size).toBe(BUTTON_VARIANTS.length);
    expect(screen.getByRole('button', { name: 'default' })).toHaveClass('bg-brand-600', 'text-white');
    expect(screen.getByRole('button', { name: 'destructive' })).toHaveClass('bg-red-600', 'text-white');
    expect(screen.getByRole('button', { name: 'outline' })).toHaveClass('border', 'bg-white');
    expect(screen.getByRole('button', { name: 'link' })).toHaveClass('hover:underline');
  });

  it('renders every size with its own classes; the default is a 40px touch target', () => {
    const classNames = BUTTON_SIZES.map((size) => {
      render(<Button size={size}>{size}</Button>);
      const button = screen.getByRole('button', { name: size });
      expect(button).toHaveAttribute('data-size', size);
      return button.className;
    });
    expect(new Set(classNames).size).toBe(BUTTON_SIZES.length);
    expect(screen.getByRole('button', { name: 'default' })).toHaveClass('h-10');
    expect(screen.getByRole('button', { name: 'sm' })).toHaveClass('h-8');
    expect(screen.getByRole('button', { name: 'lg' })).toHaveClass('h-12');
    expect(screen.getByRole('button', { name: 'icon' })).toHaveClass('size-10');
  });

  it('makes every size at least 44 × 44 px on phones (below sm), the WCAG tap target', () => {
    for (const size of BUTTON_SIZES) render(<Button size={size}>{size}</Button>);
    for (const name of ['default', 'sm']) {
      expect(screen.getByRole('button', { name })).toHaveClass('max-sm:h-11', 'max-sm:min-w-11');
    }
    expect(screen.getByRole('button', { name: 'icon' })).toHaveClass('max-sm:size-11');
    // lg is 48 px everywhere.
    expect(screen.getByRole('button', { name: 'lg' })).toHaveClass('h-12');
  });

  it('uses the default variant and size when none are given, with a visible focus ring', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toBe(cn(buttonVariants({ variant: 'default', size: 'default' })));
    expect(button).toHaveClass('focus-visible:ring-2');
  });

  it('lets className override the variant classes', () => {
    render(<Button className="bg-green-600">Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('bg-green-600');
    expect(button).not.toHaveClass('bg-brand-600');
  });

  it('renders its child element instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/jobs">Jobs</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/jobs');
    expect(link).toHaveClass('border', 'bg-white');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('forwards the ref to the DOM element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });

  it('calls onClick, but not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Apply</Button>);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} disabled>
        Apply
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('disabled:opacity-50', 'disabled:pointer-events-none');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
