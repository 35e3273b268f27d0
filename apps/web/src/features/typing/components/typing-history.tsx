import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { TypingAttemptSummary } from '@jobportal/shared';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTypingHistory } from '../api/typing-api.ts';
import { formatDateTime } from '../../../lib/format.ts';

const when = (iso: string) => formatDateTime(iso);

/** My attempts, newest first, with the personal best per preset (and language). Each links to its result. */
export function TypingHistory({ resultPath }: { resultPath: (id: string) => string }) {
  const { t } = useTranslation('typing');
  const [page, setPage] = useState(1);
  const history = useTypingHistory(page);

  return (
    <Card id="typing-history">
      <CardHeader>
        <CardTitle>{t('history.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {history.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : history.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{t('history.loadFailed')}</AlertDescription>
          </Alert>
        ) : history.data.total === 0 ? (
          <p className="text-sm text-slate-600" data-testid="typing-history-empty">
            {t('history.empty')}
          </p>
        ) : (
          <>
            <section aria-labelledby="typing-bests">
              <h3 id="typing-bests" className="mb-2 flex items-center gap-2 text-base font-semibold">
                <Trophy className="size-4 text-amber-600" aria-hidden="true" />
                {t('history.bests')}
              </h3>
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="typing-bests">
                {history.data.bests.map((best) => (
                  <li key={`${best.family}/${best.language}`}>
                    <Link
                      to={resultPath(best.best.id)}
                      className="grid gap-0.5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm hover:border-amber-400"
                    >
                      <span className="font-medium text-slate-900">
                        {best.exam} · {t(`setup.languages.${best.language}`)}
                      </span>
                      <span className="text-slate-800">
                        {t('history.bestLine', { net: best.best.netWpm, accuracy: best.best.accuracy })}
                      </span>
                      <span className="text-xs text-slate-600">
                        {t('history.attempts', { count: best.attempts })} · {when(best.best.submittedAt)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>

            <ul className="grid gap-2" data-testid="typing-history">
              {history.data.items.map((item) => (
                <HistoryRow key={item.id} item={item} to={resultPath(item.id)} />
              ))}
            </ul>

            {history.data.total > history.data.perPage ? (
              <nav className="flex items-center justify-between gap-2" aria-label={t('history.heading')}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage((value) => value - 1)}
                >
                  {t('history.previous')}
                </Button>
                <span className="text-sm text-slate-600">
                  {t('history.pageOf', {
                    page,
                    pages: Math.ceil(history.data.total / history.data.perPage),
                  })}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={page * history.data.perPage >= history.data.total}
                  onClick={() => setPage((value) => value + 1)}
                >
                  {t('history.next')}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryRow({ item, to }: { item: TypingAttemptSummary; to: string }) {
  const { t } = useTranslation('typing');
  return (
    <li>
      <Link
        to={to}
        className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 rounded-lg border border-slate-200 bg-white p-3 text-sm hover:border-brand-600"
        aria-label={`${t('history.open')}: ${item.ruleSet.exam}, ${when(item.submittedAt)}`}
      >
        <span className="truncate font-medium text-slate-900">
          {item.ruleSet.exam} · {t(`setup.modes.${item.mode}`)}
        </span>
        <span
          className={cn(
            'row-span-2 rounded-md px-2 py-1 text-xs font-semibold',
            item.passed === null
              ? 'bg-slate-100 text-slate-700'
              : item.passed
                ? 'bg-green-100 text-green-800'
                : 'bg-red-100 text-red-800',
          )}
        >
          {item.passed === null ? '—' : item.passed ? t('result.passed') : t('result.failed')}
        </span>
        <span className="text-slate-600 tabular-nums">
          {t('history.speedLine', {
            net: item.netWpm,
            gross: item.grossWpm,
            accuracy: item.accuracy,
            errors: item.errorPercent.toFixed(2),
          })}
        </span>
        <span className="col-span-2 truncate text-xs text-slate-500">
          {when(item.submittedAt)} · <span lang={item.language}>{item.passage.title}</span>
        </span>
      </Link>
    </li>
  );
}
