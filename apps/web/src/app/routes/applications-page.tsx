import '../../features/applications/strings.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ApplicationsList } from '../../features/applications/components/applications-list.tsx';
import { PageHead } from '../layout/page-head.tsx';

/** `/applications` (decision 023): the jobs the member applied to, with each one's next step. */
export function ApplicationsPage() {
  const { t } = useTranslation('applications');
  return (
    <>
      <PageHead title={t('page.title')} description={t('page.description')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
      <p className="mt-1 mb-4 text-slate-600">{t('page.description')}</p>
      <ApplicationsList />
    </>
  );
}
