import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STATES, TARGET_EXAMS, USERS_PER_PAGE, usersQuery } from '@jobportal/shared';
import { NativeSelect } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useUsers } from '../api/get-users.ts';
import { UserCard } from './user-card.tsx';

/**
 * `/users`: the member directory. Name search, state and target exam filters and the page all live
 * in the URL (`?q=&state=&exam=&page=`), so a shared or reloaded link shows the same list.
 */
export function UsersDirectory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsed = usersQuery.safeParse(Object.fromEntries(params));
  const filters = parsed.success ? parsed.data : usersQuery.parse({});
  const users = useUsers({ q: filters.q, state: filters.state, exam: filters.exam, page: filters.page });
  const [text, setText] = useState(filters.q ?? '');
  const filtered = Boolean(filters.q || filters.state || filters.exam);

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
    if ('page' in changes) window.scrollTo({ top: 0 });
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ q: text.trim() || undefined });
  }

  function clearFilters() {
    setText('');
    setParams(new URLSearchParams());
  }

  const clamping = usePageInRange(filters.page, users.data);
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (users.data?.perPage ?? USERS_PER_PAGE)));

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <Label htmlFor="users-search" className="sr-only">
          {t('users.searchLabel')}
        </Label>
        <Input
          id="users-search"
          type="search"
          value={text}
          maxLength={60}
          autoComplete="off"
          placeholder={t('users.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" aria-label={t('users.search')}>
          <Search />
          <span className="hidden sm:inline">{t('users.search')}</span>
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:max-w-xl">
        <div className="grid gap-1">
          <Label htmlFor="users-state">{t('users.state')}</Label>
          <NativeSelect
            id="users-state"
            value={filters.state ?? ''}
            onChange={(event) => update({ state: event.target.value || undefined })}
          >
            <option value="">{t('users.anyState')}</option>
            {STATES.map((state) => (
              <option key={state.slug} value={state.slug}>
                {state.en}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="users-exam">{t('users.exam')}</Label>
          <NativeSelect
            id="users-exam"
            value={filters.exam ?? ''}
            onChange={(event) => update({ exam: event.target.value || undefined })}
          >
            <option value="">{t('users.anyExam')}</option>
            {TARGET_EXAMS.map((exam) => (
              <option key={exam.slug} value={exam.slug}>
                {exam.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {users.isPending || clamping ? <Spinner /> : null}
      {users.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{t('users.loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void users.refetch()}>
            {t('people.retry')}
          </Button>
        </div>
      ) : null}
      {users.data && !clamping ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('users.results', { count: total })}
          </p>
          {users.data.items.length === 0 ? (
            <div
              data-testid="empty-state"
              className="grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
            >
              <p>{t('users.empty')}</p>
              {filtered ? (
                <Button variant="outline" size="sm" onClick={clearFilters}>
                  {t('users.clearFilters')}
                </Button>
              ) : null}
            </div>
          ) : (
            <div className="grid gap-3 md:grid-cols-2" aria-busy={users.isPlaceholderData}>
              {users.data.items.map((user) => (
                <UserCard key={user.id} user={user} showBlock />
              ))}
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label={t('users.pagination')} className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                disabled={filters.page <= 1}
                onClick={() => update({ page: filters.page > 2 ? String(filters.page - 1) : undefined })}
              >
                {t('users.previous')}
              </Button>
              <span className="text-sm text-slate-600">{t('users.pageOf', { page: filters.page, pages })}</span>
              <Button
                variant="outline"
                disabled={filters.page >= pages}
                onClick={() => update({ page: String(filters.page + 1) })}
              >
                {t('users.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
