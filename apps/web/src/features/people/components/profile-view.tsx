import '../../../locales/en-people-register.ts';
import { Clock, Pencil, UserPlus, Users } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { QUALIFICATIONS, STATES, TARGET_EXAMS, type PublicProfile } from '@jobportal/shared';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { formatMonthYear, formatTimeAgo } from '../../../lib/format.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';
import { FriendActions } from './friend-actions.tsx';

function Field({
  label,
  children,
  testId,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  wide?: boolean;
}) {
  return (
    <div data-testid={testId} className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Shows or hides a "Last seen" line. It is wording that says the member is away: a page that knows
 * live presence (the app composes the chat's) shows it only while the member is known to be offline.
 */
export type ShowLastSeen = (line: ReactElement) => ReactNode;

/** "Last seen 5 minutes ago", or "Last seen just now". */
export function LastSeen({ iso, now }: { iso: string; now?: Date }) {
  const { t } = useTranslation();
  const ago = formatTimeAgo(iso, now);
  return (
    <span className="inline-flex items-center gap-1">
      <Clock className="size-3.5" aria-hidden="true" />
      {ago ? t('people.lastSeen', { time: ago }) : t('people.lastSeenJustNow')}
    </span>
  );
}

/**
 * A member's profile as the viewer may see it. A field the owner hides is absent from the response
 * and simply not shown; email and phone are never part of it.
 */
export function ProfileView({
  profile,
  now,
  showLastSeen,
}: {
  profile: PublicProfile;
  now?: Date;
  /** How the "Last seen" line is shown; without it, as it is. */
  showLastSeen?: ShowLastSeen;
}) {
  const { t } = useTranslation();
  const { labelOf } = useOptionLabels();
  const own = profile.friendStatus === 'self';
  const lastSeen = profile.lastSeen ? (
    <p className="mt-0.5 text-sm text-slate-600" data-testid="last-seen">
      <LastSeen iso={profile.lastSeen} now={now} />
    </p>
  ) : null;
  const languageKey =
    profile.preferredLanguage === 'hi' || profile.preferredLanguage === 'en' ? profile.preferredLanguage : null;
  const details = [
    profile.bio ? (
      <Field key="bio" label={t('people.fields.bio')} testId="profile-bio" wide>
        <p className="whitespace-pre-line">{profile.bio}</p>
      </Field>
    ) : null,
    profile.state ? (
      <Field key="state" label={t('people.fields.state')} testId="profile-state">
        {labelOf(STATES, profile.state)}
      </Field>
    ) : null,
    profile.qualification ? (
      <Field key="qualification" label={t('people.fields.qualification')} testId="profile-qualification">
        {labelOf(QUALIFICATIONS, profile.qualification)}
      </Field>
    ) : null,
    profile.targetExams && profile.targetExams.length > 0 ? (
      <Field key="exams" label={t('people.fields.targetExams')} testId="profile-exams" wide>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {profile.targetExams.map((slug) => (
            <li key={slug} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">
              {labelOf(TARGET_EXAMS, slug)}
            </li>
          ))}
        </ul>
      </Field>
    ) : null,
    profile.preferredLanguage ? (
      <Field key="language" label={t('people.fields.preferredLanguage')} testId="profile-language">
        {languageKey ? t(`people.languages.${languageKey}`) : profile.preferredLanguage}
      </Field>
    ) : null,
  ].filter(Boolean);

  return (
    <Card data-testid="profile-view">
      <CardContent className="grid gap-5 pt-4 sm:pt-6">
        <div className="flex items-center gap-4">
          <Avatar id={profile.id} name={profile.name} src={profile.avatarUrl} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-slate-900">{profile.name}</h1>
            <p className="mt-0.5 text-sm text-slate-600">
              {t('people.memberSince', { date: formatMonthYear(profile.memberSince) })}
            </p>
            {lastSeen && showLastSeen ? showLastSeen(lastSeen) : lastSeen}
          </div>
        </div>
        {own ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <a href="#edit-profile">
                <Pencil />
                {t('people.editProfile')}
              </a>
            </Button>
            {/* The desktop navigation has no Friends item (spec §2): reach friends and the directory from here. */}
            <Button variant="ghost" asChild>
              <Link to="/friends">
                <Users />
                {t('nav.friends')}
              </Link>
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/users">
                <UserPlus />
                {t('people.findPeople')}
              </Link>
            </Button>
          </div>
        ) : (
          <FriendActions user={profile} showBlock />
        )}
        {details.length > 0 ? (
          <dl className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">{details}</dl>
        ) : (
          <p className="border-t border-slate-100 pt-4 text-sm text-slate-600">{t('people.nothingShared')}</p>
        )}
      </CardContent>
    </Card>
  );
}
