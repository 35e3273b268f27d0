import { CheckCircle2, ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { FormField } from '../../../../components/form/form-field.tsx';
import { TextareaField } from '../../../../components/form/fields.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import {
  missingNumbers,
  unpaired,
  type KeyCheck,
  type PaperQuestion,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { keyPdfText } from './pdf-paper.ts';
import { PdfProblemError } from './pdf-problems.ts';
import { PdfProblemText } from './pdf-problem-text.tsx';
import type { usePublish } from './use-publish.ts';

/**
 * The key (pasted, or read from the official key's PDF) checked against the questions, the questions'
 * numbering and pairing, and Check / Publish with the upload's progress and the outcome.
 */
export function PublishPanel({
  questions,
  keyText,
  onKeyText,
  keyCheck,
  publishing,
}: {
  questions: PaperQuestion[];
  keyText: string;
  onKeyText: (text: string) => void;
  keyCheck: KeyCheck;
  publishing: ReturnType<typeof usePublish>;
}) {
  const { t } = useTranslation('paperCrop');
  const [keyPdfProblem, setKeyPdfProblem] = useState<PdfProblemError | null>(null);
  const [readingKey, setReadingKey] = useState(false);
  const missing = missingNumbers(questions);
  const noHindi = unpaired(questions, 'hi');
  const noEnglish = unpaired(questions, 'en');
  const ready = questions.length > 0 && missing.length === 0 && !keyCheck.empty && keyCheck.problems.length === 0;
  const { status, busy } = publishing;

  async function readKeyPdf(file: File) {
    setKeyPdfProblem(null);
    setReadingKey(true);
    try {
      onKeyText(await keyPdfText(file));
    } catch (error) {
      setKeyPdfProblem(error instanceof PdfProblemError ? error : new PdfProblemError({ kind: 'damaged' }));
    } finally {
      setReadingKey(false);
    }
  }

  return (
    <div className="grid gap-3">
      <TextareaField
        id="paper-key"
        label={t('key.label')}
        hint={t('key.hint')}
        rows={5}
        spellCheck={false}
        inputClassName="font-mono"
        value={keyText}
        onChange={onKeyText}
      />
      <FormField id="paper-key-pdf" label={t('key.pdf')} hint={t('key.pdfHint')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="application/pdf,.pdf"
            className="text-sm"
            disabled={readingKey}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readKeyPdf(file);
            }}
          />
        )}
      </FormField>
      {readingKey ? <Spinner size="sm" label={t('key.reading')} /> : null}
      {keyPdfProblem ? (
        <Alert variant="destructive">
          <AlertTitle>{t('key.pdfFailed')}</AlertTitle>
          <AlertDescription>
            <PdfProblemText problem={keyPdfProblem.problem} />
          </AlertDescription>
        </Alert>
      ) : null}

      <div role="status" className="grid gap-2 text-sm" data-testid="key-status">
        {missing.length > 0 ? (
          <p className="font-medium text-red-700">
            {t('checks.missingNumbers', { numbers: missing.join(', '), count: questions.length })}
          </p>
        ) : null}
        {keyCheck.empty ? <p className="text-slate-700">{t('key.empty', { count: questions.length })}</p> : null}
        {keyCheck.problems.length > 0 ? (
          <div className="rounded-md bg-red-50 p-3 text-red-800" data-testid="key-problems">
            <p className="font-semibold">{t('key.problems')}</p>
            <ul className="mt-1 list-disc pl-5">
              {keyCheck.problems.map((problem) => (
                <li key={problem.kind === 'engine' ? problem.message : `beyond-${problem.number}`} lang="en">
                  {problem.kind === 'engine'
                    ? problem.message
                    : t('key.beyondOptions', {
                        number: problem.number,
                        count: problem.optionCount,
                        option: problem.option,
                      })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {!keyCheck.empty && keyCheck.problems.length === 0 ? (
          <p className="font-medium text-green-800" data-testid="key-ok">
            {t('key.ok', {
              count: keyCheck.answers.size,
              dropped: [...keyCheck.answers.values()].filter((answer) => answer === 'dropped').length,
            })}
          </p>
        ) : null}
        {noHindi.length > 0 ? (
          <p className="text-amber-900">{t('checks.noHindi', { numbers: noHindi.join(', ') })}</p>
        ) : null}
        {noEnglish.length > 0 ? (
          <p className="text-amber-900">{t('checks.noEnglish', { numbers: noEnglish.join(', ') })}</p>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!ready || busy} onClick={publishing.check}>
          <CheckCircle2 />
          {t('publish.check')}
        </Button>
        <Button disabled={!ready || busy} onClick={publishing.publish}>
          {busy ? <Spinner size="sm" className="text-current" label={t('publish.working')} /> : <Send />}
          {t('publish.publish')}
        </Button>
      </div>
      {!ready ? <p className="text-xs text-slate-600">{t('publish.needs')}</p> : null}
      <PublishStatusView status={status} />
    </div>
  );
}

function PublishStatusView({ status }: { status: ReturnType<typeof usePublish>['status'] }) {
  const { t } = useTranslation('paperCrop');
  switch (status.phase) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <p role="status" className="text-sm text-slate-700">
          {t('publish.checking')}
        </p>
      );
    case 'uploading':
      return (
        <div role="status" className="grid gap-1 text-sm text-slate-700" data-testid="publish-progress">
          <p>{t('publish.uploading', { done: status.done, total: status.total })}</p>
          <progress
            className="h-2 w-full accent-brand-600"
            max={status.total}
            value={status.done}
            aria-label={t('publish.progress')}
          />
        </div>
      );
    case 'saving':
      return (
        <p role="status" className="text-sm text-slate-700">
          {t('publish.saving')}
        </p>
      );
    case 'checked':
      return (
        <div role="status" data-testid="paper-checked" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          <p>
            {t('publish.ready', {
              questions: status.report.test?.questions ?? 0,
              marks: status.report.test?.maxScore ?? 0,
            })}
          </p>
          {status.report.replaces ? <p>{t('publish.replaces', { slug: status.report.test?.slug })}</p> : null}
        </div>
      );
    case 'published':
      return (
        <div
          role="status"
          data-testid="paper-published"
          className="grid gap-2 rounded-md bg-green-50 p-3 text-sm text-green-900"
        >
          <p className="font-semibold">{t('publish.published', { title: status.report.test?.title ?? status.slug })}</p>
          <p>
            {t('publish.ready', {
              questions: status.report.test?.questions ?? 0,
              marks: status.report.test?.maxScore ?? 0,
            })}
          </p>
          <Link
            to={`/tests/${status.slug}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            {t('publish.open')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        </div>
      );
    case 'failed':
      return (
        <Alert variant="destructive" data-testid="publish-failed">
          <AlertTitle>{status.message}</AlertTitle>
          <AlertDescription>
            <p>{t('publish.nothingSaved')}</p>
            {status.report && status.report.issues.length > 0 ? (
              <ul className="list-disc pl-5" lang="en">
                {status.report.issues.map((issue) => (
                  <li key={`${issue.path}:${issue.message}`}>
                    {issue.path ? <span className="font-mono">{issue.path}: </span> : null}
                    {issue.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </AlertDescription>
        </Alert>
      );
  }
}
