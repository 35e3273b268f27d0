import { useTranslation } from '../../../../lib/use-translation.ts';
import { DOMICILE_RULES, POST_GENDERS, QUALIFICATIONS } from '@jobportal/shared';
import { SelectField, TextareaField, TextField } from '../../../../components/form/fields.tsx';
import { rowKey, type EligibilityDraft } from '../../utils/recruitment-draft.ts';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { CheckboxGroup, section, type SectionProps } from './section-helpers.tsx';

function EligibilitySectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <EditorSection id="eligibility" title={t('editor.sections.eligibility')} error={errors['eligibility']}>
      <RowList<EligibilityDraft>
        rows={draft.eligibility}
        onChange={(rows) => set('eligibility', rows)}
        noun={(n) => t('editor.eligibility.row', { n })}
        addLabel={t('editor.eligibility.add')}
        emptyText={t('editor.eligibility.empty')}
        create={() => ({
          key: rowKey(),
          post: '',
          text: '',
          textHi: '',
          qualifications: [],
          minAge: '',
          maxAge: '',
          domicile: '',
          gender: '',
        })}
        renderRow={(row, { index, prefix, patch }) => (
          <div className="grid gap-3">
            <TextField
              id={`elig-${row.key}-post`}
              label={rowLabel(prefix, t('editor.eligibility.post'))}
              value={row.post}
              error={errors[`eligibility.${index}.post`]}
              onChange={(post) => patch({ post })}
            />
            <div className="grid gap-3 md:grid-cols-2">
              <TextareaField
                id={`elig-${row.key}-text`}
                label={rowLabel(prefix, t('editor.eligibility.text'))}
                value={row.text}
                error={errors[`eligibility.${index}.text`]}
                onChange={(text) => patch({ text })}
              />
              <TextareaField
                id={`elig-${row.key}-text-hi`}
                lang="hi"
                label={rowLabel(prefix, t('editor.eligibility.textHi'))}
                value={row.textHi}
                error={errors[`eligibility.${index}.textHi`]}
                onChange={(textHi) => patch({ textHi })}
              />
            </div>
            <details
              className="rounded-lg border border-slate-200 p-3"
              open={
                row.qualifications.length > 0 ||
                row.minAge !== '' ||
                row.maxAge !== '' ||
                row.domicile !== '' ||
                row.gender !== '' ||
                undefined
              }
            >
              <summary className="cursor-pointer text-sm font-medium">{t('editor.eligibility.rules')}</summary>
              <p className="mt-1 text-sm text-slate-600">{t('editor.eligibility.rulesHint')}</p>
              <div className="mt-3 grid gap-3">
                <CheckboxGroup
                  id={`elig-${row.key}-qualifications`}
                  legend={t('editor.eligibility.qualifications')}
                  options={QUALIFICATIONS}
                  chosen={row.qualifications}
                  error={errors[`eligibility.${index}.qualifications`]}
                  columns="sm:grid-cols-4 lg:grid-cols-7"
                  onChange={(qualifications) => patch({ qualifications })}
                />
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <TextField
                    id={`elig-${row.key}-min-age`}
                    type="number"
                    inputMode="numeric"
                    min={14}
                    max={70}
                    label={rowLabel(prefix, t('editor.eligibility.minAge'))}
                    value={row.minAge}
                    error={errors[`eligibility.${index}.minAge`]}
                    onChange={(minAge) => patch({ minAge })}
                  />
                  <TextField
                    id={`elig-${row.key}-max-age`}
                    type="number"
                    inputMode="numeric"
                    min={14}
                    max={70}
                    label={rowLabel(prefix, t('editor.eligibility.maxAge'))}
                    value={row.maxAge}
                    error={errors[`eligibility.${index}.maxAge`]}
                    onChange={(maxAge) => patch({ maxAge })}
                  />
                  <SelectField
                    id={`elig-${row.key}-domicile`}
                    label={rowLabel(prefix, t('editor.eligibility.domicile'))}
                    value={row.domicile}
                    error={errors[`eligibility.${index}.domicile`]}
                    options={[
                      { value: '', label: t('editor.eligibility.domicileSame') },
                      ...DOMICILE_RULES.map((rule) => ({ value: rule, label: t(`editor.domicile.${rule}`) })),
                    ]}
                    onChange={(domicile) => patch({ domicile })}
                  />
                  <SelectField
                    id={`elig-${row.key}-gender`}
                    label={rowLabel(prefix, t('editor.eligibility.gender'))}
                    value={row.gender}
                    error={errors[`eligibility.${index}.gender`]}
                    options={[
                      { value: '', label: t('editor.eligibility.genderAny') },
                      ...POST_GENDERS.map((gender) => ({
                        value: gender,
                        label: t(`editor.eligibility.genders.${gender}`),
                      })),
                    ]}
                    onChange={(gender) => patch({ gender })}
                  />
                </div>
              </div>
            </details>
          </div>
        )}
      />
    </EditorSection>
  );
}

/** The editor's "Eligibility": one row per post, in both languages, with its optional rules. */
export const EligibilitySection = section(EligibilitySectionView, ['eligibility']);
