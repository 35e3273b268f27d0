import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../lib/page-lifecycle.ts';
import { Spinner } from './ui/spinner.tsx';

// One renderer for every Markdown field (raw HTML skipped, only http(s), mailto and local links);
// react-markdown (48 KiB of gzip) loads only when a page first has to draw Markdown itself.
const Markdown = lazy(() => import('./markdown.tsx'));

/** The server's own rendering is kept as it is: React neither checks nor touches what is inside. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Markdown rendered safely, loaded lazily. What the server rendered into the page's HTML (decision
 * 018) is adopted as it is while the app hydrates, so a phone opening a job from a link never
 * downloads the Markdown renderer only to draw the same paragraphs again (issue #25, item 10); the
 * renderer loads when the app draws Markdown itself (another page opened in the app, a changed text).
 */
export function LazyMarkdown({ source }: { source: string }) {
  const hydrated = useHydrated();
  // Decided once, at mount: in the browser, a first render that adopts the server's HTML.
  const [adopted, setAdopted] = useState(() => (!hydrated && typeof document !== 'undefined' ? source : null));
  const kept = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The server left it to the browser (its render gave up waiting for the renderer): draw it here.
    const html = kept.current?.innerHTML;
    if (html !== undefined && (html.trim() === '' || html.includes('<!--$!-->'))) setAdopted(null);
  }, []);
  if (adopted !== null && adopted === source) {
    return <div ref={kept} data-markdown="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  }
  return (
    <div data-markdown="">
      <Suspense fallback={<Spinner />}>
        <Markdown source={source} />
      </Suspense>
    </div>
  );
}

/** The same, as a render function for features that take one (stories, admin previews). */
export function renderMarkdown(source: string) {
  return <LazyMarkdown source={source} />;
}
