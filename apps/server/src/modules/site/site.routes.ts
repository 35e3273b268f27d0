import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfo } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

/**
 * `GET /api/site`: whether demo content is loaded (the UI then marks it as fictional), and whether content
 * is public (`PUBLIC_CONTENT`: the web app then lets signed-out visitors read it).
 */
export const siteRoutes =
  (db: Database, publicContent: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/site',
      { schema: { tags: ['site'], summary: 'Installation facts', response: { 200: siteInfo } } },
      async (_request, reply) => {
        const [demo] = await db.select().from(appSettings).where(eq(appSettings.key, 'demo_content')).limit(1);
        reply.header('Cache-Control', 'public, max-age=300');
        return { demoContent: demo !== undefined, publicContent };
      },
    );
  };
