import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';
import { lastPage } from '../../lib/use-page-in-range.ts';
import { NativeSelect } from '../form/form-field.tsx';
import { Button } from '../ui/button.tsx';

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;

export type PaginationProps = {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** With it, a "Per page" select (and the bar shows even on a single page). */
  onPerPage?: (perPage: number) => void;
  /** "Page 2 of 7 · 131 in all" instead of "Page 2 of 7" (and the bar shows even on a single page). */
  showTotal?: boolean;
  /** The navigation landmark's name; "Pages" by default. */
  label?: string;
  className?: string;
};

/**
 * Previous, "Page 2 of 7" and next in one row (also at 360 px), and optionally how many per page. The
 * caller keeps the values (usually in the URL, see `useListParams`). A list of one page shows no bar
 * unless it offers the total or a per-page choice.
 */
export function Pagination({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  showTotal = false,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = lastPage(total, perPage);
  const paged = pages > 1 || page > 1;
  if (!paged && !onPerPage && !showTotal) return null;
  const summary = showTotal
    ? t('list.summary', { page, pages, total: total.toLocaleString('en-IN'), count: total })
    : t('list.pageOf', { page, pages });
  return (
    <nav
      aria-label={label ?? t('list.pagination')}
      className={cn('flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm text-slate-600', className)}
    >
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:justify-start">
        {paged ? (
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft />
            {t('list.previous')}
          </Button>
        ) : null}
        <p data-testid="pagination-summary" className="text-center">
          {summary}
        </p>
        {paged ? (
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('list.next')}
            <ChevronRight />
          </Button>
        ) : null}
      </div>
      {onPerPage ? (
        <label className="flex items-center gap-2">
          <span>{t('list.perPage')}</span>
          <NativeSelect className="w-auto" value={perPage} onChange={(event) => onPerPage(Number(event.target.value))}>
            {PER_PAGE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : null}
    </nav>
  );
}
