import { Clock, History, Languages, ListChecks, Search, Timer, Trophy } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { SECTORS, type MockTestSummary } from '@jobportal/shared';
import { NativeSelect } from '../../../components/form/form-field.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useMockTestCatalogue } from '../api/mock-tests-api.ts';
import { formatScore, mockTestPaths } from '../lib/paths.ts';
import { alternate, localized, useContentLanguage } from '../../../lib/localized.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';

/** The catalogue at `/tests`: tests grouped by sector, filtered by sector (`?sector=`) and search (`?q=`). */
export function TestCatalogue() {
  const { t } = useTranslation('mockTests');
  const { label } = useOptionLabels();
  const language = useContentLanguage();
  const [params, setParams] = useSearchParams();
  // The filters live in state, mirrored into the URL: two quick changes (a sector, then typing) must
  // both count, which a handler reading the URL of its last render would not guarantee.
  const [filters, setFilters] = useState(() => ({ sector: params.get('sector') ?? '', q: params.get('q') ?? '' }));
  const { sector, q } = filters;
  const deferredQ = useDeferredValue(q);
  const catalogue = useMockTestCatalogue({ sector, q: deferredQ });
  const sectorId = useId();
  const searchId = useId();

  useEffect(() => {
    const search = new URLSearchParams();
    if (sector) search.set('sector', sector);
    if (q) search.set('q', q);
    if (search.toString() !== params.toString()) setParams(search, { replace: true });
  }, [sector, q, params, setParams]);

  const update = (next: { sector?: string; q?: string }) => setFilters((current) => ({ ...current, ...next }));

  const groups = SECTORS.map((s) => ({
    sector: s,
    items: (catalogue.data?.items ?? []).filter((item) => item.sector === s.slug),
  })).filter((group) => group.items.length > 0);

  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <Label htmlFor={sectorId}>{t('catalogue.sector')}</Label>
          <NativeSelect id={sectorId} value={sector} onChange={(event) => update({ sector: event.target.value })}>
            <option value="">{t('catalogue.allSectors')}</option>
            {SECTORS.map((s) => (
              <option key={s.slug} value={s.slug}>
                {label(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={searchId}>{t('catalogue.search')}</Label>
          <div className="relative">
            <Search className="absolute top-3 left-3 size-4 text-slate-400" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder={t('catalogue.searchPlaceholder')}
              value={q}
              maxLength={100}
              onChange={(event) => update({ q: event.target.value })}
            />
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to={mockTestPaths.history}>
            <History aria-hidden="true" />
            {t('catalogue.history')}
          </Link>
        </Button>
      </div>

      {catalogue.isPending ? (
        <ListLoading />
      ) : catalogue.isError ? (
        <ListError title={t('catalogue.loadFailed')} onRetry={() => void catalogue.refetch()} />
      ) : groups.length === 0 ? (
        <ListEmpty text={t('catalogue.empty')} />
      ) : (
        groups.map((group) => (
          <section key={group.sector.slug} aria-labelledby={`sector-${group.sector.slug}`} className="grid gap-3">
            <h2 id={`sector-${group.sector.slug}`} className="text-lg font-semibold text-slate-900">
              {/* In Hindi the Hindi name alone; in English the Hindi one beside it, as the notices print it. */}
              {label(group.sector)}
              {language === 'en' ? (
                <span className="font-normal text-slate-500" lang="hi">
                  {' '}
                  · {group.sector.hi}
                </span>
              ) : null}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {group.items.map((item) => (
                <TestCard key={item.slug} test={item} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function TestCard({ test }: { test: MockTestSummary }) {
  const { t } = useTranslation('mockTests');
  const language = useContentLanguage();
  const title = localized(language, test.title, test.titleHi);
  const otherTitle = alternate(language, test.title, test.titleHi);
  const sectional = test.sections.some((section) => section.durationMinutes !== null);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="mock-test-card"
      data-slug={test.slug}
    >
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{test.exam}</p>
        <h3 lang={title.lang} className="text-base font-semibold text-slate-900">
          {title.text}
        </h3>
        {otherTitle ? (
          <p className="text-sm text-slate-600" lang={otherTitle.lang}>
            {otherTitle.text}
          </p>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1">
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          {t('catalogue.minutes', { count: test.durationMinutes })}
        </li>
        <li className="inline-flex items-center gap-1">
          <ListChecks className="size-4 text-slate-500" aria-hidden="true" />
          {t('catalogue.questions', { count: test.questionCount })} · {t('catalogue.marks', { marks: test.maxScore })}
        </li>
        <li>
          {test.negativeMarks > 0
            ? t('catalogue.negative', { marks: test.negativeMarksLabel })
            : t('catalogue.noNegative')}
        </li>
        <li className="inline-flex items-center gap-1">
          <Languages className="size-4 text-slate-500" aria-hidden="true" />
          {test.languages.map((language) => (language === 'hi' ? 'हिन्दी' : 'English')).join(', ')}
        </li>
        {sectional ? (
          <li className="inline-flex items-center gap-1">
            <Timer className="size-4 text-slate-500" aria-hidden="true" />
            {t('catalogue.sectionalTimers')}
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <div className="text-sm text-slate-600">
          <p>{t('catalogue.attempts', { count: test.attempts })}</p>
          {test.myBest !== null ? (
            <p className="inline-flex items-center gap-1 font-medium text-slate-900" data-testid="my-best">
              <Trophy className="size-4 text-amber-600" aria-hidden="true" />
              {t('catalogue.myBest', { score: formatScore(test.myBest), max: formatScore(test.maxScore) })}
            </p>
          ) : null}
        </div>
        {test.inProgressAttemptId ? (
          <Button asChild>
            <Link to={mockTestPaths.attempt(test.inProgressAttemptId)}>{t('catalogue.resume')}</Link>
          </Button>
        ) : (
          <Button asChild variant={test.myAttempts > 0 ? 'outline' : 'default'}>
            <Link to={mockTestPaths.test(test.slug)} aria-label={`${t('catalogue.start')}: ${test.title}`}>
              {test.myAttempts > 0 ? t('catalogue.retake') : t('catalogue.start')}
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
