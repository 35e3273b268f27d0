import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useStory } from '../../features/stories/api/get-story.ts';
import { StoryDetail, storyJsonLd } from '../../features/stories/components/story-detail.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { PageHead } from '../layout/page-head.tsx';
import { renderMarkdown } from '../../components/lazy-markdown.tsx';
import { EmptyState } from './section-page.tsx';

/** `/stories/{slug}`: one story; Article structured data once it is published. */
export function StoryPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const story = useStory(slug);
  if (story.isPending) return <Spinner />;
  if (story.isError) {
    const missing = story.error instanceof ApiRequestError && story.error.status === 404;
    return (
      <>
        <PageHead title={t('stories.detail.notFoundTitle')} description={t('stories.detail.notFound')} />
        <h1 className="text-2xl font-bold">{missing ? t('stories.detail.notFoundTitle') : t('common.error')}</h1>
        <EmptyState text={missing ? t('stories.detail.notFound') : t('stories.loadFailed')} />
        {missing ? null : (
          <Button variant="outline" size="sm" className="mt-4" onClick={() => void story.refetch()}>
            {t('stories.retry')}
          </Button>
        )}
        <Link className="mt-4 block text-brand-700 underline" to="/stories">
          {t('stories.detail.backToStories')}
        </Link>
      </>
    );
  }
  const data = story.data;
  const path = `/stories/${data.slug}`;
  const published = data.status === 'published';
  return (
    <>
      <PageHead
        title={data.title}
        description={`${data.exam} ${data.year}, ${data.post}: ${data.body
          .replace(/[#*_>`[\]()!-]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()}`.slice(0, 160)}
        keywords={`${data.exam}, success story, topper, ${data.post}`}
        path={path}
        type="article"
        jsonLd={published ? storyJsonLd(data, window.location.origin) : undefined}
      />
      <StoryDetail story={data} renderMarkdown={renderMarkdown} />
    </>
  );
}
