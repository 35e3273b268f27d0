import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { EmptyState } from './section-page.tsx';

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <>
      <PageHead
        title={t('pages.dashboard.title')}
        description={t('pages.dashboard.description')}
        keywords="government jobs, sarkari result, admit card, answer key"
      />
      <h1 className="text-2xl font-bold text-slate-900">{t('pages.dashboard.heading', { name: user?.name ?? '' })}</h1>
      <p className="mt-1 text-slate-600">{t('pages.dashboard.description')}</p>
      <EmptyState text={t('pages.dashboard.empty')} />
    </>
  );
}
