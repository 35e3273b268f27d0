import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type InputProps = ComponentProps<'input'>;

/** A text field. Set `aria-invalid` (e.g. from react-hook-form errors) to show it in red. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        // text-base on phones stops iOS Safari from zooming in on focus; 44 px tall there, a full tap target.
        'flex h-10 max-sm:h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
        'transition-colors placeholder:text-slate-400',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-slate-900',
        'focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-50',
        'aria-invalid:border-red-600 aria-invalid:text-red-900 aria-invalid:focus-visible:ring-red-600/40',
        className,
      )}
      {...props}
    />
  );
}
