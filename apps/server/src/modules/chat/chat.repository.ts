import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { ChatMessage, SendMessageInput } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { keyBackups, messages, profiles, userKeys } from '../../db/schema.ts';

type Row = typeof messages.$inferSelect;

export function toChatMessage(row: Row): ChatMessage {
  return {
    id: String(row.id),
    clientId: row.clientId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    encryptedContent: row.encryptedContent,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  };
}

/** A message row as a raw query returns it (`RAW_COLUMNS`): the id (bigint) and the times as the driver gives them. */
type RawRow = {
  id: string;
  clientId: string;
  senderId: string;
  receiverId: string;
  encryptedContent: string;
  createdAt: Date | string;
  readAt: Date | string | null;
  deletedFor: string[];
};
const RAW_COLUMNS = `id, client_id AS "clientId", sender_id AS "senderId", receiver_id AS "receiverId",
  encrypted_content AS "encryptedContent", created_at AS "createdAt", read_at AS "readAt", deleted_for AS "deletedFor"`;
const fromRaw = (row: RawRow): ChatMessage =>
  toChatMessage({
    ...row,
    id: Number(row.id),
    createdAt: new Date(row.createdAt),
    readAt: row.readAt === null ? null : new Date(row.readAt),
  });

/** Messages between `a` and `b` (either direction). */
const between = (a: string, b: string) =>
  or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  )!;
/**
 * Messages between `a` and `b` in the form `messages_conversation_time_idx` serves. least/greatest run in
 * SQL on both sides, so the database's collation orders the pair the same way as the index.
 */
const inPair = (a: string, b: string) =>
  sql`least(${messages.senderId}, ${messages.receiverId}) = least(${a}::text, ${b}::text)
    AND greatest(${messages.senderId}, ${messages.receiverId}) = greatest(${a}::text, ${b}::text)`;
/** Not deleted by `userId` for themselves. */
const visibleTo = (userId: string) => sql`NOT (${userId} = ANY(${messages.deletedFor}))`;

/** SQL for messages, keys and key backups. Only ciphertext passes through here. */
export function createChatRepository(db: Database) {
  return {
    /**
     * Stores messages once per (sender, client id), each only between accepted friends of whom neither
     * blocked the other: the checks and the inserts of many messages are one statement (one round trip
     * and one commit for all; the chat service batches the sends that arrive together). Answers each
     * send, in order: the row and whether this send created it (a resend of the same client id, or a
     * second send of it in the same batch, gets the stored row unchanged), or null when the two may not
     * exchange messages.
     */
    async insertMany(
      sends: Array<{ senderId: string; input: SendMessageInput }>,
    ): Promise<Array<{ message: ChatMessage; created: boolean } | null>> {
      if (sends.length === 0) return [];
      const inserted = await db.$client.query<RawRow>(
        `INSERT INTO messages (sender_id, receiver_id, client_id, encrypted_content)
         SELECT m.sender_id, m.receiver_id, m.client_id, m.encrypted_content
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
                WITH ORDINALITY AS m(sender_id, receiver_id, client_id, encrypted_content, n)
          WHERE EXISTS (
                  SELECT 1 FROM friendships f
                   WHERE f.user_low = least(m.sender_id, m.receiver_id)
                     AND f.user_high = greatest(m.sender_id, m.receiver_id) AND f.status = 'accepted')
            AND NOT EXISTS (
                  SELECT 1 FROM blocks b
                   WHERE (b.blocker_id = m.sender_id AND b.blocked_id = m.receiver_id)
                      OR (b.blocker_id = m.receiver_id AND b.blocked_id = m.sender_id))
          ORDER BY m.n
         ON CONFLICT (sender_id, client_id) DO NOTHING
         RETURNING ${RAW_COLUMNS}`,
        [
          sends.map((send) => send.senderId),
          sends.map((send) => send.input.receiverId),
          sends.map((send) => send.input.clientId),
          sends.map((send) => send.input.encryptedContent),
        ],
      );
      const keyOf = (senderId: string, clientId: string) => `${senderId}\u0000${clientId}`;
      const created = new Map(inserted.rows.map((row) => [keyOf(row.senderId, row.clientId), fromRaw(row)]));
      // Not inserted: a resend of a stored message, or a pair that may not exchange messages.
      const others = sends.filter(({ senderId, input }) => !created.has(keyOf(senderId, input.clientId)));
      const stored = new Map<string, ChatMessage>();
      if (others.length > 0) {
        const existing = await db.$client.query<RawRow>(
          `SELECT ${RAW_COLUMNS} FROM messages
            WHERE (sender_id, client_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
          [others.map((send) => send.senderId), others.map((send) => send.input.clientId)],
        );
        for (const row of existing.rows) stored.set(keyOf(row.senderId, row.clientId), fromRaw(row));
      }
      // The first send of a new (sender, client id) created it; any other gets the stored row as it is.
      const answered = new Set<string>();
      return sends.map(({ senderId, input }) => {
        const key = keyOf(senderId, input.clientId);
        const message = created.get(key);
        if (message && !answered.has(key)) {
          answered.add(key);
          return { message, created: true };
        }
        const found = message ?? stored.get(key);
        return found ? { message: found, created: false } : null;
      });
    },

    /**
     * A page of the conversation in time order (created_at, then id: imported history has newer ids than
     * its time), newest first from the message `before` backwards; returned oldest first. The cursor is
     * that message's (created_at, id) pair, read here so the client never has to round-trip a timestamp
     * (Postgres keeps microseconds, JSON dates milliseconds). A cursor that is not a message of this
     * conversation (e.g. cleared meanwhile) gives an empty page.
     */
    async history(userId: string, friendId: string, before: number | undefined, limit: number) {
      const cursor =
        before === undefined
          ? undefined
          : sql`(${messages.createdAt}, ${messages.id}) < (
              SELECT c.created_at, c.id FROM ${messages} c
               WHERE c.id = ${before}
                 AND least(c.sender_id, c.receiver_id) = least(${userId}::text, ${friendId}::text)
                 AND greatest(c.sender_id, c.receiver_id) = greatest(${userId}::text, ${friendId}::text))`;
      const rows = await db
        .select()
        .from(messages)
        .where(and(inPair(userId, friendId), visibleTo(userId), cursor))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      return { items: rows.slice(0, limit).reverse().map(toChatMessage), hasMore: rows.length > limit };
    },

    /**
     * Everything to or from the user stored after a cursor, in storage (id) order: what a reconnecting
     * client missed. Deliberately by id, not time: rows imported later with old times must still reach
     * a client whose cursor is past their time; the client sorts what it shows by time.
     */
    async since(userId: string, after: number, limit: number) {
      const rows = await db
        .select()
        .from(messages)
        .where(
          and(
            or(eq(messages.receiverId, userId), eq(messages.senderId, userId)),
            gt(messages.id, after),
            visibleTo(userId),
          ),
        )
        .orderBy(messages.id)
        .limit(limit + 1);
      return { items: rows.slice(0, limit).map(toChatMessage), hasMore: rows.length > limit };
    },

    /**
     * What a page needs to know to load the chat (decision 020), in one round trip: whether a
     * message to the user is still unread, and whether their public key is published. For many users in
     * one query: the chat service batches the reconnect storm's questions.
     */
    async statusOfMany(userIds: string[]): Promise<Map<string, { unread: boolean; keyPublished: boolean }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.$client.query<{ id: string; unread: boolean; key_published: boolean }>(
        `SELECT u.id,
                EXISTS (
                  SELECT 1 FROM messages
                   WHERE receiver_id = u.id AND read_at IS NULL AND NOT (u.id = ANY(deleted_for))
                ) AS unread,
                EXISTS (SELECT 1 FROM user_keys WHERE user_id = u.id) AS key_published
           FROM unnest($1::text[]) AS u(id)`,
        [userIds],
      );
      return new Map(
        rows.rows.map((row) => [row.id, { unread: row.unread === true, keyPublished: row.key_published === true }]),
      );
    },

    /** Marks the friend's messages to the user as read; returns the newest id marked, if any. */
    async markRead(userId: string, friendId: string): Promise<string | null> {
      const rows = await db
        .update(messages)
        .set({ readAt: new Date() })
        .where(and(eq(messages.senderId, friendId), eq(messages.receiverId, userId), sql`${messages.readAt} IS NULL`))
        .returning({ id: messages.id });
      return rows.length === 0 ? null : String(Math.max(...rows.map((row) => row.id)));
    },

    /** Deletes the conversation for both, or hides it for the user (rows hidden from both are removed). */
    async clear(userId: string, friendId: string, forBoth: boolean): Promise<number> {
      if (forBoth) {
        const removed = await db.delete(messages).where(between(userId, friendId)).returning({ id: messages.id });
        return removed.length;
      }
      return await db.transaction(async (tx) => {
        const hidden = await tx
          .update(messages)
          .set({ deletedFor: sql`array_append(${messages.deletedFor}, ${userId})` })
          .where(and(between(userId, friendId), visibleTo(userId)))
          .returning({ id: messages.id });
        await tx
          .delete(messages)
          .where(
            and(
              between(userId, friendId),
              sql`${userId} = ANY(${messages.deletedFor})`,
              sql`${friendId} = ANY(${messages.deletedFor})`,
            ),
          );
        return hidden.length;
      });
    },

    /** The user's conversations: the last visible message with each partner and the unread count. */
    async conversations(userId: string) {
      const rows = await db.execute<{
        partner_id: string;
        name: string | null;
        avatar_url: string | null;
        last_id: string | null;
        unread: number;
      }>(sql`
        WITH mine AS (
          SELECT id, created_at, CASE WHEN sender_id = ${userId} THEN receiver_id ELSE sender_id END AS partner_id,
                 receiver_id = ${userId} AND read_at IS NULL AS unread
            FROM ${messages}
           WHERE (sender_id = ${userId} OR receiver_id = ${userId}) AND NOT (${userId} = ANY(deleted_for))
        ), summary AS (
          -- The last message by time (imported history may have larger ids than newer messages).
          SELECT partner_id,
                 (array_agg(id ORDER BY created_at DESC, id DESC))[1] AS last_id,
                 max(created_at) AS last_at,
                 count(*) FILTER (WHERE unread)::int AS unread
            FROM mine GROUP BY partner_id
        )
        SELECT s.partner_id, p.name, p.avatar_url, s.last_id::text AS last_id, s.unread
          FROM summary s LEFT JOIN ${profiles} p ON p.id = s.partner_id
         ORDER BY s.last_at DESC, s.last_id DESC`);
      const lastIds = rows.rows.map((row) => Number(row.last_id)).filter(Boolean);
      const last = lastIds.length === 0 ? [] : await db.select().from(messages).where(inArray(messages.id, lastIds));
      const byId = new Map(last.map((row) => [String(row.id), toChatMessage(row)]));
      return rows.rows.map((row) => ({
        friend: { id: row.partner_id, name: row.name ?? 'Member', avatarUrl: row.avatar_url },
        lastMessage: (row.last_id && byId.get(row.last_id)) || null,
        unread: row.unread,
      }));
    },

    // ── Keys.

    async setPublicKey(userId: string, publicKey: string) {
      await db
        .insert(userKeys)
        .values({ userId, publicKey })
        .onConflictDoUpdate({ target: userKeys.userId, set: { publicKey, updatedAt: new Date() } });
    },

    async publicKey(userId: string) {
      const [row] = await db.select().from(userKeys).where(eq(userKeys.userId, userId)).limit(1);
      return row;
    },

    async setBackup(userId: string, blob: string) {
      await db
        .insert(keyBackups)
        .values({ userId, blob })
        .onConflictDoUpdate({ target: keyBackups.userId, set: { blob, updatedAt: new Date() } });
    },

    async backup(userId: string) {
      const [row] = await db.select().from(keyBackups).where(eq(keyBackups.userId, userId)).limit(1);
      return row;
    },

    async setLastSeen(userId: string, at: Date) {
      await db.update(profiles).set({ lastSeen: at }).where(eq(profiles.id, userId));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
