import { useContext } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { NotFoundKindContext } from '../not-found-document.ts';

/**
 * A path no route knows, or a document the server answered 404 or 400: for a recruitment or a notice it
 * says so and leads back to the jobs, as their own pages do when the API answers 404.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const kind = useContext(NotFoundKindContext);
  const { text, backTo, backLabel } =
    kind === 'recruitment'
      ? { text: t('jobDetail.notFound'), backTo: '/jobs', backLabel: t('jobDetail.backToJobs') }
      : kind === 'notice'
        ? { text: t('pdf.noNotice'), backTo: '/jobs', backLabel: t('jobDetail.backToJobs') }
        : { text: t('pages.notFound.description'), backTo: '/', backLabel: t('pages.notFound.home') };
  return (
    <>
      <PageHead title={t('pages.notFound.title')} description={text} noindex />
      <NotFoundState title={t('pages.notFound.title')} text={text} backTo={backTo} backLabel={backLabel} />
    </>
  );
}
