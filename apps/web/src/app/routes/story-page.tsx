import '../../locales/en-people-register.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useParams } from 'react-router';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useStory } from '../../features/stories/api/get-story.ts';
import { StoryDetail, storyJsonLd } from '../../features/stories/components/story-detail.tsx';
import { namesNothing } from '../../lib/api-client.ts';
import { PageHead } from '../layout/page-head.tsx';
import { renderMarkdown } from '../../components/lazy-markdown.tsx';

/** `/stories/{slug}`: one story; Article structured data once it is published. */
export function StoryPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const story = useStory(slug);
  if (story.isPending) return <Spinner />;
  if (story.isError) {
    const missing = namesNothing(story.error);
    return (
      <>
        <PageHead title={t('stories.detail.notFoundTitle')} description={t('stories.detail.notFound')} />
        <NotFoundState
          title={missing ? t('stories.detail.notFoundTitle') : t('common.error')}
          text={missing ? t('stories.detail.notFound') : t('stories.loadFailed')}
          backTo="/stories"
          backLabel={t('stories.detail.backToStories')}
        />
        {missing ? null : (
          <div className="flex justify-center">
            <Button variant="outline" size="sm" onClick={() => void story.refetch()}>
              {t('stories.retry')}
            </Button>
          </div>
        )}
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
        jsonLd={published ? (origin) => storyJsonLd(data, origin) : undefined}
      />
      <StoryDetail story={data} renderMarkdown={renderMarkdown} />
    </>
  );
}
