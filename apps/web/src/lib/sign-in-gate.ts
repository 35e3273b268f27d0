import { createContext, useContext } from 'react';

/**
 * What shared code and features may know about the visitor without importing the auth feature: whether
 * someone is signed in, and a way to ask a signed-out visitor to sign in (and come back to this page).
 * The app provides it (`app/sign-in-gate-provider.tsx`); without a provider everyone counts as signed in.
 */
export type SignInGate = {
  signedIn: boolean;
  /** Shows the sign-in prompt with `reason`; signing in returns to the current page. */
  ask: (reason: string, onCancel?: () => void) => void;
};

export const SignInGateContext = createContext<SignInGate>({ signedIn: true, ask: () => undefined });

export const useSignInGate = () => useContext(SignInGateContext);
