import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'jobportal:',
      smtpUrl: undefined,
      authSecret: undefined,
      adminEmails: [],
      trustProxy: false,
      presenceGraceMs: 10_000,
      presenceReaperMs: 5_000,
    });
  });

  it('reads the presence timings and keeps the reaper at most half the grace period', () => {
    expect(loadConfig({ PRESENCE_GRACE_MS: '1000', PRESENCE_REAPER_MS: '500' })).toMatchObject({
      presenceGraceMs: 1000,
      presenceReaperMs: 500,
    });
    expect(() => loadConfig({ PRESENCE_GRACE_MS: '1000', PRESENCE_REAPER_MS: '600' })).toThrowError(
      'Invalid configuration: PRESENCE_REAPER_MS must be at most half of PRESENCE_GRACE_MS (got 600 and 1000)',
    );
    expect(() => loadConfig({ PRESENCE_GRACE_MS: 'soon' })).toThrowError(
      'Invalid configuration: PRESENCE_GRACE_MS must be a number (got "soon")',
    );
  });

  it('loads demo content by default only on the embedded database', () => {
    expect(loadConfig({}).demoContent).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoContent).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_CONTENT: 'true' }).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    expect(() => loadConfig({ DEMO_CONTENT: 'maybe' })).toThrowError(
      'Invalid configuration: DEMO_CONTENT must be true or false (got "maybe")',
    );
  });

  it('keeps content behind sign-in unless PUBLIC_CONTENT is true', () => {
    expect(loadConfig({}).publicContent).toBe(false);
    expect(loadConfig({ PUBLIC_CONTENT: 'true' }).publicContent).toBe(true);
    expect(loadConfig({ PUBLIC_CONTENT: '' }).publicContent).toBe(false);
    expect(() => loadConfig({ PUBLIC_CONTENT: 'yes' })).toThrowError(
      'Invalid configuration: PUBLIC_CONTENT must be true or false (got "yes")',
    );
  });

  it('derives APP_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://jobs.example.in/' }).appUrl).toBe('https://jobs.example.in');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('parses ADMIN_EMAILS as a lower-cased comma-separated list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Admin@Example.com, second@example.com ,' }).adminEmails).toEqual([
      'admin@example.com',
      'second@example.com',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x@y/z' },
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ APP_URL: 'not a url' }, 'Invalid configuration: APP_URL must be a URL (http, https)'],
    [{ REDIS_URL: 'http://localhost' }, 'Invalid configuration: REDIS_URL must start with redis:// or rediss://'],
    [{ SMTP_URL: 'mail.example.com' }, 'Invalid configuration: SMTP_URL must be a URL (smtp, smtps)'],
    [
      { ADMIN_EMAILS: 'a@example.com,nope' },
      'Invalid configuration: ADMIN_EMAILS must be a comma-separated list of e-mail addresses',
    ],
    [{ TRUST_PROXY: 'yes' }, 'Invalid configuration: TRUST_PROXY must be true or false (got "yes")'],
    [{ NODE_ENV: 'staging' }, 'Invalid configuration: NODE_ENV'],
  ])('stops on %o with one line naming the variable', (env, expected) => {
    let caught: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message.startsWith(expected)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('never echoes a too-short AUTH_SECRET', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'hunter2' })).toThrowError(
      /^Invalid configuration: AUTH_SECRET must be at least 32 characters long$/,
    );
  });
});
