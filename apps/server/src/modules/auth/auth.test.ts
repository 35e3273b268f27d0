import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { account, profiles } from '../../db/schema.ts';
import { createTestApp, testConfig } from '../../testing/app.ts';
import {
  cookieHeader,
  createCapturingMailer,
  createVerifiedUser,
  latestLink,
  ORIGIN,
  post,
  uniqueEmail,
} from '../../testing/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';

let database: TestDatabase;
let app: FastifyInstance;
const mailer = createCapturingMailer();
const ADMIN = 'boss@example.com';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, {
    mailer,
    config: testConfig({ appUrl: ORIGIN, adminEmails: [ADMIN] }),
  });
});

describe('sign-up and email confirmation', () => {
  it('creates the account and its profile, sends a confirmation link, and gives no session yet', async () => {
    const email = uniqueEmail();
    const response = await post(app, '/api/auth/sign-up/email', { email, password: 'secret1', name: 'Ravi Kumar' });
    expect(response.statusCode).toBe(200);
    expect(cookieHeader(response)).not.toContain('session_token');

    const link = latestLink(mailer, email);
    expect(link).toMatch(
      new RegExp(`^${ORIGIN}/api/auth/verify-email\\?token=[^&]+&callbackURL=${encodeURIComponent('/?verified=1')}$`),
    );
    const id = response.json().user.id as string;
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({ id, name: 'Ravi Kumar', isAdmin: false, showOnlineStatus: true, lastSeen: null });
  });

  it('refuses sign-in until the address is confirmed, and sends a fresh link on that attempt', async () => {
    const email = uniqueEmail();
    await post(app, '/api/auth/sign-up/email', { email, password: 'secret1', name: 'Meena' });
    const before = mailer.outbox().filter((mail) => mail.to === email).length;
    const response = await post(app, '/api/auth/sign-in/email', { email, password: 'secret1' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Email not verified');
    expect(mailer.outbox().filter((mail) => mail.to === email).length).toBe(before + 1);
  });

  it('confirms by the link, redirects to the login screen, then signs in with a safe cookie', async () => {
    const email = uniqueEmail();
    await post(app, '/api/auth/sign-up/email', { email, password: 'secret1', name: 'Meena' });
    const link = new URL(latestLink(mailer, email));
    const verified = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/?verified=1');

    const signIn = await post(app, '/api/auth/sign-in/email', { email, password: 'secret1' });
    expect(signIn.statusCode).toBe(200);
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toContain('jobportal.session_token=');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(signIn) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, name: 'Meena', isAdmin: false, image: null });
  });

  it('answers a sign-up with a registered address exactly like one with a new address', async () => {
    const registered = await createVerifiedUser(app, mailer);
    const body = (email: string) => ({ email, password: 'another secret', name: 'Ravi Kumar' });
    const fresh = await post(app, '/api/auth/sign-up/email', body(uniqueEmail()));
    const duplicate = await post(app, '/api/auth/sign-up/email', body(registered.email));

    expect(duplicate.statusCode).toBe(fresh.statusCode);
    // Same keys, and every value of the same kind (ids, addresses and times differ, their form does not).
    const shape = (value: unknown): unknown => {
      if (value === null) return 'null';
      if (Array.isArray(value)) return value.map(shape);
      if (typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, item]) => [key, shape(item)]),
        );
      }
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) return 'timestamp';
      return typeof value;
    };
    expect(shape(duplicate.json())).toEqual(shape(fresh.json()));
    // The values that are not per-account are equal too: the defaults a new account gets.
    const { id: _freshId, email: _freshEmail, createdAt: _c1, updatedAt: _u1, ...freshRest } = fresh.json().user;
    const { id: _dupId, email: _dupEmail, createdAt: _c2, updatedAt: _u2, ...dupRest } = duplicate.json().user;
    expect(dupRest).toEqual(freshRest);
    expect(freshRest).toMatchObject({ role: 'user', banned: false, emailVerified: false });
    expect(duplicate.json().user.id).toMatch(new RegExp(`^[A-Za-z0-9]{${String(fresh.json().user.id.length)}}$`));
    expect(duplicate.json().user.id).not.toBe(registered.id);
    // No header tells them apart either (beyond the date and each request's own id).
    const headerNames = (response: typeof fresh) => Object.keys(response.headers).sort();
    expect(headerNames(duplicate)).toEqual(headerNames(fresh));
    for (const name of Object.keys(fresh.headers)) {
      if (['date', 'content-length', 'etag', 'x-request-id'].includes(name)) continue;
      expect(duplicate.headers[name], name).toEqual(fresh.headers[name]);
    }
  });

  it('carries a page on this site to return to through the confirmation link, and nothing else', async () => {
    const email = uniqueEmail();
    await post(app, '/api/auth/sign-up/email', {
      email,
      password: 'secret1',
      name: 'Meena',
      callbackURL: '/jobs/ssc-cgl-2026?tab=fees#vacancies',
    });
    const link = new URL(latestLink(mailer, email));
    expect(link.searchParams.get('callbackURL')).toBe(
      `/?verified=1&next=${encodeURIComponent('/jobs/ssc-cgl-2026?tab=fees#vacancies')}`,
    );
    const verified = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe(
      `/?verified=1&next=${encodeURIComponent('/jobs/ssc-cgl-2026?tab=fees#vacancies')}`,
    );

    for (const callbackURL of ['//evil.com/jobs', 'https://evil.com/', '/\\evil.com', 'javascript:alert(1)']) {
      const other = uniqueEmail();
      await post(app, '/api/auth/sign-up/email', { email: other, password: 'secret1', name: 'X', callbackURL });
      const otherLink = new URL(latestLink(mailer, other));
      expect(otherLink.origin, callbackURL).toBe(ORIGIN);
      expect(otherLink.searchParams.get('callbackURL'), callbackURL).toBe('/?verified=1');
    }
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await post(app, '/api/auth/sign-up/email', { email: uniqueEmail(), password: '12345', name: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password too short');
  });

  it('stores passwords as argon2id with OWASP parameters', async () => {
    const user = await createVerifiedUser(app, mailer);
    const [row] = await database.db.select().from(account).where(eq(account.userId, user.id));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a wrong password with the backend message', async () => {
    const user = await createVerifiedUser(app, mailer);
    const response = await post(app, '/api/auth/sign-in/email', { email: user.email, password: 'not it' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
  });

  it('makes an ADMIN_EMAILS account admin when it confirms its address', async () => {
    const admin = await createVerifiedUser(app, mailer, { email: ADMIN });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } });
    expect(me.json().isAdmin).toBe(true);
  });
});

describe('sessions', () => {
  it('/api/me needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it('lists the owner’s sessions and revokes one, which then stops working', async () => {
    const user = await createVerifiedUser(app, mailer);
    const second = await post(app, '/api/auth/sign-in/email', { email: user.email, password: user.password });
    const secondCookie = cookieHeader(second);
    const list = await app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as Array<{ token: string }>;
    expect(sessions).toHaveLength(2);

    const secondToken = second.json().token as string;
    const revoke = await post(app, '/api/auth/revoke-session', { token: secondToken }, { cookie: user.cookie });
    expect(revoke.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: secondCookie } });
    expect(me.statusCode).toBe(401);
  });

  it('signs out: the cookie no longer works', async () => {
    const user = await createVerifiedUser(app, mailer);
    const out = await post(app, '/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const user = await createVerifiedUser(app, mailer);
    const unknown = uniqueEmail('nobody');
    const redirectTo = `${ORIGIN}/update-password`;
    const known = await post(app, '/api/auth/request-password-reset', { email: user.email, redirectTo });
    const other = await post(app, '/api/auth/request-password-reset', { email: unknown, redirectTo });
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    expect(mailer.outbox().some((mail) => mail.to === unknown)).toBe(false);
    expect(latestLink(mailer, user.email)).toMatch(new RegExp(`^${ORIGIN}/update-password\\?token=[^&\\s]+$`));
  });

  it('sets the new password with the mailed token, ends old sessions, and the old password stops working', async () => {
    const user = await createVerifiedUser(app, mailer);
    await post(app, '/api/auth/request-password-reset', { email: user.email, redirectTo: `${ORIGIN}/update-password` });
    const token = new URL(latestLink(mailer, user.email)).searchParams.get('token')!;
    const reset = await post(app, '/api/auth/reset-password', { token, newPassword: 'brand new pass' });
    expect(reset.statusCode).toBe(200);

    expect(
      (await post(app, '/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post(app, '/api/auth/sign-in/email', { email: user.email, password: 'brand new pass' })).statusCode,
    ).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a used or made-up token with a message', async () => {
    const response = await post(app, '/api/auth/reset-password', { token: 'made-up', newPassword: 'whatever1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid token');
  });
});

describe('abuse protection', () => {
  it('limits sign-in attempts per account, with a message and Retry-After', async () => {
    const user = await createVerifiedUser(app, mailer);
    // createVerifiedUser signed in once: 9 more attempts fit in the limit of 10 per 15 minutes.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Every attempt from another address: the per-account limit must hold across addresses.
      const response = await post(app, '/api/auth/sign-in/email', { email: user.email, password: 'wrong' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses[9]).toBe(429);
  });

  it('limits sign-ups per client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const body = { email: uniqueEmail('flood'), password: 'secret1', name: 'F' };
      statuses.push((await post(app, '/api/auth/sign-up/email', body, {}, '127.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('never limits session reads: refusing one would look like being signed out', async () => {
    const user = await createVerifiedUser(app, mailer);
    const statuses = new Set<number>();
    for (let i = 0; i < 320; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: user.cookie },
        remoteAddress: '127.8.8.8',
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('refuses cookie-bearing requests from another origin', async () => {
    const user = await createVerifiedUser(app, mailer);
    const auth = await post(app, '/api/auth/sign-out', {}, { cookie: user.cookie, origin: 'https://evil.example' });
    expect(auth.statusCode).toBe(403);
    const api = await post(app, '/api/anything', {}, { cookie: user.cookie, origin: 'https://evil.example' });
    expect(api.statusCode).toBe(403);
    expect(api.json()).toMatchObject({ code: 'BAD_ORIGIN' });
  });
});

describe('the development outbox', () => {
  it('lists mails outside production', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().mails)).toBe(true);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp(database.db, {
      mailer: createCapturingMailer(),
      config: testConfig({ nodeEnv: 'production' }),
    });
    expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('over HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    const secureMailer = createCapturingMailer();
    const secure = await createTestApp(database.db, {
      mailer: secureMailer,
      config: testConfig({ appUrl: 'https://jobs.example.in' }),
    });
    const email = uniqueEmail();
    await post(
      secure,
      '/api/auth/sign-up/email',
      { email, password: 'secret1', name: 'S' },
      { origin: 'https://jobs.example.in' },
    );
    const link = new URL(latestLink(secureMailer, email));
    await secure.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const signIn = await post(
      secure,
      '/api/auth/sign-in/email',
      { email, password: 'secret1' },
      { origin: 'https://jobs.example.in' },
    );
    expect(signIn.statusCode).toBe(200);
    expect(String(signIn.headers['set-cookie'])).toMatch(/Secure/);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=true)', () => {
  it('counts per-IP limits by the client address in X-Forwarded-For', async () => {
    const proxied = await createTestApp(database.db, {
      mailer: createCapturingMailer(),
      config: testConfig({ appUrl: ORIGIN, trustProxy: true }),
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // Every request reaches us from another proxy address, all on behalf of one client.
      const body = { email: uniqueEmail('proxied'), password: 'secret1', name: 'P' };
      statuses.push(
        (await post(proxied, '/api/auth/sign-up/email', body, { 'x-forwarded-for': '203.0.113.7' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
