import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  friendsOverview,
  FriendsOverview,
  FriendStatus,
  PublicProfile,
  UserCard,
  UsersPage,
} from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileKey } from './get-profile.ts';

export const friendsKey = ['friends'] as const;

/** `GET /api/friends`: friends, requests received and sent, and the people I blocked. */
export function useFriends() {
  return useQuery({
    queryKey: friendsKey,
    queryFn: ({ signal }) => apiRequest<typeof friendsOverview>('/api/friends', { signal }),
  });
}

/** A member as a card or a profile: what a friend action needs. */
export type FriendMember = UserCard | PublicProfile;

/** Every transition of a friendship, from the viewer's side. */
export type FriendAction = 'request' | 'accept' | 'decline' | 'cancel' | 'unfriend' | 'block' | 'unblock';

/** The endpoint of each action. Each answers `{ friendStatus }`: where the two stand afterwards. */
export function friendActionRequest(
  action: FriendAction,
  userId: string,
): { path: string; init: RequestInit & { json?: unknown } } {
  const id = encodeURIComponent(userId);
  switch (action) {
    case 'request':
      return { path: '/api/friends/requests', init: { method: 'POST', json: { userId } } };
    case 'accept':
      return { path: `/api/friends/requests/${id}/accept`, init: { method: 'POST' } };
    case 'decline':
      return { path: `/api/friends/requests/${id}/decline`, init: { method: 'POST' } };
    case 'cancel':
      return { path: `/api/friends/requests/${id}`, init: { method: 'DELETE' } };
    case 'unfriend':
      return { path: `/api/friends/${id}`, init: { method: 'DELETE' } };
    case 'block':
      return { path: `/api/blocks/${id}`, init: { method: 'PUT' } };
    case 'unblock':
      return { path: `/api/blocks/${id}`, init: { method: 'DELETE' } };
  }
}

type statusReply = z.ZodType<{ friendStatus: FriendStatus }>;

const LIST_OF: Partial<Record<FriendStatus, keyof FriendsOverview>> = {
  friends: 'friends',
  request_received: 'received',
  request_sent: 'sent',
  blocked: 'blocked',
};

/** The overview with one member moved to the list of their new status (or out of all lists). */
export function moveInOverview(overview: FriendsOverview, userId: string, status: FriendStatus, card?: UserCard) {
  const lists = ['friends', 'received', 'sent', 'blocked'] as const;
  const existing = card ?? lists.flatMap((list) => overview[list]).find((item) => item.id === userId);
  const next: FriendsOverview = {
    friends: overview.friends.filter((item) => item.id !== userId),
    received: overview.received.filter((item) => item.id !== userId),
    sent: overview.sent.filter((item) => item.id !== userId),
    blocked: overview.blocked.filter((item) => item.id !== userId),
  };
  const target = LIST_OF[status];
  if (existing && target) {
    next[target] = [...next[target], { ...existing, friendStatus: status }].sort((a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
  }
  return next;
}

/**
 * Runs a friend action and puts the returned status everywhere the member shows at once (their
 * profile, directory pages, the friends lists), then refetches in the background: becoming friends
 * can reveal fields only friends see.
 */
export function useFriendAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, user }: { action: FriendAction; user: FriendMember }) => {
      const { path, init } = friendActionRequest(action, user.id);
      return (await apiRequest<statusReply>(path, init)).friendStatus;
    },
    onSuccess: (status, { user }) => {
      client.setQueryData<PublicProfile>(profileKey(user.id), (old) => (old ? { ...old, friendStatus: status } : old));
      client.setQueriesData<UsersPage>({ queryKey: ['users'] }, (old) =>
        old
          ? { ...old, items: old.items.map((item) => (item.id === user.id ? { ...item, friendStatus: status } : item)) }
          : old,
      );
      const card: UserCard = {
        id: user.id,
        name: user.name,
        avatarThumbUrl: user.avatarThumbUrl,
        friendStatus: status,
        ...('state' in user ? { state: user.state ?? null } : {}),
        ...('targetExams' in user ? { targetExams: user.targetExams ?? [] } : {}),
      };
      client.setQueryData<FriendsOverview>(friendsKey, (old) =>
        old ? moveInOverview(old, user.id, status, card) : old,
      );
      void client.invalidateQueries({ queryKey: profileKey(user.id) });
      void client.invalidateQueries({ queryKey: friendsKey });
    },
  });
}
