import { expect, it } from 'vitest';
import { en } from './en.ts';

/** The texts the spec quotes (§2, §8): changing any of them must fail a test. */
it('holds the spec’s texts word for word', () => {
  expect(en.auth.signIn).toEqual({
    title: 'Welcome Back',
    subtitle: 'Sign in to continue to your dashboard.',
    button: 'Sign In',
  });
  expect(en.auth.signUp).toEqual({
    title: 'Create Account',
    subtitle: 'Enter your details to create an account.',
    button: 'Sign Up',
  });
  expect(en.auth.reset).toEqual({
    title: 'Reset Password',
    subtitle: 'Enter your email to receive a reset link.',
    button: 'Send Reset Link',
  });
  expect(en.auth.links).toEqual({
    toSignUp: "Don't have an account? Sign Up",
    forgot: 'Forgot Password?',
    toSignIn: 'Already have an account? Sign In',
    rememberedToSignIn: 'Remembered your password? Sign In',
  });
  expect(en.auth.errors).toMatchObject({
    title: 'Authentication Failed',
    missingCredentials: 'You must provide either an email or phone number and a password',
    signUpFailed: 'Sign up Failed',
    signInFailed: 'Sign in Failed',
    signOutFailed: 'Sign out Failed',
  });
  expect(en.common.somethingWentWrong).toBe('Something went wrong');
  expect(en.auth.toasts).toEqual({
    signedUpTitle: 'Success!',
    signedUpDescription: 'You have signed up. Please check your email to confirm your account before logging in.',
    resetSentTitle: 'Check your email',
    resetSentDescription: 'Password reset link sent!',
  });
  expect(en.updatePassword).toMatchObject({
    button: 'Update Password',
    tooShort: 'Password must be at least 6 characters long.',
    failedTitle: 'Update Failed',
    successTitle: 'Password Updated!',
    successDescription: 'Your password has been successfully updated. You can now log in.',
  });
  expect(en.exitPrompt).toBe('Do you want to exit the app?');
  expect(en.ad.bottom).toBe('BOTTOM AD');
});

it('has no empty strings', () => {
  const walk = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as object).flatMap(walk);
  expect(walk(en).filter((text) => text.trim() === '')).toEqual([]);
});
