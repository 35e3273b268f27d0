import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/database.ts';
import { createAlertsRepository } from './alerts.repository.ts';
import { messageIdFor } from './alert-delivery.service.ts';

describe('claiming alert deliveries in batches (decision 026)', () => {
  it('claims new keys once, never a sent or skipped one, and takes over a dead instance’s claim after the lease', async () => {
    const { db } = await createTestDatabase();
    const alerts = createAlertsRepository(db);
    await db.$client.query(
      `INSERT INTO "user" (id, name, email, email_verified) VALUES ('claim-user', 'Claim', 'claim@example.com', true)`,
    );
    const claim = (key: string, skip = false) => ({ key, userId: 'claim-user', channel: 'email' as const, skip });

    // New keys: claimed (`sending`), except the one the user no longer wants (`skipped`, not returned).
    expect([...(await alerts.claimDeliveries([claim('a'), claim('b'), claim('c', true)], 60))].sort()).toEqual([
      'a',
      'b',
    ]);
    // 'a' went out and was recorded; 'b' is still in a live instance's hands.
    await alerts.deliveriesSent(['a'], []);
    expect(await alerts.claimDeliveries([claim('a'), claim('b'), claim('c')], 60)).toEqual(new Set());
    expect(await alerts.stillSending(['a', 'b', 'c'])).toEqual(['b']);

    // The instance holding 'b' died: once its claim is older than the lease, another takes it over.
    await db.$client.query(
      `UPDATE alert_deliveries SET created_at = now() - interval '61 seconds' WHERE idempotency_key = 'b'`,
    );
    expect(await alerts.claimDeliveries([claim('a'), claim('b')], 60)).toEqual(new Set(['b']));
    // A failed send gives the claim back, so the job's retry may claim it again.
    await alerts.releaseDeliveries(['b']);
    expect(await alerts.claimDeliveries([claim('b')], 60)).toEqual(new Set(['b']));

    const { rows } = await db.$client.query<{ idempotency_key: string; status: string }>(
      `SELECT idempotency_key, status FROM alert_deliveries ORDER BY idempotency_key`,
    );
    expect(rows).toEqual([
      { idempotency_key: 'a', status: 'sent' },
      { idempotency_key: 'b', status: 'sending' },
      { idempotency_key: 'c', status: 'skipped' },
    ]);
  });

  it('gives every send of one delivery the same Message-ID, at the app’s host', () => {
    const id = messageIdFor('user-1:alert:n-1:email', 'https://jobs.example.in');
    expect(id).toMatch(/^<[0-9a-f]{32}@jobs\.example\.in>$/);
    expect(messageIdFor('user-1:alert:n-1:email', 'https://jobs.example.in')).toBe(id);
    expect(messageIdFor('user-2:alert:n-1:email', 'https://jobs.example.in')).not.toBe(id);
  });
});
