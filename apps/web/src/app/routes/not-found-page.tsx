import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '../layout/page-head.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <PageHead title={t('pages.notFound.title')} description={t('pages.notFound.description')} />
      <h1 className="mb-2 text-2xl font-semibold">{t('pages.notFound.title')}</h1>
      <p className="mb-4 text-slate-600">{t('pages.notFound.description')}</p>
      <Link className="text-brand-700 underline" to="/">
        {t('pages.notFound.home')}
      </Link>
    </div>
  );
}
