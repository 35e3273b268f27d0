import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useParams } from 'react-router';
import { jobPostingJsonLd } from '@jobportal/shared';
import { OfflineNote } from '../../components/offline-note.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { jobRequestPath, useJob } from '../../features/jobs/api/get-job.ts';
import { LazyAppliedButton } from '../../features/applications/components/lazy-applied-button.tsx';
import { JobDetail } from '../../features/jobs/components/job-detail.tsx';
import { namesNothing } from '../../lib/api-client.ts';
import { localized, useContentLanguage } from '../../lib/localized.ts';
import { PageHead } from '../layout/page-head.tsx';

// Only a missing or failed recruitment shows it: not part of a job page's first load (`npm run budget`).
const NotFoundState = lazy(() =>
  import('../../components/not-found-state.tsx').then(({ NotFoundState }) => ({ default: NotFoundState })),
);

/** `/jobs/{id-or-slug}`. */
export function JobDetailPage() {
  const { t } = useTranslation();
  const { idOrSlug = '' } = useParams();
  const job = useJob(idOrSlug);
  const language = useContentLanguage();
  if (job.isPending) return <Spinner />;
  if (job.isError) {
    const missing = namesNothing(job.error);
    return (
      <>
        <PageHead title={t('pages.notFound.title')} description={t('jobDetail.notFound')} noindex />
        <Suspense fallback={<Spinner />}>
          <NotFoundState
            title={missing ? t('pages.notFound.title') : t('common.error')}
            text={missing ? t('jobDetail.notFound') : t('jobs.loadFailed')}
            backTo="/jobs"
            backLabel={t('jobDetail.backToJobs')}
          />
        </Suspense>
      </>
    );
  }
  const data = job.data;
  const path = `/jobs/${data.slug}`;
  return (
    <>
      <PageHead
        title={localized(language, data.title, data.titleHi).text}
        description={localized(language, data.summary, data.summaryHi).text}
        keywords={`${data.organisationShortName}, ${data.examName ?? ''}, recruitment, vacancy, bharti`}
        path={path}
        jsonLd={data.expired ? undefined : (origin) => jobPostingJsonLd(data, `${origin}${path}`)}
      />
      <OfflineNote paths={[jobRequestPath(idOrSlug)]} className="mb-4" />
      <JobDetail job={data} appliedButton={<LazyAppliedButton job={data} />} />
    </>
  );
}
