import '../../../locales/en-people-register.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { STATES, TARGET_EXAMS, type UserCard as UserCardData } from '@jobportal/shared';
import { Avatar } from '../../../components/avatar.tsx';
import { useOptionLabels } from '../../../lib/option-label.ts';
import { FriendActions } from './friend-actions.tsx';
import { LastSeen, type ShowLastSeen } from './profile-view.tsx';

export type UserCardProps = {
  user: UserCardData;
  /** Offer "Block" on the card (the directory). */
  showBlock?: boolean;
  /** Say where the viewer stands ("Friends", "Friend request sent"); lists sorted by status leave it out. */
  showStatus?: boolean;
  /** More buttons after the friend actions (the place for "Message" once chat exists). */
  extraActions?: ReactNode;
  /** How the "Last seen" line is shown (see `ShowLastSeen`); without it, as it is. */
  showLastSeen?: ShowLastSeen;
};

/** A member in the directory or a friends list: avatar, name (to the profile), state, exams and actions. */
export function UserCard({ user, showBlock = false, showStatus = true, extraActions, showLastSeen }: UserCardProps) {
  const { t } = useTranslation();
  const { labelOf } = useOptionLabels();
  const exams = user.targetExams ?? [];
  const lastSeen = user.lastSeen ? (
    <p className="text-xs text-slate-500">
      <LastSeen iso={user.lastSeen} />
    </p>
  ) : null;
  return (
    <article data-testid="user-card" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Avatar id={user.id} name={user.name} src={user.avatarThumbUrl} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base leading-snug font-semibold text-slate-900">
            <Link to={`/profile/${user.id}`} className="break-words hover:text-brand-700 hover:underline">
              {user.name}
            </Link>
          </h2>
          {user.state ? <p className="text-sm text-slate-600">{labelOf(STATES, user.state)}</p> : null}
          {lastSeen && showLastSeen ? showLastSeen(lastSeen) : lastSeen}
          {exams.length > 0 ? (
            <ul className="mt-1.5 flex flex-wrap gap-1" aria-label={t('people.fields.targetExams')}>
              {exams.map((slug) => (
                <li key={slug} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {labelOf(TARGET_EXAMS, slug)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <FriendActions user={user} showBlock={showBlock} showStatus={showStatus} />
        {extraActions}
      </div>
    </article>
  );
}
