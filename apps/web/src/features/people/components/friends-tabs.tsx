import '../../../locales/en-people-register.ts';
import { UserPlus } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import type { FriendsOverview, UserCard as UserCardData } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFriends } from '../api/friends.ts';
import { UserCard } from './user-card.tsx';

export const FRIEND_TABS = ['friends', 'requests', 'sent', 'blocked'] as const;
export type FriendTab = (typeof FRIEND_TABS)[number];

const LIST_OF: Record<FriendTab, keyof FriendsOverview> = {
  friends: 'friends',
  requests: 'received',
  sent: 'sent',
  blocked: 'blocked',
};

/** The tab named in `?tab=`; anything else (including the menu's `?tab=chat`) opens Friends. */
export const tabOf = (value: string | null): FriendTab =>
  (FRIEND_TABS as readonly string[]).includes(value ?? '') ? (value as FriendTab) : 'friends';

export type FriendsTabsProps = {
  /**
   * Extra buttons on each friend's card. This is where the chat feature's "Message" button goes
   * (the app composes it, since features do not import each other).
   */
  friendActions?: (friend: UserCardData) => ReactNode;
  /** How a friend's "Last seen" line is shown (the app shows it only while the chat knows they are offline). */
  friendLastSeen?: (friend: UserCardData, line: ReactElement) => ReactNode;
};

/** `/friends`: Friends, Requests (with a count), Sent and Blocked, the tab kept in the URL. */
export function FriendsTabs({ friendActions, friendLastSeen }: FriendsTabsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('tab'));
  const overview = useFriends();
  const tabRefs = useRef<Partial<Record<FriendTab, HTMLButtonElement | null>>>({});
  const received = overview.data?.received.length ?? 0;

  function select(tab: FriendTab, focus = false) {
    const next = new URLSearchParams(params);
    if (tab === 'friends') next.delete('tab');
    else next.set('tab', tab);
    setParams(next, { replace: true });
    if (focus) tabRefs.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = FRIEND_TABS.indexOf(active);
    const target =
      event.key === 'ArrowRight'
        ? FRIEND_TABS[(index + 1) % FRIEND_TABS.length]
        : event.key === 'ArrowLeft'
          ? FRIEND_TABS[(index - 1 + FRIEND_TABS.length) % FRIEND_TABS.length]
          : event.key === 'Home'
            ? FRIEND_TABS[0]
            : event.key === 'End'
              ? FRIEND_TABS[FRIEND_TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  }

  const items = overview.data?.[LIST_OF[active]] ?? [];

  return (
    <div className="grid gap-4">
      <div
        role="tablist"
        aria-label={t('friends.tabsLabel')}
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4"
      >
        {FRIEND_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`friends-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`friends-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={cn(
                '-mb-px inline-flex h-11 shrink-0 cursor-pointer items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset',
                selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {t(`friends.tabs.${tab}`)}
              {tab === 'requests' && received > 0 ? (
                <>
                  <span
                    aria-hidden="true"
                    data-testid="requests-badge"
                    className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
                  >
                    {received}
                  </span>{' '}
                  <span className="sr-only">({t('friends.newRequests', { count: received })})</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`friends-panel-${active}`}
        aria-labelledby={`friends-tab-${active}`}
        tabIndex={0}
        className="focus-visible:outline-none"
      >
        {overview.isPending ? <Spinner /> : null}
        {overview.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{t('friends.loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void overview.refetch()}>
              {t('people.retry')}
            </Button>
          </div>
        ) : null}
        {overview.data ? (
          items.length === 0 ? (
            <div
              data-testid="empty-state"
              className="grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600"
            >
              <p className="max-w-md">{t(`friends.empty.${active}`)}</p>
              {active !== 'blocked' ? (
                <Button asChild size="sm">
                  <Link to="/users">
                    <UserPlus />
                    {t('people.findPeople')}
                  </Link>
                </Button>
              ) : null}
            </div>
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {items.map((user) => (
                <UserCard
                  key={user.id}
                  user={user}
                  showStatus={false}
                  extraActions={active === 'friends' ? friendActions?.(user) : undefined}
                  showLastSeen={friendLastSeen ? (line) => friendLastSeen(user, line) : undefined}
                />
              ))}
            </div>
          )
        ) : null}
      </div>
    </div>
  );
}
