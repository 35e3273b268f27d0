import { memo, type ComponentType } from 'react';
import { useOptionLabels, type LabelledOption } from '../../../../lib/option-label.ts';
import { TextField } from '../../../../components/form/fields.tsx';
import type { PathErrors } from '../../utils/errors.ts';
import { newTextRow, type RecruitmentDraft, type TextRowDraft } from '../../utils/recruitment-draft.ts';
import { rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';

/** A web address starts so (the same in every language). */
export const URL_PLACEHOLDER = 'https://';

export type SetField = <K extends keyof RecruitmentDraft>(key: K, value: RecruitmentDraft[K]) => void;
export type SectionProps = { draft: RecruitmentDraft; set: SetField; errors: PathErrors };

/**
 * A section that re-renders only when its own fields (or the errors) change: typing in the title
 * does not redraw the vacancy table. Updates are immutable, so an untouched field keeps its identity.
 */
export function section<P extends SectionProps>(
  Component: ComponentType<P>,
  fields: ReadonlyArray<keyof RecruitmentDraft>,
) {
  return memo(Component, (before, after) => {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof P>;
    return [...keys].every((key) =>
      key === 'draft'
        ? fields.every((field) => before.draft[field] === after.draft[field])
        : before[key] === after[key],
    );
  });
}

/** The jump links at the top of the editor, in page order. */
export const SECTION_IDS = [
  'basics',
  'tags',
  'dates',
  'fees',
  'age',
  'vacancies',
  'eligibility',
  'selection',
  'apply',
  'uploads',
  'faqs',
  'links',
  'trust',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** A labelled group of checkboxes; the chosen slugs keep the options' order. */
export function CheckboxGroup({
  legend,
  options,
  chosen,
  onChange,
  error,
  id,
  columns = 'sm:grid-cols-3 lg:grid-cols-4',
}: {
  legend: string;
  options: readonly LabelledOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
  id: string;
  columns?: string;
}) {
  const { label } = useOptionLabels();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className={`mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 ${columns}`}>
        {options.map((option) => (
          <label key={option.slug} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={chosen.includes(option.slug)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.map((o) => o.slug).filter((slug) => slug === option.slug || chosen.includes(slug))
                    : chosen.filter((slug) => slug !== option.slug),
                )
              }
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Rows of one line of text each: selection stages, steps to apply, documents. */
export function TextRows({
  id,
  rows,
  onChange,
  errors,
  path,
  noun,
  addLabel,
  fieldLabel,
  emptyText,
}: {
  id: string;
  rows: TextRowDraft[];
  onChange: (rows: TextRowDraft[]) => void;
  errors: PathErrors;
  path: string;
  noun: (n: number) => string;
  addLabel: string;
  fieldLabel: string;
  emptyText: string;
}) {
  return (
    <RowList
      rows={rows}
      onChange={onChange}
      noun={noun}
      addLabel={addLabel}
      emptyText={emptyText}
      create={() => newTextRow()}
      renderRow={(row, { index, prefix, patch }) => (
        <TextField
          id={`${id}-${row.key}`}
          label={rowLabel(prefix, fieldLabel)}
          value={row.value}
          error={errors[`${path}.${index}`]}
          onChange={(value) => patch({ value })}
        />
      )}
    />
  );
}
