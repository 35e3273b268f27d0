import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { returnStateFor } from '../features/auth/return-to.ts';
import { SignInGateContext, type SignInGate } from '../lib/sign-in-gate.ts';

/**
 * Gives pages readable without an account (`PUBLIC_CONTENT=true`) a sign-in prompt for personal
 * features: "Sign in" goes to `/`, which returns to this page once signed in (return-to.ts).
 */
export function SignInGateProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<{ reason: string; onCancel?: (() => void) | undefined } | null>(null);
  const gate = useMemo<SignInGate>(
    () => ({ signedIn: user !== null, ask: (reason, onCancel) => setPrompt({ reason, onCancel }) }),
    [user],
  );

  function signIn() {
    setPrompt(null);
    navigate('/', { state: returnStateFor(location) });
  }

  function cancel() {
    prompt?.onCancel?.();
    setPrompt(null);
  }

  return (
    <SignInGateContext value={gate}>
      {children}
      <Dialog open={prompt !== null} onOpenChange={(open) => (open ? undefined : cancel())}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>{t('signInPrompt.title')}</DialogTitle>
            <DialogDescription>{prompt?.reason}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" className="min-h-11" onClick={cancel}>
              {t('signInPrompt.cancel')}
            </Button>
            <Button className="min-h-11" onClick={signIn}>
              {t('signInPrompt.button')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SignInGateContext>
  );
}
