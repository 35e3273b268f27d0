import { lazy } from 'react';
import { KeptServerHtml } from './kept-server-html.tsx';
import { Spinner } from './ui/spinner.tsx';

// One renderer for every Markdown field (raw HTML skipped, only http(s), mailto and local links);
// react-markdown (48 KiB of gzip) loads only when a page first has to draw Markdown itself.
const Markdown = lazy(() => import('./markdown.tsx'));

/**
 * Markdown rendered safely, loaded lazily. What the server rendered into the page's HTML (decision
 * 018) is adopted as it is while the app hydrates, so a phone opening a job from a link never
 * downloads the Markdown renderer only to draw the same paragraphs again (decision 020); the
 * renderer loads when the app draws Markdown itself (another page opened in the app, a changed text).
 */
export function LazyMarkdown({ source }: { source: string }) {
  return (
    <KeptServerHtml version={source} attributes={MARKDOWN} fallback={<Spinner />}>
      <Markdown source={source} />
    </KeptServerHtml>
  );
}

const MARKDOWN = { 'data-markdown': '' };

/** The same, as a render function for features that take one (stories, admin previews). */
export function renderMarkdown(source: string) {
  return <LazyMarkdown source={source} />;
}
