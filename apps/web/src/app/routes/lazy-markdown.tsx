import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';

// The same lazily loaded renderer as /page/{slug}: raw HTML skipped, only http(s), mailto and local links.
const Markdown = lazy(() => import('../../features/pages/components/markdown.tsx'));

/** Markdown rendered safely; react-markdown loads only when a page first needs it. */
export function renderMarkdown(source: string) {
  return (
    <Suspense fallback={<Spinner />}>
      <Markdown source={source} />
    </Suspense>
  );
}
