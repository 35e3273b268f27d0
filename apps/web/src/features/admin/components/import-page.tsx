import { CheckCircle2, CircleAlert, FileUp, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { ImportReport } from '@jobportal/shared';
import { FormField, Textarea } from '../../../components/form/form-field.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { cn } from '../../../lib/cn.ts';
import { useImportRecruitments } from '../api/import-recruitments.ts';
import { errorText } from '../utils/errors.ts';
import { AdminHeading } from './admin-heading.tsx';

/** The shape of a JSON import, shown as the empty box's placeholder (code, not prose: not translated). */
const JSON_SAMPLE = '[{ "slug": "…", "title": "…" }]';

/**
 * The CSV columns the server reads (`apps/server/src/modules/admin/import.ts`, `CSV_COLUMNS`). The
 * list is not part of the shared contracts, so it is repeated here for the help text.
 */
export const CSV_COLUMNS = [
  'slug',
  'title',
  'title_hi',
  'organisation_name',
  'organisation_short_name',
  'organisation_website',
  'sector',
  'states',
  'qualifications',
  'summary',
  'summary_hi',
  'total_vacancies',
  'application_start',
  'last_date',
  'apply_url',
  'official_source_url',
  'status',
] as const;

type Format = 'csv' | 'json';

/**
 * `/admin/import`: CSV or JSON, from a file or pasted. A dry run comes first and reports every row;
 * "Import" opens only when every row is valid, and only for the text that was checked.
 */
export function ImportPage() {
  const { t } = useTranslation('admin');
  const run = useImportRecruitments();
  const [format, setFormat] = useState<Format>('csv');
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ report: ImportReport; format: Format; content: string } | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const report = checked?.report ?? null;
  const current = checked !== null && checked.content === content && checked.format === format;
  const allValid = report !== null && report.total > 0 && report.valid === report.total;
  const canImport = current && allValid && !run.isPending;
  const unreadable = report?.rows.find((row) => row.row === 0 && !row.ok);

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setFileName(file.name);
    setContent(text);
    if (/\.json$/i.test(file.name) || file.type === 'application/json') setFormat('json');
    else if (/\.csv$/i.test(file.name) || file.type === 'text/csv') setFormat('csv');
    setCreated(null);
  }

  function check() {
    setError(null);
    setCreated(null);
    const sent = { format, content };
    run.mutate(
      { ...sent, dryRun: true },
      {
        onSuccess: (result) => setChecked({ report: result, ...sent }),
        onError: (failure) => {
          setChecked(null);
          setError(errorText(failure, t));
        },
      },
    );
  }

  function importAll() {
    if (!canImport) return;
    setError(null);
    run.mutate(
      { format, content, dryRun: false },
      {
        onSuccess: (result) => {
          if (result.created > 0) {
            setCreated(result.created);
            setChecked(null);
            toast({ title: t('import.imported', { count: result.created }) });
          } else {
            // Something changed since the dry run (e.g. a slug was taken meanwhile): show the new report.
            setChecked({ report: result, format, content });
          }
        },
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  }

  return (
    <>
      <AdminHeading title={t('import.title')} description={t('import.description')} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-4">
          <fieldset className="flex flex-wrap items-center gap-4">
            <legend className="mb-1 text-sm font-medium">{t('import.format')}</legend>
            {(['csv', 'json'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="import-format"
                  value={value}
                  className="size-4 accent-brand-600"
                  checked={format === value}
                  onChange={() => setFormat(value)}
                />
                {t(`import.formats.${value}`)}
              </label>
            ))}
          </fieldset>
          <FormField
            id="import-file"
            label={t('import.file')}
            hint={fileName ? t('import.loaded', { name: fileName }) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept=".csv,.json,text/csv,application/json"
                onChange={(event) => void chooseFile(event.target.files?.[0])}
              />
            )}
          </FormField>
          <FormField id="import-content" label={t('import.paste')}>
            {(control) => (
              <Textarea
                {...control}
                rows={10}
                spellCheck={false}
                className="font-mono text-xs sm:text-xs"
                placeholder={format === 'csv' ? CSV_COLUMNS.join(',') : JSON_SAMPLE}
                value={content}
                onChange={(event) => {
                  setContent(event.target.value);
                  setFileName(null);
                  setCreated(null);
                }}
              />
            )}
          </FormField>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" onClick={check} disabled={content.trim() === '' || run.isPending}>
              {run.isPending && run.variables?.dryRun ? (
                <Spinner size="sm" className="text-current" label={t('common.working')} />
              ) : (
                <ListChecks />
              )}
              {t('import.check')}
            </Button>
            <Button onClick={importAll} disabled={!canImport}>
              {run.isPending && run.variables?.dryRun === false ? (
                <Spinner size="sm" className="text-current" label={t('common.working')} />
              ) : (
                <FileUp />
              )}
              {allValid && current ? t('import.importCount', { count: report.total }) : t('import.importButton')}
            </Button>
            {!current && report ? <span className="text-sm text-amber-800">{t('import.stale')}</span> : null}
            {current && report && !allValid ? (
              <span className="text-sm text-slate-600">{t('import.fixFirst')}</span>
            ) : null}
          </div>

          {error ? (
            <Alert variant="destructive">
              <CircleAlert />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          {created !== null ? (
            <Alert>
              <CheckCircle2 className="text-green-700" />
              <AlertTitle>{t('import.imported', { count: created })}</AlertTitle>
              <AlertDescription>
                <Link className="text-brand-700 underline" to="/admin/recruitments">
                  {t('import.seeList')}
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
          {unreadable ? (
            <Alert variant="destructive">
              <CircleAlert />
              <AlertTitle>{t('import.unreadable')}</AlertTitle>
              <AlertDescription>{unreadable.errors.map((item) => item.message).join(' ')}</AlertDescription>
            </Alert>
          ) : null}
          {report && !unreadable ? <ImportReportTable report={report} /> : null}
        </div>
        <ImportHelp />
      </div>
    </>
  );
}

function ImportReportTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="import-report-title" className="grid grid-cols-1 gap-2">
      <h2 id="import-report-title" className="text-lg font-semibold">
        {t('import.report.title')}
      </h2>
      <p
        data-testid="import-summary"
        className={cn('text-sm font-medium', report.valid === report.total ? 'text-green-800' : 'text-red-700')}
      >
        {t('import.report.summary', { valid: report.valid, count: report.total })}
      </p>
      {report.total === 0 ? <p className="text-sm text-slate-600">{t('import.report.noRows')}</p> : null}
      {report.rows.length > 0 ? (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full table-fixed text-sm">
            <thead className="bg-slate-50 text-left text-xs text-slate-600">
              <tr>
                <th scope="col" className="w-14 px-3 py-2">
                  {t('import.report.row')}
                </th>
                <th scope="col" className="w-[28%] px-3 py-2">
                  {t('import.report.slug')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('import.report.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr
                  key={row.row}
                  data-testid="import-row"
                  data-ok={row.ok}
                  className={cn('border-t border-slate-100 align-top', !row.ok && 'bg-red-50/60')}
                >
                  <td className="px-3 py-2 tabular-nums">{row.row}</td>
                  <td className="px-3 py-2 font-mono text-xs break-all">{row.slug ?? '—'}</td>
                  <td className="px-3 py-2 [overflow-wrap:anywhere]">
                    {row.ok ? (
                      <span className="inline-flex items-center gap-1 font-medium text-green-800">
                        <CheckCircle2 className="size-4" aria-hidden="true" />
                        {t('import.report.ok')}
                      </span>
                    ) : (
                      <ul className="grid gap-0.5 text-red-800">
                        {row.errors.map((item, index) => (
                          <li key={index}>
                            {item.path ? <code className="mr-1 text-xs text-red-900">{item.path}</code> : null}
                            {item.message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function ImportHelp() {
  const { t } = useTranslation('admin');
  return (
    <aside className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <h2 className="font-semibold">{t('import.help.csvTitle')}</h2>
      <p className="text-slate-600">{t('import.help.csv')}</p>
      <ul className="grid gap-1" data-testid="csv-columns">
        {CSV_COLUMNS.map((column) => (
          <li key={column}>
            <code className="rounded bg-slate-100 px-1 text-xs">{column}</code>{' '}
            <span className="text-slate-600">{t(`import.columns.${column}`)}</span>
          </li>
        ))}
      </ul>
      <p className="text-slate-600">{t('import.help.header')}</p>
      <code className="block rounded bg-slate-100 p-2 text-xs break-all select-all">{CSV_COLUMNS.join(',')}</code>
      <h2 className="mt-2 font-semibold">{t('import.help.jsonTitle')}</h2>
      <p className="text-slate-600">{t('import.help.json')}</p>
    </aside>
  );
}
