import {
  DEFAULT_PROFILE_VISIBILITY,
  type FriendStatus,
  type ProfileVisibility,
  type PublicProfile,
  type UserCard,
  type VisibleProfileField,
} from '@jobportal/shared';
import type { profiles } from '../../db/schema.ts';

/** How two users stand, as stored: the pair's friendship row (if any) and blocks both ways. */
export type Relation = {
  friendship: { status: 'pending' | 'accepted'; requestedBy: string } | null;
  viewerBlocked: boolean;
  blockedViewer: boolean;
};

export const NO_RELATION: Relation = { friendship: null, viewerBlocked: false, blockedViewer: false };

/** The status the viewer sees on `ownerId`'s profile, card or friend button. */
export function friendStatusOf(viewerId: string, ownerId: string, relation: Relation): FriendStatus {
  if (viewerId === ownerId) return 'self';
  if (relation.viewerBlocked) return 'blocked';
  const friendship = relation.friendship;
  if (friendship?.status === 'accepted') return 'friends';
  if (friendship?.status === 'pending')
    return friendship.requestedBy === viewerId ? 'request_sent' : 'request_received';
  return 'none';
}

/** A user who blocked the viewer does not exist for them: no profile, no card, no request. */
export const isHiddenFrom = (relation: Relation) => relation.blockedViewer;

export function effectiveVisibility(stored: Partial<ProfileVisibility> | null | undefined): ProfileVisibility {
  return { ...DEFAULT_PROFILE_VISIBILITY, ...stored };
}

/** May a viewer with this status see a field with this visibility? */
export function canSee(status: FriendStatus, visibility: ProfileVisibility[VisibleProfileField]): boolean {
  if (status === 'self') return true;
  if (visibility === 'everyone') return true;
  return visibility === 'friends' && status === 'friends';
}

type ProfileRow = typeof profiles.$inferSelect & { createdAt: Date };

/**
 * A profile as this viewer may see it. Hidden fields are left out of the object altogether, so the
 * API response never carries them; email, phone, category, date of birth, PwBD and ex-serviceman are never in it.
 */
export function toPublicProfile(row: ProfileRow, status: FriendStatus): PublicProfile {
  const visibility = effectiveVisibility(row.visibility);
  const profile: PublicProfile = {
    id: row.id,
    name: row.name ?? 'Member',
    avatarUrl: row.avatarUrl,
    avatarThumbUrl: row.avatarThumbUrl,
    friendStatus: status,
    memberSince: row.createdAt.toISOString(),
  };
  if (canSee(status, visibility.bio)) profile.bio = row.bio;
  if (canSee(status, visibility.state)) profile.state = row.state;
  if (canSee(status, visibility.qualification)) profile.qualification = row.qualification;
  if (canSee(status, visibility.targetExams)) profile.targetExams = row.targetExams;
  if (canSee(status, visibility.preferredLanguage)) profile.preferredLanguage = row.preferredLanguage;
  if (showsPresenceTo(status, row.showOnlineStatus)) profile.lastSeen = row.lastSeen?.toISOString() ?? null;
  return profile;
}

/** Presence (online, last seen) goes to friends only, and only when the owner shows it. */
export const showsPresenceTo = (status: FriendStatus, showOnlineStatus: boolean) =>
  showOnlineStatus && (status === 'friends' || status === 'self');

export function toUserCard(row: ProfileRow, status: FriendStatus): UserCard {
  const visible = toPublicProfile(row, status);
  const card: UserCard = {
    id: visible.id,
    name: visible.name,
    avatarThumbUrl: visible.avatarThumbUrl,
    friendStatus: status,
  };
  if ('state' in visible) card.state = visible.state ?? null;
  if ('targetExams' in visible) card.targetExams = visible.targetExams ?? [];
  if ('lastSeen' in visible) card.lastSeen = visible.lastSeen ?? null;
  return card;
}
