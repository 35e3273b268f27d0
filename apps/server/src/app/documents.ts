import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestPath } from '@jobportal/shared';
import type { AppDependencies } from '../app.ts';
import { registerSpa } from '../http/spa.ts';
import type { ChangeFeed } from '../lib/change-feed.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { Guards } from '../modules/auth/auth.guard.ts';
import type { JobsRepository } from '../modules/jobs/jobs.repository.ts';
import type { StoriesRepository } from '../modules/people/stories.repository.ts';
import { createDocuments } from '../modules/documents/documents.service.ts';
import { createMemberDocuments } from '../modules/documents/member-documents.ts';
import { loadPageRenderer } from '../modules/documents/page-renderer.ts';
import type { PersonalParts } from '../modules/documents/personal-parts.ts';
import { createOgImages } from '../modules/share/og-image.ts';
import { createShareHeads } from '../modules/share/share-head.ts';
import { shareRoutes } from '../modules/share/share.routes.ts';

/** Shared links' preview images, and the app's documents (a head, the page rendered into it), served by the SPA. */
export async function registerDocuments(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'config' | 'db' | 'webDistDir' | 'renderPage' | 'documentCacheMs'> & {
    jobs: JobsRepository;
    stories: StoriesRepository;
    guards: Guards;
    changeFeed: ChangeFeed;
    personalParts: PersonalParts;
    metrics: Metrics;
  },
): Promise<void> {
  const { config, db, jobs, changeFeed, metrics } = deps;
  // Shared links: preview images, and a head in every app document; the pages visitors land on are
  // rendered into it by the web app itself, as the visitor sees them (decisions 016 and 018).
  await app.register(shareRoutes(jobs, createOgImages(path.join(config.dataDir, 'og-images'))));
  const renderThread = deps.renderPage ? undefined : await loadPageRenderer(deps.webDistDir, app.log);
  if (renderThread?.close) app.addHook('onClose', renderThread.close);
  const renderPage = deps.renderPage ?? renderThread;
  const documents = createDocuments({
    heads: createShareHeads({ db, jobs, stories: deps.stories }),
    appUrl: config.appUrl,
    publicContent: config.publicContent,
    cacheMs: deps.documentCacheMs ?? 10_000,
    logger: app.log,
    changeFeed,
    members: renderPage
      ? {
          viewerOf: deps.guards.loadViewer,
          documents: createMemberDocuments({
            app,
            renderPage: (url, fetchApi, language, notFound) => {
              metrics.pageRendered('member');
              return renderPage(url, { fetchApi, language, ...(notFound ? { notFound } : {}) });
            },
            keepMs: deps.documentCacheMs ?? 10_000,
            changeFeed,
            personalParts: deps.personalParts,
            onError: (error, url) => app.log.error({ err: error, url }, 'shared page for members failed'),
            onLookup: (hit) => metrics.cacheLookup('member-page', hit),
          }),
        }
      : undefined,
    renderPage: renderPage
      ? (url, request, language, notFound) => {
          metrics.pageRendered('visitor');
          return renderPage(url, { fetchApi: visitorFetch(app, request), language, ...(notFound ? { notFound } : {}) });
        }
      : undefined,
    onLookup: (hit) => metrics.cacheLookup('visitor-page', hit),
  });
  await registerSpa(app, deps.webDistDir, documents);
}

/**
 * The server's own API for a page it renders, answering as the visitor: their cookie (and address) go
 * with every request, in-process, so the page shows exactly what that visitor may see.
 */
function visitorFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const cookie = request.headers.cookie;
  return async (input) => {
    const url = requestPath(input);
    const answer = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      // The page's own requests log under the visitor's request id.
      headers: { accept: 'application/json', 'x-request-id': request.id, ...(cookie ? { cookie } : {}) },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
