import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { MockTestHistoryItem } from '@jobportal/shared';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMockTestHistory } from '../api/mock-tests-api.ts';
import { formatScore, mockTestPaths } from '../lib/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';

const when = (iso: string) => formatDateTime(iso);

/** My attempts grouped by test, each test with its score trend (oldest to newest). */
export function TestHistory() {
  const { t } = useTranslation('mockTests');
  const history = useMockTestHistory();
  if (history.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (history.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{t('history.loadFailed')}</AlertDescription>
      </Alert>
    );
  }
  if (history.data.items.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600"
        data-testid="empty-state"
      >
        {t('history.empty')}
      </p>
    );
  }
  const byTest = new Map<string, MockTestHistoryItem[]>();
  for (const item of history.data.items) byTest.set(item.testSlug, [...(byTest.get(item.testSlug) ?? []), item]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="mock-test-history">
      {[...byTest].map(([slug, items]) => (
        <Card key={slug} data-testid="history-test" data-slug={slug}>
          <CardHeader>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{items[0]!.exam}</p>
            <CardTitle>{items[0]!.testTitle}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ScoreTrend items={[...items].reverse()} />
            <ul className="grid gap-2">
              {items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
                  data-testid="history-attempt"
                >
                  <div>
                    <p className="font-medium text-slate-900">
                      {t('history.attempt', { number: item.attemptNumber })} ·{' '}
                      <span className={item.ranked ? 'text-brand-700' : 'text-slate-600'}>
                        {item.ranked ? t('history.ranked') : t('history.practice')}
                      </span>
                    </p>
                    <p className="text-slate-600">{when(item.submittedAt ?? item.startedAt)}</p>
                  </div>
                  {item.status === 'submitted' && item.score !== null ? (
                    <div className="flex items-center gap-3">
                      <span className="font-semibold tabular-nums" data-testid="history-score">
                        {t('history.score', { score: formatScore(item.score), max: formatScore(item.maxScore) })}
                      </span>
                      <Button asChild size="sm" variant="outline">
                        <Link to={mockTestPaths.result(item.id)}>{t('history.open')}</Link>
                      </Button>
                    </div>
                  ) : (
                    <Button asChild size="sm">
                      <Link to={mockTestPaths.attempt(item.id)}>{t('history.resume')}</Link>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** A small line of scores as a share of the maximum, oldest first. */
function ScoreTrend({ items }: { items: MockTestHistoryItem[] }) {
  const { t } = useTranslation('mockTests');
  const points = items
    .filter((item) => item.score !== null)
    .map((item) => Math.max(0, Math.min(1, (item.score ?? 0) / (item.maxScore || 1))));
  if (points.length < 2) return null;
  const width = 300;
  const height = 60;
  const step = width / (points.length - 1);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${(height - p * height).toFixed(1)}`)
    .join(' ');
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs text-slate-600">{t('history.trend')}</figcaption>
      <svg
        viewBox={`-4 -4 ${width + 8} ${height + 8}`}
        className="h-16 w-full max-w-md"
        role="img"
        aria-label={`${t('history.trend')}: ${items
          .filter((item) => item.score !== null)
          .map((item) => formatScore(item.score ?? 0))
          .join(', ')}`}
        data-testid="score-trend"
      >
        <line x1="0" y1={height} x2={width} y2={height} className="stroke-slate-200" strokeWidth="1" />
        <path d={path} fill="none" className="stroke-brand-600" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <circle key={i} cx={i * step} cy={height - p * height} r="3.5" className="fill-brand-600" />
        ))}
      </svg>
    </figure>
  );
}
