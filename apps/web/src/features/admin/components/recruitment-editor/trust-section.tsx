import { CalendarCheck } from 'lucide-react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { bindFields, TextField } from '../../../../components/form/fields.tsx';
import { todayInIndia } from '../../utils/format.ts';
import { rowKey, type CorrectionDraft } from '../../utils/recruitment-draft.ts';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { section, URL_PLACEHOLDER, type SectionProps } from './section-helpers.tsx';

function TrustSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const bind = bindFields(draft, errors, set);
  return (
    <EditorSection id="trust" title={t('editor.sections.trust')} description={t('editor.trust.description')}>
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          id="rec-source"
          type="url"
          inputMode="url"
          placeholder={URL_PLACEHOLDER}
          label={t('editor.trust.source')}
          {...bind('officialSourceUrl')}
        />
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
          <TextField id="rec-verified" type="date" label={t('editor.trust.lastVerified')} {...bind('lastVerifiedAt')} />
          <Button
            type="button"
            variant="outline"
            className="mt-6"
            onClick={() => set('lastVerifiedAt', todayInIndia())}
            disabled={draft.lastVerifiedAt === todayInIndia()}
          >
            <CalendarCheck />
            {t('editor.trust.today')}
          </Button>
        </div>
      </div>
      <h3 className="text-sm font-semibold">{t('editor.trust.corrections')}</h3>
      <RowList<CorrectionDraft>
        rows={draft.corrections}
        onChange={(rows) => set('corrections', rows)}
        noun={(n) => t('editor.trust.row', { n })}
        addLabel={t('editor.trust.add')}
        emptyText={t('editor.trust.empty')}
        create={() => ({ key: rowKey(), date: todayInIndia(), note: '' })}
        renderRow={(row, { index, prefix, patch }) => (
          <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <TextField
              id={`correction-${row.key}-date`}
              type="date"
              label={rowLabel(prefix, t('editor.trust.date'))}
              value={row.date}
              error={errors[`corrections.${index}.date`]}
              onChange={(date) => patch({ date })}
            />
            <TextField
              id={`correction-${row.key}-note`}
              label={rowLabel(prefix, t('editor.trust.note'))}
              value={row.note}
              error={errors[`corrections.${index}.note`]}
              onChange={(note) => patch({ note })}
            />
          </div>
        )}
      />
    </EditorSection>
  );
}

/** The editor's "Source and corrections": the official source, when it was last checked and the corrections. */
export const TrustSection = section(TrustSectionView, ['officialSourceUrl', 'lastVerifiedAt', 'corrections']);
