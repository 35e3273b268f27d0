import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { ORIGIN, post, uniqueEmail } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { decodeQuotedPrintable, startSmtpCapture } from '../../testing/smtp.ts';
import { createMailer, createSmtpMailer } from './mailer.ts';

describe('mail over SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('delivers to a real SMTP server with the configured sender', async () => {
    const mailer = createSmtpMailer({
      url: smtp.url,
      from: 'JobPortal <jobs@example.in>',
      logger: pino({ level: 'silent' }),
    });
    await mailer.send({ to: 'asha@example.com', subject: 'Hello', text: 'Plain text body', html: '<p>Hi</p>' });
    const mail = await smtp.waitFor((m) => m.to.includes('asha@example.com'));
    expect(mail.from).toBe('jobs@example.in');
    expect(mail.raw).toContain('Subject: Hello');
    expect(mail.raw).toContain('Plain text body');
    await mailer.close();
  });

  it('carries the confirmation link of a sign-up, and the link confirms the account', async () => {
    const { db } = await createTestDatabase();
    const app = await createTestApp(db, { config: testConfig({ appUrl: ORIGIN, smtpUrl: smtp.url }) });
    const email = uniqueEmail('smtp');
    expect(
      (await post(app, '/api/auth/sign-up/email', { email, password: 'secret1', name: 'Smtp User' })).statusCode,
    ).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.raw).toContain('Subject: Confirm your email for JobPortal');
    const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s"<]+/.exec(
      decodeQuotedPrintable(mail.raw),
    );
    expect(link).not.toBeNull();
    const url = new URL(link![0].replaceAll('&amp;', '&'));
    const verified = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(verified.statusCode).toBe(302);
    expect((await post(app, '/api/auth/sign-in/email', { email, password: 'secret1' })).statusCode).toBe(200);
  });
});

describe('createMailer', () => {
  const logger = pino({ level: 'silent' });
  it('keeps a development outbox when SMTP_URL is unset outside production', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y', production: false, logger });
    await mailer.send({ to: 'a@b.c', subject: 'S', text: 'T', html: 'H' });
    expect(mailer.outbox?.()).toMatchObject([{ to: 'a@b.c', subject: 'S', text: 'T' }]);
  });

  it('has no outbox in production', () => {
    expect(createMailer({ smtpUrl: undefined, from: 'x@y', production: true, logger }).outbox).toBeUndefined();
  });
});
