import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
 * (never cached) for every other GET outside `/api`, so client-side routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasBuild =
    indexFile !== undefined &&
    (await access(indexFile).then(
      () => true,
      () => false,
    ));
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html', distDir!);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` });
  });
}
