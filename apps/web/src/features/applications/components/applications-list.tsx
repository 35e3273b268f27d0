import '../strings.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Application } from '@jobportal/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { localized, useContentLanguage } from '../../../lib/localized.ts';
import { useApplications } from '../api/applications.ts';
import { nextStepLines } from './next-step-text.ts';

/** `/applications`: each recorded application with its recruitment's next step and a link to the job. */
export function ApplicationsList() {
  const { t } = useTranslation('applications');
  const list = useApplications();
  if (list.isError) return <Alert variant="destructive">{t('page.loadFailed')}</Alert>;
  if (!list.data) return <Spinner />;
  if (list.data.items.length === 0)
    return (
      <div
        className="grid justify-items-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
        data-testid="applications-empty"
      >
        <p className="text-slate-700">{t('page.empty')}</p>
        <Button asChild>
          <Link to="/jobs">{t('page.browse')}</Link>
        </Button>
      </div>
    );
  return (
    <ul className="grid gap-3" data-testid="applications-list">
      {list.data.items.map((item) => (
        <ApplicationItem key={item.recruitment.id} item={item} />
      ))}
    </ul>
  );
}

function ApplicationItem({ item }: { item: Application }) {
  const { t } = useTranslation('applications');
  const language = useContentLanguage();
  const title = localized(language, item.recruitment.title, item.recruitment.titleHi);
  const [step, ...more] = nextStepLines(t, item.nextStep);
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="application-item">
      <div>
        <p className="text-sm font-medium text-slate-500 uppercase">{item.recruitment.organisationShortName}</p>
        <h2 lang={title.lang} className="text-lg font-semibold text-slate-900">
          <Link to={`/jobs/${item.recruitment.slug}`} className="hover:underline">
            {title.text}
          </Link>
        </h2>
      </div>
      <p className="rounded-md bg-brand-50 px-3 py-2 text-slate-900" data-testid="application-next-step">
        <span className="font-medium">{t('page.next')}: </span>
        {step}
        {more.map((line) => (
          <span key={line} className="block text-sm">
            {line}
          </span>
        ))}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{t('page.appliedOn', { date: formatDate(item.appliedOn) })}</span>
        <span className="break-all">{t('page.number', { number: item.applicationNumber })}</span>
        {item.feePaid !== null ? <span>{t('page.fee', { amount: formatNumber(item.feePaid) })}</span> : null}
      </p>
      {item.note ? <p className="text-sm whitespace-pre-line text-slate-700">{item.note}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`/jobs/${item.recruitment.slug}`}>{t('page.openJob')}</Link>
        </Button>
        {item.scoreCheckNoticeId ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/answer-key/${item.scoreCheckNoticeId}/check`} data-testid="application-check-score">
              {t('page.checkScore')}
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
