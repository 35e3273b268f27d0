import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { cookieHeader, createCapturingMailer, latestLink, ORIGIN, post, uniqueEmail } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { requestMailLanguage } from '../mail/templates.ts';
import { mailTextsEn, mailTextsHi } from '../mail/templates-hi.ts';

let app: FastifyInstance;
const mailer = createCapturingMailer();
const newest = (to: string) => mailer.outbox().find((mail) => mail.to === to)!;

beforeAll(async () => {
  const database = await createTestDatabase();
  app = await createTestApp(database.db, { mailer, config: testConfig({ appUrl: ORIGIN }) });
});

async function signUpConfirmAndSignIn(email: string, headers: Record<string, string> = {}) {
  const signUp = await post(app, '/api/auth/sign-up/email', { email, password: 'secret1', name: 'Ravi' }, headers);
  expect(signUp.statusCode).toBe(200);
  const link = new URL(latestLink(mailer, email));
  await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const signIn = await post(app, '/api/auth/sign-in/email', { email, password: 'secret1' });
  return cookieHeader(signIn);
}

it('reads the language a request names', () => {
  expect(requestMailLanguage('hi')).toBe('hi');
  expect(requestMailLanguage('hi-IN,en;q=0.8')).toBe('hi');
  expect(requestMailLanguage('en-US,en;q=0.9')).toBe('en');
  expect(requestMailLanguage('fr-FR')).toBeNull();
  expect(requestMailLanguage(undefined)).toBeNull();
});

it('writes the confirmation mail in Hindi for a Hindi sign-up, and the profile keeps Hindi', async () => {
  const email = uniqueEmail();
  const cookie = await signUpConfirmAndSignIn(email, { 'accept-language': 'hi' });
  const confirmation = mailer
    .outbox()
    .filter((mail) => mail.to === email)
    .at(-1)!;
  expect(confirmation.subject).toBe(mailTextsHi.confirmEmail.subject);
  expect(confirmation.text).toMatch(/[\u0900-\u097F]/);
  expect(confirmation.html).toContain('lang="hi"');

  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(me.json()).toMatchObject({ email, preferredLanguage: 'hi' });

  // A reset asked for from an English page still follows the profile's language.
  await post(
    app,
    '/api/auth/request-password-reset',
    { email, redirectTo: `${ORIGIN}/update-password` },
    { 'accept-language': 'en' },
  );
  expect(newest(email).subject).toBe(mailTextsHi.resetPassword.subject);
});

it('keeps English mails and no stored language for an English sign-up, and follows a later profile change', async () => {
  const email = uniqueEmail();
  const cookie = await signUpConfirmAndSignIn(email, { 'accept-language': 'en-IN,en;q=0.9' });
  expect(
    mailer
      .outbox()
      .filter((mail) => mail.to === email)
      .at(-1)!.subject,
  ).toBe(mailTextsEn.confirmEmail.subject);
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(me.json().preferredLanguage).toBeNull();

  await post(app, '/api/auth/request-password-reset', { email, redirectTo: `${ORIGIN}/update-password` });
  expect(newest(email).subject).toBe(mailTextsEn.resetPassword.subject);

  const changed = await app.inject({
    method: 'PATCH',
    url: '/api/me/profile',
    headers: { cookie, origin: ORIGIN },
    payload: { preferredLanguage: 'hi' },
  });
  expect(changed.statusCode).toBe(200);
  const meAfter = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(meAfter.json().preferredLanguage).toBe('hi');
  await post(app, '/api/auth/request-password-reset', { email, redirectTo: `${ORIGIN}/update-password` });
  expect(newest(email).subject).toBe(mailTextsHi.resetPassword.subject);
});
