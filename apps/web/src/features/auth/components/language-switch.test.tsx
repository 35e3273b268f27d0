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

/**
 * The server: signed out, or signed in with a profile language; PATCHes of the profile are recorded.
 * (better-auth's client keeps one session store per module: signed-in cases are in
 * `language-switch-signed-in.test.tsx`, a file of their own.)
 */
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

describe('the language switch', () => {
  it('fetches Hindi, switches every string, sets <html lang> and remembers the choice on the device', async () => {
    const patches = stubServer();
    renderSwitch();
    expect(screen.getByTestId('word')).toHaveTextContent(en.nav.jobs);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(screen.getByTestId('word')).toHaveTextContent(hi.nav.jobs));
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: hi.language.label })).toBeInTheDocument();
    // Signed out: nothing to write to a profile.
    expect(patches).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('word')).toHaveTextContent(en.nav.jobs));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
