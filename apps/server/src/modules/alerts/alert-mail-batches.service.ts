import type { Logger } from 'pino';
import type { Mailer } from '../mail/index.ts';
import type { DeliveryRow } from './alert-deliveries.repository.ts';
import { instantMail, messageIdFor, wantsInstantMail } from './alert-delivery.service.ts';
import type { AlertMailBatchesRepository } from './alert-mail-batches.repository.ts';
import { DELIVERY_LANES, type InstantMailJob } from './alert-queues.service.ts';

/** Instant alert and reminder mails sent a fetched batch at a time, each exactly once. */
export function createAlertMailBatchesService(deps: {
  alerts: AlertMailBatchesRepository;
  mailer: Mailer;
  appUrl: string;
  unsubscribeSecret: string;
  logger: Logger;
  deliveryExpireSeconds?: number;
  deliveryLanes?: number;
}) {
  const { alerts, mailer, logger } = deps;

  return {
    /**
     * The instant alert and reminder mails of one fetched batch of jobs, with the bookkeeping done per
     * batch, not per mail (decision 026): one query reads every notification, one committed statement
     * claims every idempotency key (`sending`), the mails go out over the pooled SMTP transport, several
     * in flight, and the accepted ones are recorded `sent` in one statement per flush (a flush starts as
     * soon as a mail is accepted and none is running, so under load each records the mails accepted
     * during the previous one). Returns the jobs that must be retried, with why.
     *
     * Exactly once: a key recorded `sent` or `skipped` is never sent again; a failed send gives its claim
     * back and its job is retried. A claim still `sending` after the lease (the delivery expiry, 60 s)
     * belongs to an instance that died, and is sent again. What can go twice, at worst: the mails an
     * instance had handed to the SMTP server but not yet recorded when it died (those in flight and
     * those waiting for the running flush: a few tens of milliseconds' worth), or a mail whose "250" was
     * lost on the way back. Either is sent again with the same Message-ID. A live instance never sends
     * a claim older than half the lease, so no two live instances send the same key.
     */
    async deliverMails(
      jobs: Array<{ id: string; data: InstantMailJob }>,
    ): Promise<Array<{ id: string; error: string }>> {
      const leaseSeconds = deps.deliveryExpireSeconds ?? 60;
      const retry: Array<{ id: string; error: string }> = [];
      if (jobs.length === 0) return retry;
      const rows = new Map(
        (await alerts.forDeliveries([...new Set(jobs.map((job) => job.data.notificationId))])).map((row) => [
          row.id,
          row,
        ]),
      );
      const planned = new Map<string, { jobIds: string[]; row: DeliveryRow; wanted: boolean }>();
      for (const job of jobs) {
        const row = rows.get(job.data.notificationId);
        if (!row) continue; // the notification is gone (its user deleted): nothing to send
        const key = `${row.user_id}:${row.kind}:${row.id}:email`;
        const plan = planned.get(key);
        if (plan) plan.jobIds.push(job.id);
        else planned.set(key, { jobIds: [job.id], row, wanted: Boolean(wantsInstantMail(row)) });
      }
      const claimedAt = Date.now();
      const claims = [...planned].map(([key, plan]) => ({
        key,
        userId: plan.row.user_id,
        channel: 'email' as const,
        skip: !plan.wanted,
      }));
      const claimed = await alerts.claimDeliveries(claims, leaseSeconds);
      // A key another live instance is sending right now: its job comes back later to see how that ended.
      const elsewhere = await alerts.stillSending(
        claims.filter((claim) => !claim.skip && !claimed.has(claim.key)).map((claim) => claim.key),
      );
      for (const key of elsewhere)
        for (const id of planned.get(key)!.jobIds) retry.push({ id, error: 'delivery in progress elsewhere' });

      const toSend = [...claimed].map((key) => ({ key, ...planned.get(key)! }));
      const accepted: Array<{ key: string; notificationId: string }> = [];
      const released: string[] = [];
      let flushing: Promise<void> | undefined;
      let flushError: unknown;
      const flush = (): void => {
        if (flushing || accepted.length === 0) return;
        const chunk = accepted.splice(0);
        flushing = alerts
          .deliveriesSent(
            chunk.map((mail) => mail.key),
            chunk.map((mail) => mail.notificationId),
          )
          .catch((error: unknown) => {
            flushError = error;
            accepted.push(...chunk);
          })
          .finally(() => {
            flushing = undefined;
            if (!flushError) flush();
          });
      };
      const lane = async (): Promise<void> => {
        for (let mail = toSend.shift(); mail; mail = toSend.shift()) {
          // Past half the lease, another instance may soon take this claim over: give it back instead.
          if (Date.now() - claimedAt > (leaseSeconds * 1000) / 2) {
            released.push(mail.key);
            for (const id of mail.jobIds) retry.push({ id, error: 'delivery batch ran out of time' });
            continue;
          }
          try {
            await mailer.deliver({
              ...instantMail(mail.row, deps.appUrl, deps.unsubscribeSecret),
              messageId: messageIdFor(mail.key, deps.appUrl),
            });
            accepted.push({ key: mail.key, notificationId: mail.row.id });
            flush();
          } catch (error) {
            released.push(mail.key);
            const message = error instanceof Error ? error.message : String(error);
            for (const id of mail.jobIds) retry.push({ id, error: message });
          }
        }
      };
      await Promise.all(Array.from({ length: deps.deliveryLanes ?? DELIVERY_LANES }, lane));
      while (flushing) await flushing;
      if (flushError) {
        // Sent but not recorded: the claims stay `sending`, so nothing is sent twice unless the lease
        // runs out first. One more try now; the jobs complete either way (the mails did go out).
        flushError = undefined;
        flush();
        while (flushing) await flushing;
        if (flushError) logger.error({ err: flushError }, 'alert mails sent but not recorded');
      }
      await alerts.releaseDeliveries(released);
      return retry;
    },
  };
}
