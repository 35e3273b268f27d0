import { useParams } from 'react-router';
import { LazyMarkdown } from '../../components/lazy-markdown.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useContentPage } from '../../features/pages/api/get-page.ts';
import { PageHead } from '../layout/page-head.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** `/page/{slug}`: an admin-authored Markdown page; unknown slugs get the not-found page. */
export function ContentPage() {
  const { slug = '' } = useParams();
  const page = useContentPage(slug);
  if (page.isPending) return <Spinner />;
  if (page.isError) return <NotFoundPage />;
  const description = page.data.body
    .replace(/[#*_>`[\]()-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
  return (
    <article className="mx-auto max-w-3xl">
      <PageHead title={page.data.title} description={description} path={`/page/${page.data.slug}`} type="article" />
      <LazyMarkdown source={page.data.body} />
    </article>
  );
}
