import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  STORIES_PER_PAGE,
  storiesPage,
  storiesQuery,
  story,
  storyCard,
  storyInput,
  STORY_PHOTO_MAX_BYTES,
} from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { Guards } from '../auth/index.ts';
import type { FileStore } from '../files/index.ts';
import { pagePhoto, readUpload } from '../files/index.ts';
import type { StoriesRepository } from './stories.repository.ts';
import { PUBLIC_CACHE_CONTROL } from '../../http/response-cache.ts';

const notFound = () => new HttpError(404, 'NOT_FOUND', 'This story does not exist or is not published.');

/**
 * Success stories. Published ones are public (they are in the sitemap); a pending or rejected story
 * is visible to its author and admins only, and anyone else gets the same 404 as for a wrong slug.
 */
export const storiesRoutes =
  (stories: StoriesRepository, files: FileStore, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/stories',
      {
        schema: {
          tags: ['stories'],
          summary: 'Published success stories, newest first, searchable by exam',
          querystring: storiesQuery,
          response: { 200: storiesPage, 400: apiError },
        },
      },
      async (request, reply) => {
        const { items, total } = await stories.published(request.query);
        reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        return { items, total, page: request.query.page, perPage: STORIES_PER_PAGE };
      },
    );

    app.get(
      '/api/stories/:slug',
      {
        schema: {
          tags: ['stories'],
          summary: 'One story',
          params: z.object({ slug: z.string().min(1).max(100) }),
          response: { 200: story, 404: apiError },
        },
      },
      async (request, reply) => {
        const found = await stories.findBySlug(request.params.slug);
        if (!found) throw notFound();
        if (found.story.status !== 'published') {
          const viewer = await guards.loadViewer(request);
          if (!viewer || (viewer.id !== found.authorId && !viewer.isAdmin)) throw notFound();
          reply.header('Cache-Control', 'private, no-store');
        } else {
          reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        }
        return found.story;
      },
    );

    app.get(
      '/api/me/stories',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['stories'],
          summary: 'My stories with their state (pending, published, rejected with the reason)',
          response: { 200: z.object({ items: z.array(storyCard) }), 401: apiError },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return { items: await stories.byAuthor(request.viewer!.id) };
      },
    );

    app.post(
      '/api/stories',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['stories'],
          summary: 'Submit a story for review',
          body: storyInput,
          response: { 201: story, 400: apiError, 401: apiError },
        },
      },
      async (request, reply) => {
        const created = await stories.create(request.viewer!.id, request.body);
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/api/stories/:id/photo',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['stories'],
          summary: 'Add a photo to my story while it is not published (JPEG, PNG or WebP; metadata removed)',
          params: z.object({ id: z.uuid({ message: 'must be a story id' }) }),
          consumes: ['multipart/form-data'],
          response: { 200: story, 401: apiError, 404: apiError, 409: apiError, 413: apiError, 415: apiError },
        },
      },
      async (request) => {
        const existing = await stories.findById(request.params.id);
        if (!existing || (await stories.authorOf(existing.id)) !== request.viewer!.id) throw notFound();
        if (existing.status === 'published') {
          throw new HttpError(409, 'PUBLISHED', 'A published story cannot be changed.');
        }
        const photo = await pagePhoto(await readUpload(request, STORY_PHOTO_MAX_BYTES));
        const file = await files.save(photo, { mimeType: 'image/webp', originalName: 'story.webp' });
        await stories.setPhoto(existing.id, file.id);
        return (await stories.findById(existing.id))!;
      },
    );
  };
