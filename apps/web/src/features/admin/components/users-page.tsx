import '../../../locales/en-people-register.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { adminUsersQuery, type AdminUser } from '@jobportal/shared';
import { FilterBar, ListSearch } from '../../../components/list/filter-bar.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { toSearch } from '../api/query-keys.ts';
import { useAdminUsers } from '../api/users.ts';
import { formatDateTime } from '../utils/format.ts';
import { AdminHeading } from './admin-heading.tsx';
import { AdminPagination, Empty, LoadError, Loading } from './states.tsx';

/** `/admin/users?q=…&page=…`: accounts, newest first, searched by name or email. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const { params, update } = useListParams();
  const parsed = adminUsersQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : adminUsersQuery.parse({});
  const users = useAdminUsers(toSearch({ q: query.q, page: query.page, perPage: query.perPage }));
  const clamping = usePageInRange(query.page, users.data);
  const [text, setText] = useState(query.q ?? '');

  return (
    <>
      <AdminHeading title={t('users.title')} />
      <div className="max-w-xl">
        <FilterBar
          search={
            <ListSearch
              id="user-search"
              label={t('users.search')}
              showLabel
              iconOnly
              placeholder={t('users.searchPlaceholder')}
              buttonLabel={t('users.searchButton')}
              value={text}
              onValueChange={setText}
              onSearch={(q) => update({ q })}
            />
          }
        />
      </div>
      <div className="mt-4">
        {users.isPending || clamping ? <Loading /> : null}
        {users.isError ? <LoadError error={users.error} onRetry={() => void users.refetch()} /> : null}
        {users.data && users.data.items.length === 0 && !clamping ? (
          <Empty text={query.q ? t('users.noMatch', { q: query.q }) : t('users.empty')} />
        ) : null}
        {users.data && users.data.items.length > 0 ? (
          <>
            <ul className="grid grid-cols-1 gap-2" aria-busy={users.isFetching}>
              {users.data.items.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
            <AdminPagination page={query.page} perPage={query.perPage} total={users.data.total} update={update} />
          </>
        ) : null}
      </div>
    </>
  );
}

/** Admin, banned and unverified as small labels. */
export function UserFlags({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-wrap gap-1">
      {user.isAdmin ? (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          {t('users.flags.admin')}
        </span>
      ) : null}
      {user.banned ? (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
          {t('users.flags.banned')}
        </span>
      ) : null}
      {!user.emailVerified ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
          {t('users.flags.unverified')}
        </span>
      ) : null}
    </span>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <li
      data-testid="user-row"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="min-w-0 flex-1">
        <Link
          to={`/admin/users/${user.id}`}
          className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {user.name || user.email}
        </Link>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
      <UserFlags user={user} />
      <dl className="grid grid-cols-2 gap-x-4 text-xs text-slate-600 sm:w-80">
        <div>
          <dt className="text-slate-500">{t('users.joined')}</dt>
          <dd>{formatDateTime(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('users.lastSeen')}</dt>
          <dd>{user.lastSeen ? formatDateTime(user.lastSeen) : t('users.never')}</dd>
        </div>
      </dl>
    </li>
  );
}
