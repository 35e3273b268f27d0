import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notices, pages, recruitments, stories } from '../../db/schema.ts';
import { isVisible } from '../jobs/jobs.repository.ts';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that an index lists the parts. */
export const SITEMAP_MAX_URLS = 50_000;

/** Public pages a search engine may index. */
const STATIC_PATHS = ['/'];

type Entry = { path: string; lastmod: string | null };

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

async function entries(db: Database): Promise<Entry[]> {
  const jobs = await db
    .select({ slug: recruitments.slug, updatedAt: recruitments.updatedAt })
    .from(recruitments)
    .where(isVisible(recruitments))
    .orderBy(asc(recruitments.slug));
  const pdfs = await db
    .select({ id: notices.id, updatedAt: notices.updatedAt })
    .from(notices)
    .leftJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
    .where(
      and(
        isVisible(notices),
        sql`${notices.pdfFileId} IS NOT NULL`,
        sql`(${notices.recruitmentId} IS NULL OR ${isVisible(recruitments)})`,
      ),
    )
    .orderBy(asc(notices.id));
  const contentPages = await db
    .select({ slug: pages.slug, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.status, 'published'))
    .orderBy(asc(pages.slug));
  const publishedStories = await db
    .select({ slug: stories.slug, updatedAt: stories.updatedAt })
    .from(stories)
    .where(eq(stories.status, 'published'))
    .orderBy(asc(stories.slug));
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: null })),
    ...publishedStories.map((story) => ({ path: `/stories/${story.slug}`, lastmod: story.updatedAt.toISOString() })),
    ...contentPages.map((page) => ({ path: `/page/${page.slug}`, lastmod: page.updatedAt.toISOString() })),
    ...jobs.map((job) => ({ path: `/jobs/${job.slug}`, lastmod: job.updatedAt.toISOString() })),
    ...pdfs.map((pdf) => ({ path: `/notice/${pdf.id}/pdf`, lastmod: pdf.updatedAt.toISOString() })),
  ];
}

function urlset(appUrl: string, list: Entry[]): string {
  const urls = list
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(`${appUrl}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * `/sitemap.xml` (no app layout, XML content type): public routes and every published recruitment
 * and notice PDF with `lastmod`; over 50,000 URLs it becomes an index of `/sitemap-N.xml` parts.
 * `/robots.txt` points to it.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  appUrl: string,
  db: Database,
  maxUrls = SITEMAP_MAX_URLS,
): void {
  const xml = (reply: { header: (k: string, v: string) => unknown; type: (t: string) => unknown }) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    reply.type('application/xml; charset=utf-8');
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const list = await entries(db);
    xml(reply);
    if (list.length <= maxUrls) return urlset(appUrl, list);
    const parts = Math.ceil(list.length / maxUrls);
    const now = new Date().toISOString();
    const items = Array.from(
      { length: parts },
      (_, index) =>
        `  <sitemap><loc>${escapeXml(`${appUrl}/sitemap-${index + 1}.xml`)}</loc><lastmod>${now}</lastmod></sitemap>`,
    ).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', { schema: { hide: true } }, async (request, reply) => {
    const part = Number(request.params.part);
    const list = await entries(db);
    const slice = Number.isInteger(part) && part >= 1 ? list.slice((part - 1) * maxUrls, part * maxUrls) : [];
    if (slice.length === 0 || list.length <= maxUrls) {
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'No such sitemap part.' });
    }
    xml(reply);
    return urlset(appUrl, slice);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return `User-agent: *\nDisallow: /api/\nDisallow: /admin\nSitemap: ${appUrl}/sitemap.xml\n`;
  });
}
