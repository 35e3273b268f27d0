import { lazy, Suspense } from 'react';
import { Spinner } from './ui/spinner.tsx';

// One renderer for every Markdown field (raw HTML skipped, only http(s), mailto and local links);
// react-markdown loads only when a page first needs it.
const Markdown = lazy(() => import('./markdown.tsx'));

/** Markdown rendered safely, loaded lazily. */
export function LazyMarkdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Markdown source={source} />
    </Suspense>
  );
}

/** The same, as a render function for features that take one (stories, admin previews). */
export function renderMarkdown(source: string) {
  return <LazyMarkdown source={source} />;
}
