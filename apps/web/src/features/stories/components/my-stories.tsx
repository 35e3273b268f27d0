import '../../../locales/en-people-register.ts';
import { PenLine } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMyStories } from '../api/my-stories.ts';
import { StoryStatusBadge } from './story-status.tsx';
import { formatDate } from '../../../lib/format.ts';

/** "My stories" on the owner's profile: each story with its review status, linking to the story. */
export function MyStories() {
  const { t } = useTranslation();
  const mine = useMyStories();
  return (
    <Card id="my-stories" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{t('stories.mine.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {mine.isPending ? <Spinner /> : null}
        {mine.isError ? (
          <div role="alert" className="text-sm text-red-700">
            <p>{t('stories.mine.loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void mine.refetch()}>
              {t('stories.retry')}
            </Button>
          </div>
        ) : null}
        {mine.data && mine.data.items.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="my-stories-empty">
            {t('stories.mine.empty')}
          </p>
        ) : null}
        {mine.data && mine.data.items.length > 0 ? (
          <ul className="grid gap-2" data-testid="my-stories">
            {mine.data.items.map((story) => (
              <li key={story.id} className="grid gap-1 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <StoryStatusBadge story={story} />
                  <span className="text-xs text-slate-500">{formatDate(story.publishedAt ?? story.createdAt)}</span>
                </div>
                <Link
                  to={`/stories/${story.slug}`}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {story.title}
                </Link>
                <p className="text-xs text-slate-600">
                  {story.exam} {story.year} · {story.post}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/submit-story">
            <PenLine />
            {t('stories.mine.write')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
