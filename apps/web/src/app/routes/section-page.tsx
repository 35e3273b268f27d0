import { ListEmpty } from '../../components/list/list-states.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { en } from '../../locales/en.ts';
import { PageHead } from '../layout/page-head.tsx';

type SectionKey = Exclude<keyof typeof en.pages, 'dashboard' | 'notFound' | 'profile'>;

/**
 * A section whose content arrives with its own feature: its heading, description and an honest
 * empty state (never sample data).
 */
export function SectionPage({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${section}.title`);
  const description = t(`pages.${section}.description`);
  return (
    <>
      <PageHead title={title} description={description} keywords={`${title}, government jobs, sarkari naukri`} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-600">{description}</p>
      <ListEmpty className="mt-6" text={t(`pages.${section}.empty`)} />
    </>
  );
}
