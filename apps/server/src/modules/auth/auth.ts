import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { MIN_PASSWORD_LENGTH, safeReturnPath } from '@jobportal/shared';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { KeyValueStore } from '../../lib/key-value-store.ts';
import { account, session, user, verification } from '../../db/schema.ts';
import type { Mailer } from '../mail/index.ts';
import { confirmEmailMail, requestMailLanguage, resetPasswordMail, type MailLanguage } from '../mail/index.ts';
import type { ProfilesRepository } from '../profiles/index.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Header the HTTP bridge sets to the client address Fastify resolved (honouring TRUST_PROXY). */
/**
 * A session lasts 30 days from its last use, extended at most once a day (better-auth's `expiresIn`
 * and `updateAge`); a socket's handshake extends it by the same rule (realtime/socket-sessions.ts).
 */
export const SESSION_LIFETIME = { expiresInS: 60 * 60 * 24 * 30, updateAgeS: 60 * 60 * 24 } as const;

export const CLIENT_IP_HEADER = 'x-jobportal-client-ip';

export type AuthDependencies = {
  config: Config;
  db: Database;
  secret: string;
  mailer: Mailer;
  profiles: ProfilesRepository;
  logger: Logger;
  /**
   * Where sessions and verification tokens are cached for every instance (Redis when `REDIS_URL` is
   * set). PostgreSQL stays the record: a lost cache signs nobody out. Absent: PostgreSQL only.
   */
  secondaryStorage?: KeyValueStore;
  /** Where ended sessions and bans are announced (`sessions.revoked`: their sockets close). */
  events?: DomainEvents;
};

/** What the admin plugin gives every new account (its `role` comes from a create hook, not a default). */
const NEW_ACCOUNT_DEFAULTS = { role: 'user', banned: false, banReason: null, banExpires: null } as const;

/** Origins allowed to make cookie-bearing state changes: APP_URL, plus its loopback twin in development. */
export function trustedOrigins(appUrl: string): string[] {
  const origin = new URL(appUrl);
  const origins = [origin.origin];
  if (origin.hostname === 'localhost') origins.push(origin.origin.replace('localhost', '127.0.0.1'));
  if (origin.hostname === '127.0.0.1') origins.push(origin.origin.replace('127.0.0.1', 'localhost'));
  return origins;
}

/**
 * The confirmation mail's link, built here: it always lands on the login screen (`/?verified=1`). The
 * client's `callbackURL` (inside better-auth's suggested link) only survives as `next`, the page to
 * return to after sign-in, and only when it is a path on this site (`safeReturnPath`).
 */
export function confirmationLink(appUrl: string, token: string, suggested: string): string {
  const next = safeReturnPath(URL.parse(suggested, appUrl)?.searchParams.get('callbackURL'));
  const callback = next ? `/?verified=1&next=${encodeURIComponent(next)}` : '/?verified=1';
  return `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callback)}`;
}

/**
 * better-auth configured for JobPortal: email + password with required confirmation, argon2id,
 * reset links to `/update-password`, a profile per account, ADMIN_EMAILS, and the admin plugin.
 */
export function createAuth(deps: AuthDependencies) {
  const { config, mailer, profiles } = deps;
  const log = deps.logger.child({ component: 'auth' });
  /**
   * A mail is written in the account's interface language: the profile's `preferredLanguage`, or else
   * the language the request names (the web app sends its own), or English.
   */
  const mailLanguage = async (userId: string, request: Request | undefined): Promise<MailLanguage> =>
    (await profiles.mailLanguage(userId)) ?? requestMailLanguage(request?.headers.get('accept-language')) ?? 'en';
  return betterAuth({
    appName: 'JobPortal',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: trustedOrigins(config.appUrl),
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A sign-up with a registered address gets a made-up account in answer, so nobody learns which
      // addresses are registered. It carries what a new account gets (the admin plugin's fields), or
      // `role: null` would give it away.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...NEW_ACCOUNT_DEFAULTS,
        ...additionalFields,
        id,
      }),
      // The link opens the app's own screen, which posts the token with the new password.
      sendResetPassword: async ({ user: account, token }, request) => {
        await mailer.send(
          resetPasswordMail(
            account.email,
            `${config.appUrl}/update-password?token=${encodeURIComponent(token)}`,
            await mailLanguage(account.id, request),
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in before confirming sends a fresh link: a lost mail never locks anyone out.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user: account, url: suggested, token }, request) => {
        await mailer.send(
          confirmEmailMail(
            account.email,
            account.name,
            confirmationLink(config.appUrl, token, suggested),
            await mailLanguage(account.id, request),
          ),
        );
      },
      afterEmailVerification: async (account) => {
        if (config.adminEmails.includes(account.email.toLowerCase())) {
          await profiles.grantAdminToVerified([account.email.toLowerCase()]);
          log.info({ userId: account.id }, 'ADMIN_EMAILS: account made admin on confirmation');
        }
      },
    },
    // Every way a session ends (sign-out, revoke one/others/all, password reset or change, ban, account
    // deletion, expiry) deletes its row through these hooks: each is announced, so its sockets close.
    databaseHooks: {
      user: {
        create: {
          after: async (account, context) => {
            // Signed up in Hindi (the web app names its language): the profile keeps it, so the
            // confirmation mail and every later sign-in are in Hindi. English is the default: not stored.
            const headers = context?.headers ?? context?.request?.headers;
            const language = requestMailLanguage(headers?.get('accept-language'));
            await profiles.createFor({
              id: account.id,
              name: account.name,
              preferredLanguage: language === 'hi' ? 'hi' : null,
            });
          },
        },
        update: {
          after: async (account) => {
            if ((account as { banned?: boolean | null }).banned === true) {
              deps.events?.emit('sessions.revoked', { userId: account.id, sessionIds: 'all' });
            }
          },
        },
      },
      session: {
        delete: {
          after: async (ended) => {
            deps.events?.emit('sessions.revoked', { userId: ended.userId, sessionIds: [ended.id] });
          },
        },
      },
    },
    // With a secondary storage, sessions and tokens are written to it and to PostgreSQL, read from it first.
    ...(deps.secondaryStorage
      ? { secondaryStorage: deps.secondaryStorage, verification: { storeInDatabase: true } }
      : {}),
    session: {
      expiresIn: SESSION_LIFETIME.expiresInS,
      updateAge: SESSION_LIFETIME.updateAgeS,
      ...(deps.secondaryStorage ? { storeSessionInDatabase: true } : {}),
    },
    user: { deleteUser: { enabled: false } },
    plugins: [
      admin({ bannedUserMessage: 'Your account has been suspended. Contact support if you think this is a mistake.' }),
    ],
    // Limits are applied by the HTTP bridge (per IP and per account, shared across instances).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'jobportal',
      useSecureCookies: config.appUrl.startsWith('https:'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message) => log[level]({ source: 'better-auth' }, message),
    },
    telemetry: { enabled: false },
    // better-auth answers an unexpected error with a bare 500; the HTTP bridge reads what it was here
    // (PostgreSQL being unreachable is a 503 with Retry-After, decision 025).
    onAPIError: {
      onError: (error) => {
        const failure = authFailures.getStore();
        if (failure) failure.error = error;
        if (isAPIError(error) && error.statusCode < 500) return;
        if (isDatabaseUnavailable(error)) log.warn('auth request failed: database unavailable');
        else log.error({ err: error }, 'auth request failed');
      },
    },
  });
}

/** The error better-auth met while handling the current request, if any (set by `onAPIError`). */
export const authFailures = new AsyncLocalStorage<{ error?: unknown }>();

export type Auth = ReturnType<typeof createAuth>;
