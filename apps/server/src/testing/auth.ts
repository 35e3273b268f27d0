import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { createOutboxMailer, type Mailer } from '../modules/mail/mailer.ts';

export const ORIGIN = 'http://localhost:3000';

/** A mailer that keeps every mail in memory, for reading links in tests. */
export function createCapturingMailer(): Mailer & { outbox: NonNullable<Mailer['outbox']> } {
  return createOutboxMailer(pino({ level: 'silent' })) as Mailer & { outbox: NonNullable<Mailer['outbox']> };
}

/** The `Cookie` header a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

let addressCounter = 0;
/** A different loopback address per call, so per-IP limits do not couple unrelated tests. */
export function nextAddress(): string {
  addressCounter += 1;
  return `127.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...headers },
    remoteAddress,
  });
}

/** The first http(s) link in the newest mail to `to`. */
export function latestLink(mailer: ReturnType<typeof createCapturingMailer>, to: string): string {
  const mail = mailer.outbox().find((entry) => entry.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail to ${to}`);
  return match[0];
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** Signs up, follows the confirmation link and signs in; returns the session cookie. */
export async function createVerifiedUser(
  app: FastifyInstance,
  mailer: ReturnType<typeof createCapturingMailer>,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<{ email: string; password: string; cookie: string; id: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const signUp = await post(app, '/api/auth/sign-up/email', { email, password, name: options.name ?? 'Asha Verma' });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const link = new URL(latestLink(mailer, email));
  const verified = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  if (verified.statusCode >= 400) throw new Error(`verification failed: ${verified.body}`);
  const signIn = await post(app, '/api/auth/sign-in/email', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { email, password, cookie: cookieHeader(signIn), id: signIn.json().user.id };
}
