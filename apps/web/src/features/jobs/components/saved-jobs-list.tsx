import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSavedJobs } from '../api/saved-jobs.ts';
import { usePersonalParts } from '../../../lib/page-lifecycle.ts';
import { JobCard } from './job-card.tsx';
import { HydrationSlices } from '../../../components/hydration-slices.tsx';

/** The user's saved recruitments, next deadline first; `limit` for the dashboard. */
export function SavedJobsList({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const saved = useSavedJobs();
  // The member's own list: the server's HTML, shared by all members, shows it loading (decision 019).
  const showOwn = usePersonalParts();
  if (!showOwn || saved.isPending) return <Spinner data-personal-room="" />;
  if (saved.isError) return <p role="alert">{t('jobs.loadFailed')}</p>;
  const items = limit ? saved.data.items.slice(0, limit) : saved.data.items;
  if (items.length === 0) {
    return (
      <div
        data-testid="empty-state"
        className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600"
      >
        <p>{t('savedJobs.empty')}</p>
        <Link to="/jobs" className="mt-2 inline-block text-brand-700 underline">
          {t('savedJobs.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-3 md:grid-cols-2" data-testid="saved-jobs">
      <HydrationSlices items={items} size={2}>
        {(job) => <JobCard key={job.id} job={job} />}
      </HydrationSlices>
    </div>
  );
}
