import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, currentUser, type CurrentUser } from '@jobportal/shared';
import type { PersonalParts } from '../documents/index.ts';
import type { Guards, Viewer } from './auth.guard.ts';

/** `GET /api/me`'s answer for this viewer (also put into members' documents, decision 019). */
export function currentUserOf(viewer: Viewer): CurrentUser {
  return {
    id: viewer.id,
    email: viewer.email,
    name: viewer.name,
    image: viewer.image,
    isAdmin: viewer.isAdmin,
    preferredLanguage: viewer.preferredLanguage,
  };
}

/**
 * `GET /api/me`: who is signed in, with `is_admin` read fresh from the profile. It is who the member is
 * in the pages kept for all members (`personalParts`, decision 019).
 */
export const meRoutes =
  (guards: Guards, personalParts?: PersonalParts): FastifyPluginAsyncZod =>
  async (app) => {
    // The shared render is answered the placeholder member's account; each document carries the member's.
    personalParts?.register('/api/me', {
      placeholder: currentUserOf,
      who: {
        isKey: (key) => key[0] === 'me',
        entry: (viewer) => ({ key: ['me', viewer.id], data: currentUserOf(viewer) }),
      },
    });
    app.get(
      '/api/me',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: currentUser, 401: apiError } },
      },
      async (request, reply) => {
        const viewer = request.viewer!;
        reply.header('Cache-Control', 'private, no-store');
        return currentUserOf(viewer);
      },
    );
  };
