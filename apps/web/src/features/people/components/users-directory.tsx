import '../../../locales/en-people-register.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { STATES, TARGET_EXAMS, USERS_PER_PAGE, usersQuery } from '@jobportal/shared';
import { FilterBar, FilterSelect, ListSearch } from '../../../components/list/filter-bar.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states.tsx';
import { Pagination } from '../../../components/list/pagination.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useOptionLabels } from '../../../lib/option-label.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useUsers } from '../api/get-users.ts';
import { UserCard } from './user-card.tsx';

/**
 * `/users`: the member directory. Name search, state and target exam filters and the page all live
 * in the URL (`?q=&state=&exam=&page=`), so a shared or reloaded link shows the same list.
 */
export function UsersDirectory() {
  const { t } = useTranslation();
  const { label } = useOptionLabels();
  const { params, update, clear } = useListParams({ scrollOnPage: true });
  const parsed = usersQuery.safeParse(Object.fromEntries(params));
  const filters = parsed.success ? parsed.data : usersQuery.parse({});
  const users = useUsers({ q: filters.q, state: filters.state, exam: filters.exam, page: filters.page });
  const [text, setText] = useState(filters.q ?? '');
  const filtered = Boolean(filters.q || filters.state || filters.exam);

  function clearFilters() {
    setText('');
    clear();
  }

  const clamping = usePageInRange(filters.page, users.data);
  const total = users.data?.total ?? 0;

  return (
    <div className="grid gap-4">
      <FilterBar
        search={
          <ListSearch
            id="users-search"
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            buttonLabel={t('users.search')}
            maxLength={60}
            autoComplete="off"
            value={text}
            onValueChange={setText}
            onSearch={(q) => update({ q })}
          />
        }
        activeFilters={[filters.state, filters.exam].filter(Boolean).length}
        filtersClassName="sm:max-w-xl"
        filters={
          <>
            <FilterSelect
              id="users-state"
              label={t('users.state')}
              value={filters.state ?? ''}
              onValueChange={(state) => update({ state })}
            >
              <option value="">{t('users.anyState')}</option>
              {STATES.map((state) => (
                <option key={state.slug} value={state.slug}>
                  {label(state)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id="users-exam"
              label={t('users.exam')}
              value={filters.exam ?? ''}
              onValueChange={(exam) => update({ exam })}
            >
              <option value="">{t('users.anyExam')}</option>
              {TARGET_EXAMS.map((exam) => (
                <option key={exam.slug} value={exam.slug}>
                  {label(exam)}
                </option>
              ))}
            </FilterSelect>
          </>
        }
      />

      {users.isPending || clamping ? <ListLoading /> : null}
      {users.isError ? <ListError title={t('users.loadFailed')} onRetry={() => void users.refetch()} /> : null}
      {users.data && !clamping ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('users.results', { count: total })}
          </p>
          {users.data.items.length === 0 ? (
            <ListEmpty text={t('users.empty')}>
              {filtered ? (
                <Button variant="outline" size="sm" onClick={clearFilters}>
                  {t('users.clearFilters')}
                </Button>
              ) : null}
            </ListEmpty>
          ) : (
            <div className="grid gap-3 md:grid-cols-2" aria-busy={users.isPlaceholderData}>
              {users.data.items.map((user) => (
                <UserCard key={user.id} user={user} showBlock />
              ))}
            </div>
          )}
          <Pagination
            page={filters.page}
            perPage={users.data.perPage ?? USERS_PER_PAGE}
            total={total}
            label={t('users.pagination')}
            onPage={(page) => update({ page: String(page) })}
          />
        </>
      ) : null}
    </div>
  );
}
