import { createServer } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobQueue, stopJobQueue } from '../../lib/job-queue.ts';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { ORIGIN, post, uniqueEmail } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { ALERT_QUEUES } from '../alerts/alert-queues.service.ts';
import { MAIL_QUEUE } from './mail-queue.ts';

/** A port nothing listens on (yet): SMTP is down. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

type Received = { to: string; messageId: string };

/**
 * The SMTP server coming back on `port`. For the first mail to `lostAckTo` it reads the whole message
 * and then drops the connection instead of answering "250": the mail reached the server, the sender
 * never learnt it.
 */
async function startSmtpOn(port: number, lostAckTo: string) {
  const received: Received[] = [];
  let lostAcks = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app's pooled connections stay open: close them at once when the test is done.
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, messageId });
        if (lostAcks === 0 && session.envelope.rcptTo.some((rcpt) => rcpt.address === lostAckTo)) {
          lostAcks += 1;
          const connections = (server as unknown as { connections: Set<{ id: string; _socket: { destroy(): void } }> })
            .connections;
          for (const connection of connections) if (connection.id === session.id) connection._socket.destroy();
          return;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SIGN_UPS = 5;
const ALERTS = 40;
const OUTAGE_MS = 3_000;

describe('SMTP down, then back (issue #27)', () => {
  it(
    'confirmation and alert mails wait and are retried with backoff: none lost, none delivered twice',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const smtpUrl = `smtp://127.0.0.1:${port}`;
      const { url, db } = await createTestDatabase();
      const queue = await startJobQueue({
        databaseUrl: url,
        logger: pino({ level: 'silent' }),
        max: 3,
        schedule: false,
        maintenanceIntervalSeconds: 1,
      });
      const app = await createTestApp(db, {
        config: testConfig({ appUrl: ORIGIN, smtpUrl, dataDir: await mkdtemp(path.join(tmpdir(), 'jobportal-smtp-')) }),
        queue,
        alertPollingSeconds: 0.5,
        mailRetryDelaySeconds: 1,
      });
      afterAll(() => stopJobQueue(queue, 2_000));

      // SMTP is down. Members sign up: each is told it worked (the confirmation mail is queued).
      const downSince = Date.now();
      const signUps = Array.from({ length: SIGN_UPS }, () => uniqueEmail('outage'));
      for (const email of signUps) {
        const response = await post(app, '/api/auth/sign-up/email', { email, password: 'secret1', name: 'Outage' });
        expect(response.statusCode).toBe(200);
      }
      // A recruitment went out to subscribers who want instant mail: one delivery job each.
      // One more subscriber's alert is queued once SMTP is back (below).
      const alertees = Array.from({ length: ALERTS + 1 }, (_, i) => `alertee-${i}@example.com`);
      for (const [i, email] of alertees.entries()) {
        await db.$client.query(`INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, $2, $3, true)`, [
          `alertee-${i}`,
          `Alertee ${i}`,
          email,
        ]);
        await db.$client.query(
          `INSERT INTO alert_preferences (user_id, notice_types, email_mode) VALUES ($1, '{job}', 'instant')`,
          [`alertee-${i}`],
        );
      }
      const { rows } = await db.$client.query<{ id: string; user_id: string }>(
        `INSERT INTO notifications (user_id, kind, item_key, title, data, url)
         SELECT id, 'alert', 'recruitment:outage', 'Outage Test Job', '{"noticeType":"job"}', '/jobs/outage'
           FROM "user" WHERE id LIKE 'alertee-%' RETURNING id, user_id`,
      );
      const deliveryJob = (row: { id: string; user_id: string }) => ({
        name: ALERT_QUEUES.deliver,
        data: { channel: 'email', userId: row.user_id, notificationId: row.id },
      });
      const late = rows.find((row) => row.user_id === `alertee-${ALERTS}`)!;
      await queue.insert(rows.filter((row) => row !== late).map(deliveryJob));

      // While it is down, every mail fails and waits for its retry.
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      const { rows: waiting } = await db.$client.query<{ name: string; jobs: number; retried: number }>(
        `SELECT name, count(*)::int AS jobs, count(*) FILTER (WHERE retry_count > 0)::int AS retried
           FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') GROUP BY name`,
        [[MAIL_QUEUE, ALERT_QUEUES.deliver]],
      );
      expect(Object.fromEntries(waiting.map((row) => [row.name, row.jobs]))).toEqual({
        [MAIL_QUEUE]: SIGN_UPS,
        [ALERT_QUEUES.deliver]: ALERTS,
      });
      expect(waiting.every((row) => row.retried > 0)).toBe(true);
      const { rows: sentWhileDown } = await db.$client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM alert_deliveries WHERE status <> 'sending'`,
      );
      expect(sentWhileDown[0]!.n).toBe(0);

      // SMTP comes back. It loses the acknowledgement of one alert mail it did take: the one queued now
      // (its first retry comes 1–2 s later; the others have backed off further).
      const lostAckTo = alertees[ALERTS]!;
      const smtp = await startSmtpOn(port, lostAckTo);
      const upAt = Date.now();
      await queue.insert([deliveryJob(late)]);
      const expected = [...signUps, ...alertees];
      const arrived = () => new Set(smtp.received.map((mail) => mail.to));
      while (expected.some((to) => !arrived().has(to)) && Date.now() - upAt < 90_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const recoverySeconds = (Date.now() - upAt) / 1000;
      // The mail whose "250" was lost goes again at its next retry; any other duplicate would show up
      // within a few more seconds.
      while (smtp.received.filter((mail) => mail.to === lostAckTo).length < 2 && Date.now() - upAt < 90_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await smtp.close();

      const lost = expected.filter((to) => !arrived().has(to));
      const messagesPer = new Map<string, Set<string>>();
      for (const mail of smtp.received)
        messagesPer.set(mail.to, (messagesPer.get(mail.to) ?? new Set()).add(mail.messageId));
      // A duplicate: one recipient given two different messages for one mail.
      const duplicates = [...messagesPer.values()].filter((ids) => ids.size > 1).length;
      const resentSame = smtp.received.length - messagesPer.size;
      console.log(
        `SMTP down ${((upAt - downSince) / 1000).toFixed(1)} s with ${SIGN_UPS} confirmation and ${ALERTS} alert mails waiting: ` +
          `mails lost: ${lost.length}, duplicates: ${duplicates}, seconds to recover: ${recoverySeconds.toFixed(1)} ` +
          `(resent after a lost acknowledgement, same Message-ID: ${resentSame})`,
      );
      expect(lost).toEqual([]);
      expect(duplicates).toBe(0);
      expect(smtp.received.every((mail) => /^<[^@\s]+@[^>\s]+>$/.test(mail.messageId))).toBe(true);
      // The mail whose "250" was lost went again, as the same message; nothing else went twice.
      expect(smtp.received.filter((mail) => mail.to === lostAckTo)).toHaveLength(2);
      expect(resentSame).toBe(1);
      const { rows: recorded } = await db.$client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM alert_deliveries WHERE status = 'sent'`,
      );
      expect(recorded[0]!.n).toBe(ALERTS + 1);
      // Sent confirmation mails leave the queue (their one-time links are not kept).
      const { rows: left } = await db.$client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`,
        [MAIL_QUEUE],
      );
      expect(left[0]!.n).toBe(0);
    },
  );
});
