import { Search, SlidersHorizontal } from 'lucide-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JOBS_PER_PAGE, QUALIFICATIONS, SECTORS, STATES, jobsQuery } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Sheet, SheetContent, SheetTitle } from '../../../components/ui/sheet.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { OfflineNote } from '../../../components/offline-note.tsx';
import { jobsRequestPath, useJobs, type JobsFilters } from '../api/get-jobs.ts';
import { JobCard } from './job-card.tsx';
import { formatNumber } from '../../../lib/format.ts';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

/** Below Tailwind's `sm` breakpoint the filters move into a sheet so the first job shows without scrolling. */
const PHONE_QUERY = '(max-width: 639.98px)';

function useIsPhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** One `<option>` per category of the shared vocabulary (the English name shown, the slug sent). */
const categoryOptions = (list: ReadonlyArray<{ slug: string; en: string }>) =>
  list.map((c) => (
    <option key={c.slug} value={c.slug}>
      {c.en}
    </option>
  ));

/**
 * `/jobs`: search, category, sort and paging, all kept in the URL so a shared or reloaded link shows
 * the same list.
 */
export function JobsBrowser() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsed = jobsQuery.safeParse(Object.fromEntries(params));
  const filters = parsed.success ? parsed.data : jobsQuery.parse({});
  const request: JobsFilters = {
    cat: filters.cat,
    state: filters.state,
    qualification: filters.qualification,
    q: filters.q,
    sort: filters.sort,
    show: filters.show,
    page: filters.page,
  };
  const jobs = useJobs(request);
  const [text, setText] = useState(filters.q ?? '');
  const phone = useIsPhone();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const clamping = usePageInRange(filters.page, jobs.data);

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ q: text.trim() || undefined });
  }

  const filterFields = (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="grid gap-1">
        <Label htmlFor="job-category">{t('jobs.category')}</Label>
        <select
          id="job-category"
          className={selectClass}
          value={filters.cat ?? ''}
          onChange={(event) => update({ cat: event.target.value || undefined })}
        >
          <option value="">{t('jobs.allCategories')}</option>
          <optgroup label={t('jobs.sectors')}>{categoryOptions(SECTORS)}</optgroup>
          <optgroup label={t('jobs.states')}>{categoryOptions(STATES)}</optgroup>
          <optgroup label={t('jobs.qualifications')}>{categoryOptions(QUALIFICATIONS)}</optgroup>
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="job-state">{t('jobs.state')}</Label>
        <select
          id="job-state"
          className={selectClass}
          value={filters.state ?? ''}
          onChange={(event) => update({ state: event.target.value || undefined })}
        >
          <option value="">{t('jobs.anyState')}</option>
          {categoryOptions(STATES)}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="job-qualification">{t('jobs.qualification')}</Label>
        <select
          id="job-qualification"
          className={selectClass}
          value={filters.qualification ?? ''}
          onChange={(event) => update({ qualification: event.target.value || undefined })}
        >
          <option value="">{t('jobs.anyQualification')}</option>
          {categoryOptions(QUALIFICATIONS)}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="job-sort">{t('jobs.sort')}</Label>
        <select
          id="job-sort"
          className={selectClass}
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value === 'last_date' ? undefined : event.target.value })}
        >
          <option value="last_date">{t('jobs.sortLastDate')}</option>
          <option value="newest">{t('jobs.sortNewest')}</option>
        </select>
      </div>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={filters.show === 'all'}
          onChange={(event) => update({ show: event.target.checked ? 'all' : undefined })}
        />
        {t('jobs.showClosed')}
      </label>
    </div>
  );
  /** Filters that narrow or reorder the list, shown on the phone's Filters button. */
  const activeFilters = [
    filters.cat,
    filters.state,
    filters.qualification,
    filters.sort === 'last_date' ? undefined : filters.sort,
    filters.show === 'all' ? filters.show : undefined,
  ].filter(Boolean).length;

  const total = jobs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (jobs.data?.perPage ?? JOBS_PER_PAGE)));

  return (
    <div className="grid gap-4">
      <OfflineNote paths={[jobsRequestPath(request)]} />
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <Label htmlFor="job-search" className="sr-only">
          {t('jobs.searchLabel')}
        </Label>
        <Input
          id="job-search"
          type="search"
          value={text}
          placeholder={t('jobs.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" aria-label={t('jobs.search')} className="h-11 sm:h-10">
          <Search />
          <span className="hidden sm:inline">{t('jobs.search')}</span>
        </Button>
        {phone ? (
          <Button
            type="button"
            variant="outline"
            className="h-11"
            data-testid="jobs-filters-button"
            onClick={() => setFiltersOpen(true)}
          >
            <SlidersHorizontal />
            {t('jobs.filters')}
            {activeFilters > 0 ? (
              <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white">{activeFilters}</span>
            ) : null}
          </Button>
        ) : null}
      </form>
      {phone ? (
        <Sheet open={filtersOpen} onOpenChange={setFiltersOpen}>
          <SheetContent className="w-80 max-w-full" closeLabel={t('jobs.closeFilters')} aria-describedby={undefined}>
            <SheetTitle className="px-4 pt-4 pb-2 text-lg font-bold text-slate-900">{t('jobs.filters')}</SheetTitle>
            <div className="px-4 pb-6">{filterFields}</div>
          </SheetContent>
        </Sheet>
      ) : (
        filterFields
      )}

      {jobs.isPending || clamping ? <Spinner /> : null}
      {jobs.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{t('jobs.loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void jobs.refetch()}>
            {t('jobs.retry')}
          </Button>
        </div>
      ) : null}
      {jobs.data && !clamping ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            <ResultCount total={total} capped={jobs.data.totalCapped} />
          </p>
          {jobs.data.items.length === 0 ? (
            <p
              data-testid="empty-state"
              className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
            >
              {t('jobs.empty')}
            </p>
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {jobs.data.items.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label={t('jobs.pagination')} className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                disabled={filters.page <= 1}
                onClick={() => update({ page: filters.page > 2 ? String(filters.page - 1) : undefined })}
              >
                {t('jobs.previous')}
              </Button>
              <span className="text-sm text-slate-600">{t('jobs.pageOf', { page: filters.page, pages })}</span>
              <Button
                variant="outline"
                disabled={filters.page >= pages}
                onClick={() => update({ page: String(filters.page + 1) })}
              >
                {t('jobs.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** "12 recruitments", or "1,000+ recruitments" when the server stopped counting. */
export function ResultCount({ total, capped }: { total: number; capped: boolean }) {
  const { t } = useTranslation();
  return capped ? t('jobs.resultsCapped', { formatted: formatNumber(total) }) : t('jobs.results', { count: total });
}
