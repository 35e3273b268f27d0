import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/hooks/auth-context.tsx';
import { returnStateFor } from '../features/auth/return-to.ts';
import { SignInGateContext, type SignInGate } from '../lib/sign-in-gate.ts';

// The prompt (a Radix dialog) is fetched the first time a page asks for it: no page needs it to paint.
const SignInPromptDialog = lazy(() =>
  import('./sign-in-prompt-dialog.tsx').then(({ SignInPromptDialog }) => ({ default: SignInPromptDialog })),
);

/**
 * Gives pages readable without an account (`PUBLIC_CONTENT=true`) a sign-in prompt for personal
 * features: "Sign in" goes to `/`, which returns to this page once signed in (return-to.ts).
 */
export function SignInGateProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<{ reason: string; onCancel?: (() => void) | undefined } | null>(null);
  // Mounted from the first prompt on (and kept, for its closing animation).
  const [wanted, setWanted] = useState(false);
  if (prompt !== null && !wanted) setWanted(true);
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
      {wanted ? (
        <Suspense fallback={null}>
          <SignInPromptDialog open={prompt !== null} reason={prompt?.reason} onCancel={cancel} onSignIn={signIn} />
        </Suspense>
      ) : null}
    </SignInGateContext>
  );
}
