import { Wand2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { RESERVATION_CATEGORIES } from '@jobportal/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../../components/form/fields.tsx';
import {
  CENTRAL_RELAXATIONS,
  rowKey,
  type RecruitmentDraft,
  type RelaxationDraft,
  type ReservationCategory,
} from '../../utils/recruitment-draft.ts';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { section, type SectionProps } from './section-helpers.tsx';

function AgeSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const age = draft.ageLimit;
  const change = (changes: Partial<RecruitmentDraft['ageLimit']>) => set('ageLimit', { ...age, ...changes });
  return (
    <EditorSection id="age" title={t('editor.sections.age')}>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={age.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        {t('editor.age.enabled')}
      </label>
      {age.enabled ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="rec-age-min"
              type="number"
              inputMode="numeric"
              min={14}
              max={70}
              label={t('editor.age.min')}
              value={age.min}
              error={errors['ageLimit.min']}
              onChange={(min) => change({ min })}
            />
            <TextField
              id="rec-age-max"
              type="number"
              inputMode="numeric"
              min={14}
              max={70}
              label={t('editor.age.max')}
              value={age.max}
              error={errors['ageLimit.max']}
              onChange={(max) => change({ max })}
            />
            <TextField
              id="rec-age-as-on"
              type="date"
              label={t('editor.age.asOn')}
              value={age.asOn}
              error={errors['ageLimit.asOn']}
              onChange={(asOn) => change({ asOn })}
            />
          </div>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">{t('editor.age.relaxations')}</h3>
            <RowList<RelaxationDraft>
              rows={age.relaxations}
              onChange={(relaxations) => change({ relaxations })}
              noun={(n) => t('editor.age.row', { n })}
              addLabel={t('editor.age.add')}
              emptyText={t('editor.age.empty')}
              create={() => ({ key: rowKey(), category: 'obc', years: '' })}
              renderRow={(row, { index, prefix, patch }) => (
                <div className="grid gap-3 sm:grid-cols-[12rem_9rem]">
                  <SelectField
                    id={`relax-${row.key}-category`}
                    label={rowLabel(prefix, t('editor.age.category'))}
                    value={row.category}
                    options={RESERVATION_CATEGORIES.map((category) => ({
                      value: category,
                      label: t(`categories.${category}`),
                    }))}
                    onChange={(category: ReservationCategory) => patch({ category })}
                  />
                  <TextField
                    id={`relax-${row.key}-years`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={20}
                    label={rowLabel(prefix, t('editor.age.years'))}
                    value={row.years}
                    error={errors[`ageLimit.relaxations.${index}.years`]}
                    onChange={(years) => patch({ years })}
                  />
                </div>
              )}
            />
            {age.relaxations.length === 0 ? (
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    change({
                      relaxations: CENTRAL_RELAXATIONS.map((row) => ({
                        key: rowKey(),
                        category: row.category,
                        years: String(row.years),
                      })),
                    })
                  }
                >
                  <Wand2 />
                  {t('editor.age.central')}
                </Button>
              </div>
            ) : null}
          </div>
        </>
      ) : null}
    </EditorSection>
  );
}

/** The editor's "Age limit": the range, the date it is counted on and the relaxations by category. */
export const AgeSection = section(AgeSectionView, ['ageLimit']);
