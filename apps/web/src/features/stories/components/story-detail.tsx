import '../../../locales/en-people-register.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { SITE_NAME, STATES, type Story } from '@jobportal/shared';
import { Avatar } from '../../../components/avatar.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';

/** Schema.org Article for a published story: the author's name only when they agreed to show it. */
export function storyJsonLd(story: Story, origin: string): Record<string, unknown> {
  const url = `${origin}/stories/${story.slug}`;
  const site = { '@type': 'Organization', name: SITE_NAME, url: origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.title.slice(0, 110),
    ...(story.publishedAt ? { datePublished: story.publishedAt } : {}),
    author: story.author ? { '@type': 'Person', name: story.author.name } : site,
    ...(story.photoUrl ? { image: [new URL(story.photoUrl, origin).href] } : {}),
    publisher: site,
    mainEntityOfPage: url,
    url,
    about: `${story.exam} ${story.year}`,
  };
}

export type StoryDetailProps = {
  story: Story;
  /** Renders Markdown safely (raw HTML skipped); the app passes its lazy Markdown renderer. */
  renderMarkdown: (source: string) => ReactNode;
};

/** One success story: facts, photo, the Markdown body, tips, author or "Anonymous", share. */
export function StoryDetail({ story, renderMarkdown }: StoryDetailProps) {
  const { t } = useTranslation();
  const { labelOf } = useOptionLabels();
  const state = story.state ? labelOf(STATES, story.state) : null;
  return (
    <article className="mx-auto grid max-w-3xl gap-5" data-testid="story-detail">
      {story.status === 'pending' ? (
        <Alert data-testid="story-status-banner" className="border-amber-300 bg-amber-50 text-amber-900">
          <AlertTitle>{t('stories.status.pending')}</AlertTitle>
          <AlertDescription>{t('stories.detail.pendingHelp')}</AlertDescription>
        </Alert>
      ) : null}
      {story.status === 'rejected' ? (
        <Alert variant="destructive" data-testid="story-status-banner">
          <AlertTitle>
            {story.rejectionReason
              ? t('stories.status.rejected', { reason: story.rejectionReason })
              : t('stories.status.rejectedNoReason')}
          </AlertTitle>
          <AlertDescription>{t('stories.detail.rejectedHelp')}</AlertDescription>
        </Alert>
      ) : null}

      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {story.exam} {story.year}
        </p>
        <h1 className="text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{story.title}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          {story.author ? (
            <Link
              to={`/profile/${story.author.id}`}
              className="inline-flex items-center gap-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              <Avatar id={story.author.id} name={story.author.name} src={story.author.avatarThumbUrl} size="sm" />
              {story.author.name}
            </Link>
          ) : (
            <span className="font-medium text-slate-900">{t('stories.anonymous')}</span>
          )}
          <span>
            {story.publishedAt
              ? t('stories.detail.publishedOn', { date: formatDate(story.publishedAt) })
              : t('stories.detail.submittedOn', { date: formatDate(story.createdAt) })}
          </span>
          {story.status === 'published' ? (
            <ShareButton className="ml-auto" title={story.title} path={`/stories/${story.slug}`} />
          ) : null}
        </div>
      </header>

      {story.photoUrl ? (
        <img
          src={story.photoUrl}
          alt={t('stories.photoOf', { title: story.title })}
          width={1200}
          height={675}
          decoding="async"
          className="h-auto max-h-[28rem] w-full rounded-xl bg-slate-100 object-cover"
        />
      ) : null}

      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t('stories.detail.exam')}</dt>
          <dd className="font-medium">{story.exam}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('stories.detail.year')}</dt>
          <dd className="font-medium">{story.year}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-slate-500">{t('stories.detail.post')}</dt>
          <dd className="font-medium">{story.post}</dd>
        </div>
        {state ? (
          <div>
            <dt className="text-slate-500">{t('stories.detail.state')}</dt>
            <dd className="font-medium">{state}</dd>
          </div>
        ) : null}
      </dl>

      <div data-testid="story-body">{renderMarkdown(story.body)}</div>

      {story.tips ? (
        <section className="rounded-xl border border-brand-100 bg-brand-50 p-4">
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('stories.detail.tips')}</h2>
          <p className="whitespace-pre-line text-slate-800">{story.tips}</p>
        </section>
      ) : null}

      <Link className="text-brand-700 underline" to="/stories">
        {t('stories.detail.backToStories')}
      </Link>
    </article>
  );
}
