import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  chatMessage,
  clearHistoryInput,
  conversations,
  historyQuery,
  keyBackup,
  markReadInput,
  messagesPage,
  publicKeyInput,
  sendMessageInput,
  sinceQuery,
  userPublicKey,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { Guards } from '../auth/index.ts';
import type { ChatRepository } from './chat.repository.ts';
import type { ChatService } from './chat.service.ts';

const ok = z.object({ ok: z.literal(true) });

/**
 * Chat over HTTP: history, what was missed, send (the same rules as the socket), read, clear, keys.
 * Everything is the caller's own: the user id always comes from the session.
 */
export const chatRoutes =
  (service: ChatService, chat: ChatRepository, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireUser);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });

    app.get(
      '/api/chat/conversations',
      {
        schema: {
          tags: ['chat'],
          summary: 'My conversations with the last message and unread count',
          response: { 200: conversations },
        },
      },
      async (request) => ({ items: await service.conversations(request.viewer!.id) }),
    );

    app.get(
      '/api/chat/messages',
      {
        schema: {
          tags: ['chat'],
          summary: 'A conversation, paged backwards with `before`',
          querystring: historyQuery,
          response: { 200: messagesPage, 400: apiError },
        },
      },
      async (request) => {
        const { friendId, before, limit } = request.query;
        return service.history(request.viewer!.id, friendId, before ? Number(before) : undefined, limit);
      },
    );

    app.get(
      '/api/chat/messages/since',
      {
        schema: {
          tags: ['chat'],
          summary: 'Messages to or from me after a cursor (after a reconnect)',
          querystring: sinceQuery,
          response: { 200: messagesPage, 400: apiError },
        },
      },
      async (request) => service.since(request.viewer!.id, Number(request.query.after), request.query.limit),
    );

    app.post(
      '/api/chat/messages',
      {
        schema: {
          tags: ['chat'],
          summary: 'Send an encrypted message to a friend (idempotent per clientId)',
          body: sendMessageInput,
          response: { 201: chatMessage, 400: apiError, 403: apiError, 409: apiError, 429: apiError },
        },
      },
      async (request, reply) => reply.status(201).send(await service.send(request.viewer!.id, request.body)),
    );

    app.post(
      '/api/chat/read',
      {
        schema: {
          tags: ['chat'],
          summary: 'mark_messages_as_read: the friend’s messages to me are read',
          body: markReadInput,
          response: { 200: ok },
        },
      },
      async (request) => {
        await service.markRead(request.viewer!.id, request.body.p_friend_id);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/chat/clear',
      {
        schema: {
          tags: ['chat'],
          summary: 'delete_messages_for_user: clear the conversation for me, or for both',
          body: clearHistoryInput,
          response: { 200: ok, 400: apiError },
        },
      },
      async (request) => {
        await service.clear(request.viewer!.id, request.body.p_friend_id, request.body.p_delete_for_both);
        return { ok: true as const };
      },
    );

    // ── Keys for end-to-end encryption (v1). The server stores public keys and opaque backups only.

    app.put(
      '/api/chat/keys/me',
      {
        schema: {
          tags: ['chat'],
          summary: 'Publish my public key',
          body: publicKeyInput,
          response: { 200: userPublicKey },
        },
      },
      async (request) => {
        await chat.setPublicKey(request.viewer!.id, request.body.publicKey);
        const row = (await chat.publicKey(request.viewer!.id))!;
        return { userId: row.userId, publicKey: row.publicKey, updatedAt: row.updatedAt.toISOString() };
      },
    );

    app.get(
      '/api/chat/keys/:userId',
      {
        schema: {
          tags: ['chat'],
          summary: 'A member’s public key (and when it last changed)',
          params: z.object({ userId: z.string().min(1).max(64) }),
          response: { 200: userPublicKey, 404: apiError },
        },
      },
      async (request) => {
        const row = await chat.publicKey(request.params.userId);
        if (!row) throw new HttpError(404, 'NO_KEY', 'This member has not set up encrypted chat yet.');
        return { userId: row.userId, publicKey: row.publicKey, updatedAt: row.updatedAt.toISOString() };
      },
    );

    app.put(
      '/api/chat/key-backup',
      {
        schema: {
          tags: ['chat'],
          summary: 'Store my wrapped private key (wrapped in the browser; opaque here)',
          body: keyBackup,
          response: { 200: ok },
        },
      },
      async (request) => {
        await chat.setBackup(request.viewer!.id, request.body.blob);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/chat/key-backup',
      { schema: { tags: ['chat'], summary: 'My wrapped private key', response: { 200: keyBackup, 404: apiError } } },
      async (request) => {
        const row = await chat.backup(request.viewer!.id);
        if (!row) throw new HttpError(404, 'NO_BACKUP', 'There is no key backup for this account.');
        return { blob: row.blob };
      },
    );

    // `navigator.sendBeacon` on page unload: record when the user was last seen.
    app.post(
      '/api/presence/offline',
      { schema: { tags: ['chat'], summary: 'Record my last seen time (page unload)', response: { 200: ok } } },
      async (request) => {
        await chat.setLastSeen(request.viewer!.id, new Date());
        return { ok: true as const };
      },
    );
  };
