import { useTranslation } from '../../../../lib/use-translation.ts';
import { EditorSection } from './fields.tsx';
import { section, TextRows, type SectionProps } from './section-helpers.tsx';

function ApplySectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <EditorSection id="apply" title={t('editor.sections.apply')}>
      <TextRows
        id="step"
        rows={draft.howToApply}
        onChange={(rows) => set('howToApply', rows)}
        errors={errors}
        path="howToApply"
        noun={(n) => t('editor.apply.row', { n })}
        addLabel={t('editor.apply.add')}
        fieldLabel={t('editor.apply.step')}
        emptyText={t('editor.apply.empty')}
      />
      <h3 className="text-sm font-semibold">{t('editor.documents.title')}</h3>
      <TextRows
        id="document"
        rows={draft.documents}
        onChange={(rows) => set('documents', rows)}
        errors={errors}
        path="documents"
        noun={(n) => t('editor.documents.row', { n })}
        addLabel={t('editor.documents.add')}
        fieldLabel={t('editor.documents.document')}
        emptyText={t('editor.documents.empty')}
      />
    </EditorSection>
  );
}

/** The editor's "How to apply": the steps and the documents to keep ready. */
export const ApplySection = section(ApplySectionView, ['howToApply', 'documents']);
