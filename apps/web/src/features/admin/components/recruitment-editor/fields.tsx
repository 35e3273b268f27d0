import type { ComponentProps, ReactNode } from 'react';
import { FormField, NativeSelect, Textarea } from '../../../../components/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';

/** A label that screen readers (and end-to-end tests) hear with its row, e.g. "Fee 2: Amount". */
export function rowLabel(prefix: string | undefined, label: ReactNode): ReactNode {
  return prefix ? (
    <>
      <span className="sr-only">{prefix}</span>
      {label}
    </>
  ) : (
    label
  );
}

type Common = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Classes of the control itself (`className` styles the whole field). */
  inputClassName?: string;
};

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  inputClassName,
  ...input
}: Common & Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={cn('content-start', className)}>
      {(control) => (
        <Input
          {...control}
          {...input}
          className={inputClassName}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function AreaField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  inputClassName,
  ...area
}: Common & Omit<ComponentProps<'textarea'>, 'id' | 'value' | 'onChange' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={cn('content-start', className)}>
      {(control) => (
        <Textarea
          {...control}
          {...area}
          className={inputClassName}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function SelectField<V extends string>({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  options,
  placeholder,
}: Omit<Common, 'value' | 'onChange' | 'inputClassName'> & {
  value: V | '';
  onChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** An empty first choice ("Choose…") while nothing is chosen. */
  placeholder?: string;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={cn('content-start', className)}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value as V)}>
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** A section of the editor: a titled card that the jump links at the top lead to. */
export function EditorSection({
  id,
  title,
  description,
  error,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  /** A problem with the section as a whole, e.g. "Add at least 1". */
  error?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-32 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      {error ? (
        <p className="mt-1 text-sm font-medium text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-1 gap-4">{children}</div>
    </section>
  );
}
