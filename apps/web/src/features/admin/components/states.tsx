import { useTranslation } from '../../../lib/use-translation.ts';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states.tsx';
import { Pagination } from '../../../components/list/pagination.tsx';
import type { ListParamChanges } from '../../../components/list/use-list-params.ts';
import { errorText } from '../utils/errors.ts';

/**
 * The admin area's names for the list family's states (`components/list/list-states.tsx`): the same
 * components as every public list, with the server's message as the error's detail.
 */
export { ListEmpty as Empty, ListLoading as Loading };

/** A failed load: "Could not load this", the server's message and "Try again". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return <ListError title={t('common.loadFailed')} detail={errorText(error, t)} onRetry={onRetry} />;
}

/** The admin lists' pagination: "Page 2 of 7 · 131 in all" and a per-page choice (20 unless set in the URL). */
export function AdminPagination({
  page,
  perPage,
  total,
  update,
}: {
  page: number;
  perPage: number;
  total: number;
  /** The list's `useListParams().update`. */
  update: (changes: ListParamChanges) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Pagination
      className="mt-4"
      showTotal
      label={t('pagination.label')}
      page={page}
      perPage={perPage}
      total={total}
      onPage={(next) => update({ page: String(next) })}
      onPerPage={(next) => update({ perPage: next === 20 ? undefined : String(next) })}
    />
  );
}
