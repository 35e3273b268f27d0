import { useTranslation } from '../../../../lib/use-translation.ts';
import { TextareaField, TextField } from '../../../../components/form/fields.tsx';
import { rowKey, type FaqDraft } from '../../utils/recruitment-draft.ts';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { section, type SectionProps } from './section-helpers.tsx';

function FaqsSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <EditorSection id="faqs" title={t('editor.sections.faqs')}>
      <RowList<FaqDraft>
        rows={draft.faqs}
        onChange={(rows) => set('faqs', rows)}
        noun={(n) => t('editor.faqs.row', { n })}
        addLabel={t('editor.faqs.add')}
        emptyText={t('editor.faqs.empty')}
        create={() => ({ key: rowKey(), q: '', a: '' })}
        renderRow={(row, { index, prefix, patch }) => (
          <div className="grid gap-3">
            <TextField
              id={`faq-${row.key}-q`}
              label={rowLabel(prefix, t('editor.faqs.question'))}
              value={row.q}
              error={errors[`faqs.${index}.q`]}
              onChange={(q) => patch({ q })}
            />
            <TextareaField
              id={`faq-${row.key}-a`}
              label={rowLabel(prefix, t('editor.faqs.answer'))}
              value={row.a}
              error={errors[`faqs.${index}.a`]}
              onChange={(a) => patch({ a })}
            />
          </div>
        )}
      />
    </EditorSection>
  );
}

/** The editor's "FAQs": one question and answer a row. */
export const FaqsSection = section(FaqsSectionView, ['faqs']);
