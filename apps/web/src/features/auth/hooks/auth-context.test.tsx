import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { clearToasts, getToasts } from '../../../components/ui/toast-store.ts';
import { network } from '../../../testing/render.tsx';
import { AuthProvider, useAuth, type AuthState } from './auth-context.tsx';

/** The server: signed out, and signing out answers `signOutStatus` with `signOutBody`. */
function stubServer(signOutStatus: number, signOutBody: JsonBodyType) {
  network.use(
    http.post('*/api/auth/sign-out', () => HttpResponse.json(signOutBody, { status: signOutStatus })),
    http.all('*', () => HttpResponse.json(null)),
  );
}

async function renderAuth(): Promise<() => AuthState> {
  let state: AuthState | undefined;
  function Probe() {
    state = useAuth();
    return <p>{state.loading ? 'loading' : 'ready'}</p>;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  await screen.findByText('ready');
  return () => state!;
}

afterEach(() => {
  clearToasts();
});

describe('signOut', () => {
  it.each([401, 404])('ignores a %i from the server and clears the local session', async (status) => {
    stubServer(status, { message: 'gone' });
    const auth = await renderAuth();
    let result: boolean | undefined;
    await act(async () => {
      result = await auth().signOut();
    });
    expect(result).toBe(true);
    expect(getToasts()).toHaveLength(0);
  });

  it('remembers the page this logout left (the guard keeps no return-to for it); a failed one does not', async () => {
    window.history.pushState(null, '', '/friends?tab=requests#top');
    stubServer(500, { message: 'Database is down' });
    const auth = await renderAuth();
    await act(async () => {
      expect(await auth().signOut()).toBe(false);
    });
    expect(auth().loggedOutFrom).toBeNull();
    stubServer(200, { success: true });
    await act(async () => {
      expect(await auth().signOut()).toBe(true);
    });
    expect(auth().loggedOutFrom).toBe('/friends?tab=requests#top');

    // The next sign-in forgets it.
    network.use(
      http.get('*/api/auth/get-session', () =>
        HttpResponse.json({
          session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00.000Z' },
          user: { id: 'u1', email: 'meera@example.com', name: 'Meera' },
        }),
      ),
      http.get('*/api/me', () =>
        HttpResponse.json({
          id: 'u1',
          email: 'meera@example.com',
          name: 'Meera',
          image: null,
          isAdmin: false,
          preferredLanguage: null,
        }),
      ),
    );
    await act(async () => {
      await auth().refresh();
    });
    await waitFor(() => expect(auth().user).toMatchObject({ id: 'u1' }));
    expect(auth().loggedOutFrom).toBeNull();
    window.history.pushState(null, '', '/');
  });

  it("drops the service worker's saved copies (saved jobs, job pages, session) so the next user never reads them", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2-http://localhost/', 'jp-content', 'jp-personal'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    stubServer(200, { success: true });
    const auth = await renderAuth();
    await act(async () => {
      expect(await auth().signOut()).toBe(true);
    });
    vi.unstubAllGlobals();
    expect(deleted.sort()).toEqual(['jp-content', 'jp-personal']);
  });

  it('shows a destructive "Sign out Failed" toast with the server message on other errors', async () => {
    stubServer(500, { message: 'Database is down' });
    const auth = await renderAuth();
    await act(async () => {
      expect(await auth().signOut()).toBe(false);
    });
    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { title: 'Sign out Failed', description: 'Database is down', variant: 'destructive' },
      ]),
    );
  });

  it('falls back to "Something went wrong" when the server gives no message', async () => {
    stubServer(500, {});
    const auth = await renderAuth();
    await act(async () => {
      await auth().signOut();
    });
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Sign out Failed' }));
    expect(getToasts()[0]!.description).toBeTruthy();
  });
});

// Last in the file: it leaves better-auth's (module-wide) session store in its error state.
describe('session lookup', () => {
  it('keeps waiting, not signed out, while the server cannot answer', async () => {
    // Every request the server sees is answered "busy".
    const fetchMock = vi.fn(() => HttpResponse.json({ message: 'busy' }, { status: 503 }));
    network.use(http.all('*', fetchMock));
    let state: AuthState | undefined;
    function Probe() {
      state = useAuth();
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await act(async () => {
      await state!.refresh();
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(state).toMatchObject({ loading: true, user: null });
  });
});
