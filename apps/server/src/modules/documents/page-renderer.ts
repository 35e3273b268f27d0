import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { NotFoundKind, PageLanguage, RenderedPage } from '@jobportal/shared';
import { createRenderThread } from './render-thread.ts';

/**
 * Renders a page of the web app for a visitor: its requests go to `fetchApi` (the server's API, with the
 * visitor's cookie). Undefined for a page the server does not render, or one the visitor is sent away from.
 * `notFound`: the app's not-found page for that kind of thing, whatever the URL (the server answers it 404 or 400).
 */
export type PageRenderer = (
  url: string,
  options: { fetchApi: typeof fetch; language: PageLanguage; notFound?: NotFoundKind },
) => Promise<RenderedPage | undefined>;

/**
 * The web app's server-rendering bundle (`apps/web/dist-server/entry-server.js`, built by `npm run
 * build` next to `dist/`). Without it every document still gets its head (and, in the public mode, the
 * JobPosting JSON-LD), but no content before the scripts run: a warning says so.
 */
export async function loadPageRenderer(
  webDistDir: string | undefined,
  logger: FastifyBaseLogger,
): Promise<(PageRenderer & { close?: () => Promise<void> }) | undefined> {
  if (!webDistDir) return undefined;
  const file = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const found = await access(file).then(
    () => true,
    () => false,
  );
  if (!found) {
    logger.warn({ file }, 'no server-rendering build found; run `npm run build` to put pages in the HTML');
    return undefined;
  }
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') {
    logger.warn({ file }, 'the server-rendering build has no renderPage');
    return undefined;
  }
  // Rendered in a thread of its own: never on the thread that answers requests (decision 019).
  return createRenderThread(file, (error) => logger.error({ err: error }, 'render thread failed'));
}
