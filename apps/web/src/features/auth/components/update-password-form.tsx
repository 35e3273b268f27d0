import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@jobportal/shared';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { apiErrorText } from '../../../lib/api-errors.ts';

/** `/update-password`: sets a new password with the token from the reset mail (spec §2, §5, §8). */
export function UpdatePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t('updatePassword.tooShort'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
      if (failure) {
        setError(apiErrorText(failure.code, failure.message) || t('common.somethingWentWrong'));
        return;
      }
      toast({ title: t('updatePassword.successTitle'), description: t('updatePassword.successDescription') });
      navigate('/', { replace: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">{t('updatePassword.title')}</h1>
        </CardTitle>
        <CardDescription>{t('updatePassword.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!token ? <p className="text-sm text-slate-600">{t('updatePassword.noToken')}</p> : null}
        {error ? (
          <Alert variant="destructive">
            <AlertTitle>{t('updatePassword.failedTitle')}</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="new-password">{t('auth.fields.newPassword')}</Label>
            <Input
              id="new-password"
              name="new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              aria-invalid={error === t('updatePassword.tooShort') || undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {t('updatePassword.button')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
