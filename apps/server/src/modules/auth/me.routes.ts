import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, currentUser, type CurrentUser } from '@jobportal/shared';
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

/** `GET /api/me`: who is signed in, with `is_admin` read fresh from the profile. */
export const meRoutes =
  (guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
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
