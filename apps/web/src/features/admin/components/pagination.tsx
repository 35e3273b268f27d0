import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;

/**
 * "Page 2 of 7 · 131 in all", previous/next and how many per page. The caller keeps the values in
 * the URL, so a reload or a shared link shows the same page.
 */
export function Pagination({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p data-testid="pagination-summary">
        {t('pagination.summary', { page, pages, total: formatNumber(total), count: total })}
      </p>
      <div className="flex items-center gap-2">
        {onPerPage ? (
          <label className="flex items-center gap-2">
            <span>{t('pagination.perPage')}</span>
            <select
              className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
              value={perPage}
              onChange={(event) => onPerPage(Number(event.target.value))}
            >
              {PER_PAGE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {pages > 1 || page > 1 ? (
          <>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <ChevronLeft />
              {t('pagination.previous')}
            </Button>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              {t('pagination.next')}
              <ChevronRight />
            </Button>
          </>
        ) : null}
      </div>
    </nav>
  );
}
