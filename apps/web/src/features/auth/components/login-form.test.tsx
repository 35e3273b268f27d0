import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { network } from '../../../testing/render.tsx';
import { AuthProvider } from '../hooks/auth-context.tsx';
import { LoginForm } from './login-form.tsx';
import { UpdatePasswordForm } from './update-password-form.tsx';

function renderAt(element: React.ReactNode, path: string | { pathname: string; state?: unknown } = '/') {
  /** Requests other than the session lookup (which answers "signed out"): URL and JSON body. */
  const fetchSpy = vi.fn<(url: string, body: unknown) => void>();
  network.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(null)),
    http.all('*', async ({ request }) => {
      const text = await request.text();
      fetchSpy(request.url, text === '' ? undefined : (JSON.parse(text) as unknown));
      return HttpResponse.json(null);
    }),
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return fetchSpy;
}

describe('LoginForm', () => {
  it('shows the spec texts of each mode and the links that switch between them', async () => {
    renderAt(<LoginForm />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue to your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Enter your details to create an account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign In' }));
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email to receive a reset link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remembered your password? Sign In' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('requires email and password, and clears the error when the mode changes', async () => {
    const fetchSpy = renderAt(<LoginForm />);
    const calls = fetchSpy.mock.calls.length;
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
    // Bypass the browser's own required check, as a script could.
    fireEvent.submit(screen.getByRole('button', { name: 'Sign In' }).closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication FailedYou must provide either an email or phone number and a password',
    );
    expect(fetchSpy.mock.calls.length).toBe(calls);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the user their email is confirmed when the confirmation link brought them here', () => {
    renderAt(<LoginForm />, '/?verified=1');
    expect(screen.getByText('Your email is confirmed. You can sign in now.')).toBeInTheDocument();
  });
});

describe('LoginForm: the page to come back to', () => {
  async function signUpAt(entry: string | { pathname: string; state?: unknown }) {
    const fetchSpy = renderAt(<LoginForm />, entry);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    const [input, body] = fetchSpy.mock.calls.find(([url]) => url.includes('sign-up'))!;
    expect(String(input)).toContain('/api/auth/sign-up/email');
    return body as { callbackURL: string };
  }

  it('asks for a confirmation link back to the guarded page the visitor came from', async () => {
    const body = await signUpAt({ pathname: '/', state: { from: '/jobs/ssc-cgl-2026?tab=fees#vacancies' } });
    expect(body.callbackURL).toBe('/jobs/ssc-cgl-2026?tab=fees#vacancies');
  });

  it('asks for the plain login screen without one', async () => {
    expect((await signUpAt('/')).callbackURL).toBe('/?verified=1');
  });

  it('asks for the plain login screen instead of a page on another site', async () => {
    expect((await signUpAt({ pathname: '/', state: { from: '//evil.com/jobs' } })).callbackURL).toBe('/?verified=1');
  });
});

describe('UpdatePasswordForm', () => {
  it('refuses fewer than 6 characters without calling the server', async () => {
    const fetchSpy = renderAt(<UpdatePasswordForm />, '/update-password?token=abc');
    const calls = fetchSpy.mock.calls.length;
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Update Failed');
    expect(fetchSpy.mock.calls.length).toBe(calls);
  });
});
