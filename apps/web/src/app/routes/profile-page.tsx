import '../../locales/en-people-register.ts';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { PublicProfile } from '@jobportal/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SessionsList } from '../../features/auth/components/sessions-list.tsx';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
import { MessageButton, OnlineDot, WhenOffline } from '../../features/chat/index.ts';
import { useProfile } from '../../features/people/api/get-profile.ts';
import { useOwnProfile } from '../../features/people/api/own-profile.ts';
import { ProfileEditor } from '../../features/people/components/profile-editor.tsx';
import { ProfileView, type ShowLastSeen } from '../../features/people/components/profile-view.tsx';
import { useMyStories } from '../../features/stories/api/my-stories.ts';
import { MyStories } from '../../features/stories/components/my-stories.tsx';
import { namesNothing } from '../../lib/api-client.ts';
import { PageHead } from '../layout/page-head.tsx';
import { ListEmpty } from '../../components/list/list-states.tsx';

/** `/profile`: the signed-in user's own profile (or `/` when signed out, via the guard). */
export function OwnProfileRedirect() {
  const { user } = useAuth();
  return <Navigate to={user ? `/profile/${user.id}` : '/'} replace />;
}

/**
 * A friend's "Last seen" says they are away: shown only once presence says so, never while it is unknown
 * (or while they are online). Anyone else's, as it is.
 */
function friendLastSeen(profile: PublicProfile): ShowLastSeen | undefined {
  if (profile.friendStatus !== 'friends') return undefined;
  return (line) => <WhenOffline userId={profile.id}>{line}</WhenOffline>;
}

/**
 * `/profile/{userId}`: a member's profile with the friend actions; on your own, the profile editor,
 * your stories and your account (sessions) as well.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { hash } = useLocation();
  const { user } = useAuth();
  const own = user !== null && user.id === userId;
  const profile = useProfile(userId);
  // The owner's sections load on their own; the same queries here say when the page has its full height.
  const ownProfile = useOwnProfile(own);
  const myStories = useMyStories(own);

  // `#my-stories` or `#edit-profile` from another page: scroll there once every section is in place.
  const loaded = profile.isSuccess && (!own || (!ownProfile.isPending && !myStories.isPending));
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  const missing = profile.isError && namesNothing(profile.error);

  return (
    <>
      {profile.data ? (
        <PageHead title={profile.data.name} description={t('people.profileOf', { name: profile.data.name })} />
      ) : (
        <PageHead
          title={missing ? t('people.notFoundTitle') : t('pages.profile.title')}
          description={t('pages.profile.description')}
        />
      )}
      <div className="mx-auto grid max-w-3xl gap-6">
        {profile.isPending ? <Spinner /> : null}
        {missing ? (
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{t('people.notFoundTitle')}</h1>
            <ListEmpty className="mt-6" text={t('people.notFound')} />
            <Link className="mt-4 inline-block text-brand-700 underline" to="/users">
              {t('people.findPeople')}
            </Link>
          </div>
        ) : null}
        {profile.isError && !missing ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <h1 className="font-semibold">{t('common.error')}</h1>
            <p>{t('people.loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void profile.refetch()}>
              {t('people.retry')}
            </Button>
          </div>
        ) : null}
        {profile.data ? <ProfileView profile={profile.data} showLastSeen={friendLastSeen(profile.data)} /> : null}
        {profile.data?.friendStatus === 'friends' ? (
          <span className="inline-flex items-center gap-2 justify-self-start">
            <OnlineDot userId={profile.data.id} />
            <MessageButton friend={profile.data} />
          </span>
        ) : null}
        {own && profile.data ? (
          <>
            <ProfileEditor />
            <Link to="/alerts" className="justify-self-start text-sm font-medium text-brand-700 underline">
              {t('profileLink', { ns: 'alerts' })}
            </Link>
            <Link to="/applications" className="justify-self-start text-sm font-medium text-brand-700 underline">
              {t('nav.myApplications')}
            </Link>
            <MyStories />
          </>
        ) : null}
        {own ? (
          <>
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
          </>
        ) : null}
      </div>
    </>
  );
}
