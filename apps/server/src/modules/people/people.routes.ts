import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  AVATAR_MAX_BYTES,
  AVATAR_SIZES,
  ownProfile,
  profileUpdate,
  publicProfile,
  USERS_PER_PAGE,
  usersPage,
  usersQuery,
  type OwnProfile,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { Guards } from '../auth/index.ts';
import type { FileStore } from '../files/index.ts';
import { readUpload, squareRenditions } from '../files/index.ts';
import { effectiveVisibility, friendStatusOf, isHiddenFrom, toPublicProfile, toUserCard } from './people.policy.ts';
import type { PeopleRepository, ProfileWithAccount } from './people.repository.ts';

const userIdParams = z.object({ userId: z.string().min(1).max(64) });
const notFound = () => new HttpError(404, 'NOT_FOUND', 'This member does not exist.');

function toOwnProfile(row: ProfileWithAccount): OwnProfile {
  return {
    id: row.id,
    email: row.email,
    name: row.name ?? '',
    avatarUrl: row.avatarUrl,
    avatarThumbUrl: row.avatarThumbUrl,
    bio: row.bio,
    state: row.state,
    qualification: row.qualification,
    targetExams: row.targetExams,
    preferredLanguage: row.preferredLanguage,
    category: row.category,
    dateOfBirth: row.dateOfBirth,
    pwbd: row.pwbd,
    exServiceman: row.exServiceman,
    gender: row.gender,
    showOnlineStatus: row.showOnlineStatus,
    visibility: effectiveVisibility(row.visibility),
  };
}

/** Profiles, the owner's editing and avatar, and the member directory. Signed-in members only. */
export const peopleRoutes =
  (people: PeopleRepository, files: FileStore, guards: Guards, events: DomainEvents): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guards.requireUser);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });

    app.get(
      '/api/me/profile',
      {
        schema: { tags: ['people'], summary: 'My profile, every field', response: { 200: ownProfile, 401: apiError } },
      },
      async (request) => {
        const row = await people.find(request.viewer!.id);
        if (!row) throw notFound();
        return toOwnProfile(row);
      },
    );

    app.patch(
      '/api/me/profile',
      {
        schema: {
          tags: ['people'],
          summary: 'Change my profile',
          body: profileUpdate,
          response: { 200: ownProfile, 400: apiError, 401: apiError },
        },
      },
      async (request) => {
        const userId = request.viewer!.id;
        const { showOnlineStatus } = request.body;
        const shownBefore = showOnlineStatus === undefined ? undefined : (await people.find(userId))?.showOnlineStatus;
        await people.update(userId, request.body);
        const row = await people.find(userId);
        if (!row) throw notFound();
        // Friends already looking see the change at once (presence reacts to the event).
        if (shownBefore !== undefined && row.showOnlineStatus !== shownBefore) {
          events.emit('profile.visibilityChanged', { userId, showOnlineStatus: row.showOnlineStatus });
        }
        return toOwnProfile(row);
      },
    );

    app.put(
      '/api/me/avatar',
      {
        schema: {
          tags: ['people'],
          summary: 'Upload my avatar (JPEG, PNG or WebP; re-encoded without metadata)',
          consumes: ['multipart/form-data'],
          response: { 200: ownProfile, 401: apiError, 413: apiError, 415: apiError, 422: apiError },
        },
      },
      async (request) => {
        const content = await readUpload(request, AVATAR_MAX_BYTES);
        const renditions = await squareRenditions(content, AVATAR_SIZES);
        const [large, thumb] = await Promise.all([
          files.save(renditions.large, { mimeType: 'image/webp', originalName: 'avatar.webp' }),
          files.save(renditions.thumb, { mimeType: 'image/webp', originalName: 'avatar-64.webp' }),
        ]);
        await people.setAvatar(request.viewer!.id, {
          avatarUrl: `/api/files/${large.id}`,
          avatarThumbUrl: `/api/files/${thumb.id}`,
        });
        return toOwnProfile((await people.find(request.viewer!.id))!);
      },
    );

    app.delete(
      '/api/me/avatar',
      {
        schema: { tags: ['people'], summary: 'Remove my avatar', response: { 200: ownProfile, 401: apiError } },
      },
      async (request) => {
        await people.setAvatar(request.viewer!.id, { avatarUrl: null, avatarThumbUrl: null });
        return toOwnProfile((await people.find(request.viewer!.id))!);
      },
    );

    app.get(
      '/api/profiles/:userId',
      {
        schema: {
          tags: ['people'],
          summary: "A member's profile, with only the fields its owner lets the caller see",
          params: userIdParams,
          response: { 200: publicProfile, 401: apiError, 404: apiError },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        const row = await people.find(request.params.userId);
        if (!row) throw notFound();
        const relation = await people.relation(viewerId, row.id);
        if (isHiddenFrom(relation)) throw notFound();
        return toPublicProfile(row, friendStatusOf(viewerId, row.id, relation));
      },
    );

    app.get(
      '/api/users',
      {
        schema: {
          tags: ['people'],
          summary: 'The member directory',
          querystring: usersQuery,
          response: { 200: usersPage, 400: apiError, 401: apiError },
        },
      },
      async (request) => {
        const viewerId = request.viewer!.id;
        const { rows, total } = await people.directory(viewerId, request.query);
        const relations = await people.relations(
          viewerId,
          rows.map((row) => row.id),
        );
        return {
          items: rows.map((row) => toUserCard(row, friendStatusOf(viewerId, row.id, relations.get(row.id)!))),
          total,
          page: request.query.page,
          perPage: USERS_PER_PAGE,
        };
      },
    );
  };
