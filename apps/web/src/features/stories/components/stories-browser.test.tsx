import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoriesPage, StoryCard } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { StoriesBrowser } from './stories-browser.tsx';

const card = (id: string, extra: Partial<StoryCard> = {}): StoryCard => ({
  id,
  slug: `story-${id}`,
  title: `Story ${id}`,
  exam: 'IBPS PO',
  year: 2024,
  post: 'Probationary Officer',
  state: null,
  photoUrl: null,
  author: null,
  status: 'published',
  rejectionReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-02T00:00:00.000Z',
  excerpt: 'It started with a mock test.',
  ...extra,
});

const page = (items: StoryCard[], total = items.length): StoriesPage => ({ items, page: 1, perPage: 12, total });

afterEach(() => vi.unstubAllGlobals());

describe('StoriesBrowser', () => {
  it('searches by exam through the URL and shows cards with a lazy photo, author or Anonymous', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({
      body: page([
        card('1', { photoUrl: '/api/files/p', author: { id: 'u1', name: 'Neha', avatarThumbUrl: null } }),
        card('2'),
      ]),
    }));
    const { location, container } = renderWithProviders(<StoriesBrowser />, { route: '/stories?q=IBPS' });
    expect(await screen.findByRole('link', { name: 'Story 1' })).toHaveAttribute('href', '/stories/story-1');
    expect(api.calls()[0]!.url).toBe('/api/stories?q=IBPS');
    expect(screen.getByText(/By Neha/)).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');

    await user.clear(screen.getByLabelText('Search stories by exam'));
    await user.type(screen.getByLabelText('Search stories by exam'), 'SSC CGL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?q=SSC+CGL');
    await waitFor(() => expect(api.calls().at(-1)!.url).toBe('/api/stories?q=SSC+CGL'));
  });

  it('has an empty state for a search without results', async () => {
    mockFetch(() => ({ body: page([]) }));
    renderWithProviders(<StoriesBrowser />, { route: '/stories?q=NDA' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No stories match this exam.');
  });
});
