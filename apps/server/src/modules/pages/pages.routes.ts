import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, contentPage, pageSlug } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/** `GET /api/pages/{slug}`: a published content page. */
export const pagesRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/pages/:slug',
      {
        schema: {
          tags: ['pages'],
          summary: 'A content page',
          params: z.object({ slug: pageSlug }),
          response: { 200: contentPage, 404: apiError },
        },
      },
      async (request, reply) => {
        const [page] = await db
          .select()
          .from(pages)
          .where(and(eq(pages.slug, request.params.slug), eq(pages.status, 'published')))
          .limit(1);
        if (!page) throw new HttpError(404, 'NOT_FOUND', 'This page does not exist.');
        reply.header('Cache-Control', 'public, max-age=300');
        return { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() };
      },
    );
  };
