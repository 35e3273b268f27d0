import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { StoryCard } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { MyStories } from './my-stories.tsx';

const card = (id: string, status: StoryCard['status'], rejectionReason: string | null = null): StoryCard => ({
  id,
  slug: `s-${id}`,
  title: `Title ${id}`,
  exam: 'RRB NTPC',
  year: 2023,
  post: 'Station Master',
  state: null,
  photoUrl: null,
  author: null,
  status,
  rejectionReason,
  createdAt: '2026-01-01T00:00:00.000Z',
  publishedAt: status === 'published' ? '2026-01-05T00:00:00.000Z' : null,
  excerpt: '…',
});

afterEach(() => vi.unstubAllGlobals());

it('lists my stories with their review status, linking to each', async () => {
  mockFetch(() => ({
    body: { items: [card('1', 'pending'), card('2', 'published'), card('3', 'rejected', 'Add your exam year.')] },
  }));
  renderWithProviders(<MyStories />);
  const list = await screen.findByTestId('my-stories');
  expect(
    within(list)
      .getAllByTestId('story-status')
      .map((badge) => badge.textContent),
  ).toEqual(['Pending review', 'Published', 'Rejected: Add your exam year.']);
  expect(within(list).getByRole('link', { name: 'Title 3' })).toHaveAttribute('href', '/stories/s-3');
  expect(screen.getByRole('link', { name: 'Share your success story' })).toHaveAttribute('href', '/submit-story');
});
