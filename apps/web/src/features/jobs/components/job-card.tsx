import { CalendarClock, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { CLOSING_SOON_DAYS, type JobCard as JobCardData } from '@jobportal/shared';
import { cn } from '../../../lib/cn.ts';
import { AddDetailsButton } from '../eligibility/add-details-button.tsx';
import { EligibilityBadge } from '../eligibility/eligibility-badge.tsx';
import { SaveButton } from './save-button.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { usePersonalParts } from '../../../lib/page-lifecycle.ts';
import { useSignInGate } from '../../../lib/sign-in-gate.ts';

/** One recruitment in a list: title, organisation, badges, deadline and vacancies. */
export function JobCard({ job, saveable = true }: { job: JobCardData; saveable?: boolean }) {
  const { t, i18n } = useTranslation();
  // The member's own verdict is not in the server's HTML, which all members share (decision 019).
  const showOwn = usePersonalParts();
  const { signedIn } = useSignInGate();
  const closingSoon = job.daysLeft !== null && job.daysLeft >= 0 && job.daysLeft <= CLOSING_SOON_DAYS;
  const title = i18n.language === 'hi' && job.titleHi ? job.titleHi : job.title;
  // Details the verdict lacks: the one-step prompt is on the card, one tap away.
  const missing = showOwn ? (job.eligibility?.missingProfile ?? []) : [];
  return (
    <article
      data-testid="job-card"
      className={cn(
        // A card below the screen is not laid out or painted until it nears it (a phone's first layout
        // of a list of 20 cards is otherwise a long task); 13rem holds its place meanwhile.
        'rounded-xl border bg-white p-3 shadow-sm [contain-intrinsic-size:auto_13rem] [content-visibility:auto] sm:p-4',
        job.expired ? 'border-slate-200 opacity-75' : closingSoon ? 'border-amber-400' : 'border-slate-200',
      )}
    >
      <div className="mb-1 flex flex-wrap items-center gap-1.5">
        {job.isNew && !job.expired ? (
          <Badge className="bg-green-100 text-green-800">{t('jobs.badges.new')}</Badge>
        ) : null}
        {closingSoon ? <Badge className="bg-amber-100 text-amber-900">{t('jobs.badges.lastDate')}</Badge> : null}
        {job.expired ? <Badge className="bg-slate-200 text-slate-700">{t('jobs.badges.expired')}</Badge> : null}
        <span className="text-xs font-medium text-slate-500 uppercase">{job.organisationShortName}</span>
      </div>
      <h2 className="text-base leading-snug font-semibold text-slate-900">
        <Link to={`/jobs/${job.slug}`} className="hover:text-brand-700 hover:underline">
          {title}
        </Link>
      </h2>
      {job.titleHi && title !== job.titleHi ? (
        <p lang="hi" className="mt-0.5 text-sm text-slate-600">
          {job.titleHi}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600">{job.organisation}</p>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <CalendarClock className="size-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{t('jobs.lastDate')}</dt>
          <dd>
            {job.lastDate ? t('jobs.lastDateOn', { date: formatDate(job.lastDate) }) : t('jobs.noLastDate')}
            {job.daysLeft !== null && job.daysLeft >= 0 ? (
              <span
                data-testid="days-left"
                className={cn('ml-2 font-semibold', closingSoon ? 'text-amber-700' : 'text-slate-700')}
              >
                {job.daysLeft === 0 ? t('jobs.lastDay') : t('jobs.daysLeft', { count: job.daysLeft })}
              </span>
            ) : null}
          </dd>
        </div>
        {job.totalVacancies !== null ? (
          <div className="flex items-center gap-1.5">
            <Users className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">{t('jobs.vacancies')}</dt>
            <dd>{t('jobs.posts', { count: job.totalVacancies, formatted: formatNumber(job.totalVacancies) })}</dd>
          </div>
        ) : null}
      </dl>
      {showOwn ? (
        job.eligibility ? (
          <EligibilityBadge eligibility={job.eligibility} />
        ) : null
      ) : signedIn ? (
        // Room for the member's verdict, which fills in once the app runs the page.
        <div aria-hidden="true" data-personal-room="" className="mt-2 h-11" />
      ) : null}
      {saveable || missing.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {saveable ? <SaveButton job={job} /> : null}
          {missing.length > 0 ? <AddDetailsButton fields={missing} size="sm" /> : null}
        </div>
      ) : null}
    </article>
  );
}

function Badge({ className, children }: { className: string; children: React.ReactNode }) {
  return <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', className)}>{children}</span>;
}
