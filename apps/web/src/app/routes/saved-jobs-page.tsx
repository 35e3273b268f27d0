import { useTranslation } from '../../lib/use-translation.ts';
import { OfflineNote } from '../../components/offline-note.tsx';
import { SAVED_JOBS_PATH, usePrefetchSavedJobPages } from '../../features/jobs/api/saved-jobs.ts';
import { SavedJobsList } from '../../features/jobs/components/saved-jobs-list.tsx';
import { PageHead } from '../layout/page-head.tsx';

export function SavedJobsPage() {
  const { t } = useTranslation();
  usePrefetchSavedJobPages();
  return (
    <>
      <PageHead title={t('pages.savedJobs.title')} description={t('pages.savedJobs.description')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('pages.savedJobs.title')}</h1>
      <p className="mt-1 mb-4 text-slate-600">{t('pages.savedJobs.description')}</p>
      <OfflineNote paths={[SAVED_JOBS_PATH]} className="mb-4" />
      <SavedJobsList />
    </>
  );
}
