import type { FastifyInstance } from 'fastify';

/** Public pages a search engine may index; content pages join as their features land. */
const PUBLIC_PATHS = ['/'];

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** `/sitemap.xml` (no app layout, XML content type) and `/robots.txt` pointing to it. */
export function registerSeoRoutes(app: FastifyInstance, appUrl: string): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(`${appUrl}${path}`)}</loc></url>`).join('\n');
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return `User-agent: *\nDisallow: /api/\nDisallow: /admin\nSitemap: ${appUrl}/sitemap.xml\n`;
  });
}
