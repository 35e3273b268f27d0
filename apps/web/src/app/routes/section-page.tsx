import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
      <EmptyState text={t(`pages.${section}.empty`)} />
    </>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div
      data-testid="empty-state"
      className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600"
    >
      <Inbox className="size-10 text-slate-400" aria-hidden="true" />
      <p className="max-w-md">{text}</p>
    </div>
  );
}
