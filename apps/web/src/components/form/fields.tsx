import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert.tsx';
import { Input } from '../ui/input.tsx';
import { FormField, NativeSelect, Textarea, describedBy } from './form-field.tsx';

/**
 * The family of form fields: every form writes its fields with these, so a field's label,
 * hint and error, its id and its `aria-describedby`/`aria-invalid` are wired in one place.
 *
 * - `TextField`, `NumberField`, `TextareaField`, `SelectField`, `CheckboxField`: a controlled value
 *   (`value` + `onChange(value)`, a number is kept as the text typed), `label`, optional `hint`, `error`
 *   (the message under the control; the control becomes `aria-invalid`) and `aside` (beside the field).
 * - `bindFields(values, errors, set)`: `bind('name')` gives a field its `value`, `error` and `onChange`.
 * - `FormErrorSummary`: the alert on top of a form, "Could not save" with the server's message, or
 *   "Please correct the fields marked below".
 * - `FormField` (form-field.tsx): the frame itself, for a control of your own (a datalist, a date).
 */

type FieldCommon = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something beside the field, e.g. a visibility select. */
  aside?: ReactNode;
  /** Classes of the whole field. */
  className?: string;
  /** Classes of the control itself. */
  inputClassName?: string;
};

type Controlled<V> = { value: V; onChange: (value: V) => void };
type InputRest = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'className' | 'children'>;

const frame = ({ id, label, error, hint, aside, className }: FieldCommon) => ({
  id,
  label,
  error,
  hint,
  aside,
  className: cn('content-start', className),
});

/** Splits a text control's props: the field's frame, and what goes on the control itself. */
function textProps<Rest extends object>({
  id,
  label,
  error,
  hint,
  aside,
  className,
  inputClassName,
  value,
  onChange,
  ...rest
}: FieldCommon & Controlled<string> & Rest) {
  return {
    field: frame({ id, label, error, hint, aside, className }),
    control: {
      ...rest,
      className: inputClassName,
      value,
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    },
  };
}

/** A one-line text field (also `type="date"`, `"url"`, `"email"`). */
export function TextField(props: FieldCommon & Controlled<string> & InputRest) {
  const { field, control } = textProps<InputRest>(props);
  return <FormField {...field}>{(ids) => <Input {...ids} {...control} />}</FormField>;
}

/** A whole-number field (the numeric keyboard on phones); the value is the text typed. */
export function NumberField(props: FieldCommon & Controlled<string> & Omit<InputRest, 'type'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

type AreaRest = Omit<ComponentProps<'textarea'>, 'id' | 'value' | 'onChange' | 'className'>;

/** A text area. */
export function TextareaField(props: FieldCommon & Controlled<string> & AreaRest) {
  const { field, control } = textProps<AreaRest>(props);
  return <FormField {...field}>{(ids) => <Textarea {...ids} {...control} />}</FormField>;
}

/** The browser's own select over `options`; `placeholder` is an empty first choice ("Choose…"). */
export function SelectField<V extends string>({
  id,
  label,
  error,
  hint,
  aside,
  className,
  inputClassName,
  value,
  onChange,
  options,
  placeholder,
  placeholderSelectable = false,
}: FieldCommon & {
  value: V | '';
  onChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  placeholder?: string;
  /** Whether the empty choice may be chosen again ("Not set"), or only shown until something is. */
  placeholderSelectable?: boolean;
}) {
  return (
    <FormField {...frame({ id, label, error, hint, aside, className })}>
      {(control) => (
        <NativeSelect
          {...control}
          className={inputClassName}
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={!placeholderSelectable}>
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

/** A checkbox with its label beside it, the hint and the error under it. */
export function CheckboxField({
  id,
  label,
  error,
  hint,
  aside,
  className,
  inputClassName,
  checked,
  onChange,
  ...input
}: Omit<FieldCommon, 'value'> & { checked: boolean; onChange: (checked: boolean) => void } & Omit<
    InputRest,
    'type' | 'checked'
  >) {
  const ids = describedBy(id, hint, error);
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="flex items-start gap-3 text-sm font-medium text-slate-900">
        <input
          {...input}
          id={id}
          type="checkbox"
          className={cn('mt-0.5 size-5 shrink-0 accent-brand-600', inputClassName)}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={ids.errorId} className="pl-8 text-sm font-medium text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} className="pl-8 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {aside}
    </div>
  );
}

/**
 * Binds fields to a form's state: `const bind = bindFields(form, errors, set)`, then
 * `<TextField id=… label=… {...bind('name')} />`.
 */
export function bindFields<S extends object>(
  values: S,
  errors: Readonly<Record<string, string | undefined>>,
  set: <K extends keyof S>(key: K, value: S[K]) => void,
) {
  return <K extends keyof S & string>(key: K) => ({
    value: values[key],
    error: errors[key],
    onChange: (value: S[K]) => set(key, value),
  });
}

/** The alert on top of a form: the server's failure, else a note that fields below need fixing. */
export function FormErrorSummary({
  failure,
  failedTitle,
  hasFieldErrors,
  fixTitle,
}: {
  /** The message of a failed request (or null). */
  failure: string | null;
  failedTitle: string;
  hasFieldErrors: boolean;
  fixTitle: string;
}) {
  if (failure) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{failedTitle}</AlertTitle>
        <AlertDescription>{failure}</AlertDescription>
      </Alert>
    );
  }
  if (!hasFieldErrors) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>{fixTitle}</AlertTitle>
    </Alert>
  );
}
