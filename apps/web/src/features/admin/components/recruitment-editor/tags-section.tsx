import { useTranslation } from '../../../../lib/use-translation.ts';
import { DOMICILE_RULES, QUALIFICATIONS, SECTORS, STATES } from '@jobportal/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/form/fields.tsx';
import { useOptionLabels } from '../../../../lib/option-label.ts';
import { EditorSection } from './fields.tsx';
import { CheckboxGroup, section, type SectionProps } from './section-helpers.tsx';

function TagsSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const { label } = useOptionLabels();
  return (
    <EditorSection id="tags" title={t('editor.sections.tags')}>
      <SelectField
        id="rec-sector"
        className="max-w-xs"
        label={t('editor.fields.sector')}
        placeholder={t('editor.fields.choose')}
        value={draft.sector}
        error={errors['sector']}
        options={SECTORS.map((sector) => ({ value: sector.slug, label: label(sector) }))}
        onChange={(value) => set('sector', value)}
      />
      <CheckboxGroup
        id="rec-qualifications"
        legend={t('editor.fields.qualifications')}
        options={QUALIFICATIONS}
        chosen={draft.qualifications}
        error={errors['qualifications']}
        columns="sm:grid-cols-4 lg:grid-cols-7"
        onChange={(chosen) => set('qualifications', chosen)}
      />
      <details className="rounded-lg border border-slate-200 p-3" open={draft.states.length > 0 || undefined}>
        <summary className="cursor-pointer text-sm font-medium">
          {draft.states.length === 0
            ? t('editor.fields.statesAllIndia')
            : t('editor.fields.statesChosen', { count: draft.states.length })}
        </summary>
        <div className="mt-3">
          <CheckboxGroup
            id="rec-states"
            legend={t('editor.fields.states')}
            options={STATES}
            chosen={draft.states}
            error={errors['states']}
            onChange={(chosen) => set('states', chosen)}
          />
          {draft.states.length > 0 ? (
            <Button type="button" variant="link" size="sm" className="mt-2 px-0" onClick={() => set('states', [])}>
              {t('editor.fields.clearStates')}
            </Button>
          ) : null}
          {draft.states.length > 0 ? (
            <SelectField
              id="rec-domicile"
              className="mt-3 max-w-md"
              label={t('editor.fields.domicile')}
              value={draft.domicile as '' | (typeof DOMICILE_RULES)[number]}
              error={errors['domicile']}
              options={[
                { value: '', label: t('editor.domicile.open') },
                ...DOMICILE_RULES.filter((rule) => rule !== 'open').map((rule) => ({
                  value: rule,
                  label: t(`editor.domicile.${rule}`),
                })),
              ]}
              onChange={(value) => set('domicile', value)}
            />
          ) : null}
        </div>
      </details>
    </EditorSection>
  );
}

/** The editor's "Tags": sector, qualifications, states and the domicile rule. */
export const TagsSection = section(TagsSectionView, ['sector', 'states', 'qualifications', 'domicile']);
