import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from '../ui/label.tsx';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** The error under the control; makes the control `aria-invalid`. */
  error?: string | undefined;
  /** Something beside the label, e.g. a visibility select. */
  aside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The ids of a field's error and hint (when it has them) and its `aria-describedby`, error first. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

/**
 * A labelled form control with its hint and error, linked for screen readers: the frame of the field
 * family (fields.tsx), for a control of your own.
 */
export function FormField({ id, label, hint, error, aside, className, children }: FormFieldProps) {
  const { hintId, errorId, describedBy: ids } = describedBy(id, hint, error);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {aside}
    </div>
  );
}

const controlClass = cn(
  'w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
  'focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-50',
  'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/40',
);

/** The browser's own select, styled like `Input`: light, the native picker on phones, 44 px tall there. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClass, 'h-10 max-sm:h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, 'min-h-24 py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
