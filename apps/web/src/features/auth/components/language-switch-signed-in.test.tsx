import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '../../../lib/use-translation.ts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '../../../lib/i18n.ts';
import { en } from '../../../locales/en.ts';
import { hi } from '../../../locales/hi.ts';
import { network } from '../../../testing/render.tsx';
import { AuthProvider } from '../hooks/auth-context.tsx';
import { LanguageSwitch } from './language-switch.tsx';

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

/** The server, signed in with a profile language; PATCHes of the profile are recorded. */
function stubServer(preferredLanguage?: 'en' | 'hi' | null) {
  const patches: unknown[] = [];
  network.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(preferredLanguage === undefined ? null : session)),
    http.get('*/api/me', () => HttpResponse.json({ ...session.user, isAdmin: false, preferredLanguage })),
    http.patch('*/api/me/profile', async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json({ message: 'not needed here' }, { status: 500 });
    }),
    http.all('*', () => HttpResponse.json(null)),
  );
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
