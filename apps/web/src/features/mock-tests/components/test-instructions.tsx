import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import type { MockTestLanguage } from '@jobportal/shared';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMockTest, useStartMockTest } from '../api/mock-tests-api.ts';
import { isMissing, mockTestPaths } from '../lib/paths.ts';
import { BackToTests } from './back-to-tests.tsx';

/** The instructions page before a test: the CBT rules, this test's marking scheme, the language. */
export function TestInstructions({ slug }: { slug: string }) {
  const { t } = useTranslation('mockTests');
  const test = useMockTest(slug);
  const start = useStartMockTest();
  const navigate = useNavigate();
  const [language, setLanguage] = useState<MockTestLanguage>('en');
  const [agreed, setAgreed] = useState(false);

  if (test.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (test.isError) {
    if (isMissing(test.error)) {
      return (
        <NotFoundState
          title={t('notFound.testTitle')}
          text={t('notFound.test')}
          backTo={mockTestPaths.catalogue}
          backLabel={t('instructions.back')}
        />
      );
    }
    return (
      <div className="grid gap-3">
        <Alert variant="destructive">
          <AlertDescription>{test.error.message || t('player.loadFailed')}</AlertDescription>
        </Alert>
        <BackToTests />
      </div>
    );
  }
  const data = test.data;
  const sectional = data.sections.some((section) => section.durationMinutes !== null);

  return (
    <div className="grid gap-4">
      <Link
        to={mockTestPaths.catalogue}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('instructions.back')}
      </Link>
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{data.exam}</p>
        <h1 className="text-2xl font-bold text-slate-900">{data.title}</h1>
        {data.titleHi ? (
          <p className="text-slate-600" lang="hi">
            {data.titleHi}
          </p>
        ) : null}
        <p className="mt-2 text-slate-700">
          {language === 'hi' && data.description.hi ? data.description.hi : data.description.en}
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('instructions.heading')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm text-slate-800">
          <section>
            <h3 className="mb-2 font-semibold">{t('instructions.general')}</h3>
            <ol className="grid list-decimal gap-1.5 pl-5">
              {(t('instructions.rules', { returnObjects: true }) as string[]).map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
              {sectional ? <li>{t('instructions.sectionalRule')}</li> : null}
            </ol>
          </section>
          <section>
            <h3 className="mb-2 font-semibold">{t('instructions.marking')}</h3>
            <p data-testid="marking-scheme">
              {t('instructions.markingLine', {
                marks: data.marksPerQuestion,
                negative:
                  data.negativeMarks > 0
                    ? t('instructions.negative', { marks: data.negativeMarksLabel })
                    : t('instructions.noNegative'),
              })}
            </p>
          </section>
          <section>
            <h3 className="mb-2 font-semibold">{t('instructions.sections')}</h3>
            <ul className="grid gap-1">
              {data.sections.map((section) => (
                <li key={section.key} className="flex flex-wrap justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
                  <span>
                    {section.title}
                    {section.titleHi ? (
                      <span className="text-slate-500" lang="hi">
                        {' '}
                        · {section.titleHi}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-slate-600">
                    {t('catalogue.questions', { count: section.questionCount })}
                    {section.durationMinutes
                      ? ` · ${t('instructions.sectionTimer', { minutes: section.durationMinutes })}`
                      : ''}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-slate-600">
              {t('catalogue.minutes', { count: data.durationMinutes })} ·{' '}
              {t('catalogue.questions', { count: data.questionCount })} ·{' '}
              {t('catalogue.marks', { marks: data.maxScore })}
            </p>
          </section>
          {data.languages.length > 1 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold">{t('instructions.language')}</legend>
              <div className="flex flex-wrap gap-2">
                {data.languages.map((option) => (
                  <label
                    key={option}
                    className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="language"
                      value={option}
                      checked={language === option}
                      onChange={() => setLanguage(option)}
                    />
                    {option === 'hi' ? 'हिन्दी (Hindi)' : 'English'}
                  </label>
                ))}
              </div>
              <p className="text-slate-600">{t('instructions.languageHint')}</p>
            </fieldset>
          ) : null}
          {data.myAttempts > 0 && !data.inProgressAttemptId ? (
            <Alert>
              <AlertDescription>{t('instructions.practice')}</AlertDescription>
            </Alert>
          ) : null}
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="size-4"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            {t('instructions.agree')}
          </label>
          {start.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{start.error.message}</AlertDescription>
            </Alert>
          ) : null}
          <Button
            size="lg"
            className="justify-self-start"
            disabled={!agreed || start.isPending}
            onClick={() =>
              start.mutate({ slug, language }, { onSuccess: (state) => void navigate(mockTestPaths.attempt(state.id)) })
            }
          >
            {data.inProgressAttemptId ? t('instructions.resume') : t('instructions.start')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
