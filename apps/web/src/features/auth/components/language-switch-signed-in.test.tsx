import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '../../../lib/i18n.ts';
import { en } from '../../../locales/en.ts';
import { hi } from '../../../locales/hi.ts';
import { AuthProvider } from '../hooks/auth-context.tsx';
import { LanguageSwitch } from './language-switch.tsx';

// better-auth's client keeps the `fetch` it found when it was created: replace it before any import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  globalThis.fetch = mock;
  return mock;
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const now = new Date().toISOString();
const session = {
  session: {
    id: 's1',
    userId: 'u1',
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    createdAt: now,
    updatedAt: now,
  },
  user: {
    id: 'u1',
    email: 'asha@example.com',
    name: 'Asha',
    emailVerified: true,
    image: null,
    createdAt: now,
    updatedAt: now,
  },
};
const urlOf = (input: Parameters<typeof fetch>[0]) => String(input instanceof Request ? input.url : input);

/** The server, signed in with a profile language; PATCHes of the profile are recorded. */
function stubServer(preferredLanguage?: 'en' | 'hi' | null) {
  const patches: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = urlOf(input);
    // A request may come as one object (passed on by the test network, testing/render.tsx).
    const method = input instanceof Request ? input.method : init?.method;
    if (url.includes('get-session')) return json(preferredLanguage === undefined ? null : session);
    if (url.endsWith('/api/me')) return json({ ...session.user, isAdmin: false, preferredLanguage });
    if (url.endsWith('/api/me/profile') && method === 'PATCH') {
      patches.push(JSON.parse(input instanceof Request ? await input.text() : String(init?.body)));
      return json({ message: 'not needed here' }, 500);
    }
    return json(null);
  });
  return patches;
}

function NavWord() {
  const { t } = useTranslation();
  return <p data-testid="word">{t('nav.jobs')}</p>;
}

function renderSwitch() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <LanguageSwitch />
        <NavWord />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
  fetchMock.mockReset();
});

describe('the language switch, signed in', () => {
  it('signed in, follows the profile’s language and writes a change back to the profile', async () => {
    const patches = stubServer('hi');
    renderSwitch();
    await waitFor(() => expect(screen.getByTestId('word')).toHaveTextContent(hi.nav.jobs), { timeout: 5_000 });
    expect(document.documentElement.lang).toBe('hi');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(patches).toEqual([{ preferredLanguage: 'en' }]), { timeout: 5_000 });
    expect(screen.getByTestId('word')).toHaveTextContent(en.nav.jobs);
  });

  it('signed in without a profile language, gives the profile the language chosen on this device', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const patches = stubServer(null);
    renderSwitch();
    await waitFor(() => expect(patches).toEqual([{ preferredLanguage: 'hi' }]), { timeout: 5_000 });
  });
});
