import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderDocument } from '../../http/spa.ts';
import { hasSessionCookie } from '../auth/auth.guard.ts';
import { headTags, initialQueries, PUBLIC_CONTENT_META, renderDocument } from './html-document.ts';
import type { Viewer } from '../auth/auth.guard.ts';
import type { MemberDocuments } from './member-documents.ts';
import { DEFAULT_OG_IMAGE, SITE_DESCRIPTION, type ShareHead, type ShareHeads } from './share-head.ts';
import { isRenderedPath, languageInCookies, SITE_NAME, type PageLanguage, type RenderedPage } from '@jobportal/shared';

/**
 * The document for each app URL: index.html with the server-rendered head and, for the pages the web
 * app renders on the server (`renderPage`), the page itself as this visitor sees it, with the answers
 * it was rendered from (decisions 016 and 018). A visitor without a session gets a document kept
 * `cacheMs` per URL and language (a shared link is opened by many people at once); a signed-in one's is
 * rendered for them alone. A failed lookup or render answers the app shell, never a 500.
 */
export function createShareDocuments(options: {
  heads: ShareHeads;
  appUrl: string;
  publicContent: boolean;
  cacheMs: number;
  logger: FastifyBaseLogger;
  /** The page for this request's visitor (the web app's `renderPage`, its requests sent with their cookie). */
  renderPage?:
    ((url: string, request: FastifyRequest, language: PageLanguage) => Promise<RenderedPage | undefined>) | undefined;
  /** Signed-in visitors' documents from pages kept for all members (member-documents.ts). */
  members?: { documents: MemberDocuments; viewerOf: (request: FastifyRequest) => Promise<Viewer | null> } | undefined;
}): RenderDocument {
  const { heads, appUrl, publicContent, cacheMs, logger } = options;
  const cache = cacheMs > 0 ? new LRUCache<string, string>({ max: 1000, ttl: cacheMs }) : undefined;

  async function headFor(pathname: string): Promise<ShareHead> {
    try {
      return await heads.forPath(pathname);
    } catch (error) {
      logger.error({ err: error, pathname }, 'server-rendered head failed');
      return { title: SITE_NAME, description: SITE_DESCRIPTION, path: '/', image: DEFAULT_OG_IMAGE, type: 'website' };
    }
  }

  /** The whole document for a rendered page (or none): head tags, the page, its answers, deferred scripts. */
  async function assemble(indexHtml: string, pathname: string, page: RenderedPage | undefined): Promise<string> {
    let tags = headTags(await headFor(pathname), appUrl, { jsonLd: publicContent });
    if (publicContent) tags = `${PUBLIC_CONTENT_META}\n    ${tags}`;
    if (page) tags = `${tags}\n    ${initialQueries(page.queries)}`;
    let html = renderDocument(indexHtml, tags, page?.html);
    if (page) {
      if (page.language !== 'en') html = html.replace('<html lang="en">', `<html lang="${page.language}">`);
      html = deferAppScripts(html);
    }
    return html;
  }

  return async (indexHtml, pathname, request) => {
    // The language the app shows this visitor (its cookie), so the app takes the HTML over as it is.
    const language = languageInCookies(request.headers.cookie ?? '') ?? 'en';
    const anonymous = !hasSessionCookie(request);
    const cacheKey = `${language} ${request.url}`;
    const hit = anonymous ? cache?.get(cacheKey) : undefined;
    if (hit !== undefined) return { html: hit, personal: false };
    // A member: the page kept for all members, with what is theirs put in (decision 019).
    if (!anonymous && options.members && isRenderedPath(pathname)) {
      const viewer = await options.members.viewerOf(request);
      if (viewer) {
        try {
          const document = await options.members.documents.documentFor(request, viewer, language, (page) =>
            assemble(indexHtml, pathname, page),
          );
          if (document !== undefined) return { html: document.body, etag: document.etag, personal: true };
        } catch (error) {
          logger.error({ err: error, pathname }, 'shared page for a member failed');
        }
      }
    }
    let page: RenderedPage | undefined;
    try {
      // Only the pages the app renders on the server go to the render thread.
      if (isRenderedPath(pathname)) page = await options.renderPage?.(request.url, request, language);
    } catch (error) {
      logger.error({ err: error, pathname }, 'server rendering of a page failed');
    }
    const html = await assemble(indexHtml, pathname, page);
    const personal = page?.personal ?? false;
    if (anonymous && !personal) cache?.set(cacheKey, html);
    return { html, personal };
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
