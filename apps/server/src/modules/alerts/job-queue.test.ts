import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDomainEvents } from '../../lib/domain-events.ts';
import { startJobQueue, stopJobQueue } from '../../lib/job-queue.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { startSmtpCapture } from '../../testing/smtp.ts';
import { createSmtpMailer } from '../mail/mailer.ts';
import { createAlertsRepository } from './alerts.repository.ts';
import { ALERT_QUEUES } from './alert-queues.service.ts';
import { createAlertsService } from './alerts.service.ts';

const workerScript = fileURLToPath(new URL('../../testing/alerts-worker.ts', import.meta.url));
const N = 30;

describe('the alert job queue on two instances', () => {
  it('a worker killed mid-delivery: every mail arrives exactly once', { timeout: 90_000 }, async () => {
    const smtp = await startSmtpCapture();
    const { url, db } = await createTestDatabase();
    const logger = pino({ level: 'silent' });
    // N users, each with one alert waiting for its mail.
    const emails = Array.from({ length: N }, (_, i) => `queue-${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      await db.$client.query(`INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, $2, $3, true)`, [
        `queue-user-${i}`,
        `User ${i}`,
        email,
      ]);
      await db.$client.query(
        `INSERT INTO alert_preferences (user_id, notice_types, email_mode) VALUES ($1, '{job}', 'instant')`,
        [`queue-user-${i}`],
      );
      await db.$client.query(
        `INSERT INTO notifications (user_id, kind, item_key, title, data, url) VALUES ($1, 'alert', 'recruitment:x', $2, '{"noticeType":"job"}', '/jobs/x')`,
        [`queue-user-${i}`, `Queue Test Job`],
      );
    }
    const { rows } = await db.$client.query<{ id: string; user_id: string }>(`SELECT id, user_id FROM notifications`);

    // Instance B (this process): creates the queues and enqueues, but works only after A is stuck.
    const queueB = await startJobQueue({
      databaseUrl: url,
      logger,
      max: 3,
      schedule: false,
      maintenanceIntervalSeconds: 1,
    });
    afterAll(() => stopJobQueue(queueB, 1_000));
    const mailer = createSmtpMailer({ url: smtp.url, from: 'JobPortal <no-reply@localhost>', logger });
    const serviceB = createAlertsService({
      db,
      alerts: createAlertsRepository(db),
      queue: queueB,
      mailer,
      push: undefined,
      appUrl: 'http://localhost:3000',
      unsubscribeSecret: 'secret',
      events: createDomainEvents(() => undefined),
      logger,
      deliveryExpireSeconds: 2,
      pollingIntervalSeconds: 0.5,
      deliveryRetryDelaySeconds: 1,
    });
    for (const name of Object.values(ALERT_QUEUES)) {
      await queueB.createQueue(name, { name, expireInSeconds: 2, retryLimit: 5, retryDelay: 1 });
    }
    await queueB.insert(
      rows.map((row) => ({
        name: ALERT_QUEUES.deliver,
        data: { channel: 'email', userId: row.user_id, notificationId: row.id },
      })),
    );

    // Instance A: a process of its own that hangs on one mail after claiming its key; then killed.
    const child = spawn(process.execPath, [workerScript], {
      env: { ...process.env, DATABASE_URL: url, SMTP_URL: smtp.url, STUCK_EMAIL: emails[7]! },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const deadline = Date.now() + 30_000;
    while (!output.includes('stuck')) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`worker never got stuck: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Both instances work now; then A dies with deliveries in hand (at least the stuck one).
    await serviceB.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGKILL');
    await exited;

    const until = Date.now() + 60_000;
    while (new Set(smtp.mails.flatMap((m) => m.to)).size < N && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Give any duplicate time to show up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const perAddress = new Map<string, number>();
    for (const mail of smtp.mails) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect([...perAddress.keys()].sort()).toEqual([...emails].sort());
    expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
    const sent = await db.$client.query(`SELECT count(*)::int AS n FROM alert_deliveries WHERE status = 'sent'`);
    expect(sent.rows[0].n).toBe(N);
    await mailer.close();
    await smtp.close();
  });
});
