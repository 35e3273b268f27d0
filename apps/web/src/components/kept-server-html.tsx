import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/page-lifecycle.ts';

/** The server's own rendering is kept as it is: React neither checks nor touches what is inside. */
const KEEP_SERVER_HTML = { __html: '' };

const serverHtmlInPage = () =>
  typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes() === true;

/**
 * A part of a server-rendered page whose code is a chunk of its own: while the app hydrates, the HTML
 * the server rendered for it (decision 018) is adopted as it is, so a phone opening the page from a link
 * never downloads that code only to draw the same thing again (decision 020); the chunk loads when
 * the app draws the part itself (another page opened in the app, or `version` changed since: other
 * content). The wrapper element is the same on the server and in the browser, with `attributes`.
 */
export function KeptServerHtml({
  version,
  attributes,
  fallback = null,
  children,
}: {
  /** What the content is (the source text, a slug): the server's HTML is kept only for this one. */
  version: string;
  attributes?: Record<`data-${string}`, string>;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  // Decided once, at mount: in the browser, a first render that adopts the server's HTML (the app's
  // root holds it while the app hydrates; never while a server renders).
  const [adopted, setAdopted] = useState(() => (!hydrated && serverHtmlInPage() ? version : null));
  const kept = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The server left it to the browser (its render gave up waiting for the chunk): draw it here.
    const html = kept.current?.innerHTML;
    if (html !== undefined && (html.trim() === '' || html.includes('<!--$!-->'))) setAdopted(null);
  }, []);
  if (adopted !== null && adopted === version) {
    return <div ref={kept} {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  }
  return (
    <div {...attributes}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </div>
  );
}
