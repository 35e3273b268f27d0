import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const ALERT_VARIANTS = ['default', 'destructive'] as const;
export type AlertVariant = (typeof ALERT_VARIANTS)[number];

export const alertVariants = cva(
  [
    // An optional leading lucide icon sits in the first column; title and description in the second.
    'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm',
    'has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-px',
  ],
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900 [&>svg]:text-slate-600',
        destructive: 'border-red-300 bg-red-50 text-red-800 [&>svg]:text-red-600',
      } satisfies Record<AlertVariant, string>,
    },
    defaultVariants: { variant: 'default' },
  },
);

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

export function Alert({ className, variant, ...props }: AlertProps) {
  return (
    <div
      role="alert"
      data-slot="alert"
      data-variant={variant ?? 'default'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('col-start-2 leading-5 font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('col-start-2 grid gap-1 text-sm leading-relaxed opacity-90', className)}
      {...props}
    />
  );
}
