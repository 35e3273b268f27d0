import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { InitialQuery, JobDetail } from '@jobportal/shared';

/** Renders a recruitment's page (the web app's `JobDetail`) to HTML for the app's root. */
export type JobRenderer = (job: JobDetail) => string;

/**
 * Renders a public list (`/jobs`, the notice lists) with its first page, its requests answered by
 * `fetchApi`; undefined for a path it does not render.
 */
export type ListRenderer = (
  path: string,
  fetchApi: typeof fetch,
) => Promise<{ html: string; queries: InitialQuery[] } | undefined>;

export type ServerRenderer = { renderJob: JobRenderer; renderList?: ListRenderer | undefined };

/**
 * The web app's server-rendering bundle (`apps/web/dist-server/entry-server.js`, built by `npm run
 * build` next to `dist/`). Without it the public mode still serves every head and the JobPosting JSON-LD,
 * but no page content before the scripts run: a warning says so.
 */
export async function loadServerRenderer(
  webDistDir: string | undefined,
  logger: FastifyBaseLogger,
): Promise<ServerRenderer | undefined> {
  if (!webDistDir) return undefined;
  const file = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const found = await access(file).then(
    () => true,
    () => false,
  );
  if (!found) {
    logger.warn({ file }, 'no server-rendering build found; run `npm run build` to put public pages in the HTML');
    return undefined;
  }
  const module = (await import(pathToFileURL(file).href)) as { renderJobDetail?: unknown; renderListPage?: unknown };
  if (typeof module.renderJobDetail !== 'function') {
    logger.warn({ file }, 'the server-rendering build has no renderJobDetail');
    return undefined;
  }
  return {
    renderJob: module.renderJobDetail as JobRenderer,
    renderList: typeof module.renderListPage === 'function' ? (module.renderListPage as ListRenderer) : undefined,
  };
}

/** The app's stylesheet link in index.html and the stylesheet itself. */
export type Stylesheet = { link: string; css: string };

/**
 * The app's one stylesheet, to inline into server-rendered pages: their first paint then needs the HTML
 * alone, not a second round trip competing with the scripts on a slow network (decision 016).
 */
export async function loadStylesheet(
  webDistDir: string | undefined,
  indexHtml: string,
): Promise<Stylesheet | undefined> {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/.exec(indexHtml);
  if (!webDistDir || !link) return undefined;
  const css = await readFile(path.join(webDistDir, link[1]!), 'utf8').catch(() => undefined);
  if (css === undefined || css.includes('</style')) return undefined;
  return { link: link[0], css };
}
