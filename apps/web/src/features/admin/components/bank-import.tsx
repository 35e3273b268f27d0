import { CheckCircle2, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SECTORS, type MockTestBankPaperInput, type MockTestBankReport, type SectorSlug } from '@jobportal/shared';
import {
  PAPER_MARKINGS,
  paperMarking,
  type PaperMarkingId,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { FormField, NativeSelect } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { bankTemplateUrl, useImportBank } from '../api/mock-tests.ts';
import { errorText } from '../utils/errors.ts';
import { PaperPreview } from './paper-preview.tsx';

type Fields = {
  slug: string;
  title: string;
  titleHi: string;
  exam: string;
  sector: SectorSlug;
  minutes: string;
  marking: PaperMarkingId;
};

const EMPTY: Fields = {
  slug: '',
  title: '',
  titleHi: '',
  exam: '',
  sector: 'ssc',
  minutes: '60',
  marking: 'ssc_cgl_tier1',
};

/** The paper's fields as the server reads them. */
function paperOf(fields: Fields): MockTestBankPaperInput {
  const marking = paperMarking(fields.marking);
  return {
    slug: fields.slug.trim(),
    title: fields.title.trim(),
    ...(fields.titleHi.trim() ? { titleHi: fields.titleHi.trim() } : {}),
    exam: fields.exam.trim() || fields.title.trim(),
    sector: fields.sector,
    durationMinutes: Number(fields.minutes),
    marksPerQuestion: marking.marksPerQuestion,
    negativeMarks: marking.negativeMarks,
  };
}

/**
 * A question bank in from Word (.docx) or a sheet (.xlsx, .csv): the paper's own fields, a check that
 * reports every row (imported, or refused and why), and Import, which opens only when the file and
 * fields just checked had every row in. Nothing is saved from a bank with a refused row.
 */
export function BankImport() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const run = useImportBank();
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [checked, setChecked] = useState<{ report: MockTestBankReport; file: File; fields: Fields } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const report = checked?.report ?? null;
  const current = checked !== null && checked.file === file && checked.fields === fields;
  const everyRow = report !== null && report.paper.valid && report.rows.every((row) => row.imported);
  const change = (patch: Partial<Fields>) => setFields((previous) => ({ ...previous, ...patch }));

  function send(dryRun: boolean) {
    if (!file) return;
    setError(null);
    const sent = { file, fields };
    run.mutate(
      { file, paper: paperOf(fields), dryRun, preview: dryRun },
      {
        onSuccess: (result) => {
          setChecked({ report: result, ...sent });
          if (result.paper.saved) {
            toast({ title: t('mockTests.bank.saved'), description: result.paper.test?.title });
          }
        },
        onError: (failure) => {
          setChecked(null);
          setError(errorText(failure, t));
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="bank-import"
      className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="bank-import"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bank-import" className="text-lg font-semibold text-slate-900">
          {t('mockTests.bank.title')}
        </h2>
        <div className="flex flex-wrap gap-2 text-sm">
          {(['xlsx', 'csv'] as const).map((format) => (
            <a
              key={format}
              href={bankTemplateUrl(format)}
              download
              className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline sm:min-h-0"
            >
              <Download aria-hidden="true" className="size-4" />
              {t(`mockTests.bank.template.${format}`)}
            </a>
          ))}
        </div>
      </div>
      <p className="text-sm text-slate-700">{t('mockTests.bank.description')}</p>
      <FormField id="bank-file" label={t('mockTests.bank.file')} hint={t('mockTests.bank.fileHint')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".docx,.xlsx,.csv,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            className="text-sm max-sm:min-h-11"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="bank-slug" label={t('mockTests.bank.slug')} hint={t('mockTests.bank.slugHint')}>
          {(control) => (
            <Input
              {...control}
              value={fields.slug}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => change({ slug: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="bank-exam" label={t('mockTests.bank.exam')}>
          {(control) => (
            <Input {...control} value={fields.exam} onChange={(event) => change({ exam: event.target.value })} />
          )}
        </FormField>
        <FormField id="bank-title" label={t('mockTests.bank.paperTitle')}>
          {(control) => (
            <Input {...control} value={fields.title} onChange={(event) => change({ title: event.target.value })} />
          )}
        </FormField>
        <FormField id="bank-title-hi" label={t('mockTests.bank.paperTitleHi')} hint={t('mockTests.bank.titleHiHint')}>
          {(control) => (
            <Input
              {...control}
              lang="hi"
              value={fields.titleHi}
              onChange={(event) => change({ titleHi: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="bank-sector" label={t('mockTests.bank.sector')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={fields.sector}
              onChange={(event) => change({ sector: event.target.value as SectorSlug })}
            >
              {SECTORS.map((sector) => (
                <option key={sector.slug} value={sector.slug}>
                  {sector[language]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="bank-minutes" label={t('mockTests.bank.minutes')}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={300}
              value={fields.minutes}
              onChange={(event) => change({ minutes: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="bank-marking" label={t('mockTests.bank.marking')} hint={t('mockTests.bank.markingHint')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={fields.marking}
              onChange={(event) => change({ marking: event.target.value as PaperMarkingId })}
            >
              {PAPER_MARKINGS.map((id) => (
                <option key={id} value={id}>
                  {paperMarking(id).label[language]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!file || run.isPending} onClick={() => send(true)}>
          <CheckCircle2 />
          {t('mockTests.bank.check')}
        </Button>
        <Button disabled={!current || !everyRow || run.isPending || report?.paper.saved} onClick={() => send(false)}>
          {run.isPending ? <Spinner size="sm" className="text-current" label={t('common.working')} /> : <Upload />}
          {t('mockTests.bank.import')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {report ? <BankReport report={report} /> : null}
      {report && everyRow && report.paper.preview ? <PaperPreview paper={report.paper.preview} /> : null}
    </section>
  );
}

/** What the check found: the file's and the paper's problems, then every row, refused ones first. */
function BankReport({ report }: { report: MockTestBankReport }) {
  const { t } = useTranslation('admin');
  const refused = report.rows.filter((row) => !row.imported);
  const imported = report.rows.length - refused.length;
  const rowName = (row: number) =>
    t(report.format === 'docx' ? 'mockTests.bank.question' : 'mockTests.bank.row', { row });
  const paperIssues = [...report.issues, ...(refused.length === 0 ? report.paper.issues : [])];
  return (
    <div className="grid gap-3" data-testid="bank-report">
      <p
        role="status"
        className={refused.length === 0 && paperIssues.length === 0 ? 'text-sm text-green-800' : 'text-sm text-red-800'}
      >
        <FileSpreadsheet aria-hidden="true" className="mr-1 inline size-4" />
        {report.paper.saved
          ? t('mockTests.bank.savedSummary', { count: imported, slug: report.paper.test?.slug })
          : t('mockTests.bank.summary', { imported, total: report.rows.length, refused: refused.length })}
      </p>
      {paperIssues.length > 0 ? (
        <ul className="list-disc rounded-md bg-red-50 p-3 pl-8 text-sm text-red-800" data-testid="bank-issues">
          {paperIssues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path ? <span className="font-mono">{issue.path}</span> : null}
              {issue.path ? ': ' : null}
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <RowTable caption={t('mockTests.bank.refused', { count: refused.length })} rows={refused} rowName={rowName} />
      ) : null}
      {imported > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-slate-800">
            {t('mockTests.bank.importedRows', { count: imported })}
          </summary>
          <RowTable
            caption={t('mockTests.bank.importedRows', { count: imported })}
            rows={report.rows.filter((row) => row.imported)}
            rowName={rowName}
          />
        </details>
      ) : null}
    </div>
  );
}

function RowTable({
  caption,
  rows,
  rowName,
}: {
  caption: string;
  rows: MockTestBankReport['rows'];
  rowName: (row: number) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="bank-rows">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3">
              {t('mockTests.bank.columns.row')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('mockTests.bank.columns.section')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('mockTests.bank.columns.question')}
            </th>
            <th scope="col" className="py-1">
              {t('mockTests.bank.columns.result')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="border-t border-slate-100 align-top" data-testid="bank-row">
              <th scope="row" className="py-1 pr-3 font-medium whitespace-nowrap">
                {rowName(row.row)}
              </th>
              <td className="py-1 pr-3">{row.section}</td>
              <td className="py-1 pr-3">{row.excerpt}</td>
              <td className="py-1">
                {row.imported ? (
                  <span className="text-green-800">{t('mockTests.bank.ok')}</span>
                ) : (
                  <ul className="text-red-800">
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
