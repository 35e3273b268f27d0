import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PresenceEntry, PublicProfile } from '@jobportal/shared';
import type { AuthState } from '../../features/auth/hooks/auth-context.tsx';
import { dispatchChat, resetChatStore } from '../../features/chat/model/chat-store.ts';
import { mockFetch, renderWithProviders } from '../../testing/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const me: AuthState = {
  loading: false,
  user: { id: 'me', email: 'meera@example.com', name: 'Meera', image: null, isAdmin: false, preferredLanguage: null },
  isAdmin: false,
  signOut: async () => true,
  loggedOutFrom: null,
  refresh: async () => {},
};
vi.mock('../../features/auth/hooks/auth-context.tsx', () => ({ useAuth: () => me }));

const farah: PublicProfile = {
  id: 'farah',
  name: 'Farah Khan',
  avatarUrl: null,
  avatarThumbUrl: null,
  lastSeen: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  friendStatus: 'friends',
  memberSince: '2026-01-15T10:00:00.000Z',
};
const online = (id: string): PresenceEntry => ({
  user: { id, name: id, avatar_url: null, show_online_status: true },
  online_at: '2025-01-01T10:00:00.000Z',
});

afterEach(() => {
  resetChatStore();
  vi.unstubAllGlobals();
});

describe('presence on a friend’s profile', () => {
  it('says neither online nor "last seen" until presence is known; then the dot, or "last seen" once offline', async () => {
    mockFetch(() => ({ body: farah }));
    renderWithProviders(<ProfilePage />, { route: '/profile/farah', path: '/profile/:userId' });
    await screen.findByRole('heading', { level: 1, name: 'Farah Khan' }, { timeout: 10_000 });
    expect(screen.queryByTestId('online-dot')).toBeNull();
    expect(screen.queryByText(/last seen|offline/i)).toBeNull();

    act(() => {
      dispatchChat({ type: 'signedIn', userId: 'me' });
      dispatchChat({ type: 'connection', status: 'online' });
      dispatchChat({ type: 'presenceSync', entries: [online('farah')] });
    });
    expect(screen.getByRole('img', { name: 'Online' })).toHaveAttribute('data-testid', 'online-dot');
    expect(screen.queryByText(/last seen|offline/i)).toBeNull();

    act(() => dispatchChat({ type: 'presenceLeave', userId: 'farah' }));
    expect(screen.queryByTestId('online-dot')).toBeNull();
    expect(screen.getByTestId('last-seen')).toHaveTextContent('Last seen 3 hours ago');
  });
});
