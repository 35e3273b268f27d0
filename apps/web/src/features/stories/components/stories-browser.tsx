import '../../../locales/en-people-register.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { STORIES_PER_PAGE, storiesQuery, TARGET_EXAMS } from '@jobportal/shared';
import { FilterBar, ListSearch } from '../../../components/list/filter-bar.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states.tsx';
import { Pagination } from '../../../components/list/pagination.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useStories } from '../api/get-stories.ts';
import { StoryCard } from './story-card.tsx';

/** `/stories`: published stories, newest first; the exam search and page live in the URL (`?q=&page=`). */
export function StoriesBrowser() {
  const { t } = useTranslation();
  const { label } = useOptionLabels();
  const { params, update } = useListParams({ scrollOnPage: true });
  const parsed = storiesQuery.safeParse(Object.fromEntries(params));
  const filters = parsed.success ? parsed.data : storiesQuery.parse({});
  const stories = useStories({ q: filters.q, page: filters.page });
  const [text, setText] = useState(filters.q ?? '');

  const clamping = usePageInRange(filters.page, stories.data);
  const total = stories.data?.total ?? 0;

  return (
    <div className="grid gap-4">
      <FilterBar
        search={
          <ListSearch
            id="stories-search"
            label={t('stories.searchLabel')}
            placeholder={t('stories.searchPlaceholder')}
            buttonLabel={t('stories.search')}
            list="stories-exams"
            maxLength={80}
            autoComplete="off"
            value={text}
            onValueChange={setText}
            onSearch={(q) => update({ q })}
          >
            <datalist id="stories-exams">
              {TARGET_EXAMS.map((exam) => (
                <option key={exam.slug} value={exam.en} label={label(exam)} />
              ))}
            </datalist>
          </ListSearch>
        }
      />

      {stories.isPending || clamping ? <ListLoading /> : null}
      {stories.isError ? <ListError title={t('stories.loadFailed')} onRetry={() => void stories.refetch()} /> : null}
      {stories.data && !clamping ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('stories.results', { count: total })}
          </p>
          {stories.data.items.length === 0 ? (
            <ListEmpty text={filters.q ? t('stories.empty') : t('stories.emptyAll')} />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={stories.isPlaceholderData}>
              {stories.data.items.map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </div>
          )}
          <Pagination
            page={filters.page}
            perPage={stories.data.perPage ?? STORIES_PER_PAGE}
            total={total}
            label={t('stories.pagination')}
            onPage={(page) => update({ page: String(page) })}
          />
        </>
      ) : null}
    </div>
  );
}
