import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderDocument } from '../../http/spa.ts';
import { headTags, initialJobData, initialQueries, PUBLIC_CONTENT_META, renderDocument } from './html-document.ts';
import { loadStylesheet, type JobRenderer, type Stylesheet } from './job-renderer.ts';
import { DEFAULT_OG_IMAGE, SITE_DESCRIPTION, type ShareHead, type ShareHeads } from './share-head.ts';
import { SITE_NAME, type InitialQuery } from '@jobportal/shared';

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
  /** With `publicContent`: a public list's content and the answers it was rendered from (no query string only). */
  renderList?: ((path: string) => Promise<{ html: string; queries: InitialQuery[] } | undefined>) | undefined;
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

  return async (indexHtml, pathname, request) => {
    // A filtered list (`/jobs?cat=…`) gets its head but not the unfiltered list's content.
    const filtered = request.url.includes('?');
    const cacheKey = filtered ? `${pathname}?` : pathname;
    const hit = cache?.get(cacheKey);
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
    } else if (publicContent && options.renderList && !filtered) {
      try {
        const list = await options.renderList(pathname);
        if (list) {
          root = list.html;
          tags = `${tags}\n    ${initialQueries(list.queries)}`;
        }
      } catch (error) {
        logger.error({ err: error, pathname }, 'server rendering of a list failed');
      }
    }
    let html = renderDocument(indexHtml, tags, root);
    if (root) {
      stylesheet ??= loadStylesheet(options.webDistDir, indexHtml);
      const inline = await stylesheet;
      if (inline) html = html.replace(inline.link, () => `<style>${inline.css}</style>`);
      html = deferAppScripts(html);
    }
    cache?.set(cacheKey, html);
    return html;
  };
}

/** The inert template `public/boot.js` takes the app's script tags from once the page has painted. */
export const APP_SCRIPTS_TEMPLATE_ID = 'jobportal-app-scripts';

/**
 * On a page whose HTML already shows the content, the app's scripts are not needed for the first
 * paint: their tags go into an inert `<template>` (nothing in it is fetched) and `/boot.js` adds them
 * once the browser has painted the page. On a slow network the document, its font and images get the
 * bandwidth first, and the visitor reads while the app loads (decision 016).
 */
export function deferAppScripts(html: string): string {
  const tags: string[] = [];
  const rest = html.replace(
    /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g,
    (tag) => {
      tags.push(tag.trim());
      return '';
    },
  );
  if (tags.length === 0) return html;
  const template = `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${tags.join('')}</template><script defer src="/boot.js"></script>`;
  return rest.replace('</head>', () => `${template}\n  </head>`);
}
