import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { PageHead } from '../layout/page-head.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.notFound.title')} description={t('pages.notFound.description')} noindex />
      <NotFoundState
        title={t('pages.notFound.title')}
        text={t('pages.notFound.description')}
        backTo="/"
        backLabel={t('pages.notFound.home')}
      />
    </>
  );
}
