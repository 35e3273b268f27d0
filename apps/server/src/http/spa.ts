import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RenderDocument } from '../modules/documents/index.ts';
import { sendParts } from './stitched-gzip.ts';

/** Hashed build output never changes under its name: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The app shell and the PWA files that name the current version are revalidated on every load:
 * `index.html`, the service worker (`sw.js` and the `push-sw.js` it imports: a cached worker would hold back every update) and the
 * web manifest. Workbox's own runtime file carries a content hash in its name, like the assets.
 */
const REVALIDATED = new Set(['index.html', 'sw.js', 'push-sw.js', 'manifest.webmanifest']);

function cacheControlFor(relativePath: string): string {
  if (REVALIDATED.has(relativePath)) return 'no-cache';
  if (/^workbox-[\w-]+\.js$/.test(relativePath)) return IMMUTABLE;
  return relativePath.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=300';
}

/** Types @fastify/static's table does not know, or knows under a name browsers warn about. */
const CONTENT_TYPES: Record<string, string> = {
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * Serves the built React app: files from `dist`, hashed assets cached for a year, and `index.html`
 * (never cached) for every other GET outside `/api`, so client-side routes survive a reload. The
 * document varies by URL (its head); it is revalidated on every load by its ETag, which @fastify/etag
 * computes from the body sent, so a changed title or description is never answered with a 304.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  renderDocument?: RenderDocument,
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile ? await readFile(indexFile, 'utf8').catch(() => undefined) : undefined;
  const hasBuild = indexHtml !== undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(distDir!, filePath);
        reply.header('Cache-Control', cacheControlFor(relative));
        const type = CONTENT_TYPES[path.extname(filePath)];
        if (type) reply.header('Content-Type', type);
      },
    });
  } else {
    app.log.warn({ distDir }, 'no web build found; run `npm run build` to serve the app');
  }

  const notFound = (method: string, pathname: string) => ({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: `No route for ${method} ${pathname}`,
  });
  // The server's own paths (the API, preview images): never a document, a JSON 404 when nothing answers.
  const isApi = (pathname: string) => /^\/(?:api|og)(?:\/|$)/.test(pathname);

  if (hasBuild && renderDocument) {
    // A route, not the not-found handler: route hooks (brotli/gzip, and the ETag of the body sent) apply.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isApi(pathname)) return reply.status(404).send(notFound(request.method, pathname));
      const { html, personal, etag, status } = await renderDocument(indexHtml, pathname, request);
      // A document made of kept parts names its version itself: no hash of the whole body per request.
      if (etag && status === undefined) reply.header('etag', etag);
      // The same URL is a different document signed in or out and in each language (its cookies); a
      // signed-in user's is theirs alone, never kept by a shared cache. A not-found page is kept by
      // nobody: the content may appear at that URL later.
      if (status !== undefined) reply.status(status);
      reply
        .header('Cache-Control', status !== undefined ? 'no-store' : personal ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8');
      if (typeof html === 'string') return reply.send(html);
      // Kept parts and a few of this visitor's own: gzipped from the parts' kept compressions, not
      // compressed whole per view (decision 031).
      return sendParts(request, reply, html);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isApi(pathname) && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html', distDir!);
    }
    return reply.status(404).send(notFound(request.method, pathname));
  });
}
