import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
import { PhotoFitter } from '../../features/tools/photo/photo-fitter.tsx';
import { registerNamespace } from '../../lib/i18n.ts';
import { enTools } from '../../locales/en-tools.ts';
import { PageHead } from '../layout/page-head.tsx';

registerNamespace('tools', enTools);

/**
 * `/tools/photo`, the photo and signature fitter (decision 022; its own chunk, and its worker a file of its
 * own). `?job=<slug>` lists that recruitment's sizes first ("Prepare my photo and signature" on the
 * job page links here).
 */
export function PhotoToolPage() {
  const { t } = useTranslation('tools');
  const [params] = useSearchParams();
  const slug = params.get('job')?.trim() || null;
  const { user } = useAuth();
  return (
    <>
      <PageHead title={t('page.title')} description={t('page.description')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
      <p className="mt-1 mb-4 text-slate-600">{t('page.description')}</p>
      <PhotoFitter slug={slug} memberName={user?.name} />
    </>
  );
}
