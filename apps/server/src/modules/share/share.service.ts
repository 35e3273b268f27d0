import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderDocument } from '../../http/spa.ts';
import { headTags, initialJobData, PUBLIC_CONTENT_META, renderDocument } from './html-document.ts';
import { loadStylesheet, type JobRenderer, type Stylesheet } from './job-renderer.ts';
import { DEFAULT_OG_IMAGE, SITE_DESCRIPTION, type ShareHead, type ShareHeads } from './share-head.ts';
import { SITE_NAME } from '@jobportal/shared';

/**
 * The document for each app URL: index.html with the server-rendered head and, with `publicContent`,
 * a public job page's content in the root (rendered by the web app's `JobDetail`, decision 016). Documents are kept `cacheMs` per path (a shared link is
 * opened by many people at once); a failed lookup answers the site's generic head, never a 500.
 */
export function createShareDocuments(options: {
  heads: ShareHeads;
  appUrl: string;
  publicContent: boolean;
  cacheMs: number;
  logger: FastifyBaseLogger;
  /** With `publicContent`: a job page's content for the root (the web app's own component). */
  renderJob?: JobRenderer | undefined;
  /** The built app's directory: its stylesheet is inlined into server-rendered pages. */
  webDistDir?: string | undefined;
}): RenderDocument {
  const { heads, appUrl, publicContent, cacheMs, logger, renderJob } = options;
  let stylesheet: Promise<Stylesheet | undefined> | undefined;
  const cache = cacheMs > 0 ? new LRUCache<string, string>({ max: 1000, ttl: cacheMs }) : undefined;

  async function headFor(pathname: string): Promise<ShareHead> {
    try {
      return await heads.forPath(pathname);
    } catch (error) {
      logger.error({ err: error, pathname }, 'server-rendered head failed');
      return { title: SITE_NAME, description: SITE_DESCRIPTION, path: '/', image: DEFAULT_OG_IMAGE, type: 'website' };
    }
  }

  return async (indexHtml, pathname) => {
    const hit = cache?.get(pathname);
    if (hit !== undefined) return hit;
    const head = await headFor(pathname);
    let tags = headTags(head, appUrl, { jsonLd: publicContent });
    if (publicContent) tags = `${PUBLIC_CONTENT_META}\n    ${tags}`;
    let root: string | undefined;
    if (publicContent && head.job && renderJob) {
      try {
        root = renderJob(head.job);
        tags = `${tags}\n    ${initialJobData(head.job)}`;
      } catch (error) {
        logger.error({ err: error, pathname }, 'server rendering of a job page failed');
      }
    }
    let html = renderDocument(indexHtml, tags, root);
    if (root) {
      stylesheet ??= loadStylesheet(options.webDistDir, indexHtml);
      const inline = await stylesheet;
      if (inline) html = html.replace(inline.link, () => `<style>${inline.css}</style>`);
    }
    cache?.set(pathname, html);
    return html;
  };
}
