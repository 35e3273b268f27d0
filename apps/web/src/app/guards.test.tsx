import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../features/auth/hooks/auth-context.tsx';
import { PublicOnly, RequireAdmin, RequireAuth, RequireAuthUnlessPublic } from './guards.tsx';

const auth = vi.hoisted(() => ({ current: {} as AuthState }));
vi.mock('../features/auth/hooks/auth-context.tsx', () => ({ useAuth: () => auth.current }));
const site = vi.hoisted(() => ({ publicContent: false as boolean | undefined }));
vi.mock('../features/site/public-content.ts', () => ({ usePublicContent: () => site.publicContent }));

const signedOut: AuthState = {
  loading: false,
  user: null,
  isAdmin: false,
  signOut: async () => true,
  loggedOutFrom: null,
  refresh: async () => {},
};
const member = {
  id: 'u1',
  email: 'meera@example.com',
  name: 'Meera',
  image: null,
  isAdmin: false,
  preferredLanguage: null,
};
const signedIn = (isAdmin = false): AuthState => ({ ...signedOut, user: { ...member, isAdmin }, isAdmin });

function Here({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="here">
      {name} {location.pathname}
      {location.search}
      {location.hash}
    </p>
  );
}

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <PublicOnly>
            <Here name="login" />
          </PublicOnly>
        ),
      },
      { element: <RequireAuthUnlessPublic />, children: [{ path: '/stories/:slug', element: <Here name="story" /> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <Here name="dashboard" /> },
          { path: '/jobs/:slug', element: <Here name="job" /> },
          { element: <RequireAdmin />, children: [{ path: '/admin/*', element: <Here name="admin" /> }] },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  const view = render(<RouterProvider router={router} />);
  // A new key re-renders the routes with the changed auth state (the router keeps its location).
  let renders = 0;
  return { router, rerender: () => view.rerender(<RouterProvider key={++renders} router={router} />) };
}

beforeEach(() => {
  auth.current = signedOut;
  site.publicContent = false;
});

describe('content pages with PUBLIC_CONTENT', () => {
  it('are read without an account when content is public; personal pages still ask to sign in', () => {
    site.publicContent = true;
    renderAt('/stories/from-clerk-to-inspector');
    expect(screen.getByTestId('here')).toHaveTextContent('story /stories/from-clerk-to-inspector');
    const { router } = renderAt('/jobs/ssc-cgl-2026');
    expect(router.state.location.state).toEqual({ from: '/jobs/ssc-cgl-2026' });
  });

  it('ask to sign in, and come back, in the default mode', () => {
    const { router, rerender } = renderAt('/stories/from-clerk-to-inspector');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/stories/from-clerk-to-inspector' });
    auth.current = signedIn();
    rerender();
    expect(screen.getByTestId('here')).toHaveTextContent('story /stories/from-clerk-to-inspector');
  });

  it('wait for the mode before deciding', () => {
    site.publicContent = undefined;
    const { router } = renderAt('/stories/from-clerk-to-inspector');
    expect(router.state.location.pathname).toBe('/stories/from-clerk-to-inspector');
    expect(screen.queryByTestId('here')).not.toBeInTheDocument();
  });
});

describe('guards: back to the page asked for after sign-in', () => {
  it('sends a signed-out visitor of a job to `/`, then to that job with its search and hash once signed in', () => {
    const { router, rerender } = renderAt('/jobs/ssc-cgl-2026?tab=fees#vacancies');
    expect(screen.getByTestId('here')).toHaveTextContent('login /');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ from: '/jobs/ssc-cgl-2026?tab=fees#vacancies' });

    auth.current = signedIn();
    rerender();
    expect(screen.getByTestId('here')).toHaveTextContent('job /jobs/ssc-cgl-2026?tab=fees#vacancies');
  });

  it('does the same for the admin area when signed out; a member there still goes to the dashboard', () => {
    const { router, rerender } = renderAt('/admin/recruitments/new');
    expect(router.state.location.state).toEqual({ from: '/admin/recruitments/new' });
    auth.current = signedIn(true);
    rerender();
    expect(screen.getByTestId('here')).toHaveTextContent('admin /admin/recruitments/new');

    auth.current = signedIn(false);
    renderAt('/admin/users').rerender();
    expect(screen.getAllByTestId('here').at(-1)).toHaveTextContent('dashboard /dashboard');
  });

  it('keeps no page to return to for the page this tab’s own Logout left: the next sign-in goes to the dashboard', () => {
    auth.current = { ...signedOut, loggedOutFrom: '/jobs/ssc-cgl-2026?tab=fees' };
    const { router, rerender } = renderAt('/jobs/ssc-cgl-2026?tab=fees');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    auth.current = signedIn();
    rerender();
    expect(screen.getByTestId('here')).toHaveTextContent('dashboard /dashboard');

    // Another page asked for after that logout still comes back after sign-in.
    auth.current = { ...signedOut, loggedOutFrom: '/jobs/ssc-cgl-2026?tab=fees' };
    expect(renderAt('/admin/users').router.state.location.state).toEqual({ from: '/admin/users' });
  });

  it('returns to the `next` of a confirmation link, but only to a path on this site', () => {
    auth.current = signedIn();
    renderAt('/?verified=1&next=%2Fjobs%2Frrb-ntpc%3Fq%3D1');
    expect(screen.getByTestId('here')).toHaveTextContent('job /jobs/rrb-ntpc?q=1');
  });

  it.each(['//evil.com', 'https://evil.com/jobs', '/\\evil.com', 'javascript:alert(1)'])(
    'goes to the dashboard instead of %s',
    (next) => {
      auth.current = signedIn();
      renderAt({ pathname: '/', search: `?next=${encodeURIComponent(next)}`, state: { from: next } });
      expect(screen.getByTestId('here')).toHaveTextContent('dashboard /dashboard');
    },
  );

  it('goes to the dashboard when nothing was asked for', () => {
    auth.current = signedIn();
    renderAt('/');
    expect(screen.getByTestId('here')).toHaveTextContent('dashboard /dashboard');
  });
});
