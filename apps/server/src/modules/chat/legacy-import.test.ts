import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { chatMessage, conversations, decryptV0, encryptV0, messagesPage, type ChatMessage } from '@jobportal/shared';
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

  it('lists imported rows by their time, not by their (newer) ids, across history pages', async () => {
    const asha = await createVerifiedUser(app, mailer, { name: 'Asha Order' });
    const bilal = await createVerifiedUser(app, mailer, { name: 'Bilal Order' });
    const as = (who: typeof asha, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { origin: ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });
    await as(asha, 'POST', '/api/friends/requests', { userId: bilal.id });
    await as(bilal, 'POST', `/api/friends/requests/${asha.id}/accept`);
    // Three messages sent today, then older history imported after them (larger ids, earlier times).
    const sent: ChatMessage[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await as(asha, 'POST', '/api/chat/messages', {
        clientId: `c_${randomBytes(8).toString('hex')}`,
        receiverId: bilal.id,
        encryptedContent: `v1.${randomBytes(24).toString('base64url')}`,
      });
      expect(response.statusCode).toBe(201);
      sent.push(chatMessage.parse(response.json()));
    }
    const old = await encryptV0({ text: 'old' }, asha.id, bilal.id);
    const legacy = (id: number, minute: number, from = asha, to = bilal) => ({
      id,
      sender_id: from.id,
      receiver_id: to.id,
      encrypted_content: old,
      created_at: `2024-05-01T09:0${minute}:00Z`,
      is_read: true,
    });
    // Imported out of order too: the time decides, not the file's order.
    const report = await importLegacyMessages(db, [legacy(903, 3), legacy(901, 1), legacy(902, 2, bilal, asha)]);
    expect(report.imported).toBe(3);

    const pages: ChatMessage[][] = [];
    let before: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ friendId: asha.id, limit: '2', ...(before ? { before } : {}) });
      const page = messagesPage.parse((await as(bilal, 'GET', `/api/chat/messages?${query}`)).json());
      pages.unshift(page.items);
      if (!page.hasMore) break;
      before = page.items[0]!.id;
      expect(pages.length).toBeLessThan(5);
    }
    const all = pages.flat();
    expect(all.map((message) => message.clientId)).toEqual([
      'legacy-901',
      'legacy-902',
      'legacy-903',
      ...sent.map((message) => message.clientId),
    ]);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);

    // A cursor that is no message of this conversation gives an empty page, not someone else's times.
    const stranger = await as(bilal, 'GET', `/api/chat/messages?friendId=${asha.id}&before=999999999`);
    expect(stranger.statusCode).toBe(200);
    expect(messagesPage.parse(stranger.json())).toEqual({ items: [], hasMore: false });

    // The conversation's last message is the newest by time, not the last imported row.
    const list = conversations.parse((await as(bilal, 'GET', '/api/chat/conversations')).json());
    expect(list.items.find((item) => item.friend.id === asha.id)?.lastMessage?.id).toBe(sent[2]!.id);
  });
});
