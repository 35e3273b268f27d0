import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render.tsx';
import { adminUser } from '../testing/fixtures.ts';
import { renderAdmin } from '../testing/render-admin.tsx';
import { UsersPage } from './users-page.tsx';

afterEach(() => vi.unstubAllGlobals());

it('replaces a page past the end with the last page instead of saying there are no accounts', async () => {
  mockFetch(({ url }) => {
    const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
    const items = page === 2 ? [adminUser({ id: 'u-21', name: 'Last Page Person' })] : [];
    return { body: { items, page, perPage: 20, total: 21 } };
  });
  const { history } = renderAdmin(<UsersPage />, { route: '/admin/users?page=40', path: '/admin/users' });
  expect(await screen.findByText('Last Page Person')).toBeInTheDocument();
  await waitFor(() => expect(history.location.search).toBe('?page=2'));
  expect(screen.getByTestId('pagination-summary')).toHaveTextContent('Page 2 of 2');
  expect(screen.queryByText('No accounts yet.')).toBeNull();
});
