import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

const iconSize = { sm: 'size-4', md: 'size-6', lg: 'size-10' } satisfies Record<SpinnerSize, string>;

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Text for screen readers. */
  label?: string;
  size?: SpinnerSize;
};

/** An animated loading indicator, announced politely to screen readers. */
export function Spinner({ label = 'Loading…', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={label}
      data-slot="spinner"
      data-size={size}
      className={cn('inline-flex items-center justify-center text-brand-600', className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={cn('animate-spin motion-reduce:animate-none', iconSize[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export type FullScreenSpinnerProps = Omit<ComponentProps<'div'>, 'children'> & { label?: string };

/** Covers the viewport with a centred large spinner, e.g. while a lazy route or the session loads. */
export function FullScreenSpinner({ label, className, ...props }: FullScreenSpinnerProps) {
  return (
    <div
      data-testid="full-screen-spinner"
      className={cn('fixed inset-0 z-50 flex items-center justify-center bg-slate-50/80', className)}
      {...props}
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
