import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import type { ToastPlacement } from './toast-store.ts';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  placement = 'bottom',
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport> & { placement?: ToastPlacement }) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      data-placement={placement}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-[100] m-0 flex max-h-screen list-none flex-col gap-2 px-4 outline-none',
        'md:inset-x-auto md:right-0 md:w-full md:max-w-[420px] md:p-4',
        placement === 'bottom'
          ? // Always above the 60px fixed bottom ad bar. Phones: full width; larger screens: bottom-right corner.
            'bottom-[76px] md:bottom-[60px]'
          : // Something holds the bottom (an open chat window's text box): the top of the screen instead.
            'top-4 md:top-0',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-lg border py-3 pr-12 pl-4 shadow-lg',
    // Enter: fade and rise. Exit (state closed, kept mounted by the store for 300ms): slide out to the right.
    'transition duration-300 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none',
    'data-[state=closed]:pointer-events-none data-[state=closed]:translate-x-full data-[state=closed]:opacity-0',
    // Swipe right to dismiss: follow the finger, snap back on cancel.
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
    'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
  ],
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900',
        destructive: 'border-red-700 bg-red-600 text-white focus-visible:ring-red-600',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-90', className)}
      {...props}
    />
  );
}

export type ToastCloseProps = Omit<ComponentProps<typeof ToastPrimitive.Close>, 'children'> & {
  /** Screen-reader text of the × button. */
  label?: string;
};

export function ToastClose({ className, label = 'Close', ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      className={cn(
        'absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md',
        'text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900',
        'group-data-[variant=destructive]:text-red-100 group-data-[variant=destructive]:hover:bg-red-700 group-data-[variant=destructive]:hover:text-white',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none group-data-[variant=destructive]:focus-visible:ring-white',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </ToastPrimitive.Close>
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-10 shrink-0 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-transparent px-3 text-sm font-medium',
        'transition-colors hover:bg-slate-100',
        'group-data-[variant=destructive]:border-red-200 group-data-[variant=destructive]:hover:bg-red-700',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none group-data-[variant=destructive]:focus-visible:ring-white',
        className,
      )}
      {...props}
    />
  );
}
