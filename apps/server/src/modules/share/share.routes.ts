import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDate, SLUG_MAX_LENGTH } from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { JobsRepository } from '../jobs/index.ts';
import type { OgCard, OgImages } from './og-image.ts';
import { SITE_DESCRIPTION } from './share-head.ts';

/** Cards change with their content; chat apps fetch them once, browsers revalidate after a day. */
const CARD_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Link-preview images: `GET /og/jobs/{slug}.png` (a published recruitment's card) and `GET /og/site.png`
 * (every other page). Public facts only; a draft has no card.
 */
export const shareRoutes =
  (jobs: JobsRepository, images: OgImages): FastifyPluginAsyncZod =>
  async (app) => {
    const sendCard = async (card: OgCard, reply: FastifyReply) => {
      const png = await images.png(card);
      return reply
        .header('Cache-Control', CARD_CACHE_CONTROL)
        .header('Content-Type', 'image/png')
        .header('ETag', `"${images.key(card)}"`)
        .send(png);
    };

    app.get(
      '/og/site.png',
      { schema: { tags: ['share'], summary: 'The site-wide link-preview image (1200×630 PNG)' } },
      async (_request, reply) => sendCard({ kind: 'site', tagline: SITE_DESCRIPTION }, reply),
    );

    app.get(
      '/og/jobs/:file',
      {
        schema: {
          tags: ['share'],
          summary: "A recruitment's link-preview image (1200×630 PNG)",
          params: z.object({
            file: z
              .string()
              .max(SLUG_MAX_LENGTH + '.png'.length)
              .regex(/^[^/]+\.png$/, { message: 'must be {slug}.png' }),
          }),
        },
      },
      async (request, reply) => {
        const slug = request.params.file.slice(0, -'.png'.length);
        const job = slug ? await jobs.findVisible(slug) : undefined;
        if (!job) throw new HttpError(404, 'NOT_FOUND', 'This recruitment does not exist or is no longer published.');
        return sendCard(
          {
            kind: 'job',
            job: {
              title: job.title,
              titleHi: job.titleHi,
              organisation: job.organisation,
              totalVacancies: job.totalVacancies,
              lastDate: job.lastDate ? formatDate(job.lastDate) : null,
            },
          },
          reply,
        );
      },
    );
  };
