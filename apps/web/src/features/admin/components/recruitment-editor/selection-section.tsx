import { useTranslation } from '../../../../lib/use-translation.ts';
import { bindFields, TextareaField } from '../../../../components/form/fields.tsx';
import { EditorSection } from './fields.tsx';
import { section, TextRows, type SectionProps } from './section-helpers.tsx';

function SelectionSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const bind = bindFields(draft, errors, set);
  return (
    <EditorSection id="selection" title={t('editor.sections.selection')}>
      <TextRows
        id="stage"
        rows={draft.selectionStages}
        onChange={(rows) => set('selectionStages', rows)}
        errors={errors}
        path="selectionStages"
        noun={(n) => t('editor.selection.row', { n })}
        addLabel={t('editor.selection.add')}
        fieldLabel={t('editor.selection.stage')}
        emptyText={t('editor.selection.empty')}
      />
      <TextareaField
        id="rec-exam-pattern"
        label={t('editor.selection.examPattern')}
        hint={t('editor.selection.examPatternHint')}
        inputClassName="font-mono"
        rows={6}
        {...bind('examPattern')}
      />
    </EditorSection>
  );
}

/** The editor's "Selection process": the stages and the exam pattern. */
export const SelectionSection = section(SelectionSectionView, ['selectionStages', 'examPattern']);
