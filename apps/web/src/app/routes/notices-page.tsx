import { useTranslation } from '../../lib/use-translation.ts';
import type { NoticeType } from '@jobportal/shared';
import { ShareButton } from '../../components/share-button.tsx';
import { NoticesBrowser } from '../../features/notices/components/notices-browser.tsx';
import { DemoMark } from '../../features/site/demo-mark.tsx';
import type { en } from '../../locales/en.ts';
import { PageHead } from '../layout/page-head.tsx';

type PageKey = keyof typeof en.pages;
export type NoticePageKey = PageKey & ('result' | 'admitCard' | 'answerKey' | 'examDate' | 'misc' | 'syllabus');

/** `/result`, `/admit-card`, `/answer-key`, `/exam-date`, `/misc`, `/syllabus`: one notice type each. */
export function NoticesPage({ type, page }: { type: NoticeType; page: NoticePageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  const description = t(`pages.${page}.description`);
  return (
    <>
      <PageHead title={title} description={description} keywords={`${title}, sarkari result, government exams`} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 mb-2 text-slate-600">{description}</p>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <DemoMark />
        <ShareButton title={title} />
      </div>
      <NoticesBrowser type={type} />
    </>
  );
}
