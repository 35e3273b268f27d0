import { useTranslation } from '../../../../lib/use-translation.ts';
import { RESERVATION_CATEGORIES } from '@jobportal/shared';
import { bindFields, SelectField, TextField } from '../../../../components/form/fields.tsx';
import { newFeeRow, type FeeCategory } from '../../utils/recruitment-draft.ts';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { section, type SectionProps } from './section-helpers.tsx';

const FEE_CATEGORIES: readonly FeeCategory[] = ['all', ...RESERVATION_CATEGORIES];

function FeesSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const bind = bindFields(draft, errors, set);
  const categoryLabel = (category: FeeCategory) => t(`categories.${category}`);
  return (
    <EditorSection id="fees" title={t('editor.sections.fees')} error={errors['fees']}>
      <RowList
        rows={draft.fees}
        onChange={(rows) => set('fees', rows)}
        noun={(n) => t('editor.fees.row', { n })}
        addLabel={t('editor.fees.add')}
        emptyText={t('editor.fees.empty')}
        create={() => ({ ...newFeeRow(), label: categoryLabel('general') })}
        renderRow={(row, { index, prefix, patch }) => {
          const error = (field: string) => errors[`fees.${index}.${field}`];
          return (
            <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_9rem]">
              <SelectField
                id={`fee-${row.key}-category`}
                label={rowLabel(prefix, t('editor.fees.category'))}
                value={row.category}
                error={error('category')}
                options={FEE_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))}
                onChange={(category) =>
                  patch({
                    category,
                    label:
                      row.label === '' || row.label === categoryLabel(row.category)
                        ? categoryLabel(category)
                        : row.label,
                  })
                }
              />
              <TextField
                id={`fee-${row.key}-label`}
                label={rowLabel(prefix, t('editor.fees.label'))}
                value={row.label}
                error={error('label')}
                onChange={(label) => patch({ label })}
              />
              <TextField
                id={`fee-${row.key}-amount`}
                type="number"
                inputMode="numeric"
                min={0}
                label={rowLabel(prefix, t('editor.fees.amount'))}
                value={row.amount}
                error={error('amount')}
                onChange={(amount) => patch({ amount })}
              />
            </div>
          );
        }}
      />
      <TextField
        id="rec-payment-modes"
        label={t('editor.fees.paymentModes')}
        hint={t('editor.fees.paymentModesHint')}
        {...bind('paymentModes')}
      />
    </EditorSection>
  );
}

/** The editor's "Application fee": one row per category, and the ways to pay. */
export const FeesSection = section(FeesSectionView, ['fees', 'paymentModes']);
