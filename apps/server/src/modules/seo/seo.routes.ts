import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notices, pages, recruitments, stories } from '../../db/schema.ts';
import { isVisible } from '../jobs/index.ts';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that an index lists the parts. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages a search engine may index in the spec's mode: everything else asks to sign in. */
const STATIC_PATHS = ['/'];
/** With `PUBLIC_CONTENT=true`, the lists readable without an account too. */
const PUBLIC_LIST_PATHS = [
  '/jobs',
  '/result',
  '/admit-card',
  '/answer-key',
  '/exam-date',
  '/syllabus',
  '/misc',
  '/stories',
];

/** Personal pages: never worth crawling, whatever the mode. */
const PERSONAL_PATHS = [
  '/dashboard',
  '/profile',
  '/saved-jobs',
  '/friends',
  '/users',
  '/submit-story',
  '/tests/attempts/',
];

/** Link-preview fetchers (chat apps, social sites) that read robots.txt: they may fetch any page's head. */
const PREVIEW_AGENTS = ['Twitterbot', 'facebookexternalhit', 'TelegramBot', 'WhatsApp', 'LinkedInBot', 'Slackbot'];

/**
 * robots.txt for the mode. Public: crawl everything but the API, admin and personal pages. Default (the
 * spec): only `/` and the files it needs; link-preview fetchers may still read every page's head.
 */
export function robotsTxt(appUrl: string, publicContent: boolean): string {
  const closed = ['/api/', '/admin', ...PERSONAL_PATHS].map((path) => `Disallow: ${path}`);
  const lines = publicContent
    ? ['User-agent: *', ...closed]
    : [
        ...PREVIEW_AGENTS.map((agent) => `User-agent: ${agent}`),
        ...closed,
        '',
        'User-agent: *',
        'Allow: /$',
        ...['/assets/', '/icons/', '/og/', '/favicon.svg', '/manifest.webmanifest'].map((path) => `Allow: ${path}`),
        'Disallow: /',
      ];
  return `${lines.join('\n')}\nSitemap: ${appUrl}/sitemap.xml\n`;
}

type Entry = { path: string; lastmod: string | null };

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

async function entries(db: Database, publicContent: boolean): Promise<Entry[]> {
  const statics = STATIC_PATHS.map((path) => ({ path, lastmod: null }));
  // Without public content every other page is a sign-in screen to a crawler: list none of them.
  if (!publicContent) return statics;
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
    ...statics,
    ...PUBLIC_LIST_PATHS.map((path) => ({ path, lastmod: null })),
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
 * `/sitemap.xml` (no app layout, XML content type): public routes and, with `PUBLIC_CONTENT=true`, the
 * lists and every published recruitment, notice PDF, story and page with `lastmod`; over 50,000 URLs it
 * becomes an index of `/sitemap-N.xml` parts. `/robots.txt` points to it.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  appUrl: string,
  db: Database,
  options: { maxUrls?: number | undefined; publicContent: boolean },
): void {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const { publicContent } = options;
  const xml = (reply: { header: (k: string, v: string) => unknown; type: (t: string) => unknown }) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    reply.type('application/xml; charset=utf-8');
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const list = await entries(db, publicContent);
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
    const list = await entries(db, publicContent);
    const slice = Number.isInteger(part) && part >= 1 ? list.slice((part - 1) * maxUrls, part * maxUrls) : [];
    if (slice.length === 0 || list.length <= maxUrls) {
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'No such sitemap part.' });
    }
    xml(reply);
    return urlset(appUrl, slice);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(appUrl, publicContent);
  });
}
