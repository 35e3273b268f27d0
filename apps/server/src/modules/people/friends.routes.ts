import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  FRIEND_REQUESTS_PER_HOUR,
  friendRequestInput,
  friendsOverview,
  friendStatus,
  type FriendsOverview,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { Guards } from '../auth/index.ts';
import { friendStatusOf, isHiddenFrom, toUserCard } from './people.policy.ts';
import type { PeopleRepository } from './people.repository.ts';

const userIdParams = z.object({ userId: z.string().min(1).max(64) });
const statusReply = z.object({ friendStatus }).meta({ id: 'FriendStatusReply' });
const HOUR_MS = 60 * 60 * 1000;

/**
 * Friends: one canonical row per pair (`friendships`), blocks both ways (`blocks`). Every transition
 * checks where the pair stands first and answers with the caller's new status, or a 4xx that says why.
 */
export const friendsRoutes =
  (people: PeopleRepository, guards: Guards, limiter: RateLimiter, events?: DomainEvents): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireUser);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });

    /** The other member, who must exist for the caller and not be the caller. */
    async function other(viewerId: string, userId: string) {
      if (userId === viewerId) throw new HttpError(400, 'SELF', 'You cannot do that with your own account.');
      const row = await people.find(userId);
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'This member does not exist.');
      const relation = await people.relation(viewerId, userId);
      if (isHiddenFrom(relation)) throw new HttpError(404, 'NOT_FOUND', 'This member does not exist.');
      return relation;
    }

    const status = async (viewerId: string, userId: string) => ({
      friendStatus: friendStatusOf(viewerId, userId, await people.relation(viewerId, userId)),
    });

    app.get(
      '/api/friends',
      {
        schema: {
          tags: ['friends'],
          summary: 'My friends, requests received and sent, and the people I blocked',
          response: { 200: friendsOverview, 401: apiError },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        const rows = await people.circle(viewerId);
        const relations = await people.relations(
          viewerId,
          rows.map((row) => row.id),
        );
        const overview: FriendsOverview = { friends: [], received: [], sent: [], blocked: [] };
        for (const row of rows) {
          const relation = relations.get(row.id)!;
          if (isHiddenFrom(relation) && !relation.viewerBlocked) continue;
          const card = toUserCard(row, friendStatusOf(viewerId, row.id, relation));
          if (card.friendStatus === 'friends') overview.friends.push(card);
          else if (card.friendStatus === 'request_received') overview.received.push(card);
          else if (card.friendStatus === 'request_sent') overview.sent.push(card);
          else if (card.friendStatus === 'blocked') overview.blocked.push(card);
        }
        return overview;
      },
    );

    app.post(
      '/api/friends/requests',
      {
        schema: {
          tags: ['friends'],
          summary: 'Send a friend request (accepts theirs if they already asked me)',
          body: friendRequestInput,
          response: {
            200: statusReply,
            400: apiError,
            401: apiError,
            403: apiError,
            404: apiError,
            409: apiError,
            429: apiError,
          },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        const { userId } = request.body;
        const relation = await other(viewerId, userId);
        if (relation.viewerBlocked) {
          throw new HttpError(403, 'BLOCKED', 'You blocked this member. Unblock them to send a request.');
        }
        const current = friendStatusOf(viewerId, userId, relation);
        if (current === 'friends') throw new HttpError(409, 'ALREADY_FRIENDS', 'You are already friends.');
        if (current === 'request_sent') throw new HttpError(409, 'ALREADY_SENT', 'You have already sent a request.');
        if (current === 'none') {
          const limit = await limiter.hit(`friend-request:${viewerId}`, FRIEND_REQUESTS_PER_HOUR, HOUR_MS);
          if (!limit.allowed) {
            const minutes = Math.ceil(limit.retryAfterSeconds / 60);
            throw new HttpError(
              429,
              'TOO_MANY_REQUESTS',
              `You have sent ${FRIEND_REQUESTS_PER_HOUR} friend requests in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            );
          }
        }
        await people.request(viewerId, userId);
        const after = await status(viewerId, userId);
        if (after.friendStatus === 'friends')
          events?.emit('friend.accepted', { byUserId: viewerId, requesterId: userId });
        else events?.emit('friend.requested', { fromUserId: viewerId, toUserId: userId });
        return after;
      },
    );

    app.post(
      '/api/friends/requests/:userId/accept',
      {
        schema: {
          tags: ['friends'],
          summary: "Accept a member's request",
          params: userIdParams,
          response: { 200: statusReply, 401: apiError, 404: apiError },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        await other(viewerId, request.params.userId);
        if (!(await people.accept(viewerId, request.params.userId))) {
          throw new HttpError(404, 'NO_REQUEST', 'There is no friend request from this member.');
        }
        events?.emit('friend.accepted', { byUserId: viewerId, requesterId: request.params.userId });
        return status(viewerId, request.params.userId);
      },
    );

    app.post(
      '/api/friends/requests/:userId/decline',
      {
        schema: {
          tags: ['friends'],
          summary: "Decline a member's request",
          params: userIdParams,
          response: { 200: statusReply, 401: apiError, 404: apiError },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        await other(viewerId, request.params.userId);
        if (!(await people.remove(viewerId, request.params.userId, 'pending', request.params.userId))) {
          throw new HttpError(404, 'NO_REQUEST', 'There is no friend request from this member.');
        }
        return status(viewerId, request.params.userId);
      },
    );

    app.delete(
      '/api/friends/requests/:userId',
      {
        schema: {
          tags: ['friends'],
          summary: 'Cancel the request I sent',
          params: userIdParams,
          response: { 200: statusReply, 401: apiError, 404: apiError },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        await other(viewerId, request.params.userId);
        if (!(await people.remove(viewerId, request.params.userId, 'pending', viewerId))) {
          throw new HttpError(404, 'NO_REQUEST', 'You have no pending request to this member.');
        }
        return status(viewerId, request.params.userId);
      },
    );

    app.delete(
      '/api/friends/:userId',
      {
        schema: {
          tags: ['friends'],
          summary: 'Unfriend',
          params: userIdParams,
          response: { 200: statusReply, 401: apiError, 404: apiError },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        await other(viewerId, request.params.userId);
        if (!(await people.remove(viewerId, request.params.userId, 'accepted'))) {
          throw new HttpError(404, 'NOT_FRIENDS', 'You are not friends with this member.');
        }
        return status(viewerId, request.params.userId);
      },
    );

    app.put(
      '/api/blocks/:userId',
      {
        schema: {
          tags: ['friends'],
          summary: 'Block a member: ends the friendship and requests; no requests or messages either way',
          params: userIdParams,
          response: { 200: statusReply, 400: apiError, 401: apiError, 404: apiError },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        if (request.params.userId === viewerId) {
          throw new HttpError(400, 'SELF', 'You cannot do that with your own account.');
        }
        // Blocking someone who already blocked you is allowed (and keeps them away once they unblock).
        if (!(await people.find(request.params.userId))) {
          throw new HttpError(404, 'NOT_FOUND', 'This member does not exist.');
        }
        await people.block(viewerId, request.params.userId);
        return status(viewerId, request.params.userId);
      },
    );

    app.delete(
      '/api/blocks/:userId',
      {
        schema: {
          tags: ['friends'],
          summary: 'Unblock a member',
          params: userIdParams,
          response: { 200: statusReply, 401: apiError },
        },
      },
      async (request) => {
        await people.unblock(request.viewer!.id, request.params.userId);
        return status(request.viewer!.id, request.params.userId);
      },
    );
  };
