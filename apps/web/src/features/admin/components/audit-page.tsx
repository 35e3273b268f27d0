import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_TARGETS, auditQuery, type AuditAction, type AuditEntry } from '@jobportal/shared';
import { FilterBar, FilterSelect } from '../../../components/list/filter-bar.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useAuditLog } from '../api/audit.ts';
import { toSearch } from '../api/query-keys.ts';
import { formatDateTime } from '../utils/format.ts';
import { AdminHeading } from './admin-heading.tsx';
import { AdminPagination, Empty, LoadError, Loading } from './states.tsx';

type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** `/admin/audit`: who did what to which item, newest first, with filters kept in the URL. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const { params, update } = useListParams();
  const parsed = auditQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : auditQuery.parse({});
  const log = useAuditLog(
    toSearch({
      action: query.action,
      targetType: query.targetType,
      targetId: query.targetId,
      actorId: query.actorId,
      page: query.page,
      perPage: query.perPage,
    }),
  );
  const actorName = params.get('actorName');
  const clamping = usePageInRange(query.page, log.data);

  const actionLabel = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`audit.actions.${action as AuditAction}`) : action;

  return (
    <>
      <AdminHeading title={t('audit.title')} description={t('audit.description')} />
      <FilterBar
        activeFilters={[query.action, query.targetType].filter(Boolean).length}
        filtersClassName="lg:grid-cols-[16rem_12rem]"
        filters={
          <>
            <FilterSelect
              id="audit-action"
              label={t('audit.action')}
              value={query.action ?? ''}
              onValueChange={(action) => update({ action })}
            >
              <option value="">{t('audit.anyAction')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`audit.targets.${action.split('.')[0] as AuditTarget}`)}: {actionLabel(action)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id="audit-target"
              label={t('audit.targetType')}
              value={query.targetType ?? ''}
              onValueChange={(targetType) => update({ targetType, targetId: undefined })}
            >
              <option value="">{t('audit.anyTarget')}</option>
              {AUDIT_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`audit.targets.${target}`)}
                </option>
              ))}
            </FilterSelect>
          </>
        }
      />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {query.actorId ? (
          <FilterChip
            label={t('audit.byActor', { name: actorName ?? query.actorId })}
            clearLabel={t('audit.clearActor')}
            onClear={() => update({ actorId: undefined, actorName: undefined })}
          />
        ) : (
          <p className="text-xs text-slate-500">{t('audit.actorHint')}</p>
        )}
        {query.targetId ? (
          <FilterChip
            label={t('audit.onItem', { id: query.targetId })}
            clearLabel={t('audit.clearItem')}
            onClear={() => update({ targetId: undefined })}
          />
        ) : null}
      </div>

      <div className="mt-4">
        {log.isPending || clamping ? <Loading /> : null}
        {log.isError ? <LoadError error={log.error} onRetry={() => void log.refetch()} /> : null}
        {log.data && log.data.items.length === 0 && !clamping ? <Empty text={t('audit.empty')} /> : null}
        {log.data && log.data.items.length > 0 ? (
          <>
            <ol className="grid grid-cols-1 gap-2" aria-busy={log.isFetching} aria-label={t('audit.listLabel')}>
              {log.data.items.map((entry) => (
                <li
                  key={entry.id}
                  data-testid="audit-entry"
                  className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-4"
                >
                  <time dateTime={entry.createdAt} className="text-xs text-slate-500 sm:pt-0.5">
                    {formatDateTime(entry.createdAt)}
                  </time>
                  <div className="grid gap-1">
                    <p>
                      {entry.actor ? (
                        <button
                          type="button"
                          // A 44 px tap target that keeps the sentence's line height: the negative margins
                          // take back the height it adds (decision 012).
                          className="-my-3 inline-flex min-h-11 min-w-11 cursor-pointer items-center font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                          title={t('audit.filterByActor')}
                          onClick={() => update({ actorId: entry.actor!.id, actorName: entry.actor!.name })}
                        >
                          {entry.actor.name}
                        </button>
                      ) : (
                        <span className="font-semibold text-slate-500">{t('audit.unknownActor')}</span>
                      )}{' '}
                      <span className="text-slate-700">{actionLabel(entry.action)}</span> <AuditItem entry={entry} />
                    </p>
                    <AuditSummary summary={entry.summary} />
                  </div>
                </li>
              ))}
            </ol>
            <AdminPagination page={query.page} perPage={query.perPage} total={log.data.total} update={update} />
          </>
        ) : null}
      </div>
    </>
  );
}

function FilterChip({ label, clearLabel, onClear }: { label: string; clearLabel: string; onClear: () => void }) {
  return (
    <span className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 pr-1 pl-3 text-xs font-medium text-brand-700">
      {label}
      <button
        type="button"
        aria-label={clearLabel}
        onClick={onClear}
        className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-brand-100"
      >
        <X className="size-3.5" />
      </button>
    </span>
  );
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The item an entry is about, by its title or email where the summary has one, linked where it has a page. */
function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const type = (AUDIT_TARGETS as readonly string[]).includes(entry.targetType)
    ? t(`audit.targets.${entry.targetType as AuditTarget}`)
    : entry.targetType;
  const name = text(entry.summary['title']) ?? text(entry.summary['email']) ?? entry.targetId;
  const recruitmentId = text(entry.summary['recruitmentId']);
  const href: string | null =
    entry.targetType === 'recruitment'
      ? `/admin/recruitments/${entry.targetId}`
      : entry.targetType === 'notice' && recruitmentId
        ? `/admin/recruitments/${recruitmentId}`
        : entry.targetType === 'page' && entry.action !== 'page.delete'
          ? `/admin/pages/${entry.targetId}`
          : entry.targetType === 'user' && entry.action !== 'user.delete'
            ? `/admin/users/${entry.targetId}`
            : entry.targetType === 'story'
              ? '/admin/stories'
              : entry.targetType === 'typing_rule_set' || entry.targetType === 'typing_passage'
                ? '/admin/typing'
                : entry.targetType === 'mock_test'
                  ? '/admin/tests'
                  : entry.targetType === 'answer_key'
                    ? `/admin/answer-keys/${entry.targetId}`
                    : null;
  const label: ReactNode = (
    <>
      <span className="text-slate-500">{type}</span> <span className="font-medium">{name}</span>
    </>
  );
  return href ? (
    <Link to={href} className="hover:underline" data-testid="audit-item">
      {label}
    </Link>
  ) : (
    <span data-testid="audit-item">{label}</span>
  );
}

const HIDDEN = new Set(['title', 'email']);

/** The rest of the summary: changed fields, from → to, a reason, a file… */
export function AuditSummary({ summary }: { summary: Record<string, unknown> }) {
  const { t } = useTranslation('admin');
  const parts: ReactNode[] = [];
  const changed = summary['changed'] ?? summary['fields'];
  if (Array.isArray(changed)) {
    parts.push(
      <span key="changed">
        {changed.length > 0 ? t('audit.changed', { fields: changed.join(', ') }) : t('audit.nothingChanged')}
      </span>,
    );
  }
  if (typeof summary['from'] === 'string' && typeof summary['to'] === 'string') {
    parts.push(
      <span key="status">
        {t(`status.${summary['from'] as 'draft'}`, { defaultValue: summary['from'] })} →{' '}
        {t(`status.${summary['to'] as 'draft'}`, { defaultValue: summary['to'] })}
      </span>,
    );
  }
  for (const [key, value] of Object.entries(summary)) {
    if (HIDDEN.has(key) || key === 'changed' || key === 'fields' || key === 'from' || key === 'to') continue;
    if (value === null || value === undefined || value === '') continue;
    const shown =
      key === 'publishAt' && typeof value === 'string'
        ? formatDateTime(value)
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    parts.push(
      <span key={key}>
        <span className="text-slate-500">{key}:</span> {shown}
      </span>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-700" data-testid="audit-summary">
      {parts}
    </p>
  );
}
