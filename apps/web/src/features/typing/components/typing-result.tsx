import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  TYPING_MISTAKE_CLASSES,
  typingIndentStarts,
  typingParagraphStarts,
  type TypingResult,
} from '@jobportal/shared';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTypingResult } from '../api/typing-api.ts';
import { formatClock } from '../lib/typing-keys.ts';
import { MarkedPassage, MARK_STYLES } from './marked-passage.tsx';
import { RuleSummary } from './rule-summary.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

const number = (value: number) => formatNumber(value);

/** `/typing_test?attempt=…`: one result, loaded from the server (which scored it). */
export function TypingResultView({ id, onNewTest }: { id: string; onNewTest: () => void }) {
  const { t } = useTranslation('typing');
  const result = useTypingResult(id);
  if (result.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner label={t('result.loading')} />
      </div>
    );
  }
  if (result.isError) {
    return (
      <div className="grid gap-3">
        <Alert variant="destructive">
          <AlertDescription>{result.error.message || t('result.loadFailed')}</AlertDescription>
        </Alert>
        <div>
          <Button type="button" onClick={onNewTest}>
            <RotateCcw />
            {t('result.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  return <ResultDetails result={result.data} onNewTest={onNewTest} />;
}

export function ResultDetails({ result, onNewTest }: { result: TypingResult; onNewTest: () => void }) {
  const { t } = useTranslation('typing');
  const { summary, figures, verdict, ruleSet, passage } = result;
  const date = formatDateTime(summary.submittedAt);
  const language = t(`setup.languages.${summary.language}`);
  const languageLine =
    summary.layout === 'english' ? language : `${language} (${t(`setup.layouts.${summary.layout}`)})`;
  const categoryName = t(`result.category.${summary.category}`);

  return (
    <div className="grid gap-4" data-testid="typing-result">
      <Card>
        <CardHeader>
          <CardTitle>{t('result.heading')}</CardTitle>
          <p className="text-sm text-slate-600">
            {t('result.meta', { exam: ruleSet.exam, passage: passage.title, date })}
          </p>
          <p className="text-sm text-slate-600">
            {t('result.modeLine', {
              mode: t(`setup.modes.${summary.mode}`),
              language: languageLine,
              time: t('setup.minutes', { count: summary.allottedMs / 60_000 }),
            })}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Verdict result={result} categoryName={categoryName} />

          <section aria-labelledby="typing-figures">
            <h3 id="typing-figures" className="mb-2 text-base font-semibold">
              {t('result.figures')}
            </h3>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" data-testid="typing-figures">
              <Figure label={t('result.grossWpm')} testId="gross-wpm">
                {t('result.wpm', { value: number(figures.grossWpm) })}
              </Figure>
              <Figure label={t('result.netWpm')} testId="net-wpm" strong>
                {t('result.wpm', { value: number(figures.netWpm) })}
              </Figure>
              <Figure label={t('result.accuracy')} testId="accuracy">
                {t('result.percent', { value: number(figures.accuracy) })}
              </Figure>
              <Figure label={t('result.errorPercent')} testId="error-percent">
                {t('result.percent', { value: figures.errorPercent.toFixed(2) })}
              </Figure>
              <Figure label={t('result.kdph')} testId="kdph">
                {number(figures.grossKdph)} / {number(figures.netKdph)}
              </Figure>
              <Figure label={t('result.fullMistakes')} testId="full-mistakes">
                {figures.fullMistakes}
              </Figure>
              <Figure label={t('result.halfMistakes')} testId="half-mistakes">
                {figures.halfMistakes}
              </Figure>
              <Figure label={t('result.words')} testId="words">
                {t('result.wordsValue', { typed: figures.typedWords, total: figures.passageWords })}
              </Figure>
              <Figure label={t('result.keyDepressions')} testId="keystrokes">
                {t('result.keyDepressionsValue', {
                  count: figures.keystrokes,
                  perHour: number(figures.keystrokesPerHour ?? 0),
                })}
              </Figure>
              <Figure label={t('result.timeCounted')} testId="time-counted">
                {formatClock(figures.minutes * 60_000)}
              </Figure>
            </dl>
          </section>

          <section aria-labelledby="typing-by-class">
            <h3 id="typing-by-class" className="mb-2 text-base font-semibold">
              {t('result.byClass')}
            </h3>
            <table className="w-full max-w-md text-sm" data-testid="mistake-classes">
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  <th scope="col" className="py-1 font-medium">
                    {t('result.kind')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('result.count')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {TYPING_MISTAKE_CLASSES.map((kind) => (
                  <tr key={kind} className="border-b border-slate-100" data-kind={kind}>
                    <th scope="row" className="py-1 text-left font-normal">
                      <span className={cn('mr-2 inline-block size-3 rounded-sm align-middle', MARK_STYLES[kind])} />
                      {t(`kinds.${kind}`)}{' '}
                      <span className="text-xs text-slate-500">
                        ({t(`result.weight.${weightOf(ruleSet.weights, kind)}`)})
                      </span>
                    </th>
                    <td className="py-1 text-right tabular-nums">{figures.counts[kind]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>{t('result.passage')}</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {figures.fullMistakes + figures.halfMistakes === 0 ? (
            <p className="font-medium text-green-800">{t('result.noMistakes')}</p>
          ) : null}
          <MarkedPassage
            marks={result.marks}
            language={passage.language}
            paragraphStarts={typingParagraphStarts(passage.text)}
            indentStarts={typingIndentStarts(passage.text)}
          />
          <MistakeList result={result} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>{t('result.ruleSet')}</h3>
          </CardTitle>
          <p className="text-sm text-slate-600" data-testid="scored-by">
            {t('result.ruleSetLine', { exam: ruleSet.exam, id: ruleSet.id, version: ruleSet.version })}
            {ruleSet.noticeYear ? ` · ${t('result.noticeYear', { year: ruleSet.noticeYear })}` : ''}
          </p>
        </CardHeader>
        <CardContent className="grid gap-2">
          <RuleSummary ruleSet={ruleSet} mode={summary.mode} />
          <p className="text-xs text-slate-600">{t('result.weights')}</p>
          {verdict.allowedErrorPercent !== null ? (
            <p className="text-xs text-slate-600">
              {t('result.verdictErrors', {
                errors: figures.errorPercent.toFixed(2),
                allowed: verdict.allowedErrorPercent,
                category: categoryName,
              })}
            </p>
          ) : null}
        </CardContent>
      </Card>

      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onNewTest}>
          <RotateCcw />
          {t('result.tryAgain')}
        </Button>
      </div>
    </div>
  );
}

function Verdict({ result, categoryName }: { result: TypingResult; categoryName: string }) {
  const { t } = useTranslation('typing');
  const { verdict, figures } = result;
  if (verdict.passed === null) {
    return (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800" data-testid="typing-verdict">
        {t('result.noPassMark')}
      </p>
    );
  }
  const speed = verdict.requiredSpeed;
  return (
    <div
      data-testid="typing-verdict"
      className={cn(
        'grid gap-1 rounded-lg border px-3 py-2',
        verdict.passed ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900',
      )}
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        {verdict.passed ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
        {verdict.passed ? t('result.passed') : t('result.failed')}
      </p>
      {speed && verdict.measuredSpeed !== null ? (
        <p className="text-sm">
          {t('result.verdictSpeed', {
            measured: number(verdict.measuredSpeed),
            required: number(speed.value),
            unit: t(`rules.units.${speed.unit}`),
            basis: t(`rules.basis.${speed.basis}`),
          })}
        </p>
      ) : null}
      {verdict.allowedErrorPercent !== null ? (
        <p className="text-sm">
          {t('result.verdictErrors', {
            errors: figures.errorPercent.toFixed(2),
            allowed: verdict.allowedErrorPercent,
            category: categoryName,
          })}
        </p>
      ) : null}
    </div>
  );
}

function Figure({
  label,
  children,
  testId,
  strong,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={cn('rounded-lg border p-2', strong ? 'border-brand-600 bg-brand-50' : 'border-slate-200')}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A class's weight as the result shows it; a rule set saved before the class existed does not count it. */
function weightOf(weights: TypingResult['ruleSet']['weights'], kind: (typeof TYPING_MISTAKE_CLASSES)[number]) {
  const weight = (weights as Partial<typeof weights>)[kind] ?? 0;
  return String(weight) as '1' | '0.5' | '0';
}

function MistakeList({ result }: { result: TypingResult }) {
  const { t } = useTranslation('typing');
  const mistakes = result.marks.filter((mark) => mark.kind !== 'correct' && mark.kind !== 'not-reached');
  if (mistakes.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        {t('result.list')} ({mistakes.length})
      </summary>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" lang={result.passage.language} data-testid="mistake-list">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="px-3 py-1 font-medium">
                {t('result.kind')}
              </th>
              <th scope="col" className="px-3 py-1 font-medium">
                {t('result.listExpected')}
              </th>
              <th scope="col" className="px-3 py-1 font-medium">
                {t('result.listTyped')}
              </th>
            </tr>
          </thead>
          <tbody>
            {mistakes.map((mark, index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className="px-3 py-1">
                  <span className={cn('rounded px-1', MARK_STYLES[mark.kind], 'no-underline')}>
                    {t(`kinds.${mark.kind}`)}
                  </span>
                </td>
                {mark.kind === 'indentation' ? (
                  <>
                    <td className="px-3 py-1">{t('result.indentExpected')}</td>
                    <td className="px-3 py-1">{t('result.indentMissing')}</td>
                  </>
                ) : (
                  <>
                    <td className="px-3 py-1">{mark.passage.join(' ') || t('result.nothing')}</td>
                    <td className="px-3 py-1">{mark.typed.join(' ') || t('result.nothing')}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
