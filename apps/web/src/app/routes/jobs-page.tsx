import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { resolveCategory } from '@jobportal/shared';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
import { JobsBrowser } from '../../features/jobs/components/jobs-browser.tsx';
import { DemoMark } from '../../features/site/demo-mark.tsx';
import { useOptionLabels } from '../../lib/option-label.ts';
import { PageHead } from '../layout/page-head.tsx';

/** `/jobs`, `?cat=` selecting a sector, state or qualification. */
export function JobsPage() {
  const { t } = useTranslation();
  const { label } = useOptionLabels();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const category = resolveCategory(params.get('cat') ?? '');
  const title = category ? t('jobs.categoryTitle', { category: label(category.category) }) : t('pages.jobs.title');
  return (
    <>
      <PageHead
        title={title}
        description={t('pages.jobs.description')}
        keywords={`${title}, sarkari naukri, government jobs, recruitment, vacancy, bharti`}
      />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 mb-2 text-slate-600">{t('pages.jobs.description')}</p>
      <div className="mb-4">
        <DemoMark />
      </div>
      <JobsBrowser signedIn={Boolean(user)} />
    </>
  );
}
