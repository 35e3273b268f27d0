import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { loadOnIntent, useHydrated } from '../../../lib/page-lifecycle.ts';
import { useAuth } from '../hooks/auth-context.tsx';
import { returnTarget } from '../return-to.ts';
import { apiErrorText } from '../../../lib/api-errors.ts';

export type LoginMode = 'signin' | 'signup' | 'reset';

/**
 * better-auth's client, fetched when the form is first used (and ahead of that once the page is idle):
 * the sign-in screen paints without it.
 */
const loadAuthClient = () => import('../../../lib/auth-client.ts');

const MODE_TEXT = {
  signin: 'auth.signIn',
  signup: 'auth.signUp',
  reset: 'auth.reset',
} as const;

/** The login screen at `/`: sign in, sign up and forgot password (spec §2 "Login screen modes"). */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [params] = useSearchParams();
  // The guarded page that sent the visitor here, or the `next` of a confirmation link: only this site.
  const target = returnTarget(useLocation());
  const [mode, setMode] = useState<LoginMode>('signin');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(params.get('error') ? t('auth.errors.badConfirmationLink') : null);
  const [busy, setBusy] = useState(false);
  const confirmed = params.get('verified') === '1' && !params.get('error');
  // Server-rendered (decision 018), the form is on screen before the app runs: until then nothing can
  // be typed (it would be lost when the app takes over) and it cannot be sent by the browser itself.
  const hydrated = useHydrated();

  function switchMode(next: LoginMode) {
    setMode(next);
    setError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || (mode !== 'reset' && !password)) {
      setError(t('auth.errors.missingCredentials'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (mode === 'signin') await signIn();
      else if (mode === 'signup') await signUp();
      else await requestReset();
    } finally {
      setBusy(false);
    }
  }

  async function signIn() {
    const { authClient } = await loadAuthClient();
    const { error: failure } = await authClient.signIn.email({ email: email.trim(), password });
    if (failure) {
      const message = apiErrorText(failure.code, failure.message) || t('common.somethingWentWrong');
      setError(message);
      toast({ title: t('auth.errors.signInFailed'), description: message, variant: 'destructive' });
      return;
    }
    // Wait for the new session, so the guarded page does not bounce a not-yet-known user to `/`.
    await refresh();
    navigate(target ?? '/dashboard', { replace: true });
  }

  async function signUp() {
    const { authClient } = await loadAuthClient();
    const trimmed = email.trim();
    const { error: failure } = await authClient.signUp.email({
      email: trimmed,
      password,
      name: name.trim() || trimmed.split('@')[0]!,
      // The server builds the confirmation link; it takes a path on this site to come back to.
      callbackURL: target ?? '/?verified=1',
    });
    if (failure) {
      const message = apiErrorText(failure.code, failure.message) || t('common.somethingWentWrong');
      setError(message);
      toast({ title: t('auth.errors.signUpFailed'), description: message, variant: 'destructive' });
      return;
    }
    toast({ title: t('auth.toasts.signedUpTitle'), description: t('auth.toasts.signedUpDescription') });
    setPassword('');
    switchMode('signin');
  }

  async function requestReset() {
    const { authClient } = await loadAuthClient();
    const { error: failure } = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: `${window.location.origin}/update-password`,
    });
    if (failure) {
      setError(apiErrorText(failure.code, failure.message) || t('common.somethingWentWrong'));
      return;
    }
    toast({ title: t('auth.toasts.resetSentTitle'), description: t('auth.toasts.resetSentDescription') });
  }

  const text = MODE_TEXT[mode];
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">{t(`${text}.title`)}</h1>
        </CardTitle>
        <CardDescription>{t(`${text}.subtitle`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {confirmed && mode === 'signin' && !error ? (
          <Alert>
            <AlertTitle>{t('auth.confirmed.title')}</AlertTitle>
            <AlertDescription>{t('auth.confirmed.description')}</AlertDescription>
          </Alert>
        ) : null}
        {error ? (
          <Alert variant="destructive">
            <AlertTitle>{t('auth.errors.title')}</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {/* The sign-in client comes when the member starts on the form, not with the page (decision 020). */}
        <form className="grid gap-4" onSubmit={onSubmit} noValidate={false} {...loadOnIntent(loadAuthClient)}>
          {mode === 'signup' ? (
            <div className="grid gap-1.5">
              <Label htmlFor="name">{t('auth.fields.name')}</Label>
              <Input
                id="name"
                name="name"
                autoComplete="name"
                readOnly={!hydrated}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="email">{t('auth.fields.email')}</Label>
            <Input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              placeholder={t('auth.fields.emailPlaceholder')}
              readOnly={!hydrated}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          {mode !== 'reset' ? (
            <div className="grid gap-1.5">
              <Label htmlFor="password">{t('auth.fields.password')}</Label>
              <Input
                id="password"
                name="password"
                type="password"
                required
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                readOnly={!hydrated}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={busy || !hydrated}>
            {busy ? t('auth.working') : t(`${text}.button`)}
          </Button>
        </form>
        <div className="grid justify-items-center gap-1 text-sm">
          {mode === 'signin' ? (
            <>
              <Button type="button" variant="link" onClick={() => switchMode('signup')}>
                {t('auth.links.toSignUp')}
              </Button>
              <Button type="button" variant="link" onClick={() => switchMode('reset')}>
                {t('auth.links.forgot')}
              </Button>
            </>
          ) : mode === 'signup' ? (
            <Button type="button" variant="link" onClick={() => switchMode('signin')}>
              {t('auth.links.toSignIn')}
            </Button>
          ) : (
            <Button type="button" variant="link" onClick={() => switchMode('signin')}>
              {t('auth.links.rememberedToSignIn')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
