import path from 'node:path';
import { z } from 'zod';
import { PRESENCE_GRACE_MS } from '@jobportal/shared';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalUrl = (protocols: readonly string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ message: `must be a URL (${protocols.join(', ')})` })
      .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
        message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .optional(),
  );

/** The environment the process reads, one key per variable in the README's configuration table. */
const environmentSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .optional(),
  ),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  APP_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  REDIS_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.:-]+$/, 'must be letters, digits and . _ : - only')
      .default('jobportal:'),
  ),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('JobPortal <no-reply@localhost>')),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters long').optional()),
  ADMIN_EMAILS: z.preprocess(
    (value) => emptyToUndefined(value) ?? '',
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' }))),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DEMO_CONTENT: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  ),
  PRESENCE_GRACE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .default(PRESENCE_GRACE_MS),
  ),
  PRESENCE_REAPER_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(50, 'must be at least 50')
      .default(5_000),
  ),
  PUSH_SERVICE_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
  PUBLIC_CONTENT: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  ),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * Prometheus metrics on a listener of their own (no token), bound to `metricsHost`. Unset: on the
   * app's port at `/metrics`, only with the token in DATA_DIR/secrets/metrics-token.
   */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Public origin, without a trailing slash. */
  appUrl: string;
  /** Absolute path of the data directory. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and stream, so several apps can share one Redis. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string | undefined;
  adminEmails: string[];
  logLevel: string;
  trustProxy: boolean;
  /** How long a user stays online after their last connection closes. */
  presenceGraceMs: number;
  /**
   * With Redis: how often each instance beats and reaps. A crashed instance's users go offline within
   * the grace period plus this interval (it must be at most half the grace period).
   */
  presenceReaperMs: number;
  /** Load the fictional demo content into an empty database at start. */
  demoContent: boolean;
  /**
   * Recruitments, notice lists and PDFs, stories and pages readable without an account, their content in
   * the server's HTML, and listed in the sitemap. False (the spec): everything but `/` asks to sign in.
   */
  publicContent: boolean;
  /**
   * Push services besides the browsers' own (FCM, Mozilla, Apple, Windows) that a subscription may name:
   * the server posts to a subscription's endpoint, so any other host is refused (no request to a host
   * a user picks). For a self-hosted push service, or tests.
   */
  pushServiceHosts: string[];
};

/** Thrown for a bad environment; `message` is the one line printed before the process stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment. The first bad variable is reported as one line naming it, e.g.
 * `Invalid configuration: PORT must be a number (got "abc")`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    const raw = env[variable];
    const shown = variable === 'AUTH_SECRET' || raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`;
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  if (e.PRESENCE_REAPER_MS * 2 > e.PRESENCE_GRACE_MS && e.PRESENCE_GRACE_MS > 0) {
    throw new ConfigError(
      `Invalid configuration: PRESENCE_REAPER_MS must be at most half of PRESENCE_GRACE_MS (got ${e.PRESENCE_REAPER_MS} and ${e.PRESENCE_GRACE_MS})`,
    );
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    appUrl,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    adminEmails: e.ADMIN_EMAILS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    presenceGraceMs: e.PRESENCE_GRACE_MS,
    presenceReaperMs: e.PRESENCE_REAPER_MS,
    // The embedded default is a try-out: show a living product. An external database starts empty.
    demoContent: e.DEMO_CONTENT ?? e.DATABASE_URL === undefined,
    publicContent: e.PUBLIC_CONTENT,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
  };
}
