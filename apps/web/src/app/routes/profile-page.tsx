import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { SessionsList } from '../../features/auth/components/sessions-list.tsx';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { EmptyState } from './section-page.tsx';

/** `/profile`: the signed-in user's own profile (or `/` when signed out, via the guard). */
export function OwnProfileRedirect() {
  const { user } = useAuth();
  return <Navigate to={user ? `/profile/${user.id}` : '/'} replace />;
}

/** `/profile/{userId}`. The full profile arrives with the people feature; the owner sees the account section. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const { user } = useAuth();
  const own = user !== null && user.id === userId;
  return (
    <>
      <PageHead title={own ? user.name : t('pages.profile.title')} description={t('pages.profile.description')} />
      <h1 className="text-2xl font-bold text-slate-900">{own ? user.name : t('pages.profile.title')}</h1>
      {own ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('pages.profile.yourAccount')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-500">{t('pages.profile.email')}</dt>
                <dd className="break-all">{user.email}</dd>
              </dl>
            </CardContent>
          </Card>
          <SessionsList />
        </div>
      ) : (
        <EmptyState text={t('pages.profile.empty')} />
      )}
    </>
  );
}
