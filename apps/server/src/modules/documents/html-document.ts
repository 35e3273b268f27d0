import {
  INITIAL_QUERIES_ELEMENT_ID,
  jobPostingJsonLd,
  NOT_FOUND_META_NAME,
  SITE_NAME,
  type InitialQuery,
  type NotFoundKind,
} from '@jobportal/shared';
import { escapeHtml } from '../../lib/html.ts';
import type { ShareHead } from '../share/index.ts';

/**
 * JSON text made safe inside `<script>` (`<`, U+2028 and U+2029 escaped): no `</script>` or `<!--` can
 * close it early. Still valid JSON with the same value, so the same text may also answer the API.
 */
export const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A value as JSON inside `<script>`. */
export const scriptJson = (value: unknown) => scriptSafeJson(JSON.stringify(value));

/** Marks the server's head tags; the web app removes them once it writes its own (page-head.tsx). */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/**
 * `<title>`, description, canonical, Open Graph and Twitter card tags (and JobPosting JSON-LD for a
 * public job page), every value escaped. A head without a path (not-found content) has no canonical
 * and no og:url.
 */
export function headTags(head: ShareHead, appUrl: string, options: { jsonLd: boolean }): string {
  const mark = SERVER_HEAD_ATTRIBUTE;
  const url = head.path === undefined ? undefined : `${appUrl}${head.path}`;
  const image = `${appUrl}${head.image}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${mark} ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title ${mark}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(url === undefined ? [] : [`<link ${mark} rel="canonical" href="${escapeHtml(url)}" />`]),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    ...(url === undefined ? [] : [meta('property', 'og:url', url)]),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (options.jsonLd && url !== undefined && head.job && !head.job.expired) {
    tags.push(`<script ${mark} type="application/ld+json">${scriptJson(jobPostingJsonLd(head.job, url))}</script>`);
  }
  return tags.join('\n    ');
}

/** index.html with the head tags before `</head>` and, when given, content in the empty root. */
export function renderDocument(indexHtml: string, head: string, root?: string): string {
  // Replacer functions: content may hold `$&` and the like, which a replacement string would expand.
  let html = indexHtml.replace('</head>', () => `  ${head}\n  </head>`);
  if (root) html = html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  return html;
}

/** Tells the web app that the document's URL has no page (and what it would have been): it shows its not-found page. */
export const notFoundMeta = (kind: NotFoundKind) => `<meta name="${NOT_FOUND_META_NAME}" content="${kind}" />`;

/** Tells the web app, before any request, that content is public (`PUBLIC_CONTENT=true`). */
export const PUBLIC_CONTENT_META = '<meta name="jobportal:public-content" content="true" />';

/**
 * The answers a server-rendered list was rendered from, for the web app's query cache
 * (`lib/initial-queries.ts`), so its first render shows the same items. JSON, not a script that runs.
 */
export const initialQueries = (queries: InitialQuery[]) =>
  `<script type="application/json" id="${INITIAL_QUERIES_ELEMENT_ID}">${scriptJson(queries)}</script>`;
