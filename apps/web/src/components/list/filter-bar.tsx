import { Search, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';
import { loadOnIntent, useHydrated } from '../../lib/page-lifecycle.ts';
import { NativeSelect } from '../form/form-field.tsx';
import { Button } from '../ui/button.tsx';
import { Input, type InputProps } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { useIsPhone } from './use-is-phone.ts';

// The phone's filter sheet (a Radix dialog) is its own chunk: a phone that never opens it never downloads it.
const loadFiltersSheet = () => import('./filters-sheet.tsx');
const FiltersSheet = lazy(() => loadFiltersSheet().then(({ FiltersSheet }) => ({ default: FiltersSheet })));

export type ListSearchProps = Omit<InputProps, 'id' | 'value' | 'onChange' | 'type'> & {
  id: string;
  /** The field's label: visually hidden unless `showLabel`. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The trimmed text, or undefined when it is empty. */
  onSearch: (q: string | undefined) => void;
  /** The submit button's name; its text shows from `sm` up unless `iconOnly`. */
  buttonLabel: string;
  showLabel?: boolean;
  iconOnly?: boolean;
  /** Inside the form after the field, e.g. a `<datalist>`. */
  children?: ReactNode;
};

/** The search form of a list: a search field and its button, as one `role="search"` landmark. */
export function ListSearch({
  id,
  label,
  value,
  onValueChange,
  onSearch,
  buttonLabel,
  showLabel = false,
  iconOnly = false,
  children,
  ...inputProps
}: ListSearchProps) {
  // On a server-rendered page the field is on screen before the app runs it (decision 018): until then
  // nothing can be typed into it (it would be lost) and the browser cannot send the form by itself.
  const hydrated = useHydrated();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  }
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
          {label}
        </Label>
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          readOnly={!hydrated}
          {...inputProps}
        />
      </div>
      {children}
      <Button type="submit" variant={iconOnly ? 'outline' : 'default'} aria-label={buttonLabel} disabled={!hydrated}>
        <Search />
        {iconOnly ? null : <span className="hidden sm:inline">{buttonLabel}</span>}
      </Button>
    </form>
  );
}

export type FilterBarProps = {
  /** Usually a `ListSearch`. */
  search?: ReactNode;
  /** The filter fields (`FilterSelect`s, checkboxes…): inline from `sm` up, in a "Filters" sheet on phones. */
  filters?: ReactNode;
  /** How many filters narrow or reorder the list, counted on the phone's Filters button. */
  activeFilters?: number;
  /** The grid of the inline filters from `sm` up (the sheet stacks them). */
  filtersClassName?: string;
  /** With no search, the row keeps the Filters button on its own at the end; this goes before it. */
  before?: ReactNode;
  /** From `sm` up, the filters share the search's row (half of it) instead of a row of their own. */
  beside?: boolean;
};

/**
 * The one filter bar of every list: search first; the filters beside or under it on wider screens; on
 * phones (< 640 px) a "Filters" button (with the number of active filters) opens them in a sheet, so
 * the first item of the list shows without scrolling.
 */
export function FilterBar({
  search,
  filters,
  activeFilters = 0,
  filtersClassName,
  before,
  beside = false,
}: FilterBarProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const sheet = phone && filters !== undefined;
  // Disabled until the app runs the page (see ListSearch): a choice made before would be lost.
  const inline =
    filters !== undefined && !sheet ? (
      <fieldset
        disabled={!hydrated}
        className={cn('grid min-w-0 gap-3 sm:grid-cols-2', beside && 'sm:flex-1', filtersClassName)}
      >
        {filters}
      </fieldset>
    ) : null;
  return (
    <div className={cn('grid gap-3', beside && !sheet && 'sm:flex sm:items-end')}>
      {search || before || sheet ? (
        <div className={cn('flex items-end gap-2', beside && 'sm:flex-1')}>
          {before}
          {search}
          {sheet ? (
            <Button
              type="button"
              variant="outline"
              className={search ? undefined : 'ml-auto'}
              data-testid="filters-button"
              {...loadOnIntent(loadFiltersSheet)}
              onClick={() => {
                setWanted(true);
                setOpen(true);
              }}
            >
              <SlidersHorizontal />
              {t('list.filters')}
              {activeFilters > 0 ? (
                <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white">{activeFilters}</span>
              ) : null}
            </Button>
          ) : null}
        </div>
      ) : null}
      {sheet ? (
        // Mounted from the first time it opens, and kept (for its closing animation).
        wanted ? (
          <Suspense fallback={null}>
            <FiltersSheet open={open} onOpenChange={setOpen}>
              {filters}
            </FiltersSheet>
          </Suspense>
        ) : null
      ) : (
        inline
      )}
    </div>
  );
}

export type FilterSelectProps = {
  id: string;
  label: string;
  /** The selected value; `''` is the "any" option. */
  value: string;
  /** The new value, or undefined for the "any" option. */
  onValueChange: (value: string | undefined) => void;
  children: ReactNode;
  className?: string;
};

/** One labelled select of a filter bar. */
export function FilterSelect({ id, label, value, onValueChange, children, className }: FilterSelectProps) {
  return (
    <div className={cn('grid gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onValueChange(event.target.value || undefined)}>
        {children}
      </NativeSelect>
    </div>
  );
}
