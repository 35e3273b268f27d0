import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FriendsOverview, UserCard } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { FriendsTabs } from './friends-tabs.tsx';

const card = (id: string, name: string, friendStatus: UserCard['friendStatus']): UserCard => ({
  id,
  name,
  avatarThumbUrl: null,
  friendStatus,
});

const overview: FriendsOverview = {
  friends: [card('f1', 'Farah', 'friends')],
  received: [card('r1', 'Rohan', 'request_received'), card('r2', 'Ritu', 'request_received')],
  sent: [],
  blocked: [card('b1', 'Bablu', 'blocked')],
};

afterEach(() => vi.unstubAllGlobals());

describe('FriendsTabs', () => {
  it('lists friends with Unfriend, and counts the requests received', async () => {
    mockFetch(() => ({ body: overview }));
    renderWithProviders(
      <FriendsTabs friendActions={(friend) => <button type="button">Message {friend.name}</button>} />,
      {
        route: '/friends?tab=chat',
      },
    );
    const panel = screen.getByRole('tabpanel', { name: 'Friends' });
    expect(await within(panel).findByRole('link', { name: 'Farah' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Unfriend' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Message Farah' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests (2 new requests)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('requests-badge')).toHaveTextContent('2');
  });

  it('switches tabs through the URL and by keyboard, with the right actions and empty states', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: overview }));
    const { location } = renderWithProviders(<FriendsTabs />, { route: '/friends' });
    await screen.findByRole('link', { name: 'Farah' });

    await user.click(screen.getByRole('tab', { name: /Requests/ }));
    expect(location().search).toBe('?tab=requests');
    const requests = screen.getByRole('tabpanel', { name: /Requests/ });
    expect(within(requests).getAllByRole('button', { name: 'Accept' })).toHaveLength(2);
    expect(within(requests).getAllByRole('button', { name: 'Decline' })).toHaveLength(2);

    await user.keyboard('{ArrowRight}');
    expect(location().search).toBe('?tab=sent');
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveFocus();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('You have no pending requests.');
    expect(screen.getByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/users');

    await user.keyboard('{ArrowRight}');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Blocked' })).getByRole('button', { name: 'Unblock' }),
    ).toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(location().search).toBe('');
  });

  it('invites finding people when there are no friends yet', async () => {
    mockFetch(() => ({ body: { friends: [], received: [], sent: [], blocked: [] } }));
    renderWithProviders(<FriendsTabs />, { route: '/friends' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no friends here yet.');
    expect(screen.getByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/users');
    expect(screen.queryByTestId('requests-badge')).not.toBeInTheDocument();
  });
});
