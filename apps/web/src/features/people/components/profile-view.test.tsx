import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@jobportal/shared';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ProfileView } from './profile-view.tsx';

const NOW = new Date('2026-03-10T12:00:00.000Z');

const full: PublicProfile = {
  id: 'u-7',
  name: 'Ravi Kumar',
  avatarUrl: null,
  avatarThumbUrl: null,
  bio: 'Preparing for SSC CGL, second attempt.',
  state: 'uttar-pradesh',
  qualification: 'graduate',
  targetExams: ['ssc-cgl', 'rrb-ntpc'],
  preferredLanguage: 'hi',
  lastSeen: '2026-03-10T11:55:00.000Z',
  friendStatus: 'friends',
  memberSince: '2026-01-15T10:00:00.000Z',
};

describe('ProfileView', () => {
  it('shows every field the response carries, with labels instead of slugs', () => {
    renderWithProviders(<ProfileView profile={full} now={NOW} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('Preparing for SSC CGL, second attempt.');
    expect(screen.getByTestId('profile-state')).toHaveTextContent('Uttar Pradesh');
    expect(screen.getByTestId('profile-qualification')).toHaveTextContent('Graduate');
    expect(screen.getByTestId('profile-exams')).toHaveTextContent('SSC CGLRRB NTPC');
    expect(screen.getByTestId('profile-language')).toHaveTextContent('Hindi');
    expect(screen.getByTestId('last-seen')).toHaveTextContent('Last seen 5 minutes ago');
    expect(screen.getByText('Member since January 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfriend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('leaves out every field absent from the response (hidden by its owner)', () => {
    const hidden: PublicProfile = {
      id: full.id,
      name: full.name,
      avatarUrl: null,
      avatarThumbUrl: null,
      friendStatus: 'none',
      memberSince: full.memberSince,
    };
    renderWithProviders(<ProfileView profile={hidden} now={NOW} />);
    for (const testId of [
      'profile-bio',
      'profile-state',
      'profile-qualification',
      'profile-exams',
      'profile-language',
    ]) {
      expect(screen.queryByTestId(testId)).not.toBeInTheDocument();
    }
    expect(screen.queryByTestId('last-seen')).not.toBeInTheDocument();
    expect(screen.queryByText(/Last seen/)).not.toBeInTheDocument();
    expect(screen.getByText('This member has not shared any details yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add friend' })).toBeInTheDocument();
  });

  it('shows only the fields present when some are hidden', () => {
    const { bio: _bio, targetExams: _exams, ...partial } = full;
    renderWithProviders(<ProfileView profile={{ ...partial, lastSeen: null }} now={NOW} />);
    expect(screen.queryByTestId('profile-bio')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-exams')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-state')).toBeInTheDocument();
    expect(screen.queryByTestId('last-seen')).not.toBeInTheDocument();
  });

  it('shows nothing for a field that is visible but empty', () => {
    renderWithProviders(
      <ProfileView
        profile={{ ...full, bio: null, state: null, qualification: null, targetExams: [], preferredLanguage: null }}
        now={NOW}
      />,
    );
    for (const testId of [
      'profile-bio',
      'profile-state',
      'profile-qualification',
      'profile-exams',
      'profile-language',
    ]) {
      expect(screen.queryByTestId(testId)).not.toBeInTheDocument();
    }
  });

  it('shows initials on a default avatar, and an edit link instead of friend actions on your own profile', () => {
    renderWithProviders(<ProfileView profile={{ ...full, friendStatus: 'self' }} now={NOW} />);
    expect(screen.getByText('RK')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '#edit-profile');
    expect(screen.queryByRole('group', { name: 'Friend actions' })).not.toBeInTheDocument();
  });
});
