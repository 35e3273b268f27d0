import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { JOBS_PER_PAGE, QUALIFICATIONS, SECTORS, STATES, readJobsQuery } from '@jobportal/shared';
import { FilterBar, FilterSelect, ListSearch } from '../../../components/list/filter-bar.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states.tsx';
import { Pagination } from '../../../components/list/pagination.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { OfflineNote } from '../../../components/offline-note.tsx';
import { jobsRequestPath, useJobs, type JobsFilters } from '../api/get-jobs.ts';
import { EligibleFilter } from '../eligibility/eligible-filter.tsx';
import { JobCard } from './job-card.tsx';
import { HydrationSlices } from '../../../components/hydration-slices.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useOptionLabels, type LabelledOption } from '../../../lib/option-label.ts';

/** One `<option>` per category of the shared vocabulary (its name in the interface language shown, the slug sent). */
const categoryOptions = (list: readonly LabelledOption[], label: (option: LabelledOption) => string) =>
  list.map((c) => (
    <option key={c.slug} value={c.slug}>
      {label(c)}
    </option>
  ));

/**
 * `/jobs`: search, category, sort and paging, all kept in the URL so a shared or reloaded link shows
 * the same list. Signed in, "Eligible for me" (`?eligible=1`) too.
 */
export function JobsBrowser({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const { label } = useOptionLabels();
  const { params, update } = useListParams();
  // As the jobsQuery contract reads it, without zod in the list's first load (domain/jobs-query.ts).
  const filters = readJobsQuery(Object.fromEntries(params));
  const request: JobsFilters = {
    cat: filters.cat,
    state: filters.state,
    qualification: filters.qualification,
    q: filters.q,
    sort: filters.sort,
    show: filters.show,
    page: filters.page,
    eligible: signedIn ? filters.eligible : undefined,
  };
  const jobs = useJobs(request);
  // The cards are drawn in a transition when an answer arrives: React renders them in slices, so a cheap
  // phone keeps answering taps and scrolling meanwhile (the answer itself arrives as an urgent update).
  const shown = useDeferredValue(jobs.data);
  const clamping = usePageInRange(filters.page, jobs.data);

  /** Filters that narrow or reorder the list, shown on the phone's Filters button. */
  const activeFilters = [
    filters.cat,
    filters.state,
    filters.qualification,
    filters.sort === 'last_date' ? undefined : filters.sort,
    filters.show === 'all' ? filters.show : undefined,
    signedIn ? filters.eligible : undefined,
  ].filter(Boolean).length;

  const total = shown?.total ?? 0;

  return (
    <div className="grid gap-4">
      <OfflineNote paths={[jobsRequestPath(request)]} />
      <FilterBar
        search={<JobSearch initial={filters.q} onSearch={(q) => update({ q })} />}
        activeFilters={activeFilters}
        filtersClassName="lg:grid-cols-4"
        filters={
          <>
            <FilterSelect
              id="job-category"
              label={t('jobs.category')}
              value={filters.cat ?? ''}
              onValueChange={(cat) => update({ cat })}
            >
              <option value="">{t('jobs.allCategories')}</option>
              <optgroup label={t('jobs.sectors')}>{categoryOptions(SECTORS, label)}</optgroup>
              <optgroup label={t('jobs.states')}>{categoryOptions(STATES, label)}</optgroup>
              <optgroup label={t('jobs.qualifications')}>{categoryOptions(QUALIFICATIONS, label)}</optgroup>
            </FilterSelect>
            <FilterSelect
              id="job-state"
              label={t('jobs.state')}
              value={filters.state ?? ''}
              onValueChange={(state) => update({ state })}
            >
              <option value="">{t('jobs.anyState')}</option>
              {categoryOptions(STATES, label)}
            </FilterSelect>
            <FilterSelect
              id="job-qualification"
              label={t('jobs.qualification')}
              value={filters.qualification ?? ''}
              onValueChange={(qualification) => update({ qualification })}
            >
              <option value="">{t('jobs.anyQualification')}</option>
              {categoryOptions(QUALIFICATIONS, label)}
            </FilterSelect>
            <FilterSelect
              id="job-sort"
              label={t('jobs.sort')}
              value={filters.sort}
              onValueChange={(sort) => update({ sort: sort === 'last_date' ? undefined : sort })}
            >
              <option value="last_date">{t('jobs.sortLastDate')}</option>
              <option value="newest">{t('jobs.sortNewest')}</option>
            </FilterSelect>
            <label className="flex min-h-11 items-center gap-2 self-end text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={filters.show === 'all'}
                onChange={(event) => update({ show: event.target.checked ? 'all' : undefined })}
              />
              {t('jobs.showClosed')}
            </label>
            {signedIn ? (
              <EligibleFilter
                checked={filters.eligible === '1'}
                onChange={(checked) => update({ eligible: checked ? '1' : undefined })}
                page={jobs.data}
              />
            ) : null}
          </>
        }
      />

      {jobs.isPending || clamping || (jobs.data && !shown) ? <ListLoading /> : null}
      {jobs.isError ? <ListError title={t('jobs.loadFailed')} onRetry={() => void jobs.refetch()} /> : null}
      {shown && !clamping ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            <ResultCount total={total} capped={shown.totalCapped} />
          </p>
          {shown.items.length === 0 ? (
            <ListEmpty text={t('jobs.empty')} />
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              <HydrationSlices items={shown.items} size={2}>
                {(job) => <JobCard key={job.id} job={job} />}
              </HydrationSlices>
            </div>
          )}
          <Pagination
            page={filters.page}
            perPage={shown.perPage ?? JOBS_PER_PAGE}
            total={total}
            label={t('jobs.pagination')}
            onPage={(page) => update({ page: String(page) })}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * The search box keeps what is typed in its own state: a key re-renders the box alone, not the list's
 * cards and filters (on a phone with a 4× slower CPU, a key that re-renders the page takes up to 224 ms
 * to paint; decision 035). The list follows the URL when the search is sent.
 */
function JobSearch({ initial, onSearch }: { initial: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial ?? '');
  return (
    <ListSearch
      id="job-search"
      label={t('jobs.searchLabel')}
      placeholder={t('jobs.searchPlaceholder')}
      buttonLabel={t('jobs.search')}
      value={text}
      onValueChange={setText}
      onSearch={onSearch}
    />
  );
}

/** "12 recruitments", or "1,000+ recruitments" when the server stopped counting. */
export function ResultCount({ total, capped }: { total: number; capped: boolean }) {
  const { t } = useTranslation();
  return capped ? t('jobs.resultsCapped', { formatted: formatNumber(total) }) : t('jobs.results', { count: total });
}
