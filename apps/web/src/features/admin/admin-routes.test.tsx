import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockFetch } from '../../testing/render.tsx';
import { AdminRoutes } from './admin-routes.tsx';
import { testRenderers } from './testing/render-admin.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const counts = {
  published: 1204,
  scheduled: 3,
  drafts: 17,
  archived: 250,
  expiringThisWeek: 9,
  storiesWaiting: 4,
  users: 48210,
  newUsersThisWeek: 312,
};

describe('the lazy /admin route', () => {
  it('loads the admin area and shows the dashboard counts, each linking to its list', async () => {
    const api = mockFetch(() => ({ body: counts }));
    const router = createMemoryRouter([{ path: '/admin/*', element: <AdminRoutes {...testRenderers} /> }], {
      initialEntries: ['/admin'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    // The first import of the lazy chunk transforms the whole admin area: allow it time on a busy machine.
    const published = await screen.findByTestId('count-published', {}, { timeout: 10_000 });
    expect(published).toHaveTextContent('1,204');
    expect(published).toHaveTextContent('Published');
    expect(published).toHaveAttribute('href', '/admin/recruitments?status=published');
    expect(screen.getByTestId('count-drafts')).toHaveAttribute('href', '/admin/recruitments?status=draft');
    expect(screen.getByTestId('count-storiesWaiting')).toHaveTextContent('4');
    expect(screen.getByTestId('count-users')).toHaveTextContent('48,210');
    expect(screen.getByTestId('count-newUsersThisWeek')).toHaveTextContent('312');
    expect(screen.getByTestId('count-expiringThisWeek')).toHaveTextContent('9');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    // The admin navigation, with the waiting stories counted.
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: /Stories/ })).toHaveTextContent('4');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    expect(api.calls().every((call) => call.url === '/api/admin/dashboard')).toBe(true);
  });
});
