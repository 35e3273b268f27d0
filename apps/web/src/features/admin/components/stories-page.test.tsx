import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render.tsx';
import { pendingStory } from '../testing/fixtures.ts';
import { renderAdmin } from '../testing/render-admin.tsx';
import { StoriesPage } from './stories-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const story = pendingStory();

describe('StoriesPage', () => {
  it('shows the waiting story in full with the actions its state allows', async () => {
    mockFetch(() => ({ body: { items: [story], total: 1, page: 1, perPage: 10 } }));
    renderAdmin(<StoriesPage />, { route: '/admin/stories' });
    const item = await screen.findByTestId('story-item');
    expect(within(item).getByRole('heading', { name: story.title })).toBeInTheDocument();
    expect(within(item).getByTestId('markdown')).toHaveTextContent('I studied **every day** for two years.');
    expect(within(item).getByText(/By Kiran Das/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('requires a reason of at least 5 characters to reject, and sends it', async () => {
    const user = userEvent.setup();
    const api = mockFetch((call) =>
      call.method === 'POST'
        ? { body: { ...story, status: 'rejected', rejectionReason: (call.body as { reason: string }).reason } }
        : { body: { items: [story], total: 1, page: 1, perPage: 10 } },
    );
    renderAdmin(<StoriesPage />, { route: '/admin/stories' });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this story?' });
    const reason = within(dialog).getByLabelText('Reason (shown to the author)');

    await user.click(within(dialog).getByRole('button', { name: 'Reject story' }));
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription(/Tell the author why, in at least 5 characters\./);

    await user.type(reason, 'bad');
    await user.click(within(dialog).getByRole('button', { name: 'Reject story' }));
    expect(reason).toHaveAccessibleDescription(/Tell the author why, in at least 5 characters\./);
    expect(api.calls().filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(reason, ' photo of an admit card');
    await user.click(within(dialog).getByRole('button', { name: 'Reject story' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.calls().find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      url: `/api/admin/stories/${story.id}/reject`,
      body: { reason: 'bad photo of an admit card' },
    });
  });

  it('approves with one click', async () => {
    const user = userEvent.setup();
    const api = mockFetch((call) =>
      call.method === 'POST'
        ? { body: { ...story, status: 'published', publishedAt: '2026-03-02T10:00:00.000Z' } }
        : { body: { items: [story], total: 1, page: 1, perPage: 10 } },
    );
    renderAdmin(<StoriesPage />, { route: '/admin/stories' });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.calls().find((call) => call.method === 'POST')?.url).toBe(`/api/admin/stories/${story.id}/approve`),
    );
  });
});
