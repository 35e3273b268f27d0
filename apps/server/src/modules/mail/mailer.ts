import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alert mails. */
  headers?: Record<string, string>;
  /**
   * The Message-ID, fixed when the mail is queued: a mail sent again after a lost acknowledgement or a
   * crash carries the same one, so mail systems can tell it is the same message (decision 026).
   */
  messageId?: string;
};
export type OutboxEntry = Mail & { id: number; sentAt: string };

/** Delivers mail. One interface, two implementations: real SMTP, or the development outbox. */
export type Mailer = {
  send(mail: Mail): Promise<void>;
  /**
   * Hands the mail over now and resolves once the server (or the outbox) took it; throws if it did not.
   * For queued alert mails, whose job retries (the job queue, not the mailer, owns retries there).
   */
  deliver(mail: Mail): Promise<void>;
  /** The development outbox's recent mails; undefined when mail goes out over SMTP. */
  outbox?: () => OutboxEntry[];
  close(): Promise<void>;
};

const RETRY_DELAYS_MS = [0, 1_000, 5_000];
/** SMTP connections kept open for queued mail (alert bursts; decision 026). */
export const SMTP_POOL_CONNECTIONS = 8;
/**
 * No SMTP exchange may outlast a queued delivery's expiry (60 s), after which another instance may take
 * the delivery over: a connection that says nothing for 20 s is dropped and the send fails (and is retried).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Mail over `SMTP_URL` with nodemailer. A failed send is retried a few times in the background so an
 * SMTP hiccup never fails the request that triggered it (a sign-up is saved either way; signing in
 * again re-sends the confirmation). The message body is never logged: it holds one-time links.
 */
/** Told each mail's outcome (the metrics' sent and failed counts); a `send` is failed once its retries ran out. */
export type MailResult = (ok: boolean) => void;

export function createSmtpMailer(options: {
  url: string;
  from: string;
  logger: Logger;
  onResult?: MailResult;
}): Mailer {
  const onResult = options.onResult ?? (() => undefined);
  const transport = nodemailer.createTransport({ url: options.url, ...SMTP_TIMEOUTS });
  // Alert mails come in bursts (one per subscriber): a pool of kept-open connections.
  let pooled: ReturnType<typeof nodemailer.createTransport> | undefined;
  return {
    async deliver(mail) {
      // Options the URL sets itself (e.g. `?maxConnections=4`) win over these.
      pooled ??= nodemailer.createTransport({
        url: options.url,
        pool: true,
        maxConnections: SMTP_POOL_CONNECTIONS,
        maxMessages: Infinity,
        ...SMTP_TIMEOUTS,
      });
      try {
        await pooled.sendMail({ from: options.from, ...mail });
      } catch (error) {
        onResult(false);
        throw error;
      }
      onResult(true);
    },
    async send(mail) {
      void (async () => {
        for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
          if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
          try {
            await transport.sendMail({ from: options.from, ...mail });
            options.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
            onResult(true);
            return;
          } catch (error) {
            options.logger.warn({ err: error, to: mail.to, attempt: attempt + 1 }, 'mail delivery failed');
          }
        }
        options.logger.error({ to: mail.to, subject: mail.subject }, 'mail given up after retries');
        onResult(false);
      })();
    },
    async close() {
      transport.close();
      pooled?.close();
    },
  };
}

/**
 * Development outbox: keeps the last 100 mails in memory (listed at `GET /api/dev/outbox`) and logs
 * each one with its text, so a developer without SMTP can follow confirmation and reset links. Never
 * used in production (see `createMailer`).
 */
export function createOutboxMailer(logger: Logger, onResult: MailResult = () => undefined): Mailer {
  const entries: OutboxEntry[] = [];
  let nextId = 1;
  const keep = async (mail: Mail) => {
    entries.push({ ...mail, id: nextId++, sentAt: new Date().toISOString() });
    if (entries.length > 100) entries.shift();
    logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the development outbox');
    onResult(true);
  };
  return {
    send: keep,
    deliver: keep,
    outbox: () => [...entries].reverse(),
    async close() {},
  };
}

/** Production without SMTP cannot deliver mail: say so loudly, keep nothing. */
function createUndeliverableMailer(logger: Logger, onResult: MailResult = () => undefined): Mailer {
  return {
    async deliver(mail) {
      onResult(false);
      throw new Error(`mail to ${mail.to} not sent: SMTP_URL is not configured`);
    },
    async send(mail) {
      onResult(false);
      logger.error({ to: mail.to, subject: mail.subject }, 'mail not sent: SMTP_URL is not configured');
    },
    async close() {},
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  production: boolean;
  logger: Logger;
  onResult?: MailResult;
}): Mailer {
  if (options.smtpUrl)
    return createSmtpMailer({
      url: options.smtpUrl,
      from: options.from,
      logger: options.logger,
      ...(options.onResult ? { onResult: options.onResult } : {}),
    });
  if (options.production) {
    options.logger.warn('SMTP_URL is not set: confirmation and reset mails cannot be delivered');
    return createUndeliverableMailer(options.logger, options.onResult);
  }
  return createOutboxMailer(options.logger, options.onResult);
}
