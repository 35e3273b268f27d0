import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STORIES_PER_PAGE, storiesQuery, TARGET_EXAMS } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useStories } from '../api/get-stories.ts';
import { StoryCard } from './story-card.tsx';

/** `/stories`: published stories, newest first; the exam search and page live in the URL (`?q=&page=`). */
export function StoriesBrowser() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsed = storiesQuery.safeParse(Object.fromEntries(params));
  const filters = parsed.success ? parsed.data : storiesQuery.parse({});
  const stories = useStories({ q: filters.q, page: filters.page });
  const [text, setText] = useState(filters.q ?? '');

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
    if ('page' in changes) window.scrollTo({ top: 0 });
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ q: text.trim() || undefined });
  }

  const clamping = usePageInRange(filters.page, stories.data);
  const total = stories.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (stories.data?.perPage ?? STORIES_PER_PAGE)));

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <Label htmlFor="stories-search" className="sr-only">
          {t('stories.searchLabel')}
        </Label>
        <Input
          id="stories-search"
          type="search"
          list="stories-exams"
          value={text}
          maxLength={80}
          autoComplete="off"
          placeholder={t('stories.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <datalist id="stories-exams">
          {TARGET_EXAMS.map((exam) => (
            <option key={exam.slug} value={exam.label} />
          ))}
        </datalist>
        <Button type="submit" aria-label={t('stories.search')}>
          <Search />
          <span className="hidden sm:inline">{t('stories.search')}</span>
        </Button>
      </form>

      {stories.isPending || clamping ? <Spinner /> : null}
      {stories.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{t('stories.loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void stories.refetch()}>
            {t('stories.retry')}
          </Button>
        </div>
      ) : null}
      {stories.data && !clamping ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('stories.results', { count: total })}
          </p>
          {stories.data.items.length === 0 ? (
            <p
              data-testid="empty-state"
              className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
            >
              {filters.q ? t('stories.empty') : t('stories.emptyAll')}
            </p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={stories.isPlaceholderData}>
              {stories.data.items.map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label={t('stories.pagination')} className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                disabled={filters.page <= 1}
                onClick={() => update({ page: filters.page > 2 ? String(filters.page - 1) : undefined })}
              >
                {t('stories.previous')}
              </Button>
              <span className="text-sm text-slate-600">{t('stories.pageOf', { page: filters.page, pages })}</span>
              <Button
                variant="outline"
                disabled={filters.page >= pages}
                onClick={() => update({ page: String(filters.page + 1) })}
              >
                {t('stories.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
