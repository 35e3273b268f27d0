import { useTranslation } from '../../../../lib/use-translation.ts';
import { UPLOAD_BACKGROUNDS, UPLOAD_FORMATS, UPLOAD_KINDS, type UploadKind } from '@jobportal/shared';
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../../components/form/fields.tsx';
import type { PathErrors } from '../../utils/errors.ts';
import { newUploadRow, type UploadSpecDraft, type UploadUnit } from '../../utils/recruitment-draft.ts';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { section, type SectionProps } from './section-helpers.tsx';

const UNITS: readonly UploadUnit[] = ['px', 'cm', 'none'];

/**
 * The editor's "Uploads": one row per thing the application form asks to upload, as the
 * upload-spec contract has it; its errors show at the row's fields.
 */
export function UploadsEditor({
  rows,
  onChange,
  errors,
}: {
  rows: UploadSpecDraft[];
  onChange: (rows: UploadSpecDraft[]) => void;
  errors: PathErrors;
}) {
  const { t } = useTranslation('admin');
  const u = (key: string) => t(`editor.uploads.${key}`);
  return (
    <EditorSection
      id="uploads"
      title={t('editor.sections.uploads')}
      description={u('description')}
      error={errors['uploadSpecs']}
    >
      <RowList
        rows={rows}
        onChange={onChange}
        noun={(n) => t('editor.uploads.row', { n })}
        addLabel={u('add')}
        emptyText={u('empty')}
        // The next kind the form does not list yet (one row per kind but "other").
        create={() => newUploadRow(UPLOAD_KINDS.find((kind) => !rows.some((row) => row.kind === kind)) ?? 'other')}
        renderRow={(row, { index, prefix, patch }) => {
          const id = (field: string) => `upload-${row.key}-${field}`;
          const field = (name: keyof UploadSpecDraft & string) => ({
            id: id(name),
            label: rowLabel(prefix, u(name)),
            error: errors[`uploadSpecs.${index}.${name}`],
          });
          const number = (name: 'widthPx' | 'heightPx' | 'widthCm' | 'heightCm' | 'dpi' | 'minKb' | 'maxKb') => (
            <NumberField
              {...field(name)}
              inputMode={name.endsWith('Cm') ? 'decimal' : 'numeric'}
              step={name.endsWith('Cm') ? 0.1 : 1}
              min={0}
              value={row[name]}
              onChange={(value) => patch({ [name]: value })}
            />
          );
          return (
            <div className="grid gap-3">
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[14rem_12rem_minmax(0,1fr)]">
                <SelectField<UploadKind>
                  {...field('kind')}
                  value={row.kind}
                  options={UPLOAD_KINDS.map((kind) => ({ value: kind, label: u(`kinds.${kind}`) }))}
                  onChange={(kind) => patch({ kind, nameAndDate: kind === 'photo' && row.nameAndDate })}
                />
                <SelectField<UploadUnit>
                  {...field('unit')}
                  value={row.unit}
                  options={UNITS.map((unit) => ({ value: unit, label: u(`units.${unit}`) }))}
                  onChange={(unit) => patch({ unit })}
                />
                {row.kind === 'other' ? (
                  <div className="grid gap-3 sm:col-span-2 md:grid-cols-2 lg:col-span-1">
                    <TextField {...field('label')} value={row.label} onChange={(label) => patch({ label })} />
                    <TextField
                      {...field('labelHi')}
                      lang="hi"
                      value={row.labelHi}
                      onChange={(labelHi) => patch({ labelHi })}
                    />
                  </div>
                ) : null}
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                {row.unit === 'px' ? (
                  <>
                    {number('widthPx')}
                    {number('heightPx')}
                  </>
                ) : null}
                {row.unit === 'cm' ? (
                  <>
                    {number('widthCm')}
                    {number('heightCm')}
                    {number('dpi')}
                  </>
                ) : null}
                {number('minKb')}
                {number('maxKb')}
              </div>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
                <fieldset
                  aria-describedby={errors[`uploadSpecs.${index}.formats`] ? `${id('formats')}-error` : undefined}
                >
                  <legend className="text-sm font-medium text-slate-900">{rowLabel(prefix, u('formats'))}</legend>
                  <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                    {UPLOAD_FORMATS.map((format) => (
                      <CheckboxField
                        key={format}
                        id={id(`format-${format}`)}
                        label={rowLabel(prefix, format.toUpperCase())}
                        checked={row.formats.includes(format)}
                        onChange={(checked) =>
                          patch({
                            formats: UPLOAD_FORMATS.filter((f) => (f === format ? checked : row.formats.includes(f))),
                          })
                        }
                      />
                    ))}
                  </div>
                  {errors[`uploadSpecs.${index}.formats`] ? (
                    <p id={`${id('formats')}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {errors[`uploadSpecs.${index}.formats`]}
                    </p>
                  ) : null}
                </fieldset>
                <SelectField
                  {...field('background')}
                  value={row.background || 'none'}
                  options={[
                    { value: 'none', label: u('backgrounds.none') },
                    ...UPLOAD_BACKGROUNDS.map((background) => ({
                      value: background,
                      label: u(`backgrounds.${background}`),
                    })),
                  ]}
                  onChange={(background) => patch({ background: background === 'none' ? '' : background })}
                />
              </div>
              {row.kind === 'photo' ? (
                <CheckboxField
                  {...field('nameAndDate')}
                  hint={u('nameAndDateHint')}
                  checked={row.nameAndDate}
                  onChange={(nameAndDate) => patch({ nameAndDate })}
                />
              ) : null}
              <div className="grid gap-3 md:grid-cols-2">
                <TextareaField {...field('note')} rows={2} value={row.note} onChange={(note) => patch({ note })} />
                <TextareaField
                  {...field('noteHi')}
                  lang="hi"
                  rows={2}
                  value={row.noteHi}
                  onChange={(noteHi) => patch({ noteHi })}
                />
              </div>
            </div>
          );
        }}
      />
    </EditorSection>
  );
}

function UploadsSectionView({ draft, set, errors }: SectionProps) {
  return <UploadsEditor rows={draft.uploadSpecs} onChange={(rows) => set('uploadSpecs', rows)} errors={errors} />;
}

/** The editor's "Uploads", redrawn only when the upload rows (or the errors) change. */
export const UploadsSection = section(UploadsSectionView, ['uploadSpecs']);
