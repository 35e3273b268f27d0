import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressKept } from '../../http/stitched-gzip.ts';
import { hasSessionCookie } from '../auth/index.ts';
import { headTags, initialQueries, notFoundMeta, PUBLIC_CONTENT_META, renderDocument } from './html-document.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Viewer } from '../auth/index.ts';
import type { MemberDocuments } from './member-documents.ts';
import { DEFAULT_OG_IMAGE, SITE_DESCRIPTION, type ShareHead, type ShareHeads } from '../share/index.ts';
import {
  isRenderedPath,
  languageInCookies,
  NOT_FOUND_RENDER_PATH,
  SITE_NAME,
  type NotFoundKind,
  type PageLanguage,
  type RenderedPage,
} from '@jobportal/shared';

/**
 * Turns the app shell into the document for one URL and visitor (the server-rendered head, and the
 * page's content where the server renders it); `personal` when it holds a signed-in user's own data;
 * `status` when the URL has no page (404: unknown content or path, 400: a malformed id). Absent:
 * `index.html` as built.
 */
export type RenderDocument = (
  indexHtml: string,
  pathname: string,
  request: FastifyRequest,
) => Promise<{ html: string | Buffer[]; personal: boolean; etag?: string; status?: number }>;

/**
 * The document for each app URL: index.html with the server-rendered head and, for the pages the web
 * app renders on the server (`renderPage`), the page itself as this visitor sees it, with the answers
 * it was rendered from (decisions 016 and 018). A visitor without a session gets a document kept
 * `cacheMs` per URL and language (a shared link is opened by many people at once); a signed-in one's is
 * rendered for them alone. A failed lookup or render answers the app shell, never a 500.
 *
 * A URL with no content (the head's lookup found none, no route of the app knows the path, or its id
 * is malformed) answers 404 or 400 with the app's not-found page: one document per language (and per
 * member), whatever the URL, so a random URL costs a lookup and never a render. The lookups are kept
 * `cacheMs` (at most 1,000 of them) and forgotten at any content change: content published later is
 * found on its next view.
 */
export function createDocuments(options: {
  heads: ShareHeads;
  appUrl: string;
  publicContent: boolean;
  cacheMs: number;
  logger: FastifyBaseLogger;
  /** The page for this request's visitor (the web app's `renderPage`, its requests sent with their cookie). */
  renderPage?:
    | ((
        url: string,
        request: FastifyRequest,
        language: PageLanguage,
        notFound: NotFoundKind | undefined,
      ) => Promise<RenderedPage | undefined>)
    | undefined;
  /** Content changes: the kept lookups are forgotten (decision 019). */
  changeFeed?: Pick<ChangeFeed, 'subscribe'> | undefined;
  /** Signed-in visitors' documents from pages kept for all members (member-documents.ts). */
  members?: { documents: MemberDocuments; viewerOf: (request: FastifyRequest) => Promise<Viewer | null> } | undefined;
  /** Told whether a visitor's kept document was found (the metrics' cache counts). */
  onLookup?: ((hit: boolean) => void) | undefined;
}): RenderDocument {
  const { heads, appUrl, publicContent, cacheMs, logger } = options;
  // Kept as bytes with their ETag: sent as they are, gzipped once (http/stitched-gzip.ts), never hashed again.
  const cache =
    cacheMs > 0 ? new LRUCache<string, { body: Buffer; etag: string }>({ max: 1000, ttl: cacheMs }) : undefined;
  const kept = cacheMs > 0 ? new LRUCache<string, ShareHead>({ max: 1000, ttl: cacheMs }) : undefined;
  // A lookup that overlaps a change is not kept (it may have read the content before it).
  let changes = 0;
  options.changeFeed?.subscribe((change) => {
    if (change.kind !== 'content-changed' && change.kind !== 'missed') return;
    changes += 1;
    kept?.clear();
  });

  async function headFor(pathname: string): Promise<ShareHead> {
    const hit = kept?.get(pathname);
    if (hit) return hit;
    const before = changes;
    try {
      const head = await heads.forPath(pathname);
      if (changes === before) kept?.set(pathname, head);
      return head;
    } catch (error) {
      logger.error({ err: error, pathname }, 'server-rendered head failed');
      return { title: SITE_NAME, description: SITE_DESCRIPTION, path: '/', image: DEFAULT_OG_IMAGE, type: 'website' };
    }
  }

  /** The whole document for a rendered page (or none): head tags, the page, its answers, deferred scripts. */
  async function assemble(indexHtml: string, head: ShareHead, page: RenderedPage | undefined): Promise<string> {
    let tags = headTags(head, appUrl, { jsonLd: publicContent });
    if (head.notFound) tags = `${notFoundMeta(head.notFound)}\n    ${tags}`;
    if (publicContent) tags = `${PUBLIC_CONTENT_META}\n    ${tags}`;
    if (page) tags = `${tags}\n    ${initialQueries(page.queries)}`;
    let html = renderDocument(indexHtml, tags, page?.html);
    if (page) {
      if (page.language !== 'en') html = html.replace('<html lang="en">', `<html lang="${page.language}">`);
      html = deferAppScripts(html);
    }
    return html;
  }

  /**
   * This visitor's document: the page at its URL (or, `notFound`, the app's not-found page rendered at
   * `notFound.at`), kept for all members or for all visitors without a session under `cacheKey`.
   */
  async function documentFor(
    indexHtml: string,
    request: FastifyRequest,
    head: ShareHead,
    language: PageLanguage,
    cacheKey: string,
    notFound?: { at: string; kind: NotFoundKind },
  ): Promise<Awaited<ReturnType<RenderDocument>>> {
    const pathname = notFound?.at ?? request.url.split('?')[0] ?? '/';
    const anonymous = !hasSessionCookie(request);
    const hit = anonymous ? cache?.get(cacheKey) : undefined;
    if (anonymous && cache) options.onLookup?.(hit !== undefined);
    if (hit !== undefined) return { html: [hit.body], etag: hit.etag, personal: false };
    const rendered = notFound !== undefined || isRenderedPath(pathname);
    // A member: the page kept for all members, with what is theirs put in (decision 019).
    if (!anonymous && options.members && rendered) {
      const viewer = await options.members.viewerOf(request);
      if (viewer) {
        try {
          const document = await options.members.documents.documentFor(
            request,
            viewer,
            language,
            (page) => assemble(indexHtml, head, page),
            notFound,
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
      if (rendered) page = await options.renderPage?.(notFound?.at ?? request.url, request, language, notFound?.kind);
    } catch (error) {
      logger.error({ err: error, pathname }, 'server rendering of a page failed');
    }
    const html = await assemble(indexHtml, head, page);
    const personal = page?.personal ?? false;
    if (!anonymous || personal || !cache) return { html, personal };
    const body = Buffer.from(html);
    const etag = `W/"a${createHash('sha1').update(body).digest('base64url')}"`;
    cache.set(cacheKey, { body, etag });
    void compressKept([body]);
    return { html: [body], etag, personal };
  }

  return async (indexHtml, pathname, request) => {
    // The language the app shows this visitor (its cookie), so the app takes the HTML over as it is.
    const language = languageInCookies(request.headers.cookie ?? '') ?? 'en';
    // Looked up first (kept, and forgotten at a change): content unpublished since is not served.
    const head = await headFor(pathname);
    if (head.status === undefined || head.notFound === undefined) {
      return documentFor(indexHtml, request, head, language, `${language} ${request.url}`);
    }
    // No content here: the not-found page, one document per kind for every such URL (keys apart from URLs').
    const kind = head.notFound;
    const document = await documentFor(indexHtml, request, head, language, `${language} not-found ${kind}`, {
      at: NOT_FOUND_RENDER_PATH,
      kind,
    });
    return { ...document, status: head.status };
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
