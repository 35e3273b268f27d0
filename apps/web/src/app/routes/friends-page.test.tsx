import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FriendsOverview, PresenceEntry, UserCard } from '@jobportal/shared';
import { dispatchChat, resetChatStore } from '../../features/chat/model/chat-store.ts';
import { mockFetch, renderWithProviders } from '../../testing/render.tsx';
import { FriendsPage } from './friends-page.tsx';

const THREE_HOURS_AGO = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
const friend = (id: string, name: string): UserCard => ({
  id,
  name,
  avatarThumbUrl: null,
  friendStatus: 'friends',
  lastSeen: THREE_HOURS_AGO,
});
const overview: FriendsOverview = {
  friends: [friend('farah', 'Farah'), friend('ravi', 'Ravi')],
  received: [],
  sent: [],
  blocked: [],
};
const online = (id: string): PresenceEntry => ({
  user: { id, name: id, avatar_url: null, show_online_status: true },
  online_at: '2025-01-01T10:00:00.000Z',
});

/** Every word that would tell a sighted or screen-reader user the friend is not online. */
const OFFLINE_WORDING = /last seen|offline/i;

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

function expectNothingSaidAboutPresence() {
  expect(screen.queryAllByTestId('online-dot')).toHaveLength(0);
  expect(screen.queryByRole('img', { name: /online/i })).toBeNull();
  for (const card of screen.getAllByTestId('user-card')) expect(card.textContent).not.toMatch(OFFLINE_WORDING);
}

afterEach(() => {
  resetChatStore();
  vi.unstubAllGlobals();
});

describe('presence on /friends', () => {
  it('says nothing about any friend until presence is known, then the dot for the online one and "last seen" for the other', async () => {
    mockFetch(() => ({ body: overview }));
    renderWithProviders(<FriendsPage />, { route: '/friends' });
    // The first render of the page loads its parts: slow on a busy machine.
    await screen.findByRole('link', { name: 'Farah' }, { timeout: 10_000 });
    // Before the socket and the chat have come: unknown, so neither online nor offline.
    expectNothingSaidAboutPresence();

    // Connected, but the server has not said who is online yet.
    act(() => {
      dispatchChat({ type: 'signedIn', userId: 'me' });
      dispatchChat({ type: 'connection', status: 'online' });
    });
    expectNothingSaidAboutPresence();

    act(() => dispatchChat({ type: 'presenceSync', entries: [online('farah')] }));
    const farah = cardOf('Farah');
    expect(within(farah).getByRole('img', { name: 'Online' })).toHaveAttribute('data-testid', 'online-dot');
    expect(farah.textContent).not.toMatch(OFFLINE_WORDING);
    const ravi = cardOf('Ravi');
    expect(within(ravi).queryByTestId('online-dot')).toBeNull();
    expect(ravi).toHaveTextContent('Last seen 3 hours ago');

    // The socket dropped: presence is unknown again until the next sync.
    act(() => dispatchChat({ type: 'connection', status: 'offline' }));
    expectNothingSaidAboutPresence();
  });
});
