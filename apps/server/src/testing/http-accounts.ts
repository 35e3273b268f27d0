import { expect } from 'vitest';

/** A confirmed, signed-in account of an app process, with the address its requests come from. */
export type HttpAccount = { id: string; email: string; cookie: string; address: string };

/** The password of every account `httpAccount` makes. */
export const HTTP_ACCOUNT_PASSWORD = 'correct horse battery';

let counter = 0;

/**
 * Signs up on `signUpOn` (its development outbox holds the mail), confirms, and signs in on
 * `signInOn` (the same app, or another instance of it). Each account comes from an address of its own
 * (`X-Forwarded-For`, the app runs with TRUST_PROXY), so per-address limits do not add up across them.
 */
export async function httpAccount(
  name: string,
  origin: string,
  signUpOn: string,
  signInOn: string = signUpOn,
): Promise<HttpAccount> {
  counter += 1;
  const address = `10.78.${process.pid % 250}.${counter}`;
  const email = `${name.toLowerCase().replaceAll(' ', '-')}-${process.pid}-${Date.now()}-${counter}@example.com`;
  const password = HTTP_ACCOUNT_PASSWORD;
  const headers = { origin, 'content-type': 'application/json', 'x-forwarded-for': address };
  const signUp = await fetch(`${signUpOn}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const { mails } = (await (await fetch(`${signUpOn}/api/dev/outbox`)).json()) as {
    mails: Array<{ to: string; text: string }>;
  };
  const link = new URL(/https?:\/\/\S+/.exec(mails.find((mail) => mail.to === email)!.text)![0]);
  const confirmed = await fetch(`${signInOn}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(confirmed.status).toBe(302);
  const signIn = await fetch(`${signInOn}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { id: ((await signIn.json()) as { user: { id: string } }).user.id, email, cookie, address };
}
