import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDetail } from '@jobportal/shared';

/** Renders a recruitment's page (the web app's `JobDetail`) to HTML for the app's root. */
export type JobRenderer = (job: JobDetail) => string;

/**
 * The web app's server-rendering bundle (`apps/web/dist-server/entry-server.js`, built by `npm run
 * build` next to `dist/`). Without it the public mode still serves every head and the JobPosting JSON-LD,
 * but no page content before the scripts run: a warning says so.
 */
export async function loadJobRenderer(
  webDistDir: string | undefined,
  logger: FastifyBaseLogger,
): Promise<JobRenderer | undefined> {
  if (!webDistDir) return undefined;
  const file = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const found = await access(file).then(
    () => true,
    () => false,
  );
  if (!found) {
    logger.warn({ file }, 'no server-rendering build found; run `npm run build` to put job pages in the HTML');
    return undefined;
  }
  const module = (await import(pathToFileURL(file).href)) as { renderJobDetail?: unknown };
  if (typeof module.renderJobDetail !== 'function') {
    logger.warn({ file }, 'the server-rendering build has no renderJobDetail');
    return undefined;
  }
  return module.renderJobDetail as JobRenderer;
}
