import { BookOpenText, FilePlus2, Upload } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { AdminDashboard } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { AdminHeading } from './admin-heading.tsx';
import { LoadError, Loading } from './states.tsx';
import { formatNumber } from '../../../lib/format.ts';

type Count = { key: keyof AdminDashboard; to: string; tone?: 'attention' };

/** Each count links to the list it counts. */
const COUNTS: readonly Count[] = [
  { key: 'published', to: '/admin/recruitments?status=published' },
  { key: 'scheduled', to: '/admin/recruitments?status=scheduled' },
  { key: 'drafts', to: '/admin/recruitments?status=draft' },
  { key: 'archived', to: '/admin/recruitments?status=archived' },
  // The admin list has no deadline filter; the public list shows the closest last dates first.
  { key: 'expiringThisWeek', to: '/jobs', tone: 'attention' },
  { key: 'storiesWaiting', to: '/admin/stories?status=pending', tone: 'attention' },
  { key: 'users', to: '/admin/users' },
  { key: 'newUsersThisWeek', to: '/admin/users' },
];

/** `/admin`: the counts that say what needs doing, and the everyday actions. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  return (
    <>
      <AdminHeading
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <>
            <Button asChild>
              <Link to="/admin/recruitments/new">
                <FilePlus2 />
                {t('dashboard.newRecruitment')}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/admin/import">
                <Upload />
                {t('dashboard.import')}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/admin/stories?status=pending">
                <BookOpenText />
                {t('dashboard.moderate')}
              </Link>
            </Button>
          </>
        }
      />
      {dashboard.isPending ? <Loading /> : null}
      {dashboard.isError ? <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      {dashboard.data ? (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="dashboard-counts">
          {COUNTS.map((count) => {
            const value = dashboard.data[count.key];
            const highlight = count.tone === 'attention' && value > 0;
            return (
              <li key={count.key}>
                <Link
                  to={count.to}
                  data-testid={`count-${count.key}`}
                  className={cn(
                    'flex h-full flex-col gap-1 rounded-xl border bg-white p-4 shadow-sm transition-colors hover:border-brand-600',
                    highlight ? 'border-amber-300 bg-amber-50' : 'border-slate-200',
                  )}
                >
                  <span className="text-3xl font-bold text-slate-900 tabular-nums">{formatNumber(value)}</span>
                  <span className="text-sm text-slate-600">{t(`dashboard.counts.${count.key}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
