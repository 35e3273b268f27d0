import { createContext, use } from 'react';
import { SITE_NAME } from '@jobportal/shared';

/** True while the server renders a page (entry-server.tsx): it writes the document's head itself. */
export const ServerRenderedContext = createContext(false);

export type PageHeadProps = {
  title: string;
  description: string;
  keywords?: string;
  /** Path of the canonical URL; defaults to the current path without the query. */
  path?: string;
  jsonLd?: Record<string, unknown>;
  type?: 'website' | 'article';
};

/** The full page title: the site name is appended (spec §2, §9). */
export const pageTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

/**
 * Title, description, keywords, Open Graph, canonical link and JSON-LD for the current page.
 * React 19 hoists `<title>`, `<meta>` and `<link>` into the document head.
 */
export function PageHead({ title, description, keywords, path, jsonLd, type = 'website' }: PageHeadProps) {
  // Rendered on the server (entry-server.tsx): the server writes the head itself (share-head.ts).
  if (use(ServerRenderedContext)) return null;
  const url = `${window.location.origin}${path ?? window.location.pathname}`;
  const full = pageTitle(title);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <link rel="canonical" href={url} />
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd)}</script> : null}
    </>
  );
}
