import '../../locales/en-people-register.ts';
import { UserPlus } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { MessageButton, OnlineDot, WhenOffline } from '../../features/chat/index.ts';
import { FriendsTabs } from '../../features/people/components/friends-tabs.tsx';
import { PageHead } from '../layout/page-head.tsx';

/** `/friends`: friends, requests received and sent, and blocked members. */
export function FriendsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.friends.title')} description={t('pages.friends.description')} />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('pages.friends.title')}</h1>
          <p className="mt-1 text-slate-600">{t('pages.friends.description')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/users">
            <UserPlus />
            {t('people.findPeople')}
          </Link>
        </Button>
      </div>
      <FriendsTabs
        friendActions={(friend) => (
          <span className="inline-flex items-center gap-2">
            {/* Online only while the friend shows it (the server sends nothing otherwise). */}
            <OnlineDot userId={friend.id} />
            <MessageButton friend={friend} />
          </span>
        )}
        // "Last seen" says the friend is away: shown only once presence says so, never while it is unknown.
        friendLastSeen={(friend, line) => <WhenOffline userId={friend.id}>{line}</WhenOffline>}
      />
    </>
  );
}
