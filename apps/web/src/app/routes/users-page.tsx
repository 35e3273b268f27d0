import { useTranslation } from '../../lib/use-translation.ts';
import { UsersDirectory } from '../../features/people/components/users-directory.tsx';
import { PageHead } from '../layout/page-head.tsx';

/** `/users`: the member directory. */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.users.title')} description={t('pages.users.description')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('pages.users.title')}</h1>
      <p className="mt-1 mb-4 text-slate-600">{t('pages.users.description')}</p>
      <UsersDirectory />
    </>
  );
}
