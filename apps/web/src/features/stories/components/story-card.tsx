import '../../../locales/en-people-register.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { StoryCard as StoryCardData } from '@jobportal/shared';
import { formatDate } from '../../../lib/format.ts';

/** "SSC CGL 2025 · Assistant Section Officer". */
export const storyFacts = (story: Pick<StoryCardData, 'exam' | 'year' | 'post'>) =>
  `${story.exam} ${story.year} · ${story.post}`;

/** A published story in the list: photo (lazy), title, exam and year, post, author or "Anonymous", excerpt. */
export function StoryCard({ story }: { story: StoryCardData }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="story-card"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {story.photoUrl ? (
        <img
          src={story.photoUrl}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="grid gap-1.5 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {story.exam} {story.year}
        </p>
        <h2 className="text-base leading-snug font-semibold text-slate-900">
          <Link to={`/stories/${story.slug}`} className="hover:text-brand-700 hover:underline">
            {story.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">{story.post}</p>
        <p className="text-sm text-slate-600">
          {story.author ? t('stories.by', { name: story.author.name }) : t('stories.anonymous')}
          {story.publishedAt ? <span className="text-slate-500"> · {formatDate(story.publishedAt)}</span> : null}
        </p>
        <p className="line-clamp-3 text-sm text-slate-600">{story.excerpt}</p>
      </div>
    </article>
  );
}
