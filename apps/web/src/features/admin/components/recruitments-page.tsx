import { Archive, Copy, FilePlus2, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminRecruitmentsQuery, type adminRecruitmentRow, SECTORS, LIFECYCLE_STATUSES } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { FilterBar, FilterSelect, ListSearch } from '../../../components/list/filter-bar.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useAdminRecruitments, useChangeRecruitmentStatus, useDuplicateRecruitment } from '../api/recruitments.ts';
import { toSearch } from '../api/query-keys.ts';
import { errorText } from '../utils/errors.ts';
import { formatDateTime } from '../utils/format.ts';
import { AdminHeading } from './admin-heading.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { AdminPagination, Empty, LoadError, Loading } from './states.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';

type Row = z.infer<typeof adminRecruitmentRow>;

/** `/admin/recruitments`: search, status and sector filters and paging, all kept in the URL. */
export function RecruitmentsPage() {
  const { t } = useTranslation('admin');
  const { label } = useOptionLabels();
  const { params, update } = useListParams();
  const parsed = adminRecruitmentsQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : adminRecruitmentsQuery.parse({});
  const list = useAdminRecruitments(
    toSearch({ q: query.q, status: query.status, sector: query.sector, page: query.page, perPage: query.perPage }),
  );
  const [text, setText] = useState(query.q ?? '');
  const clamping = usePageInRange(query.page, list.data);

  return (
    <>
      <AdminHeading
        title={t('recruitments.title')}
        actions={
          <Button asChild>
            <Link to="/admin/recruitments/new">
              <FilePlus2 />
              {t('recruitments.new')}
            </Link>
          </Button>
        }
      />
      <FilterBar
        search={
          <ListSearch
            id="recruitment-search"
            label={t('recruitments.search')}
            showLabel
            iconOnly
            placeholder={t('recruitments.searchPlaceholder')}
            buttonLabel={t('recruitments.searchButton')}
            value={text}
            onValueChange={setText}
            onSearch={(q) => update({ q })}
          />
        }
        beside
        activeFilters={[query.status, query.sector].filter(Boolean).length}
        filters={
          <>
            <FilterSelect
              id="recruitment-status"
              label={t('recruitments.status')}
              value={query.status ?? ''}
              onValueChange={(status) => update({ status })}
            >
              <option value="">{t('recruitments.anyStatus')}</option>
              {LIFECYCLE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id="recruitment-sector"
              label={t('recruitments.sector')}
              value={query.sector ?? ''}
              onValueChange={(sector) => update({ sector })}
            >
              <option value="">{t('recruitments.anySector')}</option>
              {SECTORS.map((sector) => (
                <option key={sector.slug} value={sector.slug}>
                  {label(sector)}
                </option>
              ))}
            </FilterSelect>
          </>
        }
      />

      <div className="mt-4">
        {list.isPending || clamping ? <Loading /> : null}
        {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
        {list.data && list.data.items.length === 0 && !clamping ? (
          <Empty text={query.q || query.status || query.sector ? t('recruitments.noMatch') : t('recruitments.empty')}>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/recruitments/new">{t('recruitments.new')}</Link>
            </Button>
          </Empty>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <>
            <ul className="grid grid-cols-1 gap-2" aria-label={t('recruitments.listLabel')} aria-busy={list.isFetching}>
              {list.data.items.map((row) => (
                <RecruitmentRow key={row.id} row={row} />
              ))}
            </ul>
            <AdminPagination page={query.page} perPage={query.perPage} total={list.data.total} update={update} />
          </>
        ) : null}
      </div>
    </>
  );
}

function RecruitmentRow({ row }: { row: Row }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const status = useChangeRecruitmentStatus();
  const duplicate = useDuplicateRecruitment();
  const { labelOf } = useOptionLabels();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const sector = labelOf(SECTORS, row.sector);
  const busy = status.isPending || duplicate.isPending;

  function publish() {
    status.mutate(
      { id: row.id, change: { status: 'published' } },
      {
        onSuccess: () => toast({ title: t('editor.toast.published'), description: row.title }),
        onError: (error) =>
          toast({ title: t('editor.toast.failed'), description: errorText(error, t), variant: 'destructive' }),
      },
    );
  }

  function archive() {
    status.mutate(
      { id: row.id, change: { status: 'archived' } },
      {
        onSuccess: () => {
          setConfirmArchive(false);
          toast({ title: t('editor.toast.archived'), description: row.title });
        },
      },
    );
  }

  function copy() {
    duplicate.mutate(row.id, {
      onSuccess: (created) => {
        toast({ title: t('editor.toast.duplicated') });
        navigate(`/admin/recruitments/${created.id}`);
      },
      onError: (error) =>
        toast({ title: t('editor.toast.failed'), description: errorText(error, t), variant: 'destructive' }),
    });
  }

  return (
    <li
      data-testid="recruitment-row"
      className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <Link
            to={`/admin/recruitments/${row.id}`}
            className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {row.title}
          </Link>
          <p className="mt-0.5 truncate text-xs text-slate-500">
            {row.organisationShortName} · {sector} · <span className="font-mono">{row.slug}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-0.5 text-xs text-slate-600">
          <StatusBadge status={row.status} />
          {row.status === 'scheduled' && row.publishAt ? <span>{formatDateTime(row.publishAt)}</span> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('recruitments.columns.lastDate')}</dt>
            <dd className="font-medium text-slate-800">{row.lastDate ? formatDate(row.lastDate) : '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('recruitments.columns.notices')}</dt>
            <dd className="font-medium text-slate-800">{row.noticeCount}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('recruitments.columns.updated')}</dt>
            <dd>{formatDateTime(row.updatedAt)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-1.5">
          <Button variant="outline" size="sm" asChild>
            <Link to={`/admin/recruitments/${row.id}`} aria-label={t('recruitments.editNamed', { title: row.title })}>
              <Pencil />
              {t('recruitments.edit')}
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={copy}
            aria-label={t('recruitments.duplicateNamed', { title: row.title })}
          >
            <Copy />
            <span className="sr-only sm:not-sr-only">{t('recruitments.duplicate')}</span>
          </Button>
          {row.status === 'published' ? (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => setConfirmArchive(true)}
              aria-label={t('recruitments.archiveNamed', { title: row.title })}
            >
              <Archive />
              {t('recruitments.archive')}
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={busy}
              onClick={publish}
              aria-label={t('recruitments.publishNamed', { title: row.title })}
            >
              <Send />
              {t('recruitments.publish')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        title={t('editor.archiveDialog.title')}
        description={t('editor.archiveDialog.description', { title: row.title })}
        confirmLabel={t('editor.archiveDialog.confirm')}
        destructive
        pending={status.isPending}
        error={status.isError ? errorText(status.error, t) : null}
        onConfirm={archive}
      />
    </li>
  );
}
