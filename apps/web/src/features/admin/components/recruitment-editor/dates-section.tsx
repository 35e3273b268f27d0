import { useTranslation } from '../../../../lib/use-translation.ts';
import { DATE_KINDS } from '@jobportal/shared';
import { SelectField, TextField } from '../../../../components/form/fields.tsx';
import { newDateRow, type DateKind } from '../../utils/recruitment-draft.ts';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { section, type SectionProps } from './section-helpers.tsx';

function DatesSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const kindLabel = (kind: DateKind) => t(`dateKinds.${kind}`);
  return (
    <EditorSection
      id="dates"
      title={t('editor.sections.dates')}
      description={t('editor.dates.description')}
      error={errors['importantDates']}
    >
      <RowList
        rows={draft.importantDates}
        onChange={(rows) => set('importantDates', rows)}
        noun={(n) => t('editor.dates.row', { n })}
        addLabel={t('editor.dates.add')}
        create={() => newDateRow('other', '')}
        renderRow={(row, { index, prefix, patch }) => {
          const error = (field: string) => errors[`importantDates.${index}.${field}`];
          return (
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-[11rem_minmax(0,1.5fr)_9.5rem_9.5rem_minmax(0,1fr)]">
              <SelectField
                id={`date-${row.key}-kind`}
                className="col-span-2 sm:col-span-1"
                label={rowLabel(prefix, t('editor.dates.kind'))}
                value={row.kind}
                error={error('kind')}
                options={DATE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
                onChange={(kind) =>
                  // The label follows the kind until it is written by hand.
                  patch({
                    kind,
                    label:
                      row.label === '' || row.label === kindLabel(row.kind)
                        ? kind === 'other'
                          ? ''
                          : kindLabel(kind)
                        : row.label,
                  })
                }
              />
              <TextField
                id={`date-${row.key}-label`}
                className="col-span-2 sm:col-span-1"
                label={rowLabel(prefix, t('editor.dates.label'))}
                value={row.label}
                error={error('label')}
                onChange={(label) => patch({ label })}
              />
              <TextField
                id={`date-${row.key}-date`}
                type="date"
                label={rowLabel(prefix, t('editor.dates.date'))}
                value={row.date}
                error={error('date')}
                onChange={(date) => patch({ date })}
              />
              <TextField
                id={`date-${row.key}-end`}
                type="date"
                label={rowLabel(prefix, t('editor.dates.endDate'))}
                value={row.endDate}
                min={row.date || undefined}
                error={error('endDate')}
                onChange={(endDate) => patch({ endDate })}
              />
              <TextField
                id={`date-${row.key}-text`}
                className="col-span-2 lg:col-span-1"
                label={rowLabel(prefix, t('editor.dates.text'))}
                placeholder={t('editor.dates.textPlaceholder')}
                value={row.text}
                error={error('text')}
                onChange={(text) => patch({ text })}
              />
            </div>
          );
        }}
      />
    </EditorSection>
  );
}

/** The editor's "Important dates": one row per date or date range. */
export const DatesSection = section(DatesSectionView, ['importantDates']);
