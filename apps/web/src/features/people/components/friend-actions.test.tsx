import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FriendStatus, FriendsOverview, PublicProfile, UserCard } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { friendsKey, moveInOverview } from '../api/friends.ts';
import { profileKey } from '../api/get-profile.ts';
import { FriendActions } from './friend-actions.tsx';

const member = (friendStatus: FriendStatus): UserCard => ({
  id: 'u-42',
  name: 'Asha Verma',
  avatarThumbUrl: null,
  friendStatus,
});

const buttonNames = () =>
  within(screen.getByRole('group', { name: 'Friend actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('FriendActions', () => {
  it.each([
    ['none', ['Add friend', 'Block']],
    ['request_sent', ['Cancel request', 'Block']],
    ['request_received', ['Accept', 'Decline', 'Block']],
    ['friends', ['Unfriend', 'Block']],
    ['blocked', ['Unblock']],
  ] as const)('shows the right buttons for %s', (status, expected) => {
    renderWithProviders(<FriendActions user={member(status)} showBlock />);
    expect(buttonNames()).toEqual(expected);
  });

  it('shows nothing on your own profile', () => {
    const { container } = renderWithProviders(<FriendActions user={member('self')} showBlock />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['none', 'Add friend', 'POST', '/api/friends/requests', { userId: 'u-42' }, 'request_sent'],
    ['request_sent', 'Cancel request', 'DELETE', '/api/friends/requests/u-42', undefined, 'none'],
    ['request_received', 'Accept', 'POST', '/api/friends/requests/u-42/accept', undefined, 'friends'],
    ['request_received', 'Decline', 'POST', '/api/friends/requests/u-42/decline', undefined, 'none'],
    ['blocked', 'Unblock', 'DELETE', '/api/blocks/u-42', undefined, 'none'],
  ] as const)('%s: "%s" calls %s %s', async (status, button, method, url, body, next) => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ body: { friendStatus: next } }));
    const { client } = renderWithProviders(<FriendActions user={member(status)} />);
    const profile: PublicProfile = { ...member(status), avatarUrl: null, memberSince: '2026-01-01T00:00:00.000Z' };
    client.setQueryData(profileKey('u-42'), profile);
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(api.calls()[0]).toEqual({ url, method, body }));
    // The cached profile shows the status the server answered at once.
    await waitFor(() => expect(client.getQueryData<PublicProfile>(profileKey('u-42'))?.friendStatus).toBe(next));
  });

  it('asks before unfriending, then calls DELETE /api/friends/{id}', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ body: { friendStatus: 'none' } }));
    renderWithProviders(<FriendActions user={member('friends')} />);
    await user.click(screen.getByRole('button', { name: 'Unfriend' }));
    const dialog = screen.getByRole('dialog', { name: 'Unfriend Asha Verma?' });
    expect(api.calls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unfriend' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unfriend' }));
    await waitFor(() => expect(api.calls()).toEqual([{ url: '/api/friends/u-42', method: 'DELETE', body: undefined }]));
  });

  it('explains blocking in a confirm dialog, then calls PUT /api/blocks/{id}', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ body: { friendStatus: 'blocked' } }));
    renderWithProviders(<FriendActions user={member('none')} showBlock />);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Asha Verma?' });
    expect(dialog).toHaveAccessibleDescription(/removes your friendship.*stops friend requests and messages both ways/);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(api.calls()).toEqual([{ url: '/api/blocks/u-42', method: 'PUT', body: undefined }]));
  });

  it('shows the server’s message when the action is refused', async () => {
    const user = userEvent.setup();
    const message = 'You have sent 30 friend requests in the last hour. Try again in 12 minutes.';
    mockFetch(() => ({ status: 429, body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message } }));
    renderWithProviders(<FriendActions user={member('none')} />);
    await user.click(screen.getByRole('button', { name: 'Add friend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Add friend' })).toBeEnabled();
  });

  it('updates the friends lists from the returned status at once', async () => {
    const user = userEvent.setup();
    mockFetch(({ method }) =>
      method === 'GET'
        ? { body: { friends: [], received: [], sent: [], blocked: [] } }
        : { body: { friendStatus: 'friends' } },
    );
    const { client } = renderWithProviders(<FriendActions user={member('request_received')} />);
    client.setQueryData<FriendsOverview>(friendsKey, {
      friends: [],
      received: [member('request_received')],
      sent: [],
      blocked: [],
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(client.getQueryData<FriendsOverview>(friendsKey)?.friends.map((card) => card.friendStatus)).toEqual([
        'friends',
      ]),
    );
  });
});

describe('moveInOverview', () => {
  const overview: FriendsOverview = {
    friends: [{ ...member('friends'), id: 'a', name: 'Zoya' }],
    received: [member('request_received')],
    sent: [],
    blocked: [],
  };

  it('moves a member to the list of their new status, sorted by name', () => {
    const next = moveInOverview(overview, 'u-42', 'friends');
    expect(next.received).toEqual([]);
    expect(next.friends.map((card) => [card.name, card.friendStatus])).toEqual([
      ['Asha Verma', 'friends'],
      ['Zoya', 'friends'],
    ]);
  });

  it('drops a member whose status is none', () => {
    const next = moveInOverview(overview, 'a', 'none');
    expect(next.friends).toEqual([]);
    expect(next.received).toHaveLength(1);
  });
});
