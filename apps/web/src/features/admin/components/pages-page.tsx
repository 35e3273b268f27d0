import { FilePlus2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminPages } from '../api/pages.ts';
import { formatDateTime } from '../utils/format.ts';
import { AdminHeading } from './admin-heading.tsx';
import { Empty, LoadError, Loading } from './states.tsx';
import { StatusBadge } from './status-badge.tsx';

/** `/admin/pages`: the `/page/{slug}` pages (about, privacy, disclaimer…). */
export function PagesPage() {
  const { t } = useTranslation('admin');
  const pages = useAdminPages();
  return (
    <>
      <AdminHeading
        title={t('pages.title')}
        description={t('pages.description')}
        actions={
          <Button asChild>
            <Link to="/admin/pages/new">
              <FilePlus2 />
              {t('pages.new')}
            </Link>
          </Button>
        }
      />
      {pages.isPending ? <Loading /> : null}
      {pages.isError ? <LoadError error={pages.error} onRetry={() => void pages.refetch()} /> : null}
      {pages.data && pages.data.items.length === 0 ? <Empty text={t('pages.empty')} /> : null}
      {pages.data && pages.data.items.length > 0 ? (
        <ul className="grid grid-cols-1 gap-2">
          {pages.data.items.map((page) => (
            <li
              key={page.slug}
              data-testid="page-row"
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/pages/${page.slug}`}
                  className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {page.title}
                </Link>
                <p className="font-mono text-xs text-slate-500">/page/{page.slug}</p>
              </div>
              <StatusBadge status={page.status} />
              <span className="text-xs text-slate-500">
                {t('pages.updated', { when: formatDateTime(page.updatedAt) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
