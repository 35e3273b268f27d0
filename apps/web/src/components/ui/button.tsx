import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Every visual variant of `Button`, in display order. */
export const BUTTON_VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
/**
 * Every size of `Button`. On phones (below Tailwind's `sm`, 640 px) every size is at least 44 × 44 CSS px,
 * the WCAG 2.5.5 tap target; from `sm` up `default` is 40 px tall, `sm` 32 px (dense admin rows), `lg` 48 px.
 */
export const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

const variantClasses = {
  default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800 focus-visible:ring-red-600',
  outline: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200 active:bg-slate-300',
  ghost: 'text-slate-900 hover:bg-slate-100 active:bg-slate-200',
  link: 'text-brand-700 underline-offset-4 hover:underline active:text-brand-800',
} satisfies Record<ButtonVariant, string>;

const sizeClasses = {
  default: 'h-10 px-4 py-2 max-sm:h-11 max-sm:min-w-11',
  sm: 'h-8 gap-1.5 rounded-md px-3 text-xs max-sm:h-11 max-sm:min-w-11 max-sm:text-sm',
  lg: 'h-12 rounded-lg px-6 text-base',
  icon: 'size-10 max-sm:size-11',
} satisfies Record<ButtonSize, string>;

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap',
    'transition-colors select-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
    'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
    'disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50',
    'aria-disabled:pointer-events-none aria-disabled:opacity-50',
  ],
  {
    variants: { variant: variantClasses, size: sizeClasses },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router `<Link>`) with button styles instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
