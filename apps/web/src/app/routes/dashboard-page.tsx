import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { NoticeType } from '@jobportal/shared';
import { OfflineNote } from '../../components/offline-note.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
import { jobsRequestPath, useJobs } from '../../features/jobs/api/get-jobs.ts';
import { SAVED_JOBS_PATH, usePrefetchSavedJobPages } from '../../features/jobs/api/saved-jobs.ts';
import { JobCard } from '../../features/jobs/components/job-card.tsx';
import { HydrationSlices } from '../../components/hydration-slices.tsx';
import { SavedJobsList } from '../../features/jobs/components/saved-jobs-list.tsx';
import { noticesRequestPath, useNotices } from '../../features/notices/api/get-notices.ts';
import { DemoMark } from '../../features/site/demo-mark.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { formatDate } from '../../lib/format.ts';
import { localized, useContentLanguage } from '../../lib/localized.ts';

function Block({ title, to, children, testId }: { title: string; to: string; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId} className="grid gap-3">
      <div className="flex items-baseline justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <Link to={to} className="text-sm text-brand-700 underline">
          {t('dashboard.seeAll')}
        </Link>
      </div>
      {children}
    </section>
  );
}

function JobsBlock({
  sort,
  title,
  to,
  testId,
}: {
  sort: 'last_date' | 'newest';
  title: string;
  to: string;
  testId: string;
}) {
  const jobs = useJobs(jobsBlockRequest(sort));
  return (
    <Block title={title} to={to} testId={testId}>
      {jobs.isPending ? <Spinner /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {jobs.data ? (
          <HydrationSlices items={jobs.data.items} size={2}>
            {(job) => <JobCard key={job.id} job={job} />}
          </HydrationSlices>
        ) : null}
      </div>
    </Block>
  );
}

function NoticesBlock({ type, title, to }: { type: NoticeType; title: string; to: string }) {
  const notices = useNotices({ type, page: 1 });
  const language = useContentLanguage();
  return (
    <Block title={title} to={to} testId={`dashboard-${type}`}>
      {notices.isPending ? <Spinner /> : null}
      <ul className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm">
        {notices.data?.items.slice(0, 5).map((notice) => (
          <li key={notice.id} className="flex gap-2">
            <span className="shrink-0 text-slate-500">{formatDate(notice.date)}</span>
            {notice.recruitment ? (
              <Link
                className="text-slate-900 hover:text-brand-700 hover:underline"
                to={`/jobs/${notice.recruitment.slug}`}
                lang={localized(language, notice.title, notice.titleHi).lang}
              >
                {localized(language, notice.title, notice.titleHi).text}
              </Link>
            ) : (
              <span lang={localized(language, notice.title, notice.titleHi).lang}>
                {localized(language, notice.title, notice.titleHi).text}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Block>
  );
}

function jobsBlockRequest(sort: 'last_date' | 'newest') {
  return { sort, perPage: 4 };
}

/** Everything the dashboard reads: when any of it is a saved copy (offline), the page says so. */
const DASHBOARD_REQUESTS = [
  SAVED_JOBS_PATH,
  jobsRequestPath(jobsBlockRequest('last_date')),
  jobsRequestPath(jobsBlockRequest('newest')),
  ...(['result', 'admit_card', 'answer_key'] as const).map((type) => noticesRequestPath({ type, page: 1 })),
];

/** Home: closing soon, the user's saved jobs, latest jobs, latest results/admit cards/answer keys. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePrefetchSavedJobPages();
  return (
    <div className="grid gap-8">
      <PageHead
        title={t('pages.dashboard.title')}
        description={t('pages.dashboard.description')}
        keywords="government jobs, sarkari result, admit card, answer key"
      />
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          {t('pages.dashboard.heading', { name: user?.name ?? '' })}
        </h1>
        <p className="mt-1 mb-2 text-slate-600">{t('pages.dashboard.description')}</p>
        <DemoMark />
        <OfflineNote paths={DASHBOARD_REQUESTS} className="mt-2" />
      </div>
      <JobsBlock sort="last_date" title={t('dashboard.closingSoon')} to="/jobs" testId="dashboard-closing-soon" />
      {/* The member's own list comes after the shared ones above the fold: it is drawn once the app runs the
          page (decision 019), and growing there it moves nothing on screen (CLS, decision 034). */}
      <Block title={t('dashboard.yourSavedJobs')} to="/saved-jobs" testId="dashboard-saved">
        <SavedJobsList limit={4} />
      </Block>
      <JobsBlock
        sort="newest"
        title={t('dashboard.latestJobs')}
        to="/jobs?sort=newest"
        testId="dashboard-latest-jobs"
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <NoticesBlock type="result" title={t('dashboard.latestResults')} to="/result" />
        <NoticesBlock type="admit_card" title={t('dashboard.latestAdmitCards')} to="/admit-card" />
        <NoticesBlock type="answer_key" title={t('dashboard.latestAnswerKeys')} to="/answer-key" />
      </div>
    </div>
  );
}
