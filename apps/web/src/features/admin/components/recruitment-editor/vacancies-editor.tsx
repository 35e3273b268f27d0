import { Plus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { PathErrors } from '../../utils/errors.ts';
import {
  newVacancyRow,
  vacancyMismatch,
  vacancySum,
  vacancyTotal,
  VACANCY_COLUMNS,
  type VacancyRowDraft,
} from '../../utils/recruitment-draft.ts';
import { moveRow, RowControls } from './row-list.tsx';
import { formatNumber } from '../../../../lib/format.ts';

// Narrow number cells without the browser's spin buttons, so a whole row fits on a laptop.
const numberCell =
  'h-9 w-14 px-2 text-right tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';
const EXTRA_COLUMNS = ['pwbd', 'esm'] as const;

/**
 * The vacancies as a post × category table. The sum of UR + OBC + SC + ST + EWS is shown beside the
 * total typed from the notice, and a difference is flagged at once, before anything is saved.
 * Errors arrive by full path (`vacancies.0.total`) and sit in their own cell.
 */
export function VacanciesEditor({
  rows,
  onChange,
  errors,
}: {
  rows: readonly VacancyRowDraft[];
  onChange: (rows: VacancyRowDraft[]) => void;
  errors: PathErrors;
}) {
  const { t } = useTranslation('admin');
  // PwBD, ex-servicemen and pay level are optional: shown on request, or when a row has them.
  const [showMore, setShowMore] = useState(() => rows.some((row) => row.pwbd || row.esm || row.payLevel));
  const extra = showMore ? EXTRA_COLUMNS : [];
  const patch = (key: string, changes: Partial<VacancyRowDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const grand = rows.reduce((sum, row) => sum + (Number.isFinite(vacancyTotal(row)) ? vacancyTotal(row) : 0), 0);
  const columnLabel = (column: string) => t(`editor.vacancies.columns.${column as 'ur'}`);

  return (
    <div className="grid grid-cols-1 gap-3">
      {rows.length === 0 ? <p className="text-sm text-slate-500">{t('editor.vacancies.empty')}</p> : null}
      {rows.length > 0 ? (
        // `relative`: screen-reader-only (absolute) texts in the table stay inside the scroll area.
        <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table
            className={cn(
              'w-full table-fixed border-separate border-spacing-0 text-sm',
              // Wide enough that the post column keeps 13 rem beside the fixed number columns.
              showMore ? 'min-w-[72rem]' : 'min-w-[54rem]',
            )}
            data-testid="vacancies-editor"
          >
            <thead>
              <tr className="text-left text-xs font-semibold text-slate-600">
                {/* Fixed widths for the number columns; the post column takes the rest. */}
                <th scope="col" className="w-8 pb-2">
                  #
                </th>
                <th scope="col" className="pb-2">
                  {t('editor.vacancies.columns.post')}
                </th>
                {VACANCY_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="w-16 pb-2 text-right">
                    {columnLabel(column)}
                  </th>
                ))}
                <th scope="col" className="w-16 px-3 pb-2 text-right">
                  {t('editor.vacancies.columns.sum')}
                </th>
                <th scope="col" className="w-32 pb-2 text-right">
                  {t('editor.vacancies.columns.total')}
                </th>
                {extra.map((column) => (
                  <th key={column} scope="col" className="w-16 pb-2 text-right">
                    {columnLabel(column)}
                  </th>
                ))}
                {showMore ? (
                  <th scope="col" className="w-32 pb-2">
                    {t('editor.vacancies.columns.payLevel')}
                  </th>
                ) : null}
                <th scope="col" className="w-28 pb-2">
                  <span className="sr-only">{t('editor.vacancies.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const n = index + 1;
                const name = t('editor.vacancies.row', { n });
                const sum = vacancySum(row);
                const mismatch = vacancyMismatch(row);
                const totalError = errors[`vacancies.${index}.total`];
                const totalMessage =
                  totalError ?? (mismatch ? t('editor.vacancies.mismatch', { sum: formatNumber(sum) }) : undefined);
                const cellError = (field: string) => errors[`vacancies.${index}.${field}`];
                const described = (field: string) => (cellError(field) ? `vac-${row.key}-${field}-error` : undefined);
                return (
                  <tr
                    key={row.key}
                    data-testid={`vacancy-row-${index}`}
                    className={cn('align-top', (mismatch || totalError) && 'bg-red-50/70')}
                  >
                    <td className="border-t border-slate-100 py-2 pr-2 text-slate-500">{n}</td>
                    <td className="border-t border-slate-100 py-2 pr-2">
                      <Input
                        className="h-9"
                        aria-label={t('editor.vacancies.cellLabel', {
                          name,
                          column: t('editor.vacancies.columns.post'),
                        })}
                        aria-invalid={cellError('post') ? true : undefined}
                        aria-describedby={described('post')}
                        value={row.post}
                        onChange={(event) => patch(row.key, { post: event.target.value })}
                      />
                      {cellError('post') ? (
                        <p id={`vac-${row.key}-post-error`} className="mt-1 text-xs font-medium text-red-700">
                          {cellError('post')}
                        </p>
                      ) : null}
                    </td>
                    {VACANCY_COLUMNS.map((column) => (
                      <td key={column} className="border-t border-slate-100 py-2 pr-1 text-right">
                        <Input
                          type="number"
                          inputMode="numeric"
                          min={0}
                          className={numberCell}
                          placeholder="0"
                          aria-label={t('editor.vacancies.cellLabel', { name, column: columnLabel(column) })}
                          aria-invalid={cellError(column) ? true : undefined}
                          aria-describedby={described(column)}
                          value={row[column]}
                          onChange={(event) => patch(row.key, { [column]: event.target.value })}
                        />
                        {cellError(column) ? (
                          <p id={`vac-${row.key}-${column}-error`} className="mt-1 text-xs font-medium text-red-700">
                            {cellError(column)}
                          </p>
                        ) : null}
                      </td>
                    ))}
                    <td
                      className="border-t border-slate-100 px-3 py-2 text-right align-middle font-semibold tabular-nums"
                      data-testid={`vacancy-sum-${index}`}
                    >
                      {formatNumber(sum)}
                    </td>
                    <td className="border-t border-slate-100 py-2 pr-1 text-right">
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        className={cn(numberCell, 'ml-auto w-16 font-semibold')}
                        placeholder={String(sum)}
                        aria-label={t('editor.vacancies.cellLabel', {
                          name,
                          column: t('editor.vacancies.columns.total'),
                        })}
                        aria-invalid={totalMessage ? true : undefined}
                        aria-describedby={totalMessage ? `vac-${row.key}-total-error` : undefined}
                        value={row.total}
                        onChange={(event) => patch(row.key, { total: event.target.value })}
                      />
                      {totalMessage ? (
                        <div className="mt-1 grid justify-items-end gap-0.5 text-left">
                          <p
                            id={`vac-${row.key}-total-error`}
                            data-testid={`vacancy-total-error-${index}`}
                            className="flex gap-1 text-xs font-medium text-red-700"
                          >
                            <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                            {totalMessage}
                          </p>
                          {mismatch ? (
                            <Button
                              type="button"
                              variant="link"
                              size="sm"
                              className="h-auto px-0 text-xs"
                              onClick={() => patch(row.key, { total: String(sum) })}
                            >
                              {t('editor.vacancies.useSum', { sum })}
                            </Button>
                          ) : null}
                        </div>
                      ) : null}
                    </td>
                    {extra.map((column) => (
                      <td key={column} className="border-t border-slate-100 py-2 pr-1 text-right">
                        <Input
                          type="number"
                          inputMode="numeric"
                          min={0}
                          className={numberCell}
                          aria-label={t('editor.vacancies.cellLabel', { name, column: columnLabel(column) })}
                          value={row[column]}
                          onChange={(event) => patch(row.key, { [column]: event.target.value })}
                        />
                      </td>
                    ))}
                    {showMore ? (
                      <td className="border-t border-slate-100 py-2 pr-1">
                        <Input
                          className="h-9"
                          aria-label={t('editor.vacancies.cellLabel', {
                            name,
                            column: t('editor.vacancies.columns.payLevel'),
                          })}
                          value={row.payLevel}
                          onChange={(event) => patch(row.key, { payLevel: event.target.value })}
                        />
                      </td>
                    ) : null}
                    <td className="border-t border-slate-100 py-2">
                      <RowControls
                        name={name}
                        index={index}
                        count={rows.length}
                        onMove={(delta) => onChange(moveRow(rows, index, delta))}
                        onRemove={() => onChange(rows.filter((item) => item.key !== row.key))}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="text-sm font-semibold">
                <td />
                <td className="border-t border-slate-300 pt-2">{t('editor.vacancies.allPosts')}</td>
                <td colSpan={6} className="border-t border-slate-300" />
                <td
                  className="border-t border-slate-300 pt-2 pr-3 text-right tabular-nums"
                  data-testid="vacancy-grand-total"
                >
                  {formatNumber(grand)}
                </td>
                <td colSpan={showMore ? 4 : 1} className="border-t border-slate-300" />
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      <p className="text-xs text-slate-600">{t('editor.vacancies.hint')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, newVacancyRow()])}>
          <Plus />
          {t('editor.vacancies.add')}
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={showMore}
            onChange={(event) => setShowMore(event.target.checked)}
          />
          {t('editor.vacancies.moreColumns')}
        </label>
      </div>
    </div>
  );
}
