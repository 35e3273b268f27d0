import '../../locales/en-people-register.ts';
import { PenLine } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StoriesBrowser } from '../../features/stories/components/stories-browser.tsx';
import { PageHead } from '../layout/page-head.tsx';

/** `/stories`: published success stories. */
export function StoriesPage() {
  const { t } = useTranslation();
  const title = t('pages.stories.title');
  return (
    <>
      <PageHead
        title={title}
        description={t('pages.stories.description')}
        keywords={`${title}, topper interview, exam preparation, sarkari naukri`}
      />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{t('pages.stories.description')}</p>
        </div>
        <Button asChild>
          <Link to="/submit-story">
            <PenLine />
            {t('stories.shareYours')}
          </Link>
        </Button>
      </div>
      <StoriesBrowser />
    </>
  );
}
