import { SITE_NAME } from '@jobportal/shared';
import { useLayoutEffect } from 'react';
import { useHydrated } from '../../lib/page-lifecycle.ts';

export type PageHeadProps = {
  title: string;
  description: string;
  keywords?: string;
  /** Path of the canonical URL; defaults to the current path without the query. */
  path?: string;
  /** Structured data; a function of the site's origin when it names a URL (known in the browser only). */
  jsonLd?: Record<string, unknown> | ((origin: string) => Record<string, unknown>);
  type?: 'website' | 'article';
  /** A page with no content (not found): asks not to be indexed, and names no canonical URL. */
  noindex?: boolean;
};

/** The full page title: the site name is appended (spec §2, §9). */
export const pageTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

/**
 * The server's head tags (title, description, Open Graph: for link previews and crawlers) stay until
 * the page's own are in the document, then give way to them so none is doubled: the tab never reads
 * an empty title while the app starts.
 */
function dropServerHead() {
  for (const tag of document.head.querySelectorAll('[data-server-head]')) tag.remove();
}

/**
 * Whether the server's head tags already say what this page would (same title, description and
 * canonical URL): then they stay as they are. Taking out a dozen tags to put the same ones back costs a
 * phone a forced render and a link element's fetch set-up at the app's start (decision 030); the page's
 * own tags come in when something differs (another page, another language).
 */
function serverHeadSays(title: string, description: string, canonical: string | undefined): boolean {
  const serverTitle = serverHeadTag('title');
  return (
    serverTitle !== null &&
    serverTitle.textContent === title &&
    serverHeadTag('meta[name="description"]')?.getAttribute('content') === description &&
    (serverHeadTag('link[rel="canonical"]')?.getAttribute('href') ?? undefined) === canonical
  );
}

/** The server's tag of that kind in the head, if it is still there. */
const serverHeadTag = (selector: string) => document.head.querySelector(`${selector}[data-server-head]`);

/**
 * Title, description, keywords, Open Graph, canonical link and JSON-LD for the current page.
 * React 19 hoists `<title>`, `<meta>` and `<link>` into the document head.
 */
export function PageHead({ title, description, keywords, path, jsonLd, type = 'website', noindex }: PageHeadProps) {
  // On the server and while hydrating its HTML, nothing: the server writes the document's head itself
  // (share-head.ts); the browser's own tags follow in the next render, unless the server's say the same.
  const hydrated = useHydrated();
  const url = hydrated ? `${window.location.origin}${path ?? window.location.pathname}` : '';
  const full = pageTitle(title);
  const serverSays = hydrated && serverHeadSays(full, description, noindex ? undefined : url);
  const ownTags = hydrated && !serverSays;
  useLayoutEffect(() => {
    if (ownTags) dropServerHead();
  }, [ownTags]);
  if (!hydrated) return null;
  const structuredData = jsonLd ? (
    <script type="application/ld+json">
      {JSON.stringify(typeof jsonLd === 'function' ? jsonLd(window.location.origin) : jsonLd)}
    </script>
  ) : null;
  if (serverSays) {
    // Only what the server's head leaves out (it writes no keywords, and structured data for a
    // public job page only).
    return (
      <>
        {keywords && !serverHeadTag('meta[name="keywords"]') ? <meta name="keywords" content={keywords} /> : null}
        {serverHeadTag('script[type="application/ld+json"]') ? null : structuredData}
      </>
    );
  }
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {noindex ? <meta name="robots" content="noindex" /> : <meta property="og:url" content={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      {noindex ? null : <link rel="canonical" href={url} />}
      {structuredData}
    </>
  );
}
