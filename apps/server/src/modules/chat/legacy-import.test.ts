import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decryptV0, encryptV0, messagesPage } from '@jobportal/shared';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { importLegacyMessages } from './legacy-import.ts';

let app: FastifyInstance;
let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
const mailer = createCapturingMailer();

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  app = await createTestApp(db, { mailer });
});

describe('importing the seed’s legacy v0 messages', () => {
  it('keeps the ciphertext, time and read state, once, and reports what it skipped', async () => {
    const asha = await createVerifiedUser(app, mailer, { name: 'Asha Legacy' });
    const bilal = await createVerifiedUser(app, mailer, { name: 'Bilal Legacy' });
    const old = await encryptV0({ text: 'नमस्ते, old history' }, asha.id, bilal.id);
    const rows = [
      {
        id: 17,
        sender_id: asha.id,
        receiver_id: bilal.id,
        encrypted_content: old,
        created_at: '2024-03-01T10:00:00Z',
        is_read: true,
      },
      {
        id: 18,
        sender_id: asha.id,
        receiver_id: 'gone-user',
        encrypted_content: old,
        created_at: '2024-03-01T10:01:00Z',
      },
      {
        id: 19,
        sender_id: bilal.id,
        receiver_id: asha.id,
        encrypted_content: 'plain text',
        created_at: '2024-03-01T10:02:00Z',
      },
    ];
    const first = await importLegacyMessages(db, rows);
    expect(first).toEqual({
      total: 3,
      imported: 1,
      alreadyThere: 0,
      skipped: [
        { row: 2, id: '18', reason: 'sender or receiver has no account' },
        { row: 3, id: '19', reason: 'encrypted_content is not a legacy v0 ciphertext' },
      ],
    });
    const again = await importLegacyMessages(db, rows);
    expect(again).toMatchObject({ imported: 0, alreadyThere: 1 });

    const history = messagesPage.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/chat/messages?friendId=${asha.id}`,
          headers: { origin: ORIGIN, cookie: bilal.cookie },
        })
      ).json(),
    );
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      clientId: 'legacy-17',
      encryptedContent: old,
      createdAt: '2024-03-01T10:00:00.000Z',
      isRead: true,
    });
    const decoded = await decryptV0(history.items[0]!.encryptedContent, bilal.id, asha.id);
    expect(decoded).toEqual({ ok: true, payload: { text: 'नमस्ते, old history' } });
  });
});
