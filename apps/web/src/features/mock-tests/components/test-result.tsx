import { Check, Clock, X } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, Navigate } from 'react-router';
import {
  inLanguage,
  type MockTestLanguage,
  type MockTestPaperPassage,
  type MockTestResult,
  type MockTestReviewQuestion,
} from '@jobportal/shared';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useMockTestResult } from '../api/mock-tests-api.ts';
import { formatDuration, formatScore, isMissing, mockTestPaths } from '../lib/paths.ts';
import { BackToTests } from './back-to-tests.tsx';
import { passageText, useDirectionsHeading } from './passage-panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';

type Filter = 'all' | 'wrong' | 'skipped' | 'correct';

/** The result of a submitted attempt, then the review of every question. */
export function TestResult({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('mockTests');
  const result = useMockTestResult(attemptId);
  if (result.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (result.isError) {
    if (result.error instanceof ApiRequestError && result.error.code === 'NOT_SUBMITTED') {
      return <Navigate to={mockTestPaths.attempt(attemptId)} replace />;
    }
    if (isMissing(result.error)) {
      return (
        <NotFoundState
          title={t('notFound.attemptTitle')}
          text={t('notFound.attempt')}
          backTo={mockTestPaths.catalogue}
          backLabel={t('instructions.back')}
        />
      );
    }
    return (
      <div className="grid gap-3">
        <Alert variant="destructive">
          <AlertDescription>{result.error.message || t('result.loadFailed')}</AlertDescription>
        </Alert>
        <BackToTests />
      </div>
    );
  }
  return <ResultView result={result.data} />;
}

function ResultView({ result }: { result: MockTestResult }) {
  const { t } = useTranslation('mockTests');
  const [language, setLanguage] = useState<MockTestLanguage>(result.attempt.language);
  const { score } = result;
  const when = formatDateTime(result.attempt.submittedAt);
  const benchmarkRows = [
    { key: 'you', name: t('result.you'), score: score.score, accuracy: score.accuracy, timeSpentMs: score.timeSpentMs },
    ...(result.comparison.topper ? [{ key: 'topper', name: t('result.topper'), ...result.comparison.topper }] : []),
    ...(result.comparison.average ? [{ key: 'average', name: t('result.average'), ...result.comparison.average }] : []),
  ];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="test-result">
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{result.test.exam}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t('result.title', { title: result.test.title })}</h1>
        <p className="text-sm text-slate-600">
          {t('result.submittedAt', { when })}
          {result.attempt.submittedBy === 'deadline' ? (
            <span className="ml-1 font-medium text-amber-800" data-testid="auto-submitted">
              {t('result.autoSubmitted')}
            </span>
          ) : null}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="result-summary">
        <Figure label={t('result.score')} testId="result-score">
          {formatScore(score.score)} / {formatScore(score.maxScore)}
        </Figure>
        {result.rank !== null ? (
          <>
            <Figure label={t('result.rank')} testId="result-rank">
              {t('result.rankValue', { rank: result.rank, of: result.comparison.attempts })}
            </Figure>
            <Figure label={t('result.percentile')} testId="result-percentile">
              {result.percentile}
            </Figure>
          </>
        ) : (
          <div className="col-span-2 flex items-center rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700">
            {t('result.practice', { number: result.attempt.attemptNumber })}
          </div>
        )}
        <Figure label={t('result.accuracy')}>{score.accuracy}%</Figure>
        <Figure label={t('result.correct')} className="text-green-700" testId="result-correct">
          {score.correct}
        </Figure>
        <Figure label={t('result.wrong')} className="text-red-700" testId="result-wrong">
          {score.wrong}
        </Figure>
        <Figure label={t('result.skipped')} testId="result-skipped">
          {score.skipped}
        </Figure>
        <Figure label={t('result.marksLost')}>{score.marksLost > 0 ? `−${formatScore(score.marksLost)}` : '0'}</Figure>
        <Figure label={t('result.time')}>{formatDuration(score.timeSpentMs)}</Figure>
        <Figure label={t('result.timePerQuestion')} testId="result-time-per-question">
          {formatDuration(score.questions > 0 ? score.timeSpentMs / score.questions : 0)}
        </Figure>
        {score.discarded > 0 ? <Figure label={t('result.discarded')}>{score.discarded}</Figure> : null}
      </dl>

      <Card>
        <CardHeader>
          <CardTitle>{t('result.comparison')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <p className="text-sm text-slate-600">{t('result.comparisonHint', { count: result.comparison.attempts })}</p>
          <ul className="grid gap-2" data-testid="comparison">
            {benchmarkRows.map((row) => (
              <li key={row.key} className="grid gap-1">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{row.name}</span>
                  <span className="tabular-nums">
                    {formatScore(row.score)} · {row.accuracy}% · {formatDuration(row.timeSpentMs)}
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded bg-slate-100" aria-hidden="true">
                  <div
                    className={cn(
                      'h-full',
                      row.key === 'you' ? 'bg-brand-600' : row.key === 'topper' ? 'bg-amber-500' : 'bg-slate-400',
                    )}
                    style={{ width: `${Math.max(0, Math.min(100, (row.score / (score.maxScore || 1)) * 100))}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('result.sections')}</CardTitle>
        </CardHeader>
        <CardContent>
          <TallyTable
            rows={result.sections.map((s) => ({
              ...s,
              name: language === 'hi' && s.titleHi ? s.titleHi : s.title,
            }))}
            testId="section-table"
            label={t('result.sections')}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('result.topics')}</CardTitle>
        </CardHeader>
        <CardContent>
          <TallyTable
            rows={result.topics.map((s) => ({ key: s.topic, name: s.topic.replaceAll('-', ' '), ...s }))}
            testId="topic-table"
            label={t('result.topics')}
          />
        </CardContent>
      </Card>

      <Review result={result} language={language} onLanguage={setLanguage} />

      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={mockTestPaths.test(result.attempt.testSlug)}>{t('result.retake')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={mockTestPaths.history}>{t('result.history')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={mockTestPaths.catalogue}>{t('result.allTests')}</Link>
        </Button>
      </div>
    </div>
  );
}

function Figure({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn('text-lg font-semibold text-slate-900 tabular-nums', className)} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

type TallyRow = {
  key: string;
  name: string;
  questions: number;
  attempted: number;
  correct: number;
  wrong: number;
  score: number;
  maxScore: number;
  accuracy: number;
  timeSpentMs: number;
};

/** A tally per section or topic; on a phone it scrolls sideways in a box the keyboard can reach and scroll. */
function TallyTable({ rows, testId, label }: { rows: TallyRow[]; testId: string; label: string }) {
  const { t } = useTranslation('mockTests');
  return (
    <div className="overflow-x-auto rounded-md" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[30rem] text-left text-sm" data-testid={testId}>
        <thead className="text-xs text-slate-600">
          <tr className="border-b border-slate-200">
            <th className="py-1.5 pr-2 font-medium">{t('result.columns.name')}</th>
            <th className="px-2 py-1.5 font-medium">{t('result.columns.score')}</th>
            <th className="px-2 py-1.5 font-medium">{t('result.columns.attempted')}</th>
            <th className="px-2 py-1.5 font-medium">{t('result.columns.correct')}</th>
            <th className="px-2 py-1.5 font-medium">{t('result.columns.wrong')}</th>
            <th className="px-2 py-1.5 font-medium">{t('result.columns.accuracy')}</th>
            <th className="px-2 py-1.5 font-medium">{t('result.columns.time')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 tabular-nums">
              <td className="py-1.5 pr-2 capitalize">{row.name}</td>
              <td className="px-2 py-1.5">
                {formatScore(row.score)} / {formatScore(row.maxScore)}
              </td>
              <td className="px-2 py-1.5">
                {row.attempted} / {row.questions}
              </td>
              <td className="px-2 py-1.5 text-green-700">{row.correct}</td>
              <td className="px-2 py-1.5 text-red-700">{row.wrong}</td>
              <td className="px-2 py-1.5">{row.accuracy}%</td>
              <td className="px-2 py-1.5">{formatDuration(row.timeSpentMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const matches = (question: MockTestReviewQuestion, filter: Filter) => filter === 'all' || question.outcome === filter;

type ReviewSection = MockTestResult['review'][number];

/** The questions shown that open a set: the first shown of each passage's questions, with that passage. */
function passagesToShow(section: ReviewSection, shown: readonly MockTestReviewQuestion[]) {
  const byKey = new Map(section.passages.map((passage) => [passage.key, passage]));
  const opening = new Map<string, MockTestPaperPassage>();
  const seen = new Set<string>();
  for (const question of shown) {
    if (!question.passage || seen.has(question.passage)) continue;
    seen.add(question.passage);
    const passage = byKey.get(question.passage);
    if (passage) opening.set(question.key, passage);
  }
  return opening;
}

function Review({
  result,
  language,
  onLanguage,
}: {
  result: MockTestResult;
  language: MockTestLanguage;
  onLanguage: (language: MockTestLanguage) => void;
}) {
  const { t } = useTranslation('mockTests');
  const [filter, setFilter] = useState<Filter>('all');
  const numbers = new Map(
    result.review.flatMap((section) => section.questions).map((question, index) => [question.key, index + 1]),
  );
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('result.review')}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <select
            aria-label={t('result.reviewFilter')}
            className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={filter}
            onChange={(event) => setFilter(event.target.value as Filter)}
          >
            {(['all', 'wrong', 'skipped', 'correct'] as const).map((f) => (
              <option key={f} value={f}>
                {t(`result.filters.${f}`)}
              </option>
            ))}
          </select>
          {result.test.languages.length > 1 ? (
            <select
              aria-label={t('player.language')}
              className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm"
              value={language}
              onChange={(event) => onLanguage(event.target.value as MockTestLanguage)}
              data-testid="review-language"
            >
              {result.test.languages.map((option) => (
                <option key={option} value={option}>
                  {option === 'hi' ? 'हिन्दी' : 'English'}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-5" data-testid="review">
        {result.review.map((section) => {
          const shown = section.questions.filter((question) => matches(question, filter));
          const passages = passagesToShow(section, shown);
          return (
            <section key={section.key} className="grid grid-cols-[minmax(0,1fr)] gap-3">
              <h3 className="font-semibold text-slate-900">
                {language === 'hi' && section.titleHi ? section.titleHi : section.title}
              </h3>
              {shown.map((question) => {
                const passage = passages.get(question.key);
                return (
                  <Fragment key={question.key}>
                    {passage ? <ReviewPassage passage={passage} language={language} /> : null}
                    <ReviewQuestion question={question} number={numbers.get(question.key)!} language={language} />
                  </Fragment>
                );
              })}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}

/** A set's passage, once, above the first of its questions in the review; it folds away. */
function ReviewPassage({ passage, language }: { passage: MockTestPaperPassage; language: MockTestLanguage }) {
  const heading = useDirectionsHeading()(passage);
  const { html, lang } = passageText(passage, language);
  return (
    <details open className="rounded-lg border border-slate-200 bg-slate-50" data-testid="review-passage">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2 font-medium text-slate-900">
        {heading}
      </summary>
      <div className="border-t border-slate-200 px-3 py-2" lang={lang}>
        <RichText html={html} className="text-slate-900" />
      </div>
    </details>
  );
}

/** A typed answer or a right value as written ("12.5", "−3"). */
const formatValue = (value: number | string) => String(value).replace(/^-/, '−');

function ReviewQuestion({
  question,
  number,
  language,
}: {
  question: MockTestReviewQuestion;
  number: number;
  language: MockTestLanguage;
}) {
  const { t } = useTranslation('mockTests');
  const outcomeClass = {
    correct: 'bg-green-100 text-green-800',
    wrong: 'bg-red-100 text-red-800',
    skipped: 'bg-slate-100 text-slate-700',
    discarded: 'bg-amber-100 text-amber-800',
  }[question.outcome];
  const other: MockTestLanguage = language === 'hi' ? 'en' : 'hi';
  const right = new Set(question.answerIndexes);
  const chosen = new Set(
    question.type === 'multiple'
      ? question.selectedIndexes
      : question.selectedIndex === null
        ? []
        : [question.selectedIndex],
  );
  const numeric = question.type === 'numeric';
  const answered = numeric ? (question.value ?? '').trim() !== '' : chosen.size > 0;
  const explanation = inLanguage(question.explanation, language);
  const otherExplanation = question.explanation[other];
  return (
    <article
      className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border border-slate-200 p-3"
      data-testid="review-question"
      data-question={question.key}
      data-type={question.type}
      data-outcome={question.outcome}
      lang={language}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{t('player.question', { number })}</span>
        <span className="flex items-center gap-2">
          <span className={cn('rounded px-2 py-0.5 text-xs font-medium', outcomeClass)}>
            {t(`result.outcome.${question.outcome}`)} ({question.marks > 0 ? '+' : ''}
            {formatScore(question.marks)})
          </span>
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <Clock className="size-3.5" aria-hidden="true" />
            {formatDuration(question.timeSpentMs)}
          </span>
        </span>
      </div>
      <RichText html={inLanguage(question.text, language)} className="text-slate-900" data-testid="review-text" />
      {question.type === 'multiple' ? <p className="text-xs text-slate-600">{t('result.multipleNote')}</p> : null}
      {numeric ? (
        <div className="grid gap-1 text-sm">
          <p
            className={cn(
              'font-medium',
              !answered ? 'text-slate-600' : question.outcome === 'wrong' ? 'text-red-800' : 'text-slate-900',
            )}
            data-testid="your-value"
          >
            {answered ? t('result.yourValue', { value: formatValue(question.value!.trim()) }) : t('result.notAnswered')}
          </p>
          {question.answer !== null ? (
            <p className="inline-flex items-center gap-1 font-medium text-green-800" data-testid="right-value">
              <Check className="size-3.5" aria-hidden="true" />
              {question.tolerance
                ? t('result.rightValueTolerance', {
                    value: formatValue(question.answer),
                    tolerance: formatValue(question.tolerance),
                  })
                : t('result.rightValue', { value: formatValue(question.answer) })}
            </p>
          ) : null}
        </div>
      ) : (
        <ol className="grid gap-1 text-sm">
          {question.options.map((option, index) => {
            const isRight = right.has(index);
            const isChosen = chosen.has(index);
            return (
              <li
                key={index}
                className={cn(
                  'flex items-start gap-2 rounded-md border px-2 py-1.5',
                  isRight ? 'border-green-300 bg-green-50' : isChosen ? 'border-red-300 bg-red-50' : 'border-slate-100',
                )}
                data-right={isRight || undefined}
                data-chosen={isChosen || undefined}
              >
                <span className="font-medium text-slate-600">{String.fromCharCode(65 + index)}.</span>
                <RichText inline html={inLanguage(option, language)} className="flex-1" />
                <span className="flex flex-wrap justify-end gap-x-2">
                  {isRight ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-green-800">
                      <Check className="size-3.5" aria-hidden="true" />
                      {t('result.rightAnswer')}
                    </span>
                  ) : null}
                  {isChosen ? (
                    <span
                      className={cn(
                        'inline-flex items-center gap-1 text-xs font-medium',
                        isRight ? 'text-slate-700' : 'text-red-800',
                      )}
                    >
                      {isRight ? null : <X className="size-3.5" aria-hidden="true" />}
                      {t('result.yourAnswer')}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {!numeric && !answered ? <p className="text-xs text-slate-600">{t('result.notAnswered')}</p> : null}
      {explanation.trim() !== '' ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-1 rounded-md bg-slate-50 p-2 text-sm text-slate-800">
          <p className="font-medium">{t('result.explanation')}</p>
          <RichText html={explanation} data-testid="explanation" />
          {otherExplanation ? (
            <RichText html={otherExplanation} className="text-slate-600" lang={other} data-testid="explanation-other" />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
